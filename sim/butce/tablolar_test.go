package butce

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"coursesite/model"
	"coursesite/tables"
)

// A refRow is a table row as the reference prints it: the row's key (a
// policy's name as the reference spells it, a line of the fault-free cost,
// or "" for a row its first number heads) and its numbers, written the
// Turkish way, as the page's cells write them.
type refRow struct {
	Key   string
	Cells []string
}

var (
	policyLine = regexp.MustCompile(`^(acgozlu|esit|agirlikli) +(\d.*)$`)
	fieldLine  = regexp.MustCompile(`= (\S+) B/istek, takip yanitinin \(\S+ B\) (%\S+)$`)
	edgeLine   = regexp.MustCompile(`-> (\S+) B/s = (\S+) KiB/s$`)
	extraLine  = regexp.MustCompile(`^(esit|agirlikli) +: acgozluye gore (\S+) fazladan dusen istek = (%\S+) -> tepe okumada (\S+) istek/s$`)
)

// referenceTables reads the tables out of what the reference printed
// (kaynak/kosum.out): for each of the model's tables, its rows. A number is
// written as the page writes it — a decimal comma, its unit where the
// reference prints one beside it.
func referenceTables(t testing.TB) map[string][]refRow {
	t.Helper()
	tr := strings.NewReplacer(".", ",")
	sections := strings.Split(referenceOutput(t), "\n\n")
	if len(sections) != 6 {
		t.Fatalf("kosum.out has %d sections, this test reads 6", len(sections))
	}
	policies := func(section int) []refRow {
		var out []refRow
		for _, line := range strings.Split(sections[section], "\n") {
			if m := policyLine.FindStringSubmatch(line); m != nil {
				out = append(out, refRow{m[1], strings.Fields(tr.Replace(m[2]))})
			}
		}
		return out
	}
	out := map[string][]refRow{"paylar": policies(0), "arizasiz": policies(1), "tarifeYavas": policies(2), "yuva": policies(3)}
	for _, line := range strings.Split(sections[4], "\n") {
		line = tr.Replace(line)
		if m := fieldLine.FindStringSubmatch(line); m != nil {
			out["sonTarih"] = append(out["sonTarih"], refRow{"alan", []string{m[1] + " B/istek"}}, refRow{"oran", []string{m[2]}})
		}
		if m := edgeLine.FindStringSubmatch(line); m != nil {
			out["sonTarih"] = append(out["sonTarih"], refRow{"tepe", []string{m[1] + " B/s"}}, refRow{"kib", []string{m[2] + " KiB/s"}})
		}
		if m := extraLine.FindStringSubmatch(line); m != nil {
			out["fazladan"] = append(out["fazladan"], refRow{m[1], m[2:]})
		}
	}
	// The sensitivity rows, after a title and a header: "12 1 12 %42.6".
	for _, line := range strings.Split(strings.TrimSpace(sections[5]), "\n")[2:] {
		out["duyarlilik"] = append(out["duyarlilik"], refRow{"", strings.Fields(tr.Replace(line))})
	}
	for name, rows := range out {
		if len(rows) == 0 {
			t.Fatalf("kosum.out: no rows of table %s", name)
		}
	}
	return out
}

// tableRows writes a model table's rows as the page's cells write them.
func tableRows(t *testing.T, s *Sonuc, name string) []refRow {
	t.Helper()
	tb, err := s.Tablo(name)
	if err != nil {
		t.Fatal(err)
	}
	var out []refRow
	for _, r := range tb.Rows {
		row := refRow{Key: r.Key}
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
	for _, m := range []*Model{refModel(t), randomModel(rng), randomModel(rng), boundModel(true), boundModel(false)} {
		r := sonucu{Hesapla(m)}
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

func mustTable(t *testing.T, r model.Result, name string) *model.Table {
	t.Helper()
	tb, err := r.Table(name)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}
