package serve

import (
	"context"
	"html"
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	"coursesite/charts"
	"coursesite/site"
)

const lessonURL = "/ornek-ders/"

// awaitBuild waits for build events until one's page at urlPath satisfies
// ok (an editor's save may take two builds), and returns that page. Every
// page fetched after an event must be that event's build or a later one:
// the event never arrives before its build is served.
func (f *fixture) awaitBuild(ev *events, urlPath string, ok func(page string) bool) string {
	f.t.Helper()
	for range 10 {
		id := ev.next(f.t)
		_, page := f.get(urlPath)
		got := buildOf(f.t, page)
		if f.seq(got) < f.seq(id) {
			f.t.Fatalf("after the event for build %s, GET %s served the older build %s", id, urlPath, got)
		}
		if ok(string(page)) {
			return string(page)
		}
	}
	f.t.Fatalf("no build of %s as expected after 10 events; log:\n%s", urlPath, f.log)
	return ""
}

var overlayBox = regexp.MustCompile(`(?s)<p>(.*?)</p><pre>(.*?)</pre>`)

// overlay returns the messages of the overlay's boxes whose title starts
// with title ("" for every box), as text; "" if there are none.
func overlay(page, title string) string {
	i := strings.Index(page, `<div id="live-alert"`)
	if i < 0 {
		return ""
	}
	var msgs []string
	for _, m := range overlayBox.FindAllStringSubmatch(page[i:], -1) {
		if strings.HasPrefix(html.UnescapeString(m[1]), title) {
			msgs = append(msgs, html.UnescapeString(strings.NewReplacer("<b>", "", "</b>", "").Replace(m[2])))
		}
	}
	return strings.Join(msgs, "\n")
}

// buildError returns the overlay's build error, "" if it has none.
func buildError(page string) string { return overlay(page, "Build failed") }

// withoutLive strips what serve mode adds, the overlay and the script
// that follows it, leaving the build's page.
func withoutLive(page string) string {
	start := strings.Index(page, `<div id="live-alert"`)
	if start < 0 {
		start = strings.Index(page, `<script data-build=`)
	}
	end := start + strings.Index(page[start:], "</script>\n") + len("</script>\n")
	return page[:start] + page[end:]
}

// TestRebuildOnSave edits each kind of source and checks that the page
// shows the edit once the event arrives.
func TestRebuildOnSave(t *testing.T) {
	f := newFixture(t, nil)
	ev, first := f.subscribe()
	if _, page := f.get("/"); buildOf(t, page) != first {
		t.Fatalf("the page's build %s is not the stream's %s", buildOf(t, page), first)
	}
	tests := []struct {
		what, file, old, new string
		urlPath, want        string
	}{
		{"the index page", "content/index.md", "Kursun dersleri, her biri kendi modelinden.", "Kursun dersleri, canlı önizlemede de, her biri kendi modelinden.", "/", "canlı önizlemede de"},
		{"a lesson", lesson, "## Süreler ve Yük", "## Süreler ve Yük Bekliyor", lessonURL, `id="sureler-ve-yuk-bekliyor"`},
		{"the parameter file", "content/ornek-ders/model.json", `"n": 6`, `"n": 7`, lessonURL, "yedi"},
		{"a listing's source", "content/ornek-ders/kod/hesap.mjs", "\n", "\n// canlı önizleme satırı\n", lessonURL, "canlı önizleme satırı"},
		{"a layout", "templates/index.html", `{{template "dersler" .}}`, `<p class="not">Taslak</p>{{template "dersler" .}}`, "/", `<p class="not">Taslak</p>`},
	}
	for _, tt := range tests {
		src := f.read(tt.file)
		if !strings.Contains(src, tt.old) {
			t.Fatalf("%s: %q is not in %s", tt.what, tt.old, tt.file)
		}
		f.write(tt.file, strings.Replace(src, tt.old, tt.new, 1))
		page := f.awaitBuild(ev, tt.urlPath, func(p string) bool { return strings.Contains(p, tt.want) })
		if e := buildError(page); e != "" {
			t.Errorf("%s: build error after a good edit: %s", tt.what, e)
		}
		if !strings.Contains(f.log.String(), "(after "+tt.file+")") {
			t.Errorf("%s: the log does not name %s:\n%s", tt.what, tt.file, f.log)
		}
	}
}

