package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// packageImports is grove's own import graph as go list reports it: each
// grove package (named without the module prefix, the root as "grove")
// with the grove packages it imports.
func packageImports(t *testing.T) map[string][]string {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}}: {{join .Imports " "}}`, "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	graph := map[string][]string{}
	for line := range strings.Lines(string(out)) {
		pkg, imports, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok {
			t.Fatalf("go list printed %q", line)
		}
		deps := []string{}
		for _, imp := range strings.Fields(imports) {
			if name, ok := groveName(imp); ok {
				deps = append(deps, name)
			}
		}
		name, _ := groveName(pkg)
		slices.Sort(deps)
		graph[name] = deps
	}
	return graph
}

// groveName is a package's name in ARCHITECTURE.md, and whether it is one
// of grove's own.
func groveName(importPath string) (string, bool) {
	if importPath == "github.com/grovechat/grove" {
		return "grove", true
	}
	name, ok := strings.CutPrefix(importPath, "github.com/grovechat/grove/")
	return name, ok
}

// docBlock returns the lines of the fenced block of ARCHITECTURE.md whose
// info string is kind (```kind), without blank lines.
func docBlock(t *testing.T, kind string) []string {
	t.Helper()
	f, err := os.Open("ARCHITECTURE.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	in, found := false, false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case !in && strings.TrimSpace(line) == "```"+kind:
			in, found = true, true
		case in && strings.TrimSpace(line) == "```":
			in = false
		case in && strings.TrimSpace(line) != "":
			lines = append(lines, line)
		}
	}
	if !found {
		t.Fatalf("ARCHITECTURE.md has no ```%s block", kind)
	}
	return lines
}

// docLayers reads the layers block: "N  pkg pkg …  — what they are".
func docLayers(t *testing.T) map[string]int {
	t.Helper()
	layers := map[string]int{}
	for _, line := range docBlock(t, "layers") {
		line, _, _ = strings.Cut(line, "—")
		f := strings.Fields(line)
		n, err := strconv.Atoi(f[0])
		if err != nil || len(f) < 2 {
			t.Fatalf("layers line %q: want a number and packages", line)
		}
		for _, pkg := range f[1:] {
			if old, dup := layers[pkg]; dup {
				t.Fatalf("%s is in layers %d and %d", pkg, old, n)
			}
			layers[pkg] = n
		}
	}
	return layers
}

// docImports reads the imports block: "pkg ──► dep dep …".
func docImports(t *testing.T) map[string][]string {
	t.Helper()
	graph := map[string][]string{}
	for _, line := range docBlock(t, "imports") {
		pkg, deps, ok := strings.Cut(line, "──►")
		if !ok {
			t.Fatalf("imports line %q: want pkg ──► deps", line)
		}
		d := strings.Fields(deps)
		slices.Sort(d)
		graph[strings.TrimSpace(pkg)] = d
	}
	return graph
}

// importsBlock renders a graph as ARCHITECTURE.md's imports block, highest
// layer first.
func importsBlock(graph map[string][]string, layers map[string]int) string {
	pkgs := make([]string, 0, len(graph))
	width := 0
	for p := range graph {
		pkgs = append(pkgs, p)
		width = max(width, len(p))
	}
	slices.SortFunc(pkgs, func(a, b string) int {
		if layers[a] != layers[b] {
			return layers[b] - layers[a]
		}
		return strings.Compare(a, b)
	})
	var b strings.Builder
	for _, p := range pkgs {
		fmt.Fprintf(&b, "%-*s ──► %s\n", width, p, strings.Join(graph[p], " "))
	}
	return b.String()
}

// TestArchitectureMatchesImports: ARCHITECTURE.md names every grove package
// in exactly one layer, every import points to a lower layer (so no package
// reaches one above it, directly or by a detour), and its imports block is
// the import graph go list reports, edge for edge.
func TestArchitectureMatchesImports(t *testing.T) {
	real := packageImports(t)
	layers := docLayers(t)
	for pkg := range real {
		if _, ok := layers[pkg]; !ok {
			t.Errorf("package %s is in no layer of ARCHITECTURE.md", pkg)
		}
	}
	for pkg := range layers {
		if _, ok := real[pkg]; !ok {
			t.Errorf("ARCHITECTURE.md places %s in a layer, but there is no such package", pkg)
		}
	}
	for pkg, deps := range real {
		for _, dep := range deps {
			if layers[dep] >= layers[pkg] {
				t.Errorf("%s (layer %d) imports %s (layer %d): imports must point to a lower layer", pkg, layers[pkg], dep, layers[dep])
			}
		}
	}
	doc := docImports(t)
	for pkg, deps := range real {
		if d, ok := doc[pkg]; !ok || !slices.Equal(d, deps) {
			t.Errorf("%s imports %v; ARCHITECTURE.md says %v", pkg, deps, d)
		}
	}
	for pkg := range doc {
		if _, ok := real[pkg]; !ok {
			t.Errorf("ARCHITECTURE.md lists imports of %s, which does not exist", pkg)
		}
	}
	if t.Failed() {
		t.Logf("the imports block as go list has it:\n```imports\n%s```", importsBlock(real, layers))
	}
}
