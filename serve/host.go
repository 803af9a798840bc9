package serve

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
)

// loopbackNames are the names of this machine every preview answers to.
var loopbackNames = []string{"localhost", "127.0.0.1", "::1"}

// hostGuard refuses requests whose Host header does not name the preview's
// own address. A page on another site cannot read the preview directly
// (the browser's same-origin rule), but through DNS rebinding it can: its
// own name, say evil.example, is made to resolve to 127.0.0.1, and the
// browser then takes the preview's answers to http://evil.example:8080/
// for evil.example's own. Those requests carry Host: evil.example:8080,
// which no one opening the preview writes; answering only to the served
// address, loopback's names and (when the preview listens beyond loopback)
// this machine's addresses and names, with the served port, defeats that.
type hostGuard struct {
	next  http.Handler
	port  string
	names map[string]bool // host names (lower case, no final dot) and IP addresses (net.IP.String)
	log   io.Writer

	mu      sync.Mutex
	refused map[string]bool // hosts already reported in the log
}

// newHostGuard returns a guard in front of next for a preview listening on
// addr; extra are further names it answers to (the host -addr gives).
// Refusals are reported on log, once per host.
func newHostGuard(next http.Handler, addr net.Addr, extra []string, log io.Writer) *hostGuard {
	g := &hostGuard{next: next, names: map[string]bool{}, log: log, refused: map[string]bool{}}
	host, port, err := net.SplitHostPort(addr.String())
	if err != nil {
		host, port = addr.String(), ""
	}
	g.port = port
	add := func(name string) {
		if name = normalHost(name); name != "" {
			g.names[name] = true
		}
	}
	for _, name := range loopbackNames {
		add(name)
	}
	for _, name := range extra {
		add(name)
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		// Every interface: the machine's addresses and names reach it.
		for _, name := range machineNames() {
			add(name)
		}
	} else {
		add(host)
	}
	return g
}

// machineNames returns what names this machine to a browser on the
// network: its interfaces' addresses, its host name, the name's first
// label and, for a name with no dot, its mDNS form (NAME.local). It asks
// the system nothing slow (no DNS).
func machineNames() []string {
	var names []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok {
				names = append(names, n.IP.String())
			}
		}
	}
	if h, err := os.Hostname(); err == nil && h != "" {
		names = append(names, h)
		if first, _, dotted := strings.Cut(h, "."); dotted {
			names = append(names, first)
		} else {
			names = append(names, h+".local")
		}
	}
	return names
}

// normalHost writes a host name or address as the guard compares it:
// lower case, without brackets or a final dot, an IP address in its
// standard form.
func normalHost(h string) string {
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	h = strings.TrimSuffix(strings.ToLower(h), ".")
	if ip := net.ParseIP(h); ip != nil {
		return ip.String()
	}
	return h
}

// allows reports whether host, a request's Host header, names the
// preview: one of its names, with its port (a Host without a port means
// HTTP's 80).
func (g *hostGuard) allows(host string) bool {
	name, port, err := net.SplitHostPort(host)
	if err != nil {
		name, port = host, "80"
	}
	return host != "" && port == g.port && g.names[normalHost(name)]
}

// ServeHTTP passes on the requests that name the preview, and answers
// every other with 421 Misdirected Request and a line saying why.
func (g *hostGuard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if g.allows(r.Host) {
		g.next.ServeHTTP(w, r)
		return
	}
	g.mu.Lock()
	first := !g.refused[r.Host] && len(g.refused) < 100
	if first {
		g.refused[r.Host] = true
	}
	g.mu.Unlock()
	if first {
		fmt.Fprintf(g.log, "serve: refused a request for host %q, which is not this preview's address (a page of another site reading the draft through DNS rebinding?)\n", r.Host)
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusMisdirectedRequest)
	fmt.Fprintf(w, "421 misdirected request: this preview answers only to its own address (%s), not to host %q; a page of another site may be trying to read the draft\n", g.shown(), r.Host)
}

// shown lists the names the guard answers to, with the port, for its
// refusal: loopback's first, then the rest in order.
func (g *hostGuard) shown() string {
	var rest []string
	for name := range g.names {
		if !slices.Contains(loopbackNames, name) {
			rest = append(rest, name)
		}
	}
	slices.Sort(rest)
	var out []string
	for _, name := range append(slices.Clone(loopbackNames), rest...) {
		out = append(out, net.JoinHostPort(name, g.port))
	}
	return strings.Join(out, ", ")
}
