package cmd

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// TestShortModelAndSystemFlags: every command with --model takes -m, every
// command with --system takes -s, and no command has two flags (its own or
// inherited) sharing a shorthand.
func TestShortModelAndSystemFlags(t *testing.T) {
	var walk func(c *cobra.Command)
	withModel := 0
	walk = func(c *cobra.Command) {
		seen := map[string]string{}
		check := func(f *pflag.Flag) {
			if f.Shorthand == "" {
				return
			}
			if other, ok := seen[f.Shorthand]; ok && other != f.Name {
				t.Errorf("%s: -%s is both --%s and --%s", c.CommandPath(), f.Shorthand, other, f.Name)
			}
			seen[f.Shorthand] = f.Name
		}
		c.LocalFlags().VisitAll(check)
		c.InheritedFlags().VisitAll(check)
		if f := c.Flags().Lookup("model"); f != nil {
			withModel++
			if f.Shorthand != "m" {
				t.Errorf("%s: --model has shorthand %q, want m", c.CommandPath(), f.Shorthand)
			}
		}
		if f := c.Flags().Lookup("system"); f != nil && f.Shorthand != "s" {
			t.Errorf("%s: --system has shorthand %q, want s", c.CommandPath(), f.Shorthand)
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(newRootCmd())
	if withModel < 3 { // agent create, new, send at least
		t.Fatalf("only %d commands have --model", withModel)
	}
}

// TestShortFlagsInTheBinary: `grove agent create NAME -m MODEL -s PROMPT`,
// `grove new -m … -s …` and `grove send -m …` as a person types them.
func TestShortFlagsInTheBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	work := isolate(t)
	bin := groveBinary(t)
	grove := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	contains(t, "agent create", grove("agent", "create", "alice", "-m", "offline", "-s", "You answer in haiku."), "Created agent alice (offline)")
	contains(t, "agent info", grove("agent", "info", "alice"), "You answer in haiku.")
	contains(t, "new", grove("new", "-m", "offline", "-s", "You are terse.", "hello there"), "temp.1 · offline")
	contains(t, "send", grove("send", "-m", "offline", "alice", "hello"), "offline** model", "completed]")
}
