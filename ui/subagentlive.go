package ui

import (
	"fmt"
	"slices"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// A sub-agent at work, live. A delegation that starts its child's turn
// says so on the bus (agent.EvSpawn, with the tool call that runs it);
// until that turn or the delegating one ends, the running tool call's row
// says which agent works in which conversation, and /subagent opens it
// (as o does on the tree's ↳ rows). Only events are read: no store.

// liveSpawn is a sub-agent running for a tool call.
type liveSpawn struct {
	seq                    int
	agent, conv            string // the child's agent and conversation
	parentConv, parentTurn string
	childTurn              string
	cost                   float64 // what its turn spent so far
}

// onSpawn keeps a delegation's start until its turn ends.
func (m *Model) onSpawn(ev *agent.Event) {
	sp := ev.Spawn
	if sp == nil || sp.ToolCallID == "" {
		return
	}
	if m.tl.subAgents == nil {
		m.tl.subAgents = map[string]liveSpawn{}
	}
	m.tl.spawnSeq++
	ls := liveSpawn{seq: m.tl.spawnSeq, agent: sp.Agent, conv: sp.Conversation, parentConv: ev.ConversationID, parentTurn: ev.TurnID}
	if ev.Turn != nil {
		ls.childTurn = ev.Turn.ID
	}
	m.tl.subAgents[sp.ToolCallID] = ls
	m.tl.touchCall(ev.ConversationID, sp.ToolCallID)
}

// spawnTurn follows a turn's news: a sub-agent's step says what it spent
// so far; the end of its turn, or of the delegating one, forgets it.
func (m *Model) spawnTurn(t session.Turn) {
	for id, ls := range m.tl.subAgents {
		switch {
		case t.Status != session.TurnActive && (ls.childTurn == t.ID || ls.parentTurn == t.ID):
			delete(m.tl.subAgents, id)
		case ls.childTurn == t.ID:
			ls.cost = t.Usage.Total().Cost
			m.tl.subAgents[id] = ls
		default:
			continue
		}
		m.tl.touchCall(ls.parentConv, id)
	}
}

// touchCall redraws the saved item holding a tool call (a background
// call's row is a saved item; a sync one's is its stream, drawn anew).
func (tl *timeline) touchCall(convID, callID string) {
	cv := tl.views[convID]
	if cv == nil {
		return
	}
	for _, it := range slices.Backward(cv.items) {
		for i := range it.tools {
			if it.tools[i].call.ID == callID {
				it.version++
				return
			}
		}
	}
}

// subAgentLine is the line under a running tool call that a sub-agent
// works for ("" when none does).
func (r renderer) subAgentLine(callID string, bw int) string {
	ls, ok := r.tl.subAgents[callID]
	if !ok {
		return ""
	}
	th := &r.c.theme
	head := "  " + th.Async.Render("↳ "+ls.agent+" is working")
	spent := ""
	if ls.cost > 0 {
		spent = th.Muted.Render(fmt.Sprintf(" ($%.4f so far)", ls.cost))
	}
	// Narrow, the words around the conversation's id give way first, then
	// the spend.
	long, short := " · conversation "+ls.conv+" · /subagent opens it", " in "+ls.conv+" · /subagent opens it"
	for _, l := range []string{head + spent + th.Muted.Render(long), head + spent + th.Muted.Render(short), head + th.Muted.Render(short)} {
		if ansi.StringWidth(l) <= bw {
			return l
		}
	}
	return ansi.Truncate(head+th.Muted.Render(" in "+ls.conv+" · /subagent"), bw, "…")
}

// openSubAgent opens the conversation of the newest sub-agent running for
// the conversation on screen.
func (m *Model) openSubAgent() tea.Cmd {
	var newest *liveSpawn
	for _, ls := range m.tl.subAgents {
		if ls.parentConv == m.current && (newest == nil || ls.seq > newest.seq) {
			newest = &ls
		}
	}
	if newest == nil {
		return m.flash("no sub-agent is running here (the tree's o opens one from a ↳ row)", false)
	}
	return tea.Batch(m.jumpTo(newest.conv, ""), m.flash("sub-agent "+newest.agent+"'s conversation · ctrl+y, p goes back", false))
}
