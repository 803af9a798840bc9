package butce

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coursesite/internal/golden"
)

// referenceDir is the lesson's reference code, beside the repository.
var referenceDir = filepath.Join("..", "..", "shared", "lesson")

// referenceOutput returns what the reference printed for the lesson's
// parameters, shipped with the lesson as kosum.out.
func referenceOutput(t *testing.T) []byte {
	t.Helper()
	file := filepath.Join(referenceDir, "kosum.out")
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("the reference's output is missing (%v): the lesson material must sit beside the repository as ../shared/lesson", err)
	}
	return want
}

// TestRaporGolden: on the lesson's parameters the report is kosum.out, byte
// for byte.
func TestRaporGolden(t *testing.T) {
	want := referenceOutput(t)
	m, err := Parse(DefaultModel, lessonModel(t))
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := Hesapla(m).Rapor(&got); err != nil {
		t.Fatal(err)
	}
	if d := golden.Diff(got.String(), string(want)); d != "" {
		t.Errorf("report differs from kosum.out: %s", d)
	}
}

// TestRunKosum runs the command as `go run . kosum -model FILE` does.
func TestRunKosum(t *testing.T) {
	want := referenceOutput(t)
	var got bytes.Buffer
	if err := RunKosum(context.Background(), []string{"-model", filepath.Join("..", DefaultModel)}, &got); err != nil {
		t.Fatal(err)
	}
	if d := golden.Diff(got.String(), string(want)); d != "" {
		t.Errorf("kosum differs from kosum.out: %s", d)
	}

	bad := filepath.Join(t.TempDir(), "model.json")
	if err := os.WriteFile(bad, []byte(`{"n": 0}`), 0o644); err != nil {
		t.Fatal(err)
	}
	got.Reset()
	err := RunKosum(context.Background(), []string{"-model", bad}, &got)
	if err == nil || !strings.Contains(err.Error(), bad+":1:7: n: expected a whole number") {
		t.Errorf("kosum on a bad file: %v, want an error naming %s:1:7 and n", err, bad)
	}
	if got.Len() != 0 {
		t.Errorf("kosum printed %q before rejecting the file", got.String())
	}
	if err := RunKosum(context.Background(), []string{"-model", filepath.Join(t.TempDir(), "none.json")}, &got); err == nil {
		t.Error("kosum on a missing file: no error")
	}
}
