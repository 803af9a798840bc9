package contenttest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"coursesite/internal/golden"
	"coursesite/model/paramfile"
	"coursesite/sim/butce"
	kaynakpkg "coursesite/sim/butce/kaynak"
)

// parityCases is how many random parameter files the parity test makes.
const parityCases = 400

// TestParity runs the reference (sim/butce/testdata/kaynak/butce/*.mjs,
// under node, through testdata/harness.mjs) and the Go port (package
// butce) on the same parameter files, built by hand for the edge cases and
// at random for the rest, all within the bounds the parameter file allows,
// and compares their output byte for byte. Without node it fails: the
// parity with the reference is what makes the model the lesson's.
func TestParity(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is not installed: the parity test runs the reference model under node (install Node.js): %v", err)
	}
	refDir := filepath.Join(kaynakpkg.Dir(), "butce")
	if _, err := os.Stat(filepath.Join(refDir, "zincir.mjs")); err != nil {
		t.Fatalf("the reference code is missing: %v", err)
	}

	cases := parityModels(t)
	dir := t.TempDir()
	files := make(map[string][]byte, len(cases))
	for name, m := range cases {
		data, err := json.MarshalIndent(m, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		files[name+".json"] = data
		if err := os.WriteFile(filepath.Join(dir, name+".json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	cmd := exec.Command(node, filepath.Join("testdata", "harness.mjs"), refDir, dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the harness failed: %v\n%s", err, stderr.Bytes())
	}
	var results map[string]json.RawMessage
	if err := json.Unmarshal(out, &results); err != nil {
		t.Fatalf("the harness's output: %v", err)
	}

	names := slices.Sorted(func(yield func(string) bool) {
		for name := range files {
			if !yield(name) {
				return
			}
		}
	})
	failures := 0
	for _, name := range names {
		var want string
		if err := json.Unmarshal(results[name], &want); err != nil {
			t.Errorf("%s: the reference gave no output: %s", name, results[name])
			continue
		}
		m, err := parse(name, files[name])
		if err != nil {
			t.Errorf("%s: parse rejected a valid file: %v", name, err)
			continue
		}
		var got bytes.Buffer
		if err := butce.Hesapla(m).Rapor(&got); err != nil {
			t.Fatal(err)
		}
		if d := golden.Diff(got.String(), want); d != "" {
			if failures++; failures <= 5 {
				t.Errorf("%s: the Go port differs from the reference, %s\nparameters:\n%s", name, d, files[name])
			}
		}
	}
	if failures > 5 {
		t.Errorf("%d of %d parameter files differ (first 5 shown)", failures, len(names))
	}
}

// parse reads a parameter file of the model as the model reads it
// (paramfile.Decode: its tags and Check) and returns the parameters it
// holds.
func parse(file string, data []byte) (*butce.Model, error) {
	var m butce.Model
	if err := paramfile.Decode(file, data, &m); err != nil {
		return nil, err
	}
	return &m, nil
}

// parityModels returns the parameter files of the parity test by name: the
// reference's, the edge cases built by hand, and parityCases random ones.
func parityModels(t *testing.T) map[string]*butce.Model {
	t.Helper()
	ref, err := parse("model.json", refData(t))
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(m *butce.Model)) *butce.Model {
		m := *ref
		m.Rejim = butce.Rejimler{}
		for _, r := range butce.RejimListesi {
			for _, a := range butce.AdimListesi {
				*m.Rejim.Get(r).Ptr(a) = slices.Clone(ref.Rejim.Get(r).Get(a))
			}
		}
		m.Duyarlilik = slices.Clone(ref.Duyarlilik)
		f(&m)
		return &m
	}
	cases := map[string]*butce.Model{
		"reference": ref,
		// Means of x.25 and slots of x.x25: exact binary ties that toFixed
		// rounds up where Go's strconv rounds to even.
		"ties": edit(func(m *butce.Model) {
			m.K01 = butce.K01{Esik: 1000, TepeOkuma: 1000, TepeUc: 0.125, YanitBayt: 1}
			m.GecitPayi, m.N, m.Cagri, m.SonTarihBayt, m.ArizaPayiDk = 0, 4, 1, 1, 100
			m.Rejim.Arizasiz = butce.Sureler{Teslimat: []float64{0}, Tarife: []float64{120, 121, 122, 126}, Olcu: []float64{0}}
			m.Rejim.TarifeYavas = butce.Sureler{Teslimat: []float64{0.25}, Tarife: []float64{600, 0.5, 1.75}, Olcu: []float64{400.25}}
			m.Duyarlilik = [][2]float64{{0.25, 1}, {0.125, 1}, {0.05, 1}, {122.25, 0.1}}
		}),
		// One extra drop out of one request at 0.125 requests/s: 0.125 to two
		// digits is a tie too.
		"ties-one-request": edit(func(m *butce.Model) {
			m.K01 = butce.K01{Esik: 100, TepeOkuma: 0.125, TepeUc: 1, YanitBayt: 1}
			m.GecitPayi, m.N = 0, 1
			m.Rejim.Arizasiz = butce.Sureler{Teslimat: []float64{1}, Tarife: []float64{60}, Olcu: []float64{10}}
		}),
		"gateway-takes-threshold": edit(func(m *butce.Model) { m.GecitPayi = m.K01.Esik }),
		"first-read-eats-branch": edit(func(m *butce.Model) {
			R := m.KolaKalan()
			m.Rejim.Arizasiz.Tarife = []float64{R}
			m.Rejim.TarifeYavas.Tarife = []float64{R, R / 2, R + 0.5}
		}),
		"shares-exactly": edit(func(m *butce.Model) {
			R := m.KolaKalan()
			t, o := m.Paylar(butce.Agirlikli, R)
			m.Rejim.Arizasiz.Tarife = []float64{R / 2, t, o, R}
			m.Rejim.Arizasiz.Olcu = []float64{R / 2, o, t, 0}
		}),
		// The most outer requests a run may have, on cycles of one.
		"most-requests-cycles-of-one": edit(func(m *butce.Model) {
			m.N = butce.MaxN
			for _, r := range butce.RejimListesi {
				for _, a := range butce.AdimListesi {
					*m.Rejim.Get(r).Ptr(a) = []float64{12.5 * float64(a+1) * float64(r+1)}
				}
			}
		}),
		// The longest cycles, more than a run of the reference's 48
		// requests reads: the cursors never wrap.
		"longest-cycles": edit(func(m *butce.Model) {
			for _, r := range butce.RejimListesi {
				for _, a := range butce.AdimListesi {
					seq := make([]float64, butce.MaxCycle)
					for i := range seq {
						seq[i] = float64((i*37+int(a)*11+int(r)*5)%230) + 0.5*float64(i%2)
					}
					*m.Rejim.Get(r).Ptr(a) = seq
				}
			}
			m.N = 2*butce.MaxCycle + 17
		}),
		// Numbers String(x) writes with an exponent: below 1e-6.
		"exponents": edit(func(m *butce.Model) {
			m.K01.TepeOkuma, m.K01.TepeUc = 1e-7, 1.5e-7
			m.SonTarihBayt, m.Cagri = 2.5e-7, 3
			m.Ortanca.Teslimat = 5e-7
			m.Rejim.Arizasiz.Teslimat = []float64{1e-7, 0, 3e-7}
			m.Duyarlilik = [][2]float64{{1e-7, 1}, {12, 2.5e-7}}
		}),
		// Every number at the top of its range: the largest products the
		// report prints (2.2e10 slots, 1e18 B/s, a budget spent 4.5e10 %).
		"largest-values": edit(func(m *butce.Model) {
			m.K01 = butce.K01{Esik: butce.MaxMs, TepeOkuma: butce.MaxRate, TepeUc: butce.MaxRate, YanitBayt: butce.MinYanit}
			m.GecitPayi, m.Cagri, m.SonTarihBayt, m.ArizaPayiDk = butce.MaxMs/4, butce.MaxCalls, butce.MaxBytes, butce.MinPayDk
			m.Ortanca = butce.Adimlar[float64]{Teslimat: butce.MaxMs, Tarife: butce.MaxMs, Olcu: butce.MaxMs}
			m.Rejim.Arizasiz = butce.Sureler{Teslimat: []float64{butce.MaxMs, 0}, Tarife: []float64{butce.MaxMs / 4, butce.MaxMs}, Olcu: []float64{butce.MaxMs}}
			m.Rejim.TarifeYavas = butce.Sureler{Teslimat: []float64{butce.MaxMs}, Tarife: []float64{butce.MaxMs}, Olcu: []float64{butce.MaxMs / 3}}
			m.Duyarlilik = [][2]float64{{butce.MonthMins, butce.MaxTimes}, {0, butce.MaxTimes}, {butce.MonthMins, 0}}
		}),
		// Every number at the bottom of its range.
		"smallest-values": edit(func(m *butce.Model) {
			m.K01 = butce.K01{YanitBayt: butce.MinYanit}
			m.GecitPayi, m.N, m.Cagri, m.SonTarihBayt, m.ArizaPayiDk = 0, 1, 0, 0, butce.MinPayDk
			m.Ortanca = butce.Adimlar[float64]{Tarife: butce.MinTarife}
			zero := []float64{0}
			m.Rejim = butce.Rejimler{Arizasiz: butce.Sureler{Teslimat: zero, Tarife: zero, Olcu: zero}, TarifeYavas: butce.Sureler{Teslimat: zero, Tarife: zero, Olcu: zero}}
			m.Duyarlilik = [][2]float64{{0, 0}}
		}),
	}
	rng := rand.New(rand.NewPCG(2, 0x5eed))
	for i := range parityCases {
		cases[fmt.Sprintf("random-%03d", i)] = butce.RastgeleModel(rng)
	}
	checkCoverage(t, cases)
	return cases
}

