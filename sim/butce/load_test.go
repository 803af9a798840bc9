package butce

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"coursesite/charts"
	"coursesite/internal/golden"
	"coursesite/model"
	"coursesite/place"
)

// TestParseRejects walks testdata/params: each archive is a bad parameter
// file (model.json) and the exact error the model's declaration (its tags
// and Check, read by paramfile.Decode) must give for it (error).
func TestParseRejects(t *testing.T) {
	files, err := filepath.Glob("testdata/params/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test cases in testdata/params (%v)", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			data, want := section(t, ar, "model.json"), section(t, ar, "error")
			m, err := parse("model.json", data)
			if err == nil {
				t.Fatalf("parse accepted a bad file: %+v", m)
			}
			checkPlaced(t, err, "model.json")
			got := err.Error() + "\n"
			if *golden.Update {
				golden.SetSection(ar, "error", []byte(got))
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if got != string(want) {
				t.Errorf("error:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// section returns the archive's file called name.
func section(t *testing.T, ar *txtar.Archive, name string) []byte {
	t.Helper()
	data, ok := golden.Section(ar, name)
	if !ok && !(*golden.Update && name == "error") {
		t.Fatalf("archive has no %q section", name)
	}
	return data
}

// checkPlaced fails unless err is place.Errors, every one in file at a
// line and column: what the build, the check and the preview print as
// file:line:column.
func checkPlaced(t *testing.T, err error, file string) {
	t.Helper()
	var es place.Errors
	if !errors.As(err, &es) || len(es) == 0 {
		t.Fatalf("error %T %q, want place.Errors", err, err)
	}
	for _, e := range es {
		if e.File != file || e.Line < 1 || e.Col < 1 {
			t.Errorf("error %q stands at %s:%d:%d", e, e.File, e.Line, e.Col)
		}
	}
}

// TestParseRejectsEncoding: a file saved in another encoding than UTF-8,
// or with a byte order mark, is named as such, at the byte that is wrong
// (these files are bytes no text archive of testdata/params keeps well).
func TestParseRejectsEncoding(t *testing.T) {
	ref := refData(t)
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"byte order mark", append([]byte("\xef\xbb\xbf"), ref...),
			"model.json:1:1: starts with a UTF-8 byte order mark (BOM): save the file as UTF-8 without a BOM"},
		// "tarife yavaş" saved as ISO-8859-9, where ş is the byte 0xFE.
		{"Turkish letter in ISO-8859-9", bytes.Replace(ref, []byte(`"tarife yavas"`), []byte("\"tarife yava\xfe\""), 1),
			"model.json:11:17: invalid UTF-8 (byte 0xfe): is the file in another encoding, such as Windows-1254? save it as UTF-8"},
		{"a lone continuation byte", []byte("{\n  \"n\": 4\x808\n}"),
			"model.json:2:9: invalid UTF-8 (byte 0x80): is the file in another encoding, such as Windows-1254? save it as UTF-8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if bytes.Equal(tc.data, ref) {
				t.Fatal("the case did not change the reference's file")
			}
			_, err := parse("model.json", tc.data)
			if err == nil {
				t.Fatal("parse accepted the file")
			}
			checkPlaced(t, err, "model.json")
			if err.Error() != tc.want {
				t.Errorf("error %q, want %q", err, tc.want)
			}
		})
	}
}

// TestParseReference reads the reference's parameter file to the values
// its code declares.
func TestParseReference(t *testing.T) {
	m := refModel(t)
	if m.K01 != (K01{Esik: 200, TepeOkuma: 416.67, TepeUc: 513.89, YanitBayt: 480}) || m.GecitPayi != 20 ||
		m.Ortanca != (Adimlar[float64]{Teslimat: 8, Tarife: 6, Olcu: 12}) {
		t.Errorf("k01, gecitPayi, ortanca: %+v %v %+v", m.K01, m.GecitPayi, m.Ortanca)
	}
	if m.N != 48 || m.Cagri != 5 || m.SonTarihBayt != 8 || m.ArizaPayiDk != 28.2 {
		t.Errorf("n %d, cagri %v, sonTarihBayt %v, arizaPayiDk %v", m.N, m.Cagri, m.SonTarihBayt, m.ArizaPayiDk)
	}
	// D(govde, kuyruk) = [...govde, ...govde, kuyruk]: 17 durations.
	if got := m.Rejim.TarifeYavas.Tarife; len(got) != 17 || got[1] != 400 || got[16] != 400 {
		t.Errorf(`rejim."tarife yavas".tarife = %v`, got)
	}
	if got := m.Rejim.Arizasiz.Olcu; len(got) != 17 || got[0] != 12 || got[16] != 100 {
		t.Errorf("rejim.arizasiz.olcu = %v", got)
	}
	if got := m.Duyarlilik; !slices.Equal(got, [][2]float64{{12, 1}, {12, 2}, {24, 1}}) {
		t.Errorf("duyarlilik = %v", got)
	}
}

// TestParseAcceptsEdges checks files at the edge of valid: each edit of the
// reference's file must still parse, to the value given.
func TestParseAcceptsEdges(t *testing.T) {
	base := string(refData(t))
	longCycle := "[" + strings.TrimSuffix(strings.Repeat("1000000, ", MaxCycle), ", ") + "]"
	for _, tc := range []struct {
		name, old, new string
		check          func(*Model) bool
	}{
		{"gateway share equal to the threshold", `"gecitPayi": 20`, `"gecitPayi": 200`,
			func(m *Model) bool { return m.KolaKalan() == 0 }},
		{"one outer request", `"n": 48`, `"n": 1`, func(m *Model) bool { return m.N == 1 }},
		{"the most outer requests", `"n": 48`, `"n": 10000`, func(m *Model) bool { return m.N == MaxN }},
		{"n written with a fraction and exponent", `"n": 48`, `"n": 4.8e1`, func(m *Model) bool { return m.N == 48 }},
		{"cycle of one duration", `"teslimat": [8, 9, 8, 10, 8, 9, 8, 10, 8, 9, 8, 10, 8, 9, 8, 10, 40],
      "tarife": [6,`, `"teslimat": [12.5],
      "tarife": [6,`, func(m *Model) bool {
			return len(m.Rejim.Arizasiz.Teslimat) == 1 && m.Rejim.Arizasiz.Teslimat[0] == 12.5
		}},
		{"the longest cycle of the longest durations", `"tarife": [150, 400, 220, 400, 180, 300, 260, 400, 150, 400, 220, 400, 180, 300, 260, 400, 400]`,
			`"tarife": ` + longCycle, func(m *Model) bool {
				return len(m.Rejim.TarifeYavas.Tarife) == MaxCycle && m.Rejim.TarifeYavas.Tarife[MaxCycle-1] == MaxMs
			}},
		{"a zero usual size duration", `"olcu": 12}`, `"olcu": 0}`, func(m *Model) bool { return m.Ortanca.Olcu == 0 }},
		{"the shortest usual tariff duration", `"tarife": 6,`, `"tarife": 0.001,`, func(m *Model) bool { return m.Ortanca.Tarife == 0.001 }},
		{"the smallest error budget", `"arizaPayiDk": 28.2`, `"arizaPayiDk": 0.1`, func(m *Model) bool { return m.ArizaPayiDk == 0.1 }},
		{"a one-byte answer", `"yanitBayt": 480`, `"yanitBayt": 1`, func(m *Model) bool { return m.K01.YanitBayt == 1 }},
		{"the highest peak read rate", `"tepeOkuma": 416.67`, `"tepeOkuma": 1e6`, func(m *Model) bool { return m.K01.TepeOkuma == MaxRate }},
		{"no slowdown at all", `[[12, 1], [12, 2], [24, 1]]`, `[[0, 0]]`, func(m *Model) bool { return m.Duyarlilik[0] == [2]float64{} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			edited := strings.Replace(base, tc.old, tc.new, 1)
			if edited == base {
				t.Fatalf("the reference's file has no %q", tc.old)
			}
			m, err := parse("model.json", []byte(edited))
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(m) {
				t.Errorf("parsed to %+v", m)
			}
		})
	}
}

// TestBoundsAreTheTags: the tags refuse a file just past each bound the
// model's code knows by name (model.go's constants, which the controls,
// the settings and these tests use), at the field that is past it; the
// files at the bounds themselves are read (TestBoundsKeepEveryNumberFinite).
func TestBoundsAreTheTags(t *testing.T) {
	long := func(n int) []any { return slices.Repeat([]any{0}, n) }
	for _, tc := range []struct {
		path []string // into the reference's file; a number is a list's index
		v    any
		want string // the field the error names
	}{
		{[]string{"k01", "esik"}, MaxMs + 1, "k01.esik"},
		{[]string{"k01", "tepeOkuma"}, MaxRate + 1, "k01.tepeOkuma"},
		{[]string{"k01", "tepeUc"}, MaxRate + 1, "k01.tepeUc"},
		{[]string{"k01", "yanitBayt"}, MinYanit / 2, "k01.yanitBayt"},
		{[]string{"k01", "yanitBayt"}, MaxBytes + 1, "k01.yanitBayt"},
		{[]string{"gecitPayi"}, -1, "gecitPayi"},
		{[]string{"ortanca", "tarife"}, MinTarife / 2, "ortanca.tarife"},
		{[]string{"ortanca", "olcu"}, MaxMs + 1, "ortanca.olcu"},
		{[]string{"rejim", "arizasiz", "teslimat"}, long(MaxCycle + 1), "rejim.arizasiz.teslimat"},
		{[]string{"rejim", "tarife yavas", "olcu", "0"}, MaxMs + 1, `rejim."tarife yavas".olcu[0]`},
		{[]string{"n"}, MaxN + 1, "n"},
		{[]string{"cagri"}, MaxCalls + 1, "cagri"},
		{[]string{"sonTarihBayt"}, MaxBytes + 1, "sonTarihBayt"},
		{[]string{"arizaPayiDk"}, MinPayDk / 2, "arizaPayiDk"},
		{[]string{"arizaPayiDk"}, MonthMins + 1, "arizaPayiDk"},
		{[]string{"duyarlilik", "0", "0"}, MonthMins + 1, "duyarlilik[0][0]"},
		{[]string{"duyarlilik", "0", "1"}, MaxTimes + 1, "duyarlilik[0][1]"},
		{[]string{"duyarlilik"}, slices.Repeat([]any{[]any{1, 1}}, MaxScen+1), "duyarlilik"},
	} {
		var file map[string]any
		if err := json.Unmarshal(refData(t), &file); err != nil {
			t.Fatal(err)
		}
		var at any = file
		for i, k := range tc.path {
			last := i == len(tc.path)-1
			switch node := at.(type) {
			case map[string]any:
				if last {
					node[k] = tc.v
				}
				at = node[k]
			case []any:
				n, _ := strconv.Atoi(k)
				if last {
					node[n] = tc.v
				}
				at = node[n]
			}
		}
		data, err := json.Marshal(file)
		if err != nil {
			t.Fatal(err)
		}
		_, err = parse("model.json", data)
		if err == nil || !strings.Contains(err.Error(), ": "+tc.want+": expected ") || strings.Count(err.Error(), "\n") > 0 {
			t.Errorf("%s at %v: %v, want one error at %s", tc.want, tc.v, err, tc.want)
		}
	}
}

// TestRegistered: the site finds the model by the name a lesson's front
// matter gives (model: butce), and its Parse is parse's: the same errors,
// the same figures.
func TestRegistered(t *testing.T) {
	mod, err := model.Lookup(Ad)
	if err != nil {
		t.Fatal(err)
	}
	p, err := mod.Parse("model.json", refData(t))
	if err != nil {
		t.Fatal(err)
	}
	r, err := p.Compute(nil)
	if err != nil {
		t.Fatal(err)
	}
	sameFigures(t, "the registered model", r.Figures, Hesapla(refModel(t)).Degerler())

	bad := []byte(`{"n": 0}`)
	_, want := parse("ders/model.json", bad)
	_, err = mod.Parse("ders/model.json", bad)
	if err == nil || err.Error() != want.Error() {
		t.Errorf("the registered model's error %q, parse's %q", err, want)
	}
	checkPlaced(t, err, "ders/model.json")
	if !strings.HasPrefix(err.Error(), "ders/model.json:1:1: missing field \"k01\"\n") || !strings.Contains(err.Error(), "ders/model.json:1:7: n: expected a whole number from 1 to 10000, got 0") {
		t.Errorf("error %q: every problem, each at its place", err)
	}
}

// boundModel is a parameter file with every number at one end of its
// range: high or low.
func boundModel(high bool) *Model {
	if !high {
		cycle := []float64{0}
		return &Model{
			K01:         K01{YanitBayt: MinYanit},
			Ortanca:     Adimlar[float64]{Tarife: MinTarife},
			Rejim:       Rejimler{Arizasiz: Sureler{Teslimat: cycle, Tarife: cycle, Olcu: cycle}, TarifeYavas: Sureler{Teslimat: cycle, Tarife: cycle, Olcu: cycle}},
			N:           1,
			ArizaPayiDk: MinPayDk,
			Duyarlilik:  [][2]float64{{0, 0}},
		}
	}
	cycle := func(v float64) []float64 { // the longest cycle, one read in two at v
		c := make([]float64, MaxCycle)
		for i := range c {
			c[i] = v * float64(i%2)
		}
		return c
	}
	scen := make([][2]float64, MaxScen)
	for i := range scen {
		scen[i] = [2]float64{MonthMins, MaxTimes}
	}
	return &Model{
		K01:     K01{Esik: MaxMs, TepeOkuma: MaxRate, TepeUc: MaxRate, YanitBayt: MinYanit},
		Ortanca: Adimlar[float64]{Teslimat: MaxMs, Tarife: MaxMs, Olcu: MaxMs},
		Rejim: Rejimler{
			Arizasiz:    Sureler{Teslimat: cycle(MaxMs), Tarife: cycle(MaxMs / 2), Olcu: cycle(MaxMs)},
			TarifeYavas: Sureler{Teslimat: cycle(MaxMs), Tarife: cycle(MaxMs), Olcu: cycle(MaxMs)},
		},
		N: MaxN, Cagri: MaxCalls, SonTarihBayt: MaxBytes, ArizaPayiDk: MinPayDk,
		Duyarlilik: scen,
	}
}

// TestBoundsKeepEveryNumberFinite: the largest and the smallest parameters
// the file may hold — and a reader's settings at the ends of the controls
// there — give a lesson with no infinite figure (the site refuses one),
// no infinite cell, and charts that encode (JSON has no NaN or infinity):
// the bounds of the parameter file's tags (model.go) are what keeps any
// valid file buildable.
func TestBoundsKeepEveryNumberFinite(t *testing.T) {
	mod, err := model.Lookup(Ad)
	if err != nil {
		t.Fatal(err)
	}
	for _, high := range []bool{false, true} {
		data, err := json.Marshal(boundModel(high))
		if err != nil {
			t.Fatal(err)
		}
		p, err := mod.Parse("model.json", data)
		if err != nil {
			t.Fatalf("high %v: the file at the bounds is refused: %v", high, err)
		}
		ends := model.Settings{}
		for _, c := range p.Controls() {
			switch c.Key {
			case keyEsik, keySiddet, keyN, keyIptal:
				ends[c.Key] = c.Max
				if c.Toggle {
					ends[c.Key] = 1
				}
			case keyOran:
				ends[c.Key] = c.Min
			}
		}
		for _, s := range []model.Settings{nil, ends} {
			r, err := p.Compute(s)
			if err != nil {
				t.Errorf("high %v, settings %v: %v", high, s, err)
				continue
			}
			for _, f := range r.Figures {
				if math.IsInf(f.Value, 0) {
					t.Errorf("high %v, settings %v: figure %s is %v", high, s, f.Name, f.Value)
				}
			}
			for _, name := range r.Tables() {
				tb, err := r.Table(name)
				if err != nil {
					t.Fatal(err)
				}
				for _, row := range tb.Rows {
					for _, c := range row.Cells {
						if math.IsInf(c.Value, 0) || math.IsNaN(c.Value) {
							t.Errorf("high %v, settings %v: table %s row %q has %v", high, s, name, row.Key, c.Value)
						}
					}
				}
			}
			for _, name := range r.Charts() {
				d, err := r.ChartData(name)
				if err == nil {
					err = finiteData(d)
				}
				if err == nil {
					var b *charts.Built
					if b, err = buildResultChart(r, name, testWords{}); err == nil {
						_, err = charts.Options(name, b.Option)
					}
				}
				if err != nil {
					t.Errorf("high %v, settings %v: chart %s: %v", high, s, name, err)
				}
			}
		}
	}
}

// FuzzParse: parse never panics; what it refuses it refuses with every
// problem at its place, and what it accepts computes with finite figures.
// The seeds are the bad files of testdata/params and the reference's.
func FuzzParse(f *testing.F) {
	f.Add(refData(f))
	files, _ := filepath.Glob("testdata/params/*.txt")
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			f.Fatal(err)
		}
		if data, ok := golden.Section(ar, "model.json"); ok {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := parse("model.json", data)
		if err != nil {
			checkPlaced(t, err, "model.json")
			return
		}
		for _, fig := range Hesapla(m).Degerler() {
			if math.IsInf(fig.Value, 0) {
				t.Errorf("figure %s is %v", fig.Name, fig.Value)
			}
		}
	})
}
