package agent

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/grovechat/grove/session"
)

// EventKind names what happened.
type EventKind string

const (
	EvEntry        EventKind = "entry"        // an entry was appended (Entry set)
	EvDelta        EventKind = "delta"        // streamed text or thinking of a turn (Text / Thinking)
	EvToolStarted  EventKind = "tool_started" // a sync tool call began (ToolCall)
	EvTurn         EventKind = "turn"         // a turn changed status, steps or usage (Turn)
	EvAsync        EventKind = "async"        // an async operation started or finished (AsyncOp)
	EvConversation EventKind = "conversation" // a conversation was created or changed (ConversationID)
	EvNotice       EventKind = "notice"       // something a person should know (Text), e.g. a retry
	EvLog          EventKind = "log"          // a lifecycle record for the event log (Name, Data)
	EvSpawn        EventKind = "spawn"        // a delegation started its child's turn (Spawn; Turn: the child's)
	// EvLagged replaces a subscriber's queue when it fell too far behind:
	// the events were dropped and the subscriber should reload from the store.
	EvLagged EventKind = "lagged"
)

// MaxQueue bounds a subscriber's queue; past it the queue is replaced by
// one EvLagged event.
const MaxQueue = 4096

// Event is one thing the runtime tells its subscribers. Only the fields of
// its Kind are set.
type Event struct {
	Kind           EventKind          `json:"kind"`
	ConversationID string             `json:"conversation_id,omitempty"`
	TurnID         string             `json:"turn_id,omitempty"`
	Branch         string             `json:"branch,omitempty"`
	Entry          *session.Entry     `json:"entry,omitempty"`
	Turn           *session.Turn      `json:"turn,omitempty"`
	AsyncOp        *session.AsyncOp   `json:"async_op,omitempty"`
	ToolCall       *session.ToolCall  `json:"tool_call,omitempty"`
	Spawn          *session.SpawnInfo `json:"spawn,omitempty"`
	Text           string             `json:"text,omitempty"`
	Thinking       string             `json:"thinking,omitempty"`
	Name           string             `json:"name,omitempty"`
	Data           map[string]any     `json:"data,omitempty"`
	Time           time.Time          `json:"time"`
}

// Bus fans events out to subscribers. Publishing never blocks: each
// subscriber has its own bounded queue in which consecutive deltas of one
// turn are merged, so a slow reader costs bounded memory and never engine
// time; a reader that falls MaxQueue events behind gets EvLagged instead of
// the events it missed, and reloads from the store.
type Bus struct {
	mu sync.Mutex // serializes changes of subs
	// subs is the list of subscriptions, replaced whole when one starts
	// or ends, so that publishing reads it without a lock or a copy.
	subs atomic.Pointer[[]*Subscription]
}

// NewBus returns an empty bus.
func NewBus() *Bus { return &Bus{} }

// Subscription receives events published after it was created.
type Subscription struct {
	bus *Bus
	// only, when set, is the one kind queued (with EvLagged): a subscriber
	// of one kind is not woken by the others.
	only  EventKind
	mu    sync.Mutex
	queue []Event
	ready chan struct{}
	done  chan struct{}
	once  sync.Once
}

// Subscribe starts a subscription.
func (b *Bus) Subscribe() *Subscription { return b.subscribe("") }

// subscribe starts a subscription to the events of kind only ("" = all).
func (b *Bus) subscribe(only EventKind) *Subscription {
	s := &Subscription{bus: b, only: only, ready: make(chan struct{}, 1), done: make(chan struct{})}
	b.mu.Lock()
	var subs []*Subscription
	if old := b.subs.Load(); old != nil {
		subs = append(subs, *old...)
	}
	subs = append(subs, s)
	b.subs.Store(&subs)
	b.mu.Unlock()
	return s
}

// Publish delivers ev to every subscriber without blocking.
func (b *Bus) Publish(ev Event) {
	if ev.Time.IsZero() {
		ev.Time = time.Now()
	}
	subs := b.subs.Load()
	if subs == nil {
		return
	}
	for _, s := range *subs {
		s.push(ev)
	}
}

func (s *Subscription) push(ev Event) {
	if s.only != "" && ev.Kind != s.only {
		return
	}
	s.mu.Lock()
	if ev.Kind == EvDelta && len(s.queue) > 0 {
		// Merge into the newest queued delta of the same turn when nothing
		// structural for that turn came after it.
		for i := len(s.queue) - 1; i >= 0; i-- {
			q := &s.queue[i]
			if q.TurnID != ev.TurnID {
				continue
			}
			if q.Kind == EvDelta {
				q.Text += ev.Text
				q.Thinking += ev.Thinking
				q.Time = ev.Time
				s.mu.Unlock()
				return
			}
			break
		}
	}
	if len(s.queue) >= MaxQueue {
		s.queue = append(s.queue[:0], Event{Kind: EvLagged, Time: ev.Time})
	}
	if s.queue == nil {
		// Drain hands the queue over: room for a few events saves the
		// next ones growing it one by one.
		s.queue = make([]Event, 0, 8)
	}
	s.queue = append(s.queue, ev)
	s.mu.Unlock()
	select {
	case s.ready <- struct{}{}:
	default:
	}
}

// Ready is signalled when events are waiting; then call Drain.
func (s *Subscription) Ready() <-chan struct{} { return s.ready }

// Drain returns and clears the queued events.
func (s *Subscription) Drain() []Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.queue
	s.queue = nil
	return out
}

// Next waits for events (or ctx, or Close) and returns them; nil when done.
func (s *Subscription) Next(ctx context.Context) []Event {
	for {
		if evs := s.Drain(); len(evs) > 0 {
			return evs
		}
		select {
		case <-s.ready:
		case <-ctx.Done():
			return nil
		case <-s.done:
			return s.Drain()
		}
	}
}

// Close ends the subscription.
func (s *Subscription) Close() {
	s.once.Do(func() {
		b := s.bus
		b.mu.Lock()
		var subs []*Subscription
		for _, o := range *b.subs.Load() {
			if o != s {
				subs = append(subs, o)
			}
		}
		b.subs.Store(&subs)
		b.mu.Unlock()
		close(s.done)
	})
}
