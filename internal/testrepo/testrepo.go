// Package testrepo gives tests a copy of the repository to act in as an
// author does — `go run . new`, a build, the check — without touching the
// checkout they run from.
package testrepo

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Copy copies the files git knows of in repo (tracked, or untracked and
// not ignored: an author's work in progress builds too) into dir. A repo
// git cannot list skips the test: a copy without git has no files to know.
func Copy(t testing.TB, repo, dir string) {
	t.Helper()
	list := exec.Command("git", "ls-files", "-co", "--exclude-standard", "-z")
	list.Dir = repo
	out, err := list.Output()
	if err != nil {
		t.Skipf("the repository's files: git ls-files: %v", err)
	}
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		data, err := os.ReadFile(filepath.Join(repo, name))
		if err != nil {
			continue // listed but removed from the work tree
		}
		dst := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// NewLessonName returns base, or base-b, base-c, … : the first name of a
// lesson that the course in dir has taken neither as a lesson's folder
// nor as a model's package (a course that has made base already is
// tested with another).
func NewLessonName(dir, base string) string {
	taken := func(name string) bool {
		for _, p := range []string{"content/" + name, "sim/" + strings.ReplaceAll(name, "-", "")} {
			if _, err := os.Stat(filepath.Join(dir, p)); err == nil {
				return true
			}
		}
		return false
	}
	name := base
	for c := 'b'; taken(name); c++ {
		name = base + "-" + string(c)
	}
	return name
}

// Run runs the command args in dir and returns its output; a failure
// fails the test with what the command printed.
func Run(t testing.TB, dir string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// LastLines returns the last n lines of out, for a test's log.
func LastLines(out []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