// checkCoverage fails when the parameter files stop covering a case the
// parity test exists for, so that a change to the generator cannot quietly
// make the test weaker.
func checkCoverage(t *testing.T, cases map[string]*butce.Model) {
	t.Helper()
	tie := func(x float64) bool { f := x * 10; return f-math.Floor(f) == 0.5 }
	counts := map[string]int{}
	for _, m := range cases {
		s := butce.Hesapla(m)
		if m.KolaKalan() == 0 {
			counts["gateway share equal to the threshold"]++
		}
		if m.N == 1 {
			counts["one outer request"]++
		}
		if m.N >= 1000 {
			counts["thousands of outer requests"]++
		}
		if m.N == butce.MaxN {
			counts["the most outer requests"]++
		}
		if x := m.K01.TepeUc; x > 0 && x < 1e-6 {
			counts["a parameter String(x) writes with an exponent"]++
		}
		if m.K01.TepeOkuma == butce.MaxRate && m.SonTarihBayt == butce.MaxBytes {
			counts["parameters at the top of their ranges"]++
		}
		for _, r := range butce.RejimListesi {
			seqs := m.Rejim.Get(r)
			if len(seqs.Tarife) == 1 {
				counts["cycle of one"]++
			}
			if len(seqs.Tarife) >= 40 {
				counts["cycle of 40 or more"]++
			}
			if len(seqs.Tarife) == butce.MaxCycle {
				counts["a cycle of the most durations"]++
			}
			if slices.ContainsFunc(seqs.Tarife, func(x float64) bool { return x != math.Trunc(x) }) {
				counts["fractional durations"]++
			}
			if m.KolaKalan() > 0 && slices.Contains(seqs.Tarife, m.KolaKalan()) {
				counts["a first read that takes the whole branch budget"]++
			}
			for _, p := range butce.PolitikaListesi {
				if k := s.Kosum(r, p); tie(k.Ortalama) {
					counts["mean at an exact tie of toFixed(1)"]++
				}
			}
		}
		if s.Fazladan[butce.Esit].Fazla < 0 || s.Fazladan[butce.Agirlikli].Fazla < 0 {
			counts["a policy dropping fewer than greedy"]++
		}
	}
	for _, want := range []string{
		"gateway share equal to the threshold", "one outer request", "thousands of outer requests",
		"cycle of one", "cycle of 40 or more", "fractional durations",
		"a first read that takes the whole branch budget", "mean at an exact tie of toFixed(1)",
		"a policy dropping fewer than greedy", "the most outer requests", "a cycle of the most durations",
		"a parameter String(x) writes with an exponent", "parameters at the top of their ranges",
	} {
		if counts[want] == 0 {
			t.Errorf("no parameter file covers %q", want)
		}
	}
	t.Logf("%d parameter files; coverage: %v", len(cases), counts)
}
