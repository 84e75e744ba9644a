package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// TestE2EStartDrawsFirst: the TUI started on a database whose newest
// conversation is long draws the list and that conversation's last screen
// first, without a garbage collection between holding collection off and it; the start-up work nobody
// asked for (the quick check, retention, recovery of turns) runs after that
// frame has reached the terminal, as the start timeline shows.
func TestE2EStartDrawsFirst(t *testing.T) {
	tm, dir, bin := setupE2E(t, "startfirst")
	ctx := context.Background()
	st := openHome(t, dir)
	x := corpus.Conversation(7, 800, 2, time.Now())
	x.Conversation.Agent = config.DefaultAgentName
	last := &x.Entries[len(x.Entries)-1]
	last.Content = []session.Block{session.TextBlock(last.Content[0].Text + "\n\nEND-OF-LONG-BRANCH")}
	if _, err := st.Import(ctx, x); err != nil {
		t.Fatal(err)
	}
	st.Close()

	tm.startGrove(bin, groveEnv(dir, 0)+" GROVE_TRACE_START=1", "", 120, 40, "the long conversation's end", "CONVERSATIONS 1", "END-OF-LONG-BRANCH")
	logPath := filepath.Join(dir, "state", "grove", "grove.log")
	var log string
	for deadline := hangDeadline(5 * time.Second); time.Now().Before(deadline) && !(strings.Contains(log, `phase="turns recovered"`) && strings.Contains(log, `phase="full frame on screen"`)); time.Sleep(20 * time.Millisecond) {
		b, _ := os.ReadFile(logPath)
		log = string(b)
	}
	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
	frame := strings.Index(log, `phase="first full frame"`)
	recovered := strings.Index(log, `phase="turns recovered"`)
	if frame < 0 || recovered < 0 || recovered < frame {
		t.Fatalf("the first full frame should come before the held-back work (recovery after the quick check):\n%s", log)
	}
	onScreen := strings.Index(log, `phase="full frame on screen"`)
	if onScreen < frame || recovered < onScreen {
		t.Fatalf("the timeline should mark when the full frame is written to the terminal, after it is drawn and before the held-back work:\n%s", log)
	}
	// The libraries' package initialisation collects before main runs (a
	// cycle it started may end after main began); once the TUI holds
	// collection off, nothing collects until the first full frame.
	first := strings.Index(log, `phase="collection held"`)
	if first < 0 {
		t.Fatalf("the TUI's start does not hold collection off:\n%s", log)
	}
	firstLine, _, _ := strings.Cut(log[first:], "\n")
	frameLine, _, _ := strings.Cut(log[frame:], "\n")
	if first < 0 || first > frame || gcOf(firstLine) == "?" || gcOf(firstLine) != gcOf(frameLine) {
		t.Fatalf("a garbage collection ran between holding collection off and the first full frame:\n%s\n%s\n%s", firstLine, frameLine, log)
	}
	if !strings.Contains(log[:frame], `phase="start read"`) || !strings.Contains(log, " cpu=") {
		t.Fatalf("the start read (list and the branch's end) should come before the frame, with CPU times:\n%s", log)
	}
}

// gcOf is the collection count (gc=N) a start-timeline line ends with.
func gcOf(line string) string {
	_, n, ok := strings.Cut(line, " gc=")
	if !ok {
		return "?"
	}
	return n
}
