package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/backend/backendtest"
)

// TestE2EBackendLostSessionAndModelChoice: through `grove send`, a message
// to a Claude Code thread whose session Claude Code no longer has is
// answered in a new session given the conversation, with a line saying so,
// and the next one resumes the new session; --model names a model of the
// CLI, as the agent file's model: does.
func TestE2EBackendLostSessionAndModelChoice(t *testing.T) {
	bin, dir, project, _ := backendE2E(t, "claude")
	log := backendtest.Install(t, "")
	store := backendtest.Sessions(t)

	out, errOut, err := groveSend(t, bin, dir, project, "alice", "What files are here?")
	if err != nil {
		t.Fatalf("send: %v\n%s\n%s", err, out, errOut)
	}
	m := convRe.FindStringSubmatch(errOut)
	if m == nil {
		t.Fatalf("no conversation id in %q", errOut)
	}
	first := "5f3c2a9e-8d1b-4c7a-9e2f-000000000001" // the fake's first session
	if err := os.Remove(filepath.Join(store, first)); err != nil {
		t.Fatal(err)
	}
	out, errOut, err = groveSend(t, bin, dir, project, "--conversation", m[1], "alice", "Which one is the entry point?")
	if err != nil {
		t.Fatalf("send after the session was lost: %v\n%s\n%s", err, out, errOut)
	}
	if strings.Count(out, "was gone") != 1 || !strings.Contains(out, "The Claude Code session "+first+" was gone; started a new one with this conversation's context.") ||
		!strings.Contains(out, "There are two files: README.md and main.go.") {
		t.Errorf("output after the lost session:\n%s", out)
	}
	out, errOut, err = groveSend(t, bin, dir, project, "--conversation", m[1], "--model", "claude-haiku-4-5", "alice", "And the tests?")
	if err != nil {
		t.Fatalf("send with --model: %v\n%s\n%s", err, out, errOut)
	}
	if strings.Contains(out, "was gone") {
		t.Errorf("the new session was lost again:\n%s", out)
	}
	calls := backendtest.Calls(t, log)
	if len(calls) != 4 {
		t.Fatalf("%d runs of claude, want 4", len(calls))
	}
	args := func(i int) string { return strings.Join(calls[i].Args, " ") }
	second := "5f3c2a9e-8d1b-4c7a-9e2f-000000000002"
	if strings.Contains(args(2), "--resume") || !strings.Contains(calls[2].Prompt, "user: What files are here?") {
		t.Errorf("the new session's run %q, prompt %q", args(2), calls[2].Prompt)
	}
	if !strings.Contains(args(3), "--resume "+second) || !strings.Contains(args(3), "--model claude-haiku-4-5") {
		t.Errorf("last run %q: want the new session resumed on claude-haiku-4-5", args(3))
	}
}
