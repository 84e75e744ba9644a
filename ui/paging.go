package ui

import (
	"slices"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
)

// A view reads its branch from the end: the last tailEntries at first,
// then a page of pageEntries above what it holds whenever the screen comes
// within pageAhead items of the top. Items more than keepAbove above the
// screen are let go of, a page at a time, and read again when the screen
// nears them, so a long branch costs the memory of what is near the
// screen, not of what was ever looked at.

// pageEntries is how many entries one read above the top brings.
const pageEntries = 200

// pageAhead is how close to the top of what is read the screen comes
// before the page above it is read.
const pageAhead = 40

// olderMsg is a page of entries read above a view's top.
type olderMsg struct {
	convID string
	before string // the view's top when the read started
	path   []session.Entry
	more   bool
	err    error
}

// keepAbove is how many items above the screen a view keeps; it lets go of
// those above them once they are a page more.
const keepAbove = 2 * pageEntries

// pageOlder reads the page above the current view's top when the screen is
// near it and more entries come before, and lets go of the items far above
// the screen.
func (m *Model) pageOlder() tea.Cmd {
	cv := m.cur()
	if cv == nil || !cv.loaded || cv.paging {
		return nil
	}
	cv.trimAbove()
	if !cv.more || cv.top == "" || cv.firstVis >= pageAhead {
		return nil
	}
	cv.paging = true
	ctx, st, id, top := m.c.ctx, m.c.store, cv.conv.ID, cv.top
	return func() tea.Msg {
		path, more, err := st.PathBefore(ctx, top, pageEntries)
		return olderMsg{convID: id, before: top, path: path, more: more, err: err}
	}
}

// onOlder puts a page above a view's items, keeping what is on screen in
// place.
func (m *Model) onOlder(msg olderMsg) tea.Cmd {
	cv := m.tl.views[msg.convID]
	if cv == nil || cv.top != msg.before || !cv.paging {
		return nil // the view was read again meanwhile
	}
	cv.paging = false
	if msg.err != nil {
		cv.more = false
		return m.flash("reading earlier messages: "+userText(msg.err), true)
	}
	n := cv.prepend(msg.path)
	cv.more = msg.more
	if !cv.follow {
		cv.anchor += n
	}
	if cv.sel >= 0 {
		cv.sel += n
	}
	cv.firstVis += n
	cv.lastVis += n
	return nil
}

// trimAbove lets go of the items more than keepAbove above the screen when
// they are at least a page: the view's top becomes the first item kept,
// and the page above it is read again when the screen comes near. The
// steps of a page keep a screen moving up and down near the limit from
// reading and dropping the same items again and again.
func (cv *convView) trimAbove() {
	cut := cv.firstVis - keepAbove
	if cut < pageEntries || cut >= len(cv.items) || cv.sel >= 0 && cv.sel < cut {
		return
	}
	for _, it := range cv.items[:cut] {
		delete(cv.ids, it.id)
	}
	cv.items = slices.Clone(cv.items[cut:])
	cv.top, cv.more = cv.items[0].id, true
	cv.entryIdx = make(map[string]int, len(cv.items))
	cv.callIdx = map[string]int{}
	for i, it := range cv.items {
		cv.entryIdx[it.id] = i
		for _, tv := range it.tools {
			cv.callIdx[tv.call.ID] = i
		}
	}
	if !cv.follow {
		cv.anchor -= cut
	}
	if cv.sel >= 0 {
		cv.sel -= cut
	}
	cv.firstVis -= cut
	cv.lastVis -= cut
	cv.dropRenders()
}

