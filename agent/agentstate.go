package agent

import (
	"cmp"
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/session"
)

// Lifecycle names of an agent's state changes this runtime sees (the store
// records agent.stopped, agent.started and agent.error itself).
const (
	LogAgentRunning    = "agent.running"    // its first turn here started
	LogAgentIdle       = "agent.idle"       // its last turn here ended
	LogAgentRestarting = "agent.restarting" // a failed turn is tried again after a wait
)

// Restarts is how a runtime tries again the turns that fail on
// infrastructure (a provider's server errors, rate limits or network once
// its own retries are spent, a store that could not save): the failed
// turn's input is tried again, as the same turn, after Base, doubling up to
// Max, at most Attempts times in a row for the agent; one more failure puts
// the agent in the error state with that error (session.AgentTurnFailed),
// and a completed turn starts the count again. A person's cancel, a
// refused tool (its error goes back to the model) and a permanent error (a
// refused key, a bad request, an unknown model: trying again cannot help)
// are never tried again.
type Restarts struct {
	Base     time.Duration // default 1s
	Max      time.Duration // default 30s
	Attempts int           // default 5
}

// DefaultRestarts is the policy grove runs with.
var DefaultRestarts = Restarts{Base: time.Second, Max: 30 * time.Second, Attempts: 5}

// Wait is the wait before the nth restart in a row (n from 1).
func (p Restarts) Wait(n int) time.Duration {
	d := p.Base
	if d <= 0 {
		d = time.Second
	}
	ceiling := p.Max
	if ceiling <= 0 {
		ceiling = 30 * time.Second
	}
	for i := 1; i < n && d < ceiling; i++ {
		d *= 2
	}
	return min(d, ceiling)
}

func (p Restarts) attempts() int {
	if p.Attempts <= 0 {
		return 5
	}
	return p.Attempts
}

// agentStates is what a runtime knows of its agents' states: how many of
// each agent's turns run here (for agent.running/agent.idle), and the
// watcher that cancels the turns of an agent stopped with --now.
type agentStates struct {
	mu      sync.Mutex
	running map[string]int
	watch   sync.Once
}

// Held refuses new work for an agent that is stopped or in the error
// state: the error says why and which command lets it run again.
func (r *Runtime) Held(ctx context.Context, agentName string) error {
	h, err := r.store.AgentHold(ctx, agentName)
	if err != nil {
		return err
	}
	return h.Refusal()
}

// turnBegan counts a turn of its agent running here and makes sure the
// runtime watches for agents stopped with --now. The agent's records name
// no conversation or turn: they tell of the agent.
func (r *Runtime) turnBegan(t *turnRun) {
	st := &r.states
	st.mu.Lock()
	if st.running == nil {
		st.running = map[string]int{}
	}
	st.running[t.def.Name]++
	n := st.running[t.def.Name]
	st.mu.Unlock()
	if n == 1 {
		r.logEvent(LogAgentRunning, "", "", t.def.Name, -1, map[string]any{"state": "running"})
	}
	st.watch.Do(func() {
		r.wg.Add(1)
		go r.watchCancels()
	})
}

// turnGone forgets a turn that stopped running here.
func (r *Runtime) turnGone(t *turnRun) {
	st := &r.states
	st.mu.Lock()
	st.running[t.def.Name]--
	n := st.running[t.def.Name]
	if n <= 0 {
		delete(st.running, t.def.Name)
	}
	st.mu.Unlock()
	if n <= 0 {
		r.logEvent(LogAgentIdle, "", "", t.def.Name, -1, map[string]any{"state": "idle"})
	}
}

// watchCancels cancels, whenever the database changes, the turns running
// here of an agent stopped with --now (by this process or another), as a
// person's cancel.
func (r *Runtime) watchCancels() {
	defer r.wg.Done()
	check := func() {
		held, err := r.store.HeldAgents(r.ctx)
		if err != nil || len(held) == 0 {
			return
		}
		r.mu.Lock()
		var cancel []*turnRun
		for _, tr := range r.turns {
			if h, ok := held[tr.def.Name]; ok && h.CancelTurns && h.State == session.AgentStateStopped {
				cancel = append(cancel, tr)
			}
		}
		r.mu.Unlock()
		for _, tr := range cancel {
			tr.cancelledByUser.Store(true)
			tr.cancel()
		}
	}
	check()
	for range r.store.Changes(r.ctx, 250*time.Millisecond) {
		check()
	}
}

