package highlight

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"

	"coursesite/internal/cache"
	"coursesite/internal/golden"
)

// TestChromaCopies: the lexers and the style in highlight/chroma are chroma's
// own, as the chroma version go.mod requires ships them, and the scan of a
// lexer's config reads what chroma decodes. After upgrading chroma, copy
// its lexers/embedded/NAME.xml and styles/NAME.xml over them.
func TestChromaCopies(t *testing.T) {
	for _, lexer := range codeLexers {
		ours := lexer.lexer()
		name := ours.Config().Name
		c := ours.Config()
		if want := (lexerConfig{c.Name, c.Filenames, c.AliasFilenames}); !reflect.DeepEqual(lexer.config(), want) {
			t.Errorf("%s: the scan of its config reads %+v, chroma %+v", name, lexer.config(), want)
		}
		theirs, ok := lexers.Get(name).(*chroma.RegexLexer)
		if !ok || theirs.Config().Name != name {
			t.Errorf("chroma has no lexer named %q", name)
			continue
		}
		if !reflect.DeepEqual(ours.Config(), theirs.Config()) {
			t.Errorf("highlight/chroma's %s lexer is configured unlike chroma's:\n%+v\n%+v", name, ours.Config(), theirs.Config())
		}
		a, err := ours.Rules()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b, err := theirs.Rules()
		if err != nil {
			t.Fatalf("%s: chroma's: %v", name, err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("highlight/chroma's %s lexer has other rules than chroma's", name)
		}
	}

	ours, theirs := codeStyleDef(), styles.Get(Style)
	if theirs.Name != Style {
		t.Fatalf("chroma has no style %q", Style)
	}
	if ours.Name != theirs.Name {
		t.Errorf("highlight/chroma/%s.xml is the style %q", Style, ours.Name)
	}
	for _, tt := range theirs.Types() {
		if o, c := ours.Get(tt), theirs.Get(tt); o != c {
			t.Errorf("style %s, %s: highlight/chroma has %q, chroma %q", Style, tt, o, c)
		}
	}
}

// TestCodeCSS: the listings' stylesheet is the one chroma writes for
// Style; -update writes it again.
func TestCodeCSS(t *testing.T) {
	var want strings.Builder
	if err := codeFormatter.WriteCSS(&want, styles.Get(Style)); err != nil {
		t.Fatal(err)
	}
	if CSS() == want.String() {
		return
	}
	file := filepath.Join("chroma", Style+".css")
	if *golden.Update {
		if err := os.WriteFile(file, []byte(want.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("highlight/%s is not chroma's CSS for the %s style (go test ./highlight -run TestCodeCSS -update writes it again):\n%s", file, Style, golden.Diff(CSS(), want.String()))
}

// TestLexerForMatchesChroma: a listing gets the lexer chroma's registry
// would give it, for every file name pattern of the lexers the site has.
func TestLexerForMatchesChroma(t *testing.T) {
	names := []string{"butce/zincir.mjs", "kosum.mjs", "a.js", "a.cjs", "package.json", "kur.sh", ".bashrc", "PKGBUILD"}
	for _, lexer := range codeLexers {
		for _, glob := range lexer.config().Filenames {
			names = append(names, strings.ReplaceAll(glob, "*", "ornek"))
		}
	}
	for _, name := range names {
		ours, err := lexerFor(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		theirs := lexers.Match(name)
		if theirs == nil || theirs.Config().Name != ours.config().Name {
			t.Errorf("%s: the site highlights it as %s, chroma as %v", name, ours.config().Name, theirs)
		}
	}
}

func TestLexerForUnknown(t *testing.T) {
	_, err := lexerFor("butce/ornek.py")
	if err == nil {
		t.Fatal("a Python file got a lexer")
	}
	for _, want := range []string{`"ornek.py"`, "JavaScript (*.js *.jsm *.mjs *.cjs)", "JSON", "Bash"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %s", err, want)
		}
	}
}

// TestHighlightRemembers: a source is highlighted once per process, and
// remembering changes nothing in the HTML.
func TestHighlightRemembers(t *testing.T) {
	l, err := lexerFor("a.mjs")
	if err != nil {
		t.Fatal(err)
	}
	src := []byte("const ornek = `TestHighlightRemembers`;\n")
	want, err := highlightSource(l.lexer(), src)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(want, `<span class="kr">const</span>`) {
		t.Errorf("the keyword is not highlighted: %s", want)
	}
	for range 2 {
		got, err := highlight(l, src)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("highlight gave %s, want %s", got, want)
		}
	}
	if h, ok := highlights.get(highlightKey(l, src)); !ok || h != want {
		t.Errorf("the memo holds %q, %v", h, ok)
	}
}

// TestHighlightsKeptOnDisk: what one build highlighted, the next takes
// from the cache; a damaged entry is highlighted again; a highlighter that
// cannot be identified keeps nothing on disk; only a build that put
// listings there trims them.
func TestHighlightsKeptOnDisk(t *testing.T) {
	dir := t.TempDir()
	keyA, keyB := cache.NewKey("listing", "a"), cache.NewKey("listing", "b")
	htmlA, htmlB := "<pre>a\n\nb</pre>", "<pre>\n1 2\n</pre>\n"

	first := newHighlightMemo()
	first.use(dir, "id 1")
	first.put(keyA, htmlA)
	first.put(keyB, htmlB)
	if !first.fresh {
		t.Error("listings put on disk do not ask for a trim")
	}
	first.trim()

	second := newHighlightMemo()
	second.use(dir, "id 1")
	if h, ok := second.get(keyA); !ok || h != htmlA {
		t.Errorf("from disk %q, %v; want %q", h, ok, htmlA)
	}
	if second.fresh {
		t.Error("listings taken from disk ask for a trim")
	}
	disk := cache.Open(dir, "highlights")
	if err := os.Truncate(disk.Path(keyB), 10); err != nil {
		t.Fatal(err)
	}
	if h, ok := second.get(keyB); ok {
		t.Errorf("a damaged entry gave %q", h)
	}

	none := newHighlightMemo()
	none.use(dir, "") // a test binary's: chroma's version unknown
	if _, ok := none.get(keyA); ok {
		t.Error("a highlighter that cannot be identified took a listing from disk")
	}
	none.put(cache.NewKey("listing", "c"), "<pre>c</pre>")
	if _, ok := disk.Get(cache.NewKey("listing", "c")); ok {
		t.Error("a highlighter that cannot be identified kept a listing on disk")
	}
}

// TestHighlighterID: the listings kept on disk are tied to chroma's
// version, and to nothing when the program does not know it.
func TestHighlighterID(t *testing.T) {
	dep := func(version, sum string) *debug.Module {
		return &debug.Module{Path: "github.com/alecthomas/chroma/v2", Version: version, Sum: sum}
	}
	if id := highlighterIDOf(nil); id != "" {
		t.Errorf("without build information: %q", id)
	}
	if id := highlighterIDOf(&debug.BuildInfo{Deps: []*debug.Module{{Path: "example.com/x", Version: "v1.0.0"}}}); id != "" {
		t.Errorf("without chroma: %q", id)
	}
	a := highlighterIDOf(&debug.BuildInfo{Deps: []*debug.Module{dep("v2.27.0", "h1:a=")}})
	b := highlighterIDOf(&debug.BuildInfo{Deps: []*debug.Module{dep("v2.28.0", "h1:b=")}})
	replaced := dep("v2.27.0", "h1:a=")
	replaced.Replace = dep("v2.28.0", "h1:b=")
	c := highlighterIDOf(&debug.BuildInfo{Deps: []*debug.Module{replaced}})
	if !strings.Contains(a, "v2.27.0") || a == b || b != c || strings.Contains(a, "\n") {
		t.Errorf("ids %q, %q, %q: want each to name its chroma, a replacement to count", a, b, c)
	}
}
