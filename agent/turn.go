package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// deltaEvery bounds how often a turn publishes streamed text: one event per
// frame is all a screen can show.
const deltaEvery = 16 * time.Millisecond

// turnRun is one running turn: its goroutine, async operations and state.
type turnRun struct {
	rt   *Runtime
	turn session.Turn
	def  config.Definition

	ctx             context.Context
	cancel          context.CancelFunc
	cancelledByUser atomic.Bool

	conv      session.Conversation
	compacted bool // a background compaction was asked for (once per turn)
	// viewTokens is the uncompacted size of the last step's view, exact
	// up to past the window (beyond it a step's view is read in part).
	viewTokens int
	// started is when this process began running the turn; toolFailures
	// counts its failed tool calls (sync and background) for the event log.
	started      time.Time
	toolFailures atomic.Int32
	tools        *tools.Registry
	leaf         string // newest entry of this turn
	// seen is the path to leaf as the last step read it (see readOn).
	seen  readPath
	steps int
	usage session.UsageByModel
	// spent is what usage costs (math.Float64bits), read by the caps of
	// its delegations' turns while a step waits on one.
	spent atomic.Uint64

	mu        sync.Mutex
	pending   map[string]*session.AsyncOp
	callEntry map[string]string // async op → entry holding its call
	opCancel  map[string]context.CancelFunc
	// kept: the records of delegations run in the background that ended
	// with the turn (see keepRecords), by operation.
	kept      map[string][]session.Entry
	opsWG     sync.WaitGroup
	asyncDone chan *asyncOutcome // by pointer: most turns start none
	done      chan struct{}
	// waiting: the turn had answered and waits for background work only
	// (resumed after a restart with its operations re-submitted).
	waiting bool
	// reply is the text of the reply that ended the last step, once one
	// did in this process (handOver reads it instead of the store).
	reply   string
	replied bool
	// afterPending: the turn's end recorded its after-turn work as
	// pending in the store (afterTurnWork clears it).
	afterPending bool
	// live writes the streaming step's text for other processes.
	live liveStep
	// permanent: the turn failed in a way trying again cannot change (a
	// refused key, a bad request); it is not restarted.
	permanent bool
	// budget holds the spending caps in force (budget.go).
	budget turnBudget
}

type stepOutcome int

const (
	stepMore    stepOutcome = iota // tool calls were answered: another LLM step
	stepReplied                    // a reply without tool calls
	stepStopped                    // the turn ended (status already decided)
	stepEnded                      // a reply that ended the turn in its own transaction
)

// turnEnded is loop's status for a turn its last step's save ended.
const turnEnded = "(ended)"

func (t *turnRun) run() {
	defer t.rt.wg.Done()
	defer close(t.done)
	defer t.rt.slotDone(t.turn.ID)
	defer func() {
		t.rt.mu.Lock()
		delete(t.rt.turns, t.turn.ID)
		t.rt.mu.Unlock()
		t.rt.turnGone(t)
	}()
	defer func() {
		if p := recover(); p != nil {
			t.rt.opts.Log.Error("turn panicked", "turn", t.turn.ID, "panic", p, "stack", string(debug.Stack()))
			t.finish(session.TurnFailed, fmt.Sprintf("internal error: %v", p))
		}
	}()
	t.started = time.Now()
	t.log(LogTurnStarted, -1, map[string]any{"lane": t.turn.Lane, "caller": t.turn.Caller})
	if ready := t.rt.opts.ToolsReady; ready != nil && !t.waiting {
		ready(t.ctx) // a cancel meanwhile is seen by the first step
	}
	for {
		if t.waiting {
			t.waiting = false
		} else if status, msg := t.loop(); status == turnEnded {
			t.endSaved()
			return
		} else if status != "" {
			if status == session.TurnFailed {
				var again bool
				if again, status, msg = t.restartAfter(msg); again {
					continue
				}
			}
			t.finish(status, msg)
			return
		}
		if t.pendingCount() == 0 {
			t.finish(session.TurnCompleted, "")
			return
		}
		select {
		case out := <-t.asyncDone:
			if t.ctx.Err() != nil {
				// Cancelled while the result came in: finish records every
				// pending operation as cancelled with the turn.
				t.finish(t.stopStatus(), "")
				return
			}
			if err := t.deliverAsync(*out); err != nil {
				t.finish(session.TurnFailed, "saving a background result: "+err.Error())
				return
			}
		case <-t.ctx.Done():
			t.finish(t.stopStatus(), "")
			return
		}
	}
}

