package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"grove/agent"
)

// A comparison opened while one side is still being answered (a /regen
// running) shows the answer when it is saved, where the view was: the
// row said "(no reply)" until the view was closed and opened again.
func TestCompareShowsAnAnswerSavedWhileItIsOpen(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "regen")
	main, err := env.st.Append(ctx, c.ID, "main", textEntry("user", "first question"), textEntry("assistant", "first answer"),
		textEntry("user", "second question"), textEntry("assistant", "the main answer"))
	if err != nil {
		t.Fatal(err)
	}
	// The other branch parts at the second question, its answer not yet
	// written.
	if _, err := env.st.CreateBranch(ctx, c.ID, "other", main[2].ID); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 100, 30)
	m.in.ta.SetValue("/compare main other")
	press(m, "enter")
	if s := ansi.Strip(m.render()); !strings.Contains(s, "(no reply)") {
		t.Fatalf("before the answer is saved:\n%s", s)
	}
	saved, err := env.st.Append(ctx, c.ID, "other", textEntry("assistant", "the regenerated answer"))
	if err != nil {
		t.Fatal(err)
	}
	// The model's handling of the store's event, without its next wait.
	runCmd(m, m.applyEvents([]agent.Event{{Kind: agent.EvEntry, ConversationID: c.ID, Branch: "other", Entry: &saved[0]}}))
	s := ansi.Strip(m.render())
	if !strings.Contains(s, "the regenerated answer") || strings.Contains(s, "(no reply)") {
		t.Fatalf("after the answer was saved, the open comparison shows:\n%s", s)
	}
	if m.compareOv() == nil {
		t.Fatal("the comparison closed")
	}
}
