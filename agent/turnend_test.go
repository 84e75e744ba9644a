package agent

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// A turn's last step saves its reply and the turn's end in one
// transaction: once a subscriber is told of the reply's last entry, the
// store (what the UI and another process read) already holds the turn
// completed, and no event says the turn still runs after its reply. The
// event log records the last step's end before the turn's.
func TestReplyAndTurnEndAreSavedTogether(t *testing.T) {
	e, c := offlineConv(t)
	rec := StartRecorder(e.rt, nil)
	sub := e.rt.Subscribe()
	defer sub.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tu := e.send(c, "calculate 1+1") // a tool call, then the answer
	var seen []string
	var end *session.Turn
	calls := 0 // llm_call entries seen
	for end == nil {
		evs := sub.Next(ctx)
		if evs == nil {
			t.Fatalf("the turn did not end; events: %v", seen)
		}
		for _, ev := range evs {
			if ev.TurnID != tu.ID {
				continue
			}
			switch ev.Kind {
			case EvEntry:
				seen = append(seen, ev.Entry.Kind)
				if ev.Entry.Kind != session.EntryLLMCall {
					continue
				}
				stored, err := e.store.Turn(ctx, tu.ID)
				if err != nil {
					t.Fatal(err)
				}
				calls++
				got := fmt.Sprintf("(stored: %s after %d steps)", stored.Status, stored.Steps)
				if calls == 1 && stored.Steps >= 1 {
					// The turn goes on while the subscriber reads: the
					// store holds this step, perhaps the next ones too.
					got = "(stored: step 1 saved)"
				}
				seen = append(seen, got)
			case EvTurn:
				seen = append(seen, fmt.Sprintf("turn %s after %d steps", ev.Turn.Status, ev.Turn.Steps))
				if ev.Turn.Status != session.TurnActive {
					end = ev.Turn
				}
			}
		}
	}
	want := []string{
		session.EntryMessage, "turn active after 0 steps", // the input
		session.EntryMessage, session.EntryToolResult, session.EntryLLMCall, "(stored: step 1 saved)", "turn active after 1 steps",
		session.EntryMessage, session.EntryLLMCall, "(stored: completed after 2 steps)", "turn completed after 2 steps",
	}
	if fmt.Sprint(seen) != fmt.Sprint(want) {
		t.Fatalf("a subscriber saw\n%q\nwant\n%q", seen, want)
	}
	if got := e.wait(tu); got.Status != session.TurnCompleted || got.FinishedAt.IsZero() || got.Usage.Total().Calls != 2 {
		t.Fatalf("the finished turn: %+v", got)
	}
	e.rt.Close()
	rec.Close()
	evs, err := e.store.Events(ctx, session.EventQuery{ConversationID: c.ID})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, ev := range evs {
		if ev.TurnID == tu.ID && (ev.Kind == LogStepCompleted || ev.Kind == LogTurnCompleted) {
			names = append(names, ev.Kind)
		}
	}
	if fmt.Sprint(names) != fmt.Sprint([]string{LogStepCompleted, LogStepCompleted, LogTurnCompleted}) {
		t.Fatalf("event log: %v", names)
	}
}
