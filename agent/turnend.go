package agent

import (
	"context"
	"errors"
	"time"

	"github.com/grovechat/grove/session"
)

// finish records the final status. keepActive means the runtime is
// closing: the turn stays active in the store so the next start resumes it
// (a cut reply is never recorded as completed).
func (t *turnRun) finish(status, msg string) {
	t.cancel()
	t.opsWG.Wait()
	if status == keepActive {
		t.saveKeptRecords()
		return
	}
	ctx := context.WithoutCancel(t.ctx)
	// Background work of a finished turn is cancelled with it.
	t.mu.Lock()
	left := make([]*session.AsyncOp, 0, len(t.pending))
	for _, op := range t.pending {
		left = append(left, op)
	}
	t.pending = map[string]*session.AsyncOp{}
	t.mu.Unlock()
	for _, op := range left {
		t.cancelOp(ctx, op, status)
	}
	// Started before the turn is seen to end, so whoever waits for the
	// turn can wait for its compaction too (WaitCompactions).
	t.compactAhead()
	u := session.TurnUpdate{Status: status, AfterTurn: status == session.TurnCompleted && t.afterTurnDue()}
	if msg != "" {
		u.Error = &msg
	}
	tu, err := t.rt.store.UpdateTurn(ctx, t.turn.ID, u)
	if err != nil {
		if !errors.Is(err, context.Canceled) {
			t.rt.opts.Log.Error("finishing turn", "turn", t.turn.ID, "err", err)
		}
		return
	}
	t.afterPending = u.AfterTurn && tu.Status == session.TurnCompleted
	t.ended(ctx, tu, msg)
}

// endSaved finishes a turn that its last step's transaction ended (it had
// no background work): what finish does around its update, in the same
// order. The compaction it asks for starts after the reply is saved, as
// finish's does, and before the turn's end is published, so whoever waits
// for that event can wait for the compaction too.
func (t *turnRun) endSaved() {
	t.cancel()
	t.opsWG.Wait()
	t.compactAhead()
	t.ended(context.WithoutCancel(t.ctx), t.turn, "")
}

// ended tells of a turn's end, saved as tu: its event and lifecycle
// record, then the handover and the after-turn hook of a completed turn.
func (t *turnRun) ended(ctx context.Context, tu session.Turn, msg string) {
	status := tu.Status
	t.setTurn(tu)
	t.rt.bus.Publish(Event{Kind: EvTurn, ConversationID: tu.ConversationID, TurnID: tu.ID, Branch: tu.Branch, Turn: &tu})
	end := map[string]any{"status": status, "steps": tu.Steps, "tool_failures": int(t.toolFailures.Load())}
	if msg != "" {
		end["error"] = msg
	}
	if len(tu.Issues) > 0 {
		end["issues"] = tu.Issues
	}
	t.log("turn."+status, time.Since(t.started), end)
	if status == session.TurnCompleted {
		t.turnSucceeded(ctx)
	}
	if status == session.TurnCompleted && t.afterPending {
		t.afterTurnWork(ctx, tu, session.AfterTurnAll)
	}
}

// afterTurn runs the after-turn hook (memory extraction) with retries; a
// failure marks the turn, never fails it. It reports whether the hook's
// work ended (false: the runtime closed between two attempts).
func (t *turnRun) afterTurn(ctx context.Context, tu session.Turn) bool {
	var err error
	t0 := time.Now()
	failures := 0
	defer func() {
		d := map[string]any{"ok": err == nil, "extraction_failures": failures}
		if err != nil {
			d["error"] = err.Error()
		}
		t.log(LogMemoryExtracted, time.Since(t0), d)
	}()
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 {
			select {
			case <-time.After(time.Duration(attempt) * 200 * time.Millisecond):
			case <-t.rt.ctx.Done():
				return false
			}
		}
		if err = t.rt.opts.AfterTurn(ctx, tu, t.def); err == nil {
			t.publishAddedUsage(ctx, tu)
			return true
		}
		failures++
	}
	t.rt.opts.Log.Warn("after-turn hook failed", "turn", tu.ID, "err", err)
	if tu, uerr := t.rt.store.UpdateTurn(ctx, tu.ID, session.TurnUpdate{AddIssue: "memoryExtractionFailed", AfterTurnDone: true}); uerr == nil {
		t.setTurn(tu)
		t.rt.bus.Publish(Event{Kind: EvTurn, ConversationID: tu.ConversationID, TurnID: tu.ID, Branch: tu.Branch, Turn: &tu})
	}
	return true
}

// publishAddedUsage tells subscribers of the usage the after-turn hook
// added to the finished turn (memory extraction's model calls), so a
// running TUI counts what a fresh read of the turn counts.
func (t *turnRun) publishAddedUsage(ctx context.Context, before session.Turn) {
	tu, err := t.rt.store.Turn(ctx, before.ID)
	if err != nil {
		t.rt.opts.Log.Warn("reading the turn after its hook", "turn", before.ID, "err", err)
		return
	}
	if tu.Usage.Total() == before.Usage.Total() {
		return
	}
	t.setTurn(tu)
	t.rt.bus.Publish(Event{Kind: EvTurn, ConversationID: tu.ConversationID, TurnID: tu.ID, Branch: tu.Branch, Turn: &tu})
}
