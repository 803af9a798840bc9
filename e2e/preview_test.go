package e2e

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"coursesite/internal/assets"
	"coursesite/model/modeltest"
	"coursesite/serve"
)

// preview is the live preview (package serve) running in-process on a
// temporary copy of the fixture project (package modeltest): its lesson
// on the fixture model, with the repository's templates/.
type preview struct {
	t    *testing.T
	root string // the copy
	url  string // http://127.0.0.1:PORT/
	log  *lockedBuffer
}

// lockedBuffer is the server's log, written by its goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startPreview writes the fixture project into a temporary folder and
// serves it; the test's end stops the server.
func startPreview(t *testing.T) *preview {
	t.Helper()
	root := modeltest.WriteProject(t, nil)
	repo, err := filepath.Abs(repoRoot) // its npm packages and cache folder
	if err != nil {
		t.Fatal(err)
	}
	p := &preview{t: t, root: root, log: &lockedBuffer{}}
	srv, err := serve.New(serve.Config{Root: root, Assets: assets.New(repo), Log: p.log})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p.url = "http://" + ln.Addr().String() + "/"
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("the preview server stopped with %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("the preview server did not stop within 10s")
		}
		if t.Failed() {
			t.Logf("the preview server's log:\n%s", p.log)
		}
	})
	return p
}

// read returns a file of the copy.
func (p *preview) read(name string) string {
	p.t.Helper()
	b, err := os.ReadFile(filepath.Join(p.root, name))
	if err != nil {
		p.t.Fatal(err)
	}
	return string(b)
}

