// Package team runs workspaces: the running instances of workflow files
// that a person sees in the sidebar, with their channel, documents, inboxes
// and members. It sits above the runtime (package agent): instructions
// become turns of the runtime, and the workspace tools are answered here.
package team

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"grove/agent"
	"grove/agent/config"
	"grove/agent/llm"
	"grove/session"
	"grove/tools"
)

// Team runs workspaces: it starts workflow instances in the
// store, posts to their channels with push (@mention) and pull delivery,
// turns queued instructions into turns of the runtime, runs scheduled
// wake-ups, and implements the workspace tools (tools.Team).
//
// Instructions live in the store, so any grove process serving workspaces
// (grove serve, grove run, the TUI) can pick up what another process
// queued (grove start, grove send @review).
type Team struct {
	st    *session.Store
	base  func(string) (config.Definition, error)
	log   *slog.Logger
	owner string

	// MaxDepth bounds chains of mentions: a message posted by a turn that
	// is itself MaxDepth mentions deep is delivered by pull only.
	MaxDepth int
	// MaxRestarts and Backoff drive the restart of a crashed agent loop
	// (1s, 2s, 4s… at most 30s, 5 times, then the error state).
	MaxRestarts int
	Backoff     func(restart int) time.Duration
	// Sleep waits (tests make it instant).
	Sleep func(ctx context.Context, d time.Duration) error
	// Now is the clock for wake-ups.
	Now func() time.Time
	// BeforeDeliver is called by an agent loop before it starts an
	// instruction (tests make it panic to simulate a crash).
	BeforeDeliver func(session.Instruction)

	rt       *agent.Runtime
	ctx      context.Context
	cancel   context.CancelFunc
	mu       sync.Mutex
	loops    map[string]*agentLoop
	inflight atomic.Int64
	wg       sync.WaitGroup
}

