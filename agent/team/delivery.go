package team

import (
	"cmp"
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// agentLoop is one agent's delivery loop in one workspace (or its DMs for
// scheduled wake-ups): it starts the turns of its instructions. A crash
// restarts it with backoff; too many crashes leave it in the error state.
type agentLoop struct {
	key      string
	wsID     string
	agent    string
	ch       chan session.Instruction
	current  *session.Instruction
	restarts int
	state    string // "", "error"
	errMsg   string
}

// Deliver hands claimed instructions to their agents' loops (which live
// until Close; ctx is not used for them).
func (tm *Team) Deliver(_ context.Context, ins ...session.Instruction) {
	ctx := tm.ctx
	for _, in := range ins {
		key := in.WorkspaceID + "/" + in.Agent
		tm.mu.Lock()
		l := tm.loops[key]
		if l == nil {
			l = &agentLoop{key: key, wsID: in.WorkspaceID, agent: in.Agent, ch: make(chan session.Instruction, 256)}
			tm.loops[key] = l
			tm.wg.Add(1)
			go tm.supervise(ctx, l)
		}
		errored := l.state == "error"
		tm.mu.Unlock()
		tm.busyAdd(in.WorkspaceID, 1)
		if errored {
			tm.failInstruction(ctx, in, "agent "+in.Agent+" is in the error state: "+l.errMsg)
			continue
		}
		l.ch <- in
	}
}

// supervise runs an agent loop, restarting it after a crash with backoff.
func (tm *Team) supervise(ctx context.Context, l *agentLoop) {
	defer tm.wg.Done()
	for {
		crash := tm.loopBody(ctx, l)
		if crash == nil {
			return
		}
		tm.mu.Lock()
		l.restarts++
		n := l.restarts
		tm.mu.Unlock()
		tm.log.Warn("agent loop crashed", "loop", l.key, "restart", n, "err", crash)
		if n > tm.MaxRestarts {
			msg := fmt.Sprintf("%s's loop crashed %d times and was not restarted: %v", l.agent, n, crash)
			tm.mu.Lock()
			l.state, l.errMsg = "error", msg
			cur := l.current
			l.current = nil
			tm.mu.Unlock()
			if l.wsID != "" {
				if err := tm.st.SetAgentState(context.WithoutCancel(ctx), l.wsID, l.agent, session.AgentError, msg); err != nil {
					tm.log.Warn("agent state", "agent", l.agent, "err", err)
				}
			}
			if tm.rt != nil && tm.rt.Scheduler() != nil {
				tm.rt.Scheduler().SetError(l.agent, msg)
			}
			if cur != nil {
				tm.failInstruction(ctx, *cur, msg)
			}
			// Whatever else is queued fails too.
			for {
				select {
				case in := <-l.ch:
					tm.failInstruction(ctx, in, msg)
					continue
				default:
				}
				break
			}
			return
		}
		if err := tm.Sleep(ctx, tm.Backoff(n)); err != nil {
			return
		}
	}
}

// loopBody delivers instructions until ctx ends (nil) or it panics (the
// panic, with the instruction it was on kept for the restart).
func (tm *Team) loopBody(ctx context.Context, l *agentLoop) (crash error) {
	defer func() {
		if p := recover(); p != nil {
			crash = fmt.Errorf("%v", p)
		}
	}()
	for {
		tm.mu.Lock()
		cur := l.current
		tm.mu.Unlock()
		if cur == nil {
			select {
			case <-ctx.Done():
				return nil
			case in := <-l.ch:
				tm.mu.Lock()
				l.current = &in
				tm.mu.Unlock()
				cur = &in
			}
		}
		if tm.BeforeDeliver != nil {
			tm.BeforeDeliver(*cur)
		}
		in := *cur
		tm.mu.Lock()
		l.current = nil
		l.restarts = 0
		tm.mu.Unlock()
		tm.wg.Add(1)
		go func() {
			defer tm.wg.Done()
			defer tm.busyAdd(in.WorkspaceID, -1)
			if _, err := tm.run(ctx, in); err != nil {
				tm.log.Warn("instruction", "id", in.ID, "err", err)
			}
		}()
	}
}

func (tm *Team) failInstruction(ctx context.Context, in session.Instruction, msg string) {
	defer tm.busyAdd(in.WorkspaceID, -1)
	wctx := context.WithoutCancel(ctx)
	if err := tm.st.FinishInstruction(wctx, in.ID, session.InstructionFailed, "", msg); err != nil {
		tm.log.Warn("failing instruction", "id", in.ID, "err", err)
	}
	tm.report(wctx, in, msg)
}

// report tells about a failure: a system message in the workspace channel,
// or a notice in the DM.
func (tm *Team) report(ctx context.Context, in session.Instruction, msg string) {
	if in.WorkspaceID != "" {
		if ws, err := tm.st.Workspace(ctx, in.WorkspaceID); err == nil && ws.Status == session.WorkspaceRunning {
			if _, _, err := tm.Post(ctx, ws, "grove", "⚠ "+msg, tm.MaxDepth+1, ""); err != nil {
				tm.log.Warn("reporting a failure", "workspace", ws.ID, "err", err)
			}
		}
		return
	}
	e := session.Entry{Kind: session.EntryNotice, Role: session.RoleSystem, Author: "grove", Content: []session.Block{session.TextBlock("⚠ " + msg)}}
	if tm.rt != nil {
		if _, err := tm.rt.Append(ctx, in.ConversationID, session.DefaultBranch, e); err != nil {
			tm.log.Warn("reporting a failure", "conversation", in.ConversationID, "err", err)
		}
	}
}

// run starts an instruction's turn, waits for it, and finishes the work
// around it: inbox messages the agent saw are acknowledged, a reply that
// was not posted with channel_send goes to the channel, failures are
// reported there.
func (tm *Team) run(ctx context.Context, in session.Instruction) (session.Turn, error) {
	wctx := context.WithoutCancel(ctx)
	agentName := in.Agent
	var ws session.Workspace
	var seen []int64
	if in.WorkspaceID != "" {
		var err error
		if ws, err = tm.st.Workspace(ctx, in.WorkspaceID); err != nil || ws.Status != session.WorkspaceRunning {
			tm.busyAdd(in.WorkspaceID, 1)
			tm.failInstruction(ctx, in, fmt.Sprintf("workflow %q is not running", ws.Key()))
			return session.Turn{}, err
		}
		agentName = in.Agent + "@" + ws.Key()
		items, err := tm.st.Inbox(ctx, ws.ID, in.Agent)
		if err != nil {
			tm.busyAdd(in.WorkspaceID, 1)
			tm.failInstruction(ctx, in, fmt.Sprintf("%s could not read its inbox: %v", in.Agent, err))
			return session.Turn{}, err
		}
		for _, it := range items {
			seen = append(seen, it.ID)
		}
		if err := tm.st.SetAgentState(wctx, ws.ID, in.Agent, session.AgentRunning, ""); err != nil {
			tm.busyAdd(in.WorkspaceID, 1)
			tm.failInstruction(ctx, in, fmt.Sprintf("%s could not start: %v", in.Agent, err))
			return session.Turn{}, err
		}
	}
	t, err := tm.rt.Send(ctx, agent.SendRequest{ConversationID: in.ConversationID, Agent: agentName, Text: in.Text, Caller: in.Caller, Lane: agent.ParseLane(in.Lane)})
	if held(err) {
		tm.hold(wctx, in, ws)
		return t, nil
	}
	if err != nil {
		tm.busyAdd(in.WorkspaceID, 1)
		tm.failInstruction(ctx, in, fmt.Sprintf("%s could not start: %v", in.Agent, err))
		return t, err
	}
	if err := tm.st.FinishInstruction(wctx, in.ID, session.InstructionClaimed, t.ID, ""); err != nil {
		// The turn runs; without its id recorded the instruction cannot be
		// matched to it later, but it still ends below.
		tm.log.Warn("recording the turn of an instruction", "id", in.ID, "err", err)
	}
	return tm.finish(ctx, in, ws, seen, t)
}

// finish waits for an instruction's turn and records its outcome: agent
// state, acknowledged inbox, instruction status, the reply in the channel.
func (tm *Team) finish(ctx context.Context, in session.Instruction, ws session.Workspace, seen []int64, t session.Turn) (session.Turn, error) {
	wctx := context.WithoutCancel(ctx)
	done, err := tm.rt.WaitTurn(ctx, t.ID)
	if err != nil {
		return done, err
	}
	if done.Status == session.TurnActive {
		return done, nil // the runtime is closing; Recover resumes it
	}
	if ws.ID != "" {
		if err := tm.st.SetAgentState(wctx, ws.ID, in.Agent, session.AgentIdle, ""); err != nil && session.ErrorCode(err) != session.EINVALID {
			tm.log.Warn("agent state", "agent", in.Agent, "err", err) // EINVALID: the workspace stopped meanwhile
		}
		if len(seen) > 0 {
			if _, err := tm.st.AckInbox(wctx, ws.ID, in.Agent, seen); err != nil {
				tm.log.Warn("acknowledging the inbox", "agent", in.Agent, "err", err)
			}
		}
	}
	if done.Status != session.TurnCompleted {
		msg := fmt.Sprintf("%s's turn %s", in.Agent, done.Status)
		if done.Error != "" {
			msg += ": " + done.Error
		}
		if err := tm.st.FinishInstruction(wctx, in.ID, session.InstructionFailed, done.ID, msg); err != nil {
			return done, fmt.Errorf("recording the failed instruction %s: %w", in.ID, err)
		}
		if ws.ID != "" {
			tm.report(wctx, in, msg) // a DM already shows the failure as a notice
		}
		return done, nil
	}
	if err := tm.st.FinishInstruction(wctx, in.ID, session.InstructionDone, done.ID, ""); err != nil {
		return done, fmt.Errorf("recording the done instruction %s: %w", in.ID, err)
	}
	if ws.ID != "" {
		tm.postReply(wctx, ws, in, done)
	}
	return done, nil
}

// postReply posts a workspace turn's final answer to the channel unless
// the agent already spoke there with channel_send.
func (tm *Team) postReply(ctx context.Context, ws session.Workspace, in session.Instruction, t session.Turn) {
	path, err := tm.st.PathSince(ctx, t.ConversationID, t.Branch, t.InputEntryID)
	if err != nil {
		return
	}
	var last string
	for _, e := range path {
		if e.TurnID != t.ID {
			continue
		}
		for _, c := range session.ToolCalls(e.Content) {
			if c.Name == "channel_send" {
				return
			}
		}
		if e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
			if s := strings.TrimSpace(session.Text(e.Content)); s != "" {
				last = s
			}
		}
	}
	if last != "" {
		// An answer to an agent who asked goes back to it; an answer to an
		// answer does not bounce.
		replyTo := ""
		if in.Source == "channel" && in.Caller != "user" && in.Caller != "grove" {
			replyTo = in.Caller
		}
		if _, ins, err := tm.post(ctx, ws, in.Agent, last, in.Depth+1, tm.owner, replyTo); err == nil {
			tm.Deliver(tm.ctx, ins...)
		}
	}
}

