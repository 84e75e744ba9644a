package ui

import (
	"fmt"
	"hash/fnv"
	"sort"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// How workspaces look: the sidebar section, the status bar in a channel, @mention completion and agent colours.

// mentionCompletions lists the @names the word being typed could become,
// in a workspace channel.
func (m *Model) mentionCompletions(text string) []string {
	ws := m.channelWS()
	if ws == nil {
		return nil
	}
	word := text[strings.LastIndexAny(text, " \t\n")+1:]
	if !strings.HasPrefix(word, "@") {
		return nil
	}
	var out []string
	for _, a := range m.ws.members[ws.ID] {
		if a.State != "stopped" && strings.HasPrefix(a.Name, word[1:]) {
			out = append(out, "@"+a.Name)
		}
	}
	return out
}

// completeMention extends the @word at the end of the input to the longest
// common prefix of its completions (and a space when there is one).
func (m *Model) completeMention() {
	text := m.in.ta.Value()
	cs := m.mentionCompletions(text)
	if len(cs) == 0 {
		return
	}
	p := commonPrefix(cs)
	if len(cs) == 1 {
		p += " "
	}
	head := text[:strings.LastIndexAny(text, " \t\n")+1]
	if len(head)+len(p) > len(text) {
		m.in.ta.SetValue(head + p)
		m.layout()
	}
}

func nameHash(name string) int {
	h := fnv.New32a()
	h.Write([]byte(name))
	return int(h.Sum32() % uint32(len(tintsDark)))
}

// tint gives a name its colour the first time it is seen: its hash's,
// or the next one free, so the agents of a workspace differ and a name
// keeps its colour.
func (m *Model) tint(name string) int {
	if name == "" || name == "user" {
		return -1
	}
	if m.ws.tints == nil {
		m.ws.tints = map[string]int{}
	}
	if i, ok := m.ws.tints[name]; ok {
		return i
	}
	used := map[int]bool{}
	for _, i := range m.ws.tints {
		used[i] = true
	}
	i := nameHash(name)
	for k := 0; k < len(tintsDark) && used[i]; k++ {
		i = (i + 1) % len(tintsDark)
	}
	m.ws.tints[name] = i
	return i
}

// tintOf is a name's colour index without assigning one (View).
func (m *Model) tintOf(name string) int {
	if i, ok := m.ws.tints[name]; ok {
		return i
	}
	if name == "" || name == "user" {
		return -1
	}
	return nameHash(name)
}

// agentStyle renders an agent's name in its colour.
func (m *Model) agentStyle(name string) lipgloss.Style {
	i := m.tintOf(name)
	if m.c.noColor || i < 0 {
		return m.c.theme.Assistant
	}
	tints := tintsDark
	if !m.c.theme.Dark {
		tints = tintsLight
	}
	return lipgloss.NewStyle().Foreground(lipgloss.Color(tints[i])).Bold(true)
}

func memberState(m *Model, ws *session.Workspace, a team.Member) string {
	th := &m.c.theme
	// The agent a member is (its ref, or the workflow's own) may be held:
	// stopped or in the error state, it gets nothing new.
	key := a.Ref
	if key == "" {
		key = a.Name + "@" + ws.Key()
	}
	switch m.side.held[key].State {
	case session.AgentStateStopped:
		return th.Warning.Render("stopped")
	case session.AgentStateError:
		return th.Error.Render("error")
	}
	switch a.State {
	case "running":
		return th.Success.Render("running")
	case "queued":
		return th.Warning.Render(strings.TrimSpace("queued " + a.Lane))
	case "error":
		return th.Error.Render("error")
	case "":
		return th.Muted.Render("idle")
	}
	return th.Muted.Render(a.State)
}

// workspaceLines is the sidebar's workspace section: the running
// workspaces and, under the one on screen, its agents with state and
// unread inbox counts, then its open proposals (question, votes cast of
// voters).
func (m *Model) workspaceLines(w int) []string {
	th := &m.c.theme
	out := []string{" " + th.Section.Render("WORKSPACES")}
	if len(m.ws.workspaces) == 0 {
		return append(out, "   "+th.Muted.Render("none yet"))
	}
	cur := m.curWorkspace()
	for i := range m.ws.workspaces {
		ws := &m.ws.workspaces[i]
		tail := ""
		if m.unread[ws.ChannelID] {
			tail = th.Unread.Render(" •")
		}
		st := th.Text
		if ws.Status != session.WorkspaceRunning {
			tail = th.Muted.Render(" ◼ stopped") + tail
			st = th.Muted
		}
		name := ansi.Truncate("#"+ws.Key(), w-5-ansi.StringWidth(tail), "…")
		if ws.ChannelID == m.current {
			out = append(out, "   "+th.Selected.Render(pad(name, w-4-ansi.StringWidth(tail)))+tail)
		} else {
			out = append(out, "   "+st.Render(name)+tail)
		}
		if cur == nil || cur.ID != ws.ID {
			continue
		}
		nw := 0
		for _, a := range m.ws.members[ws.ID] {
			nw = max(nw, len(a.Name))
		}
		nw = min(nw, max(w/2-4, 6))
		for _, a := range m.ws.members[ws.ID] {
			line := "     " + m.agentStyle(a.Name).Render("●") + " " + m.agentStyle(a.Name).Render(pad(ansi.Truncate(a.Name, nw, "…"), nw)) + " " + memberState(m, ws, a)
			if a.Unread > 0 {
				line += th.Unread.Render(fmt.Sprintf(" ✉%d", a.Unread))
			}
			out = append(out, line)
		}
		for _, p := range m.ws.proposals[ws.ID] {
			votes := fmt.Sprintf(" %d/%d", len(p.Votes), len(p.Voters))
			q := ansi.Truncate(clip.Flat(p.Question), max(w-7-len(votes), 4), "…")
			out = append(out, "     "+th.Warning.Render("?")+" "+th.Text.Render(q)+th.Muted.Render(votes))
		}
	}
	return out
}

// workspaceStatus is the status bar's left part in a channel.
func (m *Model) workspaceStatus(ws *session.Workspace) []barPart {
	th := &m.c.theme
	parts := []barPart{{th.StatusKey.Render(" #" + ws.Key()), 0}}
	if ws.Status != session.WorkspaceRunning {
		parts = append(parts, barPart{th.Status.Render("stopped (read-only; /start resumes it)"), rankRunning})
	}
	ms := m.ws.members[ws.ID]
	counts := map[string]int{}
	unread := 0
	for _, a := range ms {
		counts[a.State]++
		unread += a.Unread
	}
	parts = append(parts, barPart{th.Status.Render(fmt.Sprintf("%d agents", len(ms))), rankCount})
	for _, s := range []string{"running", "queued", "error"} {
		if counts[s] > 0 {
			parts = append(parts, barPart{th.Status.Render(fmt.Sprintf("%d %s", counts[s], s)), rankWorkers})
		}
	}
	if unread > 0 {
		parts = append(parts, barPart{th.Status.Render(fmt.Sprintf("✉ %d unread", unread)), rankGuests})
	}
	return parts
}

// sortedWorkspaces is the palette's order: by key.
func sortedWorkspaces(ws []session.Workspace) []session.Workspace {
	out := append([]session.Workspace(nil), ws...)
	sort.Slice(out, func(i, j int) bool { return out[i].Key() < out[j].Key() })
	return out
}
