#!/usr/bin/env bash
# Measures a reader's drag on a phone (issue 36): e2e's TestMoves opens
# each lesson on a mid-range phone (412×823, the CPU 4× slower), loads its
# engine, and with each of its charts in view in turn presses the arrow
# keys on the panel's first slider 20 times, 250 ms apart; it prints, per
# chart in view, the page's longest main-thread task and its blocking per
# move (the time past 50 ms of each task, as Total Blocking Time counts
# it); and the longest task apart, as a chart's redraw (the page putting
# the drawing its worker made in the chart's box, or the interactive
# chart's setOption, which the page marks "chart redraw") or other work (a
# build before these marks counts every task as other). With BASE, the commit
# BASE is built in a temporary worktree and measured the same way, row by
# row beside this one.
#
#   bash bench/moves.sh                      # this build, one run
#   RUNS=3 bash bench/moves.sh               # the worst of three runs
#   BASE=6c62be6 bash bench/moves.sh         # before and after
#   E2E_LESSON=geri-basinc bash bench/moves.sh
#   E2E_MOVES_TRACE=/tmp/tr bash bench/moves.sh && node bench/trace.js /tmp/tr/*.json
#                                            # where the page's thread went
# About five minutes a lesson and build on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/browser.sh
measure moves.sh TestMoves E2E_MOVES "${RUNS:-1}"
