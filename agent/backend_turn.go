package agent

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// LogBackendSessionGone is the event log's record of a CLI session that
// was gone when a message resumed it (a new one was started).
const LogBackendSessionGone = "backend.session_gone"

// backendUsage is what a CLI run used, and the session's running totals to
// keep for the next run: prev is the record of the run it resumed.
func (t *turnRun) backendUsage(b *backendRun, resume string, prev session.EntryMeta) (session.Usage, *session.Usage) {
	u := b.usage
	var totals *session.Usage
	if b.totals != nil {
		// The CLI reported its session's running totals: the run's own
		// usage is what they grew by since the session's previous run.
		totals = b.totals
		u = *totals
		if b.sessionID == "" || b.sessionID == resume {
			u = usageSince(*totals, prev.BackendTotals)
		}
	} else if b.sessionID == "" || b.sessionID == resume {
		totals = prev.BackendTotals // a run that reported nothing leaves them as they were
	}
	if !b.costed {
		u.Cost = t.def.Profile.Cost(u)
	}
	if u.Calls == 0 {
		u.Calls = 1 // a CLI that does not count its model calls made at least one
	}
	return u, totals
}

// backendTurn runs a turn of an agent whose backend is an agent CLI. The
// CLI runs its own loop and tools; grove gives it the agent's context and
// the messages it has not seen, and records what it reports as the turn's
// entries: each assistant message with the tool calls it made, saved with
// their results once every call is answered; text as it arrives on the bus;
// at the end an llm_call record with the usage, the cost when the CLI
// reports it, and the CLI's session id, which the agent's next message on
// this branch resumes.
//
// A cancel stops the CLI's process group; what it said is kept, marked
// interrupted. Output that ends early or a failure of the CLI fails the
// turn, keeping everything read before; calls left unanswered get a failed
// result saying why. A line that is not JSON is skipped with a notice and
// the turn's issue "malformedBackendOutput".
func (t *turnRun) backendTurn() (string, string) {
	if t.ctx.Err() != nil {
		return t.stopStatus(), ""
	}
	if msg := t.backendOverBudget(); msg != "" {
		t.notice(msg)
		return session.TurnIncomplete, msg
	}
	if err := t.rt.acquireSlot(t.ctx, t.turn.ID, t.def.Name); err != nil {
		return t.stopStatus(), ""
	}
	defer t.rt.releaseSlot(t.turn.ID)
	ctx := t.ctx
	inv, prev, status, msg := t.backendInvocation(ctx)
	if status != "" {
		return status, msg
	}
	resume := inv.Resume
	b := &backendRun{t: t, results: map[string]session.ToolResult{}}
	defer t.live.stop()
	t0 := time.Now()
	t.log(LogStepStarted, -1, map[string]any{"step": t.steps + 1, "backend": t.def.Backend})
	runErr := backend.Run(ctx, inv, backend.Options{Getenv: t.rt.opts.BackendEnv}, b.on)
	if backend.SessionGone(t.def.Backend, resume, runErr) && ctx.Err() == nil {
		// The CLI no longer has the session: a new one starts with the
		// conversation's context, as for the agent's first message here.
		if fresh, err := t.freshInvocation(inv); err == nil {
			t.notice(fmt.Sprintf("The %s session %s was gone; started a new one with this conversation's context.", backend.Title(t.def.Backend), resume))
			t.log(LogBackendSessionGone, -1, map[string]any{"backend": t.def.Backend, "session": resume})
			inv, resume, prev = fresh, "", session.EntryMeta{}
			b = &backendRun{t: t, results: map[string]session.ToolResult{}}
			runErr = backend.Run(ctx, inv, backend.Options{Getenv: t.rt.opts.BackendEnv}, b.on)
		}
	}
	t.log(LogStepCompleted, time.Since(t0), map[string]any{"step": t.steps, "backend": t.def.Backend})

	var re *backend.RunError
	if errors.As(runErr, &re) && re.Class == backend.ClassNotInstalled {
		t.notice(re.Message)
		return session.TurnFailed, re.Message
	}
	u, totals := t.backendUsage(b, resume, prev)
	model := orDefault(b.model, orDefault(t.def.Profile.Model, "default"))
	t.usage.Add(t.def.Backend+"/"+model, u)
	call := session.EntryMeta{Provider: t.def.Backend, Model: model, Usage: &u, LatencyMs: time.Since(t0).Milliseconds(),
		BackendSession: b.sessionID, BackendTotals: totals, StopReason: llm.StopEndTurn}
	if b.sessionID == "" {
		call.BackendSession = resume // a run that failed early keeps the session it resumed
	}
	if len(b.malformed) > 0 {
		t.notice(fmt.Sprintf("%s printed %d line(s) grove could not read and skipped: %s", t.def.Backend, len(b.malformed), strings.Join(b.malformed, "; ")))
		if tu, err := t.rt.store.UpdateTurn(context.WithoutCancel(ctx), t.turn.ID, session.TurnUpdate{AddIssue: "malformedBackendOutput"}); err == nil {
			t.setTurn(tu)
		}
	}
	switch {
	case runErr == nil:
		if err := b.flush(cutReason{}, t.entry(session.EntryLLMCall, "", nil, call)); err != nil {
			return t.failStatus(), "saving the reply: " + err.Error()
		}
		if b.saveErr != nil { // a step saved during the run was lost
			return t.failStatus(), "saving a step of the reply: " + b.saveErr.Error()
		}
		return "", ""
	case ctx.Err() != nil || (re != nil && re.Class == backend.ClassCanceled):
		call.StopReason, call.Error, call.ErrorClass = llm.StopCanceled, "cancelled", backend.ClassCanceled
		cut := cutReason{"cancelled before it finished", session.ErrorClassCanceled}
		if t.stopStatus() == keepActive {
			cut = cutReason{session.ClosedMidReply, session.ErrorClassClosed}
		}
		b.flush(cut, t.entry(session.EntryLLMCall, "", nil, call))
		return t.stopStatus(), ""
	default:
		msg, class := runErr.Error(), backend.ClassFailed
		if re != nil {
			class = re.Class
		}
		call.StopReason, call.Error, call.ErrorClass = llm.StopError, msg, class
		b.flush(cutReason{msg, class}, t.entry(session.EntryLLMCall, "", nil, call))
		t.notice("The reply failed: " + msg)
		return session.TurnFailed, msg
	}
}

