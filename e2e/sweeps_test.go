package e2e

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"golang.org/x/tools/txtar"

	"coursesite/internal/golden"
	"coursesite/jsnum"
	"coursesite/live"
	"coursesite/live/livebuild"
	"coursesite/model"
)

// TestLoaderReadsSweeps: the page's loader (live/livebuild/client/sweeps.js,
// under node) reads the answers ahead as the build wrote them: livebuild's
// columns of every kind (its testdata/columns.txt) as the values and texts
// they were written from, and each lesson page's file, at every value of
// every control it holds — each the reader can reach with the others at
// the lesson's and the model takes — as what the lesson's engine computes
// there: every numeral's text, value and missing mark, every claim and
// condition, every control's words. (TestAnswersAhead moves some controls
// in the browser; this reads every answer.)
func TestLoaderReadsSweeps(t *testing.T) {
	t.Parallel()
	requireSite(t)

	t.Run("columns", func(t *testing.T) {
		ar, err := txtar.ParseFile("../live/livebuild/testdata/columns.txt")
		if err != nil {
			t.Fatal(err)
		}
		file, _ := golden.Section(ar, "sweeps.json")
		wantJSON, _ := golden.Section(ar, "want.json")
		var want map[string][][2]string
		if err := json.Unmarshal(wantJSON, &want); err != nil {
			t.Fatal(err)
		}
		steps := map[string][]string{}
		for key, w := range want {
			for j := range w {
				steps[key] = append(steps[key], strconv.Itoa(j))
			}
		}
		read := readSweeps(t, file, steps)
		n := 0
		for key, w := range want {
			for j, step := range w {
				r := read[key][j]
				if r == nil {
					t.Fatalf("control %s at step %d: the loader finds no answer", key, j)
				}
				i := slices.IndexFunc(r.numerals, func(r live.NumeralRef) bool { return r.Name == key+".v" })
				if r.Values[i] != step[0] || r.Texts[i] != step[1] {
					t.Fatalf("control %s at step %d: the loader reads %s, %q; want %s, %q", key, j, r.Values[i], r.Texts[i], step[0], step[1])
				}
				n++
			}
		}
		if n < 300 {
			t.Errorf("%d values read: the columns are not what this test reads", n)
		}
	})

	for _, p := range lessonPages(t) {
		if !p.Live() {
			continue
		}
		t.Run(lessonName(p), func(t *testing.T) {
			html := built.Files[p.URL+"index.html"]
			m := regexp.MustCompile(` data-sweeps="([^"]+)"`).FindSubmatch(html)
			if m == nil {
				t.Fatal("the panel names no answers ahead (data-sweeps)")
			}
			file := built.Files[p.URL+string(m[1])]
			refs, err := livebuild.ReadRefs(html)
			if err != nil {
				t.Fatal(err)
			}
			own, err := p.Lesson.Compute(nil)
			if err != nil {
				t.Fatal(err)
			}
			controls, err := own.Controls(own.Run())
			if err != nil {
				t.Fatal(err)
			}
			// The values a reader reaches one control away, and the
			// settings they stand for.
			steps, settings := map[string][]string{"": {""}}, map[string][]model.Settings{"": {nil}}
			for _, c := range controls {
				var reach []float64
				switch {
				case c.Toggle:
					reach = []float64{1 - c.Value}
				case c.Steps() > 0 && c.Steps() < livebuild.MaxSweepValues:
					for k := range c.Steps() + 1 {
						if v := c.At(k); v != c.Value {
							reach = append(reach, v)
						}
					}
				}
				for _, v := range reach {
					if _, err := p.Lesson.Compute(model.Settings{c.Key: v}); err == nil {
						steps[c.Key] = append(steps[c.Key], jsnum.String(v))
						settings[c.Key] = append(settings[c.Key], model.Settings{c.Key: v})
					}
				}
			}
			read := readSweeps(t, file, steps)
			s, err := live.NewSession(p.Lesson, refs)
			if err != nil {
				t.Fatal(err)
			}
			answered, failed := 0, 0
			for key, values := range steps {
				for j, v := range values {
					what := key + " at " + v
					if key == "" {
						what = "the lesson's settings"
					}
					r := read[key][j]
					if r == nil {
						t.Errorf("%s: the loader finds no answer ahead", what)
						continue
					}
					want, err := s.Update(settings[key][j])
					if err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					if !sameAnswer(t, what, r, want, refs) {
						if failed++; failed > 10 {
							t.Fatal("and more")
						}
					}
					answered++
				}
			}
			if answered < 100 {
				t.Errorf("%d answers read: the lesson is not what this test reads", answered)
			}
			t.Logf("%d answers ahead read as the engine computes them (%d bytes, %.0f KB gzip)", answered, len(file), float64(gzipSize(file))/1024)
		})
	}
}

