#!/bin/sh
# bench/scale.sh — how a build grows with the course: courses of N = 1, 10
# and 50 lessons, each a copy of the first lesson in its own folder (go run
# ./bench/mkcourse), built by the compiled binary side by side with Hugo
# (Debian's hugo) building the same N pages as plain markdown
# (bench/hugosite.sh, the page bench/hugo.sh times). Ours is timed three
# ways: a build after a build with no change (every lesson taken from the
# last build's cached pages), after an edit of one lesson's page, and
# with -fresh (every lesson rendered). Then the 50-lesson build, -fresh, on
# one core (taskset -c 0) against both, its peak memory, and the preview's
# save-to-reload time in a 1- and a 50-lesson course (BenchmarkSaveToReload
# in bench/serve_test.go). Prints a markdown table of hyperfine's medians
# with their minima and user+sys times, and the ratios of the medians: on a
# shared machine the means mostly measure the other processes.
#
#	bench/scale.sh              (RUNS=30 bench/scale.sh for more runs)
#	SIZES="1 50" bench/scale.sh
#
# Needs go, hugo, hyperfine and jq (apt-get install -y hugo hyperfine jq),
# taskset and GNU time (/usr/bin/time). Every build is warm: three warm-up
# runs each, and each course has its own warm cache folder (math, chart runtime,
# drawings);
# a build writes into a folder that holds its previous output, as a build
# after an edit does.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-15}
sizes=${SIZES:-1 10 50}
saves=${SAVES:-20}
for tool in go hugo hyperfine jq taskset /usr/bin/time; do
	command -v "$tool" >/dev/null || {
		echo "bench/scale.sh: $tool is not installed (apt-get install -y hugo hyperfine jq time util-linux)" >&2
		exit 1
	}
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cd "$root"
go build -o "$tmp/coursesite" .
bin=$tmp/coursesite
big=$(echo "$sizes" | tr ' ' '\n' | sort -n | tail -n 1)

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start" >&2
table=$tmp/table.md
{
	echo "| lessons | Hugo: median (min), user+sys | ours, no lesson changed | ours, one lesson edited | ours, every lesson rendered (-fresh) | ratio to Hugo of medians: unchanged / one edited / fresh (fresh, of mins) |"
	echo "|---|---|---|---|---|---|"
} >"$table"
ms() { jq -r "$1 * 1000 | round" "$2"; }
cell() { printf '%s ms (%s), %s+%s ms' "$(ms ".results[$1].median" "$2")" "$(ms ".results[$1].min" "$2")" "$(ms ".results[$1].user" "$2")" "$(ms ".results[$1].system" "$2")"; }
ratio() { jq -r ".results[$1].$3 / .results[0].$3 * 100 | round / 100" "$2"; }
for n in $sizes; do
	course=$tmp/kurs-$n hugo=$tmp/hugo-$n
	go run ./bench/mkcourse "$n" "$course"
	"$root/bench/hugosite.sh" "$n" "$hugo"
	(cd "$course" && "$bin" build -out public >/dev/null 2>&1)
	hugo --quiet -s "$hugo" -d "$hugo/public"
	[ "$(find "$hugo/public" -name index.html | wc -l)" -eq $((n + 1)) ] || {
		echo "bench/scale.sh: hugo did not render $n lesson pages and an index" >&2
		exit 1
	}
	# An author's edit between two builds: a line more at the end of the
	# first lesson's page, which renders that lesson again (the others are
	# taken from the last build's cached pages).
	edit="sh -c 'echo >>$course/content/zaman-asimi-butceleri/index.md'"
	echo "== $n lessons" >&2
	# hyperfine gives each command the --prepare of its place.
	hyperfine -N --warmup 3 --runs "$runs" --export-json "$tmp/t-$n.json" \
		--prepare true --prepare true --prepare "$edit" --prepare true \
		-n "hugo $n" "hugo --quiet -s $hugo -d $hugo/public" \
		-n "coursesite $n, unchanged" "env -C $course $bin build -out public" \
		-n "coursesite $n, one lesson edited" "env -C $course $bin build -out public" \
		-n "coursesite $n, -fresh" "env -C $course $bin build -fresh -out public" >&2
	j=$tmp/t-$n.json
	printf '| %s | %s | %s | %s | %s | **%s** / %s / %s (%s) |\n' "$n" "$(cell 0 "$j")" "$(cell 1 "$j")" "$(cell 2 "$j")" "$(cell 3 "$j")" \
		"$(ratio 1 "$j" median)" "$(ratio 2 "$j" median)" "$(ratio 3 "$j" median)" "$(ratio 3 "$j" min)" >>"$table"
done

# The largest course on one core and on all of them, side by side, every
# lesson rendered (taken from the last build, there is little to share).
course=$tmp/kurs-$big
echo "== $big lessons, one core against $(nproc)" >&2
hyperfine -N --warmup 3 --runs "$runs" --export-json "$tmp/cores.json" \
	-n "one core" "env -C $course taskset -c 0 $bin build -fresh -out public" \
	-n "all cores" "env -C $course $bin build -fresh -out public" >&2
c=$tmp/cores.json
cores=$(printf '%s lessons, every one rendered: one core %s ms (min %s), %s cores %s ms (min %s): **%s×** (of mins %s×)' "$big" \
	"$(ms '.results[0].median' "$c")" "$(ms '.results[0].min' "$c")" "$(nproc)" "$(ms '.results[1].median' "$c")" "$(ms '.results[1].min' "$c")" \
	"$(jq -r '.results[0].median / .results[1].median * 100 | round / 100' "$c")" "$(jq -r '.results[0].min / .results[1].min * 100 | round / 100' "$c")")

# Peak memory: the most of five builds, of each kind.
peak() {
	top=0
	for _ in 1 2 3 4 5; do
		kb=$(cd "$course" && /usr/bin/time -f '%M' "$bin" build "$@" -out public 2>&1 >/dev/null | tail -n 1)
		[ "$kb" -le "$top" ] || top=$kb
	done
	echo $((top / 1024))
}
memory=$(printf '%s lessons: peak resident memory %s MB, every lesson rendered %s MB' "$big" "$(peak)" "$(peak -fresh)")

# The preview.
echo "== the preview: save to reloaded page" >&2
go test -run '^$' -bench SaveToReload -benchtime "${saves}x" -v ./bench >"$tmp/serve.txt" 2>&1 || {
	cat "$tmp/serve.txt" >&2
	exit 1
}
preview=$(grep 'save → reloaded page' "$tmp/serve.txt" | sed 's/^ *serve_test.go:[0-9]*: /- /')
one=$(grep -o 'ms-median' "$tmp/serve.txt" >/dev/null && awk '/lessons=1\/body/ && /ms-median/ { print $(NF-1) }' "$tmp/serve.txt")
fifty=$(awk '/lessons=50\/body/ && /ms-median/ { print $(NF-1) }' "$tmp/serve.txt")

echo
cat "$table"
echo
echo "$cores"
echo "$memory"
echo "preview, save to reloaded page (medians: 50 lessons / 1 lesson = $(echo "$fifty $one" | awk '{ printf "%.2f", $1 / $2 }')×):"
echo "$preview"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