// NewTeam returns a Team; base resolves global agents. Bind a runtime
// before delivering anything.
func NewTeam(st *session.Store, base func(string) (config.Definition, error), log *slog.Logger) *Team {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	host, _ := os.Hostname()
	tm := &Team{st: st, base: base, log: log, owner: fmt.Sprintf("%s/%d/team-%s", host, os.Getpid(), session.NewID()), MaxDepth: 8, MaxRestarts: 5,
		Backoff: func(n int) time.Duration {
			d := time.Second << (n - 1)
			if n > 6 || d > 30*time.Second {
				d = 30 * time.Second
			}
			return d
		},
		Sleep: func(ctx context.Context, d time.Duration) error {
			select {
			case <-time.After(d):
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		},
		Now: time.Now, loops: map[string]*agentLoop{}}
	tm.ctx, tm.cancel = context.WithCancel(context.Background())
	liveTeams.Store(tm.owner, true)
	return tm
}

// liveTeams are the owners of the teams of this process not yet closed.
var liveTeams sync.Map

// claimerAlive tells whether the owner of a claim may still be running: a
// team of this process that is open, or a process of this host that
// exists. Claims of other hosts (or unknown owners) are left alone: their
// liveness cannot be seen from here.
func claimerAlive(owner string) bool {
	parts := strings.SplitN(owner, "/", 3)
	host, _ := os.Hostname()
	if len(parts) != 3 || parts[0] != host {
		return true
	}
	pid, err := strconv.Atoi(parts[1])
	if err != nil || pid <= 0 {
		return true
	}
	if pid == os.Getpid() {
		_, ok := liveTeams.Load(owner)
		return ok
	}
	return syscall.Kill(pid, 0) == nil
}

// RecoverClaims takes over the instructions claimed by processes that are
// gone, so that none stays claimed forever: one whose turn never started
// goes back to pending (Pump claims it again); one whose turn started is
// claimed by this team, which finishes it when the turn ends (Recover
// resumes the turn itself). It returns how many it took over.
func (tm *Team) RecoverClaims(ctx context.Context) (int, error) {
	claimed, err := tm.st.Instructions(ctx, session.InstructionClaimed)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, in := range claimed {
		if in.ClaimedBy == tm.owner || claimerAlive(in.ClaimedBy) {
			continue
		}
		if in.TurnID == "" {
			ok, err := tm.st.ReleaseInstruction(ctx, in.ID, in.ClaimedBy)
			if err != nil {
				return n, err
			}
			if ok {
				n++
			}
			continue
		}
		ok, err := tm.st.ReclaimInstruction(ctx, in.ID, in.ClaimedBy, tm.owner)
		if err != nil {
			return n, err
		}
		if !ok {
			continue
		}
		n++
		var ws session.Workspace
		if in.WorkspaceID != "" {
			if ws, err = tm.st.Workspace(ctx, in.WorkspaceID); err != nil {
				return n, err
			}
		}
		tm.wg.Add(1)
		go func(in session.Instruction, ws session.Workspace) {
			defer tm.wg.Done()
			if _, err := tm.finish(tm.ctx, in, ws, nil, session.Turn{ID: in.TurnID}); err != nil {
				tm.log.Warn("recovered instruction", "id", in.ID, "err", err)
			}
		}(in, ws)
	}
	return n, nil
}

// Bind sets the runtime the team delivers to.
func (tm *Team) Bind(rt *agent.Runtime) { tm.rt = rt }

// Close stops the agent loops and waits for the deliveries in flight
// (their turns stay active for recovery if the runtime closes too).
func (tm *Team) Close() {
	liveTeams.Delete(tm.owner)
	tm.cancel()
	tm.wg.Wait()
}

// Owner names this process's claims on instructions.
func (tm *Team) Owner() string { return tm.owner }

// Resolve resolves agent names, including workspace-qualified ones:
// "alice@review:main" is alice with the workflow's overrides and prompt
// append (her name, memory and notes unchanged); "helper@review:main" is
// an inline, workflow-local agent.
func (tm *Team) Resolve(ctx context.Context, name string) (config.Definition, error) {
	i := strings.IndexByte(name, '@')
	if i < 0 {
		return tm.base(name)
	}
	short, key := name[:i], name[i+1:]
	wf, tag, _ := strings.Cut(key, ":")
	ws, err := tm.st.RunningWorkspace(ctx, wf, tag)
	if cerr := ctx.Err(); cerr != nil {
		return config.Definition{}, fmt.Errorf("resolve %s: %w", name, cerr)
	}
	if err != nil {
		return config.Definition{}, fmt.Errorf("workflow %q is not running", key)
	}
	m, err := tm.st.WorkspaceAgent(ctx, ws.ID, short)
	if cerr := ctx.Err(); cerr != nil {
		return config.Definition{}, fmt.Errorf("resolve %s: %w", name, cerr)
	}
	if err != nil {
		return config.Definition{}, fmt.Errorf("%s is not a participant in workflow %q", short, ws.Workflow)
	}
	var d config.Definition
	if err := json.Unmarshal(m.Definition, &d); err != nil {
		return config.Definition{}, fmt.Errorf("agent %s in %s: %w", short, key, err)
	}
	return d.WithDefaults(), nil
}

// StartWorkflow runs the setup steps (in dir), starts an instance of wf
// with the tag ("" = main) and posts the interpolated kickoff to its
// channel as the user. Instructions the kickoff pushes are claimed by
// claimBy ("" leaves them for whichever process serves workspaces).
func (tm *Team) StartWorkflow(ctx context.Context, wf *config.Workflow, tag, dir string, vars map[string]string, claimBy string) (session.Workspace, []session.Instruction, error) {
	vars, err := wf.RunSetup(ctx, dir, vars)
	if err != nil {
		return session.Workspace{}, nil, err
	}
	if tag == "" {
		tag = "main"
	}
	key := wf.Name + ":" + tag
	var agents []session.WorkspaceAgent
	for _, a := range wf.Agents {
		d := a.Effective
		if a.Ref == "" {
			d.Name = a.Name + "@" + key
		}
		b, err := json.Marshal(d)
		if err != nil {
			return session.Workspace{}, nil, err
		}
		agents = append(agents, session.WorkspaceAgent{Name: a.Name, Ref: a.Ref, Definition: b, PromptAppend: a.Append})
	}
	ws, _, err := tm.st.StartWorkspace(ctx, session.NewWorkspace{Workflow: wf.Name, Tag: tag, Source: wf.Path, Vars: vars, Agents: agents})
	if err != nil {
		return ws, nil, err
	}
	var ins []session.Instruction
	if k := strings.TrimSpace(config.Interpolate(wf.Kickoff, vars)); k != "" {
		if _, ins, err = tm.Post(ctx, ws, "user", k, 0, claimBy); err != nil {
			return ws, nil, err
		}
	}
	return ws, ins, nil
}

// Stop stops a running workspace: agents detach (ref agents keep their
// personal context, inline agents end), queued work is dropped.
func (tm *Team) Stop(ctx context.Context, ws session.Workspace) error {
	return tm.st.StopWorkspace(ctx, ws.ID)
}

// Post writes a message to a workspace channel. Every other attached agent
// gets it in its inbox (pull); each @mentioned one also gets an
// instruction at immediate priority (push), unless the chain of mentions is
// already MaxDepth deep.
func (tm *Team) Post(ctx context.Context, ws session.Workspace, author, text string, depth int, claimBy string) (session.Entry, []session.Instruction, error) {
	return tm.post(ctx, ws, author, text, depth, claimBy, "")
}

// post is Post; replyTo (an agent who asked author) also gets the message
// pushed, as a reply (normal lane), unless it is mentioned anyway.
func (tm *Team) post(ctx context.Context, ws session.Workspace, author, text string, depth int, claimBy, replyTo string) (session.Entry, []session.Instruction, error) {
	members, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return session.Entry{}, nil, err
	}
	byName := map[string]session.WorkspaceAgent{}
	var recipients []string
	for _, m := range members {
		if m.State == "stopped" || m.Name == author {
			continue
		}
		byName[m.Name] = m
		recipients = append(recipients, m.Name)
	}
	mentioned := map[string]bool{}
	var ins []session.Instruction
	for _, name := range config.Mentions(text) {
		m, ok := byName[name]
		if !ok {
			continue
		}
		mentioned[name] = true
		if depth > tm.MaxDepth {
			continue
		}
		in := session.Instruction{WorkspaceID: ws.ID, Agent: name, ConversationID: m.ConversationID, Caller: author,
			Text: fmt.Sprintf("[#%s] %s: %s", ws.Key(), author, text), Lane: agent.LaneImmediate.String(), Source: "channel", Depth: depth}
		if claimBy != "" {
			in.ClaimedBy, in.Status = claimBy, "claimed"
		}
		ins = append(ins, in)
	}
	if m, ok := byName[replyTo]; ok && !mentioned[replyTo] && depth <= tm.MaxDepth {
		in := session.Instruction{WorkspaceID: ws.ID, Agent: replyTo, ConversationID: m.ConversationID, Caller: author,
			Text: fmt.Sprintf("[#%s] %s (answering you): %s", ws.Key(), author, text), Lane: agent.LaneNormal.String(), Source: "reply", Depth: depth}
		if claimBy != "" {
			in.ClaimedBy, in.Status = claimBy, "claimed"
		}
		ins = append(ins, in)
		mentioned[replyTo] = true
	}
	role := session.RoleAssistant
	if author == "user" {
		role = session.RoleUser
	}
	e := session.Entry{Kind: session.EntryMessage, Role: role, Author: author, Content: []session.Block{session.TextBlock(text)}}
	if author == "grove" {
		e.Kind, e.Role = session.EntryNotice, session.RoleSystem
	}
	return tm.st.PostToChannel(ctx, ws.ID, e, recipients, mentioned, ins)
}

