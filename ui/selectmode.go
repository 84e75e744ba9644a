package ui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// Select mode: choosing a message, stepping through its alternatives, revealing it.

// altLabel is "‹i/n›" for an entry with alternatives.
func (cv *convView) altLabel(entryID string) string {
	if cv.tree == nil {
		return ""
	}
	i, ok := cv.tree.Index(entryID)
	if !ok {
		return ""
	}
	alts, pos := cv.tree.Alternatives(i)
	if len(alts) < 2 {
		return ""
	}
	return fmt.Sprintf("‹%d/%d›", pos+1, len(alts))
}

// afterLoad restores the selection and brings focus on screen after a
// conversation or branch loaded.
func (m *Model) afterLoad(cv *convView, focus string) {
	if focus == "" {
		return
	}
	idx, ok := cv.entryIdx[focus]
	if !ok {
		return
	}
	if m.selecting() {
		cv.sel = idx
	}
	m.reveal(cv, idx)
}

// reveal scrolls so that item idx is on screen.
func (m *Model) reveal(cv *convView, idx int) {
	if idx >= len(cv.items)-1 {
		cv.follow = true
		return
	}
	if !cv.follow && idx >= cv.anchor && idx < cv.lastVis {
		return
	}
	if cv.follow && idx > cv.firstVis && idx <= cv.lastVis {
		return
	}
	cv.follow, cv.anchor, cv.offset = false, idx, 0
	m.visibleLines(cv, m.timelineHeight())
}

// selected is the item selected in select mode.
func (m *Model) selected() (*convView, *item) {
	cv := m.cur()
	if cv == nil || cv.sel < 0 || cv.sel >= len(cv.items) {
		return cv, nil
	}
	return cv, cv.items[cv.sel]
}

// selectOverlay is select mode: it draws nothing over the timeline (the
// selected message is marked in it, the hint line lists the keys) and
// acts on the selected message.
type selectOverlay struct {
	c *common
	h host
	// blocks are the code blocks of the selected message while b waits
	// for the number of the one to copy.
	blocks []segment
}

func (so *selectOverlay) layer() layer { return layerSelect }

func (so *selectOverlay) boxWidth(int, int) int { return 0 }

func (so *selectOverlay) View(int, int) []string { return nil }

// selecting says whether select mode is on.
func (m *Model) selecting() bool { return find[*selectOverlay](&m.stack) != nil }

// startSelect enters select mode on the newest message.
func (m *Model) startSelect() tea.Cmd {
	cv := m.cur()
	if cv == nil || len(cv.items) == 0 {
		return m.flash("nothing to select yet", false)
	}
	m.stack.push(&selectOverlay{c: m.c, h: m})
	if cv.sel < 0 || cv.sel >= len(cv.items) {
		cv.sel = len(cv.items) - 1
	}
	m.reveal(cv, cv.sel)
	return nil
}

// Update moves the selection and acts on the selected message; the wheel
// scrolls the timeline.
func (so *selectOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	if w, ok := msg.(tea.MouseWheelMsg); ok {
		so.h.scrollWheel(w)
		return true, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return true, nil
	}
	open, cmd := so.key(k)
	return open, cmd
}

func (so *selectOverlay) key(msg tea.KeyPressMsg) (bool, tea.Cmd) {
	m := so.h
	cv, it := m.selected()
	if cv == nil {
		return false, nil
	}
	k := &so.c.keys
	if blocks := so.blocks; blocks != nil {
		so.blocks = nil
		if n := int(msg.Code - '0'); msg.Text != "" && n >= 1 && n <= len(blocks) && n <= 9 {
			return false, so.copyBlock(blocks, n)
		}
		if msg.String() == "esc" {
			return true, m.flash("nothing copied", false)
		}
	}
	switch s := msg.String(); {
	case s == "esc" || s == "q" || key.Matches(msg, k.Select):
		return false, nil
	case s == "up" || s == "k":
		if cv.sel > 0 {
			cv.sel--
			m.reveal(cv, cv.sel)
		}
	case s == "down" || s == "j":
		if cv.sel < len(cv.items)-1 {
			cv.sel++
			m.reveal(cv, cv.sel)
		}
	case s == "home" || s == "g":
		cv.sel = 0
		m.reveal(cv, 0)
	case s == "end" || s == "G":
		cv.sel = len(cv.items) - 1
		m.reveal(cv, cv.sel)
	case s == "left" || s == "h" || key.Matches(msg, k.PrevAlt):
		return true, m.stepAlt(cv, it, -1)
	case s == "right" || s == "l" || key.Matches(msg, k.NextAlt):
		return true, m.stepAlt(cv, it, 1)
	case s == "x" || s == "d" || (s == "e" || s == "enter") && it != nil && it.kind == kindNote:
		return markKey(m, s, cv, it)
	case s == "e" || s == "enter" && it != nil && it.kind == kindUser:
		return false, m.beginEdit(cv, it)
	case s == "r":
		return false, m.regenerate(cv, it, "")
	case s == "f":
		return false, m.forkAt(cv, it)
	case s == "c":
		return false, m.continueHere(cv, it)
	case s == "p":
		return false, m.openReplay(cv, it.id)
	case s == "t" || key.Matches(msg, k.Tree):
		m.openTree(it.id)
		return false, nil
	case s == "o" || key.Matches(msg, k.Tools):
		if it != nil && (len(it.tools) > 0 || it.kind == kindSummary || it.kind == kindUser && longUser(it.body.lines)) {
			it.expand = !it.expand
		} else {
			return true, m.flash("this message has no tool calls", false)
		}
	case s == "y":
		return false, so.copyItem(it)
	case s == "b":
		return so.pickBlock(it)
	case s == "?":
		m.openHelp()
	}
	return true, nil
}

