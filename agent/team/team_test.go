package team

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// recordingContext keeps the system prompts it built, by agent.
type recordingContext struct {
	inner agent.ContextBuilder
	mu    sync.Mutex
	sys   map[string][]string
}

func (r *recordingContext) Build(ctx context.Context, in agent.ContextInput) (llm.Request, error) {
	req, err := r.inner.Build(ctx, in)
	r.mu.Lock()
	r.sys[in.Agent.Name] = append(r.sys[in.Agent.Name], req.System)
	r.mu.Unlock()
	return req, err
}

// teamEnv is a team on a real store in a temp dir: offline agents by
// name, a runtime whose context the team extends, one model slot.
type teamEnv struct {
	t     *testing.T
	store *session.Store
	rt    *agent.Runtime
	defs  map[string]config.Definition
	team  *Team
	rec   *recordingContext
}

func offlineDef(name string) config.Definition {
	d := config.DefaultAssistant(llm.OfflineProfile())
	d.Name, d.Profile.Name = name, name
	return d
}

func newTeamEnv(t *testing.T, names ...string) *teamEnv {
	st := testkit.OpenStore(t)
	e := &teamEnv{t: t, store: st, defs: map[string]config.Definition{}, rec: &recordingContext{sys: map[string][]string{}}}
	for _, n := range names {
		e.defs[n] = offlineDef(n)
	}
	e.team = NewTeam(st, func(n string) (config.Definition, error) {
		d, ok := e.defs[n]
		if !ok {
			return config.Definition{}, fmt.Errorf("no agent %s", n)
		}
		return d, nil
	}, nil)
	e.rec.inner = e.team.Context(agent.SimpleContext{})
	e.rt = agent.New(agent.Options{
		Store:     st,
		Agent:     e.team.Resolve,
		Context:   e.rec,
		Tools:     tools.NewRegistry(append(tools.Builtins(), e.team.Tools()...)...),
		Scheduler: agent.NewScheduler(agent.SchedulerOptions{Cap: 1}),
		Provider:  func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil },
	})
	e.team.Bind(e.rt)
	t.Cleanup(func() { e.team.Close(); e.rt.Close() })
	return e
}

func (e *teamEnv) conv(name string) session.Conversation {
	e.t.Helper()
	return testkit.NewConversation(e.t, e.store, session.NewConversation{Agent: name})
}

func (e *teamEnv) send(conv session.Conversation, text string) session.Turn {
	e.t.Helper()
	t, err := e.rt.Send(context.Background(), agent.SendRequest{ConversationID: conv.ID, Text: text})
	if err != nil {
		e.t.Fatal(err)
	}
	return t
}

const testWorkflow = `name: review
agents:
  alice: { ref: alice }
  bob:
    ref: bob
    prompt:
      append: Focus on performance.
  helper:
    model: offline
    prompt:
      system: You help with lookups.
kickoff: "@alice Review the change."
`

func (te *teamEnv) start(t *testing.T, yml string) session.Workspace {
	t.Helper()
	wf, err := config.ParseWorkflow("review.yaml", []byte(yml), config.Config{}, te.defs)
	if err != nil {
		t.Fatal(err)
	}
	ws, ins, err := te.team.StartWorkflow(context.Background(), wf, "", t.TempDir(), nil, te.team.Owner())
	if err != nil {
		t.Fatal(err)
	}
	te.team.Deliver(context.Background(), ins...)
	te.idle(t)
	return ws
}

func (te *teamEnv) idle(t *testing.T) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := te.team.RunUntilIdle(ctx, 50*time.Millisecond); err != nil {
		t.Fatal(err)
	}
}

