package ui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"grove/session"
)

// Layout: a sidebar (folding away on narrow terminals) beside the main
// column (timeline, hint line, input), and a status bar across the bottom.

func (m *Model) sidebarWidth() int {
	if !m.showSidebar || m.width < sidebarMinW {
		return 0
	}
	w := m.width / 4
	return min(max(w, 24), 34)
}

// mainWidth is the width of the main column.
func (m *Model) mainWidth() int {
	sw := m.sidebarWidth()
	if sw > 0 {
		return max(m.width-sw-1, 10)
	}
	return max(m.width, 10)
}

func (m *Model) inputHeight() int {
	return max(m.input.Height(), 1)
}

// inputRows counts the rows the input's text takes at the input's width,
// wrapped lines included, stopping early past limit (the count costs
// nothing for a large paste).
func (m *Model) inputRows(limit int) int {
	w := max(m.input.Width(), 1)
	rows := 0
	for _, l := range strings.Split(m.input.Value(), "\n") {
		rows += max((ansi.StringWidth(l)+w-1)/w, 1)
		if rows > limit {
			break
		}
	}
	return rows
}

func (m *Model) timelineHeight() int {
	return max(m.height-1-1-m.inputHeight(), 1) // status bar, hint line, input
}

// layout sizes the input for the current terminal and content.
// The input grows with its text up to inputMaxH rows (and never takes more
// than a third of the screen), always showing the cursor line with as much
// of the text above it as fits.
func (m *Model) layout() {
	m.input.SetWidth(max(m.mainWidth()-3, 5))
	limit := max(min(inputMaxH, (m.height-2)/3), 1)
	h := min(m.inputRows(limit), limit)
	if h == m.input.Height() {
		return
	}
	// The textarea scrolls only as far as its cursor needs: after a change
	// of height it could keep rows scrolled away above while blank rows sit
	// below. Walking the cursor up the box's height (scrolling as it goes)
	// and back leaves the cursor line at the bottom with the most context
	// above it.
	col := m.input.Column()
	m.input.SetHeight(h)
	// The textarea's viewport bounds its scrolling by the content it last
	// drew: let it draw the current text first.
	m.input, _ = m.input.Update(nil)
	moved := 0
	for moved < h-1 {
		at, off := m.input.Line(), m.input.LineInfo().RowOffset
		m.input.CursorUp()
		if m.input.Line() == at && m.input.LineInfo().RowOffset == off {
			break
		}
		moved++
	}
	for ; moved > 0; moved-- {
		m.input.CursorDown()
	}
	m.input.SetCursorColumn(col)
}

// prepare computes the timeline lines of the next frame; View only joins.
func (m *Model) prepare() {
	m.input.Placeholder = placeholder
	if ws := m.channelWS(); ws != nil {
		m.input.Placeholder = "Message #" + ws.Key() + "… (@name wakes an agent, tab completes; enter sends)"
	}
	cv := m.cur()
	if cv == nil || !cv.loaded {
		m.frame = nil
		return
	}
	m.frame = m.visibleLines(cv, m.timelineHeight())
}

// View assembles the frame from prepared pieces.
func (m *Model) View() tea.View {
	m.viewCalls.Add(1)
	v := tea.NewView(m.render())
	m.markStart()
	v.AltScreen = true
	v.MouseMode = tea.MouseModeCellMotion
	v.WindowTitle = "grove"
	return v
}

