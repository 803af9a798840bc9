package site

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"coursesite/internal/golden"
	"coursesite/sim"
)

// TestListingsPrintTheTables runs the code the lesson shows (its listings,
// content/zaman-asimi-butceleri/butce/*.mjs) under node and checks that it
// prints exactly the tables the Go model computes from the lesson's
// model.json: the listings are the code that computed the page.
func TestListingsPrintTheTables(t *testing.T) {
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatal("node is not installed; this test runs the lesson's listings under node (install Node.js)")
	}
	dir := filepath.Join(projectRoot, "content", "zaman-asimi-butceleri")
	cmd := exec.Command("node", "kosum.mjs")
	cmd.Dir = filepath.Join(dir, "butce")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	js, err := cmd.Output()
	if err != nil {
		t.Fatalf("node kosum.mjs: %v\n%s", err, stderr.Bytes())
	}
	m, err := sim.Parse("model.json", mustRead(t, filepath.Join(dir, "model.json")))
	if err != nil {
		t.Fatal(err)
	}
	var goOut bytes.Buffer
	if err := sim.Hesapla(m).Rapor(&goOut); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(js, goOut.Bytes()) {
		t.Errorf("the listings print other tables than the model computes from model.json (update the listings' constants or the parameters):\n%s", golden.Diff(string(js), goOut.String()))
	}
	if _, err := os.Stat(filepath.Join(dir, "butce", "zincir.mjs")); err != nil {
		t.Error(err)
	}
}
