package ui

import (
	"context"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"grove/internal/clip"
	"grove/session"
)

// Two branches side by side.

func compareBranches(ctx context.Context, st Store, convID, left, right string) tea.Cmd {
	return func() tea.Msg {
		a, err := st.Path(ctx, convID, left)
		if err != nil {
			return compareLoadMsg{err: err}
		}
		b, err := st.Path(ctx, convID, right)
		if err != nil {
			return compareLoadMsg{err: err}
		}
		return compareLoadMsg{convID: convID, left: left, right: right, rows: session.Compare(a, b)}
	}
}

// compareOverlay shows two branches side by side, aligned by input.
type compareOverlay struct {
	c           *common
	convID      string
	left, right string
	rows        []session.CompareRow
	top         int
	// drawn holds the lines of the rows drawn so far, for the width and
	// theme of key: a long comparison is drawn only as far down as it is
	// scrolled, once.
	drawn [][]string
	key   string
	// aim: the first drawing scrolls to the first input the branches do not
	// share (the history above it is the same on both sides).
	aim bool
}

// newCompare is the comparison of two branches, opened where they part.
func newCompare(c *common, msg compareLoadMsg) *compareOverlay {
	return &compareOverlay{c: c, convID: msg.convID, left: msg.left, right: msg.right, rows: msg.rows, aim: true}
}

// shared counts the rows at the top that both branches share.
func (cmp *compareOverlay) shared() int {
	n := 0
	for n < len(cmp.rows) && cmp.rows[n].Left != nil && cmp.rows[n].Left.Shared {
		n++
	}
	return n
}

func (cmp *compareOverlay) layer() layer { return layerPanel }

func (cmp *compareOverlay) boxWidth(avail, _ int) int { return avail }

func (cmp *compareOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	if w, ok := msg.(tea.MouseWheelMsg); ok {
		if w.Mouse().Button == tea.MouseWheelUp {
			cmp.top = max(cmp.top-3, 0)
		} else {
			cmp.top += 3
		}
		return true, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return true, nil
	}
	switch k.String() {
	case "esc", "q":
		return false, nil
	case "up", "k":
		cmp.top = max(cmp.top-1, 0)
	case "down", "j":
		cmp.top++
	case "pgup":
		cmp.top = max(cmp.top-10, 0)
	case "pgdown":
		cmp.top += 10
	case "home", "g":
		cmp.top = 0
	case "end", "G":
		cmp.top = 1 << 30 // held at the last screen by View
	}
	return true, nil
}

