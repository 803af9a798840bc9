package serve

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"

	"coursesite/internal/assets"
	"coursesite/internal/cli"
)

// DefaultAddr is where the preview listens unless told otherwise: loopback
// only, so no one else on the network can read a draft.
const DefaultAddr = "127.0.0.1:8080"

// Run implements "serve [-addr HOST:PORT]": it serves the project in the
// current folder until ctx is done (Ctrl-C). The URL goes to stdout; builds
// and their errors go to stderr.
func Run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", DefaultAddr, "listen on `host:port` (a port of 0 picks a free one)")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("serve: unexpected argument %q", fs.Arg(0))
	}
	if err := assets.Prepare(ctx, ".", stderr); err != nil {
		return err
	}
	var hosts []string
	if host, _, err := net.SplitHostPort(*addr); err == nil && host != "" {
		hosts = append(hosts, host) // a name as written: the listener knows only its address
	}
	s, err := New(Config{Root: ".", Log: stderr, Hosts: hosts})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %v", err)
	}
	url, public := siteURL(ln.Addr())
	if public {
		fmt.Fprintf(stderr, "serve: %s is not a loopback address: anyone who can reach this machine can read the preview\n", *addr)
	}
	fmt.Fprintf(stdout, "serving %s (Ctrl-C to stop)\n", url)
	return s.Serve(ctx, ln)
}

// siteURL returns the URL to open for a listening address, and whether the
// address reaches beyond this machine. An unspecified host (":8080") listens
// on every interface; its URL uses loopback.
func siteURL(a net.Addr) (url string, public bool) {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String() + "/", true
	}
	ip := net.ParseIP(host)
	public = ip == nil || !ip.IsLoopback()
	if ip != nil && ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port) + "/", public
}
