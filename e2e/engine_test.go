package e2e

import (
	"bytes"
	"compress/gzip"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// engineBudget is what a lesson page's engine (its WebAssembly) may weigh,
// served gzip (level 6, as gzipServer): issue 26's bound (1,200 KB, on a
// phone's 4G a second and a half), lowered as the engines shrank to some
// 1,000 KB each, so that they do not grow back unseen.
const engineBudget = 1000 * 1024

// sweepsBudget is what a lesson page's answers to a reader's first move
// (livebuild.Sweeps) may weigh, served gzip: issue 38's bound, half of what
// the first lesson's took when they held every figure at every step (113
// KB; 47 KB since they hold what a step changes), so that they arrive long
// before the engine and do not grow back unseen.
const sweepsBudget = 56 * 1024

// gzipSize is the size of data served gzip (level 6, as gzipServer).
func gzipSize(data []byte) int {
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, 6)
	w.Write(data)
	w.Close()
	return gz.Len()
}

// TestEngineBudget: each lesson page with the reader's controls names one
// WebAssembly, its own model's (live-MODEL.HASH.wasm), within
// engineBudget gzip; it holds that model alone (opened under node, it
// knows no other); lessons of two models fetch two files. Its answers to
// a reader's first move, which it shows while the engine loads, are within
// sweepsBudget.
func TestEngineBudget(t *testing.T) {
	t.Parallel()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node runs the WebAssembly: ", err)
	}
	byModel := map[string]string{}
	for _, l := range lessonPages(t) {
		if !l.Live() {
			continue
		}
		html := string(built.Files[l.URL+"index.html"])
		if n := len(regexp.MustCompile(`\.wasm"`).FindAllString(html, -1)); n != 1 {
			t.Errorf("%s: the page names %d WebAssembly files, want its model's alone", lessonName(l), n)
		}
		file := strings.TrimPrefix(modelAsset(t, html, l.URL, "data-wasm"), "/")
		if want := "assets/live-" + l.Meta.Model + "."; !strings.HasPrefix(file, want) {
			t.Errorf("%s: the page's engine is %s, want %s*", lessonName(l), file, want)
		}
		data := built.Files[file]
		if gz := gzipSize(data); gz > engineBudget || gz == 0 {
			t.Errorf("%s: %s is %.0f KB gzip (%d bytes), over the budget of %d KB", lessonName(l), file, float64(gz)/1024, len(data), engineBudget/1024)
		} else {
			t.Logf("%s: %s %.0f KB gzip, %d bytes", lessonName(l), file, float64(gz)/1024, len(data))
		}
		if m := regexp.MustCompile(` data-sweeps="([^"]+)"`).FindStringSubmatch(html); m == nil {
			t.Errorf("%s: the panel names no answers to a first move (data-sweeps)", lessonName(l))
		} else if sweeps, ok := built.Files[l.URL+m[1]]; !ok {
			t.Errorf("%s: the panel's answers to a first move %s are not published beside it", lessonName(l), m[1])
		} else if gz := gzipSize(sweeps); gz > sweepsBudget {
			t.Errorf("%s: its answers to a first move %s are %.0f KB gzip, over the budget of %d KB", lessonName(l), m[1], float64(gz)/1024, sweepsBudget/1024)
		} else {
			t.Logf("%s: %s %.0f KB gzip, %d bytes", lessonName(l), m[1], float64(gz)/1024, len(sweeps))
		}
		if other, ok := byModel[l.Meta.Model]; ok && other != file {
			t.Errorf("two lessons of model %s fetch two engines: %s, %s", l.Meta.Model, other, file)
		}
		byModel[l.Meta.Model] = file
		if got, want := modelsIn(t, node, data, built.Files[strings.TrimPrefix(modelAsset(t, html, l.URL, "data-wasm-exec"), "/")]), "(models: "+l.Meta.Model+")"; !strings.HasSuffix(got, want) {
			t.Errorf("%s: its engine, asked for a model it lacks, says %q: want it to hold %s alone", lessonName(l), got, l.Meta.Model)
		}
	}
	files := map[string]bool{}
	for _, f := range byModel {
		files[f] = true
	}
	if len(files) != len(byModel) {
		t.Errorf("the models' engines %v are not one file each", byModel)
	}
}

// modelsIn runs the WebAssembly wasm under node with Go's wasm_exec.js
// and returns what it says when asked to open a model no lesson has: the
// models it holds.
func modelsIn(t *testing.T, node string, wasm, wasmExec []byte) string {
	t.Helper()
	dir := t.TempDir()
	script := `require('./wasm_exec.js');
const go = new Go();
WebAssembly.instantiate(require('fs').readFileSync('./engine.wasm'), go.importObject).then((w) => {
  go.run(w.instance);
  process.stdout.write(String(liveModel.open('hicbir-dersin-modeli', '{}', null, '{"numerals":[],"claims":[],"conditions":[],"tables":[],"charts":[]}')));
  process.exit(0);
});
`
	for name, data := range map[string][]byte{"engine.wasm": wasm, "wasm_exec.js": wasmExec, "run.js": []byte(script)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(node, "run.js")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	return string(out)
}