// restartAfter decides what becomes of a turn that failed with msg: tried
// again after the policy's wait (true), or ended with status and message.
// Each failure counts for the agent in the store; past the allowed
// restarts the agent is put in the error state and the turn fails.
func (t *turnRun) restartAfter(msg string) (again bool, status, out string) {
	p := t.rt.opts.Restarts
	// An agent CLI's failure is its own to retry (a missing CLI, a
	// refused login): grove does not run it again.
	if p == nil || t.permanent || backend.IsCLI(t.def.Backend) || t.ctx.Err() != nil {
		return false, session.TurnFailed, msg
	}
	ctx := context.WithoutCancel(t.ctx)
	h, err := t.rt.store.AgentTurnFailed(ctx, t.def.Name, msg, p.attempts())
	if err != nil {
		t.rt.opts.Log.Warn("counting a failed turn", "agent", t.def.Name, "err", err)
		return false, session.TurnFailed, msg
	}
	if h.State == session.AgentStateError {
		if h.Failures == p.attempts()+1 {
			t.notice(fmt.Sprintf("%s is in the error state: its turns failed %d times in a row (%s). `grove start %s` clears it.",
				t.def.Name, h.Failures, msg, t.def.Name))
		}
		return false, session.TurnFailed, msg
	}
	if h.Failures > p.attempts() {
		return false, session.TurnFailed, msg // stopped meanwhile: it is not put in error
	}
	wait := p.Wait(h.Failures)
	t.log(LogAgentRestarting, -1, map[string]any{"attempt": h.Failures, "of": p.attempts(), "wait_ms": wait.Milliseconds(), "error": msg})
	t.notice(fmt.Sprintf("Trying again in %s (restart %d of %d) after: %s", wait, h.Failures, p.attempts(), msg))
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-timer.C:
		return true, "", ""
	case <-t.ctx.Done():
		return false, t.stopStatus(), ""
	}
}

// turnSucceeded starts the agent's count of failed turns again.
func (t *turnRun) turnSucceeded(ctx context.Context) {
	if t.rt.opts.Restarts == nil {
		return
	}
	if err := t.rt.store.AgentTurnSucceeded(ctx, t.def.Name); err != nil {
		t.rt.opts.Log.Warn("resetting failed turns", "agent", t.def.Name, "err", err)
	}
}

// AgentStatus is an agent's state as every process sees it: stopped or
// error as kept in the store, else running while turns of it are active in
// a process that may still run them, else idle. Queued counts the
// instructions waiting for it (workspace messages, wake-ups), held while
// it is stopped or in error.
type AgentStatus struct {
	Agent    string `json:"agent"`
	State    string `json:"state"` // idle, running, stopped, error
	Turns    int    `json:"turns,omitempty"`
	Queued   int    `json:"queued,omitempty"`
	Error    string `json:"error,omitempty"`
	Failures int    `json:"failures,omitempty"` // failed turns in a row
}

// Text is the state as a person reads it: "running (2 turns)",
// "error: …".
func (s AgentStatus) Text() string {
	switch {
	case s.State == session.AgentStateError:
		return "error: " + s.Error
	case s.State == "running" && s.Turns == 1:
		return "running (1 turn)"
	case s.State == "running":
		return fmt.Sprintf("running (%d turns)", s.Turns)
	}
	return s.State
}

// TurnLive reports whether an active turn is being run by a process that
// may still run it (an orphan waits for recovery and is not running).
func TurnLive(t session.Turn) bool {
	return ownerAlive(t.Owner, t.Heartbeat, 5*time.Second)
}

// AgentStatuses reads the state of each named agent, and of every other
// agent with a kept state, running turns or queued work, by name; live
// are the active turns that run (TurnLive).
func AgentStatuses(ctx context.Context, st *session.Store, names []string) (statuses map[string]AgentStatus, live []session.Turn, err error) {
	out := make(map[string]AgentStatus, len(names))
	get := func(n string) AgentStatus {
		s, ok := out[n]
		if !ok {
			s = AgentStatus{Agent: n, State: "idle"}
		}
		return s
	}
	for _, n := range names {
		out[n] = get(n)
	}
	active, err := st.ActiveTurns(ctx)
	if err != nil {
		return nil, nil, err
	}
	for _, t := range active {
		if !TurnLive(t) {
			continue
		}
		live = append(live, t)
		s := get(t.Agent)
		s.State = "running"
		s.Turns++
		out[t.Agent] = s
	}
	pending, err := st.Instructions(ctx, session.InstructionPending)
	if err != nil {
		return nil, nil, err
	}
	refs := map[string]map[string]string{} // workspace → member → agent
	for _, in := range pending {
		name := in.Agent
		if in.WorkspaceID != "" {
			if refs[in.WorkspaceID] == nil {
				refs[in.WorkspaceID] = map[string]string{}
				ws, werr := st.Workspace(ctx, in.WorkspaceID)
				members, merr := st.WorkspaceAgents(ctx, in.WorkspaceID)
				if werr == nil && merr == nil {
					for _, m := range members {
						refs[in.WorkspaceID][m.Name] = cmp.Or(m.Ref, m.Name+"@"+ws.Key())
					}
				}
			}
			if n, ok := refs[in.WorkspaceID][in.Agent]; ok {
				name = n
			}
		}
		s := get(name)
		s.Queued++
		out[name] = s
	}
	holds, err := st.AgentHolds(ctx)
	if err != nil {
		return nil, nil, err
	}
	for n, h := range holds {
		s := get(n)
		s.Failures = h.Failures
		if h.Held() {
			s.State, s.Error = h.State, h.Error
		}
		out[n] = s
	}
	return out, live, nil
}