// SendTo queues an instruction for one agent in a workspace (normal lane).
func (tm *Team) SendTo(ctx context.Context, ws session.Workspace, name, text, claimBy string) (session.Instruction, error) {
	m, err := tm.st.WorkspaceAgent(ctx, ws.ID, name)
	if err != nil || m.State == "stopped" {
		return session.Instruction{}, session.Errorf(session.ENOTFOUND, "%s is not a participant in workflow %q.\nAdd %s to %s first.", name, ws.Workflow, name, cmp.Or(ws.Source, ".workflows/"+ws.Workflow+".yaml"))
	}
	return tm.st.QueueInstruction(ctx, session.Instruction{WorkspaceID: ws.ID, Agent: name, ConversationID: m.ConversationID,
		Text: text, Caller: "user", Lane: agent.LaneNormal.String(), Source: "workspace", ClaimedBy: claimBy})
}

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
		tm.inflight.Add(1)
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
			defer tm.inflight.Add(-1)
			if _, err := tm.run(ctx, in); err != nil {
				tm.log.Warn("instruction", "id", in.ID, "err", err)
			}
		}()
	}
}

func (tm *Team) failInstruction(ctx context.Context, in session.Instruction, msg string) {
	defer tm.inflight.Add(-1)
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
			tm.inflight.Add(1)
			tm.failInstruction(ctx, in, fmt.Sprintf("workflow %q is not running", ws.Key()))
			return session.Turn{}, err
		}
		agentName = in.Agent + "@" + ws.Key()
		items, err := tm.st.Inbox(ctx, ws.ID, in.Agent)
		if err != nil {
			tm.inflight.Add(1)
			tm.failInstruction(ctx, in, fmt.Sprintf("%s could not read its inbox: %v", in.Agent, err))
			return session.Turn{}, err
		}
		for _, it := range items {
			seen = append(seen, it.ID)
		}
		if err := tm.st.SetAgentState(wctx, ws.ID, in.Agent, session.AgentRunning, ""); err != nil {
			tm.inflight.Add(1)
			tm.failInstruction(ctx, in, fmt.Sprintf("%s could not start: %v", in.Agent, err))
			return session.Turn{}, err
		}
	}
	t, err := tm.rt.Send(ctx, agent.SendRequest{ConversationID: in.ConversationID, Agent: agentName, Text: in.Text, Caller: in.Caller, Lane: agent.ParseLane(in.Lane)})
	if err != nil {
		tm.inflight.Add(1)
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
	path, err := tm.st.Path(ctx, t.ConversationID, t.Branch)
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
func (tm *Team) RunUntilIdle(ctx context.Context, quiet time.Duration) error {
	changes := tm.st.Changes(ctx, 100*time.Millisecond)
	var idleSince time.Time
	for {
		n, err := tm.Pump(ctx)
		if err != nil {
			return err
		}
		pending, err := tm.st.Instructions(ctx, "pending")
		if err != nil {
			return err
		}
		if n == 0 && len(pending) == 0 && tm.Busy() == 0 {
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

// Serve delivers pending instructions as they are queued and runs the
// scheduled wake-ups of agents, until ctx ends (grove serve, the TUI).
func (tm *Team) Serve(ctx context.Context, agents []config.Definition) error {
	changes := tm.st.Changes(ctx, 200*time.Millisecond)
	next := map[string]time.Time{}
	for _, d := range agents {
		if d.Schedule.Every > 0 {
			next[d.Name] = tm.Now().Add(d.Schedule.Every)
		}
	}
	if _, err := tm.RecoverClaims(ctx); err != nil && ctx.Err() == nil {
		tm.log.Warn("recovering claimed instructions", "err", err)
	}
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		if _, err := tm.Pump(ctx); err != nil && ctx.Err() == nil {
			tm.log.Warn("claiming instructions", "err", err)
		}
		now := tm.Now()
		for _, d := range agents {
			if at, ok := next[d.Name]; ok && !now.Before(at) {
				next[d.Name] = now.Add(d.Schedule.Every)
				if err := tm.WakeUp(ctx, d); err != nil {
					tm.log.Warn("wake-up", "agent", d.Name, "err", err)
				}
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-changes:
		case <-tick.C:
		}
	}
}

// WakeUp queues an agent's scheduled wake-up (background lane): in the
// workspace its schedule names when that workflow is running and the agent
// is in it, else in its DM context.
func (tm *Team) WakeUp(ctx context.Context, d config.Definition) error {
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
		c, err := tm.st.CreateConversation(ctx, session.NewConversation{Agent: d.Name, Title: "scheduled: " + agent.TitleFrom(prompt)})
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

// Member describes an agent of a workspace for team_members and the UI.
type Member struct {
	Name   string `json:"name"`
	Ref    string `json:"ref,omitempty"`
	State  string `json:"state"`
	Lane   string `json:"lane,omitempty"`
	Unread int    `json:"unread"`
	Error  string `json:"error,omitempty"`
}

// Members lists a workspace's agents with state (from this process's
// scheduler when it knows better) and unread inbox counts.
func (tm *Team) Members(ctx context.Context, ws session.Workspace) ([]Member, error) {
	as, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return nil, err
	}
	counts, err := tm.st.InboxCounts(ctx, ws.ID)
	if err != nil {
		return nil, err
	}
	var out []Member
	for _, a := range as {
		m := Member{Name: a.Name, Ref: a.Ref, State: a.State, Unread: counts[a.Name], Error: a.Error}
		if tm.rt != nil && tm.rt.Scheduler() != nil && a.State != "stopped" {
			name := a.Ref
			if name == "" {
				name = a.Name + "@" + ws.Key()
			}
			if st := tm.rt.Scheduler().State(name); st.State != "idle" || m.State == "running" {
				m.State, m.Lane = st.State, st.Lane
				if st.Error != "" {
					m.Error = st.Error
				}
			}
		}
		out = append(out, m)
	}
	return out, nil
}

// ---- tools.Team: the workspace tools, on behalf of the calling agent ----

func (tm *Team) caller(ctx context.Context, info tools.CallInfo) (session.Workspace, session.WorkspaceAgent, error) {
	fail := func(msg string) error { return &session.ToolError{Code: tools.CodeExecutionFailed, Message: msg} }
	if info.ConversationID == "" {
		return session.Workspace{}, session.WorkspaceAgent{}, fail("workspace tools need a calling conversation")
	}
	ws, err := tm.st.WorkspaceOf(ctx, info.ConversationID)
	if err != nil {
		return ws, session.WorkspaceAgent{}, fail("you are not working in a workspace here (this is a direct conversation); agents talk to each other only through a workspace channel")
	}
	if ws.Status != session.WorkspaceRunning {
		return ws, session.WorkspaceAgent{}, fail(fmt.Sprintf("workflow %q is no longer running", ws.Key()))
	}
	as, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return ws, session.WorkspaceAgent{}, err
	}
	for _, a := range as {
		if a.ConversationID == info.ConversationID {
			return ws, a, nil
		}
	}
	return ws, session.WorkspaceAgent{}, fail("this conversation is not an agent's thread in " + ws.Key())
}

// ChannelSend implements tools.Team.
func (tm *Team) ChannelSend(ctx context.Context, info tools.CallInfo, message string) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	depth := 0
	if in, err := tm.st.InstructionForTurn(ctx, info.TurnID); err == nil {
		depth = in.Depth + 1
	}
	e, ins, err := tm.Post(ctx, ws, me.Name, message, depth, tm.owner)
	if err != nil {
		return "", err
	}
	if tm.rt != nil {
		tm.Deliver(tm.ctx, ins...)
	}
	var woke []string
	for _, in := range ins {
		woke = append(woke, "@"+in.Agent)
	}
	s := fmt.Sprintf("Posted to #%s (message %s).", ws.Key(), e.ID)
	if len(woke) > 0 {
		s += " Notified " + strings.Join(woke, ", ") + "; their answers will appear in the channel."
	}
	return s, nil
}

// ChannelRead implements tools.Team.
func (tm *Team) ChannelRead(ctx context.Context, info tools.CallInfo, limit int) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	return tm.channelText(ctx, ws, limit)
}

func (tm *Team) channelText(ctx context.Context, ws session.Workspace, limit int) (string, error) {
	path, err := tm.st.Path(ctx, ws.ChannelID, session.DefaultBranch)
	if err != nil {
		return "", err
	}
	if len(path) > limit {
		path = path[len(path)-limit:]
	}
	var b strings.Builder
	for _, e := range path {
		fmt.Fprintf(&b, "[%s] %s: %s\n", e.CreatedAt.Format("15:04:05"), e.Author, strings.TrimSpace(session.Text(e.Content)))
	}
	if b.Len() == 0 {
		return "The channel is empty.", nil
	}
	return b.String(), nil
}

// Inbox implements tools.Team.
func (tm *Team) Inbox(ctx context.Context, info tools.CallInfo) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	items, err := tm.st.Inbox(ctx, ws.ID, me.Name)
	if err != nil {
		return "", err
	}
	if len(items) == 0 {
		return "Your inbox is empty.", nil
	}
	var b strings.Builder
	for _, it := range items {
		mark := ""
		if it.Mention {
			mark = " (mentions you)"
		}
		fmt.Fprintf(&b, "#%d %s%s: %s\n", it.ID, it.Entry.Author, mark, strings.TrimSpace(session.Text(it.Entry.Content)))
	}
	return b.String(), nil
}

