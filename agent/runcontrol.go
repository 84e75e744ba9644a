package agent

import (
	"context"

	"github.com/grovechat/grove/session"
)

// Cancel stops a running turn: its stream and sync tools are cancelled, the
// partial reply is kept and marked interrupted, background work stops.
// Errors: ENOTFOUND when the turn is not running here.
func (r *Runtime) Cancel(turnID string) error {
	r.mu.Lock()
	tr := r.turns[turnID]
	r.mu.Unlock()
	if tr == nil {
		return session.Errorf(session.ENOTFOUND, "turn %s is not running", turnID)
	}
	tr.cancelledByUser.Store(true)
	tr.cancel()
	return nil
}

// CancelAsync stops one background operation. Its turn hears that it was
// cancelled (as a failed result) and goes on. Errors: ENOTFOUND when the
// operation is not running here.
func (r *Runtime) CancelAsync(opID string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, t := range r.turns {
		t.mu.Lock()
		cancel := t.opCancel[opID]
		t.mu.Unlock()
		if cancel != nil {
			cancel()
			return nil
		}
	}
	return session.Errorf(session.ENOTFOUND, "background operation %s is not running", opID)
}

// ActiveTurns lists the turns running in this runtime.
func (r *Runtime) ActiveTurns() []session.Turn {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]session.Turn, 0, len(r.turns))
	for _, t := range r.turns {
		t.mu.Lock()
		out = append(out, t.turn)
		t.mu.Unlock()
	}
	return out
}

// WaitTurn blocks until the turn stops running here (or ctx ends) and
// returns its stored state.
func (r *Runtime) WaitTurn(ctx context.Context, turnID string) (session.Turn, error) {
	r.mu.Lock()
	tr := r.turns[turnID]
	r.mu.Unlock()
	if tr != nil {
		select {
		case <-tr.done:
		case <-ctx.Done():
			return session.Turn{}, ctx.Err()
		}
	}
	return r.store.Turn(ctx, turnID)
}
