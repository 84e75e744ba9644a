package ui

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
)

// Hint lines, fork labels and short texts.

// hintFor describes a mode in the hint line above the input.
func (m *Model) modeHint(w int) string {
	th := &m.c.theme
	if f := m.findHint(w); f != "" {
		return f
	}
	switch {
	case m.in.editing != nil:
		head := th.Warning.Render(" ✎ editing an earlier message")
		return head + hintFit(th.Muted, " — ", w-ansi.StringWidth(head),
			[]string{"enter sends it on a new branch", "esc cancels"}, []string{"enter sends", "esc cancels"})
	case m.selecting():
		head := th.Accent.Render(" select")
		return head + hintFit(th.Muted, " ", w-ansi.StringWidth(head),
			[]string{"↑↓ move", "←→ alternatives", "e edit", "r regenerate", "f fork", "c continue here", "o tools", "p replay", "t tree", "y copy", "b copy code", "x exclude", "esc"},
			[]string{"↑↓", "←→ alt", "e edit", "r regen", "f fork", "c cont.", "o tools", "p replay", "t tree", "y copy", "b code", "x excl.", "esc"},
			[]string{"↑↓ ←→", "e edit  r regen  f fork  c cont  o tools  p replay  t tree  y copy  b code  x excl", "esc"},
			[]string{"↑↓←→", "e edit r regen f fork c cont o tools p replay t tree y copy b code x excl", "esc"},
			[]string{"↑↓ ←→", "e r f c o p t y b x", "? help", "esc"},
			[]string{"↑↓ ←→", "e r f c o p t y b x", "esc"},
			[]string{"↑↓", "e r f c o p t y b x", "esc"})
	}
	return ""
}

// hintFit is the first of the variants (fullest first) whose items all
// fit in w columns, else the last one with items dropped as hintItems does.
func hintFit(st lipgloss.Style, lead string, w int, variants ...[]string) string {
	for _, v := range variants {
		if ansi.StringWidth(lead+strings.Join(v, " · ")) <= w {
			return st.Render(lead + strings.Join(v, " · "))
		}
	}
	return hintItems(st, lead, variants[len(variants)-1], w)
}

// hintItems joins key hints with " · " after lead, dropping whole items
// from the end that do not fit in w columns and ending then with "· …":
// nothing is cut mid-word, and F1 lists every key.
func hintItems(st lipgloss.Style, lead string, items []string, w int) string {
	out := lead
	for i, it := range items {
		sep := " · "
		if i == 0 {
			sep = ""
		}
		rest := 0
		if i < len(items)-1 {
			rest = ansi.StringWidth(" · …")
		}
		if ansi.StringWidth(out+sep+it)+rest > w {
			if i == 0 {
				return st.Render(fitWords(out+it, w))
			}
			return st.Render(out + " · …")
		}
		out += sep + it
	}
	return st.Render(out)
}

// forkLabel names where a forked conversation came from.
func (m *Model) forkLabel(c session.Conversation) string {
	if c.ForkedFrom == nil {
		return ""
	}
	return "⑂ forked from " + m.titleOf(c.ForkedFrom.ConversationID)
}

// forksOf lists the conversations forked from convID (from the list).
func (m *Model) forksOf(convID string) []session.Conversation {
	var out []session.Conversation
	for _, c := range m.convs {
		if c.ForkedFrom != nil && c.ForkedFrom.ConversationID == convID {
			out = append(out, c)
		}
	}
	return out
}
