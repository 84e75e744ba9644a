package agent

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/internal/tick"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// Options configure a Runtime.
type Options struct {
	Store *session.Store
	Tools *tools.Registry
	// Agent resolves an agent by name.
	Agent func(ctx context.Context, name string) (config.Definition, error)
	// Provider makes the provider for a profile; the runtime wraps it with
	// retries. Defaults to llm.New.
	Provider func(llm.Profile) (llm.Provider, error)
	Context  ContextBuilder
	// ToolsFor gives an agent's own tool registry (memory tools are bound
	// to their agent); nil means Tools for everyone.
	ToolsFor func(config.Definition) *tools.Registry
	// AfterTurn runs after a completed turn of an agent with extraction
	// (memory extraction), retried 3 times; if it still fails the turn is
	// marked with the issue "memoryExtractionFailed" but stays completed.
	AfterTurn func(ctx context.Context, t session.Turn, def config.Definition) error
	// AttachmentMax caps an image a tool reads from a file (0: the
	// default, session.MaxAttachmentBytes).
	AttachmentMax int64
	Log           *slog.Logger
	// ResolveModel turns a model reference into a profile (for
	// SendRequest.Model); nil refuses overrides.
	ResolveModel func(ref string) (llm.Profile, error)
	// Retry tunes the retry wrapper (tests shorten the delays).
	Retry func(*llm.Retry)
	// HeartbeatEvery is how often active turns are marked alive (default 5s).
	HeartbeatEvery time.Duration
	// Scheduler gives each agent's steps their LLM slots by lane (nil =
	// no limit).
	Scheduler *Scheduler
	// BackendEnv reads the credentials an agent CLI needs (see
	// agent/backend) from grove's key store; nil passes none.
	BackendEnv func(name string) string
	// ToolsReady blocks until tools that arrive after start (MCP servers
	// connecting) are registered or have failed; a turn waits for it
	// before its first step, so its first request offers them.
	ToolsReady func(ctx context.Context)
	// Restarts tries failed turns again with backoff and puts an agent
	// whose turns keep failing in the error state (agentstate.go); nil
	// lets a failed turn fail.
	Restarts *Restarts
}

// SendRequest asks an agent to answer a message.
type SendRequest struct {
	ConversationID string
	Branch         string // "" = the conversation's current branch
	Agent          string // "" = the participant the text @mentions, else the conversation's agent
	Text           string
	Caller         string // who sent it ("user" by default)
	Lane           Lane   // scheduling lane (zero = immediate, as for a DM)
	// Model overrides the agent's model for this turn (a profile name,
	// provider/model or offline; see Options.ResolveModel).
	Model  string
	Budget float64 // the turn's spending cap in dollars (0 = the agent's, if any; budget.go)
	// Attachments go with the text, each as an attachment block after it
	// (already stored with session.Store.PutAttachment).
	Attachments []session.Attachment
}

// Runtime runs turns. It is safe for concurrent use.
type Runtime struct {
	opts  Options
	store *session.Store
	bus   *Bus
	owner string

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	// done is closed when Close has stopped every turn; actors stop then.
	done      chan struct{}
	closeOnce sync.Once

	mu     sync.Mutex
	actors map[string]*actor
	turns  map[string]*turnRun

	compact compactor   // background compaction, one per branch (compact.go)
	states  agentStates // agents' turns here, cancels of stopped agents (agentstate.go)
	idle    chan func() // turn workers waiting for a turn (workers.go)
}

// New starts a runtime. Close stops it.
func New(opts Options) *Runtime {
	if opts.Tools == nil {
		opts.Tools = tools.NewRegistry(tools.Builtins()...)
	}
	if opts.Provider == nil {
		opts.Provider = llm.New
	}
	if opts.Context == nil {
		opts.Context = SimpleContext{}
	}
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	if opts.Agent == nil {
		def := config.DefaultAssistant(llm.OfflineProfile())
		opts.Agent = func(_ context.Context, name string) (config.Definition, error) {
			if name == def.Name || name == "" {
				return def, nil
			}
			return config.Definition{}, fmt.Errorf("no agent named %q", name)
		}
	}
	if opts.HeartbeatEvery <= 0 {
		opts.HeartbeatEvery = 5 * time.Second
	}
	ctx, cancel := context.WithCancel(context.Background())
	r := &Runtime{
		opts: opts, store: opts.Store, bus: NewBus(),
		owner: NewOwner(""),
		ctx:   ctx, cancel: cancel, done: make(chan struct{}),
		actors: map[string]*actor{}, turns: map[string]*turnRun{}, idle: make(chan func()),
	}
	r.wg.Add(1)
	go r.heartbeat()
	return r
}

