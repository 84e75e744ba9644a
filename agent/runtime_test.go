package agent

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

func TestTurnWithSyncAndAsyncTools(t *testing.T) {
	e, c := offlineConv(t)
	sub := e.rt.Subscribe()
	defer sub.Close()
	tr := e.send(c, "what is 27*453? also wait 0.2 seconds")
	done := e.wait(tr)
	if done.Status != session.TurnCompleted {
		t.Fatalf("status %s (%s)", done.Status, done.Error)
	}
	p := turnEntries(e.path(c.ID, "main"), tr.ID)
	var kinds []string
	for _, en := range p {
		kinds = append(kinds, en.Kind)
	}
	got := strings.Join(kinds, ",")
	want := "message,message,tool_result,llm_call,message,llm_call,async_result,message,llm_call"
	if got != want {
		t.Fatalf("entries of the turn:\n got %s\nwant %s", got, want)
	}
	if !strings.Contains(session.Text(p[4].Content), "12231") {
		t.Fatalf("the answer does not use the tool result: %q", session.Text(p[4].Content))
	}
	ar := p[6]
	if ar.Meta().AsyncOp == "" || ar.Meta().ReplyTo != p[1].ID {
		t.Fatalf("async result not linked to the call: %+v", ar.Meta())
	}
	ops, _ := e.store.AsyncOps(context.Background(), c.ID, tr.ID, "")
	if len(ops) != 1 || ops[0].Status != session.AsyncCompleted || ops[0].ResultEntryID != ar.ID {
		t.Fatalf("async op = %+v", ops)
	}
	if done.Steps != 3 || done.Usage["offline/offline"].Calls != 3 {
		t.Fatalf("steps %d usage %+v", done.Steps, done.Usage)
	}
	cp, err := e.store.LatestCheckpoint(context.Background(), tr.ID)
	if err != nil || cp.Step != 3 {
		t.Fatalf("checkpoint %+v %v", cp, err)
	}
	// Events arrived: deltas, entries, async start and finish, final status.
	seen := map[EventKind]int{}
	for _, ev := range sub.Drain() {
		seen[ev.Kind]++
	}
	if seen[EvDelta] == 0 || seen[EvEntry] != 9 || seen[EvAsync] != 2 || seen[EvTurn] < 2 {
		t.Fatalf("events %v", seen)
	}
}

