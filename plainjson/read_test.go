package plainjson

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// fragments are pieces of JSON, well and badly formed, that the test
// strings together.
var fragments = []string{"{", "}", "[", "]", ",", ":", `"a"`, `"ş\u015f"`, `"\ud83d\ude00"`, `"\ud800"`, `"\ud800\u0041"`, `"\q"`, `"\u12"`,
	`"x`, "\"\x01\"", "\"\xff\"", "0", "-0", "12.5e-3", "01", "1.", "-", "1e", "1e+", "true", "tru", "false", "null", "nul", " ", "\n", "x", "'", `"\/"`}

// TestParseAsEncodingJSON: Parse accepts exactly the texts encoding/json
// accepts, reads the same values from them, and for the others says what
// encoding/json says, at the offending byte.
func TestParseAsEncodingJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	check := func(text string) { t.Helper(); parseAsEncodingJSON(t, text) }
	for _, f := range fragments {
		check(f)
	}
	for range 200000 {
		var b strings.Builder
		for range 1 + r.IntN(8) {
			b.WriteString(fragments[r.IntN(len(fragments))])
		}
		check(b.String())
	}
	check(`{"a": [1, 2, {"b": null}], "c": "d", "a": 3}`)
}

// FuzzParse: on any text, Parse agrees with encoding/json (test.sh runs it
// briefly; it never panics).
func FuzzParse(f *testing.F) {
	for _, s := range fragments {
		f.Add(s)
	}
	f.Add(`{"hiz": 20, "sureler": [5, 50.5], "ad": "ş\u015f"}`)
	f.Fuzz(func(t *testing.T, text string) { parseAsEncodingJSON(t, text) })
}

// parseAsEncodingJSON fails t unless Parse reads text as encoding/json
// does.
func parseAsEncodingJSON(t *testing.T, text string) {
	t.Helper()
	{
		var want any
		werr := json.Unmarshal([]byte(text), &want)
		v, err := Parse([]byte(text), 1000)
		var se *json.SyntaxError
		var own *SyntaxError
		switch {
		case errors.As(err, &own) && strings.HasPrefix(own.Msg, "nested deeper than"):
			// Parse's own bound on nesting, below encoding/json's (10000):
			// a refusal wherever encoding/json stops, but only of text that
			// opens that many arrays and objects.
			if strings.Count(text, "[")+strings.Count(text, "{") <= 1000 {
				t.Fatalf("Parse(%q): %v, and the text does not nest that deep", text, err)
			}
		case werr == nil && err != nil:
			t.Fatalf("Parse(%q): %v; encoding/json reads it", text, err)
		case werr == nil:
			if got := v.Plain(); !reflect.DeepEqual(got, want) {
				t.Fatalf("Parse(%q) reads %#v; encoding/json %#v", text, got, want)
			}
			if v.Start < 0 || v.End > len(text) || strings.TrimSpace(text[v.Start:v.End]) != text[v.Start:v.End] {
				t.Fatalf("Parse(%q): the value stands at %d:%d", text, v.Start, v.End)
			}
		case errors.As(werr, &se):
			var got *SyntaxError
			if !errors.As(err, &got) || got.Msg != se.Error() {
				t.Fatalf("Parse(%q): %v; encoding/json: %v", text, err, werr)
			}
			// encoding/json's offset counts the bytes read, the offending
			// one included.
			want := int(se.Offset)
			if strings.HasPrefix(se.Error(), "invalid character") {
				want--
			}
			if got.Offset != want {
				t.Fatalf("Parse(%q): at %d; encoding/json says %d", text, got.Offset, want)
			}
		}
	}
}

// TestParsePlaces: each value and key knows where it stands.
func TestParsePlaces(t *testing.T) {
	text := `{"hiz": 20, "sureler": [5, 50.5]}`
	v, err := Parse([]byte(text), 4)
	if err != nil {
		t.Fatal(err)
	}
	n := v.Member("sureler").Items[1]
	if text[n.Start:n.End] != "50.5" || n.Num != "50.5" || v.Members[1].KeyStart != strings.Index(text, `"sureler"`) {
		t.Errorf("50.5 at %d:%d (%q), key at %d", n.Start, n.End, text[n.Start:n.End], v.Members[1].KeyStart)
	}
	if _, err := Parse([]byte(`[[[[[1]]]]]`), 4); err == nil || !strings.Contains(err.Error(), "nested deeper than 4 levels") {
		t.Errorf("too deep: %v", err)
	}
}
