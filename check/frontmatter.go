package check

import (
	"slices"

	"coursesite/site"
)

// frontMatterTexts returns the prose of a page's front matter — its title
// and summary, which the site prints — placed in the file data, in the
// order they stand.
func frontMatterTexts(p *site.Page, data []byte) []*text {
	type field struct {
		off   int
		value string
	}
	var fields []field
	for name, value := range map[string]string{"baslik": p.Meta.Title, "ozet": p.Meta.Summary} {
		if off, ok := p.ValueAt(name); ok {
			fields = append(fields, field{off, value})
		}
	}
	slices.SortFunc(fields, func(a, b field) int { return a.off - b.off })
	out := make([]*text, len(fields))
	for i, f := range fields {
		out[i] = scalarText(data, f.off, f.value)
	}
	return out
}

// scalarText returns a YAML scalar's value as a text placed in the file:
// byte for byte when it stands there as written (plain or quoted), else
// all of it at the scalar's start.
func scalarText(data []byte, off int, value string) *text {
	t := &text{}
	for _, at := range []int{off, off + 1} {
		if at+len(value) <= len(data) && string(data[at:at+len(value)]) == value {
			t.add(data, at, at+len(value))
			return t
		}
	}
	return &text{b: []byte(value), pieces: []piece{{at: 0, src: off, n: 0}}}
}
