package butce

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"coursesite/model"
	kaynakpkg "coursesite/sim/butce/kaynak"
	"coursesite/tables"
)

// referenceTables is the tables the reference prints.
var referenceTables = kaynakpkg.MustTables

// tableRows writes a model table's rows as the page's cells write them.
func tableRows(t *testing.T, s *Sonuc, name string) []kaynakpkg.Row {
	t.Helper()
	tb, err := s.Tablo(name)
	if err != nil {
		t.Fatal(err)
	}
	var out []kaynakpkg.Row
	for _, r := range tb.Rows {
		row := kaynakpkg.Row{Key: r.Key}
		for _, c := range r.Cells {
			row.Cells = append(row.Cells, tables.Cell(c))
		}
		out = append(out, row)
	}
	return out
}

// TestTablesMatchReference: at the reference's parameters every table of
// the model holds, row for row and cell for cell, the numbers the
// reference prints (kosum.out), written the Turkish way; and the model has
// no table the reference does not print.
func TestTablesMatchReference(t *testing.T) {
	want := referenceTables(t)
	s := Hesapla(refModel(t))
	if got := slices.Sorted(func(yield func(string) bool) {
		for name := range want {
			if !yield(name) {
				return
			}
		}
	}); !slices.Equal(got, slices.Sorted(slices.Values(tabloAdlari))) {
		t.Errorf("the reference prints tables %v, the model has %v", got, tabloAdlari)
	}
	for _, name := range tabloAdlari {
		if got := tableRows(t, s, name); !reflect.DeepEqual(got, want[name]) {
			t.Errorf("table %s:\n got %q\nwant %q (kosum.out)", name, got, want[name])
		}
	}
}

// TestTablesShape: for any parameters, every table the model names is
// there, each row has a cell for each column (but the row header's, when
// the row has a key, whose word heads it), and an unknown name is an
// error that lists the tables.
func TestTablesShape(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for _, m := range []*Model{refModel(t), RastgeleModel(rng), RastgeleModel(rng), boundModel(true), boundModel(false)} {
		r := Hesapla(m).Cikti()
		if !slices.Equal(r.Tables(), tabloAdlari) {
			t.Errorf("Tables() = %v", r.Tables())
		}
		for _, name := range r.Tables() {
			tb, err := r.Table(name)
			if err != nil {
				t.Fatal(err)
			}
			if len(tb.Columns) < 2 || len(tb.Rows) == 0 {
				t.Errorf("%s: %d columns, %d rows", name, len(tb.Columns), len(tb.Rows))
			}
			for i, row := range tb.Rows {
				want := len(tb.Columns)
				if row.Key != "" {
					want--
				}
				if len(row.Cells) != want {
					t.Errorf("%s row %d (%q): %d cells for %d columns", name, i, row.Key, len(row.Cells), len(tb.Columns))
				}
			}
		}
		if got, want := len(mustTable(t, r, "duyarlilik").Rows), len(m.Duyarlilik); got != want {
			t.Errorf("duyarlilik: %d rows for %d scenarios", got, want)
		}
	}
	_, err := Hesapla(refModel(t)).Tablo("yok")
	if err == nil || !strings.Contains(err.Error(), `unknown table "yok"`) || !strings.Contains(err.Error(), "duyarlilik") {
		t.Errorf("an unknown table: %v", err)
	}
}

func mustTable(t *testing.T, r *model.Result, name string) *model.Table {
	t.Helper()
	tb, err := r.Table(name)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}
