package ui

import (
	"context"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// Spending caps in the TUI. /budget USD caps the turns this conversation
// sends next (and raises the cap of its newest turn when that stopped
// unfinished, for /continue); /budget branch USD caps the current branch;
// /budget alone says what is in force. The status bar and the tree show
// spend against the caps.

// budgetCommand handles /budget.
func (m *Model) budgetCommand(arg string) tea.Cmd {
	f := strings.Fields(arg)
	cv := m.cur()
	if cv == nil || m.current == "" {
		// The cap of the conversation the next message starts.
		if len(f) != 1 {
			return m.flash("no conversation yet: /budget USD caps the one your next message starts", true)
		}
		v, err := agent.ParseUSD(f[0])
		if err != nil {
			return m.flash(userText(err), true)
		}
		m.setBudgetNext("", v)
		return m.flash("the next conversation's turns may spend up to "+agent.USD(v)+" each", false)
	}
	switch {
	case len(f) == 0:
		return m.flash(m.budgetSummary(cv), false)
	case len(f) == 2 && f[0] == "branch":
		v, err := agent.ParseUSD(f[1])
		if err != nil {
			return m.flash(userText(err), true)
		}
		return setBranchBudget(m.c.ctx, m.c.rt.Store(), m.current, cv.branch, v)
	case len(f) == 1:
		v, err := agent.ParseUSD(f[0])
		if err != nil {
			return m.flash(userText(err), true)
		}
		m.setBudgetNext(m.current, v)
		if t, ok := newestTurn(cv); ok && (t.Status == session.TurnIncomplete || t.Status == session.TurnFailed || t.Status == session.TurnCancelled) {
			return setTurnBudget(m.c.ctx, m.c.rt.Store(), t, cv.turnNo[t.ID], v)
		}
		if v == 0 {
			return m.flash("the next turns here have no cap of their own", false)
		}
		return m.flash("the next turns here may spend up to "+agent.USD(v)+" each", false)
	}
	return m.flash("usage: /budget USD (this conversation's turns), /budget branch USD, /budget none", true)
}

func (m *Model) setBudgetNext(convID string, v float64) {
	if m.turns.budgetNext == nil {
		m.turns.budgetNext = map[string]float64{}
	}
	m.turns.budgetNext[convID] = v
}

// keepBudget gives a conversation the first message just started the cap
// /budget set before it existed.
func (m *Model) keepBudget(convID string) {
	if v, ok := m.turns.budgetNext[""]; ok {
		m.turns.budgetNext[convID] = v
		delete(m.turns.budgetNext, "")
	}
}

// newestTurn is the newest turn of the branch on screen: the one
// /continue continues.
func newestTurn(cv *convView) (session.Turn, bool) {
	last := ""
	for _, it := range cv.items {
		if it.turnID > last {
			last = it.turnID
		}
	}
	t, ok := cv.turns[last]
	if !ok {
		t.ID = last
	}
	return t, last != ""
}

// continueCommand handles /continue: the branch's newest turn goes on when
// it stopped unfinished (with the cap /budget gave it).
func (m *Model) continueCommand() tea.Cmd {
	cv := m.cur()
	if cv == nil {
		return nil
	}
	t, ok := newestTurn(cv)
	if !ok {
		return m.flash("no turn to continue", true)
	}
	// Said with the turn's number, never its id.
	n := cv.turnNo[t.ID]
	switch t.Status {
	case session.TurnActive:
		return m.flash(fmt.Sprintf("turn %d is still running", n), true)
	case session.TurnCompleted:
		return m.flash(fmt.Sprintf("turn %d finished: nothing to continue (send a message to go on)", n), true)
	}
	return continueTurn(m.c.ctx, m.c.rt, t.ID)
}

// turnCap is the cap of the turns this conversation sends (set with
// /budget, else the agent's) and what its newest turn spent.
func (m *Model) turnCap(cv *convView) (cap, spent float64) {
	cap, ok := m.turns.budgetNext[cv.conv.ID]
	if !ok {
		if d, found := m.agentDef(m.convAgent()); found {
			cap = d.Budget
		}
	}
	if t, ok := newestTurn(cv); ok {
		spent = cv.usage[t.ID].Total().Cost + cv.childSpend().byTurn[t.ID].Cost // its sub-agents count against it
	}
	return cap, spent
}

// budgetSummary says which caps are in force here and what was spent.
func (m *Model) budgetSummary(cv *convView) string {
	var parts []string
	if c, spent := m.turnCap(cv); c > 0 {
		parts = append(parts, fmt.Sprintf("turns here: budget %s (the newest spent %s)", agent.USD(c), agent.USD(spent)))
	}
	if cv.tree != nil {
		if c := cv.tree.Budgets[cv.branch]; c > 0 {
			parts = append(parts, fmt.Sprintf("branch %s: budget %s, spent %s", cv.branch, agent.USD(c), agent.USD(cv.branchUsage()[cv.branch].Cost+cv.childSpend().branch.Cost)))
		}
	}
	if len(parts) == 0 {
		return "no budget here: /budget USD caps this conversation's turns, /budget branch USD its branch"
	}
	return strings.Join(parts, "; ")
}

// rankBudget places the caps on the status bar: before the branch, the
// tokens and the cost, which give way first.
const rankBudget = 45

// costPart is the status bar's cost.
func (m *Model) costPart(cv *convView) string {
	if p := m.childCostPart(cv); p != "" {
		return p
	}
	u := cv.totalUsage()
	if cv.tree != nil && len(cv.tree.Branches) > 1 {
		return fmt.Sprintf("$%.4f branch / $%.4f", cv.branchUsage()[cv.branch].Cost, u.Cost)
	}
	return fmt.Sprintf("$%.4f", u.Cost)
}

// budgetPart is the status bar's spend against the caps in force ("" when
// there are none): the newest turn's while it runs or stopped unfinished,
// else the cap the next turns get, and the branch's.
func (m *Model) budgetPart(cv *convView) string {
	var parts []string
	if c, spent := m.turnCap(cv); c > 0 {
		if t, ok := newestTurn(cv); ok && t.Status != "" && t.Status != session.TurnCompleted {
			parts = append(parts, fmt.Sprintf("turn %s/%s", agent.USD(spent), agent.USD(c)))
		} else {
			parts = append(parts, "turns ≤"+agent.USD(c))
		}
	}
	if cv.tree != nil {
		if c := cv.tree.Budgets[cv.branch]; c > 0 {
			parts = append(parts, fmt.Sprintf("branch %s/%s", agent.USD(cv.branchUsage()[cv.branch].Cost+cv.childSpend().branch.Cost), agent.USD(c)))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "budget: " + strings.Join(parts, ", ")
}

// branchCost is a branch's cost in the tree, with its cap when it has one.
func branchCost(cost, cap float64) string {
	if cap > 0 {
		return fmt.Sprintf("$%.4f of %s", cost, agent.USD(cap))
	}
	return fmt.Sprintf("$%.4f", cost)
}

func setBranchBudget(ctx context.Context, st *session.Store, convID, branch string, v float64) tea.Cmd {
	return func() tea.Msg {
		if err := st.SetBranchBudget(ctx, convID, branch, v); err != nil {
			return infoMsg{err: err}
		}
		t, err := st.Tree(ctx, convID)
		msg := treeLoadMsg{convID: convID, tree: t, err: err}
		if err != nil {
			return msg
		}
		text := "branch " + branch + " has no budget"
		if v > 0 {
			text = "branch " + branch + " may spend up to " + agent.USD(v) + " (/continue resumes a turn it stopped)"
		}
		return budgetSetMsg{tree: msg, text: text}
	}
}

func setTurnBudget(ctx context.Context, st *session.Store, t session.Turn, n int, v float64) tea.Cmd {
	return func() tea.Msg {
		if err := st.SetTurnBudget(ctx, t.ID, v); err != nil {
			return infoMsg{err: err}
		}
		if v == 0 {
			return infoMsg{text: fmt.Sprintf("turn %d has the agent's budget again; /continue to go on", n)}
		}
		return infoMsg{text: fmt.Sprintf("turn %d may now spend up to %s (spent %s): /continue to go on", n, agent.USD(v), agent.USD(t.Usage.Total().Cost))}
	}
}

// budgetSetMsg is a branch's new cap: the tree read again, and what to say.
type budgetSetMsg struct {
	tree treeLoadMsg
	text string
}

func (m *Model) onBudgetSet(msg budgetSetMsg) tea.Cmd {
	return tea.Batch(m.onTreeLoaded(msg.tree), m.flash(msg.text, false))
}