// View draws the split view: each input across, then the two answers in
// columns with tokens, cost and latency. Only the rows down to the bottom
// of the screen are drawn.
func (cmp *compareOverlay) View(w, h int) []string {
	th := &cmp.c.theme
	col := max((w-3)/2, 10)
	sep := th.Border.Render(" │ ")
	var lt, rt session.Usage
	for _, r := range cmp.rows {
		if r.Left != nil {
			lt.Add(r.Left.Usage)
		}
		if r.Right != nil {
			rt.Add(r.Right.Usage)
		}
	}
	what := fmt.Sprintf("  %d inputs", len(cmp.rows))
	if n := cmp.shared(); n > 0 {
		what += fmt.Sprintf(", the first %d shared", n)
	}
	head := []string{th.Accent.Render("Compare") + th.Muted.Render(what)}
	lc, rc := fmt.Sprintf(" · $%.4f", lt.Cost), fmt.Sprintf(" · $%.4f", rt.Cost)
	if ansi.StringWidth("⎇ "+cmp.left+lc) <= col && ansi.StringWidth("⎇ "+cmp.right+rc) <= col {
		head = append(head, fit(th.Accent.Render("⎇ "+cmp.left)+th.Muted.Render(lc), col)+sep+th.Accent.Render("⎇ "+cmp.right)+th.Muted.Render(rc))
	} else { // narrow: the names, then the costs
		head = append(head, fit(th.Accent.Render(clip.Width("⎇ "+cmp.left, col)), col)+sep+th.Accent.Render(clip.Width("⎇ "+cmp.right, col)),
			fit(th.Muted.Render(strings.TrimPrefix(lc, " · ")), col)+sep+th.Muted.Render(strings.TrimPrefix(rc, " · ")))
	}
	head = append(head, th.Border.Render(strings.Repeat("─", col)+"─┼─"+strings.Repeat("─", col)))
	room := max(h-len(head)-2, 1)
	if key := fmt.Sprintf("%d %s", w, th.Name); key != cmp.key {
		cmp.drawn, cmp.key = nil, key
	}
	lines := 0
	for _, d := range cmp.drawn {
		lines += len(d)
	}
	if cmp.aim {
		// Opened where the branches part: the shared rows above are drawn
		// to know where that is.
		cmp.aim = false
		for i := len(cmp.drawn); i < cmp.shared() && i < len(cmp.rows); i++ {
			cmp.drawn = append(cmp.drawn, cmp.rowLines(i, w, col))
			lines += len(cmp.drawn[i])
		}
		cmp.top = 0
		for _, d := range cmp.drawn[:min(cmp.shared(), len(cmp.drawn))] {
			cmp.top += len(d)
		}
	}
	for i := len(cmp.drawn); i < len(cmp.rows) && lines < cmp.top+room; i++ {
		cmp.drawn = append(cmp.drawn, cmp.rowLines(i, w, col))
		lines += len(cmp.drawn[i])
	}
	if cmp.top > max(lines-room, 0) {
		cmp.top = max(lines-room, 0)
	}
	out := head
	at := 0 // the first line of the row
	for _, d := range cmp.drawn {
		for k, l := range d {
			if n := at + k; n >= cmp.top && n < cmp.top+room {
				out = append(out, l)
			}
		}
		if at += len(d); at >= cmp.top+room {
			break
		}
	}
	return append(out, "", th.Muted.Render("↑↓ scroll · home/end · esc close"))
}

// rowLines draws row i: its input across, the two answers in columns of
// col cells, then their tokens, cost and latency.
func (cmp *compareOverlay) rowLines(i, w, col int) []string {
	th := &cmp.c.theme
	sep := th.Border.Render(" │ ")
	side := func(x *session.Exchange) ([]string, string) {
		if x == nil {
			return []string{th.Muted.Render("(not on this branch)")}, ""
		}
		ls := plainLines(strings.TrimSpace(x.Answer), col)
		if len(ls) > 6 {
			ls = append(ls[:5], "…")
		}
		if x.Answer == "" {
			ls = []string{th.Muted.Render("(no reply)")}
		}
		stat := fmt.Sprintf("%s tok · $%.4f · %s", fmtTokens(x.Usage.InputTokens+x.Usage.OutputTokens), x.Usage.Cost, fmtDuration(x.Latency))
		if len(x.Models) > 0 {
			stat += " · " + strings.Join(x.Models, ",")
		}
		if x.Shared {
			stat += " · shared"
		}
		return ls, stat
	}
	r := cmp.rows[i]
	in := ""
	if r.Left != nil {
		in = r.Left.Input
	}
	if r.Right != nil {
		in = orStr(in, r.Right.Input)
	}
	body := []string{th.User.Render(fmt.Sprintf("%d › ", i+1)) + th.Text.Render(clip.Line(in, w-6))}
	l, ls := side(r.Left)
	rr, rs := side(r.Right)
	for k := 0; k < max(len(l), len(rr)); k++ {
		a, b := "", ""
		if k < len(l) {
			a = l[k]
		}
		if k < len(rr) {
			b = rr[k]
		}
		body = append(body, fit(a, col)+sep+b)
	}
	return append(body, fit(th.Muted.Render(ls), col)+sep+th.Muted.Render(rs), "")
}

func countOf(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
