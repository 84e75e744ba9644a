package agent

import (
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// pricedDef is an offline agent whose model costs $1000 per million
// tokens each way (a tenth of a cent per token), answering at most
// maxTokens.
func pricedDef(name string, maxTokens int) config.Definition {
	d := offlineDef(name, 0)
	d.Profile.Prices = llm.Prices{InputPerMTok: 1000, OutputPerMTok: 1000}
	d.MaxTokens = maxTokens
	return d
}

// calls are the llm_call entries of a turn on the branch, oldest first.
func budgetCalls(e *testEnv, convID, turnID string) []session.Entry {
	var out []session.Entry
	for _, en := range turnEntries(e.path(convID, "main"), turnID) {
		if en.Kind == session.EntryLLMCall {
			out = append(out, en)
		}
	}
	return out
}

func budgetNotices(e *testEnv, convID, turnID string) []string {
	var out []string
	for _, en := range turnEntries(e.path(convID, "main"), turnID) {
		if en.Kind == session.EntryNotice {
			out = append(out, session.Text(en.Content))
		}
	}
	return out
}

// firstStepInput is how many input tokens the first step of a tool-using
// turn on def reads, learnt from an uncapped turn on a conversation of its
// own.
func firstStepInput(t *testing.T, e *testEnv, agent, text string) int64 {
	t.Helper()
	c := e.conv(agent)
	tu := e.wait(e.send(c, text))
	cs := budgetCalls(e, c.ID, tu.ID)
	if tu.Status != session.TurnCompleted || len(cs) != 2 {
		t.Fatalf("uncapped turn: %s %s, %d calls", tu.Status, tu.Error, len(cs))
	}
	return cs[0].Meta().Usage.InputTokens
}

// A tool-using turn whose cap covers its first step but not the second
// stops before the second, incomplete, naming the cap and the spend;
// raising the cap and continuing finishes it.
func TestBudgetStopsTurnAndContinueResumes(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, pricedDef("assistant", 50))
	const text = "what is 6*7?"
	in1 := firstStepInput(t, e, "assistant", text)
	// Step one may cost in1 + 50 tokens; step two reads more than in1 on
	// top of what step one spent, so half of in1 more is not enough.
	cap := float64(in1+50+in1/2) / 1000

	c := e.conv("assistant")
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: text, Budget: cap})
	if err != nil {
		t.Fatal(err)
	}
	tu = e.wait(tu)
	if tu.Status != session.TurnIncomplete || !strings.HasPrefix(tu.Error, "budget "+USD(cap)+" reached: spent $") {
		t.Fatalf("capped turn: %s %q", tu.Status, tu.Error)
	}
	if n := len(budgetCalls(e, c.ID, tu.ID)); n != 1 {
		t.Fatalf("%d model calls ran under the cap, want 1", n)
	}
	spent := tu.Usage.Total().Cost
	if spent <= 0 || spent > cap || !strings.Contains(tu.Error, "spent "+USD(spent)) {
		t.Fatalf("spent %v of cap %v; error %q", spent, cap, tu.Error)
	}
	if ns := budgetNotices(e, c.ID, tu.ID); len(ns) != 1 || ns[0] != tu.Error {
		t.Fatalf("notices %q, want the stop said once", ns)
	}

	// Continuing without raising it stops again before any call.
	if err := e.rt.Continue(ctx, tu.ID); err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnIncomplete || len(budgetCalls(e, c.ID, tu.ID)) != 1 {
		t.Fatalf("continue under the same cap: %s %q", tu.Status, tu.Error)
	}
	if err := e.store.SetTurnBudget(ctx, tu.ID, cap*10); err != nil {
		t.Fatal(err)
	}
	if err := e.rt.Continue(ctx, tu.ID); err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted || len(budgetCalls(e, c.ID, tu.ID)) != 2 {
		t.Fatalf("continue with a raised cap: %s %q, %d calls", tu.Status, tu.Error, len(budgetCalls(e, c.ID, tu.ID)))
	}
}