// loaderAnswer is what the page's loader reads of an answer ahead, for the
// file's numerals, claims and conditions (client/sweeps.js's result), values
// as String writes them.
type loaderAnswer struct {
	Texts      []string              `json:"texts"`
	Values     []string              `json:"values"`
	Missing    []bool                `json:"missing"`
	Claims     []bool                `json:"claims"`
	Conditions []bool                `json:"conditions"`
	Labels     map[string]live.Label `json:"labels"`
	// The file's lists, by which the page finds its parts.
	numerals   []live.NumeralRef
	claims     []live.ClaimRef
	conditions []string
}

// readSweeps reads the answers ahead file with the page's loader module
// under node: for each control key of steps ("": the lesson's settings) the
// answer at each of its values (as String writes them), nil where the
// loader finds none.
func readSweeps(t *testing.T, file []byte, steps map[string][]string) map[string][]*loaderAnswer {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node runs the page's loader: ", err)
	}
	module, err := os.ReadFile("../live/livebuild/client/sweeps.js")
	if err != nil {
		t.Fatal(err)
	}
	stepsJSON, err := json.Marshal(steps)
	if err != nil {
		t.Fatal(err)
	}
	const script = `
import { readFileSync } from 'fs';
import { readSweeps } from './sweeps.mjs';
const at = readSweeps(JSON.parse(readFileSync('sweeps.json', 'utf8')));
const out = {};
for (const [key, values] of Object.entries(JSON.parse(readFileSync('steps.json', 'utf8')))) {
  const a = at(key === '' ? null : key);
  out[key] = values.map((v) => {
    const j = key === '' ? -1 : a && a.index(v);
    if (!a || j === undefined) return null;
    const r = a.result(j);
    return { ...r, values: r.values.map(String) };
  });
}
process.stdout.write(JSON.stringify(out));
`
	dir := t.TempDir()
	for name, data := range map[string][]byte{"sweeps.mjs": module, "read.mjs": []byte(script), "sweeps.json": file, "steps.json": stepsJSON} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(node, "read.mjs")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the loader under node: %v\n%s", err, stderr.Bytes())
	}
	var read map[string][]*loaderAnswer
	if err := json.Unmarshal(out, &read); err != nil {
		t.Fatalf("the loader's answers: %v", err)
	}
	var lists struct {
		Numerals   []live.NumeralRef `json:"numerals"`
		Claims     []live.ClaimRef   `json:"claims"`
		Conditions []string          `json:"conditions"`
	}
	if err := json.Unmarshal(file, &lists); err != nil {
		t.Fatal(err)
	}
	for _, rs := range read {
		for _, r := range rs {
			if r != nil {
				r.numerals, r.claims, r.conditions = lists.Numerals, lists.Claims, lists.Conditions
			}
		}
	}
	return read
}

// sameAnswer reports whether the loader's answer r is, for a page that
// shows refs (each of its parts found in the file by what it is), the
// engine's (want), and fails t where it is not.
func sameAnswer(t *testing.T, what string, r *loaderAnswer, want *live.Result, refs live.Refs) bool {
	t.Helper()
	ok := true
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf(what+": "+format, args...)
		ok = false
	}
	for k, n := range refs.Numerals {
		i := slices.Index(r.numerals, n)
		if i < 0 {
			fail("numeral %+v of the page is not in the file", n)
			continue
		}
		if v := jsnum.String(want.Values[k]); r.Texts[i] != want.Texts[k] || r.Values[i] != v || r.Missing[i] != want.Missing[k] {
			fail("numeral %d (%s) reads %q (%s, missing %v), the engine's %q (%s, %v)", k, n.Name, r.Texts[i], r.Values[i], r.Missing[i], want.Texts[k], v, want.Missing[k])
		}
	}
	for k, c := range refs.Claims {
		if i := slices.Index(r.claims, c); i < 0 || r.Claims[i] != want.Claims[k] {
			fail("claim %q holds %v in the loader (index %d), %v in the engine", c.Text, i >= 0 && r.Claims[i], i, want.Claims[k])
		}
	}
	for k, c := range refs.Conditions {
		if i := slices.Index(r.conditions, c); i < 0 || r.Conditions[i] != want.Conditions[k] {
			fail("condition %q holds %v in the loader (index %d), %v in the engine", c, i >= 0 && r.Conditions[i], i, want.Conditions[k])
		}
	}
	for key, l := range want.Labels {
		if r.Labels[key] != l {
			fail("control %s's words %+v in the loader, %+v in the engine", key, r.Labels[key], l)
		}
	}
	return ok
}
