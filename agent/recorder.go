package agent

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"time"

	"github.com/grovechat/grove/session"
)

// Lifecycle names written to the event log.
const (
	LogTurnStarted        = "turn.started"
	LogTurnCompleted      = "turn.completed"
	LogTurnFailed         = "turn.failed"
	LogTurnCancelled      = "turn.cancelled"
	LogTurnIncomplete     = "turn.incomplete"
	LogStepStarted        = "step.started"
	LogStepCompleted      = "step.completed"
	LogToolStarted        = "tool.started"
	LogToolCompleted      = "tool.completed"
	LogToolFailed         = "tool.failed"
	LogAsyncStarted       = "async.started"
	LogAsyncCompleted     = "async.completed"
	LogAsyncFailed        = "async.failed"
	LogAgentCallStarted   = "agent_call.started"
	LogAgentCallCompleted = "agent_call.completed"
	LogMemoryExtracted    = "memory.extracted"
	LogCompactionDone     = "compaction.done"
)

// logEvent publishes a lifecycle record: the recorder writes it to the
// event log. dur is the length of what the record ends (negative when it
// ends nothing). data is owned by the bus once published.
func (r *Runtime) logEvent(name, convID, turnID, agentName string, dur time.Duration, data map[string]any) {
	if data == nil {
		data = map[string]any{}
	}
	if agentName != "" {
		data["agent"] = agentName
	}
	if dur >= 0 {
		data["duration_ms"] = dur.Milliseconds()
	}
	r.bus.Publish(Event{Kind: EvLog, ConversationID: convID, TurnID: turnID, Name: name, Data: data})
}

// recordEvery is how long the recorder gathers records after the first of
// a batch: a turn's records go to the event log in a transaction or two
// instead of one each, and a write seldom waits for a step's.
const recordEvery = 50 * time.Millisecond

// Recorder writes the runtime's lifecycle records to the store's event
// log. It reads them from its own bus subscription (of lifecycle records
// only) and writes what arrives within recordEvery in one transaction, so
// it never slows the bus or a turn; a write error is logged and the batch
// dropped.
type Recorder struct {
	store *session.Store
	sub   *Subscription
	log   *slog.Logger
	stop  context.CancelFunc
	done  chan struct{}
	once  sync.Once
}

// StartRecorder subscribes to rt's bus and starts writing.
func StartRecorder(rt *Runtime, log *slog.Logger) *Recorder {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	ctx, stop := context.WithCancel(context.Background())
	rec := &Recorder{store: rt.Store(), sub: rt.bus.subscribe(EvLog), log: log, stop: stop, done: make(chan struct{})}
	go rec.run(ctx)
	return rec
}

func (rec *Recorder) run(ctx context.Context) {
	defer close(rec.done)
	for {
		evs := rec.sub.Next(ctx)
		if evs == nil {
			// Stopped: write what is still queued.
			rec.write(rec.sub.Drain())
			return
		}
		gather := time.NewTimer(recordEvery)
		select {
		case <-gather.C:
		case <-ctx.Done():
			gather.Stop()
		}
		rec.write(append(evs, rec.sub.Drain()...))
	}
}

func (rec *Recorder) write(evs []Event) {
	var rows []session.Event
	for _, ev := range evs {
		switch ev.Kind {
		case EvLagged:
			rec.log.Warn("event log: the recorder fell behind; some lifecycle events were not recorded")
		case EvLog:
			data, err := json.Marshal(ev.Data)
			if err != nil {
				rec.log.Warn("event log: encoding", "event", ev.Name, "err", err)
				continue
			}
			rows = append(rows, session.Event{ConversationID: ev.ConversationID, TurnID: ev.TurnID, Kind: ev.Name,
				Data: data, CreatedAt: ev.Time})
		}
	}
	if len(rows) == 0 {
		return
	}
	if err := rec.store.RecordEvents(context.Background(), rows); err != nil {
		rec.log.Warn("event log: writing", "events", len(rows), "err", err)
	}
}

// Close stops the recorder once it has written everything published
// before the call. Close the runtime first, so that its last records are
// among them.
func (rec *Recorder) Close() {
	rec.once.Do(func() {
		rec.stop()
		<-rec.done
		rec.sub.Close()
	})
}
