#!/bin/sh
# bench/scale.sh — how a build grows with the course: courses of N = 1, 10
# and 50 lessons, each a copy of the first lesson in its own folder (go run
# ./bench/mkcourse), built by the compiled binary side by side with Hugo
# (Debian's hugo) building the same N pages as plain markdown
# (bench/hugosite.sh, the page bench/hugo.sh times); then the 50-lesson
# build on one core (taskset -c 0) against both, its peak memory, and the
# preview's save-to-reload time in a 1- and a 50-lesson course
# (BenchmarkSaveToReload in bench/serve_test.go). Prints a markdown table
# of hyperfine's medians with their minima, and the ratio of user+sys
# times: on a shared machine the means mostly measure the other processes.
#
#	bench/scale.sh              (RUNS=30 bench/scale.sh for more runs)
#	SIZES="1 50" bench/scale.sh
#
# Needs go, hugo, hyperfine and jq (apt-get install -y hugo hyperfine jq),
# taskset and GNU time (/usr/bin/time). Every build is warm: three warm-up
# runs each, and each course has its own warm .cache (math, chart runtime);
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
	echo "| lessons | ours: median (min), user+sys | Hugo: median (min), user+sys | ratio of medians (of mins) | of user+sys |"
	echo "|---|---|---|---|---|"
} >"$table"
ms() { jq -r "$1 * 1000 | round" "$2"; }
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
	echo "== $n lessons" >&2
	hyperfine -N --warmup 3 --runs "$runs" --export-json "$tmp/t-$n.json" \
		-n "hugo $n" "hugo --quiet -s $hugo -d $hugo/public" \
		-n "coursesite $n" "env -C $course $bin build -out public" >&2
	j=$tmp/t-$n.json
	printf '| %s | %s ms (%s), %s+%s ms | %s ms (%s), %s+%s ms | **%s** (%s) | %s |\n' "$n" \
		"$(ms '.results[1].median' "$j")" "$(ms '.results[1].min' "$j")" "$(ms '.results[1].user' "$j")" "$(ms '.results[1].system' "$j")" \
		"$(ms '.results[0].median' "$j")" "$(ms '.results[0].min' "$j")" "$(ms '.results[0].user' "$j")" "$(ms '.results[0].system' "$j")" \
		"$(jq -r '.results[1].median / .results[0].median * 100 | round / 100' "$j")" \
		"$(jq -r '.results[1].min / .results[0].min * 100 | round / 100' "$j")" \
		"$(jq -r '(.results[1].user + .results[1].system) / (.results[0].user + .results[0].system) * 100 | round / 100' "$j")" >>"$table"
done

# The largest course on one core and on all of them, side by side.
course=$tmp/kurs-$big
echo "== $big lessons, one core against $(nproc)" >&2
hyperfine -N --warmup 3 --runs "$runs" --export-json "$tmp/cores.json" \
	-n "one core" "env -C $course taskset -c 0 $bin build -out public" \
	-n "all cores" "env -C $course $bin build -out public" >&2
c=$tmp/cores.json
cores=$(printf '%s lessons: one core %s ms (min %s), %s cores %s ms (min %s): **%s×** (of mins %s×)' "$big" \
	"$(ms '.results[0].median' "$c")" "$(ms '.results[0].min' "$c")" "$(nproc)" "$(ms '.results[1].median' "$c")" "$(ms '.results[1].min' "$c")" \
	"$(jq -r '.results[0].median / .results[1].median * 100 | round / 100' "$c")" "$(jq -r '.results[0].min / .results[1].min * 100 | round / 100' "$c")")

# Peak memory: the most of five builds.
peak=0
for _ in 1 2 3 4 5; do
	kb=$(cd "$course" && /usr/bin/time -f '%M' "$bin" build -out public 2>&1 >/dev/null | tail -n 1)
	[ "$kb" -le "$peak" ] || peak=$kb
done
memory=$(printf '%s lessons: peak resident memory %s MB' "$big" "$((peak / 1024))")

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
