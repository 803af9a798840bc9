# browser.sh — what the browser measurements (firsttouch.sh, moves.sh)
# share, sourced by them: measure NAME TEST VAR RUNS checks chromium,
# installs the npm packages, builds BASE (when set) in a temporary
# worktree, runs e2e's TEST with VAR=RUNS (and E2E_BEFORE naming BASE's
# build) and prints its table; when the test fails, its own words too.
measure() {
  local name=$1 test=$2 var=$3 runs=$4
  if [ -z "${E2E_CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1; then
    echo "$name: chromium is required (install it as root: apt-get install -y chromium)" >&2
    exit 1
  fi
  go run ./nodedeps/install
  local before="" tmp log
  if [ -n "${BASE:-}" ]; then
    tmp=$(mktemp -d)
    trap "git worktree remove --force '$tmp/wt' >/dev/null 2>&1 || true; rm -rf '$tmp'" EXIT
    git worktree add --detach "$tmp/wt" "$BASE" >/dev/null
    echo "$name: building $BASE in $tmp/wt"
    (cd "$tmp/wt" && go run . build -out "$tmp/public" >/dev/null)
    before="$tmp/public"
  fi
  log=$(mktemp)
  if ! env E2E_BEFORE="$before" "$var=$runs" go test -count=1 -timeout 120m -run "^$test\$" -v ./e2e >"$log" 2>&1; then
    # The table alone would hide why it is short: the test's own words.
    grep -vE '^\s*\|' "$log" | tail -n 40 >&2
    grep -E '^\s*\|' "$log" || true
    rm -f "$log"
    exit 1
  fi
  grep -E '^\s*\|' "$log" || true # a test for review prints no table
  rm -f "$log"
}
