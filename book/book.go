// Package book lays the course out as a book and prints it: one PDF of
// every lesson, as the site built it, for a reader who reads on paper or
// offline (go run . book).
//
// The book is one HTML document (layout.go): a cover with the course's
// title, the contents, and every lesson a chapter, numbered, on a page of
// its own, its body as the build rendered it — its tables, its listings
// highlighted, its math as MathML, every chart the SVG drawing the build
// made — without what only a reader's browser runs (the controls, the
// scripts): the book prints the lesson's own values. Chromium prints it
// (page.PrintToPDF, served from memory: the built site's files and the
// book's page), its pages laid out by CSS paged media, which Chromium
// implements: each chapter's pages are named pages, so a chapter starts on
// a new page and carries its title in its running header; the page margin
// boxes number the pages.
//
// Chromium fills no page number into a contents page (CSS target-counter
// is not implemented), so the book is printed twice: the first print's
// outline, which Chromium makes from the headings (GenerateDocumentOutline),
// says on which page each heading landed; the second prints those numbers
// in the contents, whose numbers take the same room as the first print's
// placeholders, and the book is refused should any heading land elsewhere.
// Printing each lesson apart and merging the PDFs would lose the links of
// the contents and the outline across the parts, and a stamp of page
// numbers over Chromium's pages would need fonts of its own; one document
// keeps Chromium's own links, outline and tagged structure.
//
// The PDF is made reproducible last (finish): its metadata set (title,
// author, language, a fixed date from SOURCE_DATE_EPOCH) and its file
// identifier made of its content, with pdfcpu, so that two runs on the same
// site give the same bytes.
package book

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"strings"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"coursesite/internal/headless"
	"coursesite/site"
)

// File is where the site publishes the book, from its root.
const File = "kurs.pdf"

// printPath is where the book's page is served to Chromium, beside the
// site's files (never published: the PDF is).
const printPath = "_book/print.html"

// Options are what a book is printed with beside the site.
type Options struct {
	// Chromium is the browser to print with: a path or a command on PATH;
	// "" for Debian's chromium.
	Chromium string
	// Author is the PDF's author (its metadata); "" for the index page's
	// yazar, or else the course's title.
	Author string
	// Date is the PDF's creation date; zero for SOURCE_DATE_EPOCH's, or
	// else the Unix epoch's start: the same on every run.
	Date time.Time
	// BaseURL is where the site is published, "" for nowhere said: a
	// link to a file beside a lesson prints as its address there.
	BaseURL string
	// Log receives a line for each long step ("kitap: …"); nil for none.
	Log io.Writer
}

// Print lays out and prints the built site out as one PDF (see the
// package doc) and returns it.
func Print(ctx context.Context, out *site.Output, opt Options) ([]byte, error) {
	say := func(format string, args ...any) {
		if opt.Log != nil {
			fmt.Fprintf(opt.Log, "kitap: "+format+"\n", args...)
		}
	}
	doc, err := newDocument(out, opt.BaseURL)
	if err != nil {
		return nil, err
	}
	bin, err := ChromiumPath(opt.Chromium)
	if err != nil {
		return nil, err
	}
	if _, ok := out.Files[printPath]; ok {
		return nil, fmt.Errorf("the site has a file at %s, where the book's page is served to print it", printPath)
	}
	var page atomic.Pointer[[]byte] // the book's page as it is printed now
	srv := httptest.NewServer(serveFiles(out.Files, &page))
	defer srv.Close()

	say("%d ders, %s ile basılıyor (iki kez: önce sayfa numaraları için)", len(out.Pages)-1, bin)
	start := time.Now()
	var first, pdf []byte
	err = withTab(ctx, bin, func(ctx context.Context) error {
		printed := func() ([]byte, error) {
			b, err := doc.render()
			if err != nil {
				return nil, err
			}
			page.Store(&b)
			return printPage(ctx, srv.URL+"/"+printPath)
		}
		var err error
		if first, err = printed(); err != nil {
			return err
		}
		o, err := readOutline(first)
		if err != nil {
			return err
		}
		if err := doc.number(o); err != nil {
			return err
		}
		say("ilk baskı %v: %d sayfa; içindekiler numaralanıyor", time.Since(start).Round(time.Millisecond), o.pages)
		if pdf, err = printed(); err != nil {
			return err
		}
		again, err := readOutline(pdf)
		if err != nil {
			return err
		}
		return doc.same(again)
	})
	if err != nil {
		return nil, err
	}
	author := cmp.Or(opt.Author, doc.Author, doc.Title)
	date := opt.Date
	if date.IsZero() {
		if date, err = sourceDate(); err != nil {
			return nil, err
		}
	}
	pdf, err = finish(pdf, metadata{Title: doc.Title, Author: author, Subject: doc.Summary, Lang: "tr", Date: date})
	if err != nil {
		return nil, fmt.Errorf("book: finishing the PDF: %v", err)
	}
	say("basıldı: %d KB, %v", len(pdf)/1024, time.Since(start).Round(time.Millisecond))
	return pdf, nil
}

