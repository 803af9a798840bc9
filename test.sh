#!/usr/bin/env bash
# Runs every test of the project, on a fresh machine too. First the unit
# tests, which need neither node nor npm: with both hidden and an empty
# cache. Then it installs what the other tests need (the npm packages pinned
# in package-lock.json, as the build installs them: npm ci --ignore-scripts
# into the user's cache folder, never into the checkout; $COURSESITE_CACHE
# moves it), then runs go vet, every Go test, a short run of the fuzz
# targets that guard against panics on an author's input, and the drift
# check on the real lesson.
set -euo pipefail
cd "$(dirname "$0")"

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "test.sh: $1 is required ($2)" >&2; exit 1; }
}
need go "the Go toolchain"

# The packages whose tests need node say so by where they are: the browser
# tests (e2e), the course's content against its author's source
# (contenttest) and the lessons' listings (listings). Every other package's
# tests run here first, with no node or npm on PATH (a folder of links to
# every command on it but those) and an empty cache folder, so that a test
# that reaches for node, npm or an npm package fails at once, named, rather
# than passing on a machine that has them.
nodeless=$(mktemp -d "${TMPDIR:-/tmp}/coursesite-nodeless-XXXXXX")
trap 'rm -rf "$nodeless"' EXIT
mkdir "$nodeless/bin" "$nodeless/cache"
IFS=: read -r -a path_dirs <<<"$PATH"
for dir in "${path_dirs[@]}"; do
  [ -d "$dir" ] || continue
  for cmd in "$dir"/*; do
    name=${cmd##*/}
    case $name in node | nodejs | npm | npx | corepack) continue ;; esac
    # The first on PATH wins, as the shell finds it.
    if [ -f "$cmd" ] && [ -x "$cmd" ] && [ ! -e "$nodeless/bin/$name" ]; then
      ln -s "$cmd" "$nodeless/bin/$name"
    fi
  done
done
if PATH="$nodeless/bin" command -v node >/dev/null 2>&1 || PATH="$nodeless/bin" command -v npm >/dev/null 2>&1; then
  echo "test.sh: could not hide node and npm from the unit tests" >&2
  exit 1
fi
echo "test.sh: go test, without node or npm (every package but e2e, contenttest and listings)"
PATH="$nodeless/bin" COURSESITE_CACHE="$nodeless/cache" \
  go test -count=1 -timeout 30m $(go list ./... | grep -vE '/(e2e|contenttest|listings)$')

need node "the reference model and KaTeX run under Node.js"
need npm "installs the npm packages from package-lock.json"

echo "test.sh: npm packages (package-lock.json), installed outside the checkout"
go run ./nodedeps/install

echo "test.sh: go vet ./..."
go vet ./...

# The browser tests (e2e/) drive Debian's chromium (or $E2E_CHROMIUM, another
# Chromium build); a fresh machine gets it here, as root, and without root the
# run stops rather than skip them.
if [ -z "${E2E_CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "test.sh: installing chromium (apt-get) for the browser tests in e2e/"
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  else
    echo "test.sh: chromium is required (the browser tests in e2e/ drive it); install it as root: apt-get install -y chromium" >&2
    exit 1
  fi
fi

# The print test (e2e/print_test.go) reads the PDF chromium prints with
# poppler's pdfinfo, pdftotext and pdftoppm.
if ! command -v pdftotext >/dev/null 2>&1 || ! command -v pdftoppm >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "test.sh: installing poppler-utils (apt-get) for the print test in e2e/"
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils
  else
    echo "test.sh: poppler-utils is required (the print test in e2e/ reads PDFs with it); install it as root: apt-get install -y poppler-utils" >&2
    exit 1
  fi
fi

# Every package's tests, then the browser tests (e2e/) alone: they time
# what a reader waits for (Lighthouse's Total Blocking Time among them),
# which the other packages' tests, run beside them, would slow. They take
# four minutes of a quiet two-core machine, and more beside other work:
# go test's default of ten minutes a package, a hang's alarm, would fail
# them on a busy one. Every wait for another build has a bound of its own
# (filelock.LockWithin), well inside this.
echo "test.sh: go test (every package but e2e)"
go test -count=1 -timeout 30m $(go list ./... | grep -v '/e2e$')
echo "test.sh: go test ./e2e (the browser tests)"
go test -count=1 -timeout 30m ./e2e

# Each fuzz target runs from its seeds in testdata/fuzz for a number of
# inputs (a count, not a duration: with a duration Go 1.26's coordinator can
# fail a clean run with "context deadline exceeded" when the time is up,
# go.dev/issue/75804), or for $FUZZTIME when it is set (FUZZTIME=10m for a
# long run): the math scanner, a whole build of a fuzzed lesson, the claim
# parser and evaluator, the JSON reader of chart options, parameter files
# and the page's wire (which must read what encoding/json reads), a lesson's entry in the build's cache (which
# is taken whole or not at all), and the terms file's reader and the matcher of its terms in a text. A finding fails the run and is written under the
# package's testdata/fuzz, where the next go test replays it.
for target in markdown:FuzzMath:1500x site:FuzzBuild:200x claim:FuzzParse:100000x claim:FuzzEval:100000x plainjson:FuzzParse:20000x internal/rendercache:FuzzEntry:20000x terms:FuzzParse:20000x terms:FuzzFind:100000x; do
  IFS=: read -r pkg name count <<<"$target"
  # go test -fuzz passes when no target matches ("no fuzz tests to fuzz"):
  # a target that moved to another package would be fuzzed no more, unsaid.
  if ! go test -list "^$name\$" "./$pkg" | grep -x "$name" >/dev/null; then
    echo "test.sh: ./$pkg has no fuzz target $name" >&2
    exit 1
  fi
  echo "test.sh: fuzz $name in ./$pkg for ${FUZZTIME:-$count}"
  go test -run '^$' -fuzz "^$name\$" -fuzztime "${FUZZTIME:-$count}" "./$pkg"
done

echo "test.sh: go run . check"
go run . check
