package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenToolFilesAreReportedHeadless: a broken .tools file that an
// agent needs (it lists the tool, or it gets every tool) stops `grove send`
// with its file:line; one the agent does not need is a warning on stderr,
// printed once.
func TestBrokenToolFilesAreReportedHeadless(t *testing.T) {
	dir := isolate(t)
	os.MkdirAll(filepath.Join(dir, ".tools"), 0o755)
	os.MkdirAll(filepath.Join(dir, ".agents"), 0o755)
	os.WriteFile(filepath.Join(dir, ".tools", "lookup.yaml"), []byte("name: lookup\ndescription: look things up\ntarget: {command: echo hi}\nasynk: true\n"), 0o644)
	os.WriteFile(filepath.Join(dir, ".tools", "other.yaml"), []byte("name: other\n  description: [\n"), 0o644)
	os.WriteFile(filepath.Join(dir, ".agents", "researcher.yaml"), []byte("name: researcher\nmodel: offline\nprompt:\n  system: You research.\ntools: [lookup, calculate]\n"), 0o644)
	os.WriteFile(filepath.Join(dir, ".agents", "counter.yaml"), []byte("name: counter\nmodel: offline\nprompt:\n  system: You count.\ntools: [calculate]\n"), 0o644)

	root := newRootCmd()
	var stdout, stderr bytes.Buffer
	root.SetOut(&stdout)
	root.SetErr(&stderr)
	root.SetArgs([]string{"send", "researcher", "hello"})
	err := root.Execute()
	if err == nil || !strings.Contains(err.Error(), "lookup.yaml:4") || !strings.Contains(err.Error(), "needs tool lookup") {
		t.Fatalf("an agent needing a broken tool: %v\n%s", err, stderr.String())
	}

	root = newRootCmd()
	stdout.Reset()
	stderr.Reset()
	root.SetOut(&stdout)
	root.SetErr(&stderr)
	root.SetArgs([]string{"send", "assistant", "hello"})
	if err := root.Execute(); err == nil || !strings.Contains(err.Error(), "lookup.yaml:4") {
		t.Fatalf("an agent that gets every tool: %v\n%s", err, stderr.String())
	}

	root = newRootCmd()
	stdout.Reset()
	stderr.Reset()
	root.SetOut(&stdout)
	root.SetErr(&stderr)
	root.SetArgs([]string{"send", "counter", "hello"})
	if err := root.Execute(); err != nil {
		t.Fatalf("an agent not needing the broken tools: %v\n%s", err, stderr.String())
	}
	for _, want := range []string{"other.yaml:2", "lookup.yaml:4"} {
		if n := strings.Count(stderr.String(), want); n != 1 {
			t.Fatalf("warning %s printed %d times on stderr:\n%s", want, n, stderr.String())
		}
	}
	if strings.Contains(stdout.String(), "warning") {
		t.Fatalf("warnings on stdout:\n%s", stdout.String())
	}
}
