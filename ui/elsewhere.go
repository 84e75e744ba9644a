package ui

import (
	"sort"

	tea "charm.land/bubbletea/v2"

	"grove/session"
)

// Turns other processes run on the same database (a `grove send` in
// another shell) reach the TUI through the change feed, not through this
// runtime's events: they count as active, spin in the sidebar and have
// their block in the timeline while they run; their entries arrive as the
// feed reads them.

// elsewhere lists the running turns known from the feed, oldest first.
func (m *Model) elsewhere() []session.Turn {
	out := make([]session.Turn, 0, len(m.turns.elsewhere))
	for id := range m.turns.elsewhere {
		if t, ok := m.turns.active[id]; ok {
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].CreatedAt.Equal(out[j].CreatedAt) {
			return out[i].CreatedAt.Before(out[j].CreatedAt)
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// setElsewhere takes the turns other processes are running now: new ones
// become active with a block of their own, those gone stop (their last
// entries come with the feed).
func (m *Model) setElsewhere(ts []session.Turn) tea.Cmd {
	running := make(map[string]bool, len(ts))
	for _, t := range ts {
		running[t.ID] = true
		if _, ours := m.turns.active[t.ID]; ours && !m.turns.elsewhere[t.ID] {
			continue // this runtime's events tell of it
		}
		m.turns.active[t.ID] = t
		m.turns.elsewhere[t.ID] = true
		m.tl.ensureStream(t.ConversationID, t.ID, t.Branch, t.Agent)
	}
	for id := range m.turns.elsewhere {
		if !running[id] {
			delete(m.turns.elsewhere, id)
			delete(m.turns.active, id)
			delete(m.tl.streams, id)
		}
	}
	if len(running) == 0 {
		return nil
	}
	return m.startTicking()
}
