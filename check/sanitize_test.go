package check

import "testing"

// TestSanitizedHTML: the check reports each thing the site's sanitizer
// removes from a lesson's raw HTML (package sanitize), at its place: a
// script block, an event attribute, a javascript: link, markdown's and
// HTML's. HTML the policy passes is no finding.
func TestSanitizedHTML(t *testing.T) {
	const why = " (AUTHORING.md says what HTML a lesson may hold)"
	runMutations(t, []mutation{
		{name: "script block", old: "## Süreler ve Yük", new: "<script>alert(document.cookie)</script>\n\n## Süreler ve Yük",
			want: []found{{"<script>", "raw HTML the sanitizer removes: <script> and its content" + why}}},
		{name: "event attribute", new: `Bir <img src="x.png" alt="şekil" onerror="alert(document.cookie)"> resim.`,
			want: []found{{"<img", `raw HTML the sanitizer removes: onerror="alert(document.cookie)" of <img>` + why}}},
		{name: "javascript link", new: `Bir <a href="javascript:alert(document.cookie)">bağ</a> ve [başka](javascript:alert(document.domain)).`,
			want: []found{
				{"<a href", `raw HTML the sanitizer removes: <a> (none of its attributes may stand: href="javascript:alert(document.cookie)")` + why},
				{"javascript:alert(document.domain)", `raw HTML the sanitizer removes: the link to "javascript:alert(document.domain)" (a link or an image goes to a page of the site, or to an http, https or mailto URL)` + why},
			}},
		{name: "in a block", old: "## Süreler ve Yük", new: "<details>\n<summary>Neden?</summary>\nÇünkü <b onmouseover=\"x()\">böyle</b>.\n</details>\n\n## Süreler ve Yük",
			want: []found{{"<b onmouseover", `raw HTML the sanitizer removes: onmouseover="x()" of <b>` + why}}},
		{name: "what passes", new: `Bas <kbd>Ctrl</kbd>, <abbr title="zaman aşımı">ZA</abbr>, <a href="https://example.org/">bağ</a>.`},
	})
}
