package e2e

import (
	"strings"
	"testing"
	"time"
)

// agentLine is the sidebar's line of agent name in the AGENTS section, ""
// when it is not on screen.
func agentLine(screen, name string) string {
	for _, l := range strings.Split(screen, "\n") {
		left, _, _ := strings.Cut(l, "│")
		if f := strings.Fields(left); len(f) > 0 && (f[0] == name || len(f) > 1 && f[0] == "▸" && f[1] == name) {
			return left
		}
	}
	return ""
}

// spinning reports whether s holds a frame of the working spinner.
func spinning(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r >= 0x2801 && r <= 0x28FF })
}

// TestE2EAgentStateStopStart: the TUI's sidebar follows an agent's state:
// running while a turn of it runs, stopped once `grove stop NAME --now`
// from another process cancelled it, idle again after `grove start NAME`.
// A message sent to the stopped agent is refused with the command that
// resumes it, whole even at 80 columns, and stays in the box; sent again
// after the start, a turn answers it.
func TestE2EAgentStateStopStart(t *testing.T) {
	tm, dir, bin, env := startEmptyE2E(t, "agentstate", 0, "", 120, 30)
	wait := func(what string, ok func(line string) bool) {
		t.Helper()
		deadline := hangDeadline(10 * time.Second)
		for {
			screen := tm.capture()
			if ok(agentLine(screen, "assistant")) {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("waiting for %s:\n%s", what, screen)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}

	tm.keys("in the background wait 600 seconds", "Enter")
	wait("the agent running", spinning)

	out := runGrove(t, bin, dir, env, "stop", "assistant", "--now")
	if !strings.Contains(out, "stopped assistant") {
		t.Fatalf("grove stop: %s", out)
	}
	wait("the agent stopped", func(l string) bool { return strings.Contains(l, "■ stopped") && !spinning(l) })

	tm.run("resize-window", "-t", tm.name, "-x", "80", "-y", "24")
	tm.keys("what is 6*7?", "Enter")
	tm.waitFor("the refusal with the command that resumes the agent", 10*time.Second,
		"assistant is stopped", "`grove start assistant`", "› what is 6*7?")

	tm.run("resize-window", "-t", tm.name, "-x", "120", "-y", "30")
	if out := runGrove(t, bin, dir, env, "start", "assistant"); !strings.Contains(out, "started assistant") {
		t.Fatalf("grove start: %s", out)
	}
	wait("the agent idle", func(l string) bool { return l != "" && !strings.Contains(l, "stopped") && !spinning(l) })
	tm.keys("Enter")
	tm.waitFor("the answer after the start", 10*time.Second, "assistant · turn 2")
}
