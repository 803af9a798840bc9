package msg

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"testing"
)

type kind int

func (k kind) String() string { return "kind" + fmt.Sprint(int(k)) }

// TestRenderIsFmt holds the engine's formatting to fmt's, for the verbs
// and kinds of value the engine's messages use.
func TestRenderIsFmt(t *testing.T) {
	cases := []struct {
		format string
		a      []any
	}{
		{"plain %% text", nil},
		{"%s and %s", []any{"a", `b"c`}},
		{"%q, %q, %q", []any{"a\"b\n", []string{"x", "y z"}, io.EOF}},
		{"%d %d %d %d %d", []any{-3, int64(1) << 40, int32(7), uint8(255), uint64(1) << 63}},
		{"%v %v %v %v %v", []any{1.5, 1e21, -0.0001, float32(0.1), true}},
		{"%v %v %v %v", []any{nil, io.EOF, kind(3), []string{"a", "b"}}},
		{"%s %s", []any{kind(2), io.EOF}},
		{"%T %T %T", []any{nil, 1.5, reflect.TypeFor[[]int]()}},
		{"%v", []any{reflect.TypeFor[map[string]int]()}},
		{"%c at %d", []any{'ğ', 4}},
		{"%d missing %s", []any{1}},
		{"extra", []any{1, "a"}},
		{"trailing %", nil},
	}
	for _, c := range cases {
		got, _ := render(c.format, c.a)
		if want := fmt.Sprintf(c.format, c.a...); got != want {
			t.Errorf("render(%q, %v) = %q; fmt says %q", c.format, c.a, got, want)
		}
	}
}

func TestRenderWraps(t *testing.T) {
	other := errors.New("other")
	s, wrapped := render("a %w, b %v, c %w", []any{io.EOF, other, io.ErrUnexpectedEOF})
	err := &wrapError{s, wrapped}
	if want := fmt.Errorf("a %w, b %v, c %w", io.EOF, other, io.ErrUnexpectedEOF).Error(); s != want {
		t.Errorf("render = %q; fmt says %q", s, want)
	}
	if !errors.Is(err, io.EOF) || !errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, other) {
		t.Errorf("%v wraps %v", err, wrapped)
	}
}