// backendRun collects one CLI run's events into entries.
type backendRun struct {
	t *turnRun
	// pending is the assistant message being built: text, thinking and the
	// tool calls made since the last saved step.
	pending   []session.Block
	results   map[string]session.ToolResult
	sessionID string
	model     string
	usage     session.Usage
	totals    *session.Usage // the session's running totals, when the CLI reports them
	costed    bool
	malformed []string
	saveErr   error
	// said and thought are the pending message's text and thinking as its
	// deltas streamed them, written as the turn's live text (liveStep)
	// once streaming began (streaming).
	said, thought strings.Builder
	streaming     bool
	// openText and openThinking are the blocks whose deltas streamed and
	// whose whole block has not come yet; a run cut before it comes keeps
	// them as they stand.
	openText, openThinking strings.Builder
	textOpen               bool
}

// delta publishes a piece of a text or thinking block as it streams.
func (b *backendRun) delta(ev backend.Event) {
	t := b.t
	if ev.Text == "" {
		return
	}
	d := Event{Kind: EvDelta, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Branch: t.turn.Branch}
	if ev.Kind == backend.Text {
		d.Text = ev.Text
		if !b.textOpen {
			b.textOpen = true
			if session.Text(b.pending) != "" {
				d.Text = "\n\n" + d.Text
			}
		}
		b.openText.WriteString(ev.Text)
	} else {
		d.Thinking = ev.Text
		b.openThinking.WriteString(ev.Text)
	}
	t.rt.bus.Publish(d)
	b.stream(d.Text, d.Thinking)
}

