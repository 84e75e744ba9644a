package ui

import "github.com/grovechat/grove/session"

// Replies keep their place. Turns running side by side each have a block
// below the saved messages, oldest first. A turn that saves its reply
// while an older turn's block still streams above it would move that reply
// above the older block; instead its entries stay in its own block (held)
// until every older block of the conversation has ended, and then join the
// saved messages in the order the blocks had. A block never moves when a
// turn completes. Read again from the database (a restart, a branch
// switch), the messages come in the order they were saved, and a reply
// not right below its message says which it answers.

// holdBack keeps e in its turn's block when an older block of the same
// view still runs (or the block already holds entries, which stay in
// order). It reports whether it did.
func (m *Model) holdBack(cv *convView, e *session.Entry) bool {
	s := m.tl.streams[e.TurnID]
	if s == nil || s.convID != cv.conv.ID || e.Kind == session.EntryMessage && e.Role == session.RoleUser {
		return false
	}
	if len(s.held) == 0 {
		older := false
		for _, o := range m.tl.streamsOf(cv) {
			if o.seq < s.seq && (m.turnActive(o.turnID) || len(o.held) > 0) {
				older = true
				break
			}
		}
		if !older {
			return false
		}
	}
	s.held = append(s.held, *e)
	if s.heldView == nil {
		s.heldView = newConvView(cv.conv)
		s.heldView.turnNo, s.heldView.turns, s.heldView.tree, s.heldView.inputs = cv.turnNo, cv.turns, cv.tree, cv.inputs
	}
	hv := s.heldView
	if hv.add(&s.held[len(s.held)-1]) && len(hv.items) == 1 && hv.items[0].kind == kindAssistant {
		// Blocks run above it: its first reply says what it answers.
		hv.items[0].re = cv.inputs[e.TurnID]
	}
	cv.ids[e.ID] = true
	cv.tip = e.ID
	return true
}

// releaseHeld moves the held entries of a view's leading blocks into its
// saved messages: those of the oldest block, and of each block after it
// once every block before it has ended. An ended block goes with its
// entries.
func (m *Model) releaseHeld(cv *convView) {
	for _, s := range m.tl.streamsOf(cv) {
		if len(s.held) > 0 {
			tip := cv.tip
			for i := range s.held {
				delete(cv.ids, s.held[i].ID)
				cv.add(&s.held[i])
			}
			cv.tip = tip
			s.held, s.heldView = nil, nil
		}
		if m.turnActive(s.turnID) {
			return
		}
		delete(m.tl.streams, s.turnID)
	}
}

// dropHeld forgets what a view's blocks hold: the view was read again from
// the database, which has those entries.
func (m *Model) dropHeld(convID string) {
	for id, s := range m.tl.streams {
		if s.convID != convID || len(s.held) == 0 {
			continue
		}
		s.held, s.heldView = nil, nil
		if !m.turnActive(id) {
			delete(m.tl.streams, id)
		}
	}
}
