package agent

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// TestCancelWhileWaitingForBackgroundWork: cancelling a turn that waits for
// an async operation cancels the operation, records its end (status and a
// cancelled result on the branch) and leaves nothing running.
func TestCancelWhileWaitingForBackgroundWork(t *testing.T) {
	e, c := offlineConv(t)
	sub := e.rt.Subscribe()
	defer sub.Close()
	tr := e.send(c, "wait 20 seconds")

	// Wait until the operation runs in the background.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var opID string
	for opID == "" {
		evs := sub.Next(ctx)
		if ctx.Err() != nil {
			t.Fatal("the wait never ran in the background")
		}
		for _, ev := range evs {
			if ev.Kind == EvAsync && ev.AsyncOp != nil && ev.AsyncOp.Status == session.AsyncRunning {
				opID = ev.AsyncOp.ID
			}
		}
	}
	if err := e.rt.Cancel(tr.ID); err != nil {
		t.Fatal(err)
	}
	done := e.wait(tr)
	if done.Status != session.TurnCancelled {
		t.Fatalf("turn status %s", done.Status)
	}
	ops, err := e.store.AsyncOps(context.Background(), c.ID, "", "")
	if err != nil || len(ops) != 1 {
		t.Fatalf("ops: %v %v", ops, err)
	}
	op := ops[0]
	if op.ID != opID || op.Status != session.AsyncCancelled || op.ResultEntryID == "" {
		t.Fatalf("op after cancel: %+v", op)
	}
	var res *session.Entry
	for _, en := range e.path(c.ID, session.DefaultBranch) {
		if en.Kind == session.EntryAsyncResult {
			res = &en
		}
	}
	if res == nil || res.ID != op.ResultEntryID {
		t.Fatalf("no cancelled result on the branch (op result entry %s)", op.ResultEntryID)
	}
	if m := res.Meta(); !m.Interrupted || m.AsyncOp != opID || !strings.Contains(session.Text(res.Content), "cancelled") {
		t.Fatalf("result entry: %+v %q", m, session.Text(res.Content))
	}
	if running, _ := e.store.AsyncOps(context.Background(), c.ID, "", session.AsyncRunning); len(running) != 0 {
		t.Fatalf("still running: %+v", running)
	}
}

// TestContinueCancelledTurn: a turn you cancelled can be continued: it
// resumes from where it stopped and completes.
func TestContinueCancelledTurn(t *testing.T) {
	e, c := offlineConv(t)
	sub := e.rt.Subscribe()
	defer sub.Close()
	tr := e.send(c, "wait 20 seconds")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for running := false; !running; {
		evs := sub.Next(ctx)
		if ctx.Err() != nil {
			t.Fatal("the wait never ran")
		}
		for _, ev := range evs {
			running = running || ev.Kind == EvAsync && ev.AsyncOp != nil && ev.AsyncOp.Status == session.AsyncRunning
		}
	}
	if err := e.rt.Cancel(tr.ID); err != nil {
		t.Fatal(err)
	}
	if got := e.wait(tr); got.Status != session.TurnCancelled {
		t.Fatalf("status %s", got.Status)
	}
	if err := e.rt.Continue(context.Background(), tr.ID); err != nil {
		t.Fatalf("continue a cancelled turn: %v", err)
	}
	if got := e.wait(tr); got.Status != session.TurnCompleted {
		t.Fatalf("after continue: %s %s", got.Status, got.Error)
	}
	var last session.Entry
	for _, en := range e.path(c.ID, session.DefaultBranch) {
		if en.Kind == session.EntryMessage {
			last = en
		}
	}
	if last.Role != session.RoleAssistant || last.Meta().Interrupted || session.Text(last.Content) == "" {
		t.Fatalf("the continued turn did not end with a reply: %+v", last)
	}
}

// TestCancelledWorkIsNotNewsForTheNextTurn: after a background wait was
// cancelled with its turn, the next question is answered, not the
// cancelled wait; the model still reads what became of the wait, as part
// of the reply that started it.
func TestCancelledWorkIsNotNewsForTheNextTurn(t *testing.T) {
	e, c := offlineConv(t)
	sub := e.rt.Subscribe()
	defer sub.Close()
	tr := e.send(c, "wait 20 seconds")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for running := false; !running; {
		evs := sub.Next(ctx)
		if ctx.Err() != nil {
			t.Fatal("the wait never ran in the background")
		}
		for _, ev := range evs {
			running = running || ev.Kind == EvAsync && ev.AsyncOp != nil && ev.AsyncOp.Status == session.AsyncRunning
		}
	}
	if err := e.rt.Cancel(tr.ID); err != nil {
		t.Fatal(err)
	}
	e.wait(tr)
	next := e.wait(e.send(c, "describe the sahara desert"))
	path := e.path(c.ID, session.DefaultBranch)
	reply := session.Text(path[len(path)-2].Content) // the reply, then its llm_call
	if next.Status != session.TurnCompleted || strings.Contains(reply, "wait") || !strings.Contains(strings.ToLower(reply), "sahara") {
		t.Fatalf("the next question was answered with %q", reply)
	}
	in, err := NextInput(ctx, e.store, e.defs["assistant"], c, "and the gobi?", nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	req, err := SimpleContext{}.Build(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	seen := false
	for _, m := range req.Messages {
		if m.Role == llm.RoleAssistant && strings.Contains(session.Text(m.Content), "The background wait was cancelled") {
			seen = true
		}
	}
	if !seen {
		t.Fatalf("the model no longer reads that the wait was cancelled: %+v", req.Messages)
	}
}
