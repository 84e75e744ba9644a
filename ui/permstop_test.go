package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// TestCtrlCInPermissionDialogStopsTheTurn: ctrl+c while a turn's tool call
// waits for permission does what it does on the main screen, it stops the
// reply: the call and the turn's other waiting call are refused and the
// turn ends cancelled, while another turn's question stays on screen.
// Esc only refuses (TestPermissionDialog).
func TestCtrlCInPermissionDialogStopsTheTurn(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	st := testkit.OpenStore(t)
	held := &heldProvider{said: "Let me look", release: make(chan struct{})}
	rt := agent.New(agent.Options{Store: st, Provider: func(llm.Profile) (llm.Provider, error) { return held, nil }})
	t.Cleanup(rt.Close)
	c := testkit.NewConversation(t, st, session.NewConversation{Agent: config.DefaultAgentName})
	turn, err := rt.Send(ctx, agent.SendRequest{ConversationID: c.ID, Text: "list the files"})
	if err != nil {
		t.Fatal(err)
	}
	m := startedOn(t, ctx, Options{Runtime: rt})
	m.c.clock = func() time.Time { return fixedNow.Add(time.Hour) }

	ask := func(turnID, callID, cmd string) chan askResult {
		q := shellQuestion(c.ID, callID, cmd)
		q.Info.TurnID = turnID
		res := make(chan askResult, 1)
		go func() { a, err := m.perm.asker.Ask(ctx, q); res <- askResult{a, err} }()
		nextAsk(t, m)
		return res
	}
	first := ask(turn.ID, "call-1", "ls -la")
	second := ask(turn.ID, "call-2", "cat README.md")
	other := ask("T-other", "call-3", "make test")
	m.permOv().shown = fixedNow // past the typing guard

	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}))
	for name, ch := range map[string]chan askResult{"the call on screen": first, "the turn's other call": second} {
		r := testkit.Within(t, ch, name+" was not answered")
		if r.err != nil || r.ans.Decision != tools.DenyOnce {
			t.Fatalf("%s: %+v %v, want refused", name, r.ans, r.err)
		}
	}
	select {
	case r := <-other:
		t.Fatalf("another turn's question was answered: %+v", r)
	default:
	}
	if s := ansi.Strip(m.render()); !strings.Contains(s, "make test") || strings.Contains(s, "ls -la") {
		t.Fatalf("the other turn's question is not the one on screen:\n%s", s)
	}
	wctx, wcancel := context.WithTimeout(ctx, 30*time.Second)
	defer wcancel()
	ended, err := rt.WaitTurn(wctx, turn.ID)
	if err != nil || ended.Status != session.TurnCancelled {
		t.Fatalf("the turn that asked: %+v %v, want cancelled", ended, err)
	}
}
