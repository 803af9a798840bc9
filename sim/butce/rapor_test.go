package butce

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"coursesite/internal/golden"
	"coursesite/model"
)

// referenceOutput is what the reference's kosum.mjs prints at its own
// parameters (testdata/kaynak/kosum.out).
func referenceOutput(t testing.TB) string { return string(kaynak(t, "kosum.out")) }

// TestRaporGolden: at the reference's parameters the report is the
// reference's output, kosum.out, byte for byte.
func TestRaporGolden(t *testing.T) {
	var got bytes.Buffer
	if err := Hesapla(refModel(t)).Rapor(&got); err != nil {
		t.Fatal(err)
	}
	if d := golden.Diff(got.String(), referenceOutput(t)); d != "" {
		t.Errorf("the report differs from kosum.out: %s", d)
	}
}

// TestRaporSatirlari: the report's lines are Rapor's, and each line that
// prints a table's row names that table and row (the check names the row
// where a listing prints other numbers), each row once: the shares, the
// two runs, the slots, the fault-free cost and every sensitivity scenario.
func TestRaporSatirlari(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, m := range []*Model{refModel(t), RastgeleModel(rng), RastgeleModel(rng)} {
		s := Hesapla(m)
		lines := s.RaporSatirlari()
		var text strings.Builder
		for _, l := range lines {
			text.WriteString(l.Text + "\n")
		}
		var rapor bytes.Buffer
		if err := s.Rapor(&rapor); err != nil {
			t.Fatal(err)
		}
		if text.String() != rapor.String() {
			t.Fatalf("RaporSatirlari and Rapor differ: %s", golden.Diff(text.String(), rapor.String()))
		}
		seen := map[string][]string{}
		for _, l := range lines {
			if l.Table == "" {
				if l.Row != "" {
					t.Errorf("line %q: row %q of no table", l.Text, l.Row)
				}
				continue
			}
			if strings.Contains(l.Text, "\n") {
				t.Errorf("line %q holds a newline", l.Text)
			}
			seen[l.Table] = append(seen[l.Table], l.Row)
			tb, err := s.Tablo(l.Table)
			if err != nil {
				t.Errorf("line %q: %v", l.Text, err)
				continue
			}
			keys := rowKeys(tb.Rows)
			if !slices.Contains(keys, l.Row) {
				t.Errorf("line %q: row %q of table %s, whose rows are %v", l.Text, l.Row, l.Table, keys)
			}
		}
		policies := []string{"acgozlu", "esit", "agirlikli"}
		var scen []string
		for i := range m.Duyarlilik {
			scen = append(scen, strconv.Itoa(i+1))
		}
		want := map[string][]string{
			"paylar": policies, "arizasiz": policies, "tarifeYavas": policies, "yuva": policies,
			"sonTarih": {"alan", "tepe"}, "fazladan": {"esit", "agirlikli"}, "duyarlilik": scen,
		}
		for table, rows := range want {
			if !slices.Equal(seen[table], rows) {
				t.Errorf("table %s: the report prints rows %v, want %v", table, seen[table], rows)
			}
		}
	}
}

// rowKeys names a table's rows as the report does: by key, or by number
// from 1 when a row has none (its first cell heads it).
func rowKeys(rows []model.Row) []string {
	keys := make([]string, len(rows))
	for i, r := range rows {
		keys[i] = r.Key
		if r.Key == "" {
			keys[i] = strconv.Itoa(i + 1)
		}
	}
	return keys
}
