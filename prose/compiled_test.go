//go:build !js

package prose

import (
	"strings"
	"testing"

	"coursesite/place"
	"coursesite/plainjson"
)

// TestCompiled: a text the build compiled and the page's engine reads
// back writes what the text writes, escaped as it, with the same places
// for its numerals and its errors; a damaged tree is an error, never a
// panic.
func TestCompiled(t *testing.T) {
	for _, src := range []string{
		`{{ sayi "pay" }} ms ve {{ yazi "n" | ek "(s)I(n)I" }}`,
		"iki satır\n{{ sayi 1 \"n\" | ek \"DAn\" }} <b>&</b> {{ \"<i>\" }}",
		`{{ eger "n > 40" }}çok{{ yoksa }}az{{ son }} {{ yazi "n" | buyuk }} {{ sayi (sayi "n") }}`,
		`{{/* yorum */}}yalnız yazı`,
		`{{ sayi "yok" }}`,
		`{{ eger "bos > 1" }}{{ sayi "bos" }}{{ son }}`,
	} {
		for _, opt := range []Options{{}, {Escape: true}} {
			f := &place.File{Name: "metinler.txt", Data: []byte("anahtar: " + src)}
			x, err := Parse(f, len("anahtar: "), src, opt)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			data, err := plainjson.Marshal(x.Compiled())
			if err != nil {
				t.Fatal(err)
			}
			v, err := plainjson.Parse(data, 64)
			if err != nil {
				t.Fatal(err)
			}
			y, err := FromCompiled(f, len("anahtar: "), v, opt)
			if err != nil {
				t.Fatalf("%s: %v", src, err)
			}
			r1, r2 := &Run{Figures: figs}, &Run{Figures: figs}
			want, werr := x.Execute(r1)
			got, gerr := y.Execute(r2)
			if got != want || errString(werr) != errString(gerr) || errString(r1.Err()) != errString(r2.Err()) {
				t.Errorf("%s, escaped %v: compiled writes %q (%v, %v), the text %q (%v, %v)", src, opt.Escape, got, gerr, r2.Err(), want, werr, r1.Err())
			}
		}
	}
	f := &place.File{Name: "metinler.txt", Data: []byte("x")}
	for _, bad := range []string{`[["a", 0, 1, [0, []]]]`, `[["a", 0, 1, [0, [[0, []]]]]]`, `[["z"]]`, `[["t", -1, "x"]]`, `{}`, `[["a", 0, 1, [0, [[0, [["q", 0]]]]]]]`,
		`[["a", 0, 1, [0, [[0, [["i", 0, "yokfonksiyon"]]]]]]]`, `[["a", 0, 1, [0, [[0, [["p", ` + strings.Repeat(`[0, [[0, [["p", `, 20) + `]]]]]]]]`} {
		v, err := plainjson.Parse([]byte(bad), 200)
		if err != nil {
			continue
		}
		if _, err := FromCompiled(f, 0, v, Options{}); err == nil {
			t.Errorf("FromCompiled(%s) gave no error", bad)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
