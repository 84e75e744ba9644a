package ui

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"sort"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
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
			delete(m.turns.asyncPending, id)
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

// A turn another process runs streams its step's text into the store
// (session.LiveText, a few writes a second); the feed reads it when the
// database changes and the turn's block shows it as a local stream shows
// its deltas.

// liveShown is the live text the model shows of each turn running
// elsewhere, for the feed to compare with what it reads.
func (m *Model) liveShown() map[string]session.LiveText {
	var out map[string]session.LiveText
	for id := range m.turns.elsewhere {
		if s := m.tl.streams[id]; s != nil && s.live.TurnID != "" {
			if out == nil {
				out = map[string]session.LiveText{}
			}
			out[id] = s.live
		}
	}
	return out
}

// readLive reads the live text of the turns running elsewhere (others)
// and reports whether it differs from what the model shows.
func readLive(ctx context.Context, st Store, others []session.Turn, shown map[string]session.LiveText) (map[string]session.LiveText, bool) {
	if len(others) == 0 {
		return nil, false // their blocks go with them
	}
	all, err := st.LiveTexts(ctx)
	if err != nil {
		return nil, false
	}
	var out map[string]session.LiveText
	for _, lt := range all {
		if slices.ContainsFunc(others, func(t session.Turn) bool { return t.ID == lt.TurnID }) {
			if out == nil {
				out = map[string]session.LiveText{}
			}
			out[lt.TurnID] = lt
		}
	}
	return out, !maps.EqualFunc(out, shown, sameLive)
}

func sameLive(a, b session.LiveText) bool {
	return a.Step == b.Step && a.UpdatedAt.Equal(b.UpdatedAt) && a.Text == b.Text && a.Thinking == b.Thinking
}

// setLive shows the live text read of the turns running elsewhere. A turn
// without one keeps what it shows: its step was saved, and the reply's
// entry (replyArrived) clears it, or it will be read at the feed's next
// wake if the save committed between the two reads.
func (m *Model) setLive(live map[string]session.LiveText) {
	for id := range m.turns.elsewhere {
		s := m.tl.streams[id]
		if s == nil {
			continue
		}
		lt, ok := live[id]
		if !ok {
			s.live = session.LiveText{}
			continue
		}
		s.live = lt
		s.set(lt.Text, lt.Thinking)
	}
}

// replyArrived clears the stream of a turn running elsewhere when the
// feed brings its step's reply: the entry shows the text now.
func (m *Model) replyArrived(e *session.Entry) {
	if s := m.tl.streams[e.TurnID]; s != nil && m.turns.elsewhere[e.TurnID] &&
		e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
		s.reset()
	}
}

// countForeignAsync keeps the count of background operations a turn of
// another process waits for, from the entries the change feed brings (this
// process's own turns count them from the runtime's events): an async
// tool's first answer starts one, its async_result ends it. The turn's
// block then says it waits for background work, as it does here.
func (m *Model) countForeignAsync(e *session.Entry) {
	if e.TurnID == "" {
		return
	}
	if e.Kind == session.EntryAsyncResult {
		if m.turns.asyncPending[e.TurnID] > 0 {
			m.turns.asyncPending[e.TurnID]--
		}
		return
	}
	for _, b := range e.Content {
		if b.ToolResult != nil && b.ToolResult.Async {
			m.turns.asyncPending[e.TurnID]++
		}
	}
}