func (m *Model) render() string {
	if m.width <= 0 || m.height <= 0 {
		return ""
	}
	mw := m.mainWidth()
	th := m.timelineHeight()
	main := make([]string, 0, m.height)
	tl := m.frame
	if len(tl) == 0 {
		tl = m.emptyTimeline(th)
	}
	for len(main)+len(tl) < th {
		main = append(main, "")
	}
	main = append(main, tl...)
	switch {
	case m.tree != nil:
		main = m.overlay(main, m.treeLines(mw-8, th-2), mw, mw)
	case m.replay != nil:
		main = m.overlay(main, m.replayLines(mw-8, th-2), mw, mw)
	case m.compare != nil:
		main = m.overlay(main, m.compareLines(mw-8, th-2), mw, mw)
	case m.jobs != nil:
		main = m.overlay(main, m.jobsLines(min(mw-8, 96), th-3), mw, 100)
	case m.panel != nil:
		main = m.overlay(main, m.panel, mw, 90)
	}
	switch {
	case len(m.asks) > 0:
		// Drawn below over the whole column: its choices must show.
	case m.palette != nil:
		main = m.overlay(main, m.paletteLines(mw), mw, 80)
	case m.showHelp:
		help, boxW, _ := m.helpView()
		main = m.overlay(main, help, mw, boxW)
	}
	main = append(main, m.hintLine(mw))
	inp := strings.Split(m.input.View(), "\n")
	bar := m.theme.Accent.Render("› ")
	for i := 0; i < m.inputHeight(); i++ {
		l := ""
		if i < len(inp) {
			l = inp[i]
		}
		if i == 0 {
			main = append(main, bar+l)
		} else {
			main = append(main, "  "+l)
		}
	}
	if len(m.asks) > 0 {
		main = m.overlay(main, m.permLines(min(mw-8, 86), len(main)-3), mw, 90)
	}
	var b strings.Builder
	b.Grow(m.width * m.height * 2)
	sw := m.sidebarWidth()
	var side []string
	if sw > 0 {
		side = m.sidebarLines(sw, m.height-1)
	}
	sep := m.theme.Border.Render("│")
	for i := 0; i < m.height-1; i++ {
		if sw > 0 {
			b.WriteString(fit(side[i], sw))
			b.WriteString(sep)
		}
		l := ""
		if i < len(main) {
			l = main[i]
		}
		b.WriteString(fit(l, mw))
		b.WriteByte('\n')
	}
	b.WriteString(m.statusLine())
	return b.String()
}

// helpView is the help overlay for the current size: two columns when the
// main column is wide enough, and a window of rows (scrolled by helpOff)
// when it is still too tall. It returns the rows, the box width and the
// largest useful offset.
func (m *Model) helpView() ([]string, int, int) {
	th := &m.theme
	boxW := 80
	mw := m.mainWidth()
	inner := min(mw-4, boxW) - 4 // as overlay draws it
	if inner < 16 {
		inner = mw - 4
	}
	help := m.helpLines(inner)
	rows := max(m.timelineHeight()-3, 3) // what overlay can show
	if len(help) > rows && mw >= 100 {
		boxW = min(mw-4, 140)
		col := (boxW - 4 - 2) / 2
		help = m.helpLines(col)
		half := (len(help) + 1) / 2
		two := make([]string, half)
		for i := range two {
			r := ""
			if i+half < len(help) {
				r = help[i+half]
			}
			two[i] = fit(help[i], col) + "  " + r
		}
		help = two
	}
	if len(help) <= rows {
		return help, boxW, 0
	}
	body := rows - 1 // the last row says how to scroll
	maxOff := len(help) - body
	off := min(max(m.helpOff, 0), maxOff)
	out := append([]string(nil), help[off:off+body]...)
	w := inner
	if boxW > 80 {
		w = min(mw-4, boxW) - 4
	}
	more := hintItems(th.Muted, "", []string{fmt.Sprintf("rows %d–%d of %d", off+1, off+body, len(help)), "↑↓ pgup pgdn scroll", "any other key closes"}, w)
	return append(out, more), boxW, maxOff
}

func (m *Model) openHelp() {
	m.showHelp, m.helpOff = true, 0
}

// helpKey scrolls the help overlay; any other key closes it.
func (m *Model) helpKey(msg tea.KeyPressMsg) tea.Cmd {
	page := max(m.timelineHeight()-5, 1)
	switch msg.String() {
	case "up", "k", "shift+up":
		m.scrollHelp(-1)
	case "down", "j", "shift+down":
		m.scrollHelp(1)
	case "pgup":
		m.scrollHelp(-page)
	case "pgdown", "space":
		m.scrollHelp(page)
	case "home", "g":
		m.helpOff = 0
	case "end", "G":
		m.scrollHelp(1 << 20)
	default:
		m.showHelp = false
	}
	return nil
}

