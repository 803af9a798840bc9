// Package listings runs a lesson's listings — the programs its page shows
// with {{ kod }} — under node, in a copy of the lesson's folder as the
// build publishes it, and compares what each prints with the model's
// report (model.Result.Report): `go run . check` reports where they differ.
package listings

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"coursesite/internal/lessonfs"
	"coursesite/labels"
	"coursesite/model"
	"coursesite/place"
	"coursesite/prose"
	"coursesite/site"
)

// Bounds on running a lesson's listings: a listing is a lesson's small
// program, which prints a few tables.
const (
	maxOutput = 1 << 20 // bytes a listing may print
	maxCopy   = 8 << 20 // bytes of the lesson's folder copied to run it
	maxFiles  = 1000    // files of the lesson's folder copied
)

// listingTimeout bounds a listing's run (a variable for the test that
// waits for it).
var listingTimeout = 20 * time.Second

// runnable reports whether node runs a listing of this name.
func runnable(name string) bool {
	switch path.Ext(name) {
	case ".mjs", ".js", ".cjs":
		return true
	}
	return false
}

// Run runs, under node, each listing of page p that node runs, in
// a copy of the lesson's folder as the build publishes it, so that it
// reads the page's parameters. A listing must exit cleanly; one that
// prints must print what the model's report says (model.Result.Report), line
// for line: otherwise the finding stands at its kod action and names the
// first line, and the table row, that differ.
func Run(ctx context.Context, fsys fs.FS, p *site.Page) (place.Errors, error) {
	var run []site.Listing
	for _, l := range p.Listings {
		if runnable(l.File) {
			run = append(run, l)
		}
	}
	if len(run) == 0 {
		return nil, nil
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, fmt.Errorf("node is needed to run the lesson's listings (%s): %v", path.Join(p.Dir(), run[0].File), err)
	}
	dir, err := os.MkdirTemp("", "coursesite-kod-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if err := copyFolder(fsys, p.Dir(), dir); err != nil {
		return nil, err
	}
	var findings place.Errors
	for _, l := range run {
		out, err := runNode(ctx, node, dir, p.Dir(), l.File)
		at := l.At
		switch {
		case ctx.Err() != nil:
			return nil, ctx.Err()
		case err != nil:
			findings = append(findings, at.Errorf("%s does not run under node: %v", l.File, err))
		case len(out) > 0 && p.State != nil:
			if msg := compareReport(p, l.File, out); msg != "" {
				findings = append(findings, at.Errorf("%s", msg))
			}
		}
	}
	return findings, nil
}

// runNode runs node file in dir, a copy of the lesson's folder lessonDir,
// in the sandbox (sandbox.go), and returns what it printed.
func runNode(ctx context.Context, node, dir, lessonDir, file string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, listingTimeout)
	defer cancel()
	cmd := command(ctx, node, dir, file)
	cmd.WaitDelay = time.Second
	var stdout, stderr limited
	stdout.max, stderr.max = maxOutput, 64<<10
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	killGroup(cmd)
	switch {
	case ctx.Err() == context.DeadlineExceeded:
		return nil, fmt.Errorf("still running after %v", listingTimeout)
	case stdout.over:
		return nil, fmt.Errorf("it printed more than %d bytes", maxOutput)
	case err != nil:
		if msg := nodeError(stderr.String(), dir, lessonDir); msg != "" {
			if strings.Contains(stderr.String(), "ERR_ACCESS_DENIED") {
				msg += " (the sandbox refuses it: a listing may read its lesson's folder and print, nothing more)"
			}
			return nil, fmt.Errorf("%v: %s", err, msg)
		}
		return nil, err
	}
	return stdout.Bytes(), nil
}

// nodeLocation matches the line where node names the place an uncaught
// error was thrown: file:///tmp/…/kod/x.mjs:7; nodeFrame a line of its
// stack: at f (file:///tmp/…/kod/x.mjs:7:12).
var (
	nodeLocation = regexp.MustCompile(`^(?:file://)?(/\S+):(\d+)$`)
	nodeFrame    = regexp.MustCompile(`^at (?:.*\()?(?:file://)?(/[^\s()]+):(\d+):\d+\)?$`)
)

// nodeCaret matches the line under the source line that points at the
// error.
var nodeCaret = regexp.MustCompile(`^\s*\^+\s*$`)

