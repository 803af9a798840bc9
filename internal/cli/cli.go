// Package cli holds what the subcommands share at the command line: how a
// flag error ends the program.
package cli

import (
	"errors"
	"flag"
	"fmt"
)

// Exit is an error that ends the program with its status, its message
// already printed.
type Exit int

func (e Exit) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// Parse parses args into fs (made with flag.ContinueOnError, which prints
// the problem and the usage itself): -h ends the program with status 0, a
// bad flag with status 2, as Go's own commands do.
func Parse(fs *flag.FlagSet, args []string) error {
	err := fs.Parse(args)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		return Exit(0)
	}
	return Exit(2)
}
