package agent

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// childBudgetEnv is a manager that delegates with ask_architect and an
// architect that calls calculate calls times before it answers, both on a
// server whose every reply costs 110 tokens at $100 per million ($0.011);
// the manager's steps may answer managerMax tokens, the architect's 10.
func childBudgetEnv(t *testing.T, calls, managerMax int) *testEnv {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct {
				Role string `json:"role"`
			} `json:"messages"`
		}
		_ = json.Unmarshal(body, &req)
		tools := 0
		for _, m := range req.Messages {
			if m.Role == "tool" {
				tools++
			}
		}
		switch {
		case !strings.Contains(string(body), `"ask_architect"`) && tools < calls:
			testkit.WriteSSE(w, testkit.OpenAIStream("Counting.", [2]string{"calculate", `{"expression":"6*7"}`}))
		case !strings.Contains(string(body), `"ask_architect"`):
			testkit.WriteSSE(w, testkit.OpenAIStream("42 it is."))
		case req.Messages[len(req.Messages)-1].Role == "tool":
			testkit.WriteSSE(w, testkit.OpenAIStream("The architect says 42."))
		default:
			testkit.WriteSSE(w, testkit.OpenAIStream("Asking the architect.", [2]string{"ask_architect", `{"task":"what is 6*7?"}`}))
		}
	}))
	t.Cleanup(srv.Close)
	m := openaiDef("manager", srv.URL+"/v1")
	m.Tools = []string{"ask_architect"}
	a := openaiDef("architect", srv.URL+"/v1")
	a.Tools, a.MaxSteps = []string{"calculate"}, 60
	m.Profile.Prices = llm.Prices{InputPerMTok: 100, OutputPerMTok: 100}
	a.Profile.Prices = m.Profile.Prices
	m.MaxTokens, a.MaxTokens = managerMax, 10
	e := newEnv(t, m, a)
	defs := []tools.Definition{{Name: "ask_architect", Description: "Ask the architect.", Permission: tools.ModeAllow,
		Schema: json.RawMessage(`{"type":"object","properties":{"task":{"type":"string"}},"required":["task"]}`),
		Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: tools.ModeDelegate}}}
	for _, tl := range tools.Build(defs, tools.BuildOptions{Agents: e.rt}) {
		e.rt.opts.Tools.Register(tl)
	}
	return e
}

// childTurn is the one turn of the child conversation the newest
// agent_result entry of c's main branch names.
func childTurn(t *testing.T, e *testEnv, c session.Conversation) session.Turn {
	t.Helper()
	child := ""
	for _, en := range e.path(c.ID, "main") {
		if r, ok := en.AgentResult(); ok {
			child = r.Conversation
		}
	}
	ts, err := e.store.Turns(context.Background(), child)
	if err != nil || len(ts) != 1 {
		t.Fatalf("child %q's turns: %v %+v", child, err, ts)
	}
	return ts[0]
}

