//go:build !js

package livebuild_test

import (
	"context"
	"encoding/json"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"coursesite/jsnum"
	"coursesite/live"
	"coursesite/live/livebuild"
	"coursesite/live/livetest"
	"coursesite/model"
	"coursesite/model/modeltest"
	"coursesite/site"
)

// sweepsFile is livebuild.Sweeps' file, as the page's loader reads it
// (client/sweeps.js).
type sweepsFile struct {
	Numerals   []sweepsNumeral `json:"numerals"`
	Claims     []live.ClaimRef `json:"claims"`
	Conditions []string        `json:"conditions"`
	Words      []wordsTable    `json:"words"`
	Base       struct {
		Texts      []string             `json:"texts"`
		Figures    map[string]string    `json:"figures"`
		Missing    []int                `json:"missing"`
		Claims     []bool               `json:"claims"`
		Conditions []bool               `json:"conditions"`
		Labels     map[string][2]string `json:"labels"`
	} `json:"base"`
	Controls map[string]*sweepsControl `json:"controls"`
}

// sweepsNumeral is a numeral of the file: what it is, and how its text
// follows its value.
type sweepsNumeral struct {
	live.NumeralRef
	Digits *int `json:"digits"`
	Words  *int `json:"words"`
}

// sweepsControl is one control's columns.
type sweepsControl struct {
	Values     string              `json:"values"`
	Digits     *int                `json:"digits"`
	Texts      map[string][]any    `json:"texts"`
	Figures    map[string]string   `json:"figures"`
	Missing    map[string][]int    `json:"missing"`
	Claims     map[string][]int    `json:"claims"`
	Conditions map[string][]int    `json:"conditions"`
	Labels     map[string][2][]any `json:"labels"`
}

// values returns the values control key has answers for, as the loader
// writes them (String).
func (f *sweepsFile) values(t *testing.T, key string) []string {
	c := f.Controls[key]
	if c == nil {
		return nil
	}
	return column(readNumbers(t, strings.Split(c.Values, " "), nil), jsnum.String)
}

// answer reads the file's answer for control key at its j-th value (key
// "": the lesson's settings) for a page that shows refs, as the loader
// does: each of the page's parts found by what it is.
func (f *sweepsFile) answer(t *testing.T, refs live.Refs, key string, j int) *live.Result {
	t.Helper()
	c := f.Controls[key]
	if c == nil {
		c = &sweepsControl{}
	}
	var values []float64
	if c.Values != "" {
		values = readNumbers(t, strings.Split(c.Values, " "), nil)
	}
	figures := map[string][]float64{"@": values}
	var figure func(name string) []float64
	figure = func(name string) []float64 {
		if col, ok := figures[name]; ok {
			return col
		}
		tokens := strings.Split(c.Figures[name[1:]], " ")
		var ref []float64
		if strings.HasPrefix(tokens[0], "@") {
			ref, tokens = figure(tokens[0]), tokens[1:]
		}
		figures[name] = readNumbers(t, tokens, ref)
		return figures[name]
	}
	bit := func(cols map[string][]int, i int, base bool) bool {
		if col, ok := cols[strconv.Itoa(i)]; ok {
			return readFlags(col)[j]
		}
		return base
	}
	r := &live.Result{Labels: map[string]live.Label{}}
	for _, n := range refs.Numerals {
		i := slices.IndexFunc(f.Numerals, func(x sweepsNumeral) bool { return x.NumeralRef == n })
		if i < 0 {
			t.Fatalf("numeral %+v of the page is not in the sweeps", n)
		}
		missing := bit(c.Missing, i, f.Base.Missing[i] == 1)
		value := math.NaN()
		if !missing {
			if _, ok := c.Figures[n.Name]; ok {
				value = figure("@" + n.Name)[j]
			} else {
				v, err := strconv.ParseFloat(f.Base.Figures[n.Name], 64)
				if err != nil {
					t.Fatalf("numeral %s: value %q: %v", n.Name, f.Base.Figures[n.Name], err)
				}
				value = v
			}
		}
		txt := f.Base.Texts[i]
		if col, ok := c.Texts[strconv.Itoa(i)]; ok {
			var table *wordsTable
			if w := f.Numerals[i].Words; w != nil {
				table = &f.Words[*w]
			}
			txt = text(t, readStrings(t, col)[j], digitsKey(value, f.Numerals[i].Digits), table)
		}
		r.Texts, r.Values, r.Missing = append(r.Texts, txt), append(r.Values, value), append(r.Missing, missing)
	}
	for _, cl := range refs.Claims {
		i := slices.Index(f.Claims, cl)
		if i < 0 {
			t.Fatalf("claim %+v of the page is not in the sweeps", cl)
		}
		r.Claims = append(r.Claims, bit(c.Claims, i, f.Base.Claims[i]))
	}
	for _, x := range refs.Conditions {
		i := slices.Index(f.Conditions, x)
		if i < 0 {
			t.Fatalf("condition %q of the page is not in the sweeps", x)
		}
		r.Conditions = append(r.Conditions, bit(c.Conditions, i, f.Base.Conditions[i]))
	}
	for k, l := range f.Base.Labels {
		if col, ok := c.Labels[k]; ok {
			key := digitsKey(values[j], c.Digits)
			l = [2]string{text(t, readStrings(t, col[0])[j], key, nil), text(t, readStrings(t, col[1])[j], key, nil)}
		}
		r.Labels[k] = live.Label{Text: l[0], Spoken: l[1]}
	}
	return r
}

