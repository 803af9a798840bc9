package serve

import (
	"bytes"
	_ "embed"
	"html"
	"regexp"
	"strings"
)

// liveJS is the tab's side of the live reload.
//
//go:embed live.js
var liveJS string

// overlayCSS styles the overlay; every rule is under its id, so the page's
// own styles are untouched.
const overlayCSS = `#live-alert{position:fixed;z-index:2147483647;top:0;left:0;right:0;max-height:60vh;overflow:auto;box-sizing:border-box;margin:0;padding:.75rem 3rem .25rem 1.25rem;background:#fff4f4;color:#1b1b1b;border-bottom:4px solid #c62828;box-shadow:0 4px 18px rgba(0,0,0,.28);font:15px/1.5 system-ui,sans-serif;text-align:left}
#live-alert p{margin:0 0 .35rem;font-weight:600;color:#b71c1c}
#live-alert pre{margin:0 0 .75rem;white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:none;border:0;padding:0}
#live-alert b{color:#7f0000}
#live-alert button{position:absolute;top:.35rem;right:.6rem;font:1.6rem/1 system-ui,sans-serif;color:#7f0000;background:none;border:0;cursor:pointer}`

// position is the file:line:column that starts an error's line.
var position = regexp.MustCompile(`^(\S+:\d+:\d+:)(.*)$`)

// liveSnippet returns what serve mode adds to every page: the overlay, when
// there are problems, and the live script, which knows the snapshot's id.
func liveSnippet(id string, problems []problem) []byte {
	var b bytes.Buffer
	if len(problems) > 0 {
		b.WriteString(`<div id="live-alert" role="alert" lang="en"><style>` + overlayCSS + `</style>`)
		b.WriteString(`<button type="button" aria-label="Hide until the next build" onclick="this.parentNode.remove()">×</button>`)
		for _, p := range problems {
			b.WriteString("<p>" + html.EscapeString(p.title) + "</p><pre>")
			for i, l := range p.lines {
				if i > 0 {
					b.WriteByte('\n')
				}
				if m := position.FindStringSubmatch(l); m != nil {
					b.WriteString("<b>" + html.EscapeString(m[1]) + "</b>" + html.EscapeString(m[2]))
				} else {
					b.WriteString(html.EscapeString(l))
				}
			}
			b.WriteString("</pre>")
		}
		b.WriteString("</div>\n")
	}
	b.WriteString(`<script data-build="` + id + `">` + liveJS + "</script>\n")
	return b.Bytes()
}

// injectAt returns where the snippet goes into a page: before its last
// </body>, or at its end.
func injectAt(page []byte) int {
	at := bytes.LastIndex(page, []byte("</body>"))
	if at < 0 {
		at = len(page)
	}
	return at
}

// errorPage is served for every page while no build has succeeded.
func errorPage(snippet []byte) []byte {
	return []byte(strings.Join([]string{
		`<!DOCTYPE html>`,
		`<html lang="en">`,
		`<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Build failed</title><link rel="icon" href="data:,"></head>`,
		`<body>`,
		string(snippet) + `</body>`,
		`</html>`,
		``,
	}, "\n"))
}
