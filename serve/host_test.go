package serve

import (
	"bytes"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
)

// guardOn returns a guard for a preview listening on addr, in front of a
// handler that answers "taslak" (the draft), and its log.
func guardOn(t *testing.T, addr string, extra ...string) (*hostGuard, *bytes.Buffer) {
	t.Helper()
	a, err := net.ResolveTCPAddr("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	draft := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "taslak") })
	return newHostGuard(draft, a, extra, &log), &log
}

// ask sends the guard a request with the given Host header.
func ask(g *hostGuard, host string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("GET", "/zaman-asimi-butceleri/", nil)
	r.Host = host
	w := httptest.NewRecorder()
	g.ServeHTTP(w, r)
	return w
}

// TestHostGuard: the preview answers requests naming its own address or
// loopback's names with its port, and refuses any other Host — the names a
// page of another site uses to read it through DNS rebinding — with 421 and
// one line saying why.
func TestHostGuard(t *testing.T) {
	for _, tt := range []struct {
		addr    string
		extra   []string
		allowed []string
		refused []string
	}{
		{
			addr:    "127.0.0.1:8080",
			allowed: []string{"127.0.0.1:8080", "localhost:8080", "LocalHost:8080", "localhost.:8080", "[::1]:8080"},
			refused: []string{"evil.example:8080", "evil.example", "127.0.0.1.nip.io:8080", "localhost.evil.example:8080",
				"127.0.0.1:9090", "localhost", "", "[::1]", "192.168.1.5:8080"},
		},
		{
			addr:    "127.0.0.1:80",
			allowed: []string{"localhost", "127.0.0.1", "[::1]", "localhost:80"},
			refused: []string{"evil.example", "evil.example:80"},
		},
		{
			addr:    "[::1]:8080",
			allowed: []string{"[::1]:8080", "localhost:8080", "127.0.0.1:8080", "[0:0::1]:8080"},
			refused: []string{"evil.example:8080", "[::2]:8080"},
		},
		{
			addr:    "192.168.1.5:9000",
			extra:   []string{"MyBox.lan"},
			allowed: []string{"192.168.1.5:9000", "localhost:9000", "mybox.lan:9000", "MYBOX.LAN.:9000"},
			refused: []string{"evil.example:9000", "192.168.1.6:9000", "192.168.1.5:8080", "mybox.lan.evil.example:9000"},
		},
	} {
		g, _ := guardOn(t, tt.addr, tt.extra...)
		for _, host := range tt.allowed {
			if w := ask(g, host); w.Code != http.StatusOK || w.Body.String() != "taslak" {
				t.Errorf("on %s, Host %q: %d %q; want the draft", tt.addr, host, w.Code, w.Body)
			}
		}
		for _, host := range tt.refused {
			w := ask(g, host)
			body := w.Body.String()
			if w.Code != http.StatusMisdirectedRequest || strings.Contains(body, "taslak") {
				t.Errorf("on %s, Host %q: %d %q; want 421 and no draft", tt.addr, host, w.Code, body)
				continue
			}
			if strings.Count(body, "\n") != 1 || !strings.Contains(body, "only to its own address") || !strings.Contains(body, "localhost:") {
				t.Errorf("on %s, Host %q: the refusal %q is not one line saying why and what is answered", tt.addr, host, body)
			}
		}
	}
}

// TestHostGuardEveryInterface: listening on every interface (-addr :9000),
// the preview answers to the machine's own addresses and host name, with
// its port, and still refuses other names.
func TestHostGuardEveryInterface(t *testing.T) {
	g, _ := guardOn(t, ":9000")
	allowed := []string{"localhost:9000", "127.0.0.1:9000"}
	if h, err := os.Hostname(); err == nil && h != "" {
		allowed = append(allowed, h+":9000")
	}
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok {
				allowed = append(allowed, net.JoinHostPort(n.IP.String(), "9000"))
			}
		}
	}
	for _, host := range allowed {
		if w := ask(g, host); w.Code != http.StatusOK {
			t.Errorf("Host %q: %d; want the draft", host, w.Code)
		}
	}
	if w := ask(g, "evil.example:9000"); w.Code != http.StatusMisdirectedRequest {
		t.Errorf("Host evil.example:9000: %d; want 421", w.Code)
	}
}

// TestHostGuardLogsOnce: a refusal is reported in the terminal, once per
// host, so that a page hammering the preview does not flood it.
func TestHostGuardLogsOnce(t *testing.T) {
	g, log := guardOn(t, "127.0.0.1:8080")
	for range 3 {
		ask(g, "evil.example:8080")
	}
	ask(g, "other.example:8080")
	if n := strings.Count(log.String(), "serve: refused a request for host"); n != 2 || !strings.Contains(log.String(), `"evil.example:8080"`) {
		t.Errorf("log %q; want one line for each refused host", log)
	}
}

// TestServeRefusesOtherHosts: the running preview is behind the guard: a
// request for another site's name gets 421, one for localhost the page.
func TestServeRefusesOtherHosts(t *testing.T) {
	f := newFixture(t, nil)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(f.url, "http://"))
	for host, want := range map[string]int{
		"evil.example:" + port: http.StatusMisdirectedRequest,
		"localhost:" + port:    http.StatusOK,
		"127.0.0.1:" + port:    http.StatusOK,
	} {
		req, err := http.NewRequest("GET", f.url+"/", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = host
		resp, err := f.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("Host %q: %d %.100q; want %d", host, resp.StatusCode, body, want)
		}
	}
	for _, path := range []string{eventsPath} {
		req, _ := http.NewRequest("HEAD", f.url+path, nil)
		req.Host = "evil.example:" + port
		resp, err := f.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMisdirectedRequest {
			t.Errorf("%s for evil.example: %d; want 421", path, resp.StatusCode)
		}
	}
}