var sweepsAttr = regexp.MustCompile(` data-sweeps="([^"]+)"`)

// TestSweepsAreTheEngines: the answers a lesson page's build computes
// ahead for a reader's first move (livebuild.Sweeps, published beside the page
// and named by its panel) are, at every value they hold, read as the page's
// loader reads them (client/sweeps.js; e2e's TestLoaderReadsSweeps runs
// it), what the page's engine computes for those settings — each numeral's text, value and
// missing mark, each claim and condition, each control's words — and they
// hold every value of each control the reader can reach with the others
// at the lesson's (each step of a slider, a toggle's other state) that the
// model takes, and none it refuses. They name the page's parts as its
// loader finds them (ReadRefs reads what livetest reads), and a build on
// one core writes the bytes a build on several writes.
func TestSweepsAreTheEngines(t *testing.T) {
	files := modeltest.Project(t, nil)
	out, err := site.New(files, livetest.Assets(t)).Build(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	page := out.Files[modeltest.Lesson[len("content/"):]+"/index.html"]
	m := sweepsAttr.FindSubmatch(page)
	if m == nil {
		t.Fatal("the lesson's panel names no sweeps file (data-sweeps)")
	}
	data, ok := out.Files["ornek-ders/"+string(m[1])]
	if !ok {
		t.Fatalf("the panel's sweeps file %s is not published beside the page", m[1])
	}
	shown, err := livetest.ReadSite(out.Files, "ornek-ders/")
	if err != nil {
		t.Fatal(err)
	}
	refs, err := livebuild.ReadRefs(page)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(refs.Numerals, shown.Refs.Numerals) || !slices.Equal(refs.Claims, shown.Refs.Claims) || !slices.Equal(refs.Conditions, shown.Refs.Conditions) ||
		!slices.Equal(refs.Tables, shown.Refs.Tables) || !slices.Equal(refs.Charts, shown.Refs.Charts) {
		t.Fatalf("ReadRefs reads\n%+v\nlivetest reads\n%+v", refs, shown.Refs)
	}
	if len(refs.Numerals) < 5 || len(refs.Conditions) == 0 {
		t.Fatalf("the page shows %d numerals and %d conditions: the markup is not what this test reads", len(refs.Numerals), len(refs.Conditions))
	}
	var f sweepsFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}

	l := livetest.Open(t, files)
	own, err := l.Compute(nil)
	if err != nil {
		t.Fatal(err)
	}
	controls, err := own.Controls(own.Run())
	if err != nil {
		t.Fatal(err)
	}
	s, err := live.NewSession(l, refs)
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string, got *live.Result, settings model.Settings) {
		t.Helper()
		want, err := s.Update(settings)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		for i, n := range refs.Numerals {
			if got.Texts[i] != want.Texts[i] || jsnum.String(got.Values[i]) != jsnum.String(want.Values[i]) || got.Missing[i] != want.Missing[i] {
				t.Errorf("%s: numeral %d (%s) reads %q (%v, missing %v), the engine's %q (%v, %v)", what, i, n.Name,
					got.Texts[i], got.Values[i], got.Missing[i], want.Texts[i], want.Values[i], want.Missing[i])
			}
		}
		if !slices.Equal(got.Claims, want.Claims) || !slices.Equal(got.Conditions, want.Conditions) {
			t.Errorf("%s: claims %v and conditions %v, the engine's %v and %v", what, got.Claims, got.Conditions, want.Claims, want.Conditions)
		}
		for k, l := range want.Labels {
			if got.Labels[k] != l {
				t.Errorf("%s: control %s's words %+v, the engine's %+v", what, k, got.Labels[k], l)
			}
		}
	}
	check("the lesson's settings", f.answer(t, refs, "", 0), nil)
	answered, refused := 0, 0
	for _, c := range controls {
		var reach []float64
		switch {
		case c.Toggle:
			reach = []float64{1 - c.Value}
		case c.Step > 0:
			for k := range c.Steps() + 1 {
				if v := c.At(k); v != c.Value {
					reach = append(reach, v)
				}
			}
		}
		var want []string
		for _, v := range reach {
			if _, err := l.Compute(model.Settings{c.Key: v}); err != nil {
				refused++
				continue
			}
			want = append(want, jsnum.String(v))
		}
		got := f.values(t, c.Key)
		if !slices.Equal(got, want) {
			t.Errorf("control %s: answers for %v, want %v", c.Key, got, want)
			continue
		}
		for j, v := range got {
			x, _ := strconv.ParseFloat(v, 64)
			check(c.Key+" at "+v, f.answer(t, refs, c.Key, j), model.Settings{c.Key: x})
			answered++
		}
	}
	if answered < 100 || refused == 0 {
		t.Errorf("%d answers, %d values refused: the fixture is not what this test reads", answered, refused)
	}
	one, err := livebuild.Sweeps(context.Background(), l, refs, 1)
	if err != nil {
		t.Fatal(err)
	}
	if string(one) != string(data) {
		t.Error("a build on one core writes other sweeps than the site's")
	}
	t.Logf("%d answers (%d bytes), %d values the model refuses", answered, len(data), refused)
}
