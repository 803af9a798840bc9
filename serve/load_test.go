package serve

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestConcurrentGetsDuringRebuilds has 8 clients fetch pages and a
// stylesheet on loopback for up to 2 s while the lesson is saved again and
// again. Every response must succeed, every page must be complete, and every
// body must be exactly the file as one stored build served it: no torn page,
// no mix of two builds.
func TestConcurrentGetsDuringRebuilds(t *testing.T) {
	f := newFixture(t, nil)
	// The stylesheet's name carries a hash of its content; the index names
	// it.
	_, index := f.get("/")
	css := regexp.MustCompile(`href="(assets/site\.[0-9a-f]+\.css)"`).FindSubmatch(index)
	if css == nil {
		t.Fatalf("the index names no stylesheet:\n%s", index)
	}
	paths := []string{"/", lessonURL, "/" + string(css[1])}
	const clients, maxGets = 8, 5000
	deadline := time.Now().Add(2 * time.Second)

	type result struct {
		path string
		sum  [32]byte
	}
	var (
		mu      sync.Mutex
		results []result
		errs    []string
	)
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(errs) < 20 {
			errs = append(errs, fmt.Sprintf(format, args...))
		}
	}

	stop := make(chan struct{})
	saved := make(chan int)
	go func() { // the author, saving every 20 ms
		src := f.read(lesson)
		n := 0
		defer func() { saved <- n }()
		for {
			select {
			case <-stop:
				f.write(lesson, src)
				return
			case <-time.After(20 * time.Millisecond):
			}
			n++
			f.write(lesson, src+fmt.Sprintf("\nKaydedilen sürüm: %d.\n", n))
		}
	}()

	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			for i := 0; i < maxGets && time.Now().Before(deadline); i++ {
				p := paths[(c+i)%len(paths)]
				resp, err := f.client.Get(f.url + p)
				if err != nil {
					fail("GET %s: %v", p, err)
					continue
				}
				body, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				switch {
				case err != nil:
					fail("GET %s: reading: %v", p, err)
				case resp.StatusCode != http.StatusOK:
					fail("GET %s: status %d", p, resp.StatusCode)
				case resp.ContentLength != int64(len(body)):
					fail("GET %s: %d bytes, Content-Length %d", p, len(body), resp.ContentLength)
				case strings.HasSuffix(p, "/") && !bytes.HasSuffix(bytes.TrimSpace(body), []byte("</html>")):
					fail("GET %s: incomplete page, ends %q", p, body[max(0, len(body)-40):])
				default:
					mu.Lock()
					results = append(results, result{p, sha256.Sum256(body)})
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	close(stop)
	saves := <-saved

	for _, e := range errs {
		t.Error(e)
	}
	// Every body is one stored build's file.
	f.mu.Lock()
	builds := map[string]map[[32]byte]bool{}
	for _, snap := range f.snaps {
		for name := range snap.files {
			body, _ := served(snap, name)
			p := "/" + strings.TrimSuffix(name, "index.html")
			if builds[p] == nil {
				builds[p] = map[[32]byte]bool{}
			}
			builds[p][sha256.Sum256(body)] = true
		}
	}
	stored := len(f.order)
	f.mu.Unlock()
	seen := map[string]map[[32]byte]bool{}
	for _, r := range results {
		if !builds[r.path][r.sum] {
			t.Errorf("GET %s: the body is no stored build's file", r.path)
			break
		}
		if seen[r.path] == nil {
			seen[r.path] = map[[32]byte]bool{}
		}
		seen[r.path][r.sum] = true
	}
	t.Logf("%d GETs by %d clients, %d saves, %d builds stored, %d versions of the lesson served", len(results), clients, saves, stored, len(seen[lessonURL]))
	if len(seen[lessonURL]) < 2 {
		t.Errorf("the clients saw %d version(s) of the lesson: the test did not fetch during rebuilds", len(seen[lessonURL]))
	}
}