// InboxAck implements tools.Team.
func (tm *Team) InboxAck(ctx context.Context, info tools.CallInfo, ids []int64) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	n, err := tm.st.AckInbox(ctx, ws.ID, me.Name, ids)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("Marked %d message(s) as handled.", n), nil
}

// Members implements tools.Team.
func (tm *Team) MembersTool(ctx context.Context, info tools.CallInfo) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	ms, err := tm.Members(ctx, ws)
	if err != nil {
		return "", err
	}
	b, _ := json.Marshal(ms)
	return string(b), nil
}

// DocRead implements tools.Team.
func (tm *Team) DocRead(ctx context.Context, info tools.CallInfo, name string) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	d, err := tm.st.Document(ctx, ws.ID, name)
	if err != nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
	}
	return d.Content, nil
}

// DocWrite implements tools.Team.
func (tm *Team) DocWrite(ctx context.Context, info tools.CallInfo, name, content string) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	if err := tm.st.WriteDocument(ctx, ws.ID, name, content, me.Name); err != nil {
		return "", &session.ToolError{Code: tools.CodeInvalidInput, Message: err.Error()}
	}
	return fmt.Sprintf("Saved document %q (%d bytes).", name, len(content)), nil
}

// DocList implements tools.Team.
func (tm *Team) DocList(ctx context.Context, info tools.CallInfo) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	ds, err := tm.st.Documents(ctx, ws.ID)
	if err != nil {
		return "", err
	}
	if len(ds) == 0 {
		return "No documents yet.", nil
	}
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "%s (%s, by %s)\n", d.Name, d.Content, d.UpdatedBy)
	}
	return b.String(), nil
}

