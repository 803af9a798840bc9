package buildcmd

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"coursesite/internal/cli"
	"coursesite/site"
)

// RunReport implements "report [-lesson NAME]" (also "rapor -ders NAME",
// its first, Turkish, spelling): it prints the report of a lesson's model —
// what the lesson's listed code prints — for the lesson's parameters.
// Without -lesson, the project must have one lesson whose model reports.
func RunReport(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	name := fs.String("lesson", "", "the lesson's `folder` under content/")
	fs.StringVar(name, "ders", "", "the same as -lesson")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	s := site.New(os.DirFS("."), nil)
	pages, err := s.ReadPages()
	if err != nil {
		return err
	}
	var found []*site.Page
	for _, p := range pages[1:] {
		if *name != "" && strings.TrimSuffix(p.URL, "/") != *name {
			continue
		}
		if err := s.Open(p); err != nil {
			return err
		}
		if p.State == nil {
			continue
		}
		if p.State.Result.Report != nil {
			found = append(found, p)
		}
	}
	switch {
	case len(found) == 0 && *name != "":
		return fmt.Errorf("report: no lesson content/%s/ whose model prints a report", *name)
	case len(found) == 0:
		return fmt.Errorf("report: no lesson's model prints a report")
	case len(found) > 1:
		var names []string
		for _, p := range found {
			names = append(names, strings.TrimSuffix(p.URL, "/"))
		}
		return fmt.Errorf("report: several lessons report (%s): choose one with -lesson", strings.Join(names, ", "))
	}
	var b strings.Builder
	for _, l := range found[0].State.Result.Report() {
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	_, err = io.WriteString(stdout, b.String())
	return err
}
