package check

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// writeProject writes fsys, with the repository's npm files, into a new
// folder and makes it the working directory, as `go run . check` sees it.
func writeProject(t *testing.T, fsys fstest.MapFS) {
	t.Helper()
	dir := t.TempDir()
	for name, f := range fsys {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"package.json", "package-lock.json"} {
		data, err := os.ReadFile(filepath.Join(repoRoot, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	modules, err := filepath.Abs(filepath.Join(repoRoot, "node_modules"))
	if err != nil {
		t.Fatal(err)
	}
	repoAssets(t) // installs the npm packages if missing
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
}

// run runs the command with args and returns its exit code and output.
func run(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = Run(context.Background(), args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestRun(t *testing.T) {
	fsys := realProject(t)
	writeProject(t, fsys)
	t.Run("clean", func(t *testing.T) {
		code, out, errOut := run()
		if code != ExitClean || out != "" || !strings.Contains(errOut, "no findings") {
			t.Errorf("exit %d, stdout %q, stderr %q; want 0, nothing, a summary", code, out, errOut)
		}
	})

	const anchor = "Bu dersin sorusu bir basamak sonrasıdır."
	at := edit(t, fsys, lessonFile, anchor, anchor+" Toplam 5540, yani %3,17.")
	p5540 := posOf(fsys, lessonFile, at+len(anchor+" Toplam "))
	p50 := posOf(fsys, lessonFile, at+len(anchor+" Toplam 5540, yani "))
	if err := os.WriteFile(filepath.FromSlash(lessonFile), fsys[lessonFile].Data, 0o644); err != nil {
		t.Fatal(err)
	}

	t.Run("text", func(t *testing.T) {
		code, out, errOut := run()
		want := p5540.String() + `: "5540" typed by hand; write {{ sayi "tarifeYavas.acgozlu.bosaIs" }}` + "\n" +
			p50.String() + `: "%3,17" typed by hand; no model figure equals it` + "\n"
		if code != ExitFindings || out != want {
			t.Errorf("exit %d, stdout:\n%s\nwant exit 1, stdout:\n%s", code, out, want)
		}
		if !strings.Contains(errOut, "2 findings") {
			t.Errorf("stderr %q, want a summary with 2 findings", errOut)
		}
	})
	t.Run("github", func(t *testing.T) {
		code, out, _ := run("-format=github")
		want := "::error file=" + lessonFile + ",line=" + strconv.Itoa(p5540.Line) + ",col=" + strconv.Itoa(p5540.Col) + `::"5540" typed by hand; write {{ sayi "tarifeYavas.acgozlu.bosaIs" }}` + "\n" +
			"::error file=" + lessonFile + ",line=" + strconv.Itoa(p50.Line) + ",col=" + strconv.Itoa(p50.Col) + `::"%253,17" typed by hand; no model figure equals it` + "\n"
		if code != ExitFindings || out != want {
			t.Errorf("exit %d, stdout:\n%s\nwant exit 1, stdout:\n%s", code, out, want)
		}
	})
	t.Run("listing", func(t *testing.T) {
		code, out, _ := run("-v")
		for _, want := range []string{
			lessonFile + ": ",
			"\ttarifeYavas.acgozlu.bosaIs = 5540\n",
			`: given "AY10": arıza senaryosunun adı` + "\n",
			`: claim "tarife yavaşken ağırlıklı dağıtım hiçbir isteği kurtarmaz" holds: tarifeYavas.agirlikli.yanit == 0, where tarifeYavas.agirlikli.yanit = 0` + "\n",
			p5540.String() + `: "5540" typed by hand`,
		} {
			if !strings.Contains(out, want) {
				t.Errorf("check -v does not print %q", want)
			}
		}
		if code != ExitFindings {
			t.Errorf("exit %d, want 1", code)
		}
	})
	t.Run("usage", func(t *testing.T) {
		for _, args := range [][]string{{"-format=xml"}, {"extra"}, {"-nosuchflag"}} {
			if code, out, errOut := run(args...); code != ExitNoRun || out != "" || errOut == "" {
				t.Errorf("check %v: exit %d, stdout %q, stderr %q; want 2 and why on stderr", args, code, out, errOut)
			}
		}
	})
}

// When the check cannot run, it says why and exits 2, which CI tells apart
// from findings.
func TestRunCannot(t *testing.T) {
	t.Run("no content", func(t *testing.T) {
		writeProject(t, fstest.MapFS{})
		code, out, errOut := run()
		if code != ExitNoRun || out != "" || !strings.HasPrefix(errOut, "check: could not run: templates: ") {
			t.Errorf("exit %d, stdout %q, stderr %q; want 2 and why", code, out, errOut)
		}
	})
	t.Run("no npm packages", func(t *testing.T) {
		t.Chdir(t.TempDir())
		code, _, errOut := run()
		if code != ExitNoRun || !strings.Contains(errOut, "package-lock.json") {
			t.Errorf("exit %d, stderr %q; want 2 naming package-lock.json", code, errOut)
		}
	})
}

func TestAnnotationEscaping(t *testing.T) {
	if got := annotationData("50% done\r\nnext: a, b"); got != "50%25 done%0D%0Anext: a, b" {
		t.Errorf("message: %q", got)
	}
	if got := annotationProperty("a:b,c%"); got != "a%3Ab%2Cc%25" {
		t.Errorf("property: %q", got)
	}
}
