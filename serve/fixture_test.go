package serve

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"coursesite/listings/listingstest"
	"coursesite/model/modeltest"
	"coursesite/site"
	"coursesite/site/sitetest"
)

// repoRoot is the project this package belongs to: sitetest's assets
// compile its models to WebAssembly.
const repoRoot = ".."

// lesson is the fixture lesson's source, relative to a fixture's root.
const lesson = modeltest.Lesson + "/index.md"

// fixture is a running server on a copy of the project's content and
// templates, on a loopback port.
type fixture struct {
	t      testing.TB
	root   string
	url    string // http://127.0.0.1:PORT
	srv    *Server
	log    *syncBuffer
	client *http.Client

	mu    sync.Mutex
	order []string             // snapshot ids in the order they were stored
	snaps map[string]*snapshot // id → the snapshot
}

// newFixture writes the fixture project (package modeltest) into a
// temporary root, lets prepare change it, and starts a server on it.
func newFixture(t testing.TB, prepare func(root string)) *fixture {
	t.Helper()
	return newFixtureWith(t, prepare, func(a site.Assets) site.Assets { return a })
}

// newFixtureWith is newFixture with the server's assets wrapped by wrap.
func newFixtureWith(t testing.TB, prepare func(root string), wrap func(site.Assets) site.Assets) *fixture {
	t.Helper()
	root := modeltest.WriteProject(t, nil)
	if prepare != nil {
		prepare(root)
	}
	assetsRoot, err := filepath.Abs(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, root: root, log: &syncBuffer{}, snaps: map[string]*snapshot{}}
	f.srv, err = New(Config{Root: root, Assets: wrap(sitetest.New(assetsRoot)), Listings: listingstest.Run, Log: f.log})
	if err != nil {
		t.Fatal(err)
	}
	f.srv.swapped = func(s *snapshot) {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.order = append(f.order, s.id)
		f.snaps[s.id] = s
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f.url = "http://" + ln.Addr().String()
	f.client = &http.Client{
		Transport: &http.Transport{MaxIdleConnsPerHost: 16},
		Timeout:   10 * time.Second,
		// Redirects are asserted, not followed.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- f.srv.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Serve returned %v after cancel, want nil", err)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("Serve did not return within 10s of cancel")
		}
		f.client.CloseIdleConnections()
	})
	return f
}

// served returns the bytes snapshot snap serves for a file, and whether
// it has it.
func served(snap *snapshot, name string) ([]byte, bool) {
	pieces, ok := snap.body(name)
	return bytes.Join(pieces, nil), ok
}

// get fetches a path and returns status and body.
func (f *fixture) get(path string) (int, []byte) {
	f.t.Helper()
	resp, err := f.client.Get(f.url + path)
	if err != nil {
		f.t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		f.t.Fatalf("GET %s: reading the body: %v", path, err)
	}
	return resp.StatusCode, body
}

// write replaces a file of the fixture's root.
func (f *fixture) write(name, content string) {
	f.t.Helper()
	writeFile(f.t, f.root, name, content)
}

// read returns a file of the fixture's root.
func (f *fixture) read(name string) string {
	f.t.Helper()
	return readFile(f.t, f.root, name)
}

// seq returns where snapshot id stands in the order of swaps (-1 if never
// stored).
func (f *fixture) seq(id string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	for i := len(f.order) - 1; i >= 0; i-- {
		if f.order[i] == id {
			return i
		}
	}
	return -1
}

// events is an open event stream: the build ids it receives, in order.
type events struct {
	ids  chan string
	body io.Closer
}

// subscribe opens the event stream and waits for its first event, the
// current build's id.
func (f *fixture) subscribe() (*events, string) {
	f.t.Helper()
	resp, err := http.Get(f.url + eventsPath) // no client timeout: it streams
	if err != nil {
		f.t.Fatal(err)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		f.t.Fatalf("event stream Content-Type = %q", ct)
	}
	e := &events{ids: make(chan string, 64), body: resp.Body}
	go func() {
		defer close(e.ids)
		sc := bufio.NewScanner(resp.Body)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && event == "build":
				e.ids <- strings.TrimPrefix(line, "data: ")
			case line == "":
				event = ""
			}
		}
	}()
	f.t.Cleanup(func() { resp.Body.Close() })
	return e, e.next(f.t)
}

// next waits for the next build event.
func (e *events) next(t testing.TB) string {
	t.Helper()
	select {
	case id, ok := <-e.ids:
		if !ok {
			t.Fatal("event stream closed")
		}
		return id
	case <-time.After(20 * time.Second):
		t.Fatal("no build event within 20s")
	}
	return ""
}

var buildAttr = regexp.MustCompile(`<script data-build="([0-9a-f]+)">`)

// buildOf returns the snapshot id a served page carries.
func buildOf(t testing.TB, page []byte) string {
	t.Helper()
	m := buildAttr.FindSubmatch(page)
	if m == nil {
		t.Fatalf("page carries no live script:\n%.300s", page)
	}
	return string(m[1])
}

// syncBuffer is a log the server and the test share.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func itoa(n int) string { return strconv.Itoa(n) }

func readFile(t testing.TB, root, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t testing.TB, root, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(root, name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
