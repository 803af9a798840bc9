package listings

import (
	"context"
	"maps"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// run runs src as a listing kod/x.mjs in a fresh copy folder, in the
// sandbox, and returns what it printed and its error.
func run(t *testing.T, src string) (string, error) {
	return runNamed(t, "kod/x.mjs", src, nil)
}

// runNamed runs src as the listing name, beside other files of its lesson.
func runNamed(t *testing.T, name, src string, others map[string]string) (string, error) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		// The listings' tests are where the tests that run them under
		// node live: without node they fail rather than pass unrun.
		t.Fatalf("node is not installed: the listings run under node (install Node.js): %v", err)
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "kod"), 0o755); err != nil {
		t.Fatal(err)
	}
	others = maps.Clone(others)
	if others == nil {
		others = map[string]string{}
	}
	others[name] = src
	for f, data := range others {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(f)), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "model.json"), []byte(`{"n": 6}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := runNode(context.Background(), node, dir, "content/ders", name)
	return string(out), err
}

// A listing reads its own lesson's files and prints.
func TestListingReadsItsLesson(t *testing.T) {
	out, err := run(t, `import fs from "node:fs";
console.log(JSON.parse(fs.readFileSync(new URL("../model.json", import.meta.url))).n);`)
	if err != nil || out != "6\n" {
		t.Fatalf("printed %q, %v; want 6", out, err)
	}
}

// What a listing may not do fails, and leaves nothing behind.
func TestListingSandbox(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "written.txt")
	secret := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(secret, []byte("gizli"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("LISTING_SECRET", "s3cr3t-value")
	for _, c := range []struct {
		name, src string
	}{
		{"write outside its copy", `import fs from "node:fs"; fs.writeFileSync(` + quote(outside) + `, "x");`},
		{"write in its copy", `import fs from "node:fs"; fs.writeFileSync(new URL("./y.txt", import.meta.url), "x");`},
		{"read outside its copy", `import fs from "node:fs"; console.log(fs.readFileSync(` + quote(secret) + `, "utf8"));`},
		{"start a process", `import cp from "node:child_process"; cp.spawn("sleep", ["60"], {detached: true, stdio: "ignore"}).unref();`},
		{"start a worker", `import {Worker} from "node:worker_threads"; new Worker("setInterval(() => {}, 1000)", {eval: true});`},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, err := run(t, c.src)
			if err == nil || !strings.Contains(err.Error(), "the sandbox refuses it") {
				t.Errorf("printed %q, %v; want the permission model's refusal", out, err)
			}
			if strings.Contains(out, "gizli") {
				t.Errorf("the listing read a file outside its copy: %q", out)
			}
		})
	}
	if _, err := os.Stat(outside); err == nil {
		t.Errorf("a listing wrote %s, outside its copy", outside)
	}
	out, err := run(t, `console.log(JSON.stringify(process.env));`)
	if err != nil || strings.Contains(out, "s3cr3t") || strings.Contains(out, "HOME") {
		t.Errorf("the listing's environment is %s (%v); want only PATH", out, err)
	}
}

// A listing has no network where the machine gives it a namespace of
// its own: a server on this machine's loopback sees no connection.
func TestListingNoNetwork(t *testing.T) {
	if ok, why := Isolated(); !ok {
		t.Skip("no network namespace here: " + why)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var conns atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			conns.Add(1)
			c.Close()
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	out, _ := run(t, `import net from "node:net";
const s = net.connect(`+itoa(port)+`, "127.0.0.1");
s.on("connect", () => { console.log("connected"); s.destroy(); });
s.on("error", e => console.log(e.code));`)
	time.Sleep(100 * time.Millisecond)
	if n := conns.Load(); n > 0 || strings.Contains(out, "connected") {
		t.Errorf("the listing reached this machine's network (%d connections, printed %q)", n, out)
	}
}

// A listing that runs too long is stopped, its process group with it.
func TestListingTimeout(t *testing.T) {
	defer func(d time.Duration) { listingTimeout = d }(listingTimeout)
	listingTimeout = time.Second
	start := time.Now()
	_, err := run(t, `setInterval(() => {}, 1000);`)
	if err == nil || !strings.Contains(err.Error(), "still running") {
		t.Errorf("a listing that never ends: %v", err)
	}
	if d := time.Since(start); d > listingTimeout+5*time.Second {
		t.Errorf("stopped after %v", d)
	}
}

func quote(s string) string { return `"` + strings.ReplaceAll(s, `\`, `\\`) + `"` }

func itoa(n int) string { return strconv.Itoa(n) }

// A listing's name is a file, never an option of node's: one named
// --env-file=e.js does not load e.js's NODE_OPTIONS (which would have
// y.cjs start a process); it runs as the script it is.
func TestListingNameIsNoOption(t *testing.T) {
	out, err := runNamed(t, "--env-file=e.js", `console.log("a script");`, map[string]string{
		"e.js":  "NODE_OPTIONS=\"--allow-child-process --require ./y.cjs\"\n",
		"y.cjs": `console.log("PWNED " + require("node:child_process").execSync("id"));`,
	})
	if strings.Contains(out, "PWNED") || err != nil || out != "a script\n" {
		t.Errorf("printed %q, %v: the listing's name was read as an option", out, err)
	}
}
