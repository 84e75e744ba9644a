package ui

import (
	"context"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

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
	}
	return true, nil
}

// compareLines draws the split view: each input across, then the two
// answers in columns with tokens, cost and latency.
func (cmp *compareOverlay) View(w, h int) []string {
	th := &cmp.c.theme
	col := max((w-3)/2, 10)
	sep := th.Border.Render(" │ ")
	var body []string
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
	var lt, rt session.Usage
	for i, r := range cmp.rows {
		in := ""
		if r.Left != nil {
			in = r.Left.Input
			lt.Add(r.Left.Usage)
		}
		if r.Right != nil {
			in = orStr(in, r.Right.Input)
			rt.Add(r.Right.Usage)
		}
		body = append(body, th.User.Render(fmt.Sprintf("%d › ", i+1))+th.Text.Render(shortText(in, w-6)))
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
		body = append(body, fit(th.Muted.Render(ls), col)+sep+th.Muted.Render(rs), "")
	}
	head := []string{
		th.Accent.Render("Compare") + th.Muted.Render(fmt.Sprintf("  %d inputs", len(cmp.rows))),
		fit(th.Accent.Render("⎇ "+cmp.left)+th.Muted.Render(fmt.Sprintf(" · $%.4f", lt.Cost)), col) + sep + th.Accent.Render("⎇ "+cmp.right) + th.Muted.Render(fmt.Sprintf(" · $%.4f", rt.Cost)),
		th.Border.Render(strings.Repeat("─", col) + "─┼─" + strings.Repeat("─", col)),
	}
	room := max(h-len(head)-2, 1)
	if cmp.top > max(len(body)-room, 0) {
		cmp.top = max(len(body)-room, 0)
	}
	body = body[cmp.top:]
	if len(body) > room {
		body = body[:room]
	}
	out := append(head, body...)
	return append(out, "", th.Muted.Render("↑↓ scroll · esc close"))
}

func countOf(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