// Bus returns the event bus.
func (r *Runtime) Bus() *Bus { return r.bus }

// Subscribe is short for Bus().Subscribe().
func (r *Runtime) Subscribe() *Subscription { return r.bus.Subscribe() }

// Store returns the store.
func (r *Runtime) Store() *session.Store { return r.store }

// Tools returns the shared tool registry.
func (r *Runtime) Tools() *tools.Registry { return r.opts.Tools }

// ToolsFor returns the registry an agent's turns use.
func (r *Runtime) ToolsFor(def config.Definition) *tools.Registry {
	if r.opts.ToolsFor != nil {
		if reg := r.opts.ToolsFor(def); reg != nil {
			return reg
		}
	}
	return r.opts.Tools
}

// ResolveAgent returns an agent's definition.
func (r *Runtime) ResolveAgent(ctx context.Context, name string) (config.Definition, error) {
	return r.opts.Agent(ctx, name)
}

// Close cancels every running turn (they stay active in the store and are
// resumed by the next runtime's Recover, of this process or another) and
// waits for them to stop.
func (r *Runtime) Close() {
	r.closeOnce.Do(func() {
		r.cancel()
		// Actors keep running until the turns have stopped, so that what a
		// stopping turn still saves (an interrupted reply) is saved.
		r.wg.Wait()
		ReleaseOwner(r.owner)
		close(r.done)
	})
}

func (r *Runtime) heartbeat() {
	defer r.wg.Done()
	tick.Every(r.ctx, r.opts.HeartbeatEvery, func() {
		if err := r.store.Heartbeat(r.ctx, r.owner); err != nil && r.ctx.Err() == nil {
			r.opts.Log.Warn("heartbeat", "err", err)
		}
	})
}

// actor serializes the appends of one conversation and publishes their
// events in commit order: each runs under its lock, on the goroutine that
// asked for it (handing it to a goroutine of the conversation's cost two
// switches and that goroutine's stack).
type actor struct{ mu sync.Mutex }

func (r *Runtime) actorFor(convID string) *actor {
	r.mu.Lock()
	defer r.mu.Unlock()
	a := r.actors[convID]
	if a == nil {
		a = &actor{}
		r.actors[convID] = a
	}
	return a
}

// Append writes entries to a branch through the conversation's actor and
// publishes an entry event for each after the commit.
func (r *Runtime) Append(ctx context.Context, convID, branch string, es ...session.Entry) ([]session.Entry, error) {
	var out []session.Entry
	err := r.inActor(ctx, convID, func(wctx context.Context) error {
		var err error
		if out, err = r.store.Append(wctx, convID, branch, es...); err == nil {
			r.publishEntries(convID, branch, out)
		}
		return err
	})
	return out, err
}

// appendStep saves a step's entries with its checkpoint in one transaction,
// which a final status makes end the turn (its event is then endSaved's).
func (r *Runtime) appendStep(ctx context.Context, convID, branch string, es []session.Entry, cp session.Checkpoint, ops []session.AsyncOp, final string) ([]session.Entry, session.Turn, error) {
	var out []session.Entry
	var t session.Turn
	err := r.inActor(ctx, convID, func(wctx context.Context) (err error) {
		if final != "" {
			out, t, err = r.store.AppendLastStep(wctx, convID, branch, es, cp, final)
		} else {
			out, t, err = r.store.AppendStep(wctx, convID, branch, es, cp, ops...)
		}
		if err == nil {
			r.publishEntries(convID, branch, out)
			if final == "" || t.Status != final {
				r.bus.Publish(Event{Kind: EvTurn, ConversationID: convID, TurnID: t.ID, Branch: t.Branch, Turn: &t})
			}
		}
		return err
	})
	return out, t, err
}

func (r *Runtime) publishEntries(convID, branch string, es []session.Entry) {
	for i := range es {
		e := es[i]
		r.bus.Publish(Event{Kind: EvEntry, ConversationID: convID, TurnID: e.TurnID, Branch: branch, Entry: &e})
	}
}

