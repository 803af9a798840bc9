// Package golden holds what the project's golden tests share: the -update
// flag, the sections of a txtar archive, and where two texts part.
//
// A golden test keeps each case in testdata/*.txt, a txtar archive with its
// input and its expected output in one file, one subtest per archive; run
// with -update, it rewrites the expected sections from what the code gives
// now, and the diff is reviewed before it is committed.
package golden

import (
	"flag"
	"strconv"
	"strings"

	"golang.org/x/tools/txtar"
)

// Update is the -update flag of every test binary that imports this package.
var Update = flag.Bool("update", false, "rewrite the golden files' expected sections from what the code gives now")

// Section returns the data of the archive's file called name, and whether
// the archive has one.
func Section(ar *txtar.Archive, name string) ([]byte, bool) {
	for _, f := range ar.Files {
		if f.Name == name {
			return f.Data, true
		}
	}
	return nil, false
}

// SetSection sets the data of the archive's file called name, adding the
// file at the end when the archive has none.
func SetSection(ar *txtar.Archive, name string, data []byte) {
	for i := range ar.Files {
		if ar.Files[i].Name == name {
			ar.Files[i].Data = data
			return
		}
	}
	ar.Files = append(ar.Files, txtar.File{Name: name, Data: data})
}

// Diff describes the first line where got and want differ, or returns ""
// when they are equal.
func Diff(got, want string) string {
	if got == want {
		return ""
	}
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			return "line " + strconv.Itoa(i+1) + ":\n got: " + clip(strconv.Quote(gl)) + "\nwant: " + clip(strconv.Quote(wl))
		}
	}
	return "(the same lines, other bytes)"
}

func clip(s string) string {
	if len(s) > 400 {
		return s[:400] + "…"
	}
	return s
}
