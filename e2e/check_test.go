package e2e

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"coursesite/check"
	"coursesite/model/modeltest"
	"coursesite/nodedeps"
)

// TestCheckWithoutNode runs `go run . check` (check.Run, with its own
// tools: the npm packages, assets.Disk, the listings under node) on
// the fixture project (package modeltest) on a machine without node: it
// cannot run, says why and exits 2, which CI tells apart from findings.
// The lesson's chart (drawn at build time) and its listing need node; go
// stays on PATH for the controls' WebAssembly. The npm packages are
// installed: the check finds them, then misses node. (The check's other
// tests, with stand-ins for what needs node, are package check's.)
func TestCheckWithoutNode(t *testing.T) {
	if err := nodedeps.Ensure(context.Background(), checkoutRoot, os.Stderr); err != nil {
		t.Fatalf("installing the npm packages: %v", err)
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go command on PATH: %v", err)
	}
	bin := t.TempDir()
	if err := os.Symlink(goCmd, filepath.Join(bin, "go")); err != nil {
		t.Fatal(err)
	}
	dir := modeltest.WriteProject(t, nil)
	modeltest.LinkPackages(t, dir)
	t.Chdir(dir)
	t.Setenv("PATH", bin)
	var out, errOut bytes.Buffer
	code := check.Run(context.Background(), nil, &out, &errOut)
	want := "check: could not run: " + modeltest.Lesson + "/index.md: charts: node is not installed; it draws the charts at build time (install Node.js)\n"
	if code != check.ExitNoRun || out.Len() != 0 || errOut.String() != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2 and\n%s", code, out.String(), errOut.String(), want)
	}
}
