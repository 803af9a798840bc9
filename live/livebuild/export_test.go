//go:build !js

package livebuild

// What the tests of package livebuild_test reach inside: the columns of
// a page's sweeps, which they read back as the page's loader does.

var (
	NumberColumn = numberColumn
	TextColumn   = textColumn
	BitColumn    = bitColumn
)

// WordsTable is a words table (wordsTable), as TextColumn takes it.
type WordsTable = wordsTable

// List returns the table as the file writes it.
func (w *wordsTable) List() []any { return w.list() }
