//go:build !js

package prose

import (
	"testing"

	"coursesite/place"
)

// The actions a text records are where its bytes stand — spaces a trim
// marker takes included, actions next to each other sharing them — with
// the calls they make, nested ones too; a comment is a span of its own.
func TestActions(t *testing.T) {
	src := "İlk {{ sayi 2 \"n\" | ek \"DAn\" }} ve{{- yazi (deger \"x\") }}{{ \"beş\" }} {{/* not */}}son"
	x, err := Parse(&place.File{Name: "t.md", Data: []byte("xx" + src)}, 2, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	acts := x.Actions()
	spans := [][2]int{}
	for _, a := range acts {
		spans = append(spans, [2]int{a.Start - 2, a.End - 2})
	}
	at := func(s string) int {
		for i := range src {
			if len(src)-i >= len(s) && src[i:i+len(s)] == s {
				return i
			}
		}
		t.Fatalf("%q not in the text", s)
		return -1
	}
	want := [][2]int{
		{at("{{ sayi"), at(" ve")},
		{at("{{- yazi"), at(" {{/*")}, // the trim takes no space here: none before it
		{at("{{- yazi"), at(" {{/*")},
		{at("{{/*"), at("son")},
	}
	if len(spans) != len(want) {
		t.Fatalf("spans %v, want %v", spans, want)
	}
	for i := range want {
		if spans[i] != want[i] {
			t.Errorf("action %d spans %v, want %v", i, spans[i], want[i])
		}
	}
	first := acts[0].Cmds
	if len(first) != 2 || first[0].Func != "sayi" || first[1].Func != "ek" {
		t.Fatalf("first action's calls %+v", first)
	}
	if a := first[0].Args; len(a) != 2 || a[0].Kind != NumberArg || a[0].Num != 2 || a[1].Kind != StringArg || a[1].Text != "n" || a[1].At.Off != 2+at(`"n"`) {
		t.Errorf("sayi's arguments %+v", a)
	}
	if a := acts[1].Cmds[0].Args; len(a) != 1 || a[0].Kind != CallArg || a[0].Cmds[0].Func != "deger" {
		t.Errorf("yazi's argument %+v, want a call of deger", a)
	}
	if c := acts[2].Cmds; len(c) != 1 || c[0].Func != "" || c[0].Args[0].Quoted != `"beş"` {
		t.Errorf("a printed literal %+v", c)
	}
	if acts[3].Cmds != nil {
		t.Errorf("a comment makes calls: %+v", acts[3].Cmds)
	}
}