// pendingStreamed adds to the pending message a whole block whose deltas
// were published.
func (b *backendRun) pendingStreamed(ev backend.Event) {
	if ev.Kind == backend.Text {
		b.textOpen = false
		b.openText.Reset()
		if strings.TrimSpace(ev.Text) != "" {
			b.pending = append(b.pending, session.TextBlock(ev.Text))
		}
		return
	}
	b.openThinking.Reset()
	if strings.TrimSpace(ev.Text) != "" {
		b.pending = append(b.pending, session.Block{Type: session.BlockThinking, Text: ev.Text})
	}
}

func (b *backendRun) on(ev backend.Event) {
	t := b.t
	switch ev.Kind {
	case backend.Session:
		if ev.SessionID != "" {
			b.sessionID = ev.SessionID
		}
		if ev.Model != "" {
			b.model = ev.Model
		}
	case backend.Text, backend.Thinking:
		if ev.Delta {
			b.delta(ev)
			return
		}
		if ev.Streamed {
			// Its deltas went out already: the whole block only joins the
			// message.
			b.pendingStreamed(ev)
			return
		}
		if strings.TrimSpace(ev.Text) == "" {
			return
		}
		d := Event{Kind: EvDelta, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Branch: t.turn.Branch}
		if ev.Kind == backend.Text {
			text := ev.Text
			if session.Text(b.pending) != "" {
				text = "\n\n" + text
			}
			b.pending = append(b.pending, session.TextBlock(ev.Text))
			d.Text = text
		} else {
			b.pending = append(b.pending, session.Block{Type: session.BlockThinking, Text: ev.Text})
			d.Thinking = ev.Text
		}
		t.rt.bus.Publish(d)
		b.stream(d.Text, d.Thinking)
	case backend.ToolCall:
		c := *ev.Call
		if c.ID == "" {
			c.ID = session.NewID()
		}
		b.pending = append(b.pending, session.Block{Type: session.BlockToolCall, ToolCall: &c})
		t.rt.bus.Publish(Event{Kind: EvToolStarted, ConversationID: t.turn.ConversationID, TurnID: t.turn.ID, Branch: t.turn.Branch, ToolCall: &c})
		t.log(LogToolStarted, -1, map[string]any{"tool": c.Name, "call": c.ID, "backend": t.def.Backend})
	case backend.ToolResult:
		r := *ev.Result
		open := false
		for _, c := range session.ToolCalls(b.pending) {
			if c.ID == r.ToolCallID {
				r.Name, open = c.Name, true
			}
		}
		if !open {
			return // a result for a call grove never saw (a subagent's)
		}
		b.results[r.ToolCallID] = r
		t.logTool(r, 0)
		for _, c := range session.ToolCalls(b.pending) {
			if _, ok := b.results[c.ID]; !ok {
				return
			}
		}
		b.flush(cutReason{})
	case backend.Usage:
		if ev.Totals {
			u := ev.Usage
			b.totals = &u
			break
		}
		b.usage.Add(ev.Usage)
		b.costed = b.costed || ev.Costed
		if ev.SessionID != "" {
			b.sessionID = ev.SessionID
		}
	case backend.Notice:
		t.notice(ev.Text)
	case backend.Malformed:
		b.malformed = append(b.malformed, fmt.Sprintf("line %d (%s): %s", ev.Line, ev.Error, ev.Text))
	}
}

// stream adds a delta to the pending message's live text, which other
// processes show while the CLI runs: a piece of a block as Claude Code
// streams it, or a whole message from the CLIs that report only those; it
// goes to the store at most every liveEvery.
func (b *backendRun) stream(text, thinking string) {
	t := b.t
	if !b.streaming {
		t.live.begin(t.ctx, t.rt.store, t.rt.opts.Log, t.turn.ID, t.steps+1)
		b.streaming = true
	}
	b.said.WriteString(text)
	b.thought.WriteString(thinking)
	t.live.update(b.said.String(), b.thought.String())
}

