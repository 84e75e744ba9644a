package main

import (
	"bytes"
	"os/exec"
	"testing"
)

// TestVersionIsCobrasAnswer: `grove --version` and `grove -v` are answered
// before the command tree is built; the line and the exit status stay the
// ones cobra gives for the whole tree, and other arguments beside the flag
// still go through cobra.
func TestVersionIsCobrasAnswer(t *testing.T) {
	isolate(t)
	root := newRootCmd()
	root.Version = version // as fang.WithVersion sets it
	var want bytes.Buffer
	root.SetOut(&want)
	root.SetArgs([]string{"--version"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	bin := groveBinary(t)
	for _, arg := range []string{"--version", "-v"} {
		out, err := exec.Command(bin, arg).Output()
		if err != nil {
			t.Fatalf("grove %s: %v", arg, err)
		}
		if string(out) != want.String() {
			t.Fatalf("grove %s printed %q, cobra prints %q", arg, out, want.String())
		}
	}
	var fast bytes.Buffer
	if printVersion([]string{"--version", "list"}, &fast) || printVersion([]string{"--db", "-v"}, &fast) || fast.Len() > 0 {
		t.Fatalf("only the flag alone is answered early: %q", fast.String())
	}
}
