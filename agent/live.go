package agent

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/grovechat/grove/session"
)

// liveEvery is how often at most a streaming step writes its text so far
// to the store (session.LiveText), for other processes on the same
// database to show: a few writes a second, the first one liveEvery after
// the stream began, so a step streamed faster than that writes nothing.
const liveEvery = 200 * time.Millisecond

// liveStep writes the text of a turn's streaming step to the store,
// throttled: begin starts a step, the stream hands it the whole text so far
// at every bus flush (update), and a timer writes the latest of it at most
// every liveEvery, off the stream's goroutine. stop waits for a write in
// flight and prevents any later one, so the step's save — which deletes
// the row in its own transaction — is the last word. A turn keeps one for
// all its steps (its timer too).
type liveStep struct {
	store  *session.Store
	ctx    context.Context
	log    *slog.Logger
	turnID string
	step   int

	mu             sync.Mutex
	text, thinking string // the latest, not yet written when dirty
	dirty, armed   bool
	stopped        bool
	last           time.Time // the stream's start, then the last write
	timer          *time.Timer

	// writing is held for the whole of a write, so stop can wait for it;
	// logged tells that a failed write was logged this step.
	writing sync.Mutex
	logged  bool
}

// begin starts writing the text of step (stop ended the previous one).
func (l *liveStep) begin(ctx context.Context, st *session.Store, log *slog.Logger, turnID string, step int) {
	l.writing.Lock()
	l.logged = false
	l.writing.Unlock()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.store, l.ctx, l.log, l.turnID, l.step = st, ctx, log, turnID, step
	l.text, l.thinking, l.dirty, l.armed, l.stopped, l.last = "", "", false, false, false, time.Now()
}

// update takes the step's whole text so far (strings the stream's builders
// made: taking them copies nothing).
func (l *liveStep) update(text, thinking string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.stopped {
		return
	}
	l.text, l.thinking, l.dirty = text, thinking, true
	if l.armed {
		return
	}
	l.armed = true
	wait := liveEvery - time.Since(l.last)
	if l.timer == nil {
		l.timer = time.AfterFunc(wait, l.write)
	} else {
		l.timer.Reset(wait)
	}
}

// write stores the latest text (on the timer's goroutine).
func (l *liveStep) write() {
	l.writing.Lock()
	defer l.writing.Unlock()
	l.mu.Lock()
	if l.stopped || !l.dirty {
		l.armed = false
		l.mu.Unlock()
		return
	}
	lt := session.LiveText{TurnID: l.turnID, Step: l.step, Text: l.text, Thinking: l.thinking}
	st, ctx, log := l.store, l.ctx, l.log
	l.dirty, l.armed, l.last = false, false, time.Now()
	l.mu.Unlock()
	if err := st.SetLiveText(ctx, lt); err != nil && ctx.Err() == nil && !l.logged {
		log.Warn("writing the live text", "turn", lt.TurnID, "err", err)
		l.logged = true
	}
}

// stop ends the writing: no write starts after it returns, and one in
// flight has finished.
func (l *liveStep) stop() {
	l.mu.Lock()
	l.stopped = true
	if l.timer != nil {
		l.timer.Stop()
	}
	l.mu.Unlock()
	l.writing.Lock() // a write in flight holds it
	l.writing.Unlock()
}
