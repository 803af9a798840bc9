package sanitize

import (
	"fmt"
	"html"
	"strings"

	xhtml "golang.org/x/net/html"
)

// A removal is one thing the policy took out of an element: at off, a
// byte offset in the HTML it was read from, what (a phrase: "<script>
// and its content", "onerror=\"…\" of <img>").
type removal struct {
	off  int
	what string
}

// clean passes h, HTML an author wrote, through the policy, and returns
// what to publish and what went. When nothing went, it returns h itself,
// byte for byte: the sanitizer writes what it keeps in its own spelling
// (quotes, character references), and a page whose HTML passes whole is
// published as its author wrote it. What the sanitizer keeps and what it
// removes is read by comparing its input and output token by token.
func clean(h string) (string, []removal) {
	out := Policy().Sanitize(h)
	in, got := tokens(h), tokens(out)
	rms := compare(in, got)
	if !closed(h, len(in)) {
		// The HTML ends inside a tag, a comment or a script's text: the
		// page's next bytes, the engine's included, would be read into it.
		at := 0
		if len(in) > 0 {
			at = in[len(in)-1].off
		}
		rms = append(rms, removal{at, "HTML left open at its end (a tag, a comment or an element's text not closed)"})
	}
	if len(rms) == 0 {
		return h, nil
	}
	return out, rms
}

// A token is one token of HTML as the sanitizer reads it.
type token struct {
	typ  xhtml.TokenType
	data string // a tag's name, a text or a comment, character references read
	attr []xhtml.Attribute
	off  int // in the HTML
}

// tokens reads s as the sanitizer does (x/net/html's tokenizer).
func tokens(s string) []token {
	z := xhtml.NewTokenizer(strings.NewReader(s))
	var out []token
	off := 0
	for {
		tt := z.Next()
		if tt == xhtml.ErrorToken {
			return out
		}
		n := len(z.Raw())
		t := z.Token()
		out = append(out, token{typ: tt, data: t.Data, attr: t.Attr, off: off})
		off += n
	}
}

// closed reports whether s, of n tokens, leaves the tokenizer where it
// started: a tag that follows it is read as a tag.
func closed(s string, n int) bool {
	t := tokens(s + "<br>")
	return len(t) >= n+1 && t[len(t)-1].typ == xhtml.StartTagToken && t[len(t)-1].data == "br" && len(t) <= n+1
}

// skipContent are the elements the sanitizer removes with their content.
var skipContent = map[string]bool{
	"script": true, "style": true, "iframe": true, "object": true, "noscript": true, "noembed": true,
	"noframes": true, "frame": true, "frameset": true, "textarea": true, "title": true, "select": true,
	"option": true, "optgroup": true, "datalist": true, "button": true, "video": true, "audio": true,
	"canvas": true, "svg": true, "marquee": true, "nostyle": true, "head": true, "template": true,
}

// compare reads what the sanitizer removed from in to write got: every
// start tag it dropped, every attribute it dropped or changed, every end
// tag it dropped whose start tag it did not, comments and declarations.
// A text it dropped is an element's content, said with the element.
func compare(in, got []token) []removal {
	var rms []removal
	dropped := map[string]bool{} // elements whose start tag went
	j := 0
	for _, a := range in {
		switch a.typ {
		case xhtml.TextToken:
			if j < len(got) && got[j].typ == xhtml.TextToken && strings.HasPrefix(got[j].data, a.data) {
				got[j].data = got[j].data[len(a.data):]
				if got[j].data == "" {
					j++
				}
			}
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			if j < len(got) && got[j].typ == a.typ && got[j].data == a.data {
				rms = append(rms, attributes(a, got[j])...)
				j++
				continue
			}
			dropped[a.data] = true
			rms = append(rms, removal{a.off, droppedTag(a)})
		case xhtml.EndTagToken:
			if j < len(got) && got[j].typ == a.typ && got[j].data == a.data {
				j++
				continue
			}
			if !dropped[a.data] {
				rms = append(rms, removal{a.off, "</" + a.data + ">"})
			}
		case xhtml.CommentToken:
			if j < len(got) && got[j].typ == a.typ && got[j].data == a.data {
				j++
				continue
			}
			rms = append(rms, removal{a.off, "a comment"})
		case xhtml.DoctypeToken:
			rms = append(rms, removal{a.off, "<!DOCTYPE " + a.data + ">"})
		}
	}
	for ; j < len(got); j++ {
		if got[j].typ != xhtml.TextToken || got[j].data != "" {
			// The sanitizer wrote what it was not given: what it made
			// of the HTML is published, and said.
			rms = append(rms, removal{0, "HTML the sanitizer wrote otherwise"})
			break
		}
	}
	return rms
}

// droppedTag says a start tag the sanitizer dropped.
func droppedTag(a token) string {
	switch {
	case skipContent[a.data]:
		return "<" + a.data + "> and its content"
	case allowed(a.data) && len(a.attr) > 0:
		var as []string
		for _, at := range a.attr {
			as = append(as, attr(at))
		}
		return fmt.Sprintf("<%s> (none of its attributes may stand: %s)", a.data, strings.Join(as, ", "))
	case allowed(a.data):
		return "<" + a.data + "> (it stands only with its attributes)"
	}
	return "<" + a.data + ">"
}

// attributes says the attributes of tag a that kept tag b has not as a
// had them.
func attributes(a, b token) []removal {
	var rms []removal
	for _, x := range a.attr {
		kept := false
		for _, y := range b.attr {
			if y.Namespace == x.Namespace && y.Key == x.Key && y.Val == x.Val {
				kept = true
				break
			}
		}
		if !kept {
			rms = append(rms, removal{a.off, attr(x) + " of <" + a.data + ">"})
		}
	}
	if len(b.attr) > len(a.attr) {
		rms = append(rms, removal{a.off, "<" + a.data + "> as written (the sanitizer rewrote its attributes)"})
	}
	return rms
}

// attr writes an attribute for a message, its value shortened.
func attr(a xhtml.Attribute) string {
	v := a.Val
	if r := []rune(v); len(r) > 40 {
		v = string(r[:40]) + "…"
	}
	return fmt.Sprintf("%s=%q", a.Key, v)
}

// SafeURL reports whether a link or an image may lead to raw, a URL as
// written in markdown or an attribute: relative to the site, or http:,
// https: or mailto:. A browser reads character references in it and drops
// tabs and line breaks, so javascript&#58;… and java\tscript:… are read
// as the schemes they are.
func SafeURL(raw string) bool {
	u := html.UnescapeString(raw)
	u = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, u)
	u = strings.TrimLeft(u, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ")
	i := strings.IndexAny(u, ":/?#")
	if i < 0 || u[i] != ':' {
		return true // relative: no scheme
	}
	switch strings.ToLower(u[:i]) {
	case "http", "https", "mailto":
		return true
	}
	return false
}