// prepend puts entries that come before the view's top above its items and
// reports how many items they made. Tool results read earlier whose call
// is among them are attached to it, and background results read earlier
// link to what started them.
func (cv *convView) prepend(path []session.Entry) int {
	if len(path) == 0 {
		return 0
	}
	rest, orphans, tip := cv.items, cv.orphans, cv.tip
	for i := range path {
		delete(cv.ids, path[i].ID) // read before and let go of (trimAbove)
	}
	cv.items, cv.orphans = make([]*item, 0, len(path)/2+len(rest)), nil
	cv.entryIdx = make(map[string]int, len(path)+len(rest))
	cv.callIdx = map[string]int{}
	for i := range path {
		cv.add(&path[i])
	}
	n := len(cv.items)
	for j, it := range rest {
		cv.entryIdx[it.id] = n + j
		for _, tv := range it.tools {
			cv.callIdx[tv.call.ID] = n + j
		}
	}
	cv.items = append(cv.items, rest...)
	cv.top, cv.tip = path[0].ID, tip
	for i := range orphans {
		if _, all := cv.attach(&orphans[i]); !all {
			cv.orphans = append(cv.orphans, orphans[i])
		}
	}
	for _, it := range rest {
		if it.kind != kindAsync {
			continue
		}
		if it.linkText == "" {
			it.linkText = cv.linkFor(it.meta.ReplyTo)
			it.version++
		}
		if i, ok := cv.entryIdx[it.meta.ReplyTo]; ok && i < n {
			cv.asyncFinished(it, it.at)
		}
	}
	return n
}

// attach gives the tool calls a result entry answers their results. It
// reports whether anything visible changed and whether every result found
// its call.
func (cv *convView) attach(e *session.Entry) (changed, all bool) {
	all = true
	for _, bl := range e.Content {
		if bl.Type != session.BlockToolResult || bl.ToolResult == nil {
			continue
		}
		idx, ok := cv.callIdx[bl.ToolResult.ToolCallID]
		if !ok {
			all = false
			continue
		}
		target := cv.items[idx]
		for j := range target.tools {
			if target.tools[j].call.ID == bl.ToolResult.ToolCallID {
				target.tools[j].result = bl.ToolResult
				target.version++
				changed = true
			}
		}
	}
	return changed, all
}

// rest takes the turns and tree read after the end of the branch, with the
// entries that arrived meanwhile.
func (cv *convView) rest(tree *session.Tree, turns []session.Turn) {
	cv.tree = tree
	cv.keepTurns(turns, cv.turns)
	pending, feed := cv.pending, cv.feedPending
	cv.pending, cv.feedPending = nil, nil
	for i := range pending {
		cv.add(&pending[i])
		if tree != nil {
			tree.Add(pending[i])
		}
	}
	for i := range feed {
		if feed[i].ParentID == cv.tip {
			cv.add(&feed[i])
			if tree != nil {
				tree.Add(feed[i])
			}
		}
	}
}

// numberTurns numbers the view's turns in the order of the branch's
// (session.TurnOrder), so a page of a long branch says "turn 812" where the
// whole branch would; turns newer than that read come after.
func (cv *convView) numberTurns(order []string) {
	if len(order) == 0 {
		return
	}
	seen := cv.turnNo
	cv.turnNo = make(map[string]int, len(order)+len(seen))
	for i, id := range order {
		cv.turnNo[id] = i + 1
	}
	for _, it := range cv.items {
		if _, ok := cv.turnNo[it.turnID]; !ok && it.turnID != "" {
			cv.turnNo[it.turnID] = len(cv.turnNo) + 1
		}
		if seen[it.turnID] != cv.turnNo[it.turnID] {
			it.version++ // drawn with another number
		}
	}
}

// keepTurns records turns read from the store, but for those the view
// already knows in a newer state (known): a read made while a turn ran can
// arrive after the event that said it ended, and must not make it run
// again.
func (cv *convView) keepTurns(turns []session.Turn, known map[string]session.Turn) {
	for _, t := range turns {
		if k, ok := known[t.ID]; ok && newerTurn(k, t) {
			t = k
		}
		cv.usage[t.ID] = t.Usage
		cv.turns[t.ID] = t
	}
}

// newerTurn reports whether a is a later state of a turn than b: written
// later, or in the same millisecond its end after its start.
func newerTurn(a, b session.Turn) bool {
	if !a.UpdatedAt.Equal(b.UpdatedAt) {
		return a.UpdatedAt.After(b.UpdatedAt)
	}
	return a.Status != session.TurnActive && b.Status == session.TurnActive
}
