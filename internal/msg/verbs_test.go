package msg

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCallsUseKnownVerbs reads every call of this package's formatting
// functions in the module, and of the functions that hand them their own
// format (a parameter named format, as go vet's printf check follows
// them): each format is a constant string whose verbs are the ones the
// engine's formatter knows (%s %v %q %d %c %T %w %%, no flag, width,
// precision or index). Outside the engine msg is fmt, so a %.2f would
// pass every other test and print %!f(…) only on a reader's page.
func TestCallsUseKnownVerbs(t *testing.T) {
	files := moduleFilesUsingMsg(t)
	// The wrappers: functions and closures with a format parameter they
	// hand to msg, by name, and the place of that parameter.
	wrappers := map[string]int{"Errorf": 0, "Sprintf": 0, "Fprintf": 1}
	for _, f := range files {
		ast.Inspect(f.ast, func(n ast.Node) bool {
			var name string
			var typ *ast.FuncType
			var body *ast.BlockStmt
			switch d := n.(type) {
			case *ast.FuncDecl:
				name, typ, body = d.Name.Name, d.Type, d.Body
			case *ast.AssignStmt:
				if lit, ok := d.Rhs[0].(*ast.FuncLit); ok && len(d.Lhs) == 1 {
					if id, ok := d.Lhs[0].(*ast.Ident); ok {
						name, typ, body = id.Name, lit.Type, lit.Body
					}
				}
			}
			if typ == nil || body == nil {
				return true
			}
			at := 0
			for _, field := range typ.Params.List {
				for _, id := range field.Names {
					if id.Name == "format" && forwardsFormat(body) {
						wrappers[name] = at
					}
					at++
				}
			}
			return true
		})
	}
	calls := 0
	for _, f := range files {
		ast.Inspect(f.ast, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			at, ok := wrappers[name]
			if !ok || at >= len(call.Args) {
				return true
			}
			isMsg := false
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == "msg" {
					isMsg = true
				}
			}
			pos := f.fset.Position(call.Pos())
			lit, ok := call.Args[at].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				if isMsg && !mentions(call.Args[at], "format") {
					t.Errorf("%s: msg.%s's format is neither a constant string nor its caller's format", pos, name)
				}
				return true
			}
			if !isMsg && f.importsFmt {
				return true // a wrapper of that name may be fmt's, in a build-only file
			}
			calls++
			format, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Errorf("%s: %v", pos, err)
				return true
			}
			if bad := unknownVerb(format); bad != "" {
				t.Errorf("%s: %s(%q): the engine's formatter knows no %s", pos, name, format, bad)
			}
			return true
		})
	}
	if calls < 150 {
		t.Errorf("checked %d formats: the walk reads too little", calls)
	}
}

// goFile is a parsed Go file of the module that imports msg.
type goFile struct {
	fset       *token.FileSet
	ast        *ast.File
	importsFmt bool
}

// moduleFilesUsingMsg parses the module's non-test Go files that import
// this package.
func moduleFilesUsingMsg(t *testing.T) []goFile {
	t.Helper()
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	var files []goFile
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "testdata" || name == "public") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil || !strings.Contains(string(src), `"coursesite/internal/msg"`) {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files = append(files, goFile{fset, f, strings.Contains(string(src), `"fmt"`)})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// forwardsFormat: body hands an identifier named format to msg.
func forwardsFormat(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == "msg" {
					for _, a := range call.Args {
						found = found || mentions(a, "format")
					}
				}
			}
		}
		return !found
	})
	return found
}

// mentions: expression e uses the identifier name.
func mentions(e ast.Expr, name string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

// unknownVerb returns the first verb of format render does not know, with
// its flags ("%.2f"), or "".
func unknownVerb(format string) string {
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[j]) >= 0 {
			j++
		}
		if j == len(format) {
			return format[i:]
		}
		if j > i+1 || strings.IndexByte("svqdcTw%", format[j]) < 0 {
			return format[i : j+1]
		}
		i = j
	}
	return ""
}
