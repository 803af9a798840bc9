// Package sanitize holds what a lesson's own HTML may be: the policy the
// raw HTML an author writes in a page passes through before the engine
// adds its own markup (Apply, which the site calls on every page), and the
// report of what it removed, element by element at the author's file,
// line and column (Report, which the check calls). The sanitizer is
// bluemonday; it does not say what it removed, so this package compares
// its input and output token by token.
//
// The engine's markup — the numerals' <data>, the conditions' and claims'
// spans, the placeholders of tables, figures and listings, the math —
// is never the author's: the site tells it by where the template's actions
// printed (prose.Text.ExecuteSpans), and it passes untouched.
package sanitize

import (
	"regexp"
	"slices"
	"sync"

	"github.com/microcosm-cc/bluemonday"
)

// Policy returns the one policy of a lesson's raw HTML. What passes:
//
//   - text structure: p, div, span, br, hr, wbr, blockquote (cite), pre,
//     ul, ol (start, reversed, type), li (value), dl, dt, dd, h1–h6,
//     section, article, aside, header, footer, address, hgroup;
//   - phrasing: em, strong, b, i, u, s, del and ins (cite, datetime),
//     small, mark, cite, q (cite), dfn, abbr, kbd, samp, var, code, sub,
//     sup, bdi, bdo, ruby, rt, rp, time (datetime);
//   - details (open) and summary; figure and figcaption;
//   - tables: table, caption, colgroup and col (span), thead, tbody, tfoot,
//     tr, th and td (colspan, rowspan, headers, scope);
//   - a with href, img with src (and alt, width, height, loading), where a
//     URL is http:, https:, mailto: (links only) or relative to the site —
//     never javascript:, data:, vbscript: or any other scheme;
//   - on every element: title, lang, dir, translate, and id when it is a
//     plain name (a letter, then letters, digits, - and _), for a link to it;
//   - comments.
//
// Everything else goes: script, style, iframe, object, embed, form and
// its inputs, svg and math (the engine writes the math), link, meta,
// base, template, noscript; every event attribute (on…), style, class,
// data-… (a page's classes and data attributes are the engine's: the
// page's controls read them) and srcset. The content of script, style,
// iframe, object, noscript, textarea, select and the like goes with them;
// an element that loses a tag keeps its text.
func Policy() *bluemonday.Policy {
	policyOnce.Do(func() { policy = newPolicy() })
	return policy
}

var (
	policyOnce sync.Once
	policy     *bluemonday.Policy
)

// name is an id a lesson may give an element, for a link to it.
var name = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]*$`)

func newPolicy() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowComments()

	// URLs: http, https and mailto, or relative; parseable. No rel or
	// target is added: an element that passes is published as written.
	p.RequireParseableURLs(true)
	p.AllowRelativeURLs(true)
	p.AllowURLSchemes("http", "https", "mailto")

	p.AllowElements(elements...)
	p.AllowAttrs("title", "lang", "dir", "translate").Globally()
	p.AllowAttrs("id").Matching(name).Globally()

	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("src", "alt", "width", "height", "loading").OnElements("img")
	p.AllowAttrs("cite").OnElements("blockquote", "q", "del", "ins")
	p.AllowAttrs("datetime").OnElements("time", "del", "ins")
	p.AllowAttrs("open").OnElements("details")
	p.AllowAttrs("start", "reversed", "type").OnElements("ol")
	p.AllowAttrs("value").OnElements("li")
	p.AllowAttrs("span").OnElements("col", "colgroup")
	p.AllowAttrs("colspan", "rowspan", "headers", "scope").OnElements("th", "td")
	return p
}

// elements are the elements a lesson may write, with the attributes
// newPolicy gives each.
var elements = []string{
	"p", "div", "span", "br", "hr", "wbr", "blockquote", "pre",
	"ul", "ol", "li", "dl", "dt", "dd",
	"h1", "h2", "h3", "h4", "h5", "h6",
	"section", "article", "aside", "header", "footer", "address", "hgroup",
	"em", "strong", "b", "i", "u", "s", "del", "ins", "small", "mark",
	"cite", "q", "dfn", "abbr", "kbd", "samp", "var", "code", "sub", "sup",
	"bdi", "bdo", "ruby", "rt", "rp", "time",
	"details", "summary", "figure", "figcaption",
	"table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td",
	"a", "img",
}

// allowed reports whether the policy lets element el stand (with the
// attributes it allows).
func allowed(el string) bool { return slices.Contains(elements, el) }