// TestParallelTurns runs 8 turns across 3 conversations at once: async
// tools finish out of order, one turn is cancelled mid-stream, one fails,
// and one conversation switches branch while its turn waits.
func TestParallelTurns(t *testing.T) {
	broken := newReplay(t, cannedResp{status: 401, body: []byte(`{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}`)})
	e := newEnv(t, offlineDef("assistant", 0), offlineDef("slowpoke", 15), openaiDef("broken", broken.URL+"/v1"))
	ctx := context.Background()
	c1, c2, c3 := e.conv("assistant"), e.conv("assistant"), e.conv("assistant")
	sub := e.rt.Subscribe()
	defer sub.Close()

	type job struct {
		conv  session.Conversation
		agent string
		text  string
		want  string
	}
	jobs := []job{
		{c1, "assistant", "please wait 0.5 seconds", session.TurnCompleted},
		{c1, "assistant", "wait 0.1 seconds", session.TurnCompleted},
		{c1, "assistant", "calculate 2+2", session.TurnCompleted},
		{c2, "assistant", "wait 0.3 seconds and calculate 3*3", session.TurnCompleted},
		{c2, "slowpoke", "tell me a long story about branches and trees and roots and leaves", session.TurnCancelled},
		{c2, "assistant", "hello there", session.TurnCompleted},
		{c3, "broken", "this one fails", session.TurnFailed},
		{c3, "assistant", "wait 0.2 seconds", session.TurnCompleted},
	}
	turns := make([]session.Turn, len(jobs))
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Add(1)
		go func(i int, j job) {
			defer wg.Done()
			tr, err := e.rt.Send(ctx, SendRequest{ConversationID: j.conv.ID, Agent: j.agent, Text: j.text})
			if err != nil {
				t.Error(err)
				return
			}
			turns[i] = tr
		}(i, j)
	}
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	// The user moves c1 to another branch while its turns run.
	root := e.path(c1.ID, "main")[0]
	if _, err := e.store.CreateBranch(ctx, c1.ID, "elsewhere", root.ID); err != nil {
		t.Fatal(err)
	}
	if err := e.store.SwitchBranch(ctx, c1.ID, "elsewhere"); err != nil {
		t.Fatal(err)
	}
	// Cancel the slow turn once it has streamed something.
	deadline := time.After(20 * time.Second)
	for cancelled := false; !cancelled; {
		select {
		case <-sub.Ready():
			for _, ev := range sub.Drain() {
				if ev.Kind == EvDelta && ev.TurnID == turns[4].ID && !cancelled {
					if err := e.rt.Cancel(turns[4].ID); err != nil {
						t.Fatal(err)
					}
					cancelled = true
				}
			}
		case <-deadline:
			t.Fatal("slow turn never streamed")
		}
	}
	for i, tr := range turns {
		got := e.wait(tr)
		if got.Status != jobs[i].want {
			t.Errorf("turn %d (%q): status %s (%s), want %s", i, jobs[i].text, got.Status, got.Error, jobs[i].want)
		}
	}
	if got, _ := e.store.Turn(ctx, turns[6].ID); !strings.Contains(got.Error, "OPENAI_API_KEY") {
		t.Errorf("failed turn's error does not help a person: %q", got.Error)
	}
	// The cancelled reply is kept and marked.
	var interrupted bool
	for _, en := range turnEntries(e.path(c2.ID, "main"), turns[4].ID) {
		if en.Kind == session.EntryMessage && en.Role == session.RoleAssistant && en.Meta().Interrupted && session.Text(en.Content) != "" {
			interrupted = true
		}
	}
	if !interrupted {
		t.Error("the cancelled turn's partial reply is not kept as an interrupted message")
	}
	// Every async result sits on its turn's branch. (Which of c1's two
	// waits lands first depends on how the machine schedules the turns, so
	// only their presence is checked, not their order.)
	var order []string
	for _, c := range []session.Conversation{c1, c2, c3} {
		ops, _ := e.store.AsyncOps(ctx, c.ID, "", "")
		for _, op := range ops {
			tr, _ := e.store.Turn(ctx, op.TurnID)
			if op.Status != session.AsyncCompleted || op.ResultEntryID == "" {
				t.Errorf("op %s of turn %s: %s", op.ID, op.TurnID, op.Status)
				continue
			}
			found := false
			for _, en := range e.path(c.ID, tr.Branch) {
				if en.ID == op.ResultEntryID {
					found = en.TurnID == op.TurnID
				}
			}
			if !found {
				t.Errorf("result of op %s is not on branch %s of its turn", op.ID, tr.Branch)
			}
		}
	}
	for _, en := range e.path(c1.ID, "main") {
		if en.Kind == session.EntryAsyncResult {
			order = append(order, en.TurnID)
		}
	}
	if len(order) != 2 || !slices.Contains(order, turns[0].ID) || !slices.Contains(order, turns[1].ID) {
		for _, en := range e.path(c1.ID, "main") {
			t.Logf("%s %s %s %q", en.TurnID, en.Kind, en.Role, session.Text(en.Content))
		}
		t.Errorf("c1's main branch should hold one async result of each waiting turn: %v", order)
	}
	if p := e.path(c1.ID, "elsewhere"); len(p) != 1 {
		t.Errorf("the branch the user moved to received %d entries", len(p)-1)
	}
	if f, err := e.store.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("tree invariants: %v %v", f, err)
	}
	if n := len(e.rt.ActiveTurns()); n != 0 {
		t.Fatalf("%d turns still registered", n)
	}
}

