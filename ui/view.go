package ui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// Layout: a sidebar (folding away on narrow terminals) beside the main
// column (timeline, hint line, input), and a status bar across the bottom.

func (m *Model) sidebarWidth() int {
	if !m.side.show || m.c.width < sidebarMinW {
		return 0
	}
	w := m.c.width / 4
	return min(max(w, 24), 34)
}

// mainWidth is the width of the main column.
func (m *Model) mainWidth() int {
	sw := m.sidebarWidth()
	if sw > 0 {
		return max(m.c.width-sw-1, 10)
	}
	return max(m.c.width, 10)
}

func (m *Model) timelineHeight() int {
	// status bar, hint line, input, the files that do not load
	mw := m.mainWidth()
	return max(m.c.height-1-1-m.inputHeight()-len(m.fileChipLines(mw))-len(m.problemLines(mw)), 1)
}

// prepare computes the timeline lines of the next frame, and the overlays
// that lay out ahead theirs; View only joins.
func (m *Model) prepare() {
	m.prepareTimeline()
	if !m.stack.empty() && m.c.width > 0 && m.c.height > 0 {
		mw := m.mainWidth()
		tr := len(m.problemLines(mw)) + m.timelineHeight()
		m.stack.prepare(tr+1+len(m.fileChipLines(mw))+m.inputHeight(), tr, mw)
	}
}

func (m *Model) prepareTimeline() {
	if ws := m.channelWS(); ws != nil {
		m.in.setPlaceholder("Message #" + ws.Key() + "… (@name wakes an agent, tab completes; enter sends)")
	} else {
		m.in.setPlaceholder(placeholder(m.c.keys))
	}
	cv := m.cur()
	size := [2]int{m.mainWidth(), m.timelineHeight()}
	if cv == nil || !cv.loaded {
		if cv != nil && cv.loading && len(m.tl.frame) > 0 && m.tl.frameSize == size {
			// A conversation being opened keeps the screen before it until
			// the end of its branch is read (never a blank pane); the top
			// line says what is opening.
			m.tl.frame[0] = ansi.Truncate(m.c.theme.Muted.Render("↓ opening "+orStr(cv.conv.Title, "the conversation")+"…"), size[0], "…")
			return
		}
		m.tl.frame = nil
		return
	}
	m.tl.frame, m.tl.frameSize = m.markFinds(m.visibleLines(cv, size[1])), size
	if cv.more && cv.firstVis == 0 && len(m.tl.frame) > 0 {
		// Scrolled to the top of what is read of a long branch while the
		// page above is read: its first line (an item's blank one) says so.
		m.tl.frame[0] = ansi.Truncate(m.c.theme.Muted.Render("↑ earlier messages are still loading…"), m.mainWidth(), "…")
	}
}

// View assembles the frame from prepared pieces.
func (m *Model) View() tea.View {
	m.viewCalls.Add(1)
	v := tea.NewView(m.c.fold.frame(m.render()))
	m.markStart()
	v.AltScreen = true
	if !m.c.mouseFree {
		v.MouseMode = tea.MouseModeCellMotion
	}
	v.WindowTitle = "grove"
	return v
}

