package agent

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// slowArchitect is a server for a manager that delegates with
// ask_architect and an architect that calls calculate once, then waits
// (until its request ends, or for ever once hold is false: it answers).
type slowArchitect struct {
	*httptest.Server
	waiting chan struct{} // a request of the architect is waiting
	hold    atomic.Bool
}

func newSlowArchitect(t *testing.T) *slowArchitect {
	s := &slowArchitect{waiting: make(chan struct{}, 16)}
	s.hold.Store(true)
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		body := string(b)
		var req struct {
			Messages []struct {
				Role string `json:"role"`
			} `json:"messages"`
		}
		_ = json.Unmarshal(b, &req)
		last := req.Messages[len(req.Messages)-1].Role
		switch {
		case !strings.Contains(body, `"ask_architect"`) && last != "tool":
			testkit.WriteSSE(w, testkit.OpenAIStream("Counting.", [2]string{"calculate", `{"expression":"6*7"}`}))
		case !strings.Contains(body, `"ask_architect"`):
			if s.hold.Load() {
				s.waiting <- struct{}{}
				<-r.Context().Done()
				return
			}
			testkit.WriteSSE(w, testkit.OpenAIStream("42 it is."))
		case last == "tool" || strings.Contains(body, "interrupted by restart") || strings.Contains(body, "42 it is."):
			testkit.WriteSSE(w, testkit.OpenAIStream("Noted."))
		case strings.Contains(body, "Started in the background"):
			testkit.WriteSSE(w, testkit.OpenAIStream("I asked the architect; the answer will follow."))
		default:
			testkit.WriteSSE(w, testkit.OpenAIStream("Asking.", [2]string{"ask_architect", `{"task":"what is 6*7?"}`}))
		}
	}))
	t.Cleanup(s.Close)
	return s
}

// registerAsk registers the manager's ask_architect tool on rt.
func registerAsk(rt *Runtime, async bool, timeout time.Duration) {
	defs := []tools.Definition{{Name: "ask_architect", Description: "Ask the architect.", Permission: tools.ModeAllow, Async: async,
		Retry:  tools.RetryPolicy{Timeout: timeout},
		Schema: json.RawMessage(`{"type":"object","properties":{"task":{"type":"string"}},"required":["task"]}`),
		Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: tools.ModeDelegate}}}
	for _, tl := range tools.Build(defs, tools.BuildOptions{Agents: rt}) {
		rt.opts.Tools.Register(tl)
	}
}

func slowEnv(t *testing.T, srv *slowArchitect, async bool, timeout time.Duration) *testEnv {
	m := openaiDef("manager", srv.URL+"/v1")
	m.Tools = []string{"ask_architect"}
	a := openaiDef("architect", srv.URL+"/v1")
	a.Tools = []string{"calculate"}
	e := newEnv(t, m, a)
	registerAsk(e.rt, async, timeout)
	return e
}

func (s *slowArchitect) waitForArchitect(t *testing.T) {
	t.Helper()
	select {
	case <-s.waiting:
	case <-time.After(60 * time.Second):
		t.Fatal("the architect never started its second step")
	}
}

// records are the agent_spawn and agent_result entries of a branch.
func records(e *testEnv, convID string) (spawns []session.SpawnInfo, results []session.AgentResultInfo) {
	for _, en := range e.path(convID, "main") {
		if sp, ok := en.Spawn(); ok {
			spawns = append(spawns, sp)
		}
		if r, ok := en.AgentResult(); ok {
			results = append(results, r)
		}
	}
	return spawns, results
}

func childOf(t *testing.T, e *testEnv, sp []session.SpawnInfo) session.Turn {
	t.Helper()
	if len(sp) != 1 {
		t.Fatalf("spawns %+v", sp)
	}
	ts, err := e.store.Turns(context.Background(), sp[0].Conversation)
	if err != nil || len(ts) != 1 {
		t.Fatalf("the child's turns: %v %+v", err, ts)
	}
	return ts[0]
}

