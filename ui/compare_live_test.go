package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
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

// A comparison open while a turn answers on one side says that the answer
// is being written, not that there is none, and when the turn ends
// without a word (cancelled), it says so at once: no entry is saved then,
// only the turn's status changes. A failed turn's row names its error.
func TestCompareSaysAnAnswerIsWrittenThenCancelled(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "writing")
	if _, err := env.st.Append(ctx, c.ID, "main", textEntry("user", "first question"), textEntry("assistant", "first answer")); err != nil {
		t.Fatal(err)
	}
	p, err := env.st.Path(ctx, c.ID, "main")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.CreateBranch(ctx, c.ID, "other", p[1].ID); err != nil {
		t.Fatal(err)
	}
	_, failed, err := env.st.StartTurn(ctx, "other", textEntry("user", "second question"), session.Turn{ConversationID: c.ID, Agent: "assistant", Caller: "user"})
	if err != nil {
		t.Fatal(err)
	}
	why := "refused"
	if _, err := env.st.UpdateTurn(ctx, failed.ID, session.TurnUpdate{Status: session.TurnFailed, Error: &why}); err != nil {
		t.Fatal(err)
	}
	_, running, err := env.st.StartTurn(ctx, "main", textEntry("user", "third question"), session.Turn{ConversationID: c.ID, Agent: "assistant", Caller: "user"})
	if err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 120, 40)
	m.in.ta.SetValue("/compare main other")
	press(m, "enter")
	s := ansi.Strip(m.render())
	if !strings.Contains(s, "writing…") || !strings.Contains(s, "✗ failed: "+why) || strings.Contains(s, "(no reply)") {
		t.Fatalf("a turn running on main, one failed on other:\n%s", s)
	}
	ended, err := env.st.UpdateTurn(ctx, running.ID, session.TurnUpdate{Status: session.TurnCancelled})
	if err != nil {
		t.Fatal(err)
	}
	runCmd(m, m.applyEvents([]agent.Event{{Kind: agent.EvTurn, ConversationID: c.ID, Turn: &ended}}))
	s = ansi.Strip(m.render())
	if !strings.Contains(s, "⊘ cancelled") || strings.Contains(s, "writing…") || m.compareOv() == nil {
		t.Fatalf("after the running turn was cancelled, the open comparison shows:\n%s", s)
	}
}
