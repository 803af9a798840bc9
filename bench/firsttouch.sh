#!/usr/bin/env bash
# Measures a reader's first touch on a phone (issue 26): e2e's
# TestFirstTouch serves the built site gzip through a throttled server
# (local; 4G: 9 Mbit/s, 150 ms; slow 4G: 1.6 Mbit/s, 150 ms), at 1× and 4×
# the CPU's speed, and prints, per lesson, the median time from the first
# move of a control to the first change of the prose (the engine's
# download counted), to the page settled, and for the moves after it to
# the page settled in view — for a reader whose first act is the move, and
# one who opened the panel a second before. With BASE, the commit BASE is
# built in a temporary worktree and measured the same way, row by row
# beside this one.
#
#   bash bench/firsttouch.sh               # 3 runs each
#   RUNS=7 bash bench/firsttouch.sh        # more runs
#   BASE=71c3aa0 bash bench/firsttouch.sh  # before and after
#   E2E_LESSON=geri-basinc bash bench/firsttouch.sh   # one lesson
#   E2E_FIRSTTOUCH_NETWORK=4G E2E_FIRSTTOUCH_CPU=4 bash bench/firsttouch.sh
# All of it takes about ten minutes a lesson and build on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/browser.sh
measure firsttouch.sh TestFirstTouch E2E_FIRSTTOUCH "${RUNS:-3}"