// A background delegation still running when the person cancels its turn
// is cancelled with it, and the parent keeps its record: the spawn and a
// result saying cancelled, with what the child spent until it stopped.
func TestAsyncDelegationCancelledKeepsItsRecord(t *testing.T) {
	srv := newSlowArchitect(t)
	e := slowEnv(t, srv, true, 0)
	c := e.conv("manager")
	tu := e.send(c, "ask the architect")
	srv.waitForArchitect(t)
	if err := e.rt.Cancel(tu.ID); err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCancelled {
		t.Fatalf("manager's turn %s %s", tu.Status, tu.Error)
	}
	sp, rs := records(e, c.ID)
	child := childOf(t, e, sp)
	if child.Status != session.TurnCancelled {
		t.Fatalf("the child's turn is %s", child.Status)
	}
	if len(rs) != 1 || rs[0].Status != session.TurnCancelled || rs[0].Conversation != sp[0].Conversation ||
		rs[0].Usage.Cost <= 0 || !near(rs[0].Usage.Cost, child.Usage.Total().Cost) {
		t.Fatalf("results %+v; the child spent %v", rs, child.Usage.Total().Cost)
	}
	all, _ := e.store.Entries(context.Background(), c.ID)
	if p := session.ToolGroupProblems(all); len(p) > 0 {
		t.Fatalf("tool groups: %v", p)
	}
}