// loop runs LLM steps until a reply without tool calls. It returns a final
// status when the turn must end now ("" to go on waiting for async work).
func (t *turnRun) loop() (string, string) {
	if backend.IsCLI(t.def.Backend) {
		return t.backendTurn()
	}
	for {
		if t.ctx.Err() != nil {
			return t.stopStatus(), ""
		}
		if t.steps >= t.def.MaxSteps {
			msg := fmt.Sprintf("stopped after %d steps (the agent's max_steps); say \"continue\" to let it go on", t.steps)
			t.notice(msg)
			return session.TurnIncomplete, msg
		}
		if err := t.rt.acquireSlot(t.ctx, t.turn.ID, t.def.Name); err != nil {
			return t.stopStatus(), ""
		}
		t0 := time.Now()
		t.log(LogStepStarted, -1, map[string]any{"step": t.steps + 1})
		out, status, msg := t.step()
		t.log(LogStepCompleted, time.Since(t0), map[string]any{"step": t.steps})
		switch out {
		case stepStopped:
			return status, msg
		case stepReplied:
			return "", ""
		case stepEnded:
			return turnEnded, ""
		}
	}
}

// keepActive is the outcome of a turn stopped because its runtime is
// closing: it stays active in the store for the next owner to resume. Only
// a person's cancel makes a turn cancelled.
const keepActive = "(keep active)"

func (t *turnRun) stopStatus() string {
	if t.rt.ctx.Err() != nil && !t.cancelledByUser.Load() {
		return keepActive // the runtime is closing: the turn stays active for recovery
	}
	return session.TurnCancelled
}

