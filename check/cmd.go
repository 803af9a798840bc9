package check

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"coursesite/internal/assets"
	"coursesite/jsnum"
	"coursesite/listings"
	"coursesite/site"
)

// Exit codes of Run.
const (
	ExitClean    = 0 // nothing found
	ExitFindings = 1 // findings printed
	ExitNoRun    = 2 // the check could not run; stderr says why
)

// Run implements "check [-v] [-fix [-explicit=all|FILE:LINE,…]] [-format=text|github]" on the project
// in the working directory: it prints one line per finding on stdout and
// returns the exit code. With -fix it first binds every number typed by
// hand that exactly one figure fits (see fixEdit), rewriting the files in
// place, and prints a unified diff of what it changed before the findings
// that remain. It builds with the project's npm packages, installed when
// they are missing (assets.Prepare), and assets.Disk, and runs the
// listings under node (listings.Run).
func Run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return runWith(ctx, args, diskTools, stdout, stderr)
}

// tools are what the check command builds and runs listings with.
type tools struct {
	// assets prepares the assets of the project in the working directory,
	// once the command's flags are read, saying on stderr what it installs.
	assets   func(ctx context.Context, stderr io.Writer) (site.Assets, error)
	listings Listings
}

// diskTools are Run's: the tests of the command give it stand-ins that
// need no node and no npm package.
var diskTools = tools{
	assets: func(ctx context.Context, stderr io.Writer) (site.Assets, error) {
		if err := assets.Prepare(ctx, ".", stderr); err != nil {
			return nil, err
		}
		return assets.New("."), nil
	},
	listings: listings.Run,
}

// runWith is Run with its tools.
func runWith(ctx context.Context, args []string, tools tools, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("check", flag.ContinueOnError)
	fl.SetOutput(stderr)
	verbose := fl.Bool("v", false, "also list each page's model figures, givens and claims")
	format := fl.String("format", "text", "`text` (file:line:column: message) or github (GitHub Actions annotations)")
	fix := fl.Bool("fix", false, "rewrite every hand-typed number that exactly one figure fits into its action, in place, and print a diff")
	explicit := fl.String("explicit", "", "with -fix, also write the relations read from the prose as iddia after their paragraphs: `all`, or FILE:LINE,… (check -v lists them)")
	if err := fl.Parse(args); err != nil {
		return ExitNoRun
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "check: unexpected argument %q; usage: check [-v] [-fix] [-format=text|github]\n", fl.Arg(0))
		return ExitNoRun
	}
	if *explicit != "" && !*fix {
		fmt.Fprintf(stderr, "check: -explicit writes into the lessons: use it with -fix\n")
		return ExitNoRun
	}
	if *format != "text" && *format != "github" {
		fmt.Fprintf(stderr, "check: unknown -format %q; want text or github\n", *format)
		return ExitNoRun
	}
	built, err := tools.assets(ctx, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "check: could not run: %v\n", err)
		return ExitNoRun
	}
	var r *Report
	if *fix {
		r, err = FixExplicit(ctx, ".", built, tools.listings, *explicit, stdout, stderr)
	} else {
		r, err = Check(ctx, os.DirFS("."), built, tools.listings)
	}
	if err != nil {
		fmt.Fprintf(stderr, "check: could not run: %v\n", err)
		return ExitNoRun
	}
	if *verbose {
		r.WriteListing(stdout)
	}
	r.WriteFindings(stdout, *format)
	fmt.Fprintln(stderr, r.Summary())
	if ok, why := listings.Isolated(); !ok {
		fmt.Fprintf(stderr, "check: the lessons' listings ran with this machine's network, which Node's permission model does not cover: %s\n", why)
	}
	if len(r.Findings) > 0 {
		return ExitFindings
	}
	return ExitClean
}

// WriteFindings writes one line per finding: file:line:column: message, or
// with format "github" a GitHub Actions error annotation.
func (r *Report) WriteFindings(w io.Writer, format string) {
	for _, f := range r.Findings {
		if format == "github" {
			fmt.Fprintf(w, "::error file=%s,line=%d,col=%d::%s\n", annotationProperty(f.File), f.Line, f.Col, annotationData(f.Msg))
		} else {
			fmt.Fprintln(w, f)
		}
	}
}

