package ui

import (
	"fmt"
	"slices"
	"sort"

	tea "charm.land/bubbletea/v2"

	"grove/agent"
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
	ended := map[string][]string{} // conversation → its turns that ended
	for id := range m.turns.elsewhere {
		if !running[id] {
			c := m.turns.active[id].ConversationID
			ended[c] = append(ended[c], id)
			delete(m.turns.elsewhere, id)
			delete(m.turns.active, id)
			delete(m.tl.streams, id)
		}
	}
	cmds := []tea.Cmd{m.readEnded(ended)}
	if len(running) > 0 {
		cmds = append(cmds, m.startTicking())
	}
	return tea.Batch(cmds...)
}

// endedMsg brings turns that ended in another process as stored.
type endedMsg []session.Turn

// readEnded reads the turns that ended elsewhere in conversations shown,
// for what they used (the status bar's tokens and cost).
func (m *Model) readEnded(ended map[string][]string) tea.Cmd {
	for c := range ended {
		if m.tl.views[c] == nil {
			delete(ended, c)
		}
	}
	if len(ended) == 0 {
		return nil
	}
	ctx, st := m.c.ctx, m.c.store
	return func() tea.Msg {
		var out endedMsg
		for c, ids := range ended {
			ts, err := st.Turns(ctx, c)
			if err != nil {
				continue
			}
			for _, t := range ts {
				if slices.Contains(ids, t.ID) {
					out = append(out, t)
				}
			}
		}
		return out
	}
}

// onEnded records what the turns that ended elsewhere used.
func (m *Model) onEnded(ts endedMsg) {
	for _, t := range ts {
		if cv := m.tl.views[t.ConversationID]; cv != nil {
			cv.usage[t.ID] = t.Usage
			cv.turns[t.ID] = t
		}
	}
}

// runsElsewhere says, when the conversation on screen has a turn running
// in another process, that it can only be cancelled there (nil otherwise).
func (m *Model) runsElsewhere() tea.Cmd {
	for id := range m.turns.elsewhere {
		if t := m.turns.active[id]; t.ConversationID == m.current && m.current != "" {
			where := "another grove process"
			if pid, local := agent.OwnerProcess(t.Owner); local && pid > 0 {
				where = fmt.Sprintf("another grove process (pid %d)", pid)
			}
			return m.flash("this turn runs in "+where+"; only it can cancel it", false)
		}
	}
	return nil
}
