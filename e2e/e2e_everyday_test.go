package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestE2ENothingTypedIsLost: a draft typed before ctrl+q is in the box
// after a restart, and ↑ recalls what was sent before it; ctrl+q with a
// turn running asks once, the second quits, and the turn goes on at the
// next start.
func TestE2ENothingTypedIsLost(t *testing.T) {
	tm, dir, bin, env := startEmptyE2E(t, "drafts", 4, "", 100, 30)
	t.Cleanup(func() {
		if t.Failed() {
			b, _ := os.ReadFile(filepath.Join(dir, "state", "grove", "grove.log"))
			t.Logf("grove.log:\n%s", b)
		}
	})

	tm.keys("first question sent", "Enter")
	tm.waitFor("the turn running", 20*time.Second, "1 active")
	tm.keys("a draft    with spaces")
	tm.keys("C-q")
	tm.waitFor("the question before quitting", 10*time.Second, "1 turn is still running: ctrl+q again quits")
	if strings.Contains(tm.capture(), "GROVE-EXITED") {
		t.Fatal("ctrl+q quit at once with a turn running")
	}
	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")

	tm.run("respawn-pane", "-k", "-t", tm.name, env+" "+bin+"; echo GROVE-EXITED; sleep 600")
	tm.waitFor("the draft back in the box", 20*time.Second, "› a draft    with spaces")
	// The interrupted turn resumes and ends.
	tm.waitFor("the turn resumed", 20*time.Second, "1 active")
	tm.waitNot("the resumed turn to end", 60*time.Second, "active")
	// ↑ on an empty box brings back what was sent before the restart.
	for range len("a draft    with spaces") {
		tm.keys("C-h")
	}
	tm.waitNot("the box emptied", 10*time.Second, "› a draft")
	tm.named("Up")
	tm.waitFor("the history from before the restart", 10*time.Second, "› first question sent")
	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
}

// TestE2EEscCancelsTheFocusedTurn: three turns at once; the newest block
// says esc cancels it, alt+t moves that to the oldest, esc cancels that
// one, and its message or reply is marked cancelled.
func TestE2EEscCancelsTheFocusedTurn(t *testing.T) {
	tm, _, _, _ := startEmptyE2E(t, "focus", 3, "", 100, 40)
	for _, q := range []string{"tell me about apples", "tell me about bananas", "tell me about cherries"} {
		tm.keys(q, "Enter")
	}
	tm.waitFor("three turns running", 20*time.Second, "3 active")
	tm.waitFor("the newest focused", 10*time.Second, "turn 3")
	focused := func() string {
		for _, row := range strings.Split(tm.capture(), "\n") {
			if strings.Contains(row, "esc cancels this") {
				return row
			}
		}
		return ""
	}
	if row := focused(); !strings.Contains(row, "turn 3") {
		t.Fatalf("the focused block is not the newest: %q\n%s", row, tm.capture())
	}
	tm.keys("M-t")
	tm.waitFor("the focus on turn 1", 10*time.Second, "esc cancels turn 1")
	if row := focused(); !strings.Contains(row, "turn 1") {
		t.Fatalf("after alt+t the focused block is %q\n%s", row, tm.capture())
	}
	tm.run("send-keys", "-t", tm.name, "Escape")
	tm.waitFor("two turns left", 10*time.Second, "2 active")
	screen := tm.capture()
	if !strings.Contains(screen, "⊘") {
		t.Fatalf("the cancelled turn left no mark:\n%s", screen)
	}
}
