package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// TestBudgetCommand drives /budget: a cap for the conversation's next
// turns shows on the status bar and stops a tool-using turn of a priced
// model before its answer; /budget with more raises the stopped turn's
// cap and /continue finishes it; /budget branch caps the branch, which the
// status bar and the tree show with its spend.
func TestBudgetCommand(t *testing.T) {
	st := testkit.OpenStore(t)
	def := config.DefaultAssistant(llm.Profile{Name: "priced", Provider: llm.KindOffline, Model: "offline",
		Prices: llm.Prices{InputPerMTok: 1000, OutputPerMTok: 1000}})
	def.MaxTokens = 50
	rt := agent.New(agent.Options{Store: st, Tools: tools.NewRegistry(tools.Builtins()...),
		Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil },
		Agent:    func(context.Context, string) (config.Definition, error) { return def, nil }})
	t.Cleanup(rt.Close)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := testkit.NewConversation(t, st, session.NewConversation{Agent: def.Name})
	m := startedOn(t, ctx, Options{Runtime: rt})
	driveAll(m, m.open(c.ID))
	enter := func(text string) {
		m.in.ta.SetValue(text)
		driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	}
	wait := func(id string) session.Turn {
		t.Helper()
		wctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		tu, err := rt.WaitTurn(wctx, id)
		if err != nil {
			t.Fatal(err)
		}
		// What the turn published, as the TUI hears it.
		if evs := m.sub.Drain(); len(evs) > 0 {
			driveAll(m, m.applyEvents(eventsMsg(evs)))
		}
		return tu
	}

	enter("/budget 0.35")
	if s := statusText(m); !strings.Contains(s, "budget: turns ≤$0.35") {
		t.Fatalf("status bar after /budget 0.35: %q", s)
	}
	enter("what is 6*7?")
	id := m.cur().focusTurn
	if id == "" {
		t.Fatal("no turn started")
	}
	tu := wait(id)
	if tu.Status != session.TurnIncomplete || !strings.HasPrefix(tu.Error, "budget $0.35 reached: spent $") {
		cap, _ := st.TurnBudget(ctx, id)
		t.Fatalf("capped turn: %s %q usage %+v cap %v", tu.Status, tu.Error, tu.Usage, cap)
	}
	if s := statusText(m); !strings.Contains(s, "budget: turn "+agent.USD(tu.Usage.Total().Cost)+"/$0.35") {
		t.Fatalf("status bar after the capped turn: %q", s)
	}
	enter("/budget 1")
	if got, err := st.TurnBudget(ctx, id); err != nil || got != 1 {
		t.Fatalf("the stopped turn's cap after /budget 1: %v %v", got, err)
	}
	enter("/continue")
	if tu = wait(id); tu.Status != session.TurnCompleted {
		t.Fatalf("continued turn: %s %q", tu.Status, tu.Error)
	}

	enter("/budget branch 20")
	if got, _ := st.BranchBudget(ctx, c.ID, "main"); got != 20 {
		t.Fatalf("branch cap %v", got)
	}
	if s := statusText(m); !strings.Contains(s, "budget: turns ≤$1.00, branch $0.") || !strings.Contains(s, "/$20.00") {
		t.Fatalf("status bar after /budget branch 20: %q", s)
	}
	enter("/tree")
	if s := screenOf(m.View()); !strings.Contains(s, "of $20.00") {
		t.Fatalf("the tree does not show the branch's cap:\n%s", s)
	}
	m.Update(tea.KeyPressMsg{Code: tea.KeyEscape})
	enter("/budget lots")
	if !strings.Contains(m.bar.notice, "is not an amount of dollars") {
		t.Fatalf("bad amount: notice %q", m.bar.notice)
	}
}