func (m *Model) render() string {
	if m.c.width <= 0 || m.c.height <= 0 {
		return ""
	}
	mw := m.mainWidth()
	th := m.timelineHeight()
	main := make([]string, 0, m.c.height)
	banner := m.problemLines(mw)
	main = append(main, banner...)
	tl := m.tl.frame
	if len(tl) == 0 {
		tl = m.emptyTimeline(th)
	}
	for len(main)+len(tl) < len(banner)+th {
		main = append(main, "")
	}
	main = append(main, tl...)
	main = append(main, m.hintLine(mw))
	main = append(main, m.fileChipLines(mw)...)
	inp := strings.Split(joinClusters(m.in.ta.View()), "\n")
	bar := m.c.theme.Accent.Render("› ")
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
	main = m.stack.draw(m.c, main, len(banner)+th, mw) // an overlay covers the banner
	var b strings.Builder
	b.Grow(m.c.width * m.c.height * 2)
	sw := m.sidebarWidth()
	var side []string
	if sw > 0 {
		side = m.side.View(sw, m.c.height-1)
	}
	sep := m.c.theme.Border.Render("│")
	for i := 0; i < m.c.height-1; i++ {
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

// emptyTimeline is what the timeline says before there is anything to
// show; its text wraps to the column.
func (m *Model) emptyTimeline(h int) []string {
	th := &m.c.theme
	cv := m.cur()
	w := m.mainWidth()
	wrap := func(st lipgloss.Style, text string) []string {
		var out []string
		for _, l := range plainLines(text, max(w-2, 8)) {
			out = append(out, "  "+st.Render(l))
		}
		return out
	}
	var msg []string
	switch {
	case cv != nil && cv.loading:
		msg = []string{th.Muted.Render("  loading…")}
	case cv != nil && cv.err != nil:
		msg = wrap(th.Error, userText(cv.err))
	case cv != nil && cv.conv.Kind == session.KindChannel:
		msg = append([]string{th.Accent.Render("  " + clip.Width(orStr(cv.conv.Title, "#channel"), w-2)), ""},
			wrap(th.Text, "No messages yet. Write to the team below; @name wakes an agent (tab completes).")...)
	default:
		who := m.newAgentName()
		if cv != nil && cv.conv.Agent != "" {
			who = cv.conv.Agent
		}
		msg = append([]string{th.Accent.Render("  grove"), ""}, wrap(th.Text, "Say something to "+who+" below.")...)
		msg = append(msg, hintItems(th.Muted, "  ", []string{"ctrl+p palette", "ctrl+n new conversation", "? help"}, w))
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
	th := &m.c.theme
	if cs := m.mentionCompletions(m.in.ta.Value()); len(cs) > 0 {
		var parts []string
		for _, c := range cs {
			parts = append(parts, m.agentStyle(c[1:]).Render(c))
		}
		return " " + strings.Join(parts, th.Muted.Render("  ·  ")) + th.Muted.Render("   (tab)")
	}
	if cs := m.completions(m.in.ta.Value()); len(cs) > 0 {
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
	if h := m.pathHint(w); h != "" {
		return h
	}
	if n := m.bar.noticeLine(m.c, w); n != "" {
		return n
	}
	if h := m.modeHint(w); h != "" {
		return h
	}
	line := th.Border.Render(strings.Repeat("─", w))
	if h := m.in.ta.Height(); m.in.rows(h) > h {
		// The text is taller than the box: say where the cursor is.
		tag := th.Muted.Render(fmt.Sprintf(" line %d/%d · ↑↓ move ", m.in.ta.Line()+1, m.in.ta.LineCount()))
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

func padLines(ls []string, h int) []string {
	for len(ls) < h {
		ls = append(ls, "")
	}
	return ls[:h]
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

func (m *Model) inputHeight() int { return m.in.height() }

// layout sizes the input for the terminal and its content.
func (m *Model) layout() { m.in.layout(m.mainWidth(), m.c.height) }

// statusLine is the bottom line: the session's facts on the left, the
// status bar's notice on the right.
func (m *Model) statusLine() string {
	th := &m.c.theme
	var parts []barPart
	add := func(rank int, text string) { parts = append(parts, barPart{text, rank}) }
	name := m.convAgent()
	d, _ := m.agentDef(name)
	ws := m.channelWS()
	switch {
	case ws != nil:
		parts = append(parts, m.workspaceStatus(ws)...)
	default:
		add(0, th.StatusKey.Render(" "+name))
		if cv := m.cur(); cv != nil {
			if g := guests(cv.conv); len(g) > 0 {
				add(rankGuests, th.Status.Render("with "+strings.Join(g, ", ")))
			}
		}
		if label, ov := m.effectiveModel(d); ov {
			add(rankModel, th.StatusKey.Render(label)+th.Status.Render(" (override)"))
		} else if label != "" { // "": an agent not (yet) resolved
			add(rankModel, th.Status.Render(label))
		}
	}
	cv := m.cur()
	if cv != nil && ws == nil {
		br := "⎇ " + cv.branch
		if cv.tree != nil && len(cv.tree.Branches) > 1 {
			br += fmt.Sprintf(" (%d)", len(cv.tree.Branches))
		}
		add(rankBranch, th.Status.Render(br))
		if fl := m.forkLabel(cv.conv); fl != "" {
			add(rankFork, th.Status.Render(clip.Line(fl, 32)))
		}
	}
	if n := len(m.turns.active); n > 0 {
		here := 0
		if m.current != "" {
			here = m.activeIn(m.current)
		}
		add(rankRunning, th.StatusKey.Render(fmt.Sprintf("%s %d active", m.spinner(), n))+th.Status.Render(fmt.Sprintf(" (%d here)", here)))
	}
	if p := m.compactionPart(); p != "" {
		add(rankCompacting, p)
	}
	if cv != nil && ws == nil {
		u := cv.totalUsage()
		add(rankTokens, th.Status.Render(fmt.Sprintf("%s tok", fmtTokens(u.InputTokens+u.OutputTokens))))
		add(rankCost, th.Status.Render(m.costPart(cv)))
		if p := m.turnCostPart(cv); p != "" {
			add(rankTurnCost, th.Status.Render(p))
		}
		if b := m.budgetPart(cv); b != "" {
			add(rankBudget, th.Status.Render(b))
		}
	}
	return m.bar.View(m.c, parts, m.c.width)
}
