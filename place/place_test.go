package place

import (
	"errors"
	"testing"
)

func TestPos(t *testing.T) {
	f := File{Name: "a.md", Data: []byte("bir\nçağrı iki\n\nüç")}
	for _, c := range []struct{ off, line, col int }{
		{0, 1, 1}, {3, 1, 4}, {4, 2, 1},
		{4 + len("çağrı "), 2, 7}, // ç and ğ and ı are two bytes each, one character
		{len(f.Data), 4, 3},
		{-5, 1, 1}, {1 << 20, 4, 3},
	} {
		line, col := f.Pos(c.off)
		if line != c.line || col != c.col {
			t.Errorf("Pos(%d) = %d:%d, want %d:%d", c.off, line, col, c.line, c.col)
		}
		if c.off >= 0 && c.off <= len(f.Data) {
			if back := f.Offset(line, col); back != c.off {
				t.Errorf("Offset(%d, %d) = %d, want %d", line, col, back, c.off)
			}
		}
	}
	if got := f.Offset(2, 99); got != len("bir\nçağrı iki") {
		t.Errorf("a column past the line's end gives %d, want the line's end", got)
	}
}

func TestErrors(t *testing.T) {
	f := File{Name: "model.json", Data: []byte("{\n  \"n\": -1\n}")}
	e := f.At(9, "expected %s", "a whole number")
	e.Field = "n"
	var err error = Errors{e, f.At(0, "second")}
	if got, want := err.Error(), "model.json:2:8: n: expected a whole number\nmodel.json:1:1: second"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	var es Errors
	if !errors.As(err, &es) || len(es) != 2 {
		t.Errorf("errors.As(Errors) failed on %v", err)
	}
}
