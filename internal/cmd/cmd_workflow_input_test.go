package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWorkflowInputsFromTheCommandLine: run and start take a workflow's
// inputs as --input KEY=VALUE; a declared input left without a value, or a
// name the workflow does not declare, is an error before anything runs.
func TestWorkflowInputsFromTheCommandLine(t *testing.T) {
	dir := isolate(t)
	os.MkdirAll(filepath.Join(dir, ".workflows"), 0o755)
	file := filepath.Join(dir, ".workflows", "check.yaml")
	yml := "name: check\nagents:\n  helper:\n    model: offline\n    prompt:\n      system: You help.\n" +
		"inputs: [topic, depth]\nkickoff: \"@helper Check ${{ topic }} (${{ depth }}).\"\n"
	if err := os.WriteFile(file, []byte(yml), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := run(t, "run", file, "--input", "topic=the README", "--input", "depth=a=b")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(out, "user: @helper Check the README (a=b).") || !strings.Contains(out, "\nhelper: ") {
		t.Fatalf("the kickoff did not get the inputs:\n%s", out)
	}

	out, err = run(t, "run", file, "--input", "topic=x")
	if err == nil || !strings.Contains(err.Error(), `needs the input "depth"`) || strings.Contains(out, "# check:") {
		t.Fatalf("a missing input: %v\n%s", err, out)
	}
	out, err = run(t, "run", file, "--input", "topic=x", "--input", "deep=1", "--input", "depth=2")
	if err == nil || !strings.Contains(err.Error(), `no input "deep" (its inputs: topic, depth)`) || strings.Contains(out, "# check:") {
		t.Fatalf("an undeclared input: %v\n%s", err, out)
	}
	_, err = run(t, "run", file, "--input", "topic")
	if err == nil || !strings.Contains(err.Error(), "KEY=VALUE") {
		t.Fatalf("an input without =: %v", err)
	}

	out, err = run(t, "start", file)
	if err == nil || !strings.Contains(err.Error(), `needs the input "topic"`) || strings.Contains(out, "started") {
		t.Fatalf("start with a missing input: %v\n%s", err, out)
	}
	out, err = run(t, "start", file, "--input", "topic=docs", "--input", "depth=1", "--new")
	if err != nil || !strings.Contains(out, "started check:main") {
		t.Fatalf("%v\n%s", err, out)
	}
}
