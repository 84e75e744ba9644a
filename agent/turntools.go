package agent

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

type asyncOutcome struct {
	op     session.AsyncOp
	result session.ToolResult
	// records are the call's record entries (a delegation's spawn and
	// result), appended after its async_result.
	records []session.Entry
	// images are the images the tool returned.
	images []tools.Image
}

// asyncLaunch is an async call answered in this step, to start once the
// step is saved.
type asyncLaunch struct {
	op   session.AsyncOp
	call session.ToolCall
}

// runTools runs the sync calls in parallel (a lone one on the turn's
// goroutine) and waits for them; async calls are answered at once
// ("started") and returned to be launched after the step is saved. The
// record entries the calls left (delegations', in the order of the calls)
// go after the step's group.
func (t *turnRun) runTools(calls []session.ToolCall) ([]session.ToolResult, []asyncLaunch, []session.Entry) {
	results := make([]session.ToolResult, len(calls))
	sinks := make([]*spawnSink, len(calls))
	ran := make([]bool, len(calls))
	var launches []asyncLaunch
	var run []int // the sync calls to run
	allowed := map[string]bool{}
	for _, s := range t.tools.Specs(t.def.Tools) {
		allowed[s.Name] = true
	}
	for i, c := range calls {
		if c.Invalid != "" {
			results[i] = session.ToolResult{ToolCallID: c.ID, Name: c.Name, Error: &session.ToolError{Code: tools.CodeInvalidInput,
				Message: "your arguments were not valid JSON, so the tool did not run: " + c.Invalid}}
			continue
		}
		if res, ok := t.runtimeTool(c); ok {
			results[i], ran[i] = res, true
			t.logTool(res, 0)
			continue
		}
		tool, ok := t.tools.Get(c.Name)
		if !ok || !allowed[c.Name] {
			results[i] = session.ToolResult{ToolCallID: c.ID, Name: c.Name, Error: &session.ToolError{Code: tools.CodeUnknownTool,
				Message: fmt.Sprintf("tool %q is not available to you", c.Name)}}
			continue
		}
		if tool.Spec().Async {
			// Validation and permission are settled now, so a refusal is
			// answered at once rather than arriving later as a failure.
			if te := t.tools.Check(t.ctx, c); te != nil {
				results[i] = session.ToolResult{ToolCallID: c.ID, Name: c.Name, Error: te}
				continue
			}
			op := session.AsyncOp{ID: session.NewID(), TurnID: t.turn.ID, ConversationID: t.turn.ConversationID,
				ToolCallID: c.ID, Tool: c.Name, Input: c.Arguments, Status: session.AsyncRunning, CreatedAt: time.Now()}
			launches = append(launches, asyncLaunch{op: op, call: c})
			results[i] = session.ToolResult{ToolCallID: c.ID, Name: c.Name, Success: true, Async: true, AsyncOp: op.ID,
				Result: fmt.Sprintf("Started in the background as operation %s. Its result will arrive as a new message when it finishes; tell the user you started it.", op.ID)}
			continue
		}
		ran[i] = true
		c := c
		t.rt.bus.Publish(Event{Kind: EvToolStarted, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Branch: t.turn.Branch, ToolCall: &c})
		t.log(LogToolStarted, -1, map[string]any{"tool": c.Name, "call": c.ID})
		run = append(run, i)
	}
	call := func(i int) {
		t0 := time.Now()
		sinks[i] = &spawnSink{callID: calls[i].ID, tool: calls[i].Name}
		ctx, images := tools.WithImageSink(withSpawnSink(t.ctx, sinks[i]), t.rt.opts.AttachmentMax)
		results[i] = t.tools.Call(ctx, calls[i])
		results[i].DurationMs = time.Since(t0).Milliseconds()
		t.keepImages(&results[i], images.Images())
		t.logTool(results[i], time.Since(t0))
	}
	if len(run) == 1 {
		// One call runs on the turn's own goroutine: nothing to overlap.
		call(run[0])
	} else {
		var wg sync.WaitGroup
		for _, i := range run {
			wg.Add(1)
			go func() {
				defer wg.Done()
				call(i)
			}()
		}
		wg.Wait()
	}
	for i := range calls {
		// Calls refused before they ran (invalid input, unknown tool, a
		// refused permission) are failures too.
		if !ran[i] && results[i].Error != nil {
			t.logTool(results[i], 0)
		}
	}
	var records []session.Entry
	for _, s := range sinks {
		records = append(records, s.take()...)
	}
	return results, launches, records
}

// launch starts a recorded async operation in the background.
func (t *turnRun) launch(l asyncLaunch) {
	op := l.op
	opCtx, cancel := context.WithCancel(t.ctx)
	t.mu.Lock()
	t.pending[op.ID] = &op
	t.callEntry[op.ID] = op.CallEntryID
	t.opCancel[op.ID] = cancel
	t.mu.Unlock()
	t.rt.bus.Publish(Event{Kind: EvAsync, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Branch: t.turn.Branch, AsyncOp: &op})
	t.log(LogAsyncStarted, -1, map[string]any{"tool": op.Tool, "op": op.ID})
	t.opsWG.Add(1)
	go func() {
		defer t.opsWG.Done()
		defer cancel()
		sink := &spawnSink{callID: l.call.ID, tool: l.call.Name}
		callCtx, images := tools.WithImageSink(withSpawnSink(tools.PreAuthorized(opCtx, l.call.ID), sink), t.rt.opts.AttachmentMax)
		res := t.tools.Call(callCtx, l.call)
		if t.ctx.Err() != nil {
			// The turn is ending, and the call most likely failed because
			// of it: finish records the operation as cancelled, with the
			// record a delegation left.
			t.keepRecords(op.ID, sink.take())
			return
		}
		select {
		case t.asyncDone <- &asyncOutcome{op: op, result: res, records: sink.take(), images: images.Images()}:
		case <-t.ctx.Done():
			// The turn is ending; finish marks what is left.
			t.keepRecords(op.ID, sink.take())
		}
	}()
}

