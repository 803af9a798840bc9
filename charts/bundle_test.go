//go:build !js

package charts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeRoot lays out a project with the given package.json and installed
// ECharts and zrender versions ("" for not installed).
func fakeRoot(t *testing.T, pkg, echarts, zrender string) string {
	root := t.TempDir()
	write := func(rel, data string) {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("package.json", pkg)
	if echarts != "" {
		write("node_modules/echarts/package.json", `{"name":"echarts","version":"`+echarts+`"}`)
	}
	if zrender != "" {
		write("node_modules/zrender/package.json", `{"name":"zrender","version":"`+zrender+`"}`)
	}
	write("go.mod", "module x\n\nrequire github.com/evanw/esbuild v0.28.2 // indirect\n")
	return root
}

func TestBundleInputs(t *testing.T) {
	pinned := `{"dependencies":{"echarts":"6.1.0"}}`
	for _, tc := range []struct {
		name, pkg, echarts, zrender, err string
	}{
		{"not installed", pinned, "", "6.0.0", "not installed"},
		{"stale install", pinned, "5.6.0", "6.0.0", "holds echarts 5.6.0 but package.json pins 6.1.0"},
		{"not pinned", `{"dependencies":{}}`, "6.1.0", "6.0.0", "dependencies.echarts: missing"},
		{"no zrender", pinned, "6.1.0", "", "zrender"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := bundleInputs(twice(fakeRoot(t, tc.pkg, tc.echarts, tc.zrender)))
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("error %v, want one saying %q", err, tc.err)
			}
		})
	}
	a, err := bundleInputs(twice(fakeRoot(t, pinned, "6.1.0", "6.0.0")))
	if err != nil {
		t.Fatal(err)
	}
	b, err := bundleInputs(twice(fakeRoot(t, pinned, "6.1.0", "6.0.1")))
	if err != nil {
		t.Fatal(err)
	}
	if a == b || !strings.Contains(a, "esbuild v0.28.2") || !strings.Contains(a, runtimeSources()["page.js"]) || !strings.Contains(a, runtimeSources()["shared.js"]) {
		t.Errorf("the cache key does not follow its inputs:\n%s", a[:min(len(a), 200)])
	}
}

// twice returns root twice: a fake project's packages are in it.
func twice(root string) (string, string) { return root, root }
