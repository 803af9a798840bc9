package rank

import (
	"slices"
	"testing"

	"coursesite/model"
	"coursesite/turkce"
)

// words returns context words, each at weight 1 and the number's own.
func words(ws ...string) []Word {
	out := make([]Word, len(ws))
	for i, w := range ws {
		out[i] = Word{W: turkce.Fold(w), Weight: 1, Own: true}
	}
	return out
}

// figures equal in value today: what a lesson's prose must tell apart.
var figures = []model.Figure{
	{Name: "tarife.esit.dusen", Value: 42, Unit: "istek", Desc: "eşit dağıtımda düşen istek"},
	{Name: "tarife.oransal.dusen", Value: 42, Unit: "istek", Desc: "oransal dağıtımda düşen istek"},
	{Name: "okuma.basarisiz", Value: 42, Unit: "okuma", Desc: "başarısız okuma"},
	{Name: "sure", Value: 180, Unit: "ms", Desc: "toplam süre"},
}

// The words around a number single out the figure they name — its
// description, its name's parts, its unit, by stem — and only when one is
// ahead of the others by the margin.
func TestRankByWords(t *testing.T) {
	m := New(figures)
	cands := Matching("42", 0, figures)
	if len(cands) != 3 {
		t.Fatalf("candidates for 42: %v", cands)
	}
	for _, c := range []struct {
		ctx  []string
		want string // the figure singled out; "" for none
	}{
		{[]string{"oransal", "dağıtımda", "düşen", "istekler"}, "tarife.oransal.dusen"},
		{[]string{"eşit", "dağıtımda", "düşüyor"}, "tarife.esit.dusen"},
		{[]string{"başarısız", "okumaların"}, "okuma.basarisiz"},
		{[]string{"düşen", "istek"}, ""}, // both policies drop requests
		{nil, ""},
	} {
		r := m.Rank(cands, words(c.ctx...), "42")
		got := ""
		if r.Singled() {
			got = r[0].Name
		}
		if got != c.want {
			t.Errorf("%q: singled out %q, want %q (ranking %v)", c.ctx, got, c.want, r)
		}
		if c.want == "" && r.Tied() < 2 {
			t.Errorf("%q: %d tied at the head, want the figures the words do not tell apart", c.ctx, r.Tied())
		}
	}
}

// A figure that only rounds to the number typed comes after those the
// site writes as typed, and ranks a little lower.
func TestMatching(t *testing.T) {
	figs := []model.Figure{{Name: "a", Value: 42.6}, {Name: "b", Value: 42.63, Decimals: 2}, {Name: "c", Value: 42.6, Decimals: 1}}
	var got []string
	for _, f := range Matching("42.6", 1, figs) {
		got = append(got, f.Name)
	}
	if want := []string{"c", "a", "b"}; !slices.Equal(got, want) {
		// a (no decimals) is written 43, b 42.63: both only round to 42,6.
		t.Errorf("Matching(42.6) = %v, want %v", got, want)
	}
	for f, want := range map[model.Figure]string{{Value: 73.30, Decimals: 1}: "73.3", {Value: 180}: "180", {Value: -0.001, Decimals: 1}: "0", {Value: 2.5, Decimals: 0}: "3"} {
		if got := AutoDigits(f); got != want {
			t.Errorf("AutoDigits(%v) = %q, want %q", f.Value, got, want)
		}
	}
}

// Figures equal at the lesson's settings and at every other one the
// lesson was computed at are one quantity; a setting that parts them
// makes them two.
func TestSame(t *testing.T) {
	a, b := model.Figure{Name: "cagri", Value: 3}, model.Figure{Name: "yapi.cagri", Value: 3}
	m := New([]model.Figure{a, b})
	if m.Same(a, b) {
		t.Errorf("one quantity with no other setting to tell by")
	}
	at := func(x, y float64) *model.Figures {
		return model.Index([]model.Figure{{Name: a.Name, Value: x}, {Name: b.Name, Value: y}})
	}
	m.Vary = func() []*model.Figures { return []*model.Figures{at(1, 1), at(9, 9)} }
	if !m.Same(a, b) {
		t.Errorf("equal at every setting, yet two quantities")
	}
	m = New([]model.Figure{a, b})
	m.Vary = func() []*model.Figures { return []*model.Figures{at(1, 1), at(9, 8)} }
	if m.Same(a, b) {
		t.Errorf("parted at a setting, yet one quantity")
	}
}

// A name's parts are its camel-case words, folded, without stop words; a
// unit's words are how prose says it.
func TestWords(t *testing.T) {
	if got, want := NameParts("kuyrukDoluBekleme"), []string{"kuyruk", "dolu", "bekleme"}; !slices.Equal(got, want) {
		t.Errorf("NameParts = %v, want %v", got, want)
	}
	if got := UnitTerms("ms"); !slices.Contains(got, "milisaniye") {
		t.Errorf("UnitTerms(ms) = %v, want milisaniye among them", got)
	}
	if got := UnitTerms("%"); !slices.Contains(got, "yuzde") {
		t.Errorf("UnitTerms(%%) = %v, want yuzde", got)
	}
}