func TestProviderErrors(t *testing.T) {
	ctx := context.Background()
	t.Run("error mid-stream keeps the partial reply", func(t *testing.T) {
		srv := newReplay(t, sseResp(t, "chat_error_midstream.sse"))
		e := newEnv(t, openaiDef("a", srv.URL+"/v1"))
		c := e.conv("a")
		got := e.wait(e.send(c, "think"))
		if got.Status != session.TurnFailed {
			t.Fatalf("status %s", got.Status)
		}
		p := turnEntries(e.path(c.ID, "main"), got.ID)
		var msg *session.Entry
		for i := range p {
			if p[i].Kind == session.EntryMessage && p[i].Role == session.RoleAssistant {
				msg = &p[i]
			}
		}
		if msg == nil || session.Text(msg.Content) != "Let me think about" || !msg.Meta().Interrupted || msg.Meta().ErrorClass == "" {
			t.Fatalf("partial reply = %+v", msg)
		}
		if srv.requests() != 1 {
			t.Fatalf("a stream that already produced text was retried (%d requests)", srv.requests())
		}
	})
	t.Run("context length makes the turn incomplete with advice", func(t *testing.T) {
		b := sseResp(t, "error_context_length.json")
		b.status, b.header = 400, nil
		srv := newReplay(t, b)
		e := newEnv(t, openaiDef("a", srv.URL+"/v1"))
		c := e.conv("a")
		got := e.wait(e.send(c, "long"))
		if got.Status != session.TurnIncomplete || !strings.Contains(got.Error, "context window") {
			t.Fatalf("status %s error %q", got.Status, got.Error)
		}
		p := e.path(c.ID, "main")
		if last := p[len(p)-1]; last.Kind != session.EntryNotice {
			t.Fatalf("no notice for the user: %s", last.Kind)
		}
	})
	t.Run("transient errors are retried", func(t *testing.T) {
		srv := newReplay(t, cannedResp{status: 529, body: []byte(`{"error":{"message":"overloaded"}}`)},
			cannedResp{status: 500, body: []byte(`{"error":{"message":"boom"}}`)}, sseResp(t, "chat_text.sse"))
		e := newEnv(t, openaiDef("a", srv.URL+"/v1"))
		c := e.conv("a")
		got := e.wait(e.send(c, "hi"))
		if got.Status != session.TurnCompleted || srv.requests() != 3 {
			t.Fatalf("status %s after %d requests", got.Status, srv.requests())
		}
		if u := got.Usage.Total(); u.InputTokens != 42 || u.Cost == 0 {
			t.Fatalf("usage %+v", got.Usage)
		}
	})
	t.Run("malformed tool arguments are never executed", func(t *testing.T) {
		bad := "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"gpt-test\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"tool_calls\":[{\"index\":0,\"id\":\"call_bad\",\"type\":\"function\",\"function\":{\"name\":\"calculate\",\"arguments\":\"{\\\"expression\\\": \\\"2+\"}}]},\"finish_reason\":null}]}\n\n" +
			"data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"gpt-test\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\n" +
			"data: [DONE]\n\n"
		srv := newReplay(t, cannedResp{status: 200, body: []byte(bad), header: map[string]string{"Content-Type": "text/event-stream"}}, sseResp(t, "chat_text.sse"))
		e := newEnv(t, openaiDef("a", srv.URL+"/v1"))
		c := e.conv("a")
		got := e.wait(e.send(c, "compute"))
		if got.Status != session.TurnCompleted {
			t.Fatalf("status %s %s", got.Status, got.Error)
		}
		p := turnEntries(e.path(c.ID, "main"), got.ID)
		call := session.ToolCalls(p[1].Content)
		if len(call) != 1 || call[0].Invalid == "" || string(call[0].Arguments) != "{}" {
			t.Fatalf("stored call = %+v", call)
		}
		res := p[2].Content[0].ToolResult
		if res == nil || res.Success || res.Error.Code != "INVALID_INPUT" {
			t.Fatalf("result = %+v", res)
		}
	})
	_ = ctx
}

func TestMaxStepsThenContinue(t *testing.T) {
	d := offlineDef("assistant", 0)
	d.MaxSteps = 1
	e := newEnv(t, d)
	c := e.conv("assistant")
	got := e.wait(e.send(c, "calculate 6*7"))
	if got.Status != session.TurnIncomplete || !strings.Contains(got.Error, "continue") {
		t.Fatalf("status %s %q", got.Status, got.Error)
	}
	if err := e.rt.Continue(context.Background(), got.ID); err != nil {
		t.Fatal(err)
	}
	got = e.wait(got)
	if got.Status != session.TurnCompleted {
		t.Fatalf("after continue: %s %s", got.Status, got.Error)
	}
	p := turnEntries(e.path(c.ID, "main"), got.ID)
	if last := p[len(p)-2]; !strings.Contains(session.Text(last.Content), "42") {
		t.Fatalf("continued answer: %q", session.Text(last.Content))
	}
}

