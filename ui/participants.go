package ui

import (
	"context"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// An agent's personal thread ("DM NAME") and the participants of a
// conversation: who was looped in, /participants and /remove.

// openDM opens an agent's personal DM thread, creating it the first time.
func openDM(ctx context.Context, st Store, name string) tea.Cmd {
	return func() tea.Msg {
		c, _, err := st.PersonalThread(ctx, name)
		return createdMsg{c, err}
	}
}

// dmItems are the palette's "DM NAME" entries of agents whose personal
// thread is not listed already.
func (m *Model) dmItems() []paletteItem {
	has := map[string]bool{}
	for _, c := range m.convs {
		if c.Personal {
			has[c.Agent] = true
		}
	}
	var out []paletteItem
	for _, a := range m.agents {
		if !has[a.Name] {
			out = append(out, paletteItem{kind: "dm", label: "DM " + a.Name, id: a.Name, names: []string{a.Name}})
		}
	}
	return out
}

// guests are the agents taking part in the conversation besides its owner.
func guests(c session.Conversation) []string {
	var out []string
	for _, p := range c.Participants {
		if p.Kind == "agent" && p.Mode != session.ModeOwner {
			out = append(out, p.Name)
		}
	}
	return out
}

// participantsCommand runs /dm, /participants and /remove.
func (m *Model) participantsCommand(name, arg string) tea.Cmd {
	switch name {
	case "dm":
		if arg == "" {
			arg = m.convAgent()
		}
		if _, ok := m.agentDef(arg); !ok {
			return m.noAgent(arg)
		}
		return openDM(m.c.ctx, m.c.store, arg)
	}
	cv := m.cur()
	if cv == nil || cv.conv.Kind == session.KindChannel {
		return m.flash("participants belong to a conversation: open one first (a channel's members are in its sidebar)", true)
	}
	if name == "participants" {
		var ps []string
		for _, p := range cv.conv.Participants {
			who := p.Name
			if p.Kind == "user" {
				who = "you"
			}
			mode := map[string]string{session.ModeOwner: "owner", session.ModeLoopIn: "looped in"}[p.Mode]
			if mode == "" {
				mode = p.Mode
			}
			ps = append(ps, who+" ("+mode+")")
		}
		text := "participants: " + strings.Join(ps, ", ")
		if len(guests(cv.conv)) > 0 {
			text += " — @name addresses one; /remove NAME ends its part"
		}
		return m.flash(text, false)
	}
	if arg == "" {
		if g := guests(cv.conv); len(g) > 0 {
			return m.flash("usage: /remove NAME (participants: "+strings.Join(g, ", ")+")", true)
		}
		return m.flash("nobody to remove: no agent was looped into this conversation", true)
	}
	return removeParticipant(m.c.ctx, m.c.rt, cv.conv.ID, strings.TrimPrefix(arg, "@"))
}

func removeParticipant(ctx context.Context, rt *agent.Runtime, convID, name string) tea.Cmd {
	return func() tea.Msg {
		if err := rt.RemoveParticipant(ctx, convID, name, "user"); err != nil {
			return infoMsg{err: err}
		}
		return infoMsg{text: name + " no longer takes part in this conversation"}
	}
}

// participantsMsg carries a conversation's participants after they
// changed.
type participantsMsg struct {
	convID string
	ps     []session.Participant
	err    error
}

func loadParticipants(ctx context.Context, st Store, convID string) tea.Cmd {
	return func() tea.Msg {
		c, err := st.Conversation(ctx, convID)
		return participantsMsg{convID, c.Participants, err}
	}
}

func (m *Model) onParticipants(msg participantsMsg) tea.Cmd {
	if msg.err != nil {
		return nil
	}
	if cv := m.tl.views[msg.convID]; cv != nil {
		cv.conv.Participants = msg.ps
	}
	return nil
}
