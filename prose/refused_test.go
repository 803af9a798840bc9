//go:build !js

package prose

import (
	"fmt"
	"strings"
	"testing"

	"coursesite/place"
)

// refusedCases are texts the language refuses, or runs at the edge of,
// each with what Parse, a run and ReadActions make of it: the build's
// messages, which the tree of the package's own (tree.go) keeps as the
// parser's tree gave them, in the same order.
var refusedCases = map[string]string{
	"a {{- sayi \"n\" -}} b {{ \"<i>\" }}":         "run: a<data value=\"48\" data-name=\"n\" data-format=\"sayi\">48</data>b &lt;i&gt;  actions: {Start:1 End:19 Cmds:[{At:ders.md:1:7 Func:sayi Args:[{At:ders.md:1:12 Kind:0 Text:n Quoted:\"n\" Num:0 IsFloat:false Cmds:[]}]}]}{Start:21 End:32 Cmds:[{At:ders.md:1:25 Func: Args:[{At:ders.md:1:25 Kind:0 Text:<i> Quoted:\"<i>\" Num:0 IsFloat:false Cmds:[]}]}]} read: {Start:1 End:19 Cmds:[{At:ders.md:1:7 Func:sayi Args:[{At:ders.md:1:12 Kind:0 Text:n Quoted:\"n\" Num:0 IsFloat:false Cmds:[]}]}]}{Start:21 End:32 Cmds:[{At:ders.md:1:25 Func: Args:[{At:ders.md:1:25 Kind:0 Text:<i> Quoted:\"<i>\" Num:0 IsFloat:false Cmds:[]}]}]} ",
	"{{ \"a\" \"b\" }}":                            "parse: ders.md:1:4: \"a\" is not a function read: {Start:0 End:13 Cmds:[{At:ders.md:1:4 Func: Args:[{At:ders.md:1:4 Kind:0 Text:a Quoted:\"a\" Num:0 IsFloat:false Cmds:[]} {At:ders.md:1:8 Kind:0 Text:b Quoted:\"b\" Num:0 IsFloat:false Cmds:[]}]}]} ",
	"{{ $x := sayi \"n\" }}":                       "parse: ders.md:1:4: a variable is not part of a lesson's text: write the call where its value goes read: {Start:0 End:20 Cmds:[{At:ders.md:1:10 Func:sayi Args:[{At:ders.md:1:15 Kind:0 Text:n Quoted:\"n\" Num:0 IsFloat:false Cmds:[]}]}]} ",
	"{{ 1 2 }}":                                    "parse: ders.md:1:4: 1 is not a function read: {Start:0 End:9 Cmds:[{At:ders.md:1:4 Func: Args:[{At:ders.md:1:4 Kind:1 Text:1 Quoted: Num:1 IsFloat:true Cmds:[]} {At:ders.md:1:6 Kind:1 Text:2 Quoted: Num:2 IsFloat:true Cmds:[]}]}]} ",
	"{{ define \"x\" }}y{{ end }}":                 "parse: ders.md:1:17: {{ define }} is not part of a lesson's text read:  ders.md:1:17: {{ define }} is not part of a lesson's text",
	"{{ if 1 }}a{{ end }}":                         "parse: ders.md:1:7: {{ if }} is not part of a lesson's text: write {{ eger \"expression\" }} … {{ yoksa }} … {{ son }} read: {Start:0 End:20 Cmds:[]} ",
	"{{ if 1 }}{{ end }}\n{{ yok 1 }}":             "parse: ders.md:1:7: {{ if }} is not part of a lesson's text: write {{ eger \"expression\" }} … {{ yoksa }} … {{ son }} read: {Start:0 End:19 Cmds:[]}{Start:20 End:31 Cmds:[{At:ders.md:2:4 Func:yok Args:[{At:ders.md:2:8 Kind:1 Text:1 Quoted: Num:1 IsFloat:true Cmds:[]}]}]} ",
	"{{ range . }}x{{ end }}":                      "parse: ders.md:1:10: {{range .}}x{{end}} is not part of a lesson's text: a text holds prose and calls of its functions read: {Start:0 End:23 Cmds:[]} ",
	"{{ sayi \"n\"":                                "parse: ders.md:1:1: this action is not closed: expected }} (unclosed action) read:  ders.md:1:1: this action is not closed: expected }} (unclosed action)",
	"{{ sayi \"n\" yazi }}":                        "parse: ders.md:1:13: yazi: a function's argument is a string, a number or a call in parentheses read: {Start:0 End:19 Cmds:[{At:ders.md:1:4 Func:sayi Args:[{At:ders.md:1:9 Kind:0 Text:n Quoted:\"n\" Num:0 IsFloat:false Cmds:[]}]}]} ",
	"{{ sayi \"n\" | \"x\" }}":                     "parse: ders.md:1:1: non executable command in pipeline stage 2 read:  ders.md:1:1: non executable command in pipeline stage 2",
	"{{ sayi \"n\" | 2 }}":                         "parse: ders.md:1:1: non executable command in pipeline stage 2 read:  ders.md:1:1: non executable command in pipeline stage 2",
	"{{ sayi (\"n\" }}":                            "parse: ders.md:1:1: unclosed left paren read:  ders.md:1:1: unclosed left paren",
	"{{ sayi ($x := \"n\") }}":                     "parse: ders.md:1:10: a variable is not part of a lesson's text read: {Start:0 End:22 Cmds:[{At:ders.md:1:4 Func:sayi Args:[{At:ders.md:1:10 Kind:2 Text: Quoted: Num:0 IsFloat:false Cmds:[{At:ders.md:1:16 Func: Args:[{At:ders.md:1:16 Kind:0 Text:n Quoted:\"n\" Num:0 IsFloat:false Cmds:[]}]}]}]}]} ",
	"{{ sayi (yazi (yok 1)) }} {{ $x := 1 }}":      "parse: ders.md:1:16: function \"yok\" not defined (AUTHORING.md lists the functions) read: {Start:0 End:25 Cmds:[{At:ders.md:1:4 Func:sayi Args:[{At:ders.md:1:10 Kind:2 Text: Quoted: Num:0 IsFloat:false Cmds:[{At:ders.md:1:10 Func:yazi Args:[{At:ders.md:1:16 Kind:2 Text: Quoted: Num:0 IsFloat:false Cmds:[{At:ders.md:1:16 Func:yok Args:[{At:ders.md:1:20 Kind:1 Text:1 Quoted: Num:1 IsFloat:true Cmds:[]}]}]}]}]}]}]}{Start:26 End:39 Cmds:[{At:ders.md:1:36 Func: Args:[{At:ders.md:1:36 Kind:1 Text:1 Quoted: Num:1 IsFloat:true Cmds:[]}]}]} ",
	"{{ sayi . }}":                                 "parse: ders.md:1:9: . is not part of a lesson's text: write a string, a number or a function's call read: {Start:0 End:12 Cmds:[{At:ders.md:1:4 Func:sayi Args:[]}]} ",
	"{{ sayi .n }}":                                "parse: ders.md:1:9: .n is not part of a lesson's text: write a string, a number or a function's call read: {Start:0 End:13 Cmds:[{At:ders.md:1:4 Func:sayi Args:[]}]} ",
	"{{ sayi 1 }}{{ eger \"n > 1\" }}x{{ son }}":   "run: <data value=\"1\" data-format=\"sayi\">1</data><span class=\"condition\" data-expr=\"n &gt; 1\" data-branch=\"yes\">x</span>  actions: {Start:0 End:30 Cmds:[{At:ders.md:1:4 Func:sayi Args:[{At:ders.md:1:9 Kind:1 Text:1 Quoted: Num:1 IsFloat:true Cmds:[]}]}]}{Start:0 End:30 Cmds:[{At:ders.md:1:16 Func:eger Args:[{At:ders.md:1:21 Kind:0 Text:n > 1 Quoted:\"n > 1\" Num:0 IsFloat:false Cmds:[]}]}]}{Start:31 End:40 Cmds:[{At:ders.md:1:35 Func:son Args:[]}]} read: {Start:0 End:30 Cmds:[{At:ders.md:1:4 Func:sayi Args:[{At:ders.md:1:9 Kind:1 Text:1 Quoted: Num:1 IsFloat:true Cmds:[]}]}]}{Start:0 End:30 Cmds:[{At:ders.md:1:16 Func:eger Args:[{At:ders.md:1:21 Kind:0 Text:n > 1 Quoted:\"n > 1\" Num:0 IsFloat:false Cmds:[]}]}]}{Start:31 End:40 Cmds:[{At:ders.md:1:35 Func:son Args:[]}]} ",
	"{{ sayi 1i }}":                                "run:  ders.md:1:9: 1i is not a number a text can use actions: {Start:0 End:13 Cmds:[{At:ders.md:1:4 Func:sayi Args:[{At:ders.md:1:9 Kind:1 Text:1i Quoted: Num:0 IsFloat:false Cmds:[]}]}]} read: {Start:0 End:13 Cmds:[{At:ders.md:1:4 Func:sayi Args:[{At:ders.md:1:9 Kind:1 Text:1i Quoted: Num:0 IsFloat:false Cmds:[]}]}]} ",
	"{{ sayi true }}":                              "parse: ders.md:1:9: true is not part of a lesson's text: write a string, a number or a function's call read: {Start:0 End:15 Cmds:[{At:ders.md:1:4 Func:sayi Args:[]}]} ",
	"{{ template \"x\" }}":                         "parse: ders.md:1:13: {{template \"x\"}} is not part of a lesson's text: a text holds prose and calls of its functions read: {Start:0 End:18 Cmds:[]} ",
	"{{ with \"a\" }}x{{ end }}":                   "parse: ders.md:1:9: {{with \"a\"}}x{{end}} is not part of a lesson's text: a text holds prose and calls of its functions read: {Start:0 End:24 Cmds:[]} ",
	"{{ yok \"n\" }}":                              "parse: ders.md:1:4: function \"yok\" not defined (AUTHORING.md lists the functions) read: {Start:0 End:13 Cmds:[{At:ders.md:1:4 Func:yok Args:[{At:ders.md:1:8 Kind:0 Text:n Quoted:\"n\" Num:0 IsFloat:false Cmds:[]}]}]} ",
	"{{ yok 1 }}\n{{ if 1 }}{{ end }}":             "parse: ders.md:1:4: function \"yok\" not defined (AUTHORING.md lists the functions) read: {Start:0 End:11 Cmds:[{At:ders.md:1:4 Func:yok Args:[{At:ders.md:1:8 Kind:1 Text:1 Quoted: Num:1 IsFloat:true Cmds:[]}]}]}{Start:12 End:31 Cmds:[]} ",
	"{{/* yorum */}}{{ sayi \"n\" }} ve {{ 2.5 }}": "run: <data value=\"48\" data-name=\"n\" data-format=\"sayi\">48</data> ve 2.5  actions: {Start:0 End:29 Cmds:[{At:ders.md:1:19 Func:sayi Args:[{At:ders.md:1:24 Kind:0 Text:n Quoted:\"n\" Num:0 IsFloat:false Cmds:[]}]}]}{Start:33 End:42 Cmds:[{At:ders.md:1:37 Func: Args:[{At:ders.md:1:37 Kind:1 Text:2.5 Quoted: Num:2.5 IsFloat:true Cmds:[]}]}]} read: {Start:0 End:29 Cmds:[{At:ders.md:1:19 Func:sayi Args:[{At:ders.md:1:24 Kind:0 Text:n Quoted:\"n\" Num:0 IsFloat:false Cmds:[]}]}]}{Start:33 End:42 Cmds:[{At:ders.md:1:37 Func: Args:[{At:ders.md:1:37 Kind:1 Text:2.5 Quoted: Num:2.5 IsFloat:true Cmds:[]}]}]} ",
}

// outcome says what Parse, a run and ReadActions make of src.
func outcome(src string) string {
	f := &place.File{Name: "ders.md", Data: []byte(src)}
	var b strings.Builder
	if x, err := Parse(f, 0, src, Options{}); err != nil {
		b.WriteString("parse: " + err.Error())
	} else {
		out, err := x.Execute(&Run{Figures: figs})
		b.WriteString("run: " + out + " " + errString(err))
		b.WriteString(" actions: " + describeActions(x.Actions()))
	}
	acts, err := ReadActions(f, 0, src)
	b.WriteString(" read: " + describeActions(acts) + " " + errString(err))
	return b.String()
}

func describeActions(acts []Action) string {
	var b strings.Builder
	for _, a := range acts {
		b.WriteString(fmt.Sprintf("%+v", a))
	}
	return b.String()
}

func TestRefused(t *testing.T) {
	for src, want := range refusedCases {
		if got := outcome(src); got != want {
			t.Errorf("%q:\n got %s\nwant %s", src, got, want)
		}
	}
}
