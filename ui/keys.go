package ui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"grove/session"
)

func (m *Model) onKey(msg tea.KeyPressMsg) tea.Cmd {
	k := &m.keys
	if !key.Matches(msg, k.Cancel) || msg.String() != "ctrl+c" {
		m.quitArmed = false
	}
	// The conversation list keeps its order while you step through it.
	m.listFrozen = key.Matches(msg, k.PrevConv) || key.Matches(msg, k.NextConv)
	if len(m.asks) > 0 && !key.Matches(msg, k.Quit) {
		return m.permKey(msg)
	}
	if m.showHelp {
		return m.helpKey(msg)
	}
	switch {
	case m.jobs != nil:
		return m.jobsKey(msg)
	case m.panel != nil:
		m.panel = nil
		return nil
	case m.tree != nil:
		return m.treeKey(msg)
	case m.replay != nil:
		return m.replayKey(msg)
	case m.compare != nil:
		return m.compareKey(msg)
	}
	if m.palette != nil {
		return m.paletteKey(msg)
	}
	if m.selecting && !key.Matches(msg, k.Quit) {
		return m.selectKey(msg)
	}
	switch {
	case key.Matches(msg, k.Tree):
		m.openTree("")
		return nil
	case key.Matches(msg, k.Jobs):
		return m.openJobs()
	case key.Matches(msg, k.Select):
		return m.startSelect()
	case key.Matches(msg, k.PrevAlt):
		return m.altKey(-1)
	case key.Matches(msg, k.NextAlt):
		return m.altKey(1)
	case m.editing != nil && msg.String() == "esc":
		m.editing = nil
		m.input.Reset()
		m.layout()
		return nil
	}
	switch {
	case key.Matches(msg, k.Quit):
		return tea.Quit
	case key.Matches(msg, k.Cancel):
		if id := m.focusedTurn(); id != "" {
			return cancelTurn(m.rt, id)
		}
		if msg.String() != "ctrl+c" {
			return nil
		}
		if m.input.Value() != "" {
			m.input.Reset()
			m.layout()
			return nil
		}
		if m.quitArmed {
			return tea.Quit
		}
		m.quitArmed = true
		return m.flash("press ctrl+c again to quit", false)
	case key.Matches(msg, k.Palette):
		m.openPalette("")
		return nil
	case key.Matches(msg, k.Help) && (msg.String() != "?" || m.input.Value() == ""):
		m.openHelp()
		return nil
	case key.Matches(msg, k.NewConv):
		return createConv(m.ctx, m.store, m.newAgentName())
	case key.Matches(msg, k.PickAgent):
		m.openPalette("agent ")
		return nil
	case key.Matches(msg, k.PrevConv):
		return m.stepConv(-1)
	case key.Matches(msg, k.NextConv):
		return m.stepConv(1)
	case key.Matches(msg, k.Back):
		for len(m.back) > 0 {
			id := m.back[len(m.back)-1]
			m.back = m.back[:len(m.back)-1]
			if (m.convIndex(id) >= 0 || m.wsByChannel(id) != nil) && id != m.current {
				// open pushes the one we leave, so this key toggles between
				// the two most recent conversations.
				return m.open(id)
			}
		}
		return nil
	case key.Matches(msg, k.ScrollUp):
		m.scroll(-1)
		return nil
	case key.Matches(msg, k.ScrollDown):
		m.scroll(1)
		return nil
	case key.Matches(msg, k.PageUp):
		m.scroll(-(m.timelineHeight() - 2))
		return nil
	case key.Matches(msg, k.PageDown):
		m.scroll(m.timelineHeight() - 2)
		return nil
	case key.Matches(msg, k.Bottom):
		if cv := m.cur(); cv != nil {
			cv.follow = true
		}
		return nil
	case key.Matches(msg, k.Tools):
		m.flags ^= flagTools
		return nil
	case key.Matches(msg, k.Thinking):
		m.flags ^= flagThinking
		return nil
	case key.Matches(msg, k.Timestamps):
		m.flags ^= flagTimes
		return nil
	case key.Matches(msg, k.Sidebar):
		m.showSidebar = !m.showSidebar
		m.layout()
		return nil
	case key.Matches(msg, k.Editor):
		return prepareEditor(m.pastes.expand(m.input.Value()))
	case key.Matches(msg, k.Workspaces):
		m.openPalette("#")
		return nil
	case key.Matches(msg, k.Complete) && len(m.mentionCompletions(m.input.Value())) > 0:
		m.completeMention()
		return nil
	case key.Matches(msg, k.Complete) && strings.HasPrefix(m.input.Value(), "/"):
		m.complete()
		return nil
	case key.Matches(msg, k.Send):
		return m.submit()
	case key.Matches(msg, k.HistoryPrev) && m.input.Line() == 0 && (m.input.Value() == "" || m.histPos < len(m.history)):
		if m.histPos > 0 {
			if m.histPos == len(m.history) {
				m.draft = m.input.Value()
			}
			m.histPos--
			m.input.SetValue(m.history[m.histPos])
			m.layout()
		}
		return nil
	case key.Matches(msg, k.HistoryNext) && m.histPos < len(m.history) && m.input.Line() == m.input.LineCount()-1:
		m.histPos++
		if m.histPos == len(m.history) {
			m.input.SetValue(m.draft)
		} else {
			m.input.SetValue(m.history[m.histPos])
		}
		m.layout()
		return nil
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	m.layout()
	return cmd
}

// stepConv moves to the previous or next conversation of the sidebar list.
func (m *Model) stepConv(d int) tea.Cmd {
	if len(m.convs) == 0 {
		return nil
	}
	i := m.convIndex(m.current) + d
	if i < 0 {
		i = 0
	}
	if i >= len(m.convs) {
		i = len(m.convs) - 1
	}
	return m.open(m.convs[i].ID)
}

// submit sends the input, or runs it as a /command. A message that cannot
// be sent stays in the box: refusals known now leave the input alone, and
// a send that fails later puts the text back (sendFailed).
func (m *Model) submit() tea.Cmd {
	typed := m.input.Value()
	text := strings.TrimSpace(typed)
	if text == "" {
		return nil
	}
	command := strings.HasPrefix(text, "/") && !strings.HasPrefix(text, "//")
	var ws *session.Workspace
	if cv := m.cur(); !command && m.editing == nil && cv != nil && cv.conv.Kind == session.KindChannel {
		ws = m.wsByChannel(cv.conv.ID)
		switch {
		case ws == nil || ws.Status != session.WorkspaceRunning:
			return m.flash("this workspace is stopped: /start resumes it (your message stays here)", true)
		case m.team == nil:
			return m.flash("this grove does not run workspaces: use grove send @"+ws.Key(), true)
		}
	}
	if len(m.history) == 0 || m.history[len(m.history)-1] != text {
		m.history = append(m.history, text)
	}
	m.histPos = len(m.history)
	m.draft = ""
	m.input.Reset()
	m.layout()
	text = strings.TrimSpace(m.pastes.expand(text))
	if command {
		return m.runCommand(text)
	}
	if m.editing != nil {
		return m.sendEdit(text)
	}
	if cv := m.cur(); cv != nil {
		cv.follow = true
	}
	if ws != nil {
		return keepTyped(postToChannel(m.ctx, m.team, *ws, text), typed)
	}
	agentName := m.newAgentName()
	if cv := m.cur(); cv != nil && cv.conv.Agent != "" {
		agentName = cv.conv.Agent
	}
	return keepTyped(send(m.ctx, m.rt, m.current, agentName, m.modelOverride[m.current], text), typed)
}

// sendFailed reports a failed send and puts the message back in the box
// (unless something new was typed meanwhile: then it is one ↑ away).
func (m *Model) sendFailed(err error, typed string) tea.Cmd {
	text := userText(err)
	switch {
	case typed == "":
	case m.input.Value() == "":
		m.input.SetValue(typed)
		m.layout()
		text += " (your message is back in the box)"
	default:
		text += " (your message: ↑ in the history)"
	}
	return m.flash(text, true)
}