// Pump claims pending instructions (queued by any process) and delivers
// them; it returns how many it took.
func (tm *Team) Pump(ctx context.Context) (int, error) {
	ins, err := tm.st.ClaimInstructions(ctx, tm.owner, 64)
	if err != nil {
		return 0, err
	}
	tm.Deliver(ctx, ins...)
	return len(ins), nil
}

// Busy reports how many instructions this process is delivering.
func (tm *Team) Busy() int64 { return tm.inflight.Load() }

// RunUntilIdle delivers pending work until nothing is queued anywhere and
// nothing is running here for a moment (grove run).
// The watch of changes it reads holds a read connection until it returns:
// a caller that loops over it (grove run waiting on proposals) must not
// pile them up until the pool has none left and the next call hangs.
func (tm *Team) RunUntilIdle(ctx context.Context, quiet time.Duration) error {
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	changes := tm.st.Changes(ctx, 100*time.Millisecond)
	var idleSince time.Time
	for {
		n, err := tm.Pump(ctx)
		if err != nil {
			return err
		}
		// The work of a stopped agent waits for it: it keeps no run going.
		pending, err := tm.st.DeliverablePending(ctx)
		if err != nil {
			return err
		}
		if n == 0 && pending == 0 && tm.Busy() == 0 {
			if idleSince.IsZero() {
				idleSince = time.Now()
			} else if time.Since(idleSince) >= quiet {
				return nil
			}
		} else {
			idleSince = time.Time{}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-changes:
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Serve delivers pending instructions as they are queued, runs the
// scheduled wake-ups of agents and closes the proposals whose deadline has
// passed, until ctx ends (grove serve, the TUI).
// agents is read again on every round, so an agent created, changed or
// removed while grove runs is scheduled, rescheduled or dropped without a
// restart.
func (tm *Team) Serve(ctx context.Context, agents func() []config.Definition) error {
	changes := tm.st.Changes(ctx, 200*time.Millisecond)
	wake := wakeups{}
	wake.plan(agents(), tm.Now())
	if _, err := tm.RecoverClaims(ctx); err != nil && ctx.Err() == nil {
		tm.log.Warn("recovering claimed instructions", "err", err)
	}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	// Instructions are queued by commits, which changes reports: the store
	// is read after one (or after a failed claim), not on every round.
	pump := true
	for {
		if pump {
			_, err := tm.Pump(ctx)
			if err != nil && ctx.Err() == nil {
				tm.log.Warn("claiming instructions", "err", err)
			}
			pump = err != nil
		}
		now := tm.Now()
		for _, d := range wake.plan(agents(), now) {
			if err := tm.WakeUp(ctx, d); err != nil {
				tm.log.Warn("wake-up", "agent", d.Name, "err", err)
			}
		}
		if _, err := tm.CloseDueProposals(ctx); err != nil && ctx.Err() == nil {
			tm.log.Warn("closing proposals past their deadline", "err", err)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-changes:
			pump = true
		case <-tick.C:
		}
	}
}

// wakeups is the schedule of Serve: when each scheduled agent wakes next,
// and at what interval that was planned.
type wakeups map[string]struct {
	at    time.Time
	every time.Duration
}

// plan brings the schedule up to date with agents at now and returns the
// agents due: a new agent (or one whose interval changed) first wakes one
// interval from now; an agent no longer listed, or no longer scheduled,
// is dropped.
func (w wakeups) plan(agents []config.Definition, now time.Time) []config.Definition {
	var due []config.Definition
	seen := make(map[string]bool, len(agents))
	for _, d := range agents {
		every := d.Schedule.Every
		if every <= 0 {
			continue
		}
		seen[d.Name] = true
		s, ok := w[d.Name]
		switch {
		case !ok || s.every != every:
			s.at, s.every = now.Add(every), every
		case !now.Before(s.at):
			s.at = now.Add(every)
			due = append(due, d)
		}
		w[d.Name] = s
	}
	for name := range w {
		if !seen[name] {
			delete(w, name)
		}
	}
	return due
}

// WakeUp queues an agent's scheduled wake-up (background lane): in the
// workspace its schedule names when that workflow is running and the agent
// is in it (the answer goes to its channel), else in the agent's personal
// DM thread, so every wake-up continues the one conversation.
func (tm *Team) WakeUp(ctx context.Context, d config.Definition) error {
	if tm.rt != nil && held(tm.rt.Held(ctx, d.Name)) {
		return nil // a stopped agent's wake-ups pause
	}
	prompt := cmp.Or(d.Schedule.Prompt, "Scheduled wake-up: check for pending work.")
	in := session.Instruction{Agent: d.Name, Text: prompt, Caller: "schedule", Lane: agent.LaneBackground.String(), Source: "schedule", ClaimedBy: tm.owner}
	if w := d.Schedule.Workspace; w != "" {
		wf, tag, _ := strings.Cut(w, ":")
		if ws, err := tm.st.RunningWorkspace(ctx, wf, tag); err == nil {
			for _, m := range mustAgents(tm.st.WorkspaceAgents(ctx, ws.ID)) {
				if m.Ref == d.Name && m.State != "stopped" {
					in.WorkspaceID, in.Agent, in.ConversationID = ws.ID, m.Name, m.ConversationID
				}
			}
		}
	}
	if in.ConversationID == "" {
		c, _, err := tm.st.PersonalThread(ctx, d.Name)
		if err != nil {
			return err
		}
		in.ConversationID = c.ID
	}
	in, err := tm.st.QueueInstruction(ctx, in)
	if err != nil {
		return err
	}
	tm.Deliver(ctx, in)
	return nil
}

func mustAgents(as []session.WorkspaceAgent, _ error) []session.WorkspaceAgent { return as }
