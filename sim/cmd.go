package sim

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"coursesite/internal/cli"
)

// DefaultModel is the lesson's parameter file, relative to the project root.
const DefaultModel = "content/zaman-asimi-butceleri/model.json"

// RunKosum implements "kosum [-model FILE]": it prints the model's tables
// exactly as the reference kosum.mjs prints them.
func RunKosum(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("kosum", flag.ContinueOnError)
	model := fs.String("model", DefaultModel, "the lesson's parameter `file`")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	data, err := os.ReadFile(*model)
	if err != nil {
		return fmt.Errorf("kosum: reading the parameter file: %v", err)
	}
	m, err := Parse(*model, data)
	if err != nil {
		return err
	}
	return Hesapla(m).Rapor(stdout)
}
