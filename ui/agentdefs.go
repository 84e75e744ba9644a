package ui

import (
	"context"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// Agents outside the catalog (a temporary agent started with `grove new`,
// an agent of another workspace) have no file the UI was given at start;
// their definitions are resolved when a conversation of theirs opens, so
// the status bar names their model and /model, rerun and the permission
// dialog know them.

// agentDefMsg is an agent's definition, resolved off the UI loop.
type agentDefMsg struct {
	name string
	def  config.Definition
	err  error
}

// resolveAgentOf returns the command that resolves the agent of c when
// the UI does not know it yet (each name once).
func (m *Model) resolveAgentOf(c session.Conversation) tea.Cmd {
	name := c.Agent
	if name == "" || m.c.rt == nil {
		return nil
	}
	if _, ok := m.agentDef(name); ok {
		return nil
	}
	if _, asked := m.found[name]; asked {
		return nil
	}
	m.found[name] = nil // asked: one resolution at a time
	return resolveAgent(m.c.ctx, m.c.rt, name)
}

func resolveAgent(ctx context.Context, rt *agent.Runtime, name string) tea.Cmd {
	return func() tea.Msg {
		def, err := rt.ResolveAgent(ctx, name)
		return agentDefMsg{name: name, def: def, err: err}
	}
}

// onAgentDef keeps a resolved definition; an agent that cannot be resolved
// (deleted, broken) stays unknown and is asked again at the next open.
func (m *Model) onAgentDef(msg agentDefMsg) tea.Cmd {
	if msg.err != nil {
		delete(m.found, msg.name)
		m.c.log.Debug("resolving an agent", "agent", msg.name, "err", msg.err)
		return nil
	}
	m.found[msg.name] = &msg.def
	return nil
}
