package markdown

import "testing"

// RenderBoth renders src as a page is rendered, with tagParser and with
// goldmark's raw HTML parser alone, for the tests outside the package.
func RenderBoth(t testing.TB, src []byte) (got, want string) {
	return renderWith(t, dialect, src), renderWith(t, reference, src)
}