// step is one LLM call plus the tool calls it asked for. It is long because
// it is one call's whole life in the order a crash must see it: build,
// stream, account, save the reply, run the tools, save their results,
// start the background work.
func (t *turnRun) step() (stepOutcome, string, string) {
	ctx := t.ctx
	if t.conv.ID == "" {
		// Read once per turn: the context needs its participants and title,
		// which do not change what a step does.
		var err error
		if t.conv, err = t.rt.store.Conversation(ctx, t.turn.ConversationID); err != nil {
			return stepStopped, t.failStatus(), err.Error()
		}
	}
	in, err := t.input(ctx)
	if err != nil {
		return stepStopped, t.failStatus(), err.Error()
	}
	// The step's model: chosen by use_model earlier in the turn, by the
	// definition's route, or the primary.
	def, modelRef, choice := t.stepModel(in.Path)
	t.readCaps(ctx)
	def, modelRef, choice = t.budgetModel(def, modelRef, choice)
	in.Agent = def
	in.Tools = append(in.Tools, t.runtimeSpecs()...)
	req, err := t.rt.opts.Context.Build(ctx, in)
	if err != nil {
		return stepStopped, session.TurnFailed, "assembling the context: " + err.Error()
	}
	req = continueCut(in, req)
	if req, err = resolveAttachments(ctx, t.rt.store, def.Profile, req); err != nil {
		return stepStopped, t.failStatus(), err.Error()
	}
	if msg := t.overBudget(def.Profile, req, in.Path); msg != "" {
		t.rt.releaseSlot(t.turn.ID)
		t.notice(msg)
		return stepStopped, session.TurnIncomplete, msg
	}
	prov, err := t.rt.opts.Provider(def.Profile)
	if err != nil {
		t.permanent = true
		t.notice(err.Error())
		return stepStopped, session.TurnFailed, err.Error()
	}
	retry := &llm.Retry{Provider: prov, OnRetry: func(attempt int, e *llm.Error, wait time.Duration) {
		t.rt.bus.Publish(Event{Kind: EvNotice, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID,
			Text: fmt.Sprintf("retrying in %s (attempt %d): %s", wait.Round(100*time.Millisecond), attempt+1, e.Message)})
		t.logRetry(def.Profile, attempt, e, wait)
	}}
	if t.rt.opts.Retry != nil {
		t.rt.opts.Retry(retry)
	}

	// The step's text and thinking so far grow in builders; a delta is
	// what was added since the last flush, a substring of them. The live
	// text other processes read is the whole of them, written throttled.
	var (
		text, thinking     strings.Builder
		sentText, sentThnk int
		last               time.Time
	)
	live := &t.live
	live.begin(ctx, t.rt.store, t.rt.opts.Log, t.turn.ID, t.steps+1)
	flush := func() {
		all, thk := text.String(), thinking.String()
		if len(all) == sentText && len(thk) == sentThnk {
			return
		}
		t.rt.bus.Publish(Event{Kind: EvDelta, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Branch: t.turn.Branch,
			Text: all[sentText:], Thinking: thk[sentThnk:]})
		live.update(all, thk)
		sentText, sentThnk, last = len(all), len(thk), time.Now()
	}
	emit := func(ev llm.Event) {
		switch ev.Type {
		case llm.EventText:
			text.WriteString(ev.Text)
		case llm.EventThinking:
			thinking.WriteString(ev.Text)
		default:
			return
		}
		if time.Since(last) >= deltaEvery {
			flush()
		}
	}
	t0 := time.Now()
	resp, streamErr := retry.Stream(ctx, req, emit)
	t.rt.releaseSlot(t.turn.ID)
	flush()
	live.stop() // before the save, which deletes what it wrote
	if resp.Latency == 0 {
		resp.Latency = time.Since(t0)
	}
	t.steps++
	modelKey := def.Profile.Provider + "/" + def.Profile.Model
	if resp.Provider != "" && resp.Model != "" {
		modelKey = resp.Provider + "/" + resp.Model
	}
	usage := resp.Usage
	usage.Cost = def.Profile.Cost(usage)
	usage.Calls = 1
	t.usage.Add(modelKey, usage)
	t.spent.Store(math.Float64bits(t.usage.Total().Cost))

	meta := session.EntryMeta{Provider: orDefault(resp.Provider, def.Profile.Provider), Model: orDefault(resp.Model, def.Profile.Model),
		Usage: &usage, StopReason: resp.StopReason, LatencyMs: resp.Latency.Milliseconds()}
	if choice != "" {
		meta.ModelRef, meta.ModelChoice = modelRef, choice
	}
	callMeta := meta

	if streamErr != nil {
		le := llm.Classify(streamErr)
		meta.Interrupted = true
		meta.Error, meta.ErrorClass = le.Message, le.Class.String()
		if t.stopStatus() == keepActive && ctx.Err() != nil {
			meta.Error, meta.ErrorClass = session.ClosedMidReply, session.ErrorClassClosed
		}
		callMeta.Error, callMeta.ErrorClass = meta.Error, meta.ErrorClass
		// Keep whatever was said, without its tool calls (they never ran).
		var keep []session.Block
		for _, b := range resp.Content {
			if b.Type == session.BlockText || b.Type == session.BlockThinking {
				keep = append(keep, b)
			}
		}
		var es []session.Entry
		if session.Text(keep) != "" {
			es = append(es, t.entry(session.EntryMessage, session.RoleAssistant, keep, meta))
		}
		es = append(es, t.entry(session.EntryLLMCall, "", nil, callMeta))
		t.saveStep(nil, es...)
		switch {
		case le.Class == llm.Canceled || ctx.Err() != nil:
			return stepStopped, t.stopStatus(), ""
		case le.Class == llm.ContextLength:
			msg := "the conversation no longer fits the model's context window: " + le.Message +
				". Start a new branch from an earlier message, or compact the conversation, then continue."
			t.notice(msg)
			return stepStopped, session.TurnIncomplete, msg
		default:
			t.permanent = le.Class == llm.Permanent
			t.notice("The reply failed: " + le.Message)
			return stepStopped, session.TurnFailed, le.Message
		}
	}

	content := resp.Content
	for _, inv := range resp.InvalidToolCalls {
		content = append(content, session.Block{Type: session.BlockToolCall, ToolCall: &session.ToolCall{
			ID: inv.ID, Name: inv.Name, Arguments: json.RawMessage("{}"), Invalid: inv.Error}})
	}
	calls := session.ToolCalls(content)
	reply := t.entry(session.EntryMessage, session.RoleAssistant, content, meta)
	if len(calls) == 0 {
		// With no background work to wait for, the reply completes the
		// turn in its own transaction (only this goroutine adds work).
		final := ""
		if t.pendingCount() == 0 {
			final = session.TurnCompleted
		}
		t.reply, t.replied = session.Text(content), true
		if _, err := t.saveStepEnding(final, nil, reply, t.entry(session.EntryLLMCall, "", nil, callMeta)); err != nil {
			return stepStopped, t.failStatus(), "saving the reply: " + err.Error()
		}
		if final != "" && t.turn.Status == final {
			return stepEnded, "", ""
		}
		return stepReplied, "", ""
	}

	results, launches, records := t.runTools(calls)
	cancelled := ctx.Err() != nil && t.cancelledByUser.Load()
	var blocks []session.Block
	for i := range results {
		if cancelled && results[i].Async {
			// Cancelled before it started: it never will.
			results[i] = session.ToolResult{ToolCallID: results[i].ToolCallID, Name: results[i].Name,
				Error: &session.ToolError{Code: tools.CodeCancelled, Message: "the turn was cancelled before this background call started"}}
		}
		blocks = append(blocks, session.Block{Type: session.BlockToolResult, ToolResult: &results[i]})
	}
	res := t.entry(session.EntryToolResult, session.RoleTool, blocks, session.EntryMeta{})
	if cancelled {
		// The user cancelled while tools ran. The calls stay on record with
		// their results (a command that ran may have changed things); a call
		// cut short says it was cancelled, with what it printed so far.
		if _, err := t.saveStep(nil, append([]session.Entry{reply, res, t.entry(session.EntryLLMCall, "", nil, callMeta)}, records...)...); err != nil {
			return stepStopped, session.TurnCancelled, "saving the cancelled tool calls: " + err.Error()
		}
		return stepStopped, session.TurnCancelled, ""
	}
	ops := make([]session.AsyncOp, len(launches))
	for i, l := range launches {
		ops[i] = l.op
	}
	// A delegation's record comes right after the group (see spawnSink).
	saved, err := t.saveStep(ops, append([]session.Entry{reply, res, t.entry(session.EntryLLMCall, "", nil, callMeta)}, records...)...)
	if err != nil {
		return stepStopped, t.failStatus(), "saving tool results: " + err.Error()
	}
	// Background work starts only once its call is saved, so after a crash
	// an operation is on record exactly when the agent knows it started it.
	for i := range launches {
		launches[i].op.CallEntryID = saved[0].ID
		t.launch(launches[i])
	}
	return stepMore, "", ""
}

