package serve

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coursesite/listings/listingstest"
	"coursesite/model/modeltest"
	"coursesite/site"
	"coursesite/site/sitetest"
	"net"
	"time"
)

// TestServesTheBuild checks that every built file is served under its URL,
// with its type, byte for byte as the build wrote it, pages adding only the
// live snippet, which the build itself never writes.
func TestServesTheBuild(t *testing.T) {
	f := newFixture(t, nil)
	assetsRoot, _ := filepath.Abs(repoRoot)
	out, err := site.New(os.DirFS(f.root), sitetest.New(assetsRoot)).WithoutSearch().Build(context.Background()) // as the preview builds
	if err != nil {
		t.Fatal(err)
	}
	wantTypes := map[string]string{".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8",
		".json": "application/json", ".wasm": "application/wasm", ".txt": "text/plain; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
		".xml": "application/xml", ".pagefind": "application/octet-stream", ".pf_fragment": "application/octet-stream",
		".pf_index": "application/octet-stream", ".pf_meta": "application/octet-stream"}
	for name, built := range out.Files {
		if bytes.Contains(built, []byte(eventsPath)) || bytes.Contains(built, []byte("data-build")) {
			t.Errorf("the build's %s holds the live script; only serve mode may add it", name)
		}
		urlPath := "/" + strings.TrimSuffix(name, "index.html")
		resp, err := f.client.Get(f.url + urlPath)
		if err != nil {
			t.Fatal(err)
		}
		var body bytes.Buffer
		body.ReadFrom(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: status %d", urlPath, resp.StatusCode)
			continue
		}
		if got, want := resp.Header.Get("Content-Type"), wantTypes[filepath.Ext(name)]; got != want {
			t.Errorf("GET %s: Content-Type %q, want %q", urlPath, got, want)
		}
		got := body.Bytes()
		if strings.HasSuffix(name, ".html") {
			got = bytes.Replace(got, liveSnippet(buildOf(t, got), nil), nil, 1)
		}
		if !bytes.Equal(got, built) {
			t.Errorf("GET %s: the body is not the built %s (%d bytes served, %d built)", urlPath, name, len(got), len(built))
		}
	}

	// A page's folder without its slash redirects, since relative links
	// need the slash.
	resp, err := f.client.Get(f.url + "/ornek-ders?x=1")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if loc := resp.Header.Get("Location"); resp.StatusCode != http.StatusMovedPermanently || loc != "/ornek-ders/?x=1" {
		t.Errorf("GET /ornek-ders: %d to %q, want 301 to /ornek-ders/?x=1", resp.StatusCode, loc)
	}
	if status, page := f.get("/yok/"); status != http.StatusNotFound || !bytes.Contains(page, []byte("Sayfa bulunamadı")) || !bytes.Contains(page, []byte(eventsPath)) {
		t.Errorf("GET /yok/: status %d, want 404 and the site's 404 page, with the live reload:\n%.300s", status, page)
	}
	if status, _ := f.get("/assets/yok.css"); status != http.StatusNotFound {
		t.Errorf("GET /assets/yok.css: status %d, want 404", status)
	}

	resp, err = f.client.Head(f.url + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.ContentLength <= int64(len(out.Files["index.html"])) {
		t.Errorf("HEAD /: status %d, length %d; want 200 and the page's length", resp.StatusCode, resp.ContentLength)
	}
	resp, err = f.client.Post(f.url+"/", "text/plain", strings.NewReader("x"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: status %d, want 405", resp.StatusCode)
	}
}

func TestSiteURL(t *testing.T) {
	tests := []struct {
		addr   string
		url    string
		public bool
	}{
		{"127.0.0.1:8080", "http://127.0.0.1:8080/", false},
		{"[::1]:8080", "http://[::1]:8080/", false},
		{"0.0.0.0:8080", "http://127.0.0.1:8080/", true},
		{"[::]:9000", "http://127.0.0.1:9000/", true},
		{"192.168.1.5:8080", "http://192.168.1.5:8080/", true},
	}
	for _, tt := range tests {
		url, public := siteURL(fakeAddr(tt.addr))
		if url != tt.url || public != tt.public {
			t.Errorf("siteURL(%s) = %s, %t; want %s, %t", tt.addr, url, public, tt.url, tt.public)
		}
	}
}

type fakeAddr string

func (a fakeAddr) Network() string { return "tcp" }
func (a fakeAddr) String() string  { return string(a) }

// TestStopWithSpareConnection: a connection that never sends a request (a
// browser's spare, kept while a tab is open) does not make stopping the
// server an error, nor keep it running.
func TestStopWithSpareConnection(t *testing.T) {
	root := modeltest.WriteProject(t, nil)
	assetsRoot, _ := filepath.Abs(repoRoot)
	srv, err := New(Config{Root: root, Assets: sitetest.New(assetsRoot), Listings: listingstest.Run})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	spare, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer spare.Close()
	// The server accepts it (the first build runs before it serves).
	resp, err := http.Get("http://" + ln.Addr().String() + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve with a spare connection open returned %v, want nil", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Serve did not return within 30s of cancel")
	}
}

// TestServesLastSearch: the preview builds no search index; it serves the
// last build's, from public/pagefind/, and nothing through a link.
func TestServesLastSearch(t *testing.T) {
	f := newFixture(t, func(root string) {
		if err := os.MkdirAll(filepath.Join(root, "public/pagefind"), 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, root, "public/pagefind/pagefind.js", "export const son = 1;\n")
		if err := os.Symlink("/etc/hostname", filepath.Join(root, "public/pagefind/baglanti.js")); err != nil {
			t.Fatal(err)
		}
	})
	f.subscribe()
	for path, want := range map[string]int{"/pagefind/pagefind.js": http.StatusOK, "/pagefind/baglanti.js": http.StatusNotFound, "/pagefind/yok.js": http.StatusNotFound} {
		resp, err := f.client.Get(f.url + path)
		if err != nil {
			t.Fatal(err)
		}
		var body bytes.Buffer
		body.ReadFrom(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s: status %d, want %d", path, resp.StatusCode, want)
		}
		if want == http.StatusOK && body.String() != "export const son = 1;\n" {
			t.Errorf("GET %s: %q", path, body.String())
		}
	}
}
