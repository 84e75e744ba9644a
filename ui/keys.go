package ui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
)

// onKey handles a key press: ctrl+q, then the open overlay, then the main
// screen's bindings. It is long because it is the key dispatch: one case a
// binding, most of them a line or two.
func (m *Model) onKey(msg tea.KeyPressMsg) tea.Cmd {
	k := &m.c.keys
	m.actNotice()
	if !key.Matches(msg, k.Cancel) || msg.String() != "ctrl+c" {
		m.bar.quitArmed = false
	}
	// The conversation list keeps its order while you step through it.
	m.side.frozen = key.Matches(msg, k.PrevConv) || key.Matches(msg, k.NextConv)
	// ctrl+q quits from anywhere; any other key goes to the topmost
	// overlay when one is open (their order: layer, in overlay.go).
	if key.Matches(msg, k.Quit) {
		return m.quit()
	}
	m.bar.quitAsked = false
	if !m.stack.empty() {
		return m.stack.update(msg)
	}
	switch {
	case key.Matches(msg, k.Tree):
		m.openTree("")
		return nil
	case key.Matches(msg, k.Jobs):
		return m.openJobs()
	case key.Matches(msg, k.FocusTurn):
		return m.focusNext()
	case key.Matches(msg, k.Mouse):
		m.c.mouseFree = !m.c.mouseFree
		if m.c.mouseFree {
			return m.flash("the terminal has the mouse: drag selects text; alt+m takes it back for the wheel", false)
		}
		return m.flash("grove has the mouse: the wheel scrolls (shift+drag selects in most terminals)", false)
	case key.Matches(msg, k.Undo):
		return m.undoKey(false)
	case key.Matches(msg, k.Redo):
		return m.undoKey(true)
	case key.Matches(msg, k.Select):
		return m.startSelect()
	case key.Matches(msg, k.PrevAlt):
		return m.altKey(-1)
	case key.Matches(msg, k.NextAlt):
		return m.altKey(1)
	case m.in.editing != nil && msg.String() == "esc":
		m.in.editing = nil
		m.in.ta.Reset()
		m.layout()
		return nil
	}
	switch {
	case key.Matches(msg, k.Cancel):
		if id := m.focusedTurn(); id != "" {
			return cancelTurn(m.c.rt, id)
		}
		if msg.String() != "ctrl+c" {
			return m.runsElsewhere()
		}
		if v := strings.TrimSpace(m.in.ta.Value()); v != "" {
			// Often meant for a reply that ended a moment before: the
			// draft goes to the history rather than away.
			m.in.remember(v)
			m.in.ta.Reset()
			m.layout()
			return m.flash("message cleared: ↑ brings it back", false)
		}
		if m.bar.quitArmed {
			return m.quitNow()
		}
		m.bar.quitArmed = true
		return m.flash("press ctrl+c again to quit", false)
	case key.Matches(msg, k.Palette):
		m.openPalette("")
		return nil
	case key.Matches(msg, k.Find):
		return m.openFind()
	case key.Matches(msg, k.Search):
		return m.openSearch("")
	case key.Matches(msg, k.Help) && (msg.String() != "?" || m.in.ta.Value() == ""):
		m.stack.push(&helpOverlay{c: m.c, question: msg.String() == "?"})
		return nil
	case key.Matches(msg, k.NewConv):
		return createConv(m.c.ctx, m.c.store, m.newAgentName())
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
		m.tl.flags ^= flagTools
		return nil
	case key.Matches(msg, k.Thinking):
		m.tl.flags ^= flagThinking
		return nil
	case key.Matches(msg, k.Timestamps):
		m.tl.flags ^= flagTimes
		return nil
	case key.Matches(msg, k.Sidebar):
		m.side.show = !m.side.show
		m.layout()
		return nil
	case key.Matches(msg, k.Editor):
		return prepareEditor(m.in.pastes.expand(m.in.ta.Value()))
	case key.Matches(msg, k.Workspaces):
		m.openPalette("#")
		return nil
	case key.Matches(msg, k.Complete) && m.completingPath():
		return m.completePath()
	case key.Matches(msg, k.Complete) && len(m.mentionCompletions(m.in.ta.Value())) > 0:
		m.completeMention()
		return nil
	case key.Matches(msg, k.Complete) && strings.HasPrefix(m.in.ta.Value(), "/"):
		m.complete()
		return nil
	case key.Matches(msg, k.Send):
		return m.submit()
	case key.Matches(msg, k.HistoryPrev) && m.in.ta.Line() == 0 && (m.in.ta.Value() == "" || m.in.histPos < len(m.in.history)):
		if m.in.histPos > 0 {
			if m.in.histPos == len(m.in.history) {
				m.in.draft = m.in.ta.Value()
			}
			m.in.histPos--
			m.in.ta.SetValue(m.in.history[m.in.histPos])
			m.layout()
		}
		return nil
	case key.Matches(msg, k.HistoryNext) && m.in.histPos < len(m.in.history) && m.in.ta.Line() == m.in.ta.LineCount()-1:
		m.in.histPos++
		if m.in.histPos == len(m.in.history) {
			m.in.ta.SetValue(m.in.draft)
		} else {
			m.in.ta.SetValue(m.in.history[m.in.histPos])
		}
		m.layout()
		return nil
	}
	cmd := m.in.update(msg)
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
	if cmd, ok := m.attachSubmit(); ok {
		return cmd
	}
	typed := m.in.ta.Value()
	text := strings.TrimSpace(typed)
	if text == "" && (len(m.files()) == 0 || m.in.editing != nil) {
		return nil
	}
	command := strings.HasPrefix(text, "/") && !strings.HasPrefix(text, "//")
	var ws *session.Workspace
	if cv := m.cur(); !command && m.in.editing == nil && cv != nil && cv.conv.Kind == session.KindChannel {
		ws = m.wsByChannel(cv.conv.ID)
		switch {
		case ws == nil || ws.Status != session.WorkspaceRunning:
			return m.flash("this workspace is stopped: /start resumes it (your message stays here)", true)
		case m.ws.team == nil:
			return m.flash("this grove does not run workspaces: use grove send @"+ws.Key(), true)
		}
	}
	if text != "" {
		m.in.remember(text)
	}
	m.in.ta.Reset()
	m.in.forgetEdits()
	m.layout()
	// A message is sent as typed or pasted, whitespace included: the
	// first line's indentation belongs to it as much as the others'.
	// Trimming only decided above whether there is anything to send.
	text = m.in.pastes.expand(typed)
	if command {
		return m.runCommand(strings.TrimSpace(text))
	}
	if m.in.editing != nil {
		return m.sendEdit(text)
	}
	if cv := m.cur(); cv != nil {
		cv.follow = true
	}
	if ws != nil {
		return keepTyped(postToChannel(m.c.ctx, m.ws.team, *ws, text), typed)
	}
	agentName := m.newAgentName()
	if cv := m.cur(); cv != nil && cv.conv.Agent != "" {
		agentName = cv.conv.Agent
	}
	conv, files := m.current, m.takeFiles()
	return keepFiles(keepTyped(send(m.c.ctx, m.c.rt, conv, agentName, m.overrideOf(conv), text, m.turns.budgetNext[conv], files), typed), conv, files)
}

// sendFailed reports a failed send and puts the message back in the box
// (unless something new was typed meanwhile: then it is one ↑ away).
func (m *Model) sendFailed(err error, typed string) tea.Cmd {
	text := userText(err)
	switch {
	case typed == "":
	case m.in.ta.Value() == "":
		m.in.ta.SetValue(typed)
		m.layout()
		text = withTail(text, "(your message is back in the box)") // on a narrow line, which file and why come first
	default:
		text += " (your message: ↑ in the history)"
	}
	return m.flash(text, true)
}
