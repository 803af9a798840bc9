package contenttest

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"coursesite/internal/cachedir"
	"coursesite/labels"
	"coursesite/lesson"
	"coursesite/live"
	"coursesite/live/livebuild"
	"coursesite/model"
)

// wasmLabels are the words TestWasmRuns gives the first lesson's model:
// enough for the table and the chart it asks for.
const wasmLabels = `tablo.paylar.baslik: Paylar, eşik {{ sayi "esik" }} ms
politika: Politika
tarifePayi: Tarife
olcuPayi: Ölçü
acgozlu: açgözlü
esit: eşit
agirlikli: ağırlıklı
grafik.yuva.baslik: Yuva
grafik.yuva.aciklama: {{ sayi "yuva.acgozlu.toplamIptalsiz" }} yuva
grafik.yuva.eksenY: yuva
grafik.yuva.cagiran: çağıran
grafik.yuva.terkEdilen: terk edilen
grafik.yuva.solBaslik: iptalsiz
grafik.yuva.sagBaslik: iptalli
ayar.esik: Eşik
ayar.pay: Pay
ayar.oran: Oran
ayar.siddet: Şiddet
ayar.n: n
ayar.iptal: İptal
acik: var
kapali: yok
`

// TestWasmRuns runs the WebAssembly a build makes for the lesson's model
// (livebuild.Bundle) under node, through the same calls the page makes,
// and compares its answers with the session's (package live, natively),
// at the reference's parameters.
func TestWasmRuns(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node is needed to run the WebAssembly: ", err)
	}
	cache, err := cachedir.Project(repoRoot) // where a build keeps the WebAssembly
	if err != nil {
		t.Fatal(err)
	}
	rt, err := livebuild.Bundle(context.Background(), repoRoot, cache, "butce")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, data := range rt.Files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	params := refData(t)
	refs := live.Refs{
		Numerals:   []live.NumeralRef{{Name: "tarifeYavas.acgozlu.bosaIs", Form: "sayi", Suffixes: "DAn"}, {Name: "bosaIsOrani", Form: "yazi:0"}},
		Claims:     []live.ClaimRef{{Text: "oran", Expr: "bosaIsOrani > 1"}},
		Conditions: []string{"iptal == 1"},
		Tables:     []string{"paylar"},
		Charts:     []string{"yuva"},
	}
	settings := model.Settings{"iptal": 1, "n": 96, "oran": 0.5}
	refsJSON, _ := json.Marshal(refs)
	setJSON, _ := json.Marshal(settings)
	script := `
require('./wasm_exec.js');
const fs = require('fs');
const go = new Go();
WebAssembly.instantiate(fs.readFileSync('./live-butce.wasm'), go.importObject).then((w) => {
  go.run(w.instance);
  const [refs, settings, params, labels, options] = process.argv.slice(2);
  const out = {};
  out.open = liveModel.open('butce', fs.readFileSync(params, 'utf8'), fs.readFileSync(labels, 'utf8'), refs);
  out.charts = liveModel.charts(fs.readFileSync(options, 'utf8'));
  out.update = JSON.parse(liveModel.update(settings));
  out.chart = JSON.parse(liveModel.chart(settings, 'yuva'));
  out.again = JSON.parse(liveModel.chart(settings, 'yuva'));
  out.absent = JSON.parse(liveModel.chart(settings, 'yok'));
  out.refused = JSON.parse(liveModel.update('{"n": 4.5}'));
  out.unknown = liveModel.open('yok', '{}', null, refs);
  process.stdout.write(JSON.stringify(out));
  process.exit(0);
});
`
	// The page gives its engine the labels compiled, as the site publishes them.
	words, err := labels.Read("metinler.txt", []byte(wasmLabels))
	if err != nil {
		t.Fatal(err)
	}
	compiled, err := words.Compiled()
	if err != nil {
		t.Fatal(err)
	}
	l, err := lesson.Open("butce", "model.json", params, "metinler.txt", []byte(wasmLabels))
	if err != nil {
		t.Fatal(err)
	}
	// The page's options file, which the loader gives the engine when a
	// chart is first asked for.
	options, err := livebuild.OptionsFile(l, refs.Charts...)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"run.js": []byte(script), "model.json": params, "labels.json": compiled, "options.json": options}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(node, "run.js", string(refsJSON), string(setJSON), "model.json", "labels.json", "options.json")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.String())
	}
	var got struct {
		Open   *string         `json:"open"`
		Charts *string         `json:"charts"`
		Update json.RawMessage `json:"update"`
		Chart  struct {
			Chart json.RawMessage `json:"chart"`
		} `json:"chart"`
		Again  map[string]any `json:"again"`
		Absent struct {
			Error string `json:"error"`
		} `json:"absent"`
		Refused struct {
			Error string `json:"error"`
		} `json:"refused"`
		Unknown string `json:"unknown"`
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got.Open != nil {
		t.Fatalf("open: %s", *got.Open)
	}
	if got.Charts != nil {
		t.Fatalf("charts: %s", *got.Charts)
	}
	s, err := live.NewSession(l, refs)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetCharts(options); err != nil {
		t.Fatal(err)
	}
	want, err := s.Update(settings)
	if err != nil {
		t.Fatal(err)
	}
	wantJSON, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	if !sameJSON(t, got.Update, wantJSON) {
		t.Errorf("the WebAssembly answers\n%.600s\nthe session gives\n%.600s", got.Update, wantJSON)
	}
	// A chart alone, then null while the page shows it; a chart the page
	// lacks, an error.
	chart, err := s.Chart(settings, "yuva")
	if err != nil {
		t.Fatal(err)
	}
	chartJSON, _ := json.Marshal(chart)
	if !sameJSON(t, got.Chart.Chart, chartJSON) {
		t.Errorf("chart: the WebAssembly answers\n%.300s\nthe session gives\n%.300s", got.Chart.Chart, chartJSON)
	}
	if v, ok := got.Again["chart"]; !ok || v != nil || len(got.Again) != 1 {
		t.Errorf("chart again: %v, want {chart: null}", got.Again)
	}
	if !strings.Contains(got.Absent.Error, `"yok"`) {
		t.Errorf("chart of a chart the page lacks: %q", got.Absent.Error)
	}
	if !strings.Contains(got.Refused.Error, "ayar.n: expected a whole number") {
		t.Errorf("a fraction of a request: the WebAssembly answers %q", got.Refused.Error)
	}
	// The WebAssembly holds the one model it was built for.
	if want := `unknown model "yok" (models: butce)`; got.Unknown != want {
		t.Errorf("open with an unknown model: %q, want %q", got.Unknown, want)
	}
}

func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	xb, _ := json.Marshal(x)
	yb, _ := json.Marshal(y)
	return bytes.Equal(xb, yb)
}