// inActor runs fn in the conversation's actor, after the appends before
// it. fn gets a context detached from the caller's cancellation: an entry
// that finished (an interrupted reply included) is saved even while its
// turn is being cancelled. Once the runtime has stopped, nothing runs.
func (r *Runtime) inActor(ctx context.Context, convID string, fn func(context.Context) error) error {
	a := r.actorFor(convID)
	a.mu.Lock()
	defer a.mu.Unlock()
	select {
	case <-r.done:
		return errClosed
	default:
	}
	return fn(context.WithoutCancel(ctx))
}

var errClosed = errors.New("grove is shutting down")

// Send appends a user message and starts a turn for it. It returns once
// the input is saved; the turn runs in the background (see WaitTurn).
//
// Errors: session ENOTFOUND for an unknown conversation or branch; an
// error naming the agent when it is unknown.
func (r *Runtime) Send(ctx context.Context, req SendRequest) (session.Turn, error) {
	conv, err := r.store.Conversation(ctx, req.ConversationID)
	if err != nil {
		return session.Turn{}, err
	}
	if req.Branch == "" {
		req.Branch = conv.CurrentBranch
	}
	if req.Agent == "" && conv.Kind != session.KindChannel {
		req.Agent = addressee(conv, req.Text) // a participant it @mentions
	}
	if req.Agent == "" {
		req.Agent = conv.Agent
	}
	if req.Caller == "" {
		req.Caller = "user"
	}
	def, err := r.opts.Agent(ctx, req.Agent)
	if err != nil {
		return session.Turn{}, err
	}
	if req.Model != "" {
		p, err := r.profileFor(def, req.Model)
		if err != nil {
			return session.Turn{}, err
		}
		def.Profile = p
	}
	if err := r.Held(ctx, def.Name); err != nil {
		return session.Turn{}, err
	}
	if strings.TrimSpace(req.Text) == "" && len(req.Attachments) == 0 {
		return session.Turn{}, session.Errorf(session.EINVALID, "nothing to send")
	}
	if err := refuseAttachments(def.Profile, req.Attachments); err != nil {
		return session.Turn{}, err
	}
	if err := checkBudget(req.Budget); err != nil {
		return session.Turn{}, err
	}
	req.Text = strings.ToValidUTF8(req.Text, "\uFFFD") // bytes that are not text are stored as U+FFFD
	in := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: req.Caller,
		Content: []session.Block{}}
	if strings.TrimSpace(req.Text) != "" {
		in.Content = append(in.Content, session.TextBlock(req.Text))
	}
	for _, a := range req.Attachments {
		in.Content = append(in.Content, session.AttachmentBlock(a))
	}
	var stored session.Entry
	var t session.Turn
	err = r.inActor(ctx, conv.ID, func(wctx context.Context) error {
		var err error
		stored, t, err = r.store.StartTurn(wctx, req.Branch, in, session.Turn{ConversationID: conv.ID, Agent: def.Name, Caller: req.Caller, Model: req.Model, Lane: req.Lane.String(), Owner: r.owner})
		if err == nil {
			r.publishEntries(conv.ID, req.Branch, []session.Entry{stored})
		}
		return err
	})
	if err != nil {
		return session.Turn{}, fmt.Errorf("saving your message: %w", err)
	}
	if err := r.capTurn(ctx, t.ID, req.Budget); err != nil {
		return session.Turn{}, err
	}
	if conv.Title == "" {
		title := TitleFrom(req.Text)
		if title == "" && len(req.Attachments) > 0 {
			title = TitleFrom(req.Attachments[0].Name)
		}
		if r.store.RenameConversation(ctx, conv.ID, title) == nil {
			r.bus.Publish(Event{Kind: EvConversation, ConversationID: conv.ID, Text: title})
		}
	}
	r.enqueue(t.ID, def.Name, req.Lane)
	r.start(t, def, stored.ID, 0, nil)
	return t, nil
}

// TitleFrom makes a conversation title from its first message: one line,
// at most 48 cells.
func TitleFrom(text string) string {
	return clip.Line(text, 48)
}

// start launches a turn's goroutine.
func (r *Runtime) start(t session.Turn, def config.Definition, leaf string, steps int, usage session.UsageByModel) *turnRun {
	return r.startWith(t, def, leaf, steps, usage, nil, false)
}