// input is this step's context input (ReadInput) from the path up to the
// turn's newest entry, read whole only as far back as the context reaches.
// Compaction never runs here: when the branch outgrew the window the
// context is the last summary and the newest entries that fit (see
// Messages), and a background compaction is started.
func (t *turnRun) input(cctx context.Context) (ContextInput, error) {
	// The reads are short and not cancelled midway: a cancellable context
	// costs each query a goroutine watching it. A cancel during them is
	// seen right after.
	ctx := context.WithoutCancel(cctx)
	spec := InputSpec{Agent: t.def, Conversation: t.conv, TurnID: t.turn.ID, InputEntryID: t.turn.InputEntryID,
		Branch: t.turn.Branch, Live: true, Tools: t.tools.Specs(t.def.Tools), Now: time.Now()}
	in, err := ReadInput(ctx, t.rt.store, spec, func(n int) ([]session.Entry, int, error) {
		if n == firstWhole {
			if p, ok := t.readOn(ctx); ok {
				t.seen = p
				return p.path, p.from, nil
			}
		}
		path, from, err := t.rt.store.PathToNewest(ctx, t.leaf, n)
		if err != nil {
			return nil, 0, fmt.Errorf("reading the conversation: %w", err)
		}
		t.seen = readPath{path, from}
		return path, from, nil
	})
	if err == nil {
		err = cctx.Err()
	}
	if err != nil {
		return ContextInput{}, err
	}
	if window := t.def.Profile.ContextWindow; window > 0 {
		t.viewTokens = uncompactedTokens(in.Path)
		if t.viewTokens >= window*3/compactNeedPart && !t.compacted {
			t.compacted = true
			t.rt.compactInBackground(t.turn.ConversationID, t.turn.Branch, t.turn.ID, t.seen)
		}
	}
	return in, nil
}

