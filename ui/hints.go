package ui

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"grove/session"
)

// Hint lines, fork labels and short texts.

// hintFor describes a mode in the hint line above the input.
func (m *Model) modeHint(w int) string {
	th := &m.c.theme
	switch {
	case m.in.editing != nil:
		head := th.Warning.Render(" ✎ editing an earlier message")
		return head + hintItems(th.Muted, " — ", []string{"enter sends it on a new branch", "esc cancels"}, w-ansi.StringWidth(head))
	case m.selecting():
		head := th.Accent.Render(" select")
		return head + hintItems(th.Muted, " ", []string{"↑↓ move", "←→ alternatives", "e edit", "r regenerate", "f fork", "c continue here", "o tools", "p replay", "t tree", "esc"}, w-ansi.StringWidth(head))
	}
	return ""
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
			rest = len(" · …")
		}
		if ansi.StringWidth(out+sep+it)+rest > w {
			if i == 0 {
				return st.Render(ansi.Truncate(out+it, w, "…"))
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

func shortText(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
