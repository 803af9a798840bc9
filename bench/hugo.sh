#!/bin/sh
# bench/hugo.sh — times a whole build of the site by the compiled binary,
# side by side with Hugo (Debian's hugo) building the same lesson as plain
# markdown, and prints both means and their ratio.
#
#	bench/hugo.sh               (RUNS=50 bench/hugo.sh for more runs)
#	BASE=de5d8f1 bench/hugo.sh  (also an earlier commit's build, side by side)
#
# Needs go, hugo and hyperfine (apt-get install -y hugo hyperfine) and the
# lesson at ../shared/lesson. The Hugo site is made in a temporary folder from
# the lesson's text: its prose as paragraphs, its headings as headings, the
# two listings as fenced JavaScript and the console output as a fenced block,
# with a minimal layout, so Hugo renders the lesson page and an index as our
# build does. Both runs are warm (three warm-up runs each); ours runs in the
# repository root, so its caches (.cache: math, chart runtime) are warm too.
# With BASE, the commit's tree is checked out in a temporary worktree (sharing
# node_modules) and its binary built and timed beside ours, each in its own
# root with its own warm caches.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
lesson=$root/../shared/lesson
runs=${RUNS:-30}
for tool in go hugo hyperfine jq; do
	command -v "$tool" >/dev/null || {
		echo "bench/hugo.sh: $tool is not installed (apt-get install -y hugo hyperfine jq)" >&2
		exit 1
	}
done
[ -f "$lesson/zaman-asimi-butceleri.txt" ] || {
	echo "bench/hugo.sh: the lesson is not at $lesson" >&2
	exit 1
}

tmp=$(mktemp -d)
cleanup() {
	[ -z "${BASE:-}" ] || git -C "$root" worktree remove --force "$tmp/base" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT
site=$tmp/hugo
mkdir -p "$site/content" "$site/layouts/_default"

cat >"$site/config.toml" <<'TOML'
baseURL = "/"
languageCode = "tr"
title = "Kurs"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
TOML
cat >"$site/layouts/index.html" <<'HTML'
<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>{{ .Site.Title }}</title></head>
<body><ul>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>
HTML
cat >"$site/layouts/_default/single.html" <<'HTML'
<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><article><h1>{{ .Title }}</h1>{{ .Content }}</article></body></html>
HTML

# The lesson as markdown. Its first line is the title; a listing starts at
# the first line of butce/zincir.mjs or butce/kosum.mjs and the console output
# at the first line of kosum.out, each running for as many lines as that file
# has; a short line after a blank one that does not end a sentence is a
# heading.
md=$site/content/zaman-asimi-butceleri.md
{
	printf -- '---\ntitle: "%s"\n---\n' "$(head -n 1 "$lesson/zaman-asimi-butceleri.txt")"
	awk -v z1="$(head -n 1 "$lesson/butce/zincir.mjs")" -v zn="$(wc -l <"$lesson/butce/zincir.mjs")" \
		-v k1="$(head -n 1 "$lesson/butce/kosum.mjs")" -v kn="$(wc -l <"$lesson/butce/kosum.mjs")" \
		-v o1="$(head -n 1 "$lesson/kosum.out")" -v on="$(wc -l <"$lesson/kosum.out")" '
		NR == 1 { next }
		left > 0 { print; if (--left == 0) print "```"; prev = $0; next }
		$0 == z1 || $0 == k1 || $0 == o1 {
			print ($0 == o1 ? "```text" : "```js"); print
			left = ($0 == z1 ? zn : $0 == k1 ? kn : on) - 1
			if (left == 0) print "```"
			prev = $0; next
		}
		prev == "" && $0 != "" && length($0) < 70 && $0 !~ /[.:;,?!]$/ { print "## " $0; prev = $0; next }
		{ print; prev = $0 }
	' "$lesson/zaman-asimi-butceleri.txt"
} >"$md"
# The fenced blocks must be the listings and the output, byte for byte.
block() { awk -v open="$1" -v n="$2" '$0 == open { k++; if (k == n) { f = 1; next } } /^```$/ { f = 0 } f' "$md"; }
{ [ "$(grep -c '^## ' "$md")" -gt 0 ] &&
	block '```js' 1 | cmp -s - "$lesson/butce/zincir.mjs" &&
	block '```js' 2 | cmp -s - "$lesson/butce/kosum.mjs" &&
	block '```text' 1 | cmp -s - "$lesson/kosum.out"; } || {
	echo "bench/hugo.sh: could not find the lesson's headings, its two listings and its console output in its text" >&2
	exit 1
}

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
	ln -s "$root/node_modules" "$tmp/base/node_modules"
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