// A branch's cap counts every turn on the branch; the agent file's budget
// is each turn's cap when the message sets none.
func TestBudgetBranchAndAgentDefault(t *testing.T) {
	ctx := context.Background()
	d := pricedDef("assistant", 50)
	e := newEnv(t, d)
	c := e.conv("assistant")
	first := e.wait(e.send(c, "hello"))
	if first.Status != session.TurnCompleted {
		t.Fatalf("first turn %s %s", first.Status, first.Error)
	}
	spent := first.Usage.Total().Cost
	if err := e.store.SetBranchBudget(ctx, c.ID, "main", spent*1.1); err != nil {
		t.Fatal(err)
	}
	tu := e.wait(e.send(c, "hello again"))
	if tu.Status != session.TurnIncomplete || !strings.HasPrefix(tu.Error, "branch budget "+USD(spent*1.1)+" reached: spent "+USD(spent)) {
		t.Fatalf("second turn under the branch cap: %s %q", tu.Status, tu.Error)
	}
	if len(budgetCalls(e, c.ID, tu.ID)) != 0 {
		t.Fatal("a call ran past the branch cap")
	}

	// The agent's default: one cent is less than any step of it.
	d.Budget = 0.01
	e.defs["assistant"] = d
	c2 := e.conv("assistant")
	tu = e.wait(e.send(c2, "hello"))
	if tu.Status != session.TurnIncomplete || !strings.HasPrefix(tu.Error, "budget $0.01 reached: spent $0.00") {
		t.Fatalf("turn under the agent's cap: %s %q", tu.Status, tu.Error)
	}
	// A cap set with the message replaces the agent's.
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: c2.ID, Text: "hello", Budget: 100})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("turn with its own cap: %s %q", tu.Status, tu.Error)
	}
	if _, err := e.rt.Send(ctx, SendRequest{ConversationID: c2.ID, Text: "hello", Budget: -1}); session.ErrorCode(err) != session.EINVALID {
		t.Fatalf("negative budget: %v", err)
	}
}

// Past the switch point of its cap an agent with several models runs its
// next step on the next cheaper one, and the timeline says so once.
func TestBudgetSwitchesToCheaperModel(t *testing.T) {
	ctx := context.Background()
	big := pricedDef("assistant", 10)
	big.Profile.Name = "big"
	mid, small := big.Profile, big.Profile
	mid.Name, mid.Prices = "mid", llm.Prices{InputPerMTok: 10, OutputPerMTok: 10}
	small.Name, small.Prices = "small", llm.Prices{InputPerMTok: 1, OutputPerMTok: 1}
	big.Models = []config.ModelOption{{Ref: "big", Profile: big.Profile}, {Ref: "small", Profile: small}, {Ref: "mid", Profile: mid}}
	e := newEnv(t, big)
	const text = "what is 6*7?"
	in1 := firstStepInput(t, e, "assistant", text)
	// Step one (in1 tokens read, at most 10 written) fits; after it more
	// than 80% of the cap is spent.
	cap := float64(in1+10) / 1000 * 1.05

	c := e.conv("assistant")
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: text, Budget: cap})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("turn: %s %q", tu.Status, tu.Error)
	}
	cs := budgetCalls(e, c.ID, tu.ID)
	if len(cs) != 2 {
		t.Fatalf("%d calls", len(cs))
	}
	if m := cs[0].Meta(); m.ModelRef != "big" {
		t.Fatalf("step one on %q (%s)", m.ModelRef, m.ModelChoice)
	}
	if m := cs[1].Meta(); m.ModelRef != "mid" || m.ModelChoice != ChoseBudget {
		t.Fatalf("step two on %q (%s), want mid by budget", m.ModelRef, m.ModelChoice)
	}
	ns := budgetNotices(e, c.ID, tu.ID)
	if len(ns) != 1 || !strings.Contains(ns[0], "% used") || !strings.Contains(ns[0], "moving from big to mid") {
		t.Fatalf("notices %q", ns)
	}
}

// A model without prices runs under any cap, and the branch is told once
// that it counts as free.
func TestBudgetUnpricedModelIsFree(t *testing.T) {
	ctx := context.Background()
	e, c := offlineConv(t)
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: "what is 6*7?", Budget: 0.0001})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("turn: %s %q", tu.Status, tu.Error)
	}
	ns := budgetNotices(e, c.ID, tu.ID)
	if len(ns) != 1 || !strings.Contains(ns[0], "has no prices: its steps count as free") {
		t.Fatalf("notices %q", ns)
	}
	// Said once on the branch: the next capped turn runs without a word.
	if tu, err = e.rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: "what is 2+2?", Budget: 0.0001}); err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted || len(budgetNotices(e, c.ID, tu.ID)) != 0 {
		t.Fatalf("second turn: %s %q, notices %q", tu.Status, tu.Error, budgetNotices(e, c.ID, tu.ID))
	}
}
