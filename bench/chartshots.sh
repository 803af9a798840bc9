#!/usr/bin/env bash
# Pictures of every chart for review (issue 36): e2e's TestChartShots
# photographs each chart of each lesson as a reader sees it — the build's
# drawing on a desktop, a phone, a dark desktop and paper, and the
# interactive chart — one PNG a chart and view, in OUT (default
# chartshots/). With BASE, the commit BASE is built in a temporary worktree
# and each PNG holds its chart on the left, this one's on the right.
#
#   bash bench/chartshots.sh
#   BASE=6c62be6 OUT=/tmp/shots bash bench/chartshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/browser.sh
out=$(realpath -m "${OUT:-chartshots}")
measure chartshots.sh TestChartShots E2E_CHART_SHOTS "$out"
echo "chartshots.sh: $(ls "$out" | wc -l) pictures in $out"
