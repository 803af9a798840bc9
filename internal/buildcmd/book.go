package buildcmd

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"coursesite/book"
	"coursesite/internal/cli"
	"coursesite/internal/proc"
	"coursesite/site"
)

// RunBook implements "book [-out DIR] [-base-url URL] [-chromium PATH]
// [-author NAME]": the site built as build builds it, every page linking
// the course's PDF, which is printed (package book) and published with
// the site, at book.File. The site is written only once the book is
// printed: a failed print leaves the folder as it was.
func RunBook(ctx context.Context, args []string, log io.Writer) error {
	return runBook(ctx, args, diskTools, log)
}

// runBook is RunBook with its tools.
func runBook(ctx context.Context, args []string, tools tools, log io.Writer) error {
	fs := flag.NewFlagSet("book", flag.ContinueOnError)
	out := fs.String("out", "public", "write the site, and the book in it, to `dir`")
	fresh := fs.Bool("fresh", false, "render every lesson, taking none from the last build (the cache's pages)")
	base := fs.String("base-url", "", "publish the site at `URL` (its sitemap, canonical links, social cards), over content/index.md's adres")
	chromium := fs.String("chromium", os.Getenv("E2E_CHROMIUM"), "print with the Chromium at `path` (default: $E2E_CHROMIUM, else Debian's chromium)")
	author := fs.String("author", "", "the PDF's `author` (default: the course's title)")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	// Said before the site is built: a machine without a browser learns
	// it at once, not after the build.
	if _, err := book.ChromiumPath(*chromium); err != nil {
		return err
	}
	start := time.Now()
	batchGC()
	o, err := prepareAndBuild(ctx, tools, *fresh, *base, func(s *site.Site) { s.WithBook(book.File) }, log)
	if err == nil {
		fmt.Fprintf(log, "kitap: site built in %v; printing the book\n", time.Since(start).Round(time.Millisecond))
		var pdf []byte
		if pdf, err = book.Print(ctx, o, book.Options{Chromium: *chromium, Author: *author, BaseURL: baseOf(o, *base), Log: log}); err == nil {
			err = addBook(o, pdf)
		}
	}
	if ierr := proc.Interrupted(ctx); ierr != nil {
		return fmt.Errorf("%w; %s/ is unchanged", ierr, filepath.Clean(*out))
	}
	if err != nil {
		return fmt.Errorf("%v; %s/ is unchanged", err, filepath.Clean(*out))
	}
	return write(o, *out, start, log)
}

// baseOf is where the site is published: -base-url, else the index page's
// adres ("" for neither).
func baseOf(o *site.Output, flag string) string {
	if flag != "" {
		return flag
	}
	return o.Pages[0].Meta.BaseURL
}

// addBook puts the book into the built site, at the path its pages link.
func addBook(o *site.Output, pdf []byte) error {
	if _, ok := o.Files[book.File]; ok {
		return fmt.Errorf("book: the site already has a file at %s", book.File)
	}
	o.Files[book.File] = pdf
	return nil
}
