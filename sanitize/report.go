package sanitize

import (
	"github.com/yuin/goldmark/ast"

	"coursesite/place"
)

// Report returns, for the check, what the policy removes from the raw
// HTML a page's author wrote: one error for each thing it removes from an
// HTML block, an inline tag or a link, at its place in file. doc is src
// as the site's parser reads it: the page's source with its actions
// masked (the check's reading), whose offsets are the file's. Report
// changes doc as the build changes the page.
func Report(file *place.File, src []byte, doc ast.Node) []*place.Error {
	var out []*place.Error
	for _, r := range Apply(doc, src, nil) {
		out = append(out, file.At(r.Off, "raw HTML the sanitizer removes: %s (AUTHORING.md says what HTML a lesson may hold)", r.What))
	}
	return out
}
