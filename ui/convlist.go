package ui

import (
	"sort"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/internal/startlog"
	"github.com/grovechat/grove/session"
)

// The conversation list: loading, order (grouped by workspace, held while you step through it), opening.

func (m *Model) onConvs(msg convsMsg) tea.Cmd {
	if msg.err == errReload {
		return loadConvs(m.c.ctx, m.c.store)
	}
	if msg.err != nil {
		m.convsErr = msg.err
		return m.flash("loading conversations: "+userText(msg.err), true)
	}
	// Channels are listed under WORKSPACES, not as conversations; the
	// conversations of a workspace's agents come after the others, grouped
	// by workspace.
	var plain, grouped []session.Conversation
	for _, c := range msg.convs {
		switch {
		case c.Kind == session.KindChannel:
		case c.WorkspaceID != "":
			grouped = append(grouped, c)
		default:
			plain = append(plain, c)
		}
	}
	sort.SliceStable(grouped, func(i, j int) bool {
		return m.wsKeyOf(grouped[i].WorkspaceID) < m.wsKeyOf(grouped[j].WorkspaceID)
	})
	convs := append(plain, grouped...)
	if m.side.frozen {
		convs = keepOrder(m.convs, convs)
	}
	m.side.parents = msg.parents
	m.convs, m.side.from = nestChildren(convs, msg.parents)
	m.side.listed = true
	startlog.Once("conversations listed")
	for _, c := range m.convs {
		if cv := m.tl.views[c.ID]; cv != nil {
			cv.conv.Title = c.Title
		}
	}
	if m.current == "" && len(m.convs) > 0 {
		id := m.convs[0].ID
		cmd := m.open(id)
		if f := msg.first; f != nil && f.id == id && cmd != nil {
			return m.onConvLoaded(*f) // read already, beside the list
		}
		return cmd
	}
	return nil
}

// keepOrder returns next in the order of prev: the conversations listed
// before keep their places, new ones come first, gone ones go.
func keepOrder(prev, next []session.Conversation) []session.Conversation {
	pos := make(map[string]int, len(prev))
	for i, c := range prev {
		pos[c.ID] = i
	}
	out := make([]session.Conversation, 0, len(next))
	var known []session.Conversation
	for _, c := range next {
		if _, ok := pos[c.ID]; ok {
			known = append(known, c)
		} else {
			out = append(out, c)
		}
	}
	sort.SliceStable(known, func(i, j int) bool { return pos[known[i].ID] < pos[known[j].ID] })
	return append(out, known...)
}

// wsKeyOf names a workspace by id ("" when unknown).
func (m *Model) wsKeyOf(id string) string {
	if ws := m.workspace(id); ws != nil {
		return ws.Key()
	}
	return id
}

func (m *Model) addConv(c session.Conversation) {
	for i := range m.convs {
		if m.convs[i].ID == c.ID {
			return
		}
	}
	m.convs = append([]session.Conversation{c}, m.convs...)
}

func (m *Model) convIndex(id string) int {
	for i := range m.convs {
		if m.convs[i].ID == id {
			return i
		}
	}
	return -1
}

// open shows a conversation, loading it when it is not in memory.
func (m *Model) open(id string) tea.Cmd {
	if id == "" {
		return nil
	}
	if m.current != "" && m.current != id {
		m.back = append(m.back, m.current)
		if len(m.back) > 50 {
			m.back = m.back[1:]
		}
	}
	from := m.current
	switched := m.in.switchDraft(from, id)
	m.current = id
	var saved tea.Cmd
	if switched {
		m.layout()
		saved = m.saveDraft(from) // now held in drafts, written at once
	}
	delete(m.unread, id)
	cv := m.tl.views[id]
	m.touchView(id)
	if cv == nil {
		c := session.Conversation{ID: id, CurrentBranch: session.DefaultBranch}
		if i := m.convIndex(id); i >= 0 {
			c = m.convs[i]
		}
		cv = newConvView(c)
		m.tl.views[id] = cv
	}
	if cv.loaded || cv.loading {
		return saved
	}
	cv.loading = true
	return tea.Batch(saved, openConv(m.c.ctx, m.c.store, id, cv.conv.EntryCount))
}

// touchView keeps at most maxViews conversations in memory.
func (m *Model) touchView(id string) {
	for i, v := range m.tl.viewOrder {
		if v == id {
			m.tl.viewOrder = append(m.tl.viewOrder[:i], m.tl.viewOrder[i+1:]...)
			break
		}
	}
	m.tl.viewOrder = append(m.tl.viewOrder, id)
	for len(m.tl.viewOrder) > maxViews {
		old := m.tl.viewOrder[0]
		m.tl.viewOrder = m.tl.viewOrder[1:]
		if old != m.current {
			delete(m.tl.views, old)
		}
	}
}

func (m *Model) onConvLoaded(msg convLoadMsg) tea.Cmd {
	cv := m.tl.views[msg.id]
	if cv == nil {
		return nil
	}
	if msg.err == nil && cv.loaded && msg.conv.CurrentBranch != cv.branch && cv.branch != "" {
		return nil // a newer branch switch is on its way
	}
	if msg.partial {
		// The end of the branch, shown at once; its turns and tree follow.
		// Until then cv stays loading: arriving entries wait in pending.
		if cv.loaded {
			return nil
		}
		startlog.Once("branch end read")
		m.dropHeld(msg.id)
		cv.load(msg.conv, msg.path, nil, nil)
		cv.more = msg.more
		cv.loading, cv.partial = true, true
		ctx, st, conv := m.c.ctx, m.c.store, msg.conv
		return m.afterDrawn(func() tea.Msg { return readRest(ctx, st, conv) })
	}
	if msg.id == m.current && msg.rest {
		startlog.Once("turns and tree read")
	}
	cv.loading, cv.partial = false, false
	want := cv.wantFocus
	cv.wantFocus = ""
	if msg.err != nil {
		cv.err = msg.err
		return m.flash("opening the conversation: "+userText(msg.err), true)
	}
	switch {
	case msg.rest:
		cv.rest(msg.tree, msg.turns)
	case msg.keep:
		tree, turns := cv.tree, cv.turns
		m.dropHeld(msg.id)
		cv.load(msg.conv, msg.path, nil, tree)
		cv.turns = turns
		for id, t := range turns {
			cv.usage[id] = t.Usage
		}
	default:
		m.dropHeld(msg.id)
		cv.load(msg.conv, msg.path, msg.turns, msg.tree)
	}
	if !msg.rest {
		cv.more = msg.more
	}
	cv.numberTurns(msg.order)
	m.afterLoad(cv, msg.focus)
	// The most recent active turn of this conversation is the one Esc stops.
	for _, t := range m.turns.active {
		if t.ConversationID == msg.id && t.ID > cv.focusTurn {
			cv.focusTurn = t.ID
		}
	}
	if want != "" && msg.id == m.current {
		return m.focusEntry(cv, want)
	}
	return nil
}