type panicky struct{ SimpleContext }

func (p panicky) Build(ctx context.Context, in ContextInput) (llm.Request, error) {
	for _, en := range in.Path {
		if strings.Contains(session.Text(en.Content), "explode") {
			panic("context builder bug")
		}
	}
	return p.SimpleContext.Build(ctx, in)
}

func TestPanicFailsOnlyThatTurn(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0))
	rt := e.runtime(func(o *Options) { o.Context = panicky{} })
	defer rt.Close()
	e.rt = rt
	c1, c2 := e.conv("assistant"), e.conv("assistant")
	bad := e.send(c1, "explode")
	good := e.send(c2, "hello")
	if got := e.wait(bad); got.Status != session.TurnFailed || !strings.Contains(got.Error, "internal error") {
		t.Fatalf("panicking turn: %s %q", got.Status, got.Error)
	}
	if got := e.wait(good); got.Status != session.TurnCompleted {
		t.Fatalf("other turn: %s", got.Status)
	}
}

func TestBusNeverBlocksAndCoalesces(t *testing.T) {
	b := NewBus()
	s := b.Subscribe()
	defer s.Close()
	for i := 0; i < 10000; i++ {
		b.Publish(Event{Kind: EvDelta, TurnID: "t1", Text: "x"})
		if i == 5000 {
			b.Publish(Event{Kind: EvEntry, TurnID: "t1"})
		}
		b.Publish(Event{Kind: EvDelta, TurnID: "t2", Text: "y"})
	}
	evs := s.Drain()
	var kinds []string
	total := map[string]int{}
	for _, ev := range evs {
		kinds = append(kinds, fmt.Sprintf("%s:%s", ev.Kind, ev.TurnID))
		total[ev.TurnID] += len(ev.Text)
	}
	if len(evs) > 4 || total["t1"] != 10000 || total["t2"] != 10000 {
		t.Fatalf("events %v totals %v", kinds, total)
	}
	// The entry event stays between the two runs of t1's deltas.
	if kinds[1] != "entry:t1" && kinds[2] != "entry:t1" {
		t.Fatalf("order lost: %v", kinds)
	}
}

func TestBusBoundsASlowSubscriber(t *testing.T) {
	b := NewBus()
	s := b.Subscribe()
	defer s.Close()
	for i := 0; i < 3*MaxQueue; i++ {
		b.Publish(Event{Kind: EvEntry, TurnID: fmt.Sprint(i)})
	}
	evs := s.Drain()
	if len(evs) > MaxQueue || evs[0].Kind != EvLagged {
		t.Fatalf("queue of %d, first %s", len(evs), evs[0].Kind)
	}
	if last := evs[len(evs)-1]; last.TurnID != fmt.Sprint(3*MaxQueue-1) {
		t.Fatalf("newest event lost: %s", last.TurnID)
	}
}

