package highlight

import "testing"

// TestListingExtent counts a listing's lines and its widest line's columns
// as the browser shows them: the box a listing keeps until it is laid out
// is that many lines and columns, and anything else moves the page.
func TestListingExtent(t *testing.T) {
	for _, c := range []struct {
		src            string
		lines, columns int
	}{
		{"", 0, 0},
		{"a", 1, 1},
		{"a\n", 1, 1},
		{"a\n\n", 2, 1},
		{"ab\r\nc\r\n", 2, 2},
		{"\tx\n", 1, 5},
		{"ab\tx\n", 1, 5},
		{"abcd\tx", 1, 9},
		{"// öğüşçı — ok\nkısa\n", 2, 14},
	} {
		lines, columns := extent([]byte(c.src))
		if lines != c.lines || columns != c.columns {
			t.Errorf("extent(%q) = %d lines, %d columns, want %d, %d", c.src, lines, columns, c.lines, c.columns)
		}
	}
}
