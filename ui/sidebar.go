package ui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// sidebar lists the agents, the workspaces and the conversations (a
// workspace's agents' conversations grouped under it), keeping the
// selected one in view. It folds away on narrow terminals.
type sidebar struct {
	c      *common
	src    sidebarSource
	show   bool
	frozen bool // the last key stepped through the list: it keeps its order while read
	listed bool // the conversation list has arrived once
	// first reads the list at start, with the conversation it opens
	// (startRead); nil: Init reads the list alone.
	first tea.Cmd
	// held are the agents stopped or in error (agentstate.go).
	held map[string]session.AgentHold
	// parents maps child conversations to their parent's id, from names
	// who started each (sidebarspawn.go).
	parents, from map[string]string
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
		extra := ""
		if busy > 0 {
			extra = " " + th.Spinner.Render(src.spinner())
		}
		extra += s.heldMark(a.Name, busy)
		label := clip.Width(a.Name, max(w-4-ansi.StringWidth(extra), 1))
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
	// The list's rows, a workspace's agents' conversations under its name:
	// laid out first (cheap), then only the window around the selection
	// is drawn, so a list of thousands costs what the screen shows.
	type row struct {
		conv  int    // index in convs; -1 for a workspace's name
		group string // workspace id
	}
	var list []row
	selLine, group := -1, ""
	for i, c := range convs {
		if c.WorkspaceID != group {
			group = c.WorkspaceID
			if group != "" {
				list = append(list, row{conv: -1, group: group})
			}
		}
		if c.ID == current {
			selLine = len(list)
		}
		list = append(list, row{conv: i, group: group})
	}
	start := 0
	if selLine >= rows {
		start = selLine - rows + 1
	}
	for _, r := range list[start:min(len(list), start+rows)] {
		if r.conv < 0 {
			out = append(out, "  "+th.Muted.Render(ansi.Truncate("#"+src.wsKeyOf(r.group), w-3, "…")))
			continue
		}
		c := convs[r.conv]
		lead := "  "
		if n := src.activeIn(c.ID); n > 0 {
			lead = th.Spinner.Render(src.spinner()) + " "
		}
		if r.group != "" {
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
		if n := s.childName(c); n != "" {
			name = n
		}
		if r.group != "" {
			name = strings.TrimSuffix(name, "@"+src.wsKeyOf(r.group))
		}
		if c.ForkedFrom != nil {
			name = "⑂ " + name
		}
		lw := ansi.StringWidth(lead)
		title := ansi.Truncate(name, w-3-lw-ansi.StringWidth(tail), "…")
		if c.ID == current {
			out = append(out, " "+lead+th.Selected.Render(pad(title, w-2-lw-ansi.StringWidth(tail)))+tail)
		} else {
			out = append(out, " "+lead+th.Text.Render(title)+tail)
		}
	}
	return padLines(out, h)
}