// compactAhead starts a background compaction after the turn when its
// branch has outgrown half the window, so the next turn finds a summary.
func (t *turnRun) compactAhead() {
	if window := t.def.Profile.ContextWindow; window > 0 && !t.compacted && t.viewTokens >= window/compactAheadPart {
		t.compacted = true
		t.rt.compactInBackground(t.turn.ConversationID, t.turn.Branch, t.turn.ID, t.seen)
	}
}

func (t *turnRun) failStatus() string {
	if s := t.stopStatus(); t.ctx.Err() != nil {
		return s
	}
	return session.TurnFailed
}

func orDefault(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// log publishes a lifecycle record of this turn for the event log.
func (t *turnRun) log(name string, dur time.Duration, data map[string]any) {
	t.rt.logEvent(name, t.turn.ConversationID, t.turn.ID, t.def.Name, dur, data)
}

// setTurn records the turn's new state; Runtime.ActiveTurns reads it from
// other goroutines.
func (t *turnRun) setTurn(tu session.Turn) {
	t.mu.Lock()
	t.turn = tu
	t.mu.Unlock()
}

func (t *turnRun) entry(kind, role string, content []session.Block, meta session.EntryMeta) session.Entry {
	e := session.Entry{Kind: kind, Role: role, Author: t.def.Name, TurnID: t.turn.ID, Content: content}
	e.SetMeta(meta)
	return e
}

// save appends entries on the turn's own branch (whatever branch the user
// looks at now) and moves the turn's leaf.
func (t *turnRun) save(es ...session.Entry) ([]session.Entry, error) {
	saved, err := t.rt.Append(t.ctx, t.turn.ConversationID, t.turn.Branch, es...)
	if err != nil {
		t.rt.opts.Log.Error("saving entries", "turn", t.turn.ID, "err", err)
		return nil, err
	}
	t.moveLeaf(saved)
	return saved, nil
}

func (t *turnRun) notice(msg string) {
	e := t.entry(session.EntryNotice, session.RoleSystem, []session.Block{session.TextBlock(msg)}, session.EntryMeta{})
	t.save(e)
}

// saveStep saves a step's entries together with the turn's checkpoint.
func (t *turnRun) saveStep(ops []session.AsyncOp, es ...session.Entry) ([]session.Entry, error) {
	return t.saveStepEnding("", ops, es...)
}

// saveStepEnding is saveStep that also ends the turn with final (when not
// ""; the turn's status then tells whether it did: see endSaved).
func (t *turnRun) saveStepEnding(final string, ops []session.AsyncOp, es ...session.Entry) ([]session.Entry, error) {
	after := final == session.TurnCompleted && t.afterTurnDue()
	saved, tu, err := t.rt.appendStep(t.ctx, t.turn.ConversationID, t.turn.Branch, es, session.Checkpoint{
		ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Step: t.steps, Usage: t.usage, AfterTurn: after}, ops, final)
	if err != nil {
		t.rt.opts.Log.Error("saving step", "turn", t.turn.ID, "err", err)
		return nil, err
	}
	t.afterPending = after && tu.Status == final
	t.moveLeaf(saved)
	t.setTurn(tu)
	return saved, nil
}

// moveLeaf makes the newest of saved, entries of this turn just appended,
// the turn's leaf. When they hang right below the end of the path the last
// step read (nothing else was appended in between), that path followed by
// them is the path to the new leaf, and the next step reads none of it
// (see readOn); saved hold their content as stored.
func (t *turnRun) moveLeaf(saved []session.Entry) {
	t.leaf = saved[len(saved)-1].ID
	if n := len(t.seen.path); n > 0 && saved[0].ParentID == t.seen.path[n-1].ID {
		t.seen = readPath{append(t.seen.path[:n:n], saved...), t.seen.from}
	}
}

// readOn is the path to the turn's newest entry as the previous step read
// it followed by what was appended after its end, when that end is still
// on the path (it always is, unless the branch was rewritten): a step
// after the first reads only the new entries of a long branch.
func (t *turnRun) readOn(ctx context.Context) (readPath, bool) {
	n := len(t.seen.path)
	if n == 0 {
		return readPath{}, false
	}
	if t.seen.path[n-1].ID == t.leaf {
		// moveLeaf extended it: the path to an entry never changes.
		return t.seen, true
	}
	tail, _, err := t.rt.store.PathToTail(ctx, t.leaf, readOnTail)
	if err != nil {
		return readPath{}, false
	}
	return t.seen.on(tail)
}
