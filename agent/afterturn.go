package agent

import (
	"context"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// A completed turn's after-turn work (the hand-over to the agent its reply
// addresses, then memory extraction) is recorded as pending in the
// transaction that completes the turn and cleared in the one that records
// its result (session.AfterTurnAll): a process that dies in between leaves
// it pending, and the next start's Recover runs it, once.

// afterTurnDue reports whether a turn completing now has after-turn work
// (its end then records it as pending, and only then does it run): memory
// extraction for an agent that has it, or a hand-over, which a reply of
// this process that mentions no one never makes.
func (t *turnRun) afterTurnDue() bool {
	return t.extracts() || !t.replied || len(config.Mentions(t.reply)) > 0
}

// extracts reports whether the turn's agent has memory extraction.
func (t *turnRun) extracts() bool { return t.rt.opts.AfterTurn != nil && t.def.Extraction }

// afterTurnWork runs a completed turn's pending after-turn work from stage
// on (the hand-over, then the after-turn hook) and records that none is
// left: the hook's own transaction may have done it already (extraction
// saving its memories). Work the runtime's closing stopped stays pending.
func (t *turnRun) afterTurnWork(ctx context.Context, tu session.Turn, stage int) {
	if stage == session.AfterTurnAll {
		t.handOver(ctx, tu)
	}
	if t.extracts() && !t.afterTurn(ctx, tu) {
		return
	}
	if err := t.rt.store.EndAfterTurn(ctx, tu.ID); err != nil {
		t.rt.opts.Log.Warn("ending a turn's after-turn work", "turn", tu.ID, "err", err)
	}
}

// recoverAfterTurns takes over the after-turn work that processes now gone
// left pending (they stopped between a turn's end and its hand-over or
// extraction) and runs each in the background: of the processes starting
// on the same database, the one whose claim succeeds runs it.
func (r *Runtime) recoverAfterTurns(ctx context.Context) error {
	pending, err := r.store.PendingAfterTurns(ctx)
	if err != nil {
		return err
	}
	for _, p := range pending {
		tu := p.Turn
		if tu.Owner == r.owner || ownerAlive(tu.Owner, tu.Heartbeat, r.opts.HeartbeatEvery) {
			continue
		}
		def, err := r.opts.Agent(ctx, tu.Agent)
		if err != nil {
			// Kept pending: the agent may be back at the next start.
			r.opts.Log.Warn("after-turn work of an unknown agent", "turn", tu.ID, "agent", tu.Agent, "err", err)
			continue
		}
		ok, err := r.store.ClaimAfterTurn(ctx, tu.ID, tu.Owner, r.owner)
		if err != nil {
			return err
		}
		if !ok || r.ctx.Err() != nil {
			continue
		}
		tu.Owner = r.owner
		t := &turnRun{rt: r, turn: tu, def: def.WithDefaults(), ctx: r.ctx, started: time.Now(), afterPending: true}
		stage := p.Stage
		r.wg.Add(1) // Close waits for it, as for a turn's own
		go func() {
			defer r.wg.Done()
			t.afterTurnWork(context.WithoutCancel(r.ctx), tu, stage)
		}()
	}
	return nil
}
