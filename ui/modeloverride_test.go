package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestModelOverrideOutlivesRestart: a /model override chosen before grove
// was restarted is what the conversation's next turns run on; the status
// bar of the new process says so, a message sent there uses it, and
// /model - still goes back to the agent's model, also across a restart.
func TestModelOverrideOutlivesRestart(t *testing.T) {
	st := testkit.OpenStore(t)
	rt, asked := resolvingRuntime(t, st)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := testkit.NewConversation(t, st, session.NewConversation{Agent: config.DefaultAgentName})
	// The process before the restart: its turn ran on the override.
	first, err := rt.Send(ctx, agent.SendRequest{ConversationID: c.ID, Text: "hello", Model: "fast"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rt.WaitTurn(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	restart := func() *Model {
		m := startedOn(t, ctx, Options{Runtime: rt, Models: []string{"fast", "smart"}})
		driveAll(m, m.open(c.ID))
		return m
	}
	send := func(m *Model, text string) session.Turn {
		m.in.ta.SetValue(text)
		driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
		id := m.cur().focusTurn
		if id == "" {
			t.Fatalf("%q started no turn", text)
		}
		turn, err := rt.WaitTurn(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return turn
	}

	m := restart()
	if s := statusText(m); !strings.Contains(s, "fast (override)") {
		t.Fatalf("after a restart the status bar does not name the override in force: %q", s)
	}
	if turn := send(m, "again"); turn.Model != "fast" {
		t.Fatalf("the next turn ran on %q, not on the override the bar shows", turn.Model)
	}
	m.in.ta.SetValue("/model -")
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if s := statusText(m); strings.Contains(s, "override") {
		t.Fatalf("/model - left the override on the bar: %q", s)
	}
	if turn := send(m, "plain"); turn.Model != "" {
		t.Fatalf("after /model - the turn ran on %q", turn.Model)
	}
	if s := statusText(restart()); strings.Contains(s, "override") {
		t.Fatalf("a reset override came back after a restart: %q", s)
	}
	if refs := asked.list(); len(refs) != 2 || refs[0] != "fast" || refs[1] != "fast" {
		t.Fatalf("models resolved: %v", refs)
	}
}
