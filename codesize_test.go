package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

const (
	maxFileLines = 600
	maxFuncLines = 100
	// longReason is how a function's doc comment says why it is longer.
	longReason = "long because"
)

func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if ix, ok := t.(*ast.IndexExpr); ok {
		t = ix.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// TestCodeSize: no Go file outside tests is over
// maxFileLines, and no function over maxFuncLines unless its doc comment
// says why ("long because …").
func TestCodeSize(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		if n := fset.Position(f.End()).Line; n > maxFileLines && !ast.IsGenerated(f) {
			t.Errorf("%s has %d lines; split it by concern (at most %d)", path, n, maxFileLines)
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
			key := filepath.ToSlash(path) + " " + funcName(fd)
			if n <= maxFuncLines {
				continue
			}
			if fd.Doc == nil || !strings.Contains(strings.ToLower(fd.Doc.Text()), longReason) {
				t.Errorf("%s is %d lines: split it, or say in its doc comment why it is %s …", key, n, longReason)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