// save writes a file of the copy, as an editor saves it.
func (p *preview) save(name, text string) {
	p.t.Helper()
	if err := os.WriteFile(filepath.Join(p.root, name), []byte(text), 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// lessonSource is the fixture's lesson, which the preview tests edit, and
// lessonPath its URL path.
const (
	lessonSource = modeltest.Lesson + "/index.md"
	lessonPath   = "ornek-ders/"
)

// markOld marks the tab's current document, so that a reload shows as the
// mark's absence.
func markOld(tb *tab) { eval[bool](tb, `(window.e2eEski = true)`) }

// awaitReload waits for a new document that is loaded and satisfies cond.
func awaitReload(tb *tab, what, cond string) {
	tb.t.Helper()
	tb.waitFor(what, `!window.e2eEski && document.readyState === 'complete' && (`+cond+`)`, 15*time.Second)
}

// openPreview starts the preview on a copy of the project and opens the
// lesson in it, on a desktop-sized tab without animations.
func openPreview(t *testing.T) (*preview, *tab) {
	t.Helper()
	p := startPreview(t)
	// Opened after the server starts, the tab closes before it stops: a
	// server gone under an open tab is a console error.
	tb := openTab(t)
	tb.desktop()
	tb.reduceMotion()
	tb.navigate(p.url + lessonPath)
	return p, tb
}

// TestPreviewReloadsOnSave opens the lesson in the preview, scrolls into
// it, saves the lesson with a new paragraph: the open page reloads by
// itself, shows the paragraph and keeps its scroll position.
func TestPreviewReloadsOnSave(t *testing.T) {
	t.Parallel()
	requireBrowser(t)
	p, tb := openPreview(t)

	// Down to the middle of the page; the new paragraph goes at the end,
	// below it, so the scroll position need not move.
	eval[bool](tb, `(window.scrollTo(0, (document.scrollingElement.scrollHeight - window.innerHeight) / 2), true)`)
	before := eval[float64](tb, `window.scrollY`)
	if before < 200 {
		t.Fatalf("scrolled to %.0f px only: the test needs a position well down the page", before)
	}
	markOld(tb)

	const added = "Bu paragrafı tarayıcı sınaması önizlemede kaydetti."
	p.save(lessonSource, p.read(lessonSource)+"\n"+added+"\n")
	awaitReload(tb, "the page to reload with the new paragraph", fmt.Sprintf(`document.body.innerText.includes(%q)`, added))

	// The reload restores the position at once and again after load.
	tb.waitFor("the scroll position to settle", `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))`, 5*time.Second)
	after := eval[float64](tb, `window.scrollY`)
	if math.Abs(after-before) > 2 {
		t.Errorf("scroll position %.0f px after the reload, %.0f before", after, before)
	}
	if b, failed := eval[overlayState](tb, overlayJS).buildFailure(); failed {
		t.Errorf("a good save shows a failed build:\n%s", b.Text)
	}
}

// overlayState is the preview's overlay as the reader sees it: one box
// per problem (a failed build, the drift check's findings).
type overlayState struct {
	Shown bool         `json:"shown"`
	Top   float64      `json:"top"`
	Boxes []overlayBox `json:"boxes"`
}

type overlayBox struct {
	Title     string   `json:"title"`
	Text      string   `json:"text"`
	Positions []string `json:"positions"` // the bold file:line:column: of each message
}

// buildFailedJS is true when the overlay shows a failed build.
const buildFailedJS = `[...document.querySelectorAll('#live-alert p')].some((p) => p.textContent.startsWith('Build failed'))`

// buildFailure returns the overlay's failed-build box, if it has one.
func (o overlayState) buildFailure() (overlayBox, bool) {
	for _, b := range o.Boxes {
		if strings.HasPrefix(b.Title, "Build failed") {
			return b, true
		}
	}
	return overlayBox{}, false
}

const overlayJS = `(() => {
  const o = document.getElementById('live-alert');
  if (!o) return { shown: false, top: 0, boxes: [] };
  const boxes = [...o.querySelectorAll('p')].map((p) => {
    const pre = p.nextElementSibling && p.nextElementSibling.localName === 'pre' ? p.nextElementSibling : null;
    return {
      title: p.textContent, text: pre ? pre.innerText : '',
      positions: pre ? [...pre.querySelectorAll('b')].map((b) => b.textContent) : [],
    };
  });
  const r = o.getBoundingClientRect();
  return { shown: o.checkVisibility() && r.height > 0, top: r.top, boxes };
})()`

// TestPreviewShowsBrokenEdit saves the lesson with an unknown figure name:
// the open page reloads under an overlay whose failed-build box names the
// file, line and column; the next good save reloads it without that box.
func TestPreviewShowsBrokenEdit(t *testing.T) {
	t.Parallel()
	requireBrowser(t)
	p, tb := openPreview(t)
	// The overlay may hold the drift check's findings on the lesson as it
	// is (they may also come in a reload of their own at any time): they
	// are not this test's, a failed build's box is.
	if b, failed := eval[overlayState](tb, overlayJS).buildFailure(); failed {
		t.Fatalf("the overlay shows a failed build before any edit:\n%s", b.Text)
	}

	src := p.read(lessonSource)
	const good, bad = `{{ yazi "n" }}`, `{{ yazi "nn" }}`
	at := strings.Index(src, good)
	if at < 0 {
		t.Fatalf("%s holds no %s to break", lessonSource, good)
	}
	line := strings.Count(src[:at], "\n") + 1
	column := len([]rune(src[strings.LastIndex(src[:at], "\n")+1:at])) + len(`{{ `) + 1 // the call's
	markOld(tb)
	p.save(lessonSource, src[:at]+bad+src[at+len(good):])
	awaitReload(tb, "the page to reload under the overlay", buildFailedJS)

	o := eval[overlayState](tb, overlayJS)
	if !o.Shown || o.Top > 1 {
		t.Errorf("overlay not shown at the top of the viewport (shown %v, top %.0f px)", o.Shown, o.Top)
	}
	failure, failed := o.buildFailure()
	want := fmt.Sprintf("%s:%d:%d:", lessonSource, line, column)
	if !failed {
		t.Errorf("the overlay has no failed-build box: %+v", o.Boxes)
	} else {
		if len(failure.Positions) == 0 || failure.Positions[0] != want {
			t.Errorf("overlay's position %q, want %q; its text:\n%s", failure.Positions, want, failure.Text)
		}
		if !strings.Contains(failure.Text, `unknown model figure "nn"`) {
			t.Errorf("overlay does not name the unknown figure:\n%s", failure.Text)
		}
	}
	// Under it, the last good build: the lesson, its tables and its chart
	// drawn (as the build drew it).
	if !eval[bool](tb, `document.querySelectorAll('.chart-canvas svg.chart-drawing').length > 0 && document.querySelectorAll('main figure.table').length > 0 && !!document.querySelector('article.lesson h1')`) {
		t.Error("the page under the overlay is not the lesson")
	}

	const added = "Düzeltilmiş kayıt tarayıcı sınamasından geldi."
	markOld(tb)
	p.save(lessonSource, src+"\n"+added+"\n")
	awaitReload(tb, "the page to reload after the fix", fmt.Sprintf(`document.body.innerText.includes(%q)`, added))
	if b, failed := eval[overlayState](tb, overlayJS).buildFailure(); failed {
		t.Errorf("the failed-build box stays after a good save:\n%s", b.Text)
	}

}
