package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestE2EAgentsAppearLive drives the real binary in tmux: while the TUI
// runs, another process creates an agent; the TUI lists it and switches to
// it without a restart, and it answers. The agent's file is then broken by
// hand: the TUI says which file and line, and the agent keeps answering
// with its last good definition.
func TestE2EAgentsAppearLive(t *testing.T) {
	tm, dir, bin := setupE2E(t, "live")
	env := groveEnv(dir, 200)
	tm.run("new-session", "-d", "-s", tm.name, "-x", "110", "-y", "32", "-c", dir, env+" "+bin+"; echo GROVE-EXITED; sleep 600")
	tm.waitFor("empty screen", 10*time.Second, "Say something to")

	cli := func(args ...string) string {
		t.Helper()
		c := exec.Command(bin, args...)
		c.Dir = dir
		c.Env = append(os.Environ(), strings.Fields(strings.TrimPrefix(env, "env "))...)
		out, err := c.CombinedOutput()
		if err != nil {
			t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	cli("agent", "create", "alice", "--model", "offline", "--system", "You review code.", "--role", "reviewer")
	tm.waitFor("alice in the sidebar", 10*time.Second, "agent alice added", "   alice")

	tm.keys("/agent alice", "Enter")
	tm.waitFor("alice chosen", 5*time.Second, "new conversations go to alice")
	tm.keys("C-n")
	tm.keys("hello alice", "Enter")
	tm.waitFor("alice answering", 20*time.Second, "alice · turn 1")

	// Broken meanwhile: a clear error, and alice still answers.
	f, err := os.OpenFile(filepath.Join(dir, ".agents", "alice.yaml"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("max_stepz: 3\n")
	f.Close()
	tm.waitFor("the broken file's error", 10*time.Second, "keeping alice's last good definition")
	tm.keys("and again", "Enter")
	tm.waitFor("alice answering with her last good definition", 20*time.Second, "alice · turn 2")

	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
}