// nodeError says in one line what a listing that failed wrote on stderr:
// the error (TypeError: …), and where the lesson's file threw it, named in
// the lesson's folder rather than the temporary copy the listing ran in.
func nodeError(stderr, dir, lessonDir string) string {
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	// The copy's folder as node names it: with links resolved, as a URL.
	dirs := []string{dir}
	if real, err := filepath.EvalSymlinks(dir); err == nil && real != dir {
		dirs = append(dirs, real)
	}
	inLesson := func(s string) string {
		for _, d := range dirs {
			d = filepath.ToSlash(d)
			s = strings.ReplaceAll(s, "file://"+d+"/", lessonDir+"/")
			s = strings.ReplaceAll(s, d+"/", lessonDir+"/")
		}
		return s
	}
	// Where: the line node names first, or else the first frame of the
	// stack in the lesson's files.
	where := ""
	if m := nodeLocation.FindStringSubmatch(strings.TrimSpace(lines[0])); m != nil {
		if w := inLesson(m[1]); w != m[1] {
			where = w + ":" + m[2]
		}
	}
	for _, line := range lines {
		if where != "" {
			break
		}
		if m := nodeFrame.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			if w := inLesson(m[1]); w != m[1] {
				where = w + ":" + m[2]
			}
		}
	}
	// The error is the first line after the caret, or else the first line.
	what := strings.TrimSpace(lines[0])
	for i, line := range lines {
		if !nodeCaret.MatchString(line) {
			continue
		}
		for _, next := range lines[i+1:] {
			if next = strings.TrimSpace(next); next != "" {
				what = next
				break
			}
		}
		break
	}
	what = inLesson(what)
	if where != "" {
		what += ", at " + where
	}
	return what
}

// limited is a buffer that keeps at most max bytes and notes more.
type limited struct {
	bytes.Buffer
	max  int
	over bool
}

func (l *limited) Write(b []byte) (int, error) {
	if l.Len()+len(b) > l.max {
		l.over = true
		b = b[:max(0, l.max-l.Len())]
	}
	l.Buffer.Write(b)
	return len(b), nil
}

// compareReport compares a listing's output with the model's report and
// says where they first differ, or returns "".
func compareReport(p *site.Page, file string, out []byte) string {
	if p.State.Result.Report == nil {
		return ""
	}
	want := p.State.Result.Report()
	got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	for i := range max(len(got), len(want)) {
		switch {
		case i >= len(got):
			return fmt.Sprintf("%s prints %d lines; the model's report has %d, the next %q%s", file, len(got), len(want), want[i].Text, row(p, want[i]))
		case i >= len(want):
			return fmt.Sprintf("%s prints %d lines; the model's report has %d", file, len(got), len(want))
		case got[i] != want[i].Text:
			return fmt.Sprintf("%s prints other numbers than the page: its line %d is %q, the model's %q%s", file, i+1, got[i], want[i].Text, row(p, want[i]))
		}
	}
	return ""
}

// row names the table row a report line prints: `, the row “eşit” of
// table "ozet"`.
func row(p *site.Page, l model.ReportLine) string {
	if l.Table == "" {
		return ""
	}
	name := "row " + l.Row
	if _, err := strconv.Atoi(l.Row); err != nil && p.Lesson != nil {
		if h, err := p.Lesson.Labels.Write(&prose.Run{Figures: p.State.Figures}, "", labels.Keys("tablo", l.Table, l.Row)...); err == nil {
			name = "row “" + prose.Plain(h) + "”"
		}
	}
	return fmt.Sprintf(" (%s of table %q)", name, l.Table)
}

// copyFolder copies the files of folder dir of fsys into to, each read
// through the guard the build reads the lesson's files with
// (lessonfs.ReadFile: a link within the folder is followed as the build
// follows it, one that leads out is refused, no file is larger than
// lessonfs.MaxSize), at most maxCopy bytes and maxFiles files in all.
func copyFolder(fsys fs.FS, dir, to string) error {
	total, files := 0, 0
	return fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, dir), "/")
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, filepath.FromSlash(rel)), 0o755)
		}
		if files++; files > maxFiles {
			return fmt.Errorf("%s: more than %d files; a lesson's folder is a few files", dir, maxFiles)
		}
		data, err := lessonfs.ReadFile(fsys, dir, rel)
		if errors.Is(err, lessonfs.ErrRefused) {
			return nil // not the lesson's to copy: a listing cannot read it
		}
		if err != nil {
			return err
		}
		if total += len(data); total > maxCopy {
			return errors.New(dir + ": more than 8 MiB; a lesson's folder is a few files")
		}
		return os.WriteFile(filepath.Join(to, filepath.FromSlash(rel)), data, 0o644)
	})
}
