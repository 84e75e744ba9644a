package agent

import (
	"context"
	"sort"
	"sync"
	"time"
)

// Lane is an instruction's priority: immediate for DMs and
// @mentions, normal for a direct workspace send, background for channel
// messages without a mention and scheduled wake-ups. The zero value is
// immediate, so a plain DM needs no lane.
type Lane int

// Lanes, highest priority first.
const (
	LaneImmediate Lane = iota
	LaneNormal
	LaneBackground
)

func (l Lane) String() string {
	switch l {
	case LaneNormal:
		return "normal"
	case LaneBackground:
		return "background"
	}
	return "immediate"
}

// ParseLane reads a lane name (unknown names are normal).
func ParseLane(s string) Lane {
	switch s {
	case "immediate", "":
		return LaneImmediate
	case "background":
		return LaneBackground
	}
	return LaneNormal
}

// SchedulerOptions tune a Scheduler.
type SchedulerOptions struct {
	// Cap is how many LLM calls one agent may have in flight (default 1).
	Cap int
	// Now is the clock (tests inject one); default time.Now.
	Now func() time.Time
	// PromoteAfter preemptions a background turn counts as normal (default 3).
	PromoteAfter int
	// StarveAfter waiting since first queued, a turn counts as immediate
	// (default 5 minutes).
	StarveAfter time.Duration
	// OnChange is told when an agent's state may have changed.
	OnChange func(agent string)
}

// Scheduler orders, per agent, which turn gets the next LLM slot. Turns run
// concurrently (DESIGN §4); each step of a turn acquires a slot from its
// agent's queue before its LLM call and releases it after, so a turn can
// only be preempted between steps: when it asks for its next slot while a
// higher-priority turn waits, the other goes first and this one resumes
// from its saved steps afterwards.
type Scheduler struct {
	opts   SchedulerOptions
	mu     sync.Mutex
	seq    uint64
	queues map[string]*agentQueue
	turns  map[string]*Ticket
}

type agentQueue struct {
	running int
	waiting []*Ticket
	err     string
}

// Ticket is a turn's place in its agent's queue.
type Ticket struct {
	TurnID      string
	Agent       string
	Lane        Lane      // the lane it was queued in
	QueuedAt    time.Time // when the instruction was first queued
	Preemptions int       // times it yielded to higher-priority work
	Steps       int       // LLM calls it has made
	seq         uint64
	holding     int
	grant       chan struct{}
}