// cutReason is why a run stopped before the CLI finished and the error
// class that says who stopped it; the zero value is a run that finished.
type cutReason struct{ why, class string }

// flush saves the pending message (marked interrupted when the run
// stopped) with results for its calls — a call the CLI never answered gets
// a failed result saying why — and any records after it, as one step.
func (b *backendRun) flush(cut cutReason, extra ...session.Entry) error {
	t := b.t
	why := cut.why
	// No live write after the save, which deletes what was written.
	t.live.stop()
	b.said.Reset()
	b.thought.Reset()
	b.streaming = false
	// Blocks cut while streaming are kept as far as they came.
	if s := b.openThinking.String(); strings.TrimSpace(s) != "" {
		b.pending = append(b.pending, session.Block{Type: session.BlockThinking, Text: s})
	}
	if s := b.openText.String(); strings.TrimSpace(s) != "" {
		b.pending = append(b.pending, session.TextBlock(s))
	}
	b.openText.Reset()
	b.openThinking.Reset()
	b.textOpen = false
	var es []session.Entry
	if len(b.pending) > 0 {
		meta := session.EntryMeta{Provider: t.def.Backend, Model: orDefault(b.model, t.def.Profile.Model), Interrupted: why != ""}
		meta.Error, meta.ErrorClass = why, cut.class
		es = append(es, t.entry(session.EntryMessage, session.RoleAssistant, b.pending, meta))
		if calls := session.ToolCalls(b.pending); len(calls) > 0 {
			var blocks []session.Block
			for _, c := range calls {
				r, ok := b.results[c.ID]
				if !ok {
					r = session.ToolResult{ToolCallID: c.ID, Name: c.Name, Error: &session.ToolError{Code: tools.CodeExecutionFailed,
						Message: "interrupted: " + t.def.Backend + " stopped before reporting a result (" + why + ")"}}
				}
				blocks = append(blocks, session.Block{Type: session.BlockToolResult, ToolResult: &r})
			}
			es = append(es, t.entry(session.EntryToolResult, session.RoleTool, blocks, session.EntryMeta{}))
		}
		t.steps++
	}
	es = append(es, extra...)
	b.pending, b.results = nil, map[string]session.ToolResult{}
	if len(es) == 0 {
		return nil
	}
	if _, err := t.saveStep(nil, es...); err != nil {
		b.saveErr = err
		return err
	}
	return nil
}

// usageSince is the usage a session's running totals grew by since the
// totals of its previous run (nil: none recorded). Totals below the previous
// ones (a session whose count began again) are the run's own.
func usageSince(totals session.Usage, prev *session.Usage) session.Usage {
	if prev == nil || totals.InputTokens < prev.InputTokens || totals.OutputTokens < prev.OutputTokens ||
		totals.CacheReadTokens < prev.CacheReadTokens || totals.CacheWriteTokens < prev.CacheWriteTokens || totals.Cost < prev.Cost {
		return totals
	}
	return session.Usage{InputTokens: totals.InputTokens - prev.InputTokens, OutputTokens: totals.OutputTokens - prev.OutputTokens,
		CacheReadTokens: totals.CacheReadTokens - prev.CacheReadTokens, CacheWriteTokens: totals.CacheWriteTokens - prev.CacheWriteTokens,
		Cost: totals.Cost - prev.Cost}
}

// backendSession finds the llm_call record of the agent's last run on this
// path that recorded a CLI session (its BackendSession; zero when none);
// from is where the messages it has not seen begin.
func backendSession(view []session.Entry, def config.Definition) (rec session.EntryMeta, from int) {
	for i := len(view) - 1; i >= 0; i-- {
		e := view[i]
		if e.Kind != session.EntryLLMCall || e.Author != def.Name {
			continue
		}
		if m := e.Meta(); m.Provider == def.Backend && m.BackendSession != "" {
			return m, i + 1
		}
	}
	return session.EntryMeta{}, 0
}

