#!/usr/bin/env bash
# Measures the site side by side with the version before a change, as
# readers get it (issue 15): builds BASE (default: where this branch left
# main) in a temporary worktree, then runs e2e's TestCompareBefore, which
# serves both builds with gzip and logs a table of the first view,
# Lighthouse's mobile audit (median of three calibrated loads each, and
# Lighthouse's default 4×), axe's violations and the charts shown without
# JavaScript and on paper.
#
#   bash bench/readers.sh                 # against the merge base with main
#   BASE=965d907 bash bench/readers.sh    # against a given commit
#   E2E_COMPARE_LIGHTHOUSE=0 bash bench/readers.sh   # without Lighthouse (minutes faster)
set -euo pipefail
cd "$(dirname "$0")/.."
base=${BASE:-$(git merge-base HEAD main)}
tmp=$(mktemp -d)
cleanup() {
  git worktree remove --force "$tmp/wt" >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
go run ./nodedeps/install # the npm packages, Lighthouse and axe-core among them, outside the checkout
git worktree add --detach "$tmp/wt" "$base" >/dev/null
echo "readers.sh: building $base in $tmp/wt"
(cd "$tmp/wt" && go run . build -out "$tmp/public")
E2E_BEFORE="$tmp/public" go test -count=1 -timeout 60m -run 'TestCompareBefore' -v "${PKG:-./e2e}"
