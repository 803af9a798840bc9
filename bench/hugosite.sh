#!/bin/sh
# bench/hugosite.sh N DIR — makes in DIR (which must not exist) a minimal
# Hugo site holding the first lesson as plain markdown N times, as pages
# content/zaman-asimi-butceleri.md, content/zaman-asimi-butceleri-2.md, …:
# the lesson's text with its prose as paragraphs, its headings as headings,
# the two listings as fenced JavaScript (which Hugo highlights with chroma as
# we do) and the console output as a fenced block, with a minimal layout, so
# Hugo renders the lesson pages and an index as our build does. Used by
# bench/hugo.sh (N=1) and bench/scale.sh.
#
# The lesson's text is read from $LESSON, by default the author's text as the
# repository keeps it in sim/butce/testdata/kaynak.
set -eu

[ $# -eq 2 ] || { echo "usage: bench/hugosite.sh N DIR" >&2; exit 2; }
n=$1 site=$2
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${LESSON:-}" ]; then
	LESSON=$root/sim/butce/testdata/kaynak
fi
lesson=$LESSON
[ -f "$lesson/zaman-asimi-butceleri.txt" ] || {
	echo "bench/hugosite.sh: the lesson is not at $lesson" >&2
	exit 1
}
[ ! -e "$site" ] || { echo "bench/hugosite.sh: $site exists" >&2; exit 1; }
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
	printf -- '---\ntitle: "%s"\nweight: 1\n---\n' "$(head -n 1 "$lesson/zaman-asimi-butceleri.txt")"
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
	echo "bench/hugosite.sh: could not find the lesson's headings, its two listings and its console output in its text" >&2
	exit 1
}
# The other pages: the same lesson, each with its own weight (order).
i=2
while [ "$i" -le "$n" ]; do
	sed "s/^weight: 1\$/weight: $i/" "$md" >"$site/content/zaman-asimi-butceleri-$i.md"
	i=$((i + 1))
done
