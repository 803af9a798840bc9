package relation

import (
	"fmt"
	"testing"

	"coursesite/claim"
	"coursesite/model"
	"coursesite/place"
	"coursesite/prose"
)

// The figures the tests' sentences write: durations, counts, a multiple,
// a share, sizes, and a threshold a word names (eşiğin).
var testFigures = []model.Figure{
	{Name: "a", Value: 10, Unit: "ms", Kind: model.Duration}, {Name: "b", Value: 20, Unit: "ms", Kind: model.Duration},
	{Name: "c", Value: 30, Unit: "ms", Kind: model.Duration}, {Name: "esik", Value: 200, Unit: "ms", Kind: model.Duration},
	{Name: "n", Value: 4, Unit: "istek", Kind: model.Count}, {Name: "m", Value: 8, Unit: "istek", Kind: model.Count},
	{Name: "r", Value: 4, Unit: "istek", Kind: model.Count}, {Name: "k", Value: 2, Unit: "kat"},
	{Name: "y", Value: 8.3, Unit: "%", Decimals: 1}, {Name: "ba", Value: 40, Unit: "B"}, {Name: "bb", Value: 480, Unit: "B"},
}

// readText reads the relations of a page whose source is src.
func readText(t *testing.T, src string) *Reading {
	t.Helper()
	x, err := prose.Parse(&place.File{Name: "ders.md", Data: []byte(src)}, 0, src, prose.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return Read([]byte(src), x.Actions(), model.Index(testFigures), Options{})
}

// holds evaluates a relation's expression with the figures at values.
func holds(t *testing.T, expr string, values map[string]float64) bool {
	t.Helper()
	c, err := claim.Eval("", expr, func(name string) (float64, error) {
		v, ok := values[name]
		if !ok {
			return 0, fmt.Errorf("no value for %s", name)
		}
		return v, nil
	})
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return c.Holds
}

// A rowCase is a sentence each construction reads, with the figures'
// values it holds at, does not hold at, and at the tie between the two
// (equal figures, a figure at the tolerance's edge), and whether it holds
// there.
type rowCase struct {
	text         string
	yes, no, tie map[string]float64
	tieHolds     bool
	rel          string // the relation it reads
}

type v = map[string]float64

var rowCases = map[string][]rowCase{
	"a rise": {{text: `Süre {{ sayi "a" | ek "DAn" }} {{ sayi "b" | ek "(y)A" }} çıkar.`, rel: "b > a",
		yes: v{"a": 1, "b": 2}, no: v{"a": 2, "b": 1}, tie: v{"a": 2, "b": 2}}},
	"a fall": {{text: `Ortanca {{ sayi "b" | ek "DAn" }} {{ sayi "a" }} milisaniyeye iner.`, rel: "a < b",
		yes: v{"a": 1, "b": 2}, no: v{"a": 3, "b": 2}, tie: v{"a": 2, "b": 2}}},
	"a rise from nothing": {{text: `Boşa iş hiç yokken {{ sayi "b" }} milisaniyeye çıkar.`, rel: "b > 0",
		yes: v{"b": 5}, no: v{"b": -1}, tie: v{"b": 0}}},
	"a rise by a multiple": {{text: `Boşa iş {{ sayi "k" }} katına çıkar.`, rel: "k > 1",
		yes: v{"k": 2}, no: v{"k": 0.5}, tie: v{"k": 1}}},
	"a rise to a figure": {
		{text: `Önce {{ sayi "a" }} ms sürer; sonra süre {{ sayi "b" | ek "(y)A" }} çıkar.`, rel: "b > a",
			yes: v{"a": 1, "b": 2}, no: v{"a": 3, "b": 2}, tie: v{"a": 2, "b": 2}},
		// With no figure it starts from: it rises to something.
		{text: `Kuyruk {{ sayi "n" }} olaya çıkar.`, rel: "n > 0", yes: v{"n": 3}, no: v{"n": -1}, tie: v{"n": 0}},
	},
	"a fall to a figure": {{text: `Açgözlü dağıtım ortancayı {{ sayi "b" }} ms’de tutar; ağırlıklı dağıtım ortancayı {{ sayi "a" }} ms’ye indirir.`, rel: "a < b",
		yes: v{"a": 93, "b": 200}, no: v{"a": 201, "b": 200}, tie: v{"a": 150, "b": 150}}},
	"less than half": {{text: `Kuyruk {{ sayi "n" }} olaya çıkar; bu, sınırsız kuyruğun {{ sayi "m" }} olayının yarısından azdır.`, rel: "n < m / 2",
		yes: v{"n": 1, "m": 4}, no: v{"n": 3, "m": 4}, tie: v{"n": 2, "m": 4}}},
	"more than half": {{text: `Kuyruk {{ sayi "n" }} olaya çıkar; bu, {{ sayi "m" }} olayın yarısından fazladır.`, rel: "n > m / 2",
		yes: v{"n": 3, "m": 4}, no: v{"n": 1, "m": 4}, tie: v{"n": 2, "m": 4}}},
	"a half": {{text: `Eşit dağıtımda süre {{ sayi "a" }} ms, açgözlü dağıtımın {{ sayi "b" }} milisaniyesinin yarısı.`,
		rel: "abs(a - (b / 2)) <= 0.1 * max(abs(a), abs(b / 2))", yes: v{"a": 50, "b": 100}, no: v{"a": 80, "b": 100}, tie: v{"a": 50, "b": 90}, tieHolds: true}},
	"less than a multiple": {{text: `Yavaş süre {{ sayi "a" }} ms, olağan {{ sayi "b" }} milisaniyenin {{ sayi "k" }} katından azdır.`, rel: "a < k * b",
		yes: v{"a": 10, "b": 10, "k": 2}, no: v{"a": 30, "b": 10, "k": 2}, tie: v{"a": 20, "b": 10, "k": 2}}},
	"more than a multiple": {{text: `Yavaş süre {{ sayi "a" }} ms, olağan {{ sayi "b" }} milisaniyenin {{ sayi "k" }} katından fazladır.`, rel: "a > k * b",
		yes: v{"a": 30, "b": 10, "k": 2}, no: v{"a": 10, "b": 10, "k": 2}, tie: v{"a": 20, "b": 10, "k": 2}}},
	"a multiple": {{text: `Yavaş süre {{ sayi "a" }} ms: olağan {{ sayi "b" }} milisaniyenin {{ sayi "k" }} katı.`,
		rel: "abs(a - (k * b)) <= 0.1 * max(abs(a), abs(k * b))", yes: v{"a": 21, "b": 10, "k": 2}, no: v{"a": 30, "b": 10, "k": 2}, tie: v{"a": 20, "b": 10, "k": 2}, tieHolds: true}},
	"less than": {{text: `Ağırlıklı dağıtımda ortanca {{ sayi "a" }} ms, açgözlü dağıtımın {{ sayi "b" | ek "DAn" }} kısadır.`, rel: "a < b",
		yes: v{"a": 1, "b": 2}, no: v{"a": 3, "b": 2}, tie: v{"a": 2, "b": 2}}},
	"more than": {{text: `Ağırlıklı dağıtımda ortanca {{ sayi "a" }} ms, açgözlü dağıtımın {{ sayi "b" | ek "DAn" }} daha uzundur.`, rel: "a > b",
		yes: v{"a": 3, "b": 2}, no: v{"a": 1, "b": 2}, tie: v{"a": 2, "b": 2}}},
	"later": {{text: `Yavaşlama {{ sayi "a" | ek "DAn" }} sonra başlar, {{ sayi "b" | ek "DA" }} biter.`, rel: "b > a",
		yes: v{"a": 1, "b": 2}, no: v{"a": 3, "b": 2}, tie: v{"a": 2, "b": 2}}},
	"earlier": {{text: `Tarife {{ sayi "a" | ek "DAn" }} önce, {{ sayi "b" | ek "DA" }} döner.`, rel: "b < a",
		yes: v{"a": 3, "b": 2}, no: v{"a": 1, "b": 2}, tie: v{"a": 2, "b": 2}}},
	"over a bound": {{text: `Bekleyen {{ sayi "n" }} olay, gönderi sayısını, {{ sayi "m" | ek "(y)I" }} geçmez.`, rel: "n <= m",
		yes: v{"n": 3, "m": 8}, no: v{"n": 9, "m": 8}, tie: v{"n": 8, "m": 8}, tieHolds: true}},
	"under a bound": {{text: `Süre {{ sayi "a" }} ms olur, {{ sayi "b" }} milisaniyenin altında kalır.`, rel: "a < b",
		yes: v{"a": 1, "b": 2}, no: v{"a": 3, "b": 2}, tie: v{"a": 2, "b": 2}}},
	"above a bound": {{text: `Süre {{ sayi "a" }} ms olur, {{ sayi "b" }} milisaniyenin üstünde kalır.`, rel: "a > b",
		yes: v{"a": 3, "b": 2}, no: v{"a": 1, "b": 2}, tie: v{"a": 2, "b": 2}}},
	"within a range": {{text: `Ortanca {{ sayi "a" }} ms, {{ sayi "b" }} ile {{ sayi "c" }} milisaniye arasındadır.`, rel: "b <= a && a <= c",
		yes: v{"a": 5, "b": 1, "c": 9}, no: v{"a": 10, "b": 1, "c": 9}, tie: v{"a": 9, "b": 1, "c": 9}, tieHolds: true}},
	"a range": {{text: `Süreler {{ sayi "b" }} ile {{ sayi "c" }} milisaniye arasında değişir.`, rel: "b < c",
		yes: v{"b": 1, "c": 2}, no: v{"b": 3, "c": 2}, tie: v{"b": 2, "c": 2}}},
	"a difference": {{text: `Kalan pay ({{ sayi "a" }} ms eşik eksi {{ sayi "b" }} ms pay = {{ sayi "c" }} ms) dağıtılır.`, rel: "yuvarla(a - b, 0) == yuvarla(c, 0)",
		yes: v{"a": 200, "b": 20, "c": 180}, no: v{"a": 200, "b": 20, "c": 170}, tie: v{"a": 200.4, "b": 20, "c": 180}, tieHolds: true}},
	"a sum": {{text: `Toplam süre {{ sayi "a" }} ms artı {{ sayi "b" }} ms = {{ sayi "c" }} ms olur.`, rel: "yuvarla(a + b, 0) == yuvarla(c, 0)",
		yes: v{"a": 10, "b": 20, "c": 30}, no: v{"a": 10, "b": 20, "c": 40}, tie: v{"a": 10.4, "b": 20, "c": 30}, tieHolds: true}},
	"a subtraction": {{text: `Eşiğin {{ sayi "a" }} milisaniyesinden {{ sayi "b" }} milisaniyelik pay çıkınca {{ sayi "c" }} milisaniye kalır.`, rel: "yuvarla(a - b, 0) == yuvarla(c, 0)",
		yes: v{"a": 200, "b": 20, "c": 180}, no: v{"a": 200, "b": 30, "c": 180}, tie: v{"a": 200, "b": 20.4, "c": 180}, tieHolds: true}},
	"a total": {{text: `{{ sayi "a" | buyuk }} ile {{ sayi "b" }} milisaniyenin toplamı {{ sayi "c" }} milisaniyedir.`, rel: "yuvarla(a + b, 0) == yuvarla(c, 0)",
		yes: v{"a": 10, "b": 20, "c": 30}, no: v{"a": 10, "b": 20, "c": 20}, tie: v{"a": 10.5, "b": 20, "c": 31}, tieHolds: true}},
	"a gap": {{text: `Açgözlüde {{ sayi "a" }} ile {{ sayi "b" }} milisaniyenin farkı {{ sayi "c" }} milisaniyedir.`, rel: "yuvarla(abs(a - b), 0) == yuvarla(c, 0)",
		yes: v{"a": 30, "b": 20, "c": 10}, no: v{"a": 30, "b": 20, "c": 5}, tie: v{"a": 20, "b": 30, "c": 10}, tieHolds: true}},
	"the rest": {{text: `Bu sürede {{ sayi "m" }} olay gelir; tüketici bunların {{ sayi "n" | ek "(s)I(n)I" }} işler, geri kalan {{ sayi "r" }} olay bekler.`, rel: "yuvarla(m - n, 0) == yuvarla(r, 0)",
		yes: v{"m": 8, "n": 5, "r": 3}, no: v{"m": 8, "n": 5, "r": 4}, tie: v{"m": 8, "n": 5, "r": 3.4}, tieHolds: true}},
	"a share": {{text: `Alan {{ sayi "ba" }} bayt; bu, {{ sayi "bb" }} baytlık yanıtın yüzde {{ sayi 1 "y" | ek "(s)IDIr" }}.`, rel: "yuvarla(100 * ba / bb, 1) == yuvarla(y, 1)",
		yes: v{"ba": 40, "bb": 480, "y": 8.3}, no: v{"ba": 40, "bb": 480, "y": 9}, tie: v{"ba": 40, "bb": 480, "y": 8.34}, tieHolds: true}},
	"all of a count": {{text: `Düşen {{ sayi "n" }} istek, {{ sayi "m" }} isteğin tamamıdır.`, rel: "yuvarla(n, 0) == yuvarla(m, 0)",
		yes: v{"n": 8, "m": 8}, no: v{"n": 7, "m": 8}, tie: v{"n": 7.6, "m": 8}, tieHolds: true}},
	"a part": {{text: `Dağıtım {{ sayi "m" }} isteğin {{ sayi "n" | ek "(s)I(n)I" }} yanıtlar.`, rel: "n <= m",
		yes: v{"n": 4, "m": 8}, no: v{"n": 9, "m": 8}, tie: v{"n": 8, "m": 8}, tieHolds: true}},
	"a part of each": {{text: `Sıkı bölüştürme {{ sayi "m" | ek "DA" }} {{ sayi "n" }} isteği keser.`, rel: "n <= m",
		yes: v{"n": 2, "m": 48}, no: v{"n": 49, "m": 48}, tie: v{"n": 48, "m": 48}, tieHolds: true}},
	"none": {{text: `{{ eger "n > 0" }}{{ sayi "n" }} istek düşer.{{ yoksa }}Hiçbir istek düşmez.{{ son }}`, rel: "n == 0",
		yes: v{"n": 0}, no: v{"n": 2}, tie: v{"n": 0.001}}},
	"the same figure": {{text: `Açgözlü dağıtımda ortanca {{ sayi "a" }} milisaniye: eşiğin kendisi.`, rel: "yuvarla(a, 0) == yuvarla(esik, 0)",
		yes: v{"a": 200, "esik": 200}, no: v{"a": 190, "esik": 200}, tie: v{"a": 199.6, "esik": 200}, tieHolds: true}},
	"nearly the same": {
		{text: `Toplam yuva açgözlüde {{ sayi "a" }}, eşitte {{ sayi "b" }}. Neredeyse aynı sayı.`, rel: "abs(a - b) <= 0.1 * max(abs(a), abs(b))",
			yes: v{"a": 130, "b": 136}, no: v{"a": 100, "b": 136}, tie: v{"a": 45, "b": 50}, tieHolds: true},
		{text: `Süreler {{ sayi "a" }}, {{ sayi "b" }} ve {{ sayi "c" }} milisaniye: neredeyse aynı.`,
			rel: "abs(a - b) <= 0.1 * max(abs(a), abs(b)) && abs(a - c) <= 0.1 * max(abs(a), abs(c)) && abs(b - c) <= 0.1 * max(abs(b), abs(c))",
			yes: v{"a": 10, "b": 10.5, "c": 10.2}, no: v{"a": 10, "b": 10.5, "c": 20}, tie: v{"a": 9, "b": 10, "c": 10}, tieHolds: true},
	},
	"the same": {{text: `Eşit ve ağırlıklı dağıtımda süre {{ sayi "a" }} ve {{ sayi "b" }} milisaniye, yani aynı.`, rel: "yuvarla(a, 0) == yuvarla(b, 0)",
		yes: v{"a": 40, "b": 40}, no: v{"a": 40, "b": 41}, tie: v{"a": 40.4, "b": 39.6}, tieHolds: true}},
	"the greatest": {{text: `En çok açgözlü dağıtım bekler: açgözlüde {{ sayi "a" }}, eşitte {{ sayi "b" }}, ağırlıklıda {{ sayi "c" }} milisaniye.`, rel: "a > b && a > c",
		yes: v{"a": 3, "b": 2, "c": 1}, no: v{"a": 1, "b": 2, "c": 1}, tie: v{"a": 3, "b": 3, "c": 1}}},
	"the least": {{text: `En kısa ağırlıklı dağıtım sürer: açgözlüde {{ sayi "a" }}, eşitte {{ sayi "b" }}, ağırlıklıda {{ sayi "c" }} milisaniye.`, rel: "c < a && c < b",
		yes: v{"a": 3, "b": 2, "c": 1}, no: v{"a": 3, "b": 2, "c": 4}, tie: v{"a": 3, "b": 1, "c": 1}}},
}

// Each construction of the table reads its sentence as the relation it
// states, which holds where the sentence is true, fails where it is
// false, and at the tie holds as the words say (a strict comparison
// fails, one up to and including its bound holds, a tolerance includes
// its edge).
func TestConstructions(t *testing.T) {
	for _, row := range table {
		cases := rowCases[row.Name]
		if len(cases) == 0 {
			t.Errorf("no test case for the table's row %q", row.Name)
		}
		for _, c := range cases {
			t.Run(row.Name, func(t *testing.T) {
				rd := readText(t, c.text)
				var got []string
				for _, r := range rd.Relations {
					if r.Name == row.Name {
						got = append(got, r.Rel)
					}
				}
				if len(got) != 1 || got[0] != c.rel {
					t.Fatalf("%s\nread %q, want %q (all: %+v; hints %+v)", c.text, got, c.rel, rd.Relations, rd.Hints)
				}
				for _, k := range []struct {
					name   string
					values map[string]float64
					want   bool
				}{{"true", c.yes, true}, {"false", c.no, false}, {"tie", c.tie, c.tieHolds}} {
					if holds(t, c.rel, k.values) != k.want {
						t.Errorf("%s at %v (%s): holds %v, want %v", c.rel, k.values, k.name, !k.want, k.want)
					}
				}
			})
		}
	}
	for name := range rowCases {
		found := false
		for _, row := range table {
			found = found || row.Name == name
		}
		if !found {
			t.Errorf("test cases for %q, which the table has no row of", name)
		}
	}
}