// teamTools adapts Team to tools.Team (Members has another signature).
type teamTools struct{ *Team }

func (t teamTools) Members(ctx context.Context, info tools.CallInfo) (string, error) {
	return t.Team.MembersTool(ctx, info)
}

// Tools returns the workspace tools bound to this team.
func (tm *Team) Tools() []tools.Tool { return tools.ChannelTools(teamTools{tm}) }

// ---- context: the workspace section of a workspace turn's prompt ----

// Context wraps a context builder: turns in a workspace thread get a
// workspace section (who they are there, members, unread inbox, recent
// channel, documents); turns elsewhere do not see the workspace tools.
func (tm *Team) Context(inner agent.ContextBuilder) agent.ContextBuilder {
	return teamContext{tm, inner}
}

type teamContext struct {
	tm    *Team
	inner agent.ContextBuilder
}

func (c teamContext) Build(ctx context.Context, in agent.ContextInput) (req llm.Request, err error) {
	req, err = c.inner.Build(ctx, in)
	if err != nil {
		return req, err
	}
	ws, err := c.tm.st.WorkspaceOf(ctx, in.Conversation.ID)
	if err != nil || ws.Status != session.WorkspaceRunning {
		var keep = req.Tools[:0:0]
		for _, t := range req.Tools {
			if !isChannelTool(t.Name) {
				keep = append(keep, t)
			}
		}
		req.Tools = keep
		return req, nil
	}
	sec, err := c.tm.section(ctx, ws, in.Conversation.ID)
	if err != nil {
		return req, err
	}
	req.System = strings.TrimRight(req.System, "\n") + "\n\n" + sec
	return req, nil
}

