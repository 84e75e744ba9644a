package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// TestE2EAgentsAppearLive drives the real binary in tmux: while the TUI
// runs, another process creates an agent; the TUI lists it and switches to
// it without a restart, and it answers. The agent's file is then broken by
// hand: the TUI says which file and line, and the agent keeps answering
// with its last good definition.
func TestE2EAgentsAppearLive(t *testing.T) {
	project := t.TempDir() // where the TUI runs and the other process writes .agents
	tm, _, bin, env := startEmptyE2E(t, "live", 200, project, 110, 32)

	cli := func(args ...string) string { return runGrove(t, bin, project, env, args...) }
	cli("agent", "create", "alice", "--model", "offline", "--system", "You review code.", "--role", "reviewer")
	tm.waitFor("alice in the sidebar", 10*time.Second, "agent alice added", "   alice")

	tm.keys("/agent alice", "Enter")
	tm.waitFor("alice chosen", 5*time.Second, "new conversations go to alice")
	tm.keys("C-n")
	tm.keys("hello alice", "Enter")
	tm.waitFor("alice answering", 20*time.Second, "alice · turn 1")

	// Broken meanwhile: a clear error, and alice still answers.
	f, err := os.OpenFile(filepath.Join(project, ".agents", "alice.yaml"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("max_stepz: 3\n")
	f.Close()
	tm.waitFor("the broken file's error", 10*time.Second, "keeping alice's last good definition")
	tm.keys("and again", "Enter")
	tm.waitFor("alice answering with her last good definition", 20*time.Second, "alice · turn 2")
	tm.waitNot("the turn to end", 30*time.Second, "active") // ctrl+q asks first while a turn runs

	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
}

// TestE2EStopAndResumeWorkspace drives the real binary in tmux: /stop
// keeps the workspace listed and its channel on screen (the status bar
// stays on it); /start resumes it; a stop and a start from another process
// show live, the start resuming the same workspace rather than a second.
func TestE2EStopAndResumeWorkspace(t *testing.T) {
	tm, dir, bin, env := startEmptyE2E(t, "resume", 200, repoRoot, 120, 40)
	cli := func(args ...string) string { return runGrove(t, bin, repoRoot, env, args...) }

	tm.keys("/start examples/manager/.workflows/feature.yaml", "Enter")
	tm.waitFor("the channel", 10*time.Second, "#feature:main", "Plan the feature: password reset by email")
	tm.waitFor("the specialists answering", 60*time.Second, "feature main manager architect")
	tm.waitNot("the agents to finish", 60*time.Second, "running")

	tm.keys("/stop", "Enter")
	tm.waitFor("stopped, still listed, status bar on it", 10*time.Second, "◼ stopped", "#feature:main · stopped", "/start resumes it")
	tm.keys("M-w")
	tm.waitFor("the switcher listing it", 5*time.Second, "workspace    #feature:main")
	tm.named("Escape")

	tm.keys("/start", "Enter")
	tm.waitFor("resumed", 10*time.Second, "resumed #feature:main")
	tm.waitNot("the stopped mark to go", 10*time.Second, "◼ stopped")
	tm.keys("@developer still with us?", "Enter")
	tm.waitFor("the developer answering in the same channel", 30*time.Second, "feature main user developer")

	// Another process stops it, then starts it: both show here, and the
	// start resumes the same workspace (one #feature:main listed).
	tm.waitNot("the agents to finish", 60*time.Second, "running")
	if out := cli("stop", "feature"); !strings.Contains(out, "stopped feature:main") {
		t.Fatalf("grove stop: %s", out)
	}
	tm.waitFor("the other process's stop", 10*time.Second, "◼ stopped")
	if out := cli("start", "examples/manager/.workflows/feature.yaml"); !strings.Contains(out, "resumed feature:main") {
		t.Fatalf("grove start: %s", out)
	}
	tm.waitNot("the other process's resume", 10*time.Second, "◼ stopped")
	st := openHome(t, dir)
	defer st.Close()
	if all, err := st.Workspaces(context.Background(), false); err != nil || len(all) != 1 || all[0].Status != session.WorkspaceRunning {
		t.Fatalf("workspaces after the resume: %+v %v", all, err)
	}
	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
}

// TestE2EReplyStreamsInAnotherTUI drives the real binary in two tmux
// sessions on one home: a reply that one TUI streams word by word shows
// its words in the other TUI, showing the same conversation, while it is
// still being written — not all at once when it is saved.
func TestE2EReplyStreamsInAnotherTUI(t *testing.T) {
	a, dir, bin := setupE2E(t, "streamA")
	env := groveEnv(dir, 8) // the writer streams 8 words a second
	a.startEmpty(bin, env, "", 120, 40)
	a.keys("calculate 2+2", "Enter")
	a.waitFor("the first answer", 20*time.Second, "assistant · turn 1")
	a.waitNot("the first turn to end", 20*time.Second, "active")

	b := &tmuxSession{t: t, socket: a.socket, name: "streamB"}
	b.startGrove(bin, env, "", 120, 40, "the conversation in the second TUI", "calculate 2+2")

	// The offline model's greeting is some fifty words: six seconds at
	// this pace.
	a.keys("hello", "Enter")
	b.waitFor("the reply's first words in the second TUI", 20*time.Second, "assistant · turn 2", "grove's built-in")
	st := openHome(t, dir)
	defer st.Close()
	active, err := st.ActiveTurns(context.Background())
	if err != nil || len(active) != 1 {
		t.Fatalf("the second TUI showed the words once the reply was saved (%d turns running, %v): not as they streamed", len(active), err)
	}
	if screen := a.capture(); strings.Contains(screen, "wait 3 seconds") {
		t.Fatalf("the writer had finished the reply when the second TUI showed its first words:\n%s", screen)
	}
	// Then the whole reply, saved, in both.
	a.waitFor("the whole reply in the writer", 30*time.Second, "wait 3 seconds")
	b.waitFor("the whole reply in the second TUI", 30*time.Second, "wait 3 seconds")
	b.waitNot("the turn to end in the second TUI", 20*time.Second, "active")
	if screen := b.capture(); strings.Count(screen, "grove's built-in") != 1 {
		t.Fatalf("the second TUI shows the reply other than once:\n%s", screen)
	}
	a.keys("C-q")
	b.keys("C-q")
	a.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
	b.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
}