// A background delegation still running when grove closes keeps its
// spawn; the child resumes with the next start (Recover), and its result
// reaches the parent when it ends, once.
func TestAsyncDelegationResultAfterRestart(t *testing.T) {
	ctx := context.Background()
	srv := newSlowArchitect(t)
	e := slowEnv(t, srv, true, 0)
	c := e.conv("manager")
	e.send(c, "ask the architect")
	srv.waitForArchitect(t)
	e.rt.Close()
	sp, rs := records(e, c.ID)
	if child := childOf(t, e, sp); child.Status != session.TurnActive || len(rs) != 0 {
		t.Fatalf("closed mid-delegation: the child is %s; results %+v", child.Status, rs)
	}

	srv.hold.Store(false)
	rt := e.runtime(nil)
	e.rt = rt
	registerAsk(rt, true, 0)
	t.Cleanup(rt.Close)
	if _, err := rt.Recover(ctx); err != nil {
		t.Fatal(err)
	}
	child := e.wait(childOf(t, e, sp))
	if child.Status != session.TurnCompleted {
		t.Fatalf("the resumed child: %s %s", child.Status, child.Error)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		sp, rs = records(e, c.ID)
		if len(rs) > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if len(sp) != 1 || len(rs) != 1 || rs[0].Status != session.TurnCompleted || !near(rs[0].Usage.Cost, child.Usage.Total().Cost) {
		t.Fatalf("after the restart: spawns %+v results %+v", sp, rs)
	}
	for _, en := range e.path(c.ID, "main") {
		if _, ok := en.AgentResult(); ok && session.Text(en.Content) != "42 it is." {
			t.Fatalf("the late result says %q", session.Text(en.Content))
		}
	}
}

// A delegation whose tool times out is stopped at the timeout: the child's
// turn is cancelled, and the parent's record says so (status cancelled,
// "stopped at the tool's timeout"), with what the child spent until it
// stopped.
func TestDelegationTimeoutKeepsItsRecord(t *testing.T) {
	srv := newSlowArchitect(t)
	e := slowEnv(t, srv, false, 300*time.Millisecond)
	c := e.conv("manager")
	tu := e.wait(e.send(c, "ask the architect"))
	if tu.Status != session.TurnCompleted {
		t.Fatalf("manager's turn %s %s", tu.Status, tu.Error)
	}
	sp, rs := records(e, c.ID)
	child := childOf(t, e, sp)
	if child.Status != session.TurnCancelled {
		t.Fatalf("the child's turn is %s", child.Status)
	}
	if len(rs) != 1 || rs[0].Status != session.TurnCancelled || !strings.Contains(rs[0].Error, "stopped at the tool's timeout (300ms)") ||
		!near(rs[0].Usage.Cost, child.Usage.Total().Cost) {
		t.Fatalf("results %+v; the child spent %v", rs, child.Usage.Total().Cost)
	}
}

// A delegation grove closes under (the step saves the call's failure and
// the spawn, no result) is settled by the next start: the child resumes
// and, when it ends, the parent gets its result; every child of the
// parent has exactly one spawn and one result.
func TestSyncDelegationSettledAfterRestart(t *testing.T) {
	ctx := context.Background()
	srv := newSlowArchitect(t)
	e := slowEnv(t, srv, false, 0)
	c := e.conv("manager")
	tu := e.send(c, "ask the architect")
	srv.waitForArchitect(t)
	e.rt.Close()
	if _, rs := records(e, c.ID); len(rs) != 0 {
		t.Fatalf("closed mid-delegation: results %+v", rs)
	}

	srv.hold.Store(false)
	rt := e.runtime(nil)
	e.rt = rt
	registerAsk(rt, false, 0)
	t.Cleanup(rt.Close)
	if _, err := rt.Recover(ctx); err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("the resumed manager: %s %s", tu.Status, tu.Error)
	}
	convs, err := e.store.ListConversations(ctx, session.ListOptions{Agent: "architect"})
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		sp, rs := records(e, c.ID)
		spawned, ended := map[string]int{}, map[string]int{}
		for _, s := range sp {
			spawned[s.Conversation]++
		}
		for _, r := range rs {
			ended[r.Conversation]++
		}
		ok := len(convs) > 0
		for _, cv := range convs {
			ok = ok && spawned[cv.ID] == 1 && ended[cv.ID] == 1
		}
		if ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("children %d; spawns %+v; results %+v", len(convs), sp, rs)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A delegation says on the bus when its child's turn starts: the parent's
// conversation and turn, the tool call it runs for, the child's agent,
// conversation and turn (what the TUI shows on the running call's row).
func TestDelegationPublishesSpawn(t *testing.T) {
	srv := newDelegationServer(t, `{"task":"what is 6*7?"}`)
	e := delegationEnv(t, srv, "")
	sub := e.rt.Subscribe()
	defer sub.Close()
	c := e.conv("manager")
	tu := e.wait(e.send(c, "ask the architect"))
	var got []Event
	for _, ev := range sub.Drain() {
		if ev.Kind == EvSpawn {
			got = append(got, ev)
		}
	}
	sp, _ := records(e, c.ID)
	if len(got) != 1 || len(sp) != 1 {
		t.Fatalf("spawn events %+v; spawns %+v", got, sp)
	}
	ev := got[0]
	if ev.ConversationID != c.ID || ev.TurnID != tu.ID || ev.Spawn == nil || ev.Spawn.ToolCallID != "call_ask_architect0" ||
		ev.Spawn.Conversation != sp[0].Conversation || ev.Spawn.Agent != "architect" || ev.Turn == nil || ev.Turn.ConversationID != sp[0].Conversation {
		t.Fatalf("spawn event %+v (spawn %+v)", ev, ev.Spawn)
	}
}

// A delegation whose process stopped before it wrote either record (the
// child linked, its turn ended) is settled by the next start: the parent
// gets the spawn (its input read from the child) and the result, once.
func TestRecoverSettlesALostDelegation(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, offlineDef("manager", 0), offlineDef("architect", 0))
	c := e.conv("manager")
	mt := e.wait(e.send(c, "hello"))
	child, err := e.store.CreateConversation(ctx, session.NewConversation{Kind: session.KindDelegate, Agent: "architect", Title: "delegated: what is 6*7?"})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.store.LinkChild(ctx, child.ID, session.SpawnRef{ConversationID: c.ID, TurnID: mt.ID}); err != nil {
		t.Fatal(err)
	}
	ct := e.wait(e.send(child, "what is 6*7?"))
	for range 2 { // the second start finds nothing to settle
		if _, err := e.rt.Recover(ctx); err != nil {
			t.Fatal(err)
		}
	}
	sp, rs := records(e, c.ID)
	if len(sp) != 1 || sp[0].Conversation != child.ID || sp[0].Agent != "architect" || sp[0].Input != "what is 6*7?" {
		t.Fatalf("spawns %+v", sp)
	}
	if len(rs) != 1 || rs[0].Status != session.TurnCompleted || rs[0].Turn != ct.ID {
		t.Fatalf("results %+v", rs)
	}
	for _, en := range e.path(c.ID, "main") {
		if _, ok := en.AgentResult(); ok && !strings.Contains(session.Text(en.Content), "42") {
			t.Fatalf("the settled result says %q", session.Text(en.Content))
		}
	}
}
