#!/bin/sh
# bench/hugo.sh — times a whole build of the site by the compiled binary,
# side by side with Hugo (Debian's hugo) building the same lesson as plain
# markdown, and prints both means and their ratio.
#
#	bench/hugo.sh               (RUNS=50 bench/hugo.sh for more runs)
#	BASE=de5d8f1 bench/hugo.sh  (also an earlier commit's build, side by side)
#
# Needs go, hugo and hyperfine (apt-get install -y hugo hyperfine jq). The
# Hugo site is made in a temporary folder from the lesson's text by
# bench/hugosite.sh: its prose as paragraphs, its headings as headings, the
# two listings as fenced JavaScript and the console output as a fenced block,
# with a minimal layout, so Hugo renders the lesson page and an index as our
# build does. The text is the author's, as the repository keeps it in
# sim/butce/testdata/kaynak. Both runs are
# warm (three warm-up runs each); ours runs in the repository root, so its
# caches (the project's cache folder: math, chart runtime) are warm too.
# With BASE, the commit's tree is checked out in a temporary worktree and its
# binary built and timed beside ours, each in its own root with its own warm
# caches (its first build installs the npm packages it needs).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
lesson=$root/sim/butce/testdata/kaynak
runs=${RUNS:-30}
for tool in go hugo hyperfine jq; do
	command -v "$tool" >/dev/null || {
		echo "bench/hugo.sh: $tool is not installed (apt-get install -y hugo hyperfine jq)" >&2
		exit 1
	}
done
tmp=$(mktemp -d)
cleanup() {
	[ -z "${BASE:-}" ] || git -C "$root" worktree remove --force "$tmp/base" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT
site=$tmp/hugo
LESSON=$lesson "$root/bench/hugosite.sh" 1 "$site"

cd "$root"
go build -o "$tmp/coursesite" .
hugo --quiet -s "$site" -d "$tmp/hugo-public"
[ -f "$tmp/hugo-public/zaman-asimi-butceleri/index.html" ] || {
	echo "bench/hugo.sh: hugo did not render the lesson page" >&2
	exit 1
}
"$tmp/coursesite" build -out "$tmp/out" 2>/dev/null

# Each build runs in its own root (env -C), ours and the base's alike.
set -- -n hugo "hugo --quiet -s $site -d $tmp/hugo-public" \
	-n coursesite "env -C $root $tmp/coursesite build -out $tmp/out"
if [ -n "${BASE:-}" ]; then
	git -C "$root" worktree add --detach --quiet "$tmp/base" "$BASE"
	(cd "$tmp/base" && go build -o "$tmp/coursesite-base" . && "$tmp/coursesite-base" build -out "$tmp/out-base" 2>/dev/null)
	set -- "$@" -n "base $BASE" "env -C $tmp/base $tmp/coursesite-base build -out $tmp/out-base"
fi
hyperfine -N --warmup 3 --runs "$runs" --export-json "$tmp/times.json" "$@"

jq -r '
	(.results[0]) as $h | (.results[1]) as $c |
	"\nhugo:       mean \($h.mean * 1000 | round) ms (user+sys \(($h.user + $h.system) * 1000 | round) ms)",
	"coursesite: mean \($c.mean * 1000 | round) ms (user+sys \(($c.user + $c.system) * 1000 | round) ms)",
	"ratio coursesite/hugo: wall \($c.mean / $h.mean * 100 | round / 100), cpu \(($c.user + $c.system) / ($h.user + $h.system) * 100 | round / 100)",
	(if (.results | length) > 2 then (.results[2]) as $b |
		"base \($ENV.BASE):  mean \($b.mean * 1000 | round) ms (user+sys \(($b.user + $b.system) * 1000 | round) ms)",
		"ratio base/coursesite: wall \($b.mean / $c.mean * 100 | round / 100), cpu \(($b.user + $b.system) / ($c.user + $c.system) * 100 | round / 100)"
	else empty end)
' "$tmp/times.json"