// NewScheduler returns a scheduler.
func NewScheduler(opts SchedulerOptions) *Scheduler {
	if opts.Cap <= 0 {
		opts.Cap = 1
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.PromoteAfter <= 0 {
		opts.PromoteAfter = 3
	}
	if opts.StarveAfter <= 0 {
		opts.StarveAfter = 5 * time.Minute
	}
	return &Scheduler{opts: opts, queues: map[string]*agentQueue{}, turns: map[string]*Ticket{}}
}

func (s *Scheduler) queue(agent string) *agentQueue {
	q := s.queues[agent]
	if q == nil {
		q = &agentQueue{}
		s.queues[agent] = q
	}
	return q
}

// Enqueue registers a turn with its lane before it starts.
func (s *Scheduler) Enqueue(turnID, agent string, lane Lane) *Ticket {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ticket(turnID, agent, lane)
}

func (s *Scheduler) ticket(turnID, agent string, lane Lane) *Ticket {
	if t := s.turns[turnID]; t != nil {
		return t
	}
	s.seq++
	t := &Ticket{TurnID: turnID, Agent: agent, Lane: lane, QueuedAt: s.opts.Now(), seq: s.seq}
	s.turns[turnID] = t
	return t
}

// Effective is the ticket's lane after aging: PromoteAfter preemptions make
// a background turn normal; StarveAfter waiting makes any turn immediate.
func (s *Scheduler) Effective(t *Ticket) Lane {
	l := t.Lane
	if l == LaneBackground && t.Preemptions >= s.opts.PromoteAfter {
		l = LaneNormal
	}
	if s.opts.Now().Sub(t.QueuedAt) >= s.opts.StarveAfter {
		l = LaneImmediate
	}
	return l
}

func (s *Scheduler) before(a, b *Ticket) bool {
	ea, eb := s.Effective(a), s.Effective(b)
	if ea != eb {
		return ea < eb
	}
	if !a.QueuedAt.Equal(b.QueuedAt) {
		return a.QueuedAt.Before(b.QueuedAt)
	}
	return a.seq < b.seq
}

// Acquire waits for an LLM slot for the turn (registered with Enqueue; an
// unknown turn is queued as normal). A turn that has already made a call and
// finds higher-priority work waiting yields to it: that counts as a
// preemption.
func (s *Scheduler) Acquire(ctx context.Context, turnID, agent string) error {
	s.mu.Lock()
	t := s.ticket(turnID, agent, LaneNormal)
	q := s.queue(t.Agent)
	if t.Steps > 0 {
		mine := s.Effective(t)
		for _, w := range q.waiting {
			if s.Effective(w) < mine {
				t.Preemptions++
				break
			}
		}
	}
	t.grant = make(chan struct{})
	q.waiting = append(q.waiting, t)
	grant := t.grant
	s.dispatch(q)
	s.mu.Unlock()
	s.changed(t.Agent)
	select {
	case <-grant:
		s.changed(t.Agent)
		return nil
	case <-ctx.Done():
		s.mu.Lock()
		select {
		case <-grant: // granted meanwhile: give it back
			t.holding--
			q.running--
		default:
			q.remove(t)
		}
		s.dispatch(q)
		s.mu.Unlock()
		s.changed(t.Agent)
		return ctx.Err()
	}
}

func (q *agentQueue) remove(t *Ticket) {
	for i, w := range q.waiting {
		if w == t {
			q.waiting = append(q.waiting[:i], q.waiting[i+1:]...)
			return
		}
	}
}

// dispatch grants free slots to the best waiting tickets. Called with mu.
func (s *Scheduler) dispatch(q *agentQueue) {
	for q.running < s.opts.Cap && len(q.waiting) > 0 {
		sort.SliceStable(q.waiting, func(i, j int) bool { return s.before(q.waiting[i], q.waiting[j]) })
		t := q.waiting[0]
		q.waiting = q.waiting[1:]
		q.running++
		t.holding++
		close(t.grant)
	}
}

// Release gives back the turn's slot after its LLM call.
func (s *Scheduler) Release(turnID string) {
	s.mu.Lock()
	t := s.turns[turnID]
	if t == nil || t.holding == 0 {
		s.mu.Unlock()
		return
	}
	t.holding--
	t.Steps++
	q := s.queue(t.Agent)
	q.running--
	s.dispatch(q)
	s.mu.Unlock()
	s.changed(t.Agent)
}

// Done forgets a finished turn (releasing anything it still holds).
func (s *Scheduler) Done(turnID string) {
	s.mu.Lock()
	t := s.turns[turnID]
	if t == nil {
		s.mu.Unlock()
		return
	}
	delete(s.turns, turnID)
	q := s.queue(t.Agent)
	q.running -= t.holding
	t.holding = 0
	q.remove(t)
	s.dispatch(q)
	s.mu.Unlock()
	s.changed(t.Agent)
}

// Ticket returns a copy of a turn's ticket (ok false when unknown).
func (s *Scheduler) Ticket(turnID string) (Ticket, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.turns[turnID]
	if t == nil {
		return Ticket{}, false
	}
	return *t, true
}

// SetError marks an agent as in the error state ("" clears it).
func (s *Scheduler) SetError(agent, msg string) {
	s.mu.Lock()
	s.queue(agent).err = msg
	s.mu.Unlock()
	s.changed(agent)
}

func (s *Scheduler) changed(agent string) {
	if s.opts.OnChange != nil {
		s.opts.OnChange(agent)
	}
}

// AgentState is what an agent is doing, for the UI and team_members.
type AgentState struct {
	Agent   string `json:"agent"`
	State   string `json:"state"` // idle, running, queued, error
	Lane    string `json:"lane,omitempty"`
	Running int    `json:"running,omitempty"`
	Queued  int    `json:"queued,omitempty"`
	Turns   int    `json:"turns,omitempty"` // turns alive (including ones between steps)
	Error   string `json:"error,omitempty"`
}

// State reports one agent's state: error wins, then running (an LLM call
// in flight), then queued (with the best waiting lane), else idle.
func (s *Scheduler) State(agent string) AgentState {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := AgentState{Agent: agent, State: "idle"}
	q := s.queues[agent]
	if q == nil {
		return st
	}
	for _, t := range s.turns {
		if t.Agent == agent {
			st.Turns++
		}
	}
	st.Running, st.Queued, st.Error = q.running, len(q.waiting), q.err
	if len(q.waiting) > 0 {
		best := q.waiting[0]
		for _, w := range q.waiting[1:] {
			if s.before(w, best) {
				best = w
			}
		}
		st.Lane = s.Effective(best).String() // the lane of the next in line
	}
	switch {
	case q.err != "":
		st.State = "error"
	case q.running > 0:
		st.State = "running"
	case len(q.waiting) > 0:
		st.State = "queued"
	case st.Turns > 0:
		st.State = "running"
	}
	return st
}

// States reports every known agent's state, by name.
func (s *Scheduler) States() map[string]AgentState {
	s.mu.Lock()
	names := make([]string, 0, len(s.queues))
	for n := range s.queues {
		names = append(names, n)
	}
	s.mu.Unlock()
	out := make(map[string]AgentState, len(names))
	for _, n := range names {
		out[n] = s.State(n)
	}
	return out
}

// Scheduler returns the runtime's scheduler (nil when unlimited).
func (r *Runtime) Scheduler() *Scheduler { return r.opts.Scheduler }

// acquireSlot waits for the turn's agent's LLM slot (no-op without a scheduler).
func (r *Runtime) acquireSlot(ctx context.Context, turnID, agent string) error {
	if r.opts.Scheduler == nil {
		return nil
	}
	return r.opts.Scheduler.Acquire(ctx, turnID, agent)
}

func (r *Runtime) releaseSlot(turnID string) {
	if r.opts.Scheduler != nil {
		r.opts.Scheduler.Release(turnID)
	}
}

func (r *Runtime) slotDone(turnID string) {
	if r.opts.Scheduler != nil {
		r.opts.Scheduler.Done(turnID)
	}
}

func (r *Runtime) enqueue(turnID, agent string, lane Lane) {
	if r.opts.Scheduler != nil {
		r.opts.Scheduler.Enqueue(turnID, agent, lane)
	}
}
