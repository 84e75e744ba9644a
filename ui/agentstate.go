package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
)

// Agents stopped (grove stop NAME, /stop-agent) or in the error state are
// read from the store off the UI goroutine and marked in the sidebar;
// /stop-agent and /start-agent change them.

// heldEvery is how often the agents' kept states are read again: a stop
// or start by another process shows within it.
const heldEvery = time.Second

// agentHolds is the part of the store the agent states use (the session
// store has it; a store without it shows no states).
type agentHolds interface {
	HeldAgents(ctx context.Context) (map[string]session.AgentHold, error)
	StopAgent(ctx context.Context, agent string, cancelTurns bool) (session.AgentHold, error)
	StartAgent(ctx context.Context, agent string) (session.AgentHold, error)
}

// heldMsg carries the agents held now.
type heldMsg struct{ held map[string]session.AgentHold }

// agentStateDone tells how a /stop-agent or /start-agent went.
type agentStateDone struct {
	text string
	err  error
}

// watchHeld reads the held agents after wait, then every heldEvery, and
// returns them once they differ from last (an unchanged read sends
// nothing, so an idle screen is not redrawn).
func watchHeld(ctx context.Context, st Store, last map[string]session.AgentHold, wait time.Duration) tea.Cmd {
	hs, ok := st.(agentHolds)
	if !ok {
		return nil
	}
	return func() tea.Msg {
		for {
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				return nil
			case <-t.C:
			}
			wait = heldEvery
			held, err := hs.HeldAgents(ctx)
			if err == nil && !sameHeld(held, last) {
				return heldMsg{held: held}
			}
		}
	}
}

func sameHeld(a, b map[string]session.AgentHold) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		w, ok := b[k]
		if !ok || w.State != v.State || w.Error != v.Error {
			return false
		}
	}
	return true
}

// updateAgentStates handles the messages of agent states.
func (m *Model) updateAgentStates(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case heldMsg:
		m.side.held = msg.held
		return watchHeld(m.c.ctx, m.c.store, msg.held, heldEvery), true
	case agentStateDone:
		if msg.err != nil {
			return m.flash(userText(msg.err), true), true
		}
		return m.flash(msg.text, false), true
	}
	return nil, false
}

// agentStateCommand is /stop-agent NAME [--now] and /start-agent NAME.
func (m *Model) agentStateCommand(name, arg string) tea.Cmd {
	hs, ok := m.c.store.(agentHolds)
	if !ok {
		return m.flash("agent states are not kept by this store", true)
	}
	fields := strings.Fields(arg)
	now := false
	var agentName string
	for _, f := range fields {
		switch {
		case f == "--now" && name == "stop-agent":
			now = true
		case agentName == "":
			agentName = f
		default:
			agentName = "" // more than one name
			fields = nil
		}
	}
	if agentName == "" {
		if name == "stop-agent" {
			return m.flash("usage: /stop-agent <agent> [--now]", true)
		}
		return m.flash("usage: /start-agent <agent>", true)
	}
	if !m.knowsAgent(agentName) {
		return m.flash(fmt.Sprintf("no agent named %q", agentName), true)
	}
	ctx := m.c.ctx
	if name == "stop-agent" {
		return func() tea.Msg {
			prev, err := hs.StopAgent(ctx, agentName, now)
			switch {
			case err != nil:
				return agentStateDone{err: err}
			case prev.State == session.AgentStateStopped:
				return agentStateDone{text: agentName + " was already stopped"}
			case now:
				return agentStateDone{text: "stopped " + agentName + "; its running turns are cancelled (/start-agent " + agentName + " resumes it)"}
			}
			return agentStateDone{text: "stopped " + agentName + ": nothing new is delivered to it (/start-agent " + agentName + " resumes it)"}
		}
	}
	return func() tea.Msg {
		prev, err := hs.StartAgent(ctx, agentName)
		switch {
		case err != nil:
			return agentStateDone{err: err}
		case prev.State == session.AgentStateError:
			return agentStateDone{text: "started " + agentName + " (it was in the error state)"}
		case prev.State == session.AgentStateStopped:
			return agentStateDone{text: "started " + agentName}
		}
		return agentStateDone{text: agentName + " was not stopped"}
	}
}

// knowsAgent reports whether name is one of the agents the sidebar lists.
func (m *Model) knowsAgent(name string) bool {
	for _, a := range m.agents {
		if a.Name == name {
			return true
		}
	}
	return false
}

// heldMark is an agent's mark in the sidebar: its kept state, or how many
// of its turns run when more than one does.
func (s *sidebar) heldMark(name string, busy int) string {
	th := &s.c.theme
	if h, ok := s.held[name]; ok {
		switch h.State {
		case session.AgentStateStopped:
			return " " + th.Warning.Render("■ stopped")
		case session.AgentStateError:
			return " " + th.Error.Render("✗ error")
		}
	}
	if busy > 1 {
		return " " + th.Muted.Render(fmt.Sprint(busy))
	}
	return ""
}
