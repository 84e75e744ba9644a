package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestE2ETree drives the real binary in tmux: edit an earlier message, let
// the new branch answer, switch back with the sibling keys, fork into a new
// conversation, restart, and find all branches and the fork link intact.
func TestE2ETree(t *testing.T) {
	tm, _, bin, env := startEmptyE2E(t, "tree", 80, "", 130, 44)

	tm.keys("hello there", "Enter")
	tm.waitFor("the first reply", 20*time.Second, "turn 1")
	tm.waitNot("the first turn to end", 20*time.Second, "active")
	tm.keys("tell me about rivers", "Enter")
	tm.waitFor("the second reply", 20*time.Second, "turn 2")
	tm.waitNot("the second turn to end", 20*time.Second, "active")

	// Edit the first message: select it, edit, send.
	tm.keys("C-x")
	tm.waitFor("select mode", 5*time.Second, "e edit")
	tm.named("Up", "Up", "Up")
	tm.keys("e")
	tm.waitFor("the edit in the input", 5*time.Second, "editing an earlier message")
	tm.keys("C-u")
	tm.keys("hi, tell me about lakes", "Enter")
	tm.waitFor("the new branch", 10*time.Second, "⎇ branch-1", "‹2/2›")
	tm.waitNot("the new branch's answer", 20*time.Second, "active")
	tm.waitFor("the new branch's answer", 10*time.Second, "tell me about lakes", "turn ")

	// Back to the original with the sibling key.
	tm.keys("M-,")
	tm.waitFor("the original branch", 10*time.Second, "⎇ main", "‹1/2›", "tell me about rivers")

	// Fork the current branch into a new conversation.
	tm.keys("C-x")
	tm.keys("f")
	tm.waitFor("the fork", 10*time.Second, "⑂ forked from", "CONVERSATIONS 2")

	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")

	// Start again: the fork and its link, then the original's branches.
	tm.run("respawn-pane", "-k", "-t", tm.name, env+" "+bin+"; sleep 600")
	tm.waitFor("conversations after restart", 10*time.Second, "CONVERSATIONS 2", "⑂ hello there")
	tm.pick("hello there (fork)")
	tm.waitFor("the fork's link", 10*time.Second, "⑂ forked from hello there")
	tm.keys("C-y")
	tm.waitFor("the fork's tree", 10*time.Second, "Tree of", "⑂ forked from hello there")
	tm.named("Escape")
	tm.waitNot("the tree to close", 10*time.Second, "Tree of")
	// The list is ordered by last activity, and the original may have been
	// touched after the fork (its turn's last writes): step towards it.
	if sidebarRow(tm.capture(), "⑂ hello there") > sidebarRow(tm.capture(), "hello there") {
		tm.keys("M-Up")
	} else {
		tm.keys("M-Down")
	}
	tm.waitNot("the original to open", 10*time.Second, "⑂ forked from")
	tm.keys("C-y")
	tm.waitFor("the original's tree with both branches and the fork", 10*time.Second, "⎇ main", "⎇ branch-1", "⑂ forks:", "2 branches")
	tm.named("Escape")
	tm.keys("C-q")
}

// named sends tmux key names (Up, Escape, …) that keys would type as text.
func (s *tmuxSession) named(names ...string) {
	s.t.Helper()
	for _, n := range names {
		s.run("send-keys", "-t", s.name, n)
		time.Sleep(50 * time.Millisecond)
	}
}

// sidebarRow is the screen row of the first sidebar line (left of its
// border) that reads exactly title, or -1.
func sidebarRow(screen, title string) int {
	for i, line := range strings.Split(screen, "\n") {
		left, _, ok := strings.Cut(line, "│")
		if ok && strings.TrimSuffix(strings.TrimSpace(left), " •") == title { // • marks it unread
			return i
		}
	}
	return -1
}