func TestAfterTurnFailureMarksTheTurnOnly(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0))
	var calls atomic.Int32
	rt := e.runtime(func(o *Options) {
		o.AfterTurn = func(ctx context.Context, tr session.Turn, def config.Definition) error {
			calls.Add(1)
			return fmt.Errorf("extraction model unavailable")
		}
	})
	e.rt.Close()
	e.rt = rt
	defer rt.Close()
	c := e.conv("assistant")
	tr := e.send(c, "hello")
	deadline := time.Now().Add(time.Minute) // only a hang
	for {
		got, _ := e.store.Turn(context.Background(), tr.ID)
		if len(got.Issues) > 0 {
			if got.Status != session.TurnCompleted || got.Issues[0] != "memoryExtractionFailed" || calls.Load() != 3 {
				t.Fatalf("turn %s issues %v after %d calls", got.Status, got.Issues, calls.Load())
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("turn never marked; %d calls", calls.Load())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestModelOverridePerTurn(t *testing.T) {
	srv := newReplay(t, sseResp(t, "chat_text.sse"))
	e := newEnv(t, offlineDef("assistant", 0))
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) {
		o.ResolveModel = func(ref string) (llm.Profile, error) {
			if ref == "remote" {
				return openaiDef("x", srv.URL+"/v1").Profile, nil
			}
			return llm.Profile{}, fmt.Errorf("unknown model %q", ref)
		}
	})
	defer e.rt.Close()
	c := e.conv("assistant")
	tr, err := e.rt.Send(context.Background(), SendRequest{ConversationID: c.ID, Text: "hi", Model: "remote"})
	if err != nil {
		t.Fatal(err)
	}
	done := e.wait(tr)
	if done.Model != "remote" || done.Usage.Total().InputTokens != 42 || srv.requests() != 1 {
		t.Fatalf("turn %+v, %d requests", done, srv.requests())
	}
	if _, err := e.rt.Send(context.Background(), SendRequest{ConversationID: c.ID, Text: "hi", Model: "nope"}); err == nil || !strings.Contains(err.Error(), "unknown model") {
		t.Fatalf("bad model: %v", err)
	}
	// Without an override the agent's own model answers.
	if got := e.wait(e.send(c, "hello")); got.Usage["offline/offline"].Calls != 1 {
		t.Fatalf("usage %+v", got.Usage)
	}
}

func TestCancelOneBackgroundOperation(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0))
	sub := e.rt.Subscribe()
	defer sub.Close()
	c := e.conv("assistant")
	tr := e.send(c, "calculate 2+2 and wait 30 seconds")
	var opID string
	for opID == "" {
		select {
		case <-sub.Ready():
		case <-time.After(10 * time.Second):
			t.Fatal("the operation never started")
		}
		for _, ev := range sub.Drain() {
			if ev.Kind == EvAsync && ev.AsyncOp.Status == session.AsyncRunning {
				opID = ev.AsyncOp.ID
			}
		}
	}
	if err := e.rt.CancelAsync(opID); err != nil {
		t.Fatal(err)
	}
	done := e.wait(tr)
	if done.Status != session.TurnCompleted {
		t.Fatalf("turn %s", done.Status)
	}
	ops, _ := e.store.AsyncOps(context.Background(), c.ID, tr.ID, "")
	if len(ops) != 1 || ops[0].Status != session.AsyncFailed || !strings.Contains(ops[0].Error, "CANCELLED") {
		t.Fatalf("op %+v", ops)
	}
	if err := e.rt.CancelAsync(opID); !session.IsNotFound(err) {
		t.Fatalf("second cancel: %v", err)
	}
}

// TestAfterTurnUsageReachesSubscribers: the usage an after-turn hook adds
// to the turn (memory extraction's model calls) is published, so a running
// TUI counts the same tokens as one opened afterwards on the same file.
func TestAfterTurnUsageReachesSubscribers(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0))
	extra := session.Usage{InputTokens: 374, OutputTokens: 40, Calls: 1}
	rt := e.runtime(func(o *Options) {
		o.AfterTurn = func(ctx context.Context, tr session.Turn, def config.Definition) error {
			_, err := e.store.UpdateTurn(ctx, tr.ID, session.TurnUpdate{AddUsage: session.UsageByModel{session.ExtractionKey("offline"): extra}})
			return err
		}
	})
	e.rt.Close()
	e.rt = rt
	defer rt.Close()
	sub := rt.Subscribe()
	defer sub.Close()
	c := e.conv("assistant")
	tr := e.send(c, "hello")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // only a hang
	defer cancel()
	for {
		for _, ev := range sub.Next(ctx) {
			if ev.Kind != EvTurn || ev.TurnID != tr.ID || ev.Turn == nil {
				continue
			}
			if x := ev.Turn.Usage[session.ExtractionKey("offline")]; x.InputTokens == extra.InputTokens {
				stored, err := e.store.Turn(context.Background(), tr.ID)
				if err != nil {
					t.Fatal(err)
				}
				if got, want := ev.Turn.Usage.Total(), stored.Usage.Total(); got != want {
					t.Fatalf("published usage %+v, stored %+v", got, want)
				}
				return
			}
		}
		if ctx.Err() != nil {
			t.Fatal("the extraction's usage was never published")
		}
	}
}
