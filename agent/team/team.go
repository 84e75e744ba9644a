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
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
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
	wsBusy   map[string]int64 // instructions in flight by workspace (under mu)
	wg       sync.WaitGroup
}

// NewTeam returns a Team; base resolves global agents. Bind a runtime
// before delivering anything.
func NewTeam(st *session.Store, base func(string) (config.Definition, error), log *slog.Logger) *Team {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	tm := &Team{st: st, base: base, log: log, owner: agent.NewOwner("team-"), MaxDepth: 8, MaxRestarts: 5,
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
	return tm
}

// claimerAlive tells whether the owner of a claim may still be running: a
// team of this process that is open, or a process of this host that
// exists. Claims of other hosts (or unknown owners) are left alone: their
// liveness cannot be seen from here.
func claimerAlive(owner string) bool {
	pid, local := agent.OwnerProcess(owner)
	if !local || pid == 0 {
		return true
	}
	if pid == os.Getpid() {
		return agent.OwnerOpen(owner)
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
	tm.cancel()
	tm.wg.Wait()
	agent.ReleaseOwner(tm.owner)
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
	inputs := inputKeys(vars)
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
	tm.logWorkflow(ctx, LogWorkflowStarted, ws, map[string]any{"inputs": inputs, "agents": len(agents)})
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

// UnknownMentions lists the @names of a channel post text that are no
// running agent of ws (a misspelt mention wakes nobody) and the names of
// the agents that are, for the person to pick from.
func (tm *Team) UnknownMentions(ctx context.Context, ws session.Workspace, text string) (unknown, agents []string, err error) {
	mentions := config.Mentions(text)
	if len(mentions) == 0 {
		return nil, nil, nil
	}
	members, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return nil, nil, err
	}
	running := map[string]bool{}
	for _, m := range members {
		if m.State != "stopped" {
			running[m.Name] = true
			agents = append(agents, m.Name)
		}
	}
	for _, name := range mentions {
		if !running[name] {
			unknown = append(unknown, name)
		}
	}
	return unknown, agents, nil
}

// NobodyWoken says that a post's @name is no agent of ws.
func NobodyWoken(name string, ws session.Workspace, agents []string) string {
	return fmt.Sprintf("@%s is not an agent of #%s, so nobody was woken for it (its agents: %s)", name, ws.Key(), strings.Join(agents, ", "))
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

// ---- tools.Team: the workspace tools, on behalf of the calling agent ----

// ---- context: the workspace section of a workspace turn's prompt ----