// sawExcluded reports whether the CLI session whose record is recID may
// hold an entry the branch now excludes: one not found after the record on
// path (the part of the path read). Such a session is not resumed; a new
// one starts with the context as the branch gives it.
func sawExcluded(path []session.Entry, recID string, excluded map[string]bool) bool {
	if len(excluded) == 0 {
		return false
	}
	after, past := 0, false
	for _, e := range path {
		if past && excluded[e.ID] {
			after++
		}
		past = past || e.ID == recID
	}
	return after < len(excluded)
}

// backendStore is what backendInput reads.
type backendStore interface {
	InputStore
	PathToTail(ctx context.Context, entryID string, n int) ([]session.Entry, bool, error)
}

// backendTail is how many of the newest entries backendInput looks for
// the session in first.
const backendTail = 64

// backendInput is what a CLI backend's run at leaf is given: the record of
// the run whose session it resumes (backendSession of the turn's view,
// TurnPath; zero for none) and
// the context input of the part of the view after it. The path is read
// whole only as far back as that reaches: to the agent's newest llm_call
// record with its session, or, when it has none on the path, as far as a
// context builder reads the whole view (see reach). Only the agent's
// llm_call records tell a session, so the read widens while one of them
// lies in the part read in outline. A session among the newest entries
// (the turn's input with them) is found in them alone.
func backendInput(ctx context.Context, st backendStore, s InputSpec, leaf string) (session.EntryMeta, ContextInput, error) {
	lv, err := excludedLive(ctx, st, s)
	if err != nil {
		return session.EntryMeta{}, ContextInput{}, err
	}
	tail, _, err := st.PathToTail(ctx, leaf, backendTail)
	if err != nil {
		return session.EntryMeta{}, ContextInput{}, err
	}
	// The view of the tail is the end of the path's when the input is in
	// it: TurnPath hides only turns that wrote after the input.
	if s.InputEntryID == "" || slices.ContainsFunc(tail, func(e session.Entry) bool { return e.ID == s.InputEntryID }) {
		s.Path = tail
		in := lv.input(s)
		if rec, i := backendSession(in.Path, s.Agent); rec.BackendSession != "" {
			if sawExcluded(s.Path, in.Path[i-1].ID, lv.excluded) {
				in, err := backendFreshInput(ctx, st, s, leaf)
				return session.EntryMeta{}, in, err
			}
			in.Path = in.Path[i:]
			return rec, in, nil
		}
	}
	for n := firstWhole; ; n *= 4 {
		path, from, err := st.PathToNewest(ctx, leaf, n)
		if err != nil {
			return session.EntryMeta{}, ContextInput{}, err
		}
		s.Path = path
		in := lv.input(s)
		// The entries read whole are a suffix of the path, so of the view:
		// in.Path[k:].
		whole := make(map[string]bool, len(path)-from)
		for _, e := range path[from:] {
			whole[e.ID] = true
		}
		k := len(in.Path)
		for k > 0 && whole[in.Path[k-1].ID] {
			k--
		}
		if rec, i := backendSession(in.Path[k:], s.Agent); rec.BackendSession != "" {
			if sawExcluded(path, in.Path[k+i-1].ID, lv.excluded) {
				in, err := backendFreshInput(ctx, st, s, leaf)
				return session.EntryMeta{}, in, err
			}
			in.Path = in.Path[k+i:]
			return rec, in, nil
		}
		if slices.ContainsFunc(in.Path[:k], func(e session.Entry) bool {
			return e.Kind == session.EntryLLMCall && e.Author == s.Agent.Name
		}) {
			continue
		}
		in, ok, err := reach(ctx, st, s, lv, from)
		if err != nil || ok {
			return session.EntryMeta{}, in, err
		}
	}
}

