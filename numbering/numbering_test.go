package numbering

import (
	"strings"
	"testing"

	"coursesite/place"
	"coursesite/prose"
)

// parse parses src as a page's text with tablo and grafik, and atif on
// the numbers Scan gives it, as the site does.
func parse(t *testing.T, src string) (*prose.Text, *Numbers) {
	t.Helper()
	show := func(*prose.Run, place.Pos, ...any) (any, error) { return prose.Markup(""), nil }
	n := new(Numbers)
	x, err := prose.Parse(&place.File{Name: "ders.md", Data: []byte(src)}, 0, src,
		prose.Options{Extra: prose.Funcs{"tablo": show, "grafik": show, "atif": Func(n)}})
	if err != nil {
		t.Fatal(err)
	}
	*n = Scan(x.Actions())
	return x, n
}

// TestScanNumbersInPageOrder: tables and figures are numbered apart, each
// in the page's order, a reference before its block included.
func TestScanNumbersInPageOrder(t *testing.T) {
	_, n := parse(t, `{{ atif "tablo" "b" }} önce.
{{ tablo "a" }}
{{ eger "x > 0" }}{{ grafik "c" }}{{ yoksa }}yok{{ son }}
{{ tablo "b" }}
{{ grafik "d" }}`)
	var got []string
	for _, b := range *n {
		got = append(got, b.Label()+" "+b.Name+" "+b.Target())
	}
	want := "Tablo 1. a #table-a|Şekil 1. c #figure-c|Tablo 2. b #table-b|Şekil 2. d #figure-d"
	if strings.Join(got, "|") != want {
		t.Errorf("numbered\n%s\nwant\n%s", strings.Join(got, "|"), want)
	}
	if n.Count("tablo") != 2 || n.Count("grafik") != 2 {
		t.Errorf("counts %d tables, %d figures", n.Count("tablo"), n.Count("grafik"))
	}
}

// TestAtifWritesTheNumber: a reference is the block's number as an
// ordinal word and its noun, linked to it, with the suffix and capital
// the text asks for; a name the page does not show is an error naming
// those it does.
func TestAtifWritesTheNumber(t *testing.T) {
	x, _ := parse(t, `{{ atif "tablo" "b" | ek "DA" | buyuk }} ve {{ atif "grafik" "c" }}.
{{ tablo "a" }}
{{ grafik "c" }}
{{ tablo "b" }}`)
	got, err := x.Execute(&prose.Run{})
	if err != nil {
		t.Fatal(err)
	}
	if want := "[İkinci tabloda](#table-b) ve [birinci şekil](#figure-c)."; !strings.HasPrefix(got, want) {
		t.Errorf("wrote %q, want it to start %q", got, want)
	}
	x, _ = parse(t, `{{ atif "tablo" "yok" }}
{{ tablo "a" }}`)
	_, err = x.Execute(&prose.Run{})
	if err == nil || !strings.Contains(err.Error(), `ders.md:1:4: atif "tablo" "yok": the page shows no such tablo (it shows: a)`) {
		t.Errorf("an unknown table: %v", err)
	}
}

func TestOrdinal(t *testing.T) {
	want := []string{"birinci", "ikinci", "üçüncü", "dördüncü", "beşinci", "altıncı", "yedinci", "sekizinci", "dokuzuncu", "onuncu", "on birinci", "yirminci"}
	for i, w := range want {
		n := i + 1
		if i == len(want)-1 {
			n = 20
		}
		if got := Ordinal(n); got != w {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, w)
		}
	}
}

// TestRead: the ordinal a link's text starts with, as a reader reads it.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		text string
		want Typed
		ok   bool
	}{
		{"İkinci tablo", Typed{Number: 2, Word: "İkinci"}, true},
		{"dördüncü şekilde", Typed{Number: 4, Word: "dördüncü"}, true},
		{"On birinci tablo", Typed{Number: 11, Word: "On birinci"}, true},
		{"Son tablo", Typed{Last: true, Word: "Son"}, true},
		{"ilk şekil", Typed{Number: 1, Word: "ilk"}, true},
		{"Tablo", Typed{}, false},
		{"iki tablo", Typed{}, false},
		{"", Typed{}, false},
	} {
		got, ok := Read(c.text)
		if ok != c.ok || got != c.want {
			t.Errorf("Read(%q) = %+v, %v; want %+v, %v", c.text, got, ok, c.want, c.ok)
		}
	}
}