func (m *Model) scrollHelp(d int) {
	_, _, maxOff := m.helpView()
	m.helpOff = min(max(m.helpOff+d, 0), maxOff)
}

// fit pads or cuts a styled line to exactly w cells.
func fit(s string, w int) string {
	n := ansi.StringWidth(s)
	if n > w {
		return ansi.Truncate(s, w, "…")
	}
	return s + strings.Repeat(" ", w-n)
}

func pad(s string, w int) string {
	if n := ansi.StringWidth(s); n < w {
		return s + strings.Repeat(" ", w-n)
	}
	return s
}

func (m *Model) emptyTimeline(h int) []string {
	th := &m.theme
	cv := m.cur()
	var msg []string
	switch {
	case cv != nil && cv.loading:
		msg = []string{th.Muted.Render("  loading…")}
	case cv != nil && cv.err != nil:
		msg = []string{th.Error.Render("  " + userText(cv.err))}
	case cv != nil && cv.conv.Kind == session.KindChannel:
		msg = []string{
			th.Accent.Render("  " + orStr(cv.conv.Title, "#channel")),
			"",
			th.Text.Render("  No messages yet. Write to the team below; @name wakes an agent (tab completes)."),
		}
	default:
		who := m.newAgentName()
		if cv != nil && cv.conv.Agent != "" {
			who = cv.conv.Agent
		}
		msg = []string{
			th.Accent.Render("  grove"),
			"",
			th.Text.Render("  Say something to " + who + " below."),
			th.Muted.Render("  ctrl+p palette · ctrl+n new conversation · ? help"),
		}
	}
	top := max((h-len(msg))/2, 0)
	out := make([]string, 0, h)
	for i := 0; i < top; i++ {
		out = append(out, "")
	}
	return padLines(append(out, msg...), h)
}

// hintLine sits above the input: /command completions, else scroll state.
func (m *Model) hintLine(w int) string {
	th := &m.theme
	if cs := m.mentionCompletions(m.input.Value()); len(cs) > 0 {
		var parts []string
		for _, c := range cs {
			parts = append(parts, m.agentStyle(c[1:]).Render(c))
		}
		return " " + strings.Join(parts, th.Muted.Render("  ·  ")) + th.Muted.Render("   (tab)")
	}
	if cs := m.completions(m.input.Value()); len(cs) > 0 {
		var parts []string
		for _, c := range cs {
			desc := ""
			for _, sc := range slashCommands {
				if "/"+sc.name == c {
					desc = " " + th.Muted.Render(sc.args)
				}
			}
			parts = append(parts, th.Accent.Render(c)+desc)
		}
		return " " + strings.Join(parts, th.Muted.Render("  ·  ")) + th.Muted.Render("   (tab)")
	}
	if h := m.modeHint(w); h != "" {
		return h
	}
	line := th.Border.Render(strings.Repeat("─", w))
	if h := m.input.Height(); m.inputRows(h) > h {
		// The text is taller than the box: say where the cursor is.
		tag := th.Muted.Render(fmt.Sprintf(" line %d/%d · ↑↓ move ", m.input.Line()+1, m.input.LineCount()))
		line = ansi.Truncate(line, max(w-ansi.StringWidth(tag)-2, 0), "") + tag
	} else if cv := m.cur(); cv != nil && m.compactOffer[cv.conv.ID] != "" {
		tag := th.Warning.Render(" context full — /compact summarizes and continues ")
		line = ansi.Truncate(line, max(w-ansi.StringWidth(tag)-2, 0), "") + tag
	} else if cv := m.cur(); cv != nil && !cv.follow {
		tag := th.Warning.Render(" ↑ scrolled — end to follow ")
		line = ansi.Truncate(line, max(w-ansi.StringWidth(tag)-2, 0), "") + tag
	}
	return line
}