// ChromiumPath finds the browser the book is printed with: bin when given
// (a path, or a command on PATH), else Debian's chromium; its absence is
// an error that says what to install.
func ChromiumPath(bin string) (string, error) {
	if bin != "" {
		p, err := exec.LookPath(bin)
		if err != nil {
			return "", fmt.Errorf("book: the browser %s: %v", bin, err)
		}
		return p, nil
	}
	p, err := exec.LookPath("chromium")
	if err != nil {
		return "", errors.New("book: chromium is not installed: the book is printed by Debian's chromium " +
			"(as root: apt-get install -y chromium), or by another Chromium build given with -chromium PATH " +
			"(or E2E_CHROMIUM=PATH); `go run . build` needs none")
	}
	return p, nil
}

// withTab starts a headless Chromium at bin with a fresh profile, runs f in
// a tab of it and stops it.
func withTab(ctx context.Context, bin string, f func(ctx context.Context) error) error {
	profile, err := os.MkdirTemp("", "book-chromium-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(profile)
	// The book's page asks for nothing beyond the loopback server.
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, headless.Options(bin, profile)...)
	defer cancelAlloc()
	tabCtx, cancelTab := chromedp.NewContext(allocCtx)
	defer cancelTab()
	if err := chromedp.Do(tabCtx); err != nil {
		return fmt.Errorf("book: starting %s: %w", bin, err)
	}
	return f(tabCtx)
}

// printPage loads url in the tab and prints it: on the pages its CSS
// sizes (A4), with backgrounds, its outline made of its headings and its
// structure tagged.
func printPage(ctx context.Context, url string) ([]byte, error) {
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return nil, fmt.Errorf("book: loading the book's page: %w", err)
	}
	yes := true
	var pdf []byte
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		// Fonts load after the load event when a rule first asks for
		// them: wait for them, or a heading may print in a fallback.
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.fonts.ready.then(() => true)`, chromedp.EvalAwaitPromise)); err != nil {
			return err
		}
		res, err := cdp.Call(ctx, t, page.PrintToPDF, page.PrintToPDFParams{
			PreferCSSPageSize:       &yes,
			PrintBackground:         &yes,
			GenerateDocumentOutline: &yes,
			GenerateTaggedPDF:       &yes,
		})
		if err != nil {
			return err
		}
		pdf = res.Data
		return nil
	}))
	if err != nil {
		return nil, fmt.Errorf("book: printing: %w", err)
	}
	return pdf, nil
}

// serveFiles serves files by their paths as a static host does, a
// folder's URL its index.html, and the book's page at printPath.
func serveFiles(files map[string][]byte, book *atomic.Pointer[[]byte]) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if strings.HasSuffix(r.URL.Path, "/") || name == "" {
			name = path.Join(name, "index.html")
		}
		data, ok := files[name]
		if name == printPath {
			data, ok = *book.Load(), true
		}
		if !ok {
			http.NotFound(w, r)
			return
		}
		http.ServeContent(w, r, name, time.Time{}, strings.NewReader(string(data)))
	})
}
