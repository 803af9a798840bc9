package cli

import (
	"errors"
	"flag"
	"io"
	"testing"
)

func TestParse(t *testing.T) {
	for args, want := range map[string]error{"": nil, "-h": Exit(0), "-yok": Exit(2)} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		var a []string
		if args != "" {
			a = []string{args}
		}
		if err := Parse(fs, a); !errors.Is(err, want) && err != want {
			t.Errorf("Parse(%q) = %v, want %v", args, err, want)
		}
	}
}