func (m *Model) sidebarLines(w, h int) []string {
	th := &m.theme
	out := make([]string, 0, h)
	out = append(out, " "+th.Accent.Render("grove"), "", " "+th.Section.Render("AGENTS"))
	for i, a := range m.agents {
		mark := "  "
		if i == m.agent {
			mark = th.Accent.Render("▸ ")
		}
		busy := 0
		for _, t := range m.active {
			if t.Agent == a.Name {
				busy++
			}
		}
		label := a.Name
		extra := ""
		if busy > 0 {
			extra = " " + th.Spinner.Render(m.spinner())
		}
		out = append(out, " "+mark+th.Text.Render(label)+extra)
	}
	out = append(out, "")
	out = append(out, m.workspaceLines(w)...)
	out = append(out, "")
	out = append(out, " "+th.Section.Render(fmt.Sprintf("CONVERSATIONS %d", len(m.convs))))
	rows := h - len(out)
	if rows <= 0 {
		return padLines(out, h)
	}
	// The list's lines, a workspace's agents' conversations under its name.
	var lines []string
	selLine, group := -1, ""
	for _, c := range m.convs {
		if c.WorkspaceID != group {
			group = c.WorkspaceID
			if group != "" {
				lines = append(lines, "  "+th.Muted.Render(ansi.Truncate("#"+m.wsKeyOf(group), w-3, "…")))
			}
		}
		lead := "  "
		if n := m.activeIn(c.ID); n > 0 {
			lead = th.Spinner.Render(m.spinner()) + " "
		}
		if group != "" {
			lead = "  " + lead
		}
		tail := ""
		if m.unread[c.ID] {
			tail = th.Unread.Render(" •")
		}
		if n := m.unseenElsewhere(c.ID); n > 0 {
			tail += th.Async.Render(fmt.Sprintf(" ↩%d", n))
		}
		name := convTitle(c)
		if group != "" {
			name = strings.TrimSuffix(name, "@"+m.wsKeyOf(group))
		}
		if c.ForkedFrom != nil {
			name = "⑂ " + name
		}
		lw := ansi.StringWidth(lead)
		title := ansi.Truncate(name, w-3-lw-ansi.StringWidth(tail), "…")
		if c.ID == m.current {
			selLine = len(lines)
			lines = append(lines, " "+lead+th.Selected.Render(pad(title, w-2-lw-ansi.StringWidth(tail)))+tail)
		} else {
			lines = append(lines, " "+lead+th.Text.Render(title)+tail)
		}
	}
	start := 0
	if selLine >= rows {
		start = selLine - rows + 1
	}
	out = append(out, lines[start:min(len(lines), start+rows)]...)
	return padLines(out, h)
}

func padLines(ls []string, h int) []string {
	for len(ls) < h {
		ls = append(ls, "")
	}
	return ls[:h]
}

func (m *Model) statusLine() string {
	th := &m.theme
	sep := th.Status.Render(" · ")
	var parts []string
	name := m.convAgent()
	d, _ := m.agentDef(name)
	ws := m.channelWS()
	switch {
	case ws != nil:
		parts = append(parts, m.workspaceStatus(ws)...)
	default:
		parts = append(parts, th.StatusKey.Render(" "+name))
		if label, ov := m.effectiveModel(d); ov {
			parts = append(parts, th.StatusKey.Render(label)+th.Status.Render(" (override)"))
		} else {
			parts = append(parts, th.Status.Render(label))
		}
	}
	if cv := m.cur(); cv != nil && ws == nil {
		br := "⎇ " + cv.branch
		if cv.tree != nil && len(cv.tree.Branches) > 1 {
			br += fmt.Sprintf(" (%d)", len(cv.tree.Branches))
		}
		parts = append(parts, th.Status.Render(br))
		if fl := m.forkLabel(cv.conv); fl != "" {
			parts = append(parts, th.Status.Render(shortText(fl, 32)))
		}
		u := cv.totalUsage()
		parts = append(parts, th.Status.Render(fmt.Sprintf("%s tok", fmtTokens(u.InputTokens+u.OutputTokens))))
		if bu := cv.branchUsage()[cv.branch]; cv.tree != nil && len(cv.tree.Branches) > 1 {
			parts = append(parts, th.Status.Render(fmt.Sprintf("$%.4f branch / $%.4f", bu.Cost, u.Cost)))
		} else {
			parts = append(parts, th.Status.Render(fmt.Sprintf("$%.4f", u.Cost)))
		}
	}
	if n := len(m.active); n > 0 {
		here := 0
		if m.current != "" {
			here = m.activeIn(m.current)
		}
		parts = append(parts, th.StatusKey.Render(fmt.Sprintf("%s %d active", m.spinner(), n))+th.Status.Render(fmt.Sprintf(" (%d here)", here)))
	}
	left := strings.Join(parts, sep)
	// The model is on the left already; the right holds the notice, which
	// is fresh news: the left gives way to it (down to a third of the bar),
	// and what still does not fit ends in an ellipsis.
	right := ""
	if m.notice != "" {
		st := th.Status
		if m.noticeErr {
			st = th.Error
		}
		right = st.Render(" " + m.notice + " ")
	} else if m.quitArmed {
		right = th.Status.Render(" ctrl+c again to quit ")
	} else if m.readOnly != "" {
		right = th.Error.Render(" read-only: " + m.readOnly + " ")
	}
	if rw := ansi.StringWidth(right); rw > 0 && ansi.StringWidth(left)+rw > m.width {
		keep := max(m.width-rw, m.width/3)
		left = ansi.Truncate(left, keep-1, "…")
		right = ansi.Truncate(right, m.width-ansi.StringWidth(left), "…")
	}
	gap := max(m.width-ansi.StringWidth(left)-ansi.StringWidth(right), 0)
	return fit(left+th.Status.Render(strings.Repeat(" ", gap))+right, m.width)
}