// copyItem puts a message's text, as written (markdown, not as drawn), on
// the clipboard through the terminal (OSC 52): a selection with the mouse
// would take the gutter and the wrapping along.
func (so *selectOverlay) copyItem(it *item) tea.Cmd {
	if it == nil {
		return nil
	}
	text := it.text
	if it.kind == kindAsync {
		text = it.async.Result
	}
	if strings.TrimSpace(text) == "" {
		return so.h.flash("this message has no text to copy", false)
	}
	n := strings.Count(strings.TrimRight(text, "\n"), "\n") + 1
	what := "1 line"
	if n > 1 {
		what = fmt.Sprintf("%d lines", n)
	}
	return tea.Batch(tea.SetClipboard(text), so.h.flash("copied "+what+" to the clipboard", false))
}

// codeBlocks are the fenced code blocks of a message, in order.
func codeBlocks(it *item) []segment {
	if it == nil {
		return nil
	}
	var out []segment
	for _, seg := range splitFences(it.text) {
		if seg.code {
			out = append(out, seg)
		}
	}
	return out
}

// pickBlock copies the selected message's code block, or, when it has
// several, lists them by number and waits for the number of the one to
// copy (up to nine are offered).
func (so *selectOverlay) pickBlock(it *item) (bool, tea.Cmd) {
	blocks := codeBlocks(it)
	switch len(blocks) {
	case 0:
		return true, so.h.flash("this message has no code block (y copies the whole message)", false)
	case 1:
		return false, so.copyBlock(blocks, 1)
	}
	if len(blocks) > 9 {
		blocks = blocks[:9]
	}
	so.blocks = blocks
	var list []string
	for i, b := range blocks {
		list = append(list, fmt.Sprintf("%d %s", i+1, blockLabel(b)))
	}
	return true, so.h.flash("copy which code block? "+strings.Join(list, " · "), false)
}

// blockLabel names a code block: its language and length.
func blockLabel(b segment) string {
	n := strings.Count(b.text, "\n") + 1
	lines := "1 line"
	if n > 1 {
		lines = fmt.Sprintf("%d lines", n)
	}
	return orStr(b.lang, "code") + " (" + lines + ")"
}

// copyBlock puts code block n (from 1) on the clipboard, its code only.
func (so *selectOverlay) copyBlock(blocks []segment, n int) tea.Cmd {
	b := blocks[n-1]
	what := "the code block"
	if len(blocks) > 1 {
		what = fmt.Sprintf("code block %d", n)
	}
	return tea.Batch(tea.SetClipboard(b.text), so.h.flash(fmt.Sprintf("copied %s, %s, to the clipboard", what, blockLabel(b)), false))
}

// altKey handles the sibling keys outside select mode: they act on the
// newest message on screen that has alternatives.
func (m *Model) altKey(d int) tea.Cmd {
	cv := m.cur()
	if cv == nil {
		return nil
	}
	if m.selecting() {
		_, it := m.selected()
		return m.stepAlt(cv, it, d)
	}
	for i := min(cv.lastVis, len(cv.items)-1); i >= 0; i-- {
		it := cv.items[i]
		if (it.kind == kindUser || it.kind == kindAssistant) && cv.altLabel(it.id) != "" {
			return m.stepAlt(cv, it, d)
		}
	}
	return m.flash("no message here has alternatives", false)
}

// stepAlt shows the previous or next alternative of an item: the timeline
// follows a branch whose path holds it, created when none does.
func (m *Model) stepAlt(cv *convView, it *item, d int) tea.Cmd {
	if it == nil || cv.tree == nil {
		return nil
	}
	i, ok := cv.tree.Index(it.id)
	if !ok {
		return nil
	}
	alts, pos := cv.tree.Alternatives(i)
	if len(alts) < 2 {
		return m.flash("this message has no alternatives", false)
	}
	next := alts[(pos+d+len(alts))%len(alts)]
	return m.showNode(cv, next)
}

// showNode switches to a branch containing tree node n and focuses it.
func (m *Model) showNode(cv *convView, n int) tea.Cmd {
	e := cv.tree.Nodes[n].Entry
	if b, ok := cv.tree.Owner(n); ok {
		return m.switchBranch(cv, b.Name, e.ID)
	}
	leaf := cv.tree.Nodes[cv.tree.Leaf(n)].Entry.ID
	ctx, st, convID := m.c.ctx, m.c.store, cv.conv.ID
	return func() tea.Msg {
		b, err := st.CreateBranch(ctx, convID, "", leaf)
		return branchedMsg{convID: convID, branch: b.Name, focus: e.ID, what: "new branch " + b.Name, err: err}
	}
}