// startWith launches a turn's goroutine with background operations already
// running (re-submitted after a restart); waiting skips the first step.
func (r *Runtime) startWith(t session.Turn, def config.Definition, leaf string, steps int, usage session.UsageByModel, ops []asyncLaunch, waiting bool) *turnRun {
	ctx, cancel := context.WithCancel(r.ctx)
	// Tools see who calls them (permission decisions are remembered per
	// conversation).
	ctx = tools.WithCallInfo(ctx, tools.CallInfo{ConversationID: t.ConversationID, TurnID: t.ID, Agent: def.Name})
	if usage == nil {
		usage = session.UsageByModel{}
	}
	tr := &turnRun{
		rt: r, turn: t, def: def.WithDefaults(), tools: r.ToolsFor(def), ctx: ctx, cancel: cancel, leaf: leaf, steps: steps, usage: usage,
		asyncDone: make(chan *asyncOutcome, 16), done: make(chan struct{}), pending: map[string]*session.AsyncOp{},
		callEntry: map[string]string{}, opCancel: map[string]context.CancelFunc{}, waiting: waiting,
	}
	r.mu.Lock()
	r.turns[t.ID] = tr
	r.mu.Unlock()
	r.turnBegan(tr)
	r.bus.Publish(Event{Kind: EvTurn, ConversationID: t.ConversationID, TurnID: t.ID, Branch: t.Branch, Turn: &t})
	// Operations are pending before the turn runs, so it waits for them.
	for _, l := range ops {
		tr.launch(l)
	}
	r.runTurn(tr)
	return tr
}

// Continue resumes an incomplete, failed or cancelled turn from where it
// stopped (its saved state).
func (r *Runtime) Continue(ctx context.Context, turnID string) error {
	t, err := r.store.Turn(ctx, turnID)
	if err != nil {
		return err
	}
	if t.Status != session.TurnIncomplete && t.Status != session.TurnFailed && t.Status != session.TurnCancelled {
		return session.Errorf(session.EINVALID, "turn %s is %s; only incomplete, failed or cancelled turns can continue", turnID, t.Status)
	}
	if err := r.Held(ctx, t.Agent); err != nil {
		return err
	}
	if ok, err := r.store.ClaimTurn(ctx, t.ID, t.Owner, r.owner); err != nil || !ok {
		return errors.Join(err, session.Errorf(session.ECONFLICT, "turn %s is being continued elsewhere", turnID))
	}
	t, err = r.store.UpdateTurn(ctx, turnID, session.TurnUpdate{Status: session.TurnActive})
	if err != nil {
		return err
	}
	return r.resume(ctx, t, false, nil)
}

// resume restarts a turn from its newest entry and checkpoint, with the
// background operations in again running anew. When the turn had answered
// and was only waiting for them, it goes on waiting rather than answering
// again.
func (r *Runtime) resume(ctx context.Context, t session.Turn, afterRestart bool, again []asyncLaunch) error {
	def, err := r.opts.Agent(ctx, t.Agent)
	if err != nil {
		msg := "agent " + t.Agent + " is no longer defined"
		r.store.UpdateTurn(ctx, t.ID, session.TurnUpdate{Status: session.TurnFailed, Error: &msg})
		return err
	}
	if t.Model != "" {
		if p, err := r.profileFor(def, t.Model); err == nil {
			def.Profile = p
		}
	}
	leaf := t.InputEntryID
	if last, err := r.store.LastEntryOfTurn(ctx, t.ID); err == nil {
		leaf = last.ID
	} else if session.ErrorCode(err) != session.ENOTFOUND || leaf == "" {
		// A regenerated reply's turn writes nothing before its first step:
		// it resumes from the entry it answers.
		return err
	}
	steps, usage := t.Steps, t.Usage
	if cp, err := r.store.LatestCheckpoint(ctx, t.ID); err == nil {
		steps, usage = cp.Step, cp.Usage
	}
	if !afterRestart {
		steps = 0 // "continue" grants a fresh allowance of steps
	}
	waiting := false
	if len(again) > 0 {
		waiting = r.answeredAt(ctx, leaf, t.ID)
	}
	// It queues again in the lane it was first queued in.
	r.enqueue(t.ID, def.Name, ParseLane(t.Lane))
	r.startWith(t, def, leaf, steps, usage, again, waiting)
	return nil
}

