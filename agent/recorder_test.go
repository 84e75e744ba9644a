package agent

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// eventNames lists the recorded event names of one turn, oldest first, and
// checks that every row names its turn, conversation and agent.
func eventNames(t *testing.T, st *session.Store, convID, turnID string) ([]string, []session.Event) {
	t.Helper()
	evs, err := st.Events(context.Background(), session.EventQuery{ConversationID: convID})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	var mine []session.Event
	for _, ev := range evs {
		if ev.TurnID != turnID {
			continue
		}
		if ev.ConversationID != convID {
			t.Errorf("%s: conversation %q, want %q", ev.Kind, ev.ConversationID, convID)
		}
		var d map[string]any
		if err := json.Unmarshal(ev.Data, &d); err != nil {
			t.Fatalf("%s: data %s: %v", ev.Kind, ev.Data, err)
		}
		if d["agent"] != "assistant" {
			t.Errorf("%s: agent %v", ev.Kind, d["agent"])
		}
		names = append(names, ev.Kind)
		mine = append(mine, ev)
	}
	return names, mine
}

func eventData(t *testing.T, ev session.Event) map[string]any {
	t.Helper()
	var d map[string]any
	if err := json.Unmarshal(ev.Data, &d); err != nil {
		t.Fatal(err)
	}
	return d
}

func TestEventLogRecordsTurnLifecycle(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0))
	rec := StartRecorder(e.rt, nil)
	c := e.conv("assistant")
	calc := e.wait(e.send(c, "what is 27*453?"))
	wait := e.wait(e.send(c, "wait 1 seconds"))
	if calc.Status != session.TurnCompleted || wait.Status != session.TurnCompleted {
		t.Fatalf("turns ended %s / %s", calc.Status, wait.Status)
	}
	// Close writes everything published before it.
	rec.Close()

	names, evs := eventNames(t, e.store, c.ID, calc.ID)
	want := []string{"turn.started", "step.started", "tool.started", "tool.completed", "step.completed",
		"step.started", "step.completed", "turn.completed"}
	if !slices.Equal(names, want) {
		t.Fatalf("calculate turn recorded\n%v\nwant\n%v", names, want)
	}
	if d := eventData(t, evs[3]); d["tool"] != "calculate" {
		t.Errorf("tool.completed names tool %v", d["tool"])
	}
	end := eventData(t, evs[len(evs)-1])
	if _, ok := end["duration_ms"]; !ok {
		t.Errorf("turn.completed has no duration: %v", end)
	}
	if end["tool_failures"] != float64(0) || end["steps"] != float64(2) {
		t.Errorf("turn.completed data %v", end)
	}
	if _, ok := eventData(t, evs[0])["duration_ms"]; ok {
		t.Error("turn.started has a duration")
	}

	names, evs = eventNames(t, e.store, c.ID, wait.ID)
	want = []string{"turn.started", "step.started", "async.started", "step.completed", "step.started", "step.completed",
		"async.completed", "step.started", "step.completed", "turn.completed"}
	if !slices.Equal(names, want) {
		t.Fatalf("wait turn recorded\n%v\nwant\n%v", names, want)
	}
	if d := eventData(t, evs[6]); d["tool"] != "wait" || d["duration_ms"].(float64) < 1000 {
		t.Errorf("async.completed data %v", d)
	}
}

func TestEventLogRecordsCancelledTurn(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 5))
	rec := StartRecorder(e.rt, nil)
	sub := e.rt.Subscribe()
	defer sub.Close()
	c := e.conv("assistant")
	tr := e.send(c, "tell me a long story about a tree that grows in a garden")
	deadline := time.After(30 * time.Second)
	for cancelled := false; !cancelled; {
		select {
		case <-sub.Ready():
			for _, ev := range sub.Drain() {
				if ev.Kind == EvDelta && ev.TurnID == tr.ID && !cancelled {
					if err := e.rt.Cancel(tr.ID); err != nil {
						t.Fatal(err)
					}
					cancelled = true
				}
			}
		case <-deadline:
			t.Fatal("the turn never streamed")
		}
	}
	if got := e.wait(tr); got.Status != session.TurnCancelled {
		t.Fatalf("status %s", got.Status)
	}
	rec.Close()
	names, evs := eventNames(t, e.store, c.ID, tr.ID)
	if len(names) < 2 || names[0] != "turn.started" || names[len(names)-1] != "turn.cancelled" {
		t.Fatalf("cancelled turn recorded %v", names)
	}
	if _, ok := eventData(t, evs[len(evs)-1])["duration_ms"]; !ok {
		t.Error("turn.cancelled has no duration")
	}
}

