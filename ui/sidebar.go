package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// sidebar lists the agents, the workspaces and the conversations (a
// workspace's agents' conversations grouped under it), keeping the
// selected one in view. It folds away on narrow terminals.
type sidebar struct {
	c      *common
	src    sidebarSource
	show   bool
	frozen bool // the last key stepped through the list: it keeps its order while read
}

// View draws the sidebar w wide and h tall.
func (s *sidebar) View(w, h int) []string {
	th := &s.c.theme
	src := s.src
	out := make([]string, 0, h)
	out = append(out, " "+th.Accent.Render("grove"), "", " "+th.Section.Render("AGENTS"))
	agents, cur := src.agentList()
	for i, a := range agents {
		mark := "  "
		if i == cur {
			mark = th.Accent.Render("▸ ")
		}
		busy := src.agentBusy(a.Name)
		label := clip(a.Name, w-4)
		extra := ""
		if busy > 0 {
			extra = " " + th.Spinner.Render(src.spinner())
		}
		out = append(out, " "+mark+th.Text.Render(label)+extra)
	}
	out = append(out, "")
	out = append(out, src.workspaceLines(w)...)
	out = append(out, "")
	convs, current := src.convList(), src.currentConv()
	out = append(out, " "+th.Section.Render(fmt.Sprintf("CONVERSATIONS %d", len(convs))))
	rows := h - len(out)
	if rows <= 0 {
		return padLines(out, h)
	}
	// The list's lines, a workspace's agents' conversations under its name.
	var lines []string
	selLine, group := -1, ""
	for _, c := range convs {
		if c.WorkspaceID != group {
			group = c.WorkspaceID
			if group != "" {
				lines = append(lines, "  "+th.Muted.Render(ansi.Truncate("#"+src.wsKeyOf(group), w-3, "…")))
			}
		}
		lead := "  "
		if n := src.activeIn(c.ID); n > 0 {
			lead = th.Spinner.Render(src.spinner()) + " "
		}
		if group != "" {
			lead = "  " + lead
		}
		tail := ""
		if src.isUnread(c.ID) {
			tail = th.Unread.Render(" •")
		}
		if n := src.unseenElsewhere(c.ID); n > 0 {
			tail += th.Async.Render(fmt.Sprintf(" ↩%d", n))
		}
		name := convTitle(c)
		if group != "" {
			name = strings.TrimSuffix(name, "@"+src.wsKeyOf(group))
		}
		if c.ForkedFrom != nil {
			name = "⑂ " + name
		}
		lw := ansi.StringWidth(lead)
		title := ansi.Truncate(name, w-3-lw-ansi.StringWidth(tail), "…")
		if c.ID == current {
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