// logTool records the end of a sync tool call and counts its failure.
func (t *turnRun) logTool(r session.ToolResult, dur time.Duration) {
	if r.Success {
		t.log(LogToolCompleted, dur, map[string]any{"tool": r.Name, "call": r.ToolCallID})
		return
	}
	t.toolFailures.Add(1)
	d := map[string]any{"tool": r.Name, "call": r.ToolCallID}
	if r.Error != nil {
		d["error"] = r.Error.Code + ": " + r.Error.Message
	}
	t.log(LogToolFailed, dur, d)
}

func (t *turnRun) pendingCount() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.pending)
}

// deliverAsync appends a finished operation's result on the turn's branch;
// the caller then runs another step so the agent can use it.
func (t *turnRun) deliverAsync(out asyncOutcome) error {
	op, res := out.op, out.result
	body, status, errMsg := res.Result, session.AsyncCompleted, ""
	if !res.Success {
		status = session.AsyncFailed
		if res.Error != nil {
			errMsg = res.Error.Code + ": " + res.Error.Message
		}
		body = errMsg
	}
	t.mu.Lock()
	callEntry := t.callEntry[op.ID]
	t.mu.Unlock()
	// Its images are kept as a sync call's are.
	t.keepImages(&res, out.images)
	e := t.entry(session.EntryAsyncResult, session.RoleUser, []session.Block{session.AsyncResultBlock(session.AsyncResult{OpID: op.ID, Tool: op.Tool, Status: status, Result: body, Images: res.Images})},
		session.EntryMeta{AsyncOp: op.ID, ReplyTo: callEntry, Error: errMsg})
	e.Author = "tool:" + op.Tool
	saved, err := t.save(append([]session.Entry{e}, out.records...)...)
	if err != nil {
		return err
	}
	if err := t.rt.store.FinishAsyncOp(context.WithoutCancel(t.ctx), op.ID, status, res.Result, errMsg, saved[0].ID); err != nil {
		return err
	}
	t.mu.Lock()
	delete(t.pending, op.ID)
	delete(t.opCancel, op.ID)
	t.mu.Unlock()
	op.Status, op.Result, op.Error, op.ResultEntryID = status, res.Result, errMsg, saved[0].ID
	t.rt.bus.Publish(Event{Kind: EvAsync, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Branch: t.turn.Branch, AsyncOp: &op})
	if res.Success {
		t.log(LogAsyncCompleted, time.Since(op.CreatedAt), map[string]any{"tool": op.Tool, "op": op.ID})
	} else {
		t.toolFailures.Add(1)
		t.log(LogAsyncFailed, time.Since(op.CreatedAt), map[string]any{"tool": op.Tool, "op": op.ID, "error": errMsg})
	}
	return nil
}

// cancelOp records the end of a background operation its turn no longer
// waits for: a cancelled result on the turn's branch (so the conversation,
// its export and the next turn's context say what became of the call) and
// the operation's final status.
func (t *turnRun) cancelOp(ctx context.Context, op *session.AsyncOp, status string) {
	why := "the turn ended (" + status + ") before it finished"
	if status == session.TurnCancelled {
		why = "the turn was cancelled before it finished"
	}
	t.mu.Lock()
	callEntry := t.callEntry[op.ID]
	delete(t.opCancel, op.ID)
	t.mu.Unlock()
	e := t.entry(session.EntryAsyncResult, session.RoleUser, []session.Block{session.AsyncResultBlock(session.AsyncResult{OpID: op.ID, Tool: op.Tool, Status: session.AsyncCancelled, Result: "cancelled: " + why})},
		session.EntryMeta{AsyncOp: op.ID, ReplyTo: callEntry, Error: "cancelled: " + why, Interrupted: true})
	e.Author = "tool:" + op.Tool
	resultEntry := ""
	if saved, err := t.rt.Append(ctx, t.turn.ConversationID, t.turn.Branch, append([]session.Entry{e}, t.takeRecords(op.ID)...)...); err != nil {
		t.rt.opts.Log.Error("saving a cancelled background result", "turn", t.turn.ID, "op", op.ID, "err", err)
	} else {
		resultEntry = saved[0].ID
	}
	if err := t.rt.store.FinishAsyncOp(ctx, op.ID, session.AsyncCancelled, "", why, resultEntry); err != nil {
		t.rt.opts.Log.Error("finishing a background operation", "turn", t.turn.ID, "op", op.ID, "err", err)
		return
	}
	o := *op
	o.Status, o.Error, o.ResultEntryID = session.AsyncCancelled, why, resultEntry
	t.rt.bus.Publish(Event{Kind: EvAsync, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Branch: t.turn.Branch, AsyncOp: &o})
	t.log(LogAsyncFailed, time.Since(op.CreatedAt), map[string]any{"tool": op.Tool, "op": op.ID, "error": why, "cancelled": true})
}
