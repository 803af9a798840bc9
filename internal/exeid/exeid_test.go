package exeid

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestIDFollowsTheCode builds two programs that differ in one constant and
// one that is the first again: the same code has the same ID, other code
// another, and the ID is the Go build ID that go tool buildid reads.
func TestIDFollowsTheCode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds three programs")
	}
	dir := t.TempDir()
	build := func(name, text string) string {
		src := filepath.Join(dir, name)
		if err := os.MkdirAll(src, 0o755); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(src, "go.mod"), []byte("module p\n\ngo 1.21\n"), 0o644)
		os.WriteFile(filepath.Join(src, "main.go"), []byte("package main\n\nfunc main() { println(\""+text+"\") }\n"), 0o644)
		exe := filepath.Join(dir, name+".exe")
		cmd := exec.Command("go", "build", "-trimpath", "-o", exe, ".")
		cmd.Dir = src
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
		return exe
	}
	a, b, again := build("a", "bir"), build("b", "iki"), build("c", "bir")
	ida, err := Of(a)
	if err != nil {
		t.Fatal(err)
	}
	idb, _ := Of(b)
	idAgain, _ := Of(again)
	if ida == idb {
		t.Errorf("two programs of different code have one ID %q", ida)
	}
	if ida != idAgain {
		t.Errorf("the same code built twice: IDs %q and %q", ida, idAgain)
	}
	if runtime.GOOS == "linux" {
		out, err := exec.Command("go", "tool", "buildid", a).Output()
		if err != nil {
			t.Fatal(err)
		}
		if want := "go:" + strings.TrimSpace(string(out)); ida != want {
			t.Errorf("ID %q, go tool buildid says %q", ida, want)
		}
	}
}

// TestIDOfAnotherFile: a file that is no Go program still has an ID, its
// content's hash, and a missing one has none.
func TestIDOfAnotherFile(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "x")
	os.WriteFile(f, []byte("not a program"), 0o644)
	id1, err := Of(f)
	if err != nil || !strings.HasPrefix(id1, "sha256:") {
		t.Fatalf("Of(text file) = %q, %v; want a sha256 ID", id1, err)
	}
	os.WriteFile(f, []byte("not a program either"), 0o644)
	if id2, _ := Of(f); id2 == id1 {
		t.Errorf("two contents, one ID %q", id1)
	}
	if _, err := Of(filepath.Join(dir, "missing")); err == nil {
		t.Error("Of(missing file): no error")
	}
	if id, err := ID(); err != nil || id == "" {
		t.Errorf("ID() of this test = %q, %v", id, err)
	}
}
