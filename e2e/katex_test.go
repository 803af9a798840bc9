package e2e

import (
	"context"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/tools/txtar"

	"coursesite/internal/assets"
	"coursesite/internal/golden"
	"coursesite/model/modeltest"
	"coursesite/site"
)

// TestMathErrorAtFormula builds testdata/math-error.txt, a lesson with a
// formula KaTeX cannot read, with the build's own assets (KaTeX under
// node): the build fails at the formula in the page, saying what KaTeX
// says. What KaTeX says is KaTeX's own, so the case lives here; site's
// tests hold where the build places such an error, with a stand-in for
// KaTeX. With -update the test rewrites the case's error section.
func TestMathErrorAtFormula(t *testing.T) {
	const file = "testdata/math-error.txt"
	ar, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want, ok := golden.Section(ar, "error")
	if !ok {
		t.Fatalf("%s has no error section", file)
	}
	fsys := fstest.MapFS{}
	for name, f := range modeltest.Project(t, nil) {
		if strings.HasPrefix(name, "templates/") {
			fsys[name] = f
		}
	}
	for _, f := range ar.Files {
		if strings.HasPrefix(f.Name, "content/") {
			fsys[f.Name] = &fstest.MapFile{Data: f.Data, Mode: 0o644}
		}
	}
	ctx := context.Background()
	if err := assets.Prepare(ctx, checkoutRoot, os.Stderr); err != nil {
		t.Fatalf("installing the npm packages: %v", err)
	}
	_, err = site.New(fsys, assets.New(checkoutRoot)).Build(ctx)
	if err == nil {
		t.Fatalf("the build succeeded; want\n%s", want)
	}
	got := err.Error() + "\n"
	switch {
	case got == string(want):
	case *golden.Update:
		golden.SetSection(ar, "error", []byte(got))
		if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		t.Errorf("the build fails with\n%s(go test ./e2e -run TestMathErrorAtFormula -update rewrites it) want\n%s", got, want)
	}
}