// A runaway delegate (it never stops calling a tool) stops at the cap of
// the manager's turn that started it: its turn ends incomplete naming that
// cap and what the manager's turn and it spent together; the manager's
// delegation fails. Together they spent no more than the cap.
func TestBudgetRunawayDelegateStopsAtParentCap(t *testing.T) {
	e := childBudgetEnv(t, 1000, 10)
	const cap = 0.30
	c := e.conv("manager")
	tu, err := e.rt.Send(context.Background(), SendRequest{ConversationID: c.ID, Text: "ask the architect", Budget: cap})
	if err != nil {
		t.Fatal(err)
	}
	tu = e.wait(tu)
	child := childTurn(t, e, c)
	if child.Status != session.TurnIncomplete || !strings.HasPrefix(child.Error, "budget "+USD(cap)+" reached: spent $") {
		t.Fatalf("the architect's turn: %s %q", child.Status, child.Error)
	}
	if !strings.Contains(child.Error, "manager") || !strings.Contains(child.Error, c.ID) {
		t.Fatalf("the architect's stop does not say whose cap it is: %q", child.Error)
	}
	total := tu.Usage.Total().Cost + child.Usage.Total().Cost
	if total > cap || tu.Status == session.TurnIncomplete && !strings.Contains(tu.Error, "spent "+USD(total)) {
		t.Fatalf("spent %v together (manager %v, architect %v) under a cap of %v; the manager's stop: %q",
			total, tu.Usage.Total().Cost, child.Usage.Total().Cost, cap, tu.Error)
	}
	var res session.AgentResultInfo
	var failed bool
	for _, en := range e.path(c.ID, "main") {
		if r, ok := en.AgentResult(); ok {
			res = r
		}
		if en.Kind == session.EntryToolResult {
			for _, b := range en.Content {
				if b.ToolResult != nil && !b.ToolResult.Success && b.ToolResult.Error != nil && strings.Contains(b.ToolResult.Error.Message, "reached") {
					failed = true
				}
			}
		}
	}
	if res.Status != session.TurnIncomplete || !near(res.Usage.Cost, child.Usage.Total().Cost) {
		t.Fatalf("agent_result %+v, the child spent %v", res, child.Usage.Total().Cost)
	}
	if !failed {
		t.Fatal("the manager was not told that the delegation failed at the cap")
	}
}

// A branch's cap counts what the delegations of its turns spent: a turn
// after one whose delegate spent most of the cap does not start.
func TestBudgetBranchCountsDelegations(t *testing.T) {
	ctx := context.Background()
	e := childBudgetEnv(t, 30, 10)
	c := e.conv("manager")
	first := e.wait(e.send(c, "ask the architect"))
	if first.Status != session.TurnCompleted {
		t.Fatalf("first turn: %s %s", first.Status, first.Error)
	}
	total := first.Usage.Total().Cost + childTurn(t, e, c).Usage.Total().Cost
	if err := e.store.SetBranchBudget(ctx, c.ID, "main", total+0.001); err != nil {
		t.Fatal(err)
	}
	second := e.wait(e.send(c, "thanks"))
	if second.Status != session.TurnIncomplete || !strings.HasPrefix(second.Error, "branch budget "+USD(total+0.001)+" reached: spent "+USD(total)) {
		t.Fatalf("second turn under a branch cap of %v (spent %v with the delegation): %s %q", total+0.001, total, second.Status, second.Error)
	}
}

// A turn's cap counts what its finished delegations spent: the manager's
// step after a delegation that took most of its cap does not run (it may
// answer 2000 tokens, which would still fit the cap if the child's spend
// were left out), and the stop names the spend with the child's.
func TestBudgetTurnCountsFinishedDelegation(t *testing.T) {
	e := childBudgetEnv(t, 20, 2000)
	free := e.conv("manager")
	tu := e.wait(e.send(free, "ask the architect"))
	if tu.Status != session.TurnCompleted {
		t.Fatalf("uncapped turn: %s %s", tu.Status, tu.Error)
	}
	// The manager's first step and the whole delegation fit; the second
	// step's estimate (2000 tokens out, $0.20) does not.
	first := budgetCalls(e, free.ID, tu.ID)[0].Meta().Usage.Cost
	child := childTurn(t, e, free).Usage.Total().Cost
	cap := first + child + 0.1

	c := e.conv("manager")
	tu, err := e.rt.Send(context.Background(), SendRequest{ConversationID: c.ID, Text: "ask the architect", Budget: cap})
	if err != nil {
		t.Fatal(err)
	}
	tu = e.wait(tu)
	if got := childTurn(t, e, c); got.Status != session.TurnCompleted || !near(got.Usage.Total().Cost, child) {
		t.Fatalf("the delegation under the cap: %s %q, spent %v (uncapped %v)", got.Status, got.Error, got.Usage.Total().Cost, child)
	}
	if tu.Status != session.TurnIncomplete || !strings.HasPrefix(tu.Error, "budget "+USD(cap)+" reached: spent "+USD(first+child)) {
		t.Fatalf("the manager's turn under a cap of %v (spent %v and its delegation %v): %s %q", cap, first, child, tu.Status, tu.Error)
	}
}
