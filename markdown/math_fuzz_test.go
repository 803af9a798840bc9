package markdown

import (
	"bytes"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// scanMath runs the math parser over one line as goldmark's inline loop
// does (a backslash escapes the punctuation after it, a $ triggers the
// parser) and returns the line rebuilt from what it kept as text and what
// it took as math, delimiters included, and the math it found. Whatever the
// parser does with the line, the rebuilt line must be the line: the
// scanner cuts the prose into pieces, never losing or repeating a byte.
func scanMath(t *testing.T, line []byte) ([]byte, []*Math) {
	t.Helper()
	// goldmark parses inlines through a block reader (its plain reader's
	// PrecendingCharacter panics on a line that starts with a UTF-8
	// continuation byte, "\xa0$"; the block reader's does not).
	lines := text.NewSegments()
	lines.Append(text.NewSegment(0, len(line)))
	r := text.NewBlockReader(line, lines)
	pc := parser.NewContext()
	pos := func() int { // where the reader is; the line's end once past it
		if b, seg := r.PeekLine(); b != nil {
			return seg.Start
		}
		return len(line)
	}
	var out []byte
	var found []*Math
	for {
		b, seg := r.PeekLine()
		if b == nil {
			return out, found
		}
		switch {
		case b[0] == '\\' && len(b) > 1 && util.IsPunct(b[1]):
			out = append(out, b[:2]...)
			r.Advance(2)
			continue
		case b[0] != '$':
			out = append(out, b[0])
			r.Advance(1)
			continue
		}
		at := seg.Start
		n := mathParser{}.Parse(nil, r, pc)
		if n == nil {
			if now := pos(); now != at {
				t.Fatalf("%q: no math at %d, but the reader moved to %d", line, at, now)
			}
			out = append(out, '$')
			r.Advance(1)
			continue
		}
		m := n.(*Math)
		delim := "$"
		if m.Display {
			delim = "$$"
		}
		if m.Offset != at {
			t.Fatalf("%q: math %q at %d records offset %d", line, m.TeX, at, m.Offset)
		}
		if end, now := at+2*len(delim)+len(m.TeX), pos(); now != end {
			t.Fatalf("%q: math %q from %d should end at %d, the reader is at %d", line, m.TeX, at, end, now)
		}
		out = append(out, delim+m.TeX+delim...)
		found = append(found, m)
	}
}

// FuzzMath: no prose makes the math scanner panic ("Fiyat $$$$ oldu."
// did), the scanner keeps every byte of a line exactly once, and each piece
// it takes for math follows the rules AUTHORING.md states: the $ opens on a
// non-space that is not a digit and does not follow a letter or digit, the
// closing $ follows a non-space and is not followed by a digit. The whole
// markdown pipeline, many lines at once, must not panic either.
func FuzzMath(f *testing.F) {
	for _, s := range []string{
		"$$$$", "$", `\$`, "$5 ile $10 arası", `$L = \lambda W$`,
		"Fiyat $$$$ oldu.", "$$", "$$$", "$$$$$", `$\`, `$a\$`, `$a\$b$`, "$$a$b$$", "a$x$ b", "$x$5",
		"($x^2$) ve $y$", "$$E = mc^2$$", `\$x$ dolar`, "$ x$ ve $x $", "ş$x$ ve İ$y$ çğ$",
		"$x\n$y$\n$$\n$$", "\xa0$", "$\xff$ \xff$x$", "\x00$x$\x00",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, prose string) {
		Parser().Parse(text.NewReader([]byte(prose)), parser.WithContext(parser.NewContext()))
		for line := range strings.Lines(prose) {
			got, found := scanMath(t, []byte(line))
			if !bytes.Equal(got, []byte(line)) {
				t.Fatalf("%q scans back as %q", line, got)
			}
			for _, m := range found {
				d := 1
				if m.Display {
					d = 2
				}
				tex, before := m.TeX, []byte(line[:m.Offset])
				after := line[m.Offset+2*d+len(tex):]
				prev, _ := utf8.DecodeLastRune(before)
				switch {
				case tex == "":
					t.Errorf("%q: empty math at %d", line, m.Offset)
				case util.IsSpace(tex[0]) || tex[0] >= '0' && tex[0] <= '9':
					t.Errorf("%q: math %q opens on a space or digit", line, tex)
				case util.IsSpace(tex[len(tex)-1]):
					t.Errorf("%q: math %q closes after a space", line, tex)
				case len(before) > 0 && (unicode.IsLetter(prev) || unicode.IsDigit(prev)):
					t.Errorf("%q: math %q opens after %q", line, tex, prev)
				case after != "" && after[0] >= '0' && after[0] <= '9':
					t.Errorf("%q: math %q closes before a digit", line, tex)
				}
			}
		}
	})
}

// TestMathNoPanic pins the prose that panicked the build ("Fiyat $$$$
// oldu.", body[i-1] at i = 0): it is no math, and its dollars stay.
func TestMathNoPanic(t *testing.T) {
	for _, in := range []string{"Fiyat $$$$ oldu.", "$$$$", "$$$$$$"} {
		doc := Parser().Parse(text.NewReader([]byte(in)), parser.WithContext(parser.NewContext()))
		ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if m, ok := n.(*Math); ok && entering {
				t.Errorf("%q: math %q, want none", in, m.TeX)
			}
			return ast.WalkContinue, nil
		})
		if got, _ := scanMath(t, []byte(in)); string(got) != in {
			t.Errorf("%q scans back as %q", in, got)
		}
	}
}

// TestMath: $…$ is math only where it opens real math; a dollar in prose
// stays a dollar.
func TestMath(t *testing.T) {
	for in, want := range map[string][]string{
		`$L = \lambda W$ bağıntısı`:      {`L = \lambda W`},
		`bilet $5 ile $10 arası`:         nil,
		`fiyat 5$ olur, 10$ da olabilir`: nil,
		`\$x$ dolar`:                     nil,
		`a$x$ b`:                         nil,
		`$ x$ ve $x $`:                   nil,
		`($x^2$) ve $y$`:                 {`x^2`, `y`},
		`$$E = mc^2$$`:                   {`E = mc^2`},
		`$x$5`:                           nil,
		`Fiyat $$$$ oldu.`:               nil,
		`$$$ ve $$`:                      nil,
	} {
		doc := Parser().Parse(text.NewReader([]byte(in)), parser.WithContext(parser.NewContext()))
		var got []string
		ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if m, ok := n.(*Math); ok && entering {
				got = append(got, m.TeX)
			}
			return ast.WalkContinue, nil
		})
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: math %q, want %q", in, got, want)
		}
	}
}
