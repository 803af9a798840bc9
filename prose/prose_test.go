//go:build !js

package prose

import (
	"errors"
	"math"
	"strings"
	"testing"

	"coursesite/model"
	"coursesite/place"
)

var figs = model.Index([]model.Figure{
	{Name: "n", Value: 48},
	{Name: "pay", Value: 220.0 / 3, Decimals: 1},
	{Name: "bos", Value: math.NaN(), Decimals: 1},
	{Name: "d2.dk", Value: 12, Decimals: 1},
})

func run(t *testing.T, src string, opt Options) (string, *Run, error) {
	t.Helper()
	f := &place.File{Name: "ders.md", Data: []byte(src)}
	x, err := Parse(f, 0, src, opt)
	if err != nil {
		return "", nil, err
	}
	r := &Run{Figures: figs}
	out, err := x.Execute(r)
	if err == nil {
		err = r.Err()
	}
	return out, r, err
}

func TestWrite(t *testing.T) {
	for src, want := range map[string]string{
		`{{ sayi "pay" }}`:               `<data value="73.33333333333333" data-name="pay" data-format="sayi">73,3</data>`,
		`{{ yazi "n" | ek "(s)I(n)I" }}`: `<data value="48" data-name="n" data-format="yazi" data-suffixes="(s)I(n)I">kırk sekizini</data>`,
		`{{ sayi 1 "n" | ek "DAn" }}`:    `<data value="48" data-name="n" data-format="sayi:1" data-suffixes="DAn">48’den</data>`,
		`{{ yazi "n" | buyuk }} kez`:     `<data value="48" data-name="n" data-format="yazi" data-upper="">Kırk sekiz</data> kez`,
		`{{ eger "n > 40" }}çok{{ yoksa }}az{{ son }}`: `<span class="condition" data-expr="n &gt; 40" data-branch="yes">çok</span>` +
			`<span class="condition" data-expr="n &gt; 40" data-branch="no" hidden>az</span>`,
	} {
		got, _, err := run(t, src, Options{})
		if err != nil || got != want {
			t.Errorf("%s:\n got %s, %v\nwant %s", src, got, err, want)
		}
	}
}

// TestHiddenMissing: a figure without a value is a dash in a hidden
// phrasing and a problem in a shown one.
func TestHiddenMissing(t *testing.T) {
	got, _, err := run(t, `{{ eger "n < 10" }}{{ sayi "bos" }}{{ son }}`, Options{})
	if err != nil || !strings.Contains(got, ">—</data>") {
		t.Errorf("hidden: %s, %v", got, err)
	}
	_, _, err = run(t, "a\nb {{ sayi \"bos\" }}", Options{})
	var pe *place.Error
	if !errors.As(err, &pe) || pe.Line != 2 || pe.Col != 6 || !strings.Contains(pe.Msg, "no value") {
		t.Errorf("shown: %v", err)
	}
}

// TestPlaces: every problem stands at its own call, though the same text
// stands earlier.
func TestPlaces(t *testing.T) {
	src := "{{ sayi \"n\" }}\n{{ sayi \"yoktur\" }} ve {{ sayi \"yoktur\" }}\n{{ iddia \"az\" \"n < 10\" }}"
	_, _, err := run(t, src, Options{})
	got := err.Error()
	want := "ders.md:2:4: unknown model figure \"yoktur\" (go run . check -v lists the figures)\n" +
		"ders.md:3:4: claim \"az\" does not hold: n < 10, where n = 48"
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	for src, want := range map[string]string{
		"bir\n{{ sayi \"n\" ve devam.": `ders.md:2:1: this action is not closed: expected }}`,
		"{{ eger \"n > 1\" }}açık":     `ders.md:1:4: eger "n > 1" is not closed`,
		"x {{ son }}":                  `ders.md:1:6: son without an open eger`,
		"{{ sayi \"n\" | ek \"Q\" }}":  `ders.md:1:15: ek: `,
		"{{ sayi 101 \"n\" }}":         `ders.md:1:4: sayi: decimals must be`,
	} {
		_, _, err := run(t, src, Options{})
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v, want %s…", src, err, want)
		}
	}
}

func TestScopeAndEscape(t *testing.T) {
	f := &place.File{Name: "metinler.txt", Data: []byte(`x: {{ sayi ".dk" }} dk < 1 & 2`)}
	x, err := Parse(f, 3, string(f.Data[3:]), Options{Escape: true})
	if err != nil {
		t.Fatal(err)
	}
	r := &Run{Figures: figs, Scope: "d2"}
	got, err := x.Execute(r)
	if err != nil || r.Err() != nil {
		t.Fatal(err, r.Err())
	}
	if want := `<data value="12" data-name="d2.dk" data-format="sayi">12</data> dk &lt; 1 &amp; 2`; got != want {
		t.Errorf("got %s", got)
	}
	if p := Plain(got); p != "12 dk < 1 & 2" {
		t.Errorf("Plain: %q", p)
	}
}

func TestPlain(t *testing.T) {
	for h, want := range map[string]string{
		`a <span class="condition" data-branch="yes" hidden>b <data value="1">1</data></span><span class="condition" data-branch="no">c</span>`: "a c",
		`&#52;&amp;<b>x</b>`: "4&x",
		`1 < 2`:              "1 < 2",
	} {
		if got := Plain(h); got != want {
			t.Errorf("Plain(%q) = %q, want %q", h, got, want)
		}
	}
}

// TestPrintedEscaped: a string an action prints is the author's text, and
// is printed escaped in a page's body as in a word of the labels file;
// the engine's markup (numerals, conditions, claims) is printed as it is,
// and ExecuteSpans says where every action printed.
func TestPrintedEscaped(t *testing.T) {
	const attack = `<img src=x onerror=alert(1)>`
	for _, opt := range []Options{{}, {Escape: true}} {
		for src, want := range map[string]string{
			`{{ "` + attack + `" }}`:               `&lt;img src=x onerror=alert(1)&gt;`,
			`{{ "<b>R&Dişi" | ek "DAn" | buyuk }}`: `&lt;b&gt;R&amp;Dişiden`,
			`{{ "a\"b'c" }}`:                       `a&#34;b&#39;c`,
			`{{ iddia "<i>48</i>" "n > 40" }}`:     `<span class="claim" data-text="&lt;i&gt;48&lt;/i&gt;" data-expr="n &gt; 40" hidden></span>`,
		} {
			got, _, err := run(t, src, opt)
			if err != nil {
				t.Errorf("%s (%+v): %v", src, opt, err)
				continue
			}
			if !strings.HasPrefix(got, want) {
				t.Errorf("%s (%+v):\n got %s\nwant %s…", src, opt, got, want)
			}
			if strings.Contains(got, "<img") || strings.Contains(got, "<b>") {
				t.Errorf("%s (%+v): markup printed: %s", src, opt, got)
			}
		}
	}
	src := `a {{ sayi "n" }} b {{ "<x>" }}{{ eger "n > 1" }}c{{ son }}`
	f := &place.File{Name: "ders.md", Data: []byte(src)}
	x, err := Parse(f, 0, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, spans, err := x.ExecuteSpans(&Run{Figures: figs})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range spans {
		got = append(got, out[s.Start:s.End])
	}
	want := []string{`<data value="48" data-name="n" data-format="sayi">48</data>`,
		`<span class="condition" data-expr="n &gt; 1" data-branch="yes">`, `</span>`}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("spans:\n got %q\nwant %q", got, want)
	}
}
