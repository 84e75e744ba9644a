package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// TestEditShowsTheNewBranchEnd: a long message edited through select mode
// (which scrolled the timeline up to it) is sent on a new branch; the
// screen then follows that branch's end, the edited message and its reply,
// not the scroll position the selection left on the old branch.
func TestEditShowsTheNewBranchEnd(t *testing.T) {
	env := newEnv(t, false)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := env.newConversation(t, "")
	long := strings.TrimSuffix(strings.Repeat("a line of the pasted log\n", 500), "\n")
	env.converse(t, c.ID, long)
	env.converse(t, c.ID, "and a short question")
	m := env.model(t, ctx, "dark")
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	press(m, "ctrl+x", "up", "up", "up")
	if _, it := m.selected(); it == nil || it.text != long {
		t.Fatalf("selection: %+v", it)
	}
	press(m, "e")
	m.in.ta.SetValue("the-edited-first-line\n" + long)
	press(m, "enter")
	waitIdle(t, env)
	driveAll(m, loadConv(ctx, m.c.store, c.ID))
	cv := m.cur()
	if cv.branch == "main" {
		t.Fatal("not on the edit's branch")
	}
	screen := ansi.Strip(m.render())
	// The edited message is long, so it shows folded to its first lines.
	if !cv.follow || !strings.Contains(screen, "the-edited-first-line") || strings.Contains(screen, "scrolled") {
		t.Fatalf("the new branch's end is not on screen (follow %v):\n%s", cv.follow, screen)
	}
}
