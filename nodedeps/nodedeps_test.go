package nodedeps

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
