// Command coursesite publishes the course's lessons from their models.
//
//	go run . build [-out DIR] [-fresh] [-base-url URL]  build the site into public/
//	go run . book [-out DIR] [-base-url URL]  the same, with the whole course as one PDF (kurs.pdf)
//	go run . check [-v] [-fix]          report numbers the model does not back (-fix: bind them)
//	go run . report [-lesson NAME]      print what a lesson's listed code prints (rapor, -ders: the same)
//	go run . serve [-addr A]            live preview with reload
//	go run . new [-title T] NAME        a new lesson and its model, ready to build
//
// Each subcommand lives in the package that owns it; this file only
// dispatches.
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"os/signal"
	"syscall"

	"coursesite/check"
	"coursesite/internal/buildcmd"
	"coursesite/internal/cli"
	"coursesite/scaffold"
	"coursesite/serve"
	_ "coursesite/sim" // the course's models
)

const usage = `usage: go run . <command> [flags]

commands:
  build   build the site into public/ (-out DIR for another folder;
          -fresh renders every lesson, none taken from the last build;
          -base-url URL publishes it at URL, over content/index.md's adres)
  book    build the site as build does, with the whole course as one PDF
          in it (kurs.pdf), which every page links; printed by chromium
          (-chromium PATH for another build; -author NAME for its metadata)
  check   report numbers typed by hand, false claims, stale givens
          (-v lists figures, givens, claims; -format=github for Actions;
          -fix writes the action of every number one figure fits, in place)
  report  print what a lesson's listed code prints, from its model
          (-lesson NAME for one lesson of several; rapor -ders NAME too)
  serve   live preview on http://127.0.0.1:8080/ (-addr HOST:PORT)
  new     make a lesson content/NAME/ and its model (sim/NAME without
          hyphens) that build and pass the check at once (-title TITLE;
          -baslik TITLE the same)
`

func main() {
	log.SetFlags(0)
	// Ctrl-C, kill and a closed terminal all cancel the build's context:
	// the commands it runs are in process groups of their own (package
	// internal/proc), which the terminal's signals no longer reach, and the
	// context is what ends them.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	if err := run(ctx, os.Args[1:]); err != nil {
		stop()
		var code cli.Exit
		if errors.As(err, &code) {
			os.Exit(int(code))
		}
		log.Fatal(err)
	}
}

func run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		fmt.Fprint(os.Stderr, usage)
		return fmt.Errorf("no command given")
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "build":
		return buildcmd.RunBuild(ctx, rest, os.Stderr)
	case "book":
		return buildcmd.RunBook(ctx, rest, os.Stderr)
	case "check":
		if code := check.Run(ctx, rest, os.Stdout, os.Stderr); code != 0 {
			return cli.Exit(code)
		}
		return nil
	case "serve":
		return serve.Run(ctx, rest, os.Stdout, os.Stderr)
	case "report", "rapor": // rapor: the command's Turkish name, as the lessons' authors first typed it
		return buildcmd.RunReport(ctx, rest, os.Stdout)
	case "new":
		return scaffold.Run(".", rest, os.Stdout, os.Stderr)
	case "help", "-h", "-help", "--help":
		fmt.Print(usage)
		return nil
	default:
		fmt.Fprint(os.Stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
}
