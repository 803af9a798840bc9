package serve

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestResolve(t *testing.T) {
	tests := []struct {
		target string
		name   string
		status int
	}{
		{"/", "index.html", http.StatusOK},
		{"/ornek-ders/", "ornek-ders/index.html", http.StatusOK},
		{"/ornek-ders", "ornek-ders", http.StatusOK},
		{"/assets/site.css", "assets/site.css", http.StatusOK},
		{"/assets/site.css?v=2", "assets/site.css", http.StatusOK},
		{"/%C3%A7/", "ç/index.html", http.StatusOK},
		{"/%C3%A7", "ç", http.StatusOK},
		{"/..", "", http.StatusBadRequest},
		{"/../go.mod", "", http.StatusBadRequest},
		{"/assets/../../go.mod", "", http.StatusBadRequest},
		{"/%2e%2e/go.mod", "", http.StatusBadRequest},
		{"/%2E%2E/go.mod", "", http.StatusBadRequest},
		{"/.%2e/go.mod", "", http.StatusBadRequest},
		{"/..%2fgo.mod", "", http.StatusBadRequest},
		{"/%2e%2e%2Fgo.mod", "", http.StatusBadRequest},
		{"/assets%2F..%2F..%2Fgo.mod", "", http.StatusBadRequest},
		{"/..\\go.mod", "", http.StatusBadRequest},
		{"/%5c..%5cgo.mod", "", http.StatusBadRequest},
		{"/%2e%2e%5cgo.mod", "", http.StatusBadRequest},
		{"//etc/passwd", "", http.StatusBadRequest},
		{"/./index.html", "", http.StatusBadRequest},
		{"/index.html%00.css", "", http.StatusBadRequest},
		// Encoded twice, it decodes to a name with a percent sign, not to "..".
		{"/%252e%252e/go.mod", "%2e%2e/go.mod", http.StatusOK},
	}
	for _, tt := range tests {
		u, err := url.ParseRequestURI(tt.target)
		if err != nil {
			t.Fatalf("%s: %v", tt.target, err)
		}
		name, status := resolve(u)
		if name != tt.name || status != tt.status {
			t.Errorf("resolve(%q) = %q, %d; want %q, %d", tt.target, name, status, tt.name, tt.status)
		}
	}
}

// TestNoPathOutsideTheSite sends attempts to leave the site, as raw request
// lines (a client library would clean some of them), to a server whose root
// holds a secret. Every attempt is refused or not found, and no response
// holds a byte of a file outside the built site.
func TestNoPathOutsideTheSite(t *testing.T) {
	const secret = "GİZLİ: bu dosya sitenin dışında"
	f := newFixture(t, func(root string) {
		if err := os.WriteFile(filepath.Join(root, "gizli.txt"), []byte(secret), 0o644); err != nil {
			t.Fatal(err)
		}
	})
	abs := filepath.ToSlash(filepath.Join(f.root, "gizli.txt"))
	tests := []struct {
		target string
		status int
	}{
		{"/../gizli.txt", http.StatusBadRequest},
		{"/assets/../../gizli.txt", http.StatusBadRequest},
		{"/ornek-ders/../../gizli.txt", http.StatusBadRequest},
		{"/%2e%2e/gizli.txt", http.StatusBadRequest},
		{"/%2E%2E/gizli.txt", http.StatusBadRequest},
		{"/assets/%2e%2e/%2e%2e/gizli.txt", http.StatusBadRequest},
		{"/..%2fgizli.txt", http.StatusBadRequest},
		{"/%2e%2e%2fgizli.txt", http.StatusBadRequest},
		{"/assets%2f..%2f..%2fgizli.txt", http.StatusBadRequest},
		{"/..\\gizli.txt", http.StatusBadRequest},
		{"/%5c..%5cgizli.txt", http.StatusBadRequest},
		{"//gizli.txt", http.StatusBadRequest},
		{"/" + strings.TrimPrefix(abs, "/"), http.StatusNotFound}, // the file's absolute path
		{"//" + strings.TrimPrefix(abs, "/"), http.StatusBadRequest},
		{f.url + "/../gizli.txt", http.StatusBadRequest}, // absolute-form request
		{"/gizli.txt", http.StatusNotFound},
		{"/etc/passwd", http.StatusNotFound},
		{"/%252e%252e/gizli.txt", http.StatusNotFound},
		// The project's sources and folders are not the site.
		{"/content/index.md", http.StatusNotFound},
		{"/" + lesson, http.StatusNotFound},
		{"/content/ornek-ders/model.json", http.StatusNotFound},
		{"/templates/lesson.html", http.StatusNotFound},
		{"/content/", http.StatusNotFound},
		{"/templates/", http.StatusNotFound},
		{"/assets/", http.StatusNotFound}, // no listing of a built folder either
	}
	for _, tt := range tests {
		status, body := rawGet(t, f.url, tt.target)
		if status != tt.status {
			t.Errorf("GET %s: status %d, want %d", tt.target, status, tt.status)
		}
		if strings.Contains(body, "GİZLİ") || strings.Contains(body, "baslik:") || strings.Contains(body, "{{define") {
			t.Errorf("GET %s: the response holds a file outside the site:\n%.200s", tt.target, body)
		}
	}
}

// rawGet sends a request line as written and returns the status and body.
func rawGet(t *testing.T, base, target string) (int, string) {
	t.Helper()
	host := strings.TrimPrefix(base, "http://")
	conn, err := net.DialTimeout("tcp", host, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	// The Host a browser sends, port included: the preview refuses others.
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", target, host)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("GET %s: %v", target, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: %v", target, err)
	}
	return resp.StatusCode, string(body)
}
