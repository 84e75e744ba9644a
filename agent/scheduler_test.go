package agent

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// granted acquires in a goroutine and reports the turn id when granted.
func acquireAsync(t *testing.T, s *Scheduler, turn, agent string, order chan<- string) {
	t.Helper()
	go func() {
		if err := s.Acquire(context.Background(), turn, agent); err != nil {
			order <- "err:" + turn
			return
		}
		order <- turn
	}()
}

func waitQueued(t *testing.T, s *Scheduler, agent string, n int) {
	t.Helper()
	deadline := time.Now().Add(time.Minute) // only a hang
	for time.Now().Before(deadline) {
		if s.State(agent).Queued == n {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("%s never had %d queued: %+v", agent, n, s.State(agent))
}

func TestSchedulerLaneOrderAndCap(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	s := NewScheduler(SchedulerOptions{Cap: 1, Now: clk.Now})
	// hold the only slot
	s.Enqueue("hold", "bob", LaneNormal)
	if err := s.Acquire(context.Background(), "hold", "bob"); err != nil {
		t.Fatal(err)
	}
	order := make(chan string, 8)
	s.Enqueue("bg", "bob", LaneBackground)
	acquireAsync(t, s, "bg", "bob", order)
	waitQueued(t, s, "bob", 1)
	clk.Add(time.Second)
	s.Enqueue("norm", "bob", LaneNormal)
	acquireAsync(t, s, "norm", "bob", order)
	waitQueued(t, s, "bob", 2)
	clk.Add(time.Second)
	s.Enqueue("dm", "bob", LaneImmediate)
	acquireAsync(t, s, "dm", "bob", order)
	waitQueued(t, s, "bob", 3)
	if st := s.State("bob"); st.State != "running" || st.Running != 1 {
		t.Fatalf("state %+v", st)
	}
	// another agent is not limited by bob's cap
	s.Enqueue("x", "alice", LaneBackground)
	if err := s.Acquire(context.Background(), "x", "alice"); err != nil {
		t.Fatal(err)
	}
	var got []string
	s.Release("hold")
	for i := 0; i < 3; i++ {
		id := <-order
		got = append(got, id)
		// The grant and the count change under one lock: with the slot
		// held, nothing else runs and the rest still queue.
		if st := s.State("bob"); st.Running != 1 || st.Queued != 2-i {
			t.Fatalf("cap 1 exceeded: %+v while %s holds", st, id)
		}
		s.Release(id)
	}
	if strings.Join(got, ",") != "dm,norm,bg" {
		t.Fatalf("order %v, want dm,norm,bg", got)
	}
}

func TestSchedulerAgingByPreemptions(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	s := NewScheduler(SchedulerOptions{Cap: 1, Now: clk.Now})
	s.Enqueue("bg", "bob", LaneBackground)
	if err := s.Acquire(context.Background(), "bg", "bob"); err != nil {
		t.Fatal(err)
	}
	s.Release("bg") // one step done
	order := make(chan string, 8)
	for i := 0; i < 3; i++ {
		// a DM arrives and takes the slot; bg asks for its next step and yields
		dm := "dm" + string(rune('0'+i))
		clk.Add(time.Second)
		s.Enqueue(dm, "bob", LaneImmediate)
		acquireAsync(t, s, dm, "bob", order)
		if got := <-order; got != dm {
			t.Fatalf("got %s", got)
		}
		// a normal turn queued after bg
		acquireAsync(t, s, "bg", "bob", order)
		waitQueued(t, s, "bob", 1)
		s.Release(dm)
		s.Done(dm)
		if got := <-order; got != "bg" {
			t.Fatalf("got %s", got)
		}
		s.Release("bg")
	}
	tk, _ := s.Ticket("bg")
	if tk.Preemptions != 0 {
		// bg was never behind higher work when it asked: no preemption yet
		t.Logf("preemptions %d", tk.Preemptions)
	}
	// Now make bg ask while a DM is waiting: that is a preemption.
	holdDM := func(id string) {
		s.Enqueue(id, "bob", LaneImmediate)
		if err := s.Acquire(context.Background(), id, "bob"); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 3; i++ {
		id := "hold" + string(rune('0'+i))
		holdDM(id)
		s.Enqueue("w"+id, "bob", LaneImmediate)
		acquireAsync(t, s, "w"+id, "bob", order) // waiting DM
		waitQueued(t, s, "bob", 1)
		acquireAsync(t, s, "bg", "bob", order) // bg yields to it
		waitQueued(t, s, "bob", 2)
		s.Release(id)
		s.Done(id)
		if got := <-order; got != "w"+id {
			t.Fatalf("got %s, want the DM first", got)
		}
		s.Release("w" + id)
		s.Done("w" + id)
		if got := <-order; got != "bg" {
			t.Fatalf("got %s", got)
		}
		s.Release("bg")
	}
	tk, _ = s.Ticket("bg")
	if tk.Preemptions != 3 {
		t.Fatalf("preemptions = %d, want 3", tk.Preemptions)
	}
	if l := s.Effective(&tk); l != LaneNormal {
		t.Fatalf("after 3 preemptions a background turn is %s, want normal", l)
	}
	// Promoted to normal, it now goes before a newer normal turn... and
	// before a newer background one.
	holdDM("h")
	s.Enqueue("nb", "bob", LaneBackground)
	acquireAsync(t, s, "nb", "bob", order)
	waitQueued(t, s, "bob", 1)
	acquireAsync(t, s, "bg", "bob", order)
	waitQueued(t, s, "bob", 2)
	s.Release("h")
	if got := <-order; got != "bg" {
		t.Fatalf("got %s, want the promoted turn", got)
	}
	s.Release("bg")
	<-order
}

func TestSchedulerStarvationProtection(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1000, 0)}
	s := NewScheduler(SchedulerOptions{Cap: 1, Now: clk.Now})
	order := make(chan string, 64)
	s.Enqueue("bg", "bob", LaneBackground)
	s.Enqueue("h0", "bob", LaneImmediate)
	if err := s.Acquire(context.Background(), "h0", "bob"); err != nil {
		t.Fatal(err)
	}
	acquireAsync(t, s, "bg", "bob", order)
	waitQueued(t, s, "bob", 1)
	// A flood of immediate work keeps arriving; bg waits.
	prev := "h0"
	for i := 1; i <= 5; i++ {
		clk.Add(time.Minute - time.Second)
		id := "h" + string(rune('0'+i))
		s.Enqueue(id, "bob", LaneImmediate)
		acquireAsync(t, s, id, "bob", order)
		waitQueued(t, s, "bob", 2)
		s.Release(prev)
		s.Done(prev)
		got := <-order
		if i < 5 && got != id {
			t.Fatalf("step %d: got %s (bg should still wait; waited %s)", i, got, clk.Now().Sub(time.Unix(1000, 0)))
		}
		if i == 5 {
			// 5 minutes since bg was queued: it counts as immediate and
			// is older than the newest DM.
			clk.Add(10 * time.Second)
			if got != "bg" && got != id {
				t.Fatalf("got %s", got)
			}
			if got == id {
				s.Release(id)
				s.Done(id)
				if g2 := <-order; g2 != "bg" {
					t.Fatalf("bg starved: %s", g2)
				}
			} else {
				tk, _ := s.Ticket("bg")
				if s.Effective(&tk) != LaneImmediate {
					t.Fatal("bg should be immediate after 5 minutes")
				}
			}
			return
		}
		prev = got
	}
}

// stepProvider answers requests of two turns: "bg" needs three steps (two
// tool calls, then a reply); "dm" answers at once. Each call blocks until
// released, and the order of calls is recorded.
type stepProvider struct {
	mu    sync.Mutex
	calls []string
	gate  chan struct{}
}

func (p *stepProvider) Name() string { return "step" }

func (p *stepProvider) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	first := ""
	for _, m := range req.Messages {
		if m.Role == "user" {
			first = strings.TrimSpace(session.Text(m.Content))
			break
		}
	}
	// count tool results in this turn's messages
	n := 0
	for _, m := range req.Messages {
		for _, b := range m.Content {
			if b.Type == session.BlockToolResult {
				n++
			}
		}
	}
	p.mu.Lock()
	p.calls = append(p.calls, first+":"+string(rune('1'+n)))
	p.mu.Unlock()
	select {
	case <-p.gate:
	case <-ctx.Done():
		return llm.Response{}, &llm.Error{Class: llm.Canceled, Message: "cancelled"}
	}
	if first == "bg" && n < 2 {
		return llm.Response{StopReason: "tool_use", Content: []session.Block{{Type: session.BlockToolCall, ToolCall: &session.ToolCall{
			ID: "c" + string(rune('0'+n)), Name: "calculate", Arguments: []byte(`{"expression":"1+1"}`)}}}}, nil
	}
	return llm.Response{StopReason: "end_turn", Content: []session.Block{session.TextBlock("done " + first)}}, nil
}

