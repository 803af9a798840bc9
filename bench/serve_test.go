package bench

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"coursesite/bench/course"
	"coursesite/internal/assets"
	"coursesite/serve"
)

// BenchmarkSaveToReload measures the preview as an author meets it, on
// courses of 1 and 50 lessons made from the real ones (package course):
// from a save of the first lesson's page to the reloaded page served with
// the edit — the watcher, its debounce, the build, the swap, the event a
// tab reloads on and the page's GET, on loopback. body appends a
// sentence; title changes the lesson's title, which the index and the
// next lesson show (every page is laid out again); paced saves a sentence
// 400 ms after the last reload, when the drift check of the last save is
// running (it starts 100 ms after a build), as an author's saves come.
// ns/op is the mean (with the pauses); ms-median the median save, and -v
// logs the range:
//
//	go test -run '^$' -bench SaveToReload -benchtime 20x -v ./bench
func BenchmarkSaveToReload(b *testing.B) {
	for _, tc := range []struct {
		lessons int
		edit    string
	}{{1, "body"}, {50, "body"}, {50, "title"}, {1, "paced"}, {50, "paced"}} {
		b.Run(fmt.Sprintf("lessons=%d/%s", tc.lessons, tc.edit), func(b *testing.B) {
			p := startPreview(b, tc.lessons)
			page := filepath.Join(p.dir, "content", course.First, "index.md")
			orig, err := os.ReadFile(page)
			if err != nil {
				b.Fatal(err)
			}
			var times []time.Duration
			i := 0
			for b.Loop() {
				i++
				mark := "Ölçüm satırı " + strings.Repeat("a", i) + "." // no digits: no check finding
				src := string(orig) + "\n" + mark + "\n"
				if tc.edit == "title" {
					mark = "Zaman Aşımı Bütçeleri " + strings.Repeat("a", i)
					src = strings.Replace(string(orig), "baslik: Zaman Aşımı Bütçeleri", "baslik: "+mark, 1)
				}
				if tc.edit == "paced" {
					time.Sleep(400 * time.Millisecond)
				}
				start := time.Now()
				if err := os.WriteFile(page, []byte(src), 0o644); err != nil {
					b.Fatal(err)
				}
				for {
					p.nextEvent(b)
					if strings.Contains(p.get(b, "/"+course.First+"/"), mark) {
						break
					}
				}
				times = append(times, time.Since(start))
			}
			slices.Sort(times)
			med := times[len(times)/2]
			b.ReportMetric(float64(med.Microseconds())/1000, "ms-median")
			b.Logf("%d lessons, %s edit: save → reloaded page min %v, median %v, max %v over %d saves",
				tc.lessons, tc.edit, times[0].Round(100*time.Microsecond), med.Round(100*time.Microsecond), times[len(times)-1].Round(100*time.Microsecond), len(times))
		})
	}
}

// preview is a running preview of a course in a temporary folder.
type preview struct {
	dir    string
	url    string
	events chan string
}

// startPreview makes an n-lesson course, serves it, and waits until the
// first build is served and the drift check that follows it is done (the
// process's CPU time stands still), so that no save competes with it.
func startPreview(b *testing.B, n int) *preview {
	b.Helper()
	p := &preview{dir: filepath.Join(b.TempDir(), "kurs"), events: make(chan string, 64)}
	if err := course.Make(root, p.dir, n, true); err != nil {
		b.Fatal(err)
	}
	srv, err := serve.New(serve.Config{Root: p.dir, Assets: assets.New(p.dir), Log: io.Discard})
	if err != nil {
		b.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	p.url = "http://" + ln.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	b.Cleanup(func() {
		cancel()
		<-done
	})
	resp, err := http.Get(p.url + "/_live")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { resp.Body.Close() })
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if id, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				p.events <- id
			}
		}
		close(p.events)
	}()
	p.nextEvent(b)
	waitIdle(b)
	return p
}

func (p *preview) nextEvent(b *testing.B) {
	b.Helper()
	select {
	case _, ok := <-p.events:
		if !ok {
			b.Fatal("the event stream ended")
		}
	case <-time.After(30 * time.Second):
		b.Fatal("no build event within 30 s")
	}
}

func (p *preview) get(b *testing.B, path string) string {
	b.Helper()
	resp, err := http.Get(p.url + path)
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		b.Fatal(err)
	}
	return string(body)
}

// waitIdle waits until this process and its children (the check runs the
// listings under node) have used almost no CPU for half a second, at most
// a minute.
func waitIdle(b *testing.B) {
	b.Helper()
	cpu := func() time.Duration {
		var self, kids syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &self)
		syscall.Getrusage(syscall.RUSAGE_CHILDREN, &kids)
		var t time.Duration
		for _, r := range []syscall.Rusage{self, kids} {
			t += time.Duration(r.Utime.Nano() + r.Stime.Nano())
		}
		return t
	}
	time.Sleep(200 * time.Millisecond) // the check starts 100 ms after a build
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); {
		before := cpu()
		time.Sleep(500 * time.Millisecond)
		if cpu()-before < 20*time.Millisecond {
			return
		}
	}
}
