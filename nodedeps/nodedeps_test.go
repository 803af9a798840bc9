package nodedeps

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"coursesite/internal/cachedir"
)

func write(t *testing.T, name, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestMissing: a package is missing when node_modules lacks it or holds
// another version than the lockfile pins; dev packages do not count.
func TestMissing(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "package-lock.json"), `{"packages": {
		"": {"name": "x"},
		"node_modules/echarts": {"version": "6.1.0"},
		"node_modules/katex": {"version": "0.16.47"},
		"node_modules/zrender": {"version": "6.0.0"},
		"node_modules/typescript": {"version": "5.0.0", "dev": true}}}`)
	write(t, filepath.Join(root, "node_modules/echarts/package.json"), `{"version": "6.1.0"}`)
	write(t, filepath.Join(root, "node_modules/katex/package.json"), `{"version": "0.16.46"}`)
	got, err := Missing(root)
	if err != nil {
		t.Fatal(err)
	}
	if want := "katex@0.16.47 zrender@6.0.0"; strings.Join(got, " ") != want {
		t.Errorf("Missing = %q, want %q", got, want)
	}
	write(t, filepath.Join(root, "node_modules/katex/package.json"), `{"version": "0.16.47"}`)
	write(t, filepath.Join(root, "node_modules/zrender/package.json"), `{"version": "6.0.0"}`)
	if got, err := Missing(root); err != nil || len(got) != 0 {
		t.Errorf("all installed: Missing = %q, %v", got, err)
	}
}

func TestMissingWithoutLockfile(t *testing.T) {
	if _, err := Missing(t.TempDir()); err == nil || !strings.Contains(err.Error(), "package-lock.json") {
		t.Errorf("error %v, want one naming package-lock.json", err)
	}
}

// TestRealLockfile: the project's lockfile pins what the build uses.
func TestRealLockfile(t *testing.T) {
	data, err := os.ReadFile("../package-lock.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{`"node_modules/echarts"`, `"node_modules/katex"`, `"node_modules/zrender"`} {
		if !strings.Contains(string(data), p) {
			t.Errorf("package-lock.json does not pin %s", p)
		}
	}
}

// signalWriter is a log that closes started at its first write.
type signalWriter struct {
	started chan struct{}
	once    sync.Once
	buf     strings.Builder
	mu      sync.Mutex
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if strings.Contains(string(p), "npm started") {
		w.once.Do(func() { close(w.started) })
	}
	return w.buf.Write(p)
}

// TestEnsureInterrupted: a Ctrl-C while npm ci runs (here a stand-in npm
// that waits on a child of its own) ends it and says the build was
// interrupted, not that npm failed with "signal: killed".
func TestEnsureInterrupted(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in npm is a shell script")
	}
	bin := t.TempDir()
	write(t, filepath.Join(bin, "npm"), "#!/bin/sh\necho npm started\nsleep 600 &\nwait\n")
	if err := os.Chmod(filepath.Join(bin, "npm"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv(cachedir.Env, t.TempDir())
	root := t.TempDir()
	write(t, filepath.Join(root, "package-lock.json"), `{"packages": {"node_modules/katex": {"version": "0.16.47"}}}`)
	ctx, cancel := context.WithCancel(context.Background())
	log := &signalWriter{started: make(chan struct{})}
	done := make(chan error)
	go func() { done <- Ensure(ctx, root, log) }()
	<-log.started
	cancel()
	err := <-done
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "build interrupted") || strings.Contains(err.Error(), "signal") {
		t.Errorf("Ensure after a Ctrl-C: %v; want a build interrupted (context.Canceled), no signal", err)
	}
}

