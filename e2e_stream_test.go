package main

import (
	"context"
	"strings"
	"testing"
	"time"
)

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