// TestBrokenEditKeepsLastGoodBuild makes each kind of broken edit and
// checks that the page stays the last good build under an overlay that
// shows the build's error, as the terminal does, and that the next good
// save removes it.
func TestBrokenEditKeepsLastGoodBuild(t *testing.T) {
	f := newFixture(t, nil)
	ev, _ := f.subscribe()
	_, good := f.get(lessonURL)
	goodPage := withoutLive(string(good))

	tests := []struct {
		what, file, old, new string
		where, msg           string // the error's file:line:column (line and column found from the edit) and message
	}{
		{"unknown figure", lesson, `{{ yazi "n" }}`, `{{ yazi "nn" }}`, lesson, `unknown model figure "nn"`},
		{"template syntax", lesson, `{{ yazi "n" }}`, `{{ yazi "n" }`, lesson, "unexpected"},
		{"false claim", lesson, `"yuk < 1"`, `"yuk > 1"`, lesson, `does not hold`},
		{"layout error", "templates/lesson.html", `{{.Meta.Title}}</h1>`, `{{.Meta.Yok}}</h1>`, "templates/lesson.html", "Yok"},
		{"bad parameter", "content/ornek-ders/model.json", `"n": 6`, `"n": "altı"`, "content/ornek-ders/model.json", "n"},
	}
	for _, tt := range tests {
		src := f.read(tt.file)
		at := strings.Index(src, tt.old)
		if at < 0 {
			t.Fatalf("%s: %q is not in %s", tt.what, tt.old, tt.file)
		}
		line := strings.Count(src[:at], "\n") + 1
		f.write(tt.file, src[:at]+tt.new+src[at+len(tt.old):])
		// On a busy machine the build may read the file between the
		// truncation and the write of the save (an empty page); the build
		// of the whole save follows.
		page := f.awaitBuild(ev, lessonURL, func(p string) bool { return strings.Contains(buildError(p), tt.msg) })
		msg := buildError(page)
		pos := regexp.MustCompile(`^` + regexp.QuoteMeta(tt.where) + `:(\d+):(\d+): `).FindStringSubmatch(msg)
		if pos == nil || pos[1] != itoa(line) || !strings.Contains(msg, tt.msg) {
			t.Errorf("%s: overlay %q; want %s:%d:COLUMN: …%s…", tt.what, msg, tt.where, line, tt.msg)
		}
		if !strings.Contains(f.log.String(), msg) {
			t.Errorf("%s: the terminal does not show the overlay's message %q:\n%s", tt.what, msg, f.log)
		}
		if withoutLive(page) != goodPage {
			t.Errorf("%s: the page under the overlay is not the last good build", tt.what)
		}
		status, _ := f.get(lessonURL)
		if status != http.StatusOK {
			t.Errorf("%s: status %d, want 200 (the last good page)", tt.what, status)
		}

		f.write(tt.file, src)
		page = f.awaitBuild(ev, lessonURL, func(p string) bool { return buildError(p) == "" })
		if withoutLive(page) != goodPage {
			t.Errorf("%s: the fixed page is not the good build", tt.what)
		}
	}

	// The column points at the call.
	src := f.read(lesson)
	at := strings.Index(src, `{{ yazi "n" }}`)
	f.write(lesson, src[:at]+`{{ yazi "nn" }}`+src[at+len(`{{ yazi "n" }}`):])
	lineStart := strings.LastIndex(src[:at], "\n") + 1
	col := len([]rune(src[lineStart:at])) + len(`{{ `) + 1
	want := lesson + ":" + itoa(strings.Count(src[:at], "\n")+1) + ":" + itoa(col) + ": "
	page := f.awaitBuild(ev, lessonURL, func(p string) bool { return strings.Contains(buildError(p), `unknown model figure "nn"`) })
	if msg := buildError(page); !strings.HasPrefix(msg, want) {
		t.Errorf("overlay %q, want it to start with %q", msg, want)
	}
}

// TestFirstBuildFails starts on a broken lesson: every page is the error
// page until the lesson is fixed.
func TestFirstBuildFails(t *testing.T) {
	var src string
	f := newFixture(t, func(root string) {
		b := readFile(t, root, lesson)
		src = b
		writeFile(t, root, lesson, strings.Replace(b, `{{ yazi "n" }}`, `{{ yazi "nn" }}`, 1))
	})
	ev, _ := f.subscribe()
	for _, p := range []string{"/", lessonURL} {
		status, page := f.get(p)
		if status != http.StatusInternalServerError || !strings.Contains(buildError(string(page)), `unknown model figure "nn"`) || !strings.HasSuffix(string(page), "</html>\n") {
			t.Errorf("GET %s: status %d, want 500 with the error overlay; page:\n%s", p, status, page)
		}
	}
	if status, _ := f.get("/assets/site.css"); status != http.StatusNotFound {
		t.Errorf("GET /assets/site.css before any build: status %d, want 404", status)
	}
	if !strings.Contains(f.log.String(), `unknown model figure "nn"`) {
		t.Errorf("the terminal does not show the error:\n%s", f.log)
	}

	f.write(lesson, src)
	page := f.awaitBuild(ev, lessonURL, func(p string) bool { return buildError(p) == "" })
	if !strings.Contains(page, "<h1>Örnek Ders</h1>") {
		t.Errorf("after the fix, the lesson is not served:\n%.500s", page)
	}
	if status, _ := f.get("/"); status != http.StatusOK {
		t.Errorf("GET / after the fix: status %d", status)
	}
}

