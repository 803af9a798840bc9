package butce

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/tools/txtar"

	"coursesite/internal/golden"
)

// TestParseRejects walks testdata/params: each archive is a bad parameter
// file (model.json) and the exact error Parse must give for it (error).
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
			model, want := section(t, ar, "model.json"), section(t, ar, "error")
			m, err := Parse("model.json", model)
			if err == nil {
				t.Fatalf("Parse accepted a bad file: %+v", m)
			}
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

// lessonModel is the lesson's own parameter file.
func lessonModel(t testing.TB) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", DefaultModel))
	if err != nil {
		t.Fatalf("the lesson's parameter file: %v", err)
	}
	return data
}

func TestParseLesson(t *testing.T) {
	m, err := Parse(DefaultModel, lessonModel(t))
	if err != nil {
		t.Fatal(err)
	}
	if m.K01.Esik != 200 || m.GecitPayi != 20 || m.N != 48 || m.ArizaPayiDk != 28.2 {
		t.Errorf("scalars: %+v", m)
	}
	if got := m.Rejim.TarifeYavas.Tarife; len(got) != 17 || got[1] != 400 || got[16] != 400 {
		t.Errorf("rejim.\"tarife yavas\".tarife = %v", got)
	}
	if got := m.Duyarlilik; len(got) != 3 || got[2] != [2]float64{24, 1} {
		t.Errorf("duyarlilik = %v", got)
	}
}

// TestParseAcceptsEdges checks files at the edge of valid: each edit of the
// lesson's file must still parse, to the value given.
func TestParseAcceptsEdges(t *testing.T) {
	base := string(lessonModel(t))
	for _, tc := range []struct {
		name, old, new string
		check          func(*Model) bool
	}{
		{"gateway share equal to the threshold", `"gecitPayi": 20`, `"gecitPayi": 200`,
			func(m *Model) bool { return m.KolaKalan() == 0 }},
		{"one outer request", `"n": 48`, `"n": 1`, func(m *Model) bool { return m.N == 1 }},
		{"n written with a fraction and exponent", `"n": 48`, `"n": 4.8e1`, func(m *Model) bool { return m.N == 48 }},
		{"cycle of one duration", `"teslimat": [8, 9, 8, 10, 8, 9, 8, 10, 8, 9, 8, 10, 8, 9, 8, 10, 40],
      "tarife": [6,`, `"teslimat": [12.5],
      "tarife": [6,`, func(m *Model) bool {
			return len(m.Rejim.Arizasiz.Teslimat) == 1 && m.Rejim.Arizasiz.Teslimat[0] == 12.5
		}},
		{"zero durations and one zero usual duration", `"tarife": 6,`, `"tarife": 0,`,
			func(m *Model) bool { return m.Ortanca.Tarife == 0 }},
		{"empty error budget", `"arizaPayiDk": 28.2`, `"arizaPayiDk": 0`, func(m *Model) bool { return m.ArizaPayiDk == 0 }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			edited := strings.Replace(base, tc.old, tc.new, 1)
			if edited == base {
				t.Fatalf("the lesson's file has no %q", tc.old)
			}
			m, err := Parse("model.json", []byte(edited))
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(m) {
				t.Errorf("parsed to %+v", m)
			}
		})
	}
}

func TestLoad(t *testing.T) {
	fsys := fstest.MapFS{"x/model.json": {Data: lessonModel(t)}, "bad.json": {Data: []byte(`{"n": 0}`)}}
	if m, err := Load(fsys, "x/model.json"); err != nil || m.N != 48 {
		t.Errorf("Load(x/model.json) = %v, %v", m, err)
	}
	if _, err := Load(fsys, "nope.json"); err == nil || !strings.Contains(err.Error(), "nope.json") {
		t.Errorf("Load of a missing file: %v, want an error naming it", err)
	}
	_, err := Load(fsys, "bad.json")
	if es, ok := err.(ParamErrors); !ok || len(es) == 0 || es[0].File != "bad.json" || !strings.HasPrefix(err.Error(), "bad.json:1:1: ") {
		t.Errorf("Load(bad.json): %v, want ParamErrors naming bad.json:1:1", err)
	}
}