// answeredAt reports whether a turn's newest message on the path to leaf
// is a complete reply without tool calls: the turn was only waiting for
// background work. It reads the path up from leaf only as far as that
// message (false when the path cannot be read).
func (r *Runtime) answeredAt(ctx context.Context, leaf, turnID string) bool {
	page, more, err := r.store.PathToTail(ctx, leaf, 16)
	for n := 64; err == nil; n *= 4 {
		if yes, known := answered(page, turnID); known || !more || len(page) == 0 {
			return yes
		}
		page, more, err = r.store.PathBefore(ctx, page[0].ID, n)
	}
	return false
}

// answered reports whether a turn's newest message on path is a complete
// reply without tool calls, and whether path tells: it does not when the
// turn's entries on it are only llm_call records and notices.
func answered(path []session.Entry, turnID string) (yes, known bool) {
	for e := range newestOfTurn(path, turnID) {
		switch e.Kind {
		case session.EntryLLMCall, session.EntryNotice:
			continue
		case session.EntryMessage:
			return e.Role == session.RoleAssistant && !e.Meta().Interrupted && len(session.ToolCalls(e.Content)) == 0, true
		}
		return false, true
	}
	return false, false
}

// Recover takes over the active turns left by processes that are gone:
// their running async operations are marked failed ("interrupted by
// restart", and the agent is told), each turn resumes from its saved state,
// then their turns' pending after-turn work runs (recoverAfterTurns). Turns
// of live processes are left alone. It returns the turns it resumed.
func (r *Runtime) Recover(ctx context.Context) ([]session.Turn, error) {
	active, err := r.store.ActiveTurns(ctx)
	if err != nil {
		return nil, err
	}
	unsettled := r.unsettledSpawns(ctx)
	var out []session.Turn
	for _, t := range active {
		if t.Owner == r.owner || ownerAlive(t.Owner, t.Heartbeat, r.opts.HeartbeatEvery) {
			continue
		}
		ok, err := r.store.ClaimTurn(ctx, t.ID, t.Owner, r.owner)
		if err != nil {
			return out, err
		}
		if !ok {
			continue
		}
		if eph, err := r.store.IsEphemeral(ctx, t.ConversationID); err != nil {
			return out, err
		} else if eph { // its exchange ended with its process: nothing of it stays
			if err := eraseEphemeral(ctx, r.store, t.ConversationID); err != nil {
				return out, err
			}
			continue
		}
		ops, err := r.store.AsyncOps(ctx, "", t.ID, session.AsyncRunning)
		if err != nil {
			return out, err
		}
		// Idempotent operations run again; the others may have had an
		// effect already, so the agent is told they were interrupted.
		var again []asyncLaunch
		var reg *tools.Registry
		if def, err := r.opts.Agent(ctx, t.Agent); err == nil {
			reg = r.ToolsFor(def)
		}
		for _, op := range ops {
			if reg != nil {
				if tool, ok := reg.Get(op.Tool); ok && tool.Spec().Idempotent {
					again = append(again, asyncLaunch{op: op, call: session.ToolCall{ID: op.ToolCallID, Name: op.Tool, Arguments: op.Input}})
					continue
				}
			}
			body := "interrupted by restart: grove stopped while this was running; start it again if it is still needed"
			e := session.Entry{Kind: session.EntryAsyncResult, Role: session.RoleUser, Author: "tool:" + op.Tool, TurnID: t.ID,
				Content: []session.Block{session.AsyncResultBlock(session.AsyncResult{OpID: op.ID, Tool: op.Tool, Status: session.AsyncFailed, Result: body})}}
			e.SetMeta(session.EntryMeta{AsyncOp: op.ID, Error: body})
			stored, err := r.Append(ctx, t.ConversationID, t.Branch, e)
			if err != nil {
				return out, err
			}
			if err := r.store.FinishAsyncOp(ctx, op.ID, session.AsyncFailed, "", body, stored[0].ID); err != nil && session.ErrorCode(err) != session.EINVALID {
				return out, err
			}
		}
		if err := r.resume(ctx, t, true, again); err != nil {
			r.opts.Log.Warn("resume turn", "turn", t.ID, "err", err)
			continue
		}
		out = append(out, t)
	}
	r.settleSpawns(ctx, unsettled, out)
	return out, r.recoverAfterTurns(ctx)
}