// WriteListing writes what each page's numbers rest on: its model
// figures (name = value), every place a given stands with its reason, and
// every claim with whether it holds.
func (r *Report) WriteListing(w io.Writer) {
	for _, p := range r.Pages {
		fmt.Fprintf(w, "%s: %d model figures\n", p.Src, len(p.Figures))
		for _, f := range p.Figures {
			unit := ""
			if f.Unit != "" {
				unit = " " + f.Unit
			}
			fmt.Fprintf(w, "\t%s = %s%s: %s\n", f.Name, jsnum.String(f.Value), unit, f.Desc)
		}
		for _, g := range p.Givens {
			fmt.Fprintf(w, "%s: given %q: %s\n", g.Pos, g.Phrase, g.Reason)
		}
		if p.Explored > 0 {
			fmt.Fprintf(w, "%s: %d of the reader's settings explored\n", p.Src, p.Explored)
		}
		for _, c := range p.Claims {
			if c.Derived != "" {
				continue // listed with the relations below
			}
			verdict := "holds"
			if !c.Holds {
				verdict = "does not hold"
			}
			fmt.Fprintf(w, "%s: claim %q %s: %s, where %s\n", c.Pos, c.Text, verdict, c.Expr, strings.Join(c.Values, ", "))
			if c.Accepted != "" {
				fmt.Fprintf(w, "%s: claim %q is accepted to be marked where it does not hold (%s): at %d of the settings explored, the first %s\n",
					c.Pos, c.Text, c.Accepted, c.Marked, cmp.Or(c.FirstMarked, "none"))
			}
		}
		writeRelations(w, p)
	}
}

// writeRelations lists the relations read from a page's prose: each
// sentence's words, the expression, and where it does not hold.
func writeRelations(w io.Writer, p PageReport) {
	if p.Read > 0 {
		fmt.Fprintf(w, "%s: %s read from the prose; %d of the %d paragraphs that show two figures or more state one\n",
			p.Src, count(p.Read, "relation", "relations"), p.ReadParagraphs, p.Paragraphs)
	}
	for _, r := range p.Relations {
		if r.Covered {
			fmt.Fprintf(w, "%s: relation %q (%s): %s; an iddia of its paragraph states it\n", r.Pos, r.Words, r.Name, r.Rel)
			continue
		}
		at := "holds at the lesson's settings"
		switch {
		case !r.Shown:
			at = "its sentence is hidden at the lesson's settings"
		case !r.Holds:
			at = "does not hold at the lesson's settings"
		}
		switch {
		case r.Marked > 0:
			at += fmt.Sprintf("; it does not hold at %d of the settings explored, the first %s", r.Marked, r.FirstMarked)
		case p.Explored > 0:
			at += "; it holds wherever the settings explored show it"
		}
		if r.Accepted != "" {
			at += fmt.Sprintf("; accepted (%s)", r.Accepted)
		}
		fmt.Fprintf(w, "%s: relation %q (%s): %s: %s\n", r.Pos, r.Words, r.Name, r.Expr, at)
	}
}

// Summary says in one line what the check looked at and found.
func (r *Report) Summary() string {
	var givens, claims, explored, read int
	for _, p := range r.Pages {
		givens += len(p.Givens)
		for _, c := range p.Claims {
			if c.Derived == "" { // the relations read are counted apart
				claims++
			}
		}
		explored += p.Explored
		read += p.Read
	}
	found := "no findings"
	if n := len(r.Findings); n > 0 {
		found = count(n, "finding", "findings")
	}
	if len(r.Pages) == 0 {
		return "check: the site did not build: " + found
	}
	relations := ""
	if read > 0 {
		relations = count(read, "relation read", "relations read") + ", "
	}
	return fmt.Sprintf("check: %s, %s, %s%s, %s: %s", count(len(r.Pages), "page", "pages"), count(claims, "claim", "claims"),
		relations, count(givens, "place of a given", "places of givens"), count(explored, "reader's setting explored", "readers' settings explored"), found)
}

// count writes n with the noun's singular or plural.
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// annotationData escapes an annotation's message as GitHub Actions reads
// workflow commands.
func annotationData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// annotationProperty escapes an annotation's property value.
func annotationProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
