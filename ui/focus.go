package ui

import (
	"fmt"
	"sort"

	tea "charm.land/bubbletea/v2"
)

// focusNext moves the focus (the turn esc cancels) to the next turn
// running in the conversation on screen, oldest first, round again after
// the newest. Turns another process runs are not this one's to cancel.
func (m *Model) focusNext() tea.Cmd {
	cv := m.cur()
	if cv == nil {
		return nil
	}
	var ids []string
	for id, t := range m.turns.active {
		if t.ConversationID == cv.conv.ID && !m.turns.elsewhere[id] {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return m.flash("no turn is running here", false)
	}
	sort.Strings(ids)
	at := sort.SearchStrings(ids, m.focusedTurn())
	next := ids[(at+1)%len(ids)]
	if len(ids) == 1 {
		next = ids[0]
	}
	cv.focusTurn = next
	what := "turn"
	if n := cv.turnNo[next]; n > 0 {
		what = fmt.Sprintf("turn %d", n)
	}
	cmd := m.flash(fmt.Sprintf("esc cancels %s (%d running here)", what, len(ids)), false)
	m.bar.noticeTurn = next
	return cmd
}
