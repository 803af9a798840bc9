package cachedir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProject: a project's cache folder is in the user's cache folder
// ($COURSESITE_CACHE here), never in the project; it is the same for the
// same project however its path is spelled (relative, through a link), and
// another for another project; it records the project's path.
func TestProject(t *testing.T) {
	base := t.TempDir()
	t.Setenv(Env, base)
	root, other := t.TempDir(), t.TempDir()
	dir, err := Project(root)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(dir, filepath.Join(base, projectsDir)+string(filepath.Separator)) {
		t.Errorf("Project = %s, want a folder of %s", dir, filepath.Join(base, projectsDir))
	}
	if err := Outside(dir, root); err != nil {
		t.Error(err)
	}
	link := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(root, link); err != nil {
		t.Fatal(err)
	}
	t.Chdir(root)
	for _, p := range []string{".", link, root + "/x/.."} {
		if d, err := Project(p); err != nil || d != dir {
			t.Errorf("Project(%s) = %s, %v; want %s", p, d, err, dir)
		}
	}
	if d, err := Project(other); err != nil || d == dir {
		t.Errorf("another project: %s, %v; want a folder of its own", d, err)
	}
	real, _ := filepath.EvalSymlinks(root)
	if b, err := os.ReadFile(filepath.Join(dir, recordFile)); err != nil || string(b) != real+"\n" {
		t.Errorf("record %q, %v; want %q", b, err, real)
	}
}

// TestProjectDefault: without $COURSESITE_CACHE the folder is in
// os.UserCacheDir()/coursesite.
func TestProjectDefault(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(Env, "")
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Setenv("HOME", cache)
	user, err := os.UserCacheDir()
	if err != nil {
		t.Skip(err)
	}
	dir, err := Project(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(dir, filepath.Join(user, "coursesite", projectsDir)) {
		t.Errorf("Project = %s, want a folder of %s", dir, filepath.Join(user, "coursesite"))
	}
}

// TestProjectRefusesWorkTree: a cache folder inside the project — the
// variable set to the project's .cache, or the project holding the user's
// cache folder — is refused, since a commit could fill it.
func TestProjectRefusesWorkTree(t *testing.T) {
	root := t.TempDir()
	t.Setenv(Env, filepath.Join(root, ".cache"))
	if _, err := Project(root); err == nil || !strings.Contains(err.Error(), "inside the project") {
		t.Errorf("$%s in the project: %v; want it refused", Env, err)
	}
	t.Setenv(Env, root)
	if _, err := Project(root); err == nil {
		t.Errorf("$%s the project itself: no error", Env)
	}
	t.Setenv(Env, filepath.Join(root+"-beside", "cache"))
	if _, err := Project(root); err != nil {
		t.Errorf("a folder beside the project: %v", err)
	}
}

// TestPrune: the folder of a project that no longer exists goes; that of
// one that exists stays, and so does a young folder without its record
// (one being made).
func TestPrune(t *testing.T) {
	base := t.TempDir()
	t.Setenv(Env, base)
	kept, gone := t.TempDir(), filepath.Join(t.TempDir(), "gone")
	if err := os.Mkdir(gone, 0o755); err != nil {
		t.Fatal(err)
	}
	keptDir, err := Project(kept)
	if err != nil {
		t.Fatal(err)
	}
	goneDir, err := Project(gone)
	if err != nil {
		t.Fatal(err)
	}
	young := filepath.Join(base, projectsDir, "0123456789abcdef")
	if err := os.Mkdir(young, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(gone); err != nil {
		t.Fatal(err)
	}
	if n, err := Prune(); err != nil || n != 1 {
		t.Errorf("Prune = %d, %v; want 1", n, err)
	}
	for dir, want := range map[string]bool{keptDir: true, goneDir: false, young: true} {
		if _, err := os.Stat(dir); (err == nil) != want {
			t.Errorf("%s: exists %v, want %v", dir, err == nil, want)
		}
	}
}
