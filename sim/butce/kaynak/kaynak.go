// Package kaynak reads the first lesson's reference material — the lesson
// as its author wrote it, its model in JavaScript and what that prints
// (sim/butce/testdata/kaynak, whose README says what each file is) — for
// the tests that hold the Go model (sim/butce) and the published page
// (contenttest) to it. It is test support: no program imports it.
package kaynak

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// Dir returns the reference material's folder, found from this file's
// place, so that a test of any package reads the same files.
func Dir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return filepath.Join("sim", "butce", "testdata", "kaynak")
	}
	return filepath.Join(filepath.Dir(file), "..", "testdata", "kaynak")
}

// Read returns the reference's file name (a slash-separated path inside
// Dir).
func Read(name string) ([]byte, error) {
	data, err := os.ReadFile(filepath.Join(Dir(), filepath.FromSlash(name)))
	if err != nil {
		return nil, fmt.Errorf("the reference material: %v", err)
	}
	return data, nil
}

// MustRead is Read for a test: a file that cannot be read fails t.
func MustRead(t testing.TB, name string) []byte {
	t.Helper()
	data, err := Read(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// MustTables is Tables of the reference's own output (kosum.out), for a
// test: output it cannot read fails t.
func MustTables(t testing.TB) map[string][]Row {
	t.Helper()
	out, err := Tables(string(MustRead(t, "kosum.out")))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A Row is a table row as the reference prints it: the row's key (a
// policy's name as the reference spells it, a line of the fault-free cost,
// or "" for a row its first number heads) and its numbers, written the
// Turkish way, as the page's cells write them.
type Row struct {
	Key   string
	Cells []string
}

var (
	policyLine = regexp.MustCompile(`^(acgozlu|esit|agirlikli) +(\d.*)$`)
	fieldLine  = regexp.MustCompile(`= (\S+) B/istek, takip yanitinin \(\S+ B\) (%\S+)$`)
	edgeLine   = regexp.MustCompile(`-> (\S+) B/s = (\S+) KiB/s$`)
	extraLine  = regexp.MustCompile(`^(esit|agirlikli) +: acgozluye gore (\S+) fazladan dusen istek = (%\S+) -> tepe okumada (\S+) istek/s$`)
)

// Tables reads the tables out of what the reference printed (output,
// kosum.out): for each of the model's tables, its rows. A number is
// written as the page writes it — a decimal comma, its unit where the
// reference prints one beside it.
func Tables(output string) (map[string][]Row, error) {
	tr := strings.NewReplacer(".", ",")
	sections := strings.Split(output, "\n\n")
	if len(sections) != 6 {
		return nil, fmt.Errorf("kosum.out has %d sections, the reader knows 6", len(sections))
	}
	policies := func(section int) []Row {
		var out []Row
		for _, line := range strings.Split(sections[section], "\n") {
			if m := policyLine.FindStringSubmatch(line); m != nil {
				out = append(out, Row{m[1], strings.Fields(tr.Replace(m[2]))})
			}
		}
		return out
	}
	out := map[string][]Row{"paylar": policies(0), "arizasiz": policies(1), "tarifeYavas": policies(2), "yuva": policies(3)}
	for _, line := range strings.Split(sections[4], "\n") {
		line = tr.Replace(line)
		if m := fieldLine.FindStringSubmatch(line); m != nil {
			out["sonTarih"] = append(out["sonTarih"], Row{"alan", []string{m[1] + " B/istek"}}, Row{"oran", []string{m[2]}})
		}
		if m := edgeLine.FindStringSubmatch(line); m != nil {
			out["sonTarih"] = append(out["sonTarih"], Row{"tepe", []string{m[1] + " B/s"}}, Row{"kib", []string{m[2] + " KiB/s"}})
		}
		if m := extraLine.FindStringSubmatch(line); m != nil {
			out["fazladan"] = append(out["fazladan"], Row{m[1], m[2:]})
		}
	}
	// The sensitivity rows, after a title and a header: "12 1 12 %42.6".
	lines := strings.Split(strings.TrimSpace(sections[5]), "\n")
	if len(lines) < 3 {
		return nil, fmt.Errorf("kosum.out: the sensitivity section has no rows")
	}
	for _, line := range lines[2:] {
		out["duyarlilik"] = append(out["duyarlilik"], Row{"", strings.Fields(tr.Replace(line))})
	}
	for name, rows := range out {
		if len(rows) == 0 {
			return nil, fmt.Errorf("kosum.out: no rows of table %s", name)
		}
	}
	return out, nil
}
