package ui

import (
	"fmt"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

// A delegation's record in the timeline: who was started (agent_spawn) and
// how it ended (agent_result), each one line below its header. The tree
// view jumps from a spawn to the child conversation (treespawn.go).
const (
	kindSpawn       itemKind = 110
	kindAgentResult itemKind = 111
	// kindAgentFailed is a delegation that ended without an answer.
	kindAgentFailed itemKind = 112
)

// spawnItem fills a timeline item from an agent_spawn or agent_result
// entry.
func spawnItem(it *item, e *session.Entry) {
	if sp, ok := e.Spawn(); ok {
		it.kind, it.text = kindSpawn, sp.Summary()
		return
	}
	it.kind, it.text = kindAgentResult, session.Text(e.Content)
	if r, ok := e.AgentResult(); ok {
		it.text = r.Summary(session.Text(e.Content))
		if r.Status != session.TurnCompleted {
			it.kind = kindAgentFailed
		}
	}
}

// spawnHeader is the header of a delegation's record ("" for other items).
func spawnHeader(th *themes.Theme, it *item) string {
	switch it.kind {
	case kindSpawn:
		return th.Async.Render("↳ sub-agent") + th.Muted.Render(" · "+orStr(it.author, "agent"))
	case kindAgentResult:
		return th.Async.Render("↩ sub-agent result") + " " + th.Success.Render("✓")
	case kindAgentFailed:
		return th.Async.Render("↩ sub-agent result") + " " + th.Error.Render("✗")
	}
	return ""
}

// spawnLines is the body of a delegation's record: its one-line summary.
func spawnLines(th *themes.Theme, it *item, bw int) []string {
	st := th.Muted
	if it.kind == kindAgentFailed {
		st = th.Error
	}
	return []string{st.Render(ansi.Truncate(it.text, bw, "…"))}
}

// childSpend is what a conversation's delegations spent, read from the
// agent_result entries of its tree (each records its child's usage, the
// child's own children included): in all, on the branch on screen, and by
// the turn that delegated. A delegation counts once it has ended.
type childSpend struct {
	all, branch session.Usage
	byTurn      map[string]session.Usage
}

func (cv *convView) childSpend() childSpend {
	var s childSpend
	if cv.tree == nil {
		return s
	}
	for i := range cv.tree.Nodes {
		e := &cv.tree.Nodes[i].Entry
		if e.Kind != session.EntryAgentResult {
			continue
		}
		r, ok := e.AgentResult()
		if !ok {
			continue
		}
		s.all.Add(r.Usage)
		if cv.tree.OnBranch(i, cv.branch) {
			s.branch.Add(r.Usage)
		}
		if e.TurnID != "" {
			if s.byTurn == nil {
				s.byTurn = map[string]session.Usage{}
			}
			u := s.byTurn[e.TurnID]
			u.Add(r.Usage)
			s.byTurn[e.TurnID] = u
		}
	}
	return s
}

// childCostPart is the status bar's cost when the conversation delegated:
// the conversation's (or the branch's and the conversation's) cost with
// what sub-agents spent, each part named; "" when nothing was delegated.
func (m *Model) childCostPart(cv *convView) string {
	s := cv.childSpend()
	if s.all.Cost == 0 && s.all.InputTokens+s.all.OutputTokens == 0 {
		return ""
	}
	own := cv.totalUsage()
	out := ""
	if cv.tree != nil && len(cv.tree.Branches) > 1 {
		out = fmt.Sprintf("$%.4f branch / ", cv.branchUsage()[cv.branch].Cost+s.branch.Cost)
	}
	return out + fmt.Sprintf("$%.4f (own $%.4f + sub $%.4f)", own.Cost+s.all.Cost, own.Cost, s.all.Cost)
}

// rankTurnCost places the newest turn's cost with its sub-agents' on the
// bar: it goes before the cost, after the tokens.
const rankTurnCost = 15

// turnCostPart is the newest turn's cost with what the sub-agents it
// started spent ("" when it started none).
func (m *Model) turnCostPart(cv *convView) string {
	t, ok := newestTurn(cv)
	if !ok {
		return ""
	}
	c := cv.childSpend().byTurn[t.ID]
	if c.Cost == 0 && c.InputTokens+c.OutputTokens == 0 {
		return ""
	}
	mine := cv.usage[t.ID].Total().Cost
	return fmt.Sprintf("turn $%.4f (own $%.4f + sub $%.4f)", mine+c.Cost, mine, c.Cost)
}