// standInNpm puts first on PATH an npm that logs its arguments and folder
// to calls and installs, as npm ci does, every package of the folder's
// lock file at its version (and an index.js saying where it was installed
// from), and returns the log.
func standInNpm(t *testing.T) (calls string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in npm is a shell script")
	}
	bin := t.TempDir()
	calls = filepath.Join(bin, "calls")
	write(t, filepath.Join(bin, "npm"), `#!/bin/sh
echo "$PWD $*" >>`+calls+`
for p in $(sed -n 's/^ *"node_modules\/\([a-z-]*\)": {"version": "\([^"]*\)".*/\1@\2/p' package-lock.json); do
	mkdir -p node_modules/${p%@*}
	echo "{\"version\": \"${p#*@}\"}" >node_modules/${p%@*}/package.json
	echo "module.exports = 'installed by npm ci'" >node_modules/${p%@*}/index.js
done
`)
	if err := os.Chmod(filepath.Join(bin, "npm"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return calls
}

// TestEnsureOutsideProject: the build's packages are installed by npm ci
// --ignore-scripts --omit=dev, from copies of package.json and
// package-lock.json, into a folder of the cache ($COURSESITE_CACHE here)
// keyed by them — never into the project, and a node_modules found in the
// project (of the locked version, edited) is neither read nor changed. A
// second Ensure finds them and runs nothing; another lock file is another
// folder.
func TestEnsureOutsideProject(t *testing.T) {
	calls := standInNpm(t)
	base := t.TempDir()
	t.Setenv(cachedir.Env, base)
	root := t.TempDir()
	lock := `{"packages": {
  "node_modules/katex": {"version": "0.16.47"},
  "node_modules/axe-core": {"version": "4.14.1", "dev": true}
}}`
	write(t, filepath.Join(root, "package.json"), `{"dependencies": {"katex": "0.16.47"}}`)
	write(t, filepath.Join(root, "package-lock.json"), lock)
	poisoned := filepath.Join(root, "node_modules", "katex", "index.js")
	write(t, filepath.Join(root, "node_modules", "katex", "package.json"), `{"version": "0.16.47"}`)
	write(t, poisoned, "module.exports = 'poisoned'")

	var log strings.Builder
	if err := Ensure(context.Background(), root, &log); err != nil {
		t.Fatal(err)
	}
	dir, err := Dir(root)
	if err != nil {
		t.Fatal(err)
	}
	if rel, err := filepath.Rel(filepath.Join(base, "node"), dir); err != nil || strings.Contains(rel, string(filepath.Separator)) || strings.HasPrefix(rel, ".") {
		t.Errorf("installed into %s, want a folder of %s", dir, filepath.Join(base, "node"))
	}
	got, err := os.ReadFile(filepath.Join(dir, "node_modules", "katex", "index.js"))
	if err != nil || !strings.Contains(string(got), "installed by npm ci") {
		t.Errorf("%s/node_modules/katex/index.js: %q, %v; want npm's", dir, got, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "axe-core")); err == nil {
		// The stand-in installs what the lock names; --omit=dev is npm's.
		t.Log("the stand-in npm installed a devDependency")
	}
	for _, name := range []string{"package.json", "package-lock.json"} {
		a, _ := os.ReadFile(filepath.Join(root, name))
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(a) != string(b) {
			t.Errorf("%s in %s: %q, %v; want the project's", name, dir, b, err)
		}
	}
	if b, _ := os.ReadFile(poisoned); string(b) != "module.exports = 'poisoned'" {
		t.Errorf("the project's node_modules changed: %q", b)
	}
	c, _ := os.ReadFile(calls)
	lines := strings.Split(strings.TrimSpace(string(c)), "\n")
	if len(lines) != 1 {
		t.Fatalf("npm ran %d times, want once: %q", len(lines), c)
	}
	f := strings.Fields(lines[0])
	if cwd := f[0]; strings.HasPrefix(cwd, root) || !strings.HasPrefix(cwd, filepath.Join(base, "node")) {
		t.Errorf("npm ran in %s, want a folder of %s", cwd, filepath.Join(base, "node"))
	}
	for _, arg := range []string{"ci", "--ignore-scripts", "--omit=dev"} {
		if !slices.Contains(f[1:], arg) {
			t.Errorf("npm %v, want %s among its arguments", f[1:], arg)
		}
	}
	if !strings.Contains(log.String(), "installing npm packages") {
		t.Errorf("log %q, want it to say it installs", log.String())
	}

	if err := Ensure(context.Background(), root, io.Discard); err != nil {
		t.Fatal(err)
	}
	if c2, _ := os.ReadFile(calls); string(c2) != string(c) {
		t.Errorf("a second Ensure ran npm again: %q", c2)
	}

	// An install damaged since (a package removed) is made again.
	if err := os.RemoveAll(filepath.Join(dir, "node_modules", "katex")); err != nil {
		t.Fatal(err)
	}
	if err := Ensure(context.Background(), root, io.Discard); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "katex", "index.js")); err != nil {
		t.Errorf("a damaged install was not made again: %v", err)
	}

	write(t, filepath.Join(root, "package-lock.json"), strings.Replace(lock, "0.16.47", "0.16.48", 1))
	other, err := Dir(root)
	if err != nil || other == dir {
		t.Errorf("another lock file: Dir %s, %v; want another folder than %s", other, err, dir)
	}

	dev, err := EnsureDev(context.Background(), root, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if dev == dir || dev == other {
		t.Errorf("EnsureDev installed into the build's folder %s", dev)
	}
	if _, err := os.Stat(filepath.Join(dev, "node_modules", "axe-core", "package.json")); err != nil {
		t.Errorf("EnsureDev: %v", err)
	}
}

// TestDirRefusesProject: a cache folder inside the project (here
// $COURSESITE_CACHE set to its .cache) is refused.
func TestDirRefusesProject(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "package-lock.json"), `{"packages": {}}`)
	t.Setenv(cachedir.Env, filepath.Join(root, ".cache"))
	if _, err := Dir(root); err == nil || !strings.Contains(err.Error(), "inside the project") {
		t.Errorf("Dir with the cache in the project: %v; want it refused", err)
	}
}
