package butce

import (
	"testing"

	kaynakpkg "coursesite/sim/butce/kaynak"
)

// kaynakDir holds the lesson as its author wrote it — its text, its
// reference code and what that code prints — and the parameters the
// reference is written for (model.json; testdata/kaynak/README.md). The
// tests of the model's fidelity compare at these parameters, never at the
// lesson's content/…/model.json, which an author may change.
const kaynakDir = "testdata/kaynak"

// kaynak returns the reference's file name.
var kaynak = kaynakpkg.MustRead

// refData is the reference's parameter file, as written.
func refData(t testing.TB) []byte { return kaynak(t, "model.json") }

// parse reads a parameter file as the registered model does
// (model.Spec.Decode: paramfile.Decode, then Prepare) and returns the
// parameters it holds.
func parse(file string, data []byte) (*Model, error) {
	g, err := spec.Decode(file, data)
	if err != nil {
		return nil, err
	}
	return &g.Model, nil
}

// refModel is the reference's parameter file, parsed.
func refModel(t testing.TB) *Model {
	t.Helper()
	m, err := parse("model.json", refData(t))
	if err != nil {
		t.Fatal(err)
	}
	return m
}
