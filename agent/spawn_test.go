package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// delegationServer is an OpenAI-compatible server for a manager that
// delegates with ask_architect (its calls carry args) and an architect
// that answers "42 it is."; it keeps every request body.
type delegationServer struct {
	*httptest.Server
	mu     sync.Mutex
	bodies []string
}

func newDelegationServer(t *testing.T, args string) *delegationServer {
	s := &delegationServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		s.mu.Lock()
		s.bodies = append(s.bodies, string(body))
		s.mu.Unlock()
		var req struct {
			Messages []struct {
				Role string `json:"role"`
			} `json:"messages"`
			Tools []struct {
				Function struct {
					Name string `json:"name"`
				} `json:"function"`
			} `json:"tools"`
		}
		_ = json.Unmarshal(body, &req)
		manager := false
		for _, tl := range req.Tools {
			manager = manager || tl.Function.Name == "ask_architect"
		}
		switch {
		case !manager:
			testkit.WriteSSE(w, testkit.OpenAIStream("42 it is."))
		case len(req.Messages) > 0 && req.Messages[len(req.Messages)-1].Role == "tool":
			testkit.WriteSSE(w, testkit.OpenAIStream("The architect says 42."))
		default:
			testkit.WriteSSE(w, testkit.OpenAIStream("Asking the architect.", [2]string{"ask_architect", args}))
		}
	}))
	t.Cleanup(s.Close)
	return s
}

// requests are the bodies received, the architect's (no ask_architect
// tool) apart from the manager's.
func (s *delegationServer) requests() (manager, architect []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, b := range s.bodies {
		if strings.Contains(b, `"ask_architect"`) {
			manager = append(manager, b)
		} else {
			architect = append(architect, b)
		}
	}
	return manager, architect
}

// delegationEnv is a manager (tools: ask_architect) and an architect
// (tools: calculate), both at srv, the manager's ask_architect tool a
// delegate of the architect.
func delegationEnv(t *testing.T, srv *delegationServer, delegateContext string) *testEnv {
	m := openaiDef("manager", srv.URL+"/v1")
	m.Tools, m.DelegateContext = []string{"ask_architect"}, delegateContext
	a := openaiDef("architect", srv.URL+"/v1")
	a.Tools = []string{"calculate"}
	e := newEnv(t, m, a)
	defs := []tools.Definition{{Name: "ask_architect", Description: "Ask the architect.", Permission: tools.ModeAllow,
		Schema: json.RawMessage(`{"type":"object","properties":{"task":{"type":"string"}},"required":["task"]}`),
		Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: tools.ModeDelegate}}}
	for _, tl := range tools.Build(defs, tools.BuildOptions{Agents: e.rt}) {
		e.rt.opts.Tools.Register(tl)
	}
	return e
}