func TestEventRetentionDeletesOldRows(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	now := time.Now()
	rows := []session.Event{
		{ConversationID: "c", TurnID: "old", Kind: "turn.started", CreatedAt: now.Add(-40 * 24 * time.Hour)},
		{ConversationID: "c", TurnID: "new", Kind: "turn.started", CreatedAt: now.Add(-time.Hour)},
	}
	if err := e.store.RecordEvents(ctx, rows); err != nil {
		t.Fatal(err)
	}
	n, err := e.store.DeleteEventsBefore(ctx, now.Add(-config.Config{}.EventRetention()))
	if err != nil || n != 1 {
		t.Fatalf("deleted %d, %v", n, err)
	}
	left, err := e.store.Events(ctx, session.EventQuery{})
	if err != nil || len(left) != 1 || left[0].TurnID != "new" {
		t.Fatalf("left %+v, %v", left, err)
	}
}

func TestEventLogRecordsAgentCallsAndCompaction(t *testing.T) {
	d := offlineDef("assistant", 0)
	d.Profile.ContextWindow = 600
	e := newEnv(t, d, offlineDef("architect", 0))
	rec := StartRecorder(e.rt, nil)
	ctx := context.Background()
	c := e.conv("assistant")
	for i := 0; i < 6; i++ {
		e.wait(e.send(c, "tell me about the history of oak trees, the forests of Europe, and how acorns spread"))
	}
	last := e.wait(e.send(c, "what is 6*7?"))
	wctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if err := e.rt.WaitCompactions(wctx); err != nil {
		t.Fatal(err)
	}
	def := tools.Definition{Name: "ask_architect", Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: "delegate"}}
	if _, err := e.rt.RunAgentTool(tools.WithCallInfo(ctx, tools.CallInfo{ConversationID: c.ID, TurnID: last.ID, Agent: "assistant"}), def,
		json.RawMessage(`{"task":"what is 6*7?"}`)); err != nil {
		t.Fatal(err)
	}
	rec.Close()
	names, _ := eventNames(t, e.store, c.ID, last.ID)
	if len(names) < 2 || names[len(names)-2] != LogAgentCallStarted || names[len(names)-1] != LogAgentCallCompleted {
		t.Fatalf("recorded %v", names)
	}
	// The background compaction is recorded under the turn that asked for
	// it: started, then done with its duration.
	all, err := e.store.Events(ctx, session.EventQuery{ConversationID: c.ID})
	if err != nil {
		t.Fatal(err)
	}
	var asker string
	for _, ev := range all {
		if ev.Kind == LogCompactionDone {
			asker = ev.TurnID
		}
	}
	if asker == "" {
		t.Fatal("no compaction.done recorded")
	}
	names, evs := eventNames(t, e.store, c.ID, asker)
	i, j := slices.Index(names, LogCompactionStarted), slices.Index(names, LogCompactionDone)
	if i < 0 || j < i {
		t.Fatalf("turn %s recorded %v", asker, names)
	}
	if _, ok := eventData(t, evs[j])["duration_ms"]; !ok {
		t.Error("compaction.done has no duration")
	}
	_, evs = eventNames(t, e.store, c.ID, last.ID)
	if d := eventData(t, evs[len(evs)-1]); d["target"] != "architect" || d["ok"] != true || d["duration_ms"] == nil {
		t.Errorf("agent_call.completed data %v", d)
	}
}

// The recorder's subscription queues lifecycle records only: the entries,
// deltas and turn changes of every step never wake it.
func TestSubscriptionOfOneKind(t *testing.T) {
	b := NewBus()
	logs, all := b.subscribe(EvLog), b.Subscribe()
	defer logs.Close()
	defer all.Close()
	b.Publish(Event{Kind: EvEntry, TurnID: "t"})
	b.Publish(Event{Kind: EvLog, TurnID: "t", Name: LogTurnStarted})
	b.Publish(Event{Kind: EvDelta, TurnID: "t", Text: "hello"})
	if got := logs.Drain(); len(got) != 1 || got[0].Name != LogTurnStarted {
		t.Fatalf("the log subscription got %+v", got)
	}
	if got := all.Drain(); len(got) != 3 {
		t.Fatalf("a whole subscription got %d events, want 3", len(got))
	}
}
