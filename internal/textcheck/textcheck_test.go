package textcheck

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestCheck: each problem is reported at its line and column (in
// characters, Turkish letters counting one each), with its own message;
// clean text, Turkish included, passes.
func TestCheck(t *testing.T) {
	for _, tt := range []struct {
		name, data string
		line, col  int
		msg        string // "" when the text is clean
	}{
		{"empty", "", 0, 0, ""},
		{"Turkish", "Zaman Aşımı Bütçeleri\nığüşöçİĞÜŞÖÇ “5540’tan”\r\n\t{{ sayi \"n\" }}\n", 0, 0, ""},
		{"emoji and CJK", "⚠ 🙂 漢字\n", 0, 0, ""},
		{"BOM", "\xef\xbb\xbf{\"n\": 48}\n", 1, 1, MsgBOM},
		{"BOM only", "\xef\xbb\xbf", 1, 1, MsgBOM},
		{"UTF-16 LE", "\xff\xfe{\x00", 1, 1, MsgUTF16},
		{"UTF-16 BE", "\xfe\xff\x00{", 1, 1, MsgUTF16},
		{"a BOM later is a character", "a\n\ufeffb\n", 0, 0, ""},
		{"NUL", "ab\x00c", 1, 3, MsgNUL},
		{"NUL after Turkish on line 3", "bir\niki\nşğü\x00", 3, 4, MsgNUL},
		{"Windows-1254 ğ", "Değer\nBa\xf0lant\xfd\n", 2, 3, "invalid UTF-8 (byte 0xf0)"},
		{"Latin-1 ü after a Turkish ü", "ü\xfc", 1, 2, "invalid UTF-8 (byte 0xfc)"},
		{"a lone continuation byte", "x\n\n  \x80", 3, 3, "invalid UTF-8 (byte 0x80)"},
		{"a truncated character at the end", "şu \xc5", 1, 4, "invalid UTF-8 (byte 0xc5)"},
		{"an encoded surrogate", "a\xed\xa0\x80", 1, 2, "invalid UTF-8 (byte 0xed)"},
		{"an overlong slash", "a\xc0\xafb", 1, 2, "invalid UTF-8 (byte 0xc0)"},
		{"the first problem wins", "\n\x00\xff", 2, 1, MsgNUL},
		{"CRLF lines", "a\r\nb\r\nc\xff", 3, 2, "invalid UTF-8"},
	} {
		err := Check("content/ders/index.md", []byte(tt.data))
		if tt.msg == "" {
			if err != nil {
				t.Errorf("%s: %v, want nil", tt.name, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: %v, want an *Error", tt.name, err)
			continue
		}
		if e.File != "content/ders/index.md" || e.Line != tt.line || e.Col != tt.col || !strings.HasPrefix(e.Msg, tt.msg) {
			t.Errorf("%s: %q at %d:%d, want %q at %d:%d", tt.name, e.Msg, e.Line, e.Col, tt.msg, tt.line, tt.col)
		}
		if want := fmt.Sprintf("content/ders/index.md:%d:%d: %s", e.Line, e.Col, e.Msg); err.Error() != want {
			t.Errorf("%s: prints %q, want %q", tt.name, err, want)
		}
	}
}

// TestCheckWrapped: an error that wraps Check's still gives its place.
func TestCheckWrapped(t *testing.T) {
	err := fmt.Errorf("reading the lesson: %w", Check("model.json", []byte("{\n \"n\": \x00}")))
	var e *Error
	if !errors.As(err, &e) || e.Line != 2 || e.Col != 7 || e.Msg != MsgNUL {
		t.Errorf("errors.As(%v) = %+v", err, e)
	}
}

func BenchmarkCheckClean(b *testing.B) {
	data := []byte(strings.Repeat("Zaman aşımı bütçeleri: {{ sayi \"n\" | ek \"(y)A\" }} çağrı.\n", 2000))
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if Check("index.md", data) != nil {
			b.Fatal("clean text rejected")
		}
	}
}