// TestGoChangeAsksForRestart checks that a change to Go code shows, in the
// overlay and the terminal, that the server must be restarted, and that it
// stays through later good builds: the running code is still the old one.
func TestGoChangeAsksForRestart(t *testing.T) {
	f := newFixture(t, nil)
	ev, _ := f.subscribe()
	f.write("yeni_test.go", "package main\n")
	f.write("yeni.go", "package main\n")
	page := f.awaitBuild(ev, "/", func(p string) bool { return strings.Contains(overlay(p, "Go code changed"), "yeni.go") })
	if o := overlay(page, "Go code changed"); strings.Contains(o, "yeni_test.go") || !strings.Contains(page, "Restart it") {
		t.Errorf("overlay %q: want a restart notice naming yeni.go only", o)
	}
	if !strings.Contains(f.log.String(), "go code changed (yeni.go): restart the server") {
		t.Errorf("the terminal does not ask for a restart:\n%s", f.log)
	}
	f.write("content/index.md", strings.Replace(f.read("content/index.md"), "Kursun dersleri", "Kursun bütün dersleri", 1))
	page = f.awaitBuild(ev, "/", func(p string) bool { return strings.Contains(p, "Kursun bütün dersleri") })
	if !strings.Contains(overlay(page, "Go code changed"), "yeni.go") {
		t.Errorf("after a content edit the restart notice is gone; overlay %q", overlay(page, ""))
	}
}

// TestCheckFindingShowsInOverlay types a number by hand into the lesson:
// the page shows the edit under the check's finding, which names where the
// number stands; removing it removes the finding.
func TestCheckFindingShowsInOverlay(t *testing.T) {
	f := newFixture(t, nil)
	ev, _ := f.subscribe()
	src := f.read(lesson)
	const typed = "Elle yazılmış bir sayı: 4321 istek."
	f.write(lesson, src+"\n"+typed+"\n")
	line := strings.Count(src, "\n") + 2
	where := lesson + ":" + itoa(line) + ":"
	page := f.awaitBuild(ev, lessonURL, func(p string) bool { return strings.Contains(overlay(p, "The check"), where) })
	if !strings.Contains(page, typed) {
		t.Errorf("the page under the finding is not the new build")
	}
	if !strings.Contains(f.log.String(), where) {
		t.Errorf("the terminal does not show the finding at %s:\n%s", where, f.log)
	}
	f.write(lesson, src)
	f.awaitBuild(ev, lessonURL, func(p string) bool { return !strings.Contains(overlay(p, ""), where) })
}

// countingAssets counts the charts drawn: the fixture's lesson has a chart,
// so each build that renders it draws once.
type countingAssets struct {
	site.Assets
	draws atomic.Int32
}

func (c *countingAssets) DrawCharts(ctx context.Context, reqs []charts.Request) ([][]byte, error) {
	c.draws.Add(1)
	return c.Assets.DrawCharts(ctx, reqs)
}

// The drift check judges the build the preview has just published: the
// start renders the lesson once and a save once more, and the check, which
// finds the number the save typed by hand, builds nothing of its own.
func TestCheckBuildsNothing(t *testing.T) {
	var counting *countingAssets
	f := newFixtureWith(t, nil, func(a site.Assets) site.Assets {
		counting = &countingAssets{Assets: a}
		return counting
	})
	ev, _ := f.subscribe()
	src := f.read(lesson)
	f.write(lesson, src+"\nElle yazılmış bir sayı: 4321 istek.\n")
	where := lesson + ":" + itoa(strings.Count(src, "\n")+2) + ":"
	f.awaitBuild(ev, lessonURL, func(p string) bool { return strings.Contains(overlay(p, "The check"), where) })
	if n := counting.draws.Load(); n != 2 {
		t.Errorf("the lesson was rendered %d times for a start and a save, want 2: the check builds the site again", n)
	}
}