func fmtTokens(n int64) string {
	switch {
	case n >= 1_000_000:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	case n >= 1000:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	}
	return fmt.Sprint(n)
}

// overlay draws a boxed panel over the top of the main column.
func (m *Model) overlay(base, content []string, w, maxW int) []string {
	th := &m.theme
	bw := min(w-4, maxW)
	if bw < 20 {
		bw = w
	}
	inner := bw - 4
	maxRows := max(len(base)-3, 3)
	if len(content) > maxRows {
		content = content[:maxRows]
	}
	box := []string{th.Overlay.Render("╭" + strings.Repeat("─", bw-2) + "╮")}
	for _, l := range content {
		box = append(box, th.Overlay.Render("│ ")+fit(l, inner)+th.Overlay.Render(" │"))
	}
	box = append(box, th.Overlay.Render("╰"+strings.Repeat("─", bw-2)+"╯"))
	x := max((w-bw)/2, 0)
	out := make([]string, len(base))
	copy(out, base)
	for i, l := range box {
		row := 1 + i
		if row >= len(out) {
			break
		}
		// The rows under the box are blanked: text beneath would touch
		// its borders and read as part of it.
		out[row] = strings.Repeat(" ", x) + l + strings.Repeat(" ", max(w-x-bw, 0))
	}
	return out
}

func (m *Model) paletteLines(w int) []string {
	th := &m.theme
	p := m.palette
	out := []string{th.Accent.Render("› ") + th.Text.Render(p.query) + th.Muted.Render("▏"), ""}
	rows := max(min(12, m.timelineHeight()-6), 1)
	start := 0
	if p.sel >= rows {
		start = p.sel - rows + 1
	}
	for i := start; i < len(p.shown) && i < start+rows; i++ {
		it := p.shown[i]
		label := highlight(it.label, p.matches[i], th.Text, th.Match)
		kind := th.Muted.Render(pad(it.kind, 13))
		line := kind + label
		if i == p.sel {
			line = th.Selected.Render(pad(it.kind, 13) + it.label)
		}
		out = append(out, line)
	}
	if len(p.shown) == 0 {
		out = append(out, th.Muted.Render("no match"))
	}
	return out
}

func highlight(s string, pos []int, base, hi interface{ Render(...string) string }) string {
	if len(pos) == 0 {
		return base.Render(s)
	}
	set := map[int]bool{}
	for _, p := range pos {
		set[p] = true
	}
	var b strings.Builder
	for i, r := range []rune(s) {
		if set[i] {
			b.WriteString(hi.Render(string(r)))
		} else {
			b.WriteString(base.Render(string(r)))
		}
	}
	return b.String()
}
