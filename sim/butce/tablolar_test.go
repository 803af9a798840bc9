package butce

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"coursesite/sim"
)

func lesson(t *testing.T) *sim.Sonuc {
	t.Helper()
	data, err := os.ReadFile("../content/zaman-asimi-butceleri/model.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := sim.Parse("model.json", data)
	if err != nil {
		t.Fatal(err)
	}
	return sim.Hesapla(m)
}

var cell = regexp.MustCompile(`<t[dh][^>]*>([^<]*)</t[dh]>`)

// rows returns a rendered table's body rows, cell texts in Turkish format.
func rows(t *testing.T, s *sim.Sonuc, name string) [][]string {
	t.Helper()
	h, err := Render(s, name)
	if err != nil {
		t.Fatal(err)
	}
	_, body, _ := strings.Cut(h, "<tbody>")
	var out [][]string
	for _, tr := range strings.Split(body, "<tr>")[1:] {
		var r []string
		for _, m := range cell.FindAllStringSubmatch(tr, -1) {
			r = append(r, m[1])
		}
		out = append(out, r)
	}
	return out
}

// TestTablesMatchReference compares every cell of the tables with what the
// reference prints for the lesson (../shared/lesson/kosum.out): the same
// numbers, in Turkish format.
func TestTablesMatchReference(t *testing.T) {
	ref, err := os.ReadFile("../../shared/lesson/kosum.out")
	if err != nil {
		t.Fatalf("the reference's output is needed: %v", err)
	}
	sections := strings.Split(string(ref), "\n\n")
	fields := func(section int) [][]string {
		var out [][]string
		for _, line := range strings.Split(sections[section], "\n") {
			f := strings.Fields(line)
			if len(f) > 0 && (f[0] == "acgozlu" || f[0] == "esit" || f[0] == "agirlikli") {
				out = append(out, f[1:])
			}
		}
		return out
	}
	tr := strings.NewReplacer(".", ",")
	s := lesson(t)
	for name, section := range map[string]int{"paylar": 0, "arizasiz": 1, "tarifeYavas": 2, "yuva": 3} {
		got, want := rows(t, s, name), fields(section)
		if len(got) != len(want) {
			t.Fatalf("%s: %d rows, reference %d", name, len(got), len(want))
		}
		for i := range want {
			if len(got[i]) != len(want[i])+1 {
				t.Errorf("%s row %d: %q, reference %q", name, i, got[i], want[i])
				continue
			}
			if got[i][0] != sim.PolitikaListesi[i].Baslik() {
				t.Errorf("%s row %d is %q, want %q", name, i, got[i][0], sim.PolitikaListesi[i].Baslik())
			}
			for j, w := range want[i] {
				if g := got[i][j+1]; g != tr.Replace(w) {
					t.Errorf("%s row %d column %d: %q, reference %q", name, i, j+1, g, w)
				}
			}
		}
	}
	// The sensitivity rows: "12 1 12 %42.6".
	var want [][]string
	for _, line := range strings.Split(strings.TrimSpace(sections[5]), "\n")[2:] {
		want = append(want, strings.Fields(tr.Replace(line)))
	}
	got := rows(t, s, "duyarlilik")
	if strings.Join(flat(got), " ") != strings.Join(flat(want), " ") {
		t.Errorf("duyarlilik rows %q, reference %q", got, want)
	}
	// The fault-free cost: each figure the reference prints, as the page writes it.
	cost := strings.Join(append(flat(rows(t, s, "sonTarih")), flat(rows(t, s, "fazladan"))...), " | ")
	for _, w := range []string{"40 B/istek", "%8,3", "20555,60 B/s", "20,07 KiB/s", "2/48", "%4,17", "17,36"} {
		if !strings.Contains(cost, w) {
			t.Errorf("the fault-free cost tables lack %q: %s", w, cost)
		}
	}
}

func flat(rows [][]string) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}

func TestRenderNames(t *testing.T) {
	s := lesson(t)
	for _, name := range Names() {
		h, err := Render(s, name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !strings.HasPrefix(h, `<figure class="tablo" id="tablo-`+name+`">`) || !strings.Contains(h, "<caption>") || strings.Contains(h, "\n") {
			t.Errorf("%s: not one figure with a caption on one line: %.120s", name, h)
		}
		if strings.ContainsAny(h, ".") && regexp.MustCompile(`\d\.\d`).MatchString(h) {
			t.Errorf("%s: a decimal point instead of a comma: %s", name, h)
		}
	}
	if _, err := Render(s, "yok"); err == nil || !strings.Contains(err.Error(), `unknown table "yok"`) {
		t.Errorf("unknown table: %v", err)
	}
}
