package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
)

// /variants fast,smart MESSAGE sends the message once and has each model
// answer it: two replies, alternatives of the one message (‹1/2›), each
// labelled with its model, cost and time; without a message it says how.
func TestVariantsCommand(t *testing.T) {
	st, err := session.Open(context.Background(), t.TempDir()+"/grove.db")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	rt, refs := resolvingRuntime(t, st)
	ctx := t.Context()
	m := startedOn(t, ctx, Options{Runtime: rt})
	m.in.ta.SetValue("/variants fast,smart")
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter})
	if !m.bar.noticeErr || !strings.Contains(m.bar.notice, "usage: /variants") {
		t.Fatalf("without a message: %q", m.bar.notice)
	}
	m.in.ta.SetValue("/variants fast,smart tell me about lakes")
	sent, ok := findMsg[sentMsg](pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if !ok || sent.err != nil {
		t.Fatalf("the send: %+v", sent)
	}
	if got := strings.Join(refs.list(), ","); !strings.Contains(got, "fast") || !strings.Contains(got, "smart") {
		t.Fatalf("models asked for: %s", got)
	}
	turns, err := st.Turns(ctx, sent.conv.ID)
	if err != nil || len(turns) != 2 {
		t.Fatalf("turns: %d %v", len(turns), err)
	}
	for _, tu := range turns {
		if _, err := rt.WaitTurn(ctx, tu.ID); err != nil {
			t.Fatal(err)
		}
	}
	m = startedOn(t, ctx, Options{Runtime: rt})
	driveAll(m, m.open(sent.conv.ID))
	screen := screenOf(m.View())
	if !strings.Contains(screen, "‹1/2›") && !strings.Contains(screen, "‹2/2›") {
		t.Fatalf("the replies are not alternatives of the message:\n%s", screen)
	}
	// Named by the model asked for, not by what the profile runs (both
	// run the offline model here).
	if !strings.Contains(screen, "fast · $0.0000") && !strings.Contains(screen, "smart · $0.0000") {
		t.Fatalf("the candidate reply does not say its model and cost:\n%s", screen)
	}
}
