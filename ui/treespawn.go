package ui

import (
	"context"
	"fmt"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

// The tree view and delegations: a row whose run holds an agent_spawn
// entry is tagged with the sub-agent it started, o on it opens the child
// conversation (its newest entries on screen), and p in a child
// conversation's tree goes back to the parent's spawn entry.

// spawnsOf are the spawn records of a row's run, oldest first.
func spawnsOf(t *session.Tree, row treeRow) []session.SpawnInfo {
	var out []session.SpawnInfo
	for j := row.last; j >= 0; j = t.Nodes[j].Parent {
		if sp, ok := t.Nodes[j].Entry.Spawn(); ok {
			out = append([]session.SpawnInfo{sp}, out...)
		}
		if j == row.first {
			break
		}
	}
	return out
}

// spawnTags adds a row's sub-agents to its tags (long and short forms).
func spawnTags(th *themes.Theme, t *session.Tree, row treeRow, tags, short []string) ([]string, []string) {
	for _, sp := range spawnsOf(t, row) {
		tags = append(tags, th.Async.Render("↳ "+sp.Agent+" (o)"))
		short = append(short, th.Async.Render("↳"))
	}
	return tags, short
}

// spawnLabel describes a delegation's record in one line ("entry" for any
// other entry).
func spawnLabel(e *session.Entry) string {
	if sp, ok := e.Spawn(); ok {
		return "↳ " + sp.Summary()
	}
	if r, ok := e.AgentResult(); ok {
		return "↩ " + r.Summary(session.Text(e.Content))
	}
	return "entry"
}

// spawnParentMsg is where a child conversation came from, read for p.
type spawnParentMsg struct {
	from *session.SpawnRef
	err  error
}

// spawnLinks is the part of the store the jumps read (*session.Store).
type spawnLinks interface {
	SpawnedFrom(ctx context.Context, convID string) (*session.SpawnRef, error)
}

// spawnKey handles o and p on the selected row; keep says whether the
// tree stays open.
func (tv *treeOverlay) spawnKey(cv *convView, row treeRow, s string) (keep bool, cmd tea.Cmd) {
	if s == "o" {
		sps := spawnsOf(cv.tree, row)
		if len(sps) == 0 {
			return true, tv.h.flash("no sub-agent was started here (o opens one from a ↳ row)", false)
		}
		sp := sps[len(sps)-1]
		return false, tea.Batch(tv.h.jumpTo(sp.Conversation, ""), tv.h.flash("sub-agent "+sp.Agent+"'s conversation · ctrl+y, p goes back", false))
	}
	links, ok := tv.c.store.(spawnLinks)
	if !ok {
		return true, nil
	}
	ctx, id := tv.c.ctx, cv.conv.ID
	return false, func() tea.Msg {
		from, err := links.SpawnedFrom(ctx, id)
		return spawnParentMsg{from: from, err: err}
	}
}

// onSpawnParent jumps to the spawn entry a child conversation came from.
func (m *Model) onSpawnParent(msg spawnParentMsg) tea.Cmd {
	switch {
	case msg.err != nil:
		return m.flash(userText(msg.err), true)
	case msg.from == nil:
		return m.flash("this conversation was not started by a delegation (p goes back from a sub-agent's)", false)
	}
	return tea.Batch(m.jumpTo(msg.from.ConversationID, msg.from.EntryID), m.flash("back at the delegation that started it", false))
}

// subAgentsCost is what the tree's header adds for the sub-agents the
// conversation started (" + $0.1100 sub-agents"), "" when none.
func subAgentsCost(cv *convView) string {
	if s := cv.childSpend(); s.all.Cost > 0 {
		return fmt.Sprintf(" + $%.4f sub-agents", s.all.Cost)
	}
	return ""
}

// spawnOrigin says, in a child conversation's tree, which conversation
// started it ("" when no conversation kept rendered holds its spawn): the
// parent is looked for among the views held, no read.
func spawnOrigin(h host, cv *convView) string {
	m, ok := h.(*Model)
	if !ok || cv.conv.Kind != session.KindDelegate {
		return ""
	}
	for id, pv := range m.tl.views {
		if pv.tree == nil || id == cv.conv.ID {
			continue
		}
		for i := range pv.tree.Nodes {
			e := &pv.tree.Nodes[i].Entry
			if e.Kind != session.EntryAgentSpawn {
				continue
			}
			if sp, ok := e.Spawn(); ok && sp.Conversation == cv.conv.ID {
				return "↳ started by " + orStr(e.Author, "an agent") + " in “" + convTitle(pv.conv) + "” · p goes back"
			}
		}
	}
	return ""
}