func isChannelTool(name string) bool {
	for _, n := range tools.ChannelToolNames {
		if n == name {
			return true
		}
	}
	return false
}

func (tm *Team) section(ctx context.Context, ws session.Workspace, convID string) (string, error) {
	as, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return "", err
	}
	var me string
	var others []string
	for _, a := range as {
		if a.ConversationID == convID {
			me = a.Name
		} else if a.State != "stopped" {
			others = append(others, "@"+a.Name)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "## Workspace #%s\n", ws.Key())
	fmt.Fprintf(&b, "You are @%s in workflow %q. Team: %s.\n", me, ws.Workflow, strings.Join(others, ", "))
	b.WriteString("Talk to the team only through the channel: channel_send (an @name wakes that agent), channel_read, my_inbox, my_inbox_ack, team_members, team_doc_read/write/list. Your final answer is posted to the channel for you.\n")
	if ds, err := tm.st.Documents(ctx, ws.ID); err == nil && len(ds) > 0 {
		b.WriteString("Documents: ")
		for i, d := range ds {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(d.Name)
		}
		b.WriteString("\n")
	}
	if items, err := tm.st.Inbox(ctx, ws.ID, me); err == nil && len(items) > 0 {
		fmt.Fprintf(&b, "\nUnread in the channel for you (%d):\n", len(items))
		for _, it := range items {
			fmt.Fprintf(&b, "- #%d %s: %s\n", it.ID, it.Entry.Author, clipLine(session.Text(it.Entry.Content), 400))
		}
	}
	return strings.TrimRight(b.String(), "\n"), nil
}

func clipLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