func channel(t *testing.T, st *session.Store, ws session.Workspace) []session.Entry {
	t.Helper()
	p, err := st.Path(context.Background(), ws.ChannelID, session.DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestMentionPushVersusPull(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	ws := te.start(t, testWorkflow)
	// The kickoff mentioned only alice: she answered, bob was not woken.
	if n := len(te.rec.sys["bob"]); n != 0 {
		t.Fatalf("bob ran %d steps without a mention", n)
	}
	if n := len(te.rec.sys["alice"]); n == 0 {
		t.Fatal("alice was not woken by her mention")
	}
	ch := channel(t, te.store, ws)
	if len(ch) < 2 || ch[1].Author != "alice" {
		t.Fatalf("alice's reply is not in the channel: %+v", ch)
	}
	// bob has the kickoff and alice's reply waiting in his inbox (pull).
	items, _ := te.store.Inbox(ctx, ws.ID, "bob")
	if len(items) != 2 {
		t.Fatalf("bob's inbox: %d", len(items))
	}
	// A message without mention wakes nobody.
	_, ins, err := te.team.Post(ctx, ws, "user", "FYI the deadline moved to Friday", 0, te.team.Owner())
	if err != nil || len(ins) != 0 {
		t.Fatalf("%v %v", ins, err)
	}
	te.idle(t)
	if n := len(te.rec.sys["bob"]); n != 0 {
		t.Fatal("a message without mention woke bob")
	}
	// bob's next instruction in the workspace picks the messages up.
	in, err := te.team.SendTo(ctx, ws, "bob", "what is new?", te.team.Owner())
	if err != nil {
		t.Fatal(err)
	}
	if in.Lane != "normal" {
		t.Fatalf("workspace send lane %s", in.Lane)
	}
	te.team.Deliver(ctx, in)
	te.idle(t)
	sys := te.rec.sys["bob"]
	if len(sys) == 0 || !strings.Contains(sys[0], "deadline moved to Friday") || !strings.Contains(sys[0], "Focus on performance.") {
		t.Fatalf("bob's prompt lacks the unread channel message or his workflow append:\n%s", strings.Join(sys, "\n---\n"))
	}
	if items, _ := te.store.Inbox(ctx, ws.ID, "bob"); len(items) != 0 {
		t.Fatalf("bob's inbox was not acknowledged after he saw it: %d", len(items))
	}
	// A mention wakes at immediate priority.
	_, ins, _ = te.team.Post(ctx, ws, "user", "@bob and @helper check line 42", 0, te.team.Owner())
	if len(ins) != 2 || ins[0].Lane != "immediate" {
		t.Fatalf("%+v", ins)
	}
	te.team.Deliver(ctx, ins...)
	te.idle(t)
	if len(te.rec.sys["helper@review:main"]) == 0 {
		t.Fatal("the inline agent did not run under its workflow-local name")
	}
	// Resolving a workspace agent reads the store under the caller's
	// context: a cancelled caller gets its cancellation, not a lookup.
	if _, err := te.team.Resolve(ctx, "helper@review:main"); err != nil {
		t.Fatal(err)
	}
	gone, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := te.team.Resolve(gone, "helper@review:main"); !errors.Is(err, context.Canceled) {
		t.Fatalf("resolve under a cancelled context: %v", err)
	}
	// Stop: agents detach; the workspace no longer takes posts.
	if err := te.team.Stop(ctx, ws); err != nil {
		t.Fatal(err)
	}
	if _, _, err := te.team.Post(ctx, ws, "user", "hello?", 0, ""); err == nil {
		t.Fatal("posted to a stopped workspace")
	}
	if _, err := te.rt.ResolveAgent(context.Background(), "helper@review:main"); err == nil {
		t.Fatal("the inline agent outlived its workflow")
	}
	if _, err := te.rt.ResolveAgent(context.Background(), "alice"); err != nil {
		t.Fatal("alice should stay defined", err)
	}
}

func TestWorkspaceToolsOutsideWorkspace(t *testing.T) {
	te := newTeamEnv(t, "alice")
	ctx := context.Background()
	c, _ := te.store.CreateConversation(ctx, session.NewConversation{Agent: "alice"})
	_, err := te.team.ChannelSend(ctx, tools.CallInfo{ConversationID: c.ID, Agent: "alice"}, "@bob hi")
	var te2 *session.ToolError
	if !errors.As(err, &te2) || !strings.Contains(te2.Message, "not working in a workspace") {
		t.Fatalf("agents must not DM each other: %v", err)
	}
}

func TestChannelSendToolPushesMentions(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	ws := te.start(t, strings.Replace(testWorkflow, `kickoff: "@alice Review the change."`, "", 1))
	alice, _ := te.store.WorkspaceAgent(ctx, ws.ID, "alice")
	out, err := te.team.ChannelSend(ctx, tools.CallInfo{ConversationID: alice.ConversationID, Agent: "alice"}, "@bob please check the index")
	if err != nil || !strings.Contains(out, "Notified @bob") {
		t.Fatalf("%q %v", out, err)
	}
	te.idle(t)
	if len(te.rec.sys["bob"]) == 0 {
		t.Fatal("bob was not woken")
	}
	// bob answered alice, who asked him: the answer went back to her.
	if len(te.rec.sys["alice"]) == 0 {
		t.Fatal("bob's answer did not go back to alice")
	}
	// docs
	if _, err := te.team.DocWrite(ctx, tools.CallInfo{ConversationID: alice.ConversationID}, "plan.md", "# Plan"); err != nil {
		t.Fatal(err)
	}
	if s, _ := te.team.DocRead(ctx, tools.CallInfo{ConversationID: alice.ConversationID}, "plan.md"); s != "# Plan" {
		t.Fatal(s)
	}
	if s, _ := te.team.MembersTool(ctx, tools.CallInfo{ConversationID: alice.ConversationID}); !strings.Contains(s, `"name":"helper"`) {
		t.Fatal(s)
	}
}

func TestAgentLoopRestartsWithBackoffThenError(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	var mu sync.Mutex
	var waits []time.Duration
	te.team.Sleep = func(_ context.Context, d time.Duration) error {
		mu.Lock()
		waits = append(waits, d)
		mu.Unlock()
		return nil
	}
	te.team.BeforeDeliver = func(in session.Instruction) {
		if in.Agent == "alice" {
			panic("boom")
		}
	}
	ws := te.start(t, testWorkflow) // the kickoff mentions alice
	mu.Lock()
	got := fmt.Sprint(waits)
	mu.Unlock()
	if got != "[1s 2s 4s 8s 16s]" {
		t.Fatalf("backoff %s, want [1s 2s 4s 8s 16s]", got)
	}
	ms, _ := te.team.Members(ctx, ws)
	var alice Member
	for _, m := range ms {
		if m.Name == "alice" {
			alice = m
		}
	}
	if alice.State != "error" || !strings.Contains(alice.Error, "crashed 6 times") {
		t.Fatalf("alice %+v, want the error state (distinct from stopped)", alice)
	}
	ch := channel(t, te.store, ws)
	last := ch[len(ch)-1]
	if last.Kind != session.EntryNotice || last.Author != "grove" || !strings.Contains(session.Text(last.Content), "crashed") {
		t.Fatalf("the failure is not reported in the channel: %+v", last)
	}
	// bob's loop is unaffected.
	_, ins, _ := te.team.Post(ctx, ws, "user", "@bob still there?", 0, te.team.Owner())
	te.team.Deliver(ctx, ins...)
	te.idle(t)
	if len(te.rec.sys["bob"]) == 0 {
		t.Fatal("bob did not run")
	}
	if err := te.team.Stop(ctx, ws); err != nil {
		t.Fatal(err)
	}
	as, _ := te.store.WorkspaceAgents(ctx, ws.ID)
	for _, a := range as {
		if a.State != "stopped" {
			t.Fatalf("%s %s after stop", a.Name, a.State)
		}
	}
}

func TestScheduledWakeUpInWorkspace(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	ws := te.start(t, strings.Replace(testWorkflow, `kickoff: "@alice Review the change."`, "", 1))
	d := te.defs["alice"]
	d.Schedule = config.Schedule{Prompt: "Check for pending reviews", Workspace: "review", Every: time.Minute}
	if err := te.team.WakeUp(ctx, d); err != nil {
		t.Fatal(err)
	}
	te.idle(t)
	ins, _ := te.store.Instructions(ctx, "")
	if len(ins) == 0 || ins[len(ins)-1].Lane != "background" || ins[len(ins)-1].WorkspaceID != ws.ID || ins[len(ins)-1].Status != "done" {
		t.Fatalf("%+v", ins)
	}
	// Not running → falls back to the DM context.
	d.Schedule.Workspace = "deploy"
	if err := te.team.WakeUp(ctx, d); err != nil {
		t.Fatal(err)
	}
	te.idle(t)
	ins, _ = te.store.Instructions(ctx, "")
	if last := ins[len(ins)-1]; last.WorkspaceID != "" || last.Status != "done" {
		t.Fatalf("%+v", last)
	}
}

// TestRunUntilIdleAgainAndAgain: grove run calls RunUntilIdle in a loop
// while it waits on open proposals; each call's watch of changes ends with
// it, so the store's read connections never run out and a later call
// still returns (it hung once the pool of eight was used up).
func TestRunUntilIdleAgainAndAgain(t *testing.T) {
	te := newTeamEnv(t, "alice")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for i := 0; i < 40; i++ {
		if err := te.team.RunUntilIdle(ctx, time.Millisecond); err != nil {
			t.Fatalf("call %d: %v", i+1, err)
		}
	}
}