// backendPrompt renders the assembled messages as one prompt: the messages
// the CLI has not seen, then the new message (the last text of the user).
// When nothing new is left (a turn resumed after an interruption) it asks
// the CLI to go on.
func backendPrompt(msgs []llm.Message) string {
	type item struct {
		role llm.Role
		b    session.Block
	}
	var items []item
	last := -1
	for _, m := range msgs {
		for _, bl := range m.Content {
			if m.Role == llm.RoleUser && bl.Type == session.BlockText && strings.TrimSpace(bl.Text) != "" {
				last = len(items)
			}
			items = append(items, item{m.Role, bl})
		}
	}
	if last < 0 {
		return "grove was interrupted before your answer was complete. Continue where you stopped."
	}
	var b strings.Builder
	if len(items) > 1 {
		b.WriteString("Messages of this conversation you have not seen yet, oldest first:\n\n")
		for i, it := range items {
			if i != last {
				renderBlock(&b, it.role, it.b)
			}
		}
		b.WriteString("\nThe message to answer now:\n\n")
	}
	b.WriteString(items[last].b.Text)
	if last < len(items)-1 {
		b.WriteString("\n\n(You had started answering it; continue where you stopped.)")
	}
	return b.String()
}

func renderBlock(b *strings.Builder, role llm.Role, bl session.Block) {
	who := "user"
	if role == llm.RoleAssistant {
		who = "you"
	}
	switch {
	case bl.Type == session.BlockText && strings.TrimSpace(bl.Text) != "":
		if role == llm.RoleUser && strings.HasPrefix(bl.Text, "[") {
			fmt.Fprintf(b, "%s\n", bl.Text) // another agent's words, already attributed
		} else {
			fmt.Fprintf(b, "%s: %s\n", who, bl.Text)
		}
	case bl.ToolCall != nil:
		fmt.Fprintf(b, "%s called %s %s\n", who, bl.ToolCall.Name, clip.Text(string(bl.ToolCall.Arguments), 300))
	case bl.ToolResult != nil:
		fmt.Fprintf(b, "result of %s: %s\n", bl.ToolResult.Name, clip.Text(llm.ToolResultText(bl.ToolResult), 600))
	}
}

// backendInvocation reads what a CLI run of the turn is given: the
// context, the messages and the session it resumes (prev is that session's
// record). A status is set when it could not.
func (t *turnRun) backendInvocation(ctx context.Context) (inv backend.Invocation, prev session.EntryMeta, status, msg string) {
	var in ContextInput
	var err error
	prev, in, err = backendInput(ctx, t.rt.store, InputSpec{Agent: t.def, TurnID: t.turn.ID,
		InputEntryID: t.turn.InputEntryID, Conversation: session.Conversation{ID: t.turn.ConversationID}, Branch: t.turn.Branch, Now: time.Now()}, t.leaf)
	resume := prev.BackendSession
	if err != nil {
		return inv, prev, t.failStatus(), "reading the conversation: " + err.Error()
	}
	if t.conv, err = t.rt.store.Conversation(ctx, t.turn.ConversationID); err != nil {
		return inv, prev, t.failStatus(), err.Error()
	}
	in.Conversation = t.conv
	req, err := t.rt.opts.Context.Build(ctx, in)
	if err != nil {
		return inv, prev, session.TurnFailed, "assembling the context: " + err.Error()
	}
	// A text file attached goes into the prompt; what the CLI cannot take is named.
	if req, err = resolveAttachmentsTo(ctx, t.rt.store, t.def.Profile, req, true); err != nil {
		return inv, prev, t.failStatus(), err.Error()
	}
	inv = backend.Invocation{Backend: t.def.Backend, Dir: t.def.WorkDir, Model: t.def.Profile.Model,
		System: req.System, Prompt: backendPrompt(req.Messages), Resume: resume, Args: t.def.BackendArgs}
	if resume != "" && t.def.Backend != backend.Claude {
		// The session already holds the context given with its first
		// message; only Claude Code takes it per run (appended system prompt).
		inv.System = ""
	}
	return inv, prev, "", ""
}
