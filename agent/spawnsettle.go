package agent

import (
	"context"
	"strings"

	"github.com/grovechat/grove/session"
)

// A delegation's end is recorded by the delegation itself (delegate).
// When grove closes while a child runs, the child's turn stays active like
// every other and the delegation records no end; a process that stops
// without closing records neither entry of a delegation run by a step it
// had not saved. The next start settles them (settleSpawns): a child whose
// turn it resumes gets its agent_result when that turn ends, one that
// ended or never ran gets it at once (status "interrupted" when it never
// ran), and a spawn never written is written first. Children of turns a
// live process runs are left to it.

// unsettledSpawns is UnsettledSpawns read before Recover resumes anything
// (so that delegations its turns start are not among them); an error is
// logged and settles nothing.
func (r *Runtime) unsettledSpawns(ctx context.Context) []session.UnsettledSpawn {
	us, err := r.store.UnsettledSpawns(ctx)
	if err != nil {
		r.opts.Log.Error("reading delegations without a recorded end", "err", err)
	}
	return us
}

// settleSpawns records the end of the delegations unsettled names, or
// waits for it when their child is among the turns Recover resumed.
func (r *Runtime) settleSpawns(ctx context.Context, unsettled []session.UnsettledSpawn, resumed []session.Turn) {
	here := make(map[string]bool, len(resumed))
	for _, t := range resumed {
		here[t.ID] = true
	}
	for _, u := range unsettled {
		if u.TurnID != "" {
			if pt, err := r.store.Turn(ctx, u.TurnID); err == nil && pt.Status == session.TurnActive && !here[pt.ID] {
				continue // a live process runs the delegating turn
			}
		}
		ts, err := r.store.Turns(ctx, u.Child)
		if err != nil {
			r.opts.Log.Error("reading a child's turns", "conversation", u.Child, "err", err)
			continue
		}
		if len(ts) == 0 {
			r.settle(ctx, u, nil)
			continue
		}
		last := ts[len(ts)-1]
		switch {
		case here[last.ID]:
			r.wg.Add(1)
			go func() {
				defer r.wg.Done()
				done, err := r.WaitTurn(r.ctx, last.ID)
				if err != nil || done.Status == session.TurnActive {
					return // closing again: the next start settles it
				}
				r.settle(context.WithoutCancel(r.ctx), u, &done)
			}()
		case last.Status == session.TurnActive:
			// a live process runs the child
		default:
			r.settle(ctx, u, &last)
		}
	}
}

// settle appends a delegation's end to its parent (and its spawn when the
// parent has none): child is the child's last turn, nil when none ran.
func (r *Runtime) settle(ctx context.Context, u session.UnsettledSpawn, child *session.Turn) {
	conv, err := r.store.Conversation(ctx, u.Child)
	if err != nil {
		r.opts.Log.Error("settling a delegation", "conversation", u.Child, "err", err)
		return
	}
	parent, err := r.store.Conversation(ctx, u.ConversationID)
	if err != nil {
		r.opts.Log.Error("settling a delegation", "conversation", u.ConversationID, "err", err)
		return
	}
	branch, author := parent.CurrentBranch, orDefault(parent.Agent, "agent")
	if u.TurnID != "" {
		if pt, err := r.store.Turn(ctx, u.TurnID); err == nil {
			branch, author = pt.Branch, orDefault(pt.Agent, author)
		}
	}
	var es []session.Entry
	if !u.Spawned {
		sp := session.SpawnInfo{Agent: conv.Agent, Conversation: conv.ID, Input: strings.TrimPrefix(conv.Title, "delegated: ")}
		if p, err := r.store.Path(ctx, conv.ID, session.DefaultBranch); err == nil {
			for _, e := range p {
				if e.Kind == session.EntryMessage && e.Role == session.RoleUser {
					sp.Input = session.Text(e.Content)
					break
				}
			}
		}
		es = append(es, session.NewSpawnEntry(author, u.TurnID, sp))
	}
	res := session.AgentResultInfo{Agent: conv.Agent, Conversation: conv.ID, Status: "interrupted",
		Error: "grove stopped before " + conv.Agent + "'s turn ran", Usage: r.childUsage(ctx, conv.ID)}
	answer := ""
	if child != nil {
		res.Turn, res.Status, res.Error = child.ID, child.Status, child.Error
		if child.Status == session.TurnCompleted {
			answer, _ = r.lastAnswer(ctx, conv.ID)
		}
	}
	es = append(es, session.NewAgentResultEntry(author, u.TurnID, answer, res))
	if _, err := r.Append(ctx, u.ConversationID, branch, es...); err != nil {
		r.opts.Log.Error("recording a delegation's end", "conversation", u.ConversationID, "err", err)
	}
}
