package agent

import (
	"context"
	"math"

	"github.com/grovechat/grove/session"
)

// Caps and delegations. What a turn's delegations spend (their child
// conversations, with their own children) counts against the caps of the
// turn that started them and of its branch, as grove stats counts it. A
// child's own steps also run under those caps: before each of its steps
// the caps of every turn up its chain of delegations are read with what
// is left of them, so a runaway delegate stops where the turn that
// started it would have (its turn ends incomplete naming that cap, and
// the delegation fails for the caller).

// countChildren adds what this turn's and its branch's delegations spent
// to the caps read for the next step, and the caps of the turns that
// delegated to this one. A spend that cannot be read is left out (logged).
// Both reads are skipped where they cannot matter (a step pays for them
// only then): the delegations' spend when no cap of this turn is in force,
// the chain of delegators once the turn's first step found none.
func (t *turnRun) countChildren(ctx context.Context) {
	ctx = context.WithoutCancel(ctx)
	if len(t.budget.caps) > 0 {
		byTurn, byBranch, err := t.rt.store.ChildSpend(ctx, t.turn.ConversationID)
		if err != nil {
			t.rt.opts.Log.Error("reading what the turn's delegations spent", "turn", t.turn.ID, "err", err)
		}
		for i := range t.budget.caps {
			c := &t.budget.caps[i]
			if c.branch {
				c.spent += byBranch[t.turn.Branch]
			} else {
				c.spent += byTurn[t.turn.ID]
			}
		}
	}
	if t.budget.child == 0 {
		t.budget.child = 1
		if ref, err := t.rt.store.SpawnedFrom(ctx, t.turn.ConversationID); err != nil || ref != nil {
			t.budget.child = 2 // a read that failed is tried again by delegatorCaps
		}
	}
	if t.budget.child == 2 {
		t.budget.caps = append(t.budget.caps, t.rt.delegatorCaps(ctx, t.turn.ConversationID)...)
	}
}

// delegatorCaps are the caps of the turns up a child conversation's chain
// of delegations (none for a conversation no delegation started): each
// turn's own cap (else its agent's budget) and its branch's, with what
// that turn, its branch and their delegations spent so far.
func (r *Runtime) delegatorCaps(ctx context.Context, convID string) []budgetCap {
	var caps []budgetCap
	seen := map[string]bool{convID: true}
	for cur := convID; ; {
		ref, err := r.store.SpawnedFrom(ctx, cur)
		if err != nil || ref == nil || ref.TurnID == "" || seen[ref.ConversationID] {
			if err != nil {
				r.opts.Log.Error("reading a delegation's parent", "conversation", cur, "err", err)
			}
			return caps
		}
		seen[ref.ConversationID] = true
		pt, err := r.store.Turn(ctx, ref.TurnID)
		if err != nil {
			r.opts.Log.Error("reading the turn that delegated", "turn", ref.TurnID, "err", err)
			return caps
		}
		byTurn, byBranch, err := r.store.ChildSpend(ctx, ref.ConversationID)
		if err != nil {
			r.opts.Log.Error("reading what a turn's delegations spent", "turn", pt.ID, "err", err)
		}
		own := r.turnSpend(pt)
		c, err := r.store.TurnBudget(ctx, pt.ID)
		if err == nil && c == 0 {
			if def, derr := r.opts.Agent(ctx, pt.Agent); derr == nil {
				c = def.Budget
			}
		}
		if c > 0 {
			caps = append(caps, budgetCap{cap: c, spent: own + byTurn[pt.ID], conv: ref.ConversationID, of: pt.Agent})
		}
		if bc, err := r.store.BranchBudget(ctx, ref.ConversationID, pt.Branch); err == nil && bc > 0 {
			if other, err := r.store.BranchSpend(ctx, ref.ConversationID, pt.Branch, pt.ID); err == nil {
				caps = append(caps, budgetCap{branch: true, cap: bc, spent: other + own + byBranch[pt.Branch], conv: ref.ConversationID, of: pt.Agent})
			}
		}
		cur = ref.ConversationID
	}
}

// turnSpend is what a turn spent itself: while it runs here, what its
// steps cost so far (the step waiting on a delegation is not saved yet),
// else what was saved.
func (r *Runtime) turnSpend(t session.Turn) float64 {
	spent := t.Usage.Total().Cost
	r.mu.Lock()
	tr := r.turns[t.ID]
	r.mu.Unlock()
	if tr != nil {
		spent = max(spent, math.Float64frombits(tr.spent.Load()))
	}
	return spent
}