// TestDelegationOnTheRecord: a turn of the manager delegates with
// context last:2. The child's request holds the two newest messages and
// the task, nothing older; the manager's branch has its tool call and
// result as one group, then the agent_spawn entry (child, input, context)
// and the agent_result entry (answer, status, tokens, cost); the model
// is given the call and the result once and neither record; the child
// links back to the spawn entry; its cost rolls up into the manager's
// conversation, branch and turn; export and import keep the link in
// either order; doctor reports a spawn whose child is gone.
func TestDelegationOnTheRecord(t *testing.T) {
	srv := newDelegationServer(t, `{"task":"what is 6*7?","context":"last:2"}`)
	e := delegationEnv(t, srv, "")
	ctx := context.Background()
	c := e.conv("manager")
	if _, err := e.store.Append(ctx, c.ID, "main",
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("the codename is bluebird")}},
		session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "manager", Content: []session.Block{session.TextBlock("noted")}},
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("the deadline is friday")}},
	); err != nil {
		t.Fatal(err)
	}
	turn := e.wait(e.send(c, "ask the architect"))
	if turn.Status != session.TurnCompleted {
		t.Fatalf("manager's turn %s: %s", turn.Status, turn.Error)
	}
	path := e.path(c.ID, "main")
	kinds := []string{}
	for _, en := range path {
		kinds = append(kinds, en.Kind)
	}
	want := "message message message message message tool_result llm_call agent_spawn agent_result message llm_call"
	if strings.Join(kinds, " ") != want {
		t.Fatalf("manager's branch:\n%s\nwant\n%s", strings.Join(kinds, " "), want)
	}
	spawnEntry, resultEntry := path[7], path[8]
	sp, ok := spawnEntry.Spawn()
	if !ok || sp.Agent != "architect" || sp.Input != "what is 6*7?" || sp.ContextMode != "last:2" || sp.Tool != "ask_architect" ||
		len(sp.Context) != 2 || sp.Context[0].ID != path[2].ID || sp.Context[1].ID != path[3].ID || sp.ToolCallID == "" ||
		spawnEntry.TurnID != turn.ID || spawnEntry.Author != "manager" {
		t.Fatalf("spawn record %+v (%v)", sp, ok)
	}
	res, ok := resultEntry.AgentResult()
	if !ok || res.Status != session.TurnCompleted || res.Conversation != sp.Conversation || res.Usage.Cost <= 0 ||
		res.Usage.InputTokens != 100 || res.Usage.OutputTokens != 10 || session.Text(resultEntry.Content) != "42 it is." {
		t.Fatalf("result record %+v (%v) %q", res, ok, session.Text(resultEntry.Content))
	}
	all, err := e.store.Entries(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if p := session.ToolGroupProblems(all); len(p) > 0 {
		t.Fatalf("tool groups: %v", p)
	}

	// What the child saw: the two newest messages and the task.
	managerReqs, architectReqs := srv.requests()
	if len(architectReqs) != 1 || len(managerReqs) != 2 {
		t.Fatalf("%d manager requests, %d architect requests", len(managerReqs), len(architectReqs))
	}
	child := architectReqs[0]
	for _, s := range []string{"the deadline is friday", "ask the architect", "what is 6*7?"} {
		if !strings.Contains(child, s) {
			t.Fatalf("the child's request lacks %q:\n%s", s, child)
		}
	}
	if strings.Contains(child, "bluebird") || strings.Contains(child, `\"context\"`) {
		t.Fatalf("the child was given more than its context:\n%s", child)
	}
	// The manager's model sees its call and the result once, and no record.
	after := managerReqs[1]
	if strings.Count(after, "42 it is.") != 1 || strings.Contains(after, "started architect") || strings.Count(after, "call_ask_architect0") != 2 {
		t.Fatalf("manager's request after the delegation:\n%s", after)
	}

	from, err := e.store.SpawnedFrom(ctx, sp.Conversation)
	if err != nil || from == nil || *from != (session.SpawnRef{ConversationID: c.ID, TurnID: turn.ID, EntryID: spawnEntry.ID}) {
		t.Fatalf("child's link %+v %v", from, err)
	}
	childTurns, _ := e.store.Turns(ctx, sp.Conversation)
	if len(childTurns) != 1 || childTurns[0].Usage.Total().Cost != res.Usage.Cost {
		t.Fatalf("child turns %+v", childTurns)
	}
	childCost := res.Usage.Cost
	costs, err := e.store.ChildCosts(ctx, c.ID)
	if err != nil || len(costs) != 1 || costs[0].Usage.Cost != childCost || costs[0].Branch != "main" || costs[0].ParentTurn != turn.ID ||
		costs[0].ParentEntry != spawnEntry.ID || costs[0].Agent != "architect" {
		t.Fatalf("child costs %+v %v", costs, err)
	}
	own := turn.Usage.Total().Cost
	for _, by := range []string{session.ByConversation, session.ByBranch, session.ByTurn} {
		rows, err := e.store.UsageBy(ctx, by, "")
		if err != nil || len(rows) != 1 || rows[0].Conversation != c.ID || rows[0].ChildUsage.Cost != childCost ||
			!near(rows[0].Usage.Cost, own+childCost) || !near(rows[0].Own().Cost, own) || len(rows[0].Children) != 1 || rows[0].Turns != 1 {
			t.Fatalf("usage by %s: %+v %v", by, rows, err)
		}
	}
	if rows, _ := e.store.UsageBy(ctx, session.ByAgent, ""); len(rows) != 2 {
		t.Fatalf("usage by agent keeps the architect's own row: %+v", rows)
	}

	// Export and import, the child first or the parent first.
	px, err := e.store.ExportConversation(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	cx, err := e.store.ExportConversation(ctx, sp.Conversation)
	if err != nil || cx.SpawnedFrom == nil || cx.SpawnedFrom.EntryID != spawnEntry.ID {
		t.Fatalf("child's export link %+v %v", cx.SpawnedFrom, err)
	}
	for _, order := range [][]session.Export{{cx, px}, {px, cx}} {
		st := testkit.OpenStore(t)
		for _, x := range order {
			var buf bytes.Buffer
			if err := x.WriteJSON(&buf); err != nil {
				t.Fatal(err)
			}
			if _, err := st.ImportFrom(ctx, &buf); err != nil {
				t.Fatal(err)
			}
		}
		if got, err := st.SpawnedFrom(ctx, sp.Conversation); err != nil || got == nil || *got != *from {
			t.Fatalf("imported link %+v %v", got, err)
		}
		if f, err := st.Check(ctx); err != nil || len(f) != 0 {
			t.Fatalf("doctor after import: %+v %v", f, err)
		}
		if err := st.DeleteConversation(ctx, sp.Conversation); err != nil {
			t.Fatal(err)
		}
		f, err := st.Check(ctx)
		if err != nil || len(f) != 1 || f[0].Check != "sub-agents" || !strings.Contains(f[0].Message, sp.Conversation) {
			t.Fatalf("doctor with the child gone: %+v %v", f, err)
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-12 && b-a < 1e-12 }

// TestDelegationContextDefaultAndErrors: an agent's delegate_context
// applies when the call does not say (thread: its thin thread); a call
// outside a turn records straight on the caller's branch; a bad context
// argument is refused as invalid input before anything starts.
func TestDelegationContextDefaultAndErrors(t *testing.T) {
	srv := newDelegationServer(t, `{"task":"unused"}`)
	e := delegationEnv(t, srv, "thread")
	m := e.defs["manager"]
	m.ThinThread = 2
	e.defs["manager"] = m
	ctx := context.Background()
	c := e.conv("manager")
	for _, s := range []string{"one", "two", "three"} {
		if _, err := e.store.Append(ctx, c.ID, "main", session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
			Content: []session.Block{session.TextBlock("message " + s)}}); err != nil {
			t.Fatal(err)
		}
	}
	def := tools.Definition{Name: "ask_architect", Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: tools.ModeDelegate}}
	cctx := tools.WithCallInfo(ctx, tools.CallInfo{ConversationID: c.ID, Agent: "manager"})
	if _, err := e.rt.RunAgentTool(cctx, def, json.RawMessage(`{"task":"sum up","context":"lots"}`)); err == nil || !strings.Contains(err.Error(), tools.CodeInvalidInput) {
		t.Fatalf("a bad context: %v", err)
	}
	out, err := e.rt.RunAgentTool(cctx, def, json.RawMessage(`{"task":"sum up"}`))
	if err != nil || out != "42 it is." {
		t.Fatalf("delegation: %q %v", out, err)
	}
	path := e.path(c.ID, "main")
	if len(path) != 5 || path[3].Kind != session.EntryAgentSpawn || path[4].Kind != session.EntryAgentResult {
		t.Fatalf("branch %+v", path)
	}
	sp, _ := path[3].Spawn()
	if sp.ContextMode != "thread" || len(sp.Context) != 2 || sp.Context[0].Text != "message two" {
		t.Fatalf("spawn %+v", sp)
	}
	_, architect := srv.requests()
	if len(architect) != 1 || !strings.Contains(architect[0], "message two") || strings.Contains(architect[0], "message one") {
		t.Fatalf("architect's requests %v", architect)
	}
	if convs, _ := e.store.ListConversations(ctx, session.ListOptions{Agent: "architect"}); len(convs) != 1 {
		t.Fatalf("a refused call started a child: %+v", convs)
	}
}

// TestAsyncDelegationOnTheRecord: a delegate tool run in the background
// answers "started" in its step; its spawn and result entries come right
// after the async_result that brings the answer, and the turn ends with
// the manager's reply to it.
func TestAsyncDelegationOnTheRecord(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		body := string(b)
		switch {
		case !strings.Contains(body, `"ask_architect"`):
			testkit.WriteSSE(w, testkit.OpenAIStream("42 it is."))
		case strings.Contains(body, "42 it is."):
			testkit.WriteSSE(w, testkit.OpenAIStream("The architect says 42."))
		case strings.Contains(body, "Started in the background"):
			testkit.WriteSSE(w, testkit.OpenAIStream("I asked the architect; the answer will follow."))
		default:
			testkit.WriteSSE(w, testkit.OpenAIStream("Asking.", [2]string{"ask_architect", `{"task":"what is 6*7?"}`}))
		}
	}))
	t.Cleanup(srv.Close)
	m := openaiDef("manager", srv.URL+"/v1")
	m.Tools = []string{"ask_architect"}
	a := openaiDef("architect", srv.URL+"/v1")
	a.Tools = []string{"calculate"}
	e := newEnv(t, m, a)
	defs := []tools.Definition{{Name: "ask_architect", Description: "Ask the architect.", Permission: tools.ModeAllow, Async: true,
		Schema: json.RawMessage(`{"type":"object","properties":{"task":{"type":"string"}},"required":["task"]}`),
		Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: tools.ModeDelegate}}}
	for _, tl := range tools.Build(defs, tools.BuildOptions{Agents: e.rt}) {
		e.rt.opts.Tools.Register(tl)
	}
	c := e.conv("manager")
	if turn := e.wait(e.send(c, "ask the architect")); turn.Status != session.TurnCompleted {
		t.Fatalf("turn %s: %s", turn.Status, turn.Error)
	}
	var kinds []string
	for _, en := range e.path(c.ID, "main") {
		kinds = append(kinds, en.Kind)
	}
	want := "message message tool_result llm_call message llm_call async_result agent_spawn agent_result message llm_call"
	if strings.Join(kinds, " ") != want {
		t.Fatalf("branch:\n%s\nwant\n%s", strings.Join(kinds, " "), want)
	}
	all, err := e.store.Entries(context.Background(), c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if p := session.ToolGroupProblems(all); len(p) > 0 {
		t.Fatalf("tool groups: %v", p)
	}
}