func TestPreemptionBetweenStepsResumes(t *testing.T) {
	prov := &stepProvider{gate: make(chan struct{})}
	d := offlineDef("bob", 0)
	e := newEnv(t, d)
	sched := NewScheduler(SchedulerOptions{Cap: 1})
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) {
		o.Scheduler = sched
		o.Provider = func(llm.Profile) (llm.Provider, error) { return prov, nil }
	})
	t.Cleanup(e.rt.Close)
	ctx := context.Background()
	c1, _ := e.store.CreateConversation(ctx, session.NewConversation{Agent: "bob"})
	c2, _ := e.store.CreateConversation(ctx, session.NewConversation{Agent: "bob"})
	bg, err := e.rt.Send(ctx, SendRequest{ConversationID: c1.ID, Text: "bg", Lane: LaneBackground})
	if err != nil {
		t.Fatal(err)
	}
	waitCalls := func(n int) {
		deadline := time.Now().Add(time.Minute) // only a hang
		for time.Now().Before(deadline) {
			prov.mu.Lock()
			k := len(prov.calls)
			prov.mu.Unlock()
			if k >= n {
				return
			}
			time.Sleep(time.Millisecond)
		}
		t.Fatalf("only %v calls", prov.calls)
	}
	waitCalls(1) // bg step 1 is in its LLM call
	dm, err := e.rt.Send(ctx, SendRequest{ConversationID: c2.ID, Text: "dm"})
	if err != nil {
		t.Fatal(err)
	}
	// the DM waits for bob's only slot (never interrupts a call)
	waitQueued(t, sched, "bob", 1)
	if st := sched.State("bob"); st.Lane != "immediate" {
		t.Fatalf("state %+v", st)
	}
	prov.gate <- struct{}{} // bg step 1 finishes; at the step boundary the DM goes first
	waitCalls(2)
	prov.gate <- struct{}{}
	waitCalls(3)
	prov.gate <- struct{}{}
	waitCalls(4)
	prov.gate <- struct{}{}
	for _, id := range []string{bg.ID, dm.ID} {
		tu, err := e.rt.WaitTurn(ctx, id)
		if err != nil || tu.Status != session.TurnCompleted {
			t.Fatalf("turn %s: %+v %v", id, tu, err)
		}
	}
	got := strings.Join(prov.calls, ",")
	if got != "bg:1,dm:1,bg:2,bg:3" {
		t.Fatalf("LLM calls %s, want bg:1,dm:1,bg:2,bg:3 (the DM between bg's steps, bg resumed from its saved step)", got)
	}
	tu, _ := e.store.Turn(ctx, bg.ID)
	if tu.Steps != 3 {
		t.Fatalf("bg steps %d", tu.Steps)
	}
	if st := sched.State("bob"); st.State != "idle" {
		t.Fatalf("bob %+v", st)
	}
}
