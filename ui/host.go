package ui

import (
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// What components ask of the root. Each component names the little it
// needs of the session in its own interface; *Model implements them all
// (checked below). A component never reaches into the root otherwise.

// host is what overlays ask of the session: names to show, where things
// are, and the actions that change what is on screen.
type host interface {
	flash(text string, isErr bool) tea.Cmd
	titleOf(convID string) string
	currentConv() string
	view(convID string) *convView // a conversation kept rendered, or nil
	forkLabel(c session.Conversation) string
	forksOf(convID string) []session.Conversation
	activeOn(convID, branch string) int
	unseenIn(convID string) map[string]int
	spinner() string

	jumpTo(convID, entryID string) tea.Cmd // jobs: the turn that started a job
	paletteRun(it paletteItem) tea.Cmd
	revealEntry(convID, entryID string) // replay: leave at this entry
	showNode(cv *convView, n int) tea.Cmd
	decided(callID string, d tools.Decision) // permission: remembered on the tool block

	// Select mode's actions on the selected message.
	selected() (*convView, *item)
	reveal(cv *convView, idx int)
	scrollWheel(msg tea.MouseWheelMsg)
	stepAlt(cv *convView, it *item, d int) tea.Cmd
	beginEdit(cv *convView, it *item) tea.Cmd
	regenerate(cv *convView, it *item, agentName string) tea.Cmd
	forkAt(cv *convView, it *item) tea.Cmd
	continueHere(cv *convView, it *item) tea.Cmd
	openReplay(cv *convView, focus string) tea.Cmd
	openTree(focus string)
	openHelp()
}

// rowLook is what the timeline's rows need of the session: running turns,
// agent colours, permission labels, questions waiting.
type rowLook interface {
	selecting() bool
	turnActive(turnID string) bool
	asyncWaiting(turnID string) int
	spinner() string
	tintOf(name string) int
	agentStyle(name string) lipgloss.Style
	permLabel(convID, agentName string, tv *toolView) string
	asking(turnID string) bool
	focusedTurn() string // the running turn esc cancels
}

// sidebarSource is what the sidebar lists.
type sidebarSource interface {
	agentList() ([]config.Definition, int) // and the one new conversations go to
	agentBusy(name string) int
	spinner() string
	workspaceLines(w int) []string
	convList() []session.Conversation
	currentConv() string
	activeIn(convID string) int
	isUnread(convID string) bool
	unseenElsewhere(convID string) int
	wsKeyOf(id string) string
}

var (
	_ host          = (*Model)(nil)
	_ rowLook       = (*Model)(nil)
	_ sidebarSource = (*Model)(nil)
)

func (m *Model) currentConv() string                   { return m.current }
func (m *Model) view(convID string) *convView          { return m.tl.views[convID] }
func (m *Model) convList() []session.Conversation      { return m.convs }
func (m *Model) isUnread(convID string) bool           { return m.unread[convID] }
func (m *Model) agentList() ([]config.Definition, int) { return m.agents, m.agent }
func (m *Model) asyncWaiting(turnID string) int        { return m.turns.asyncPending[turnID] }

func (m *Model) turnActive(turnID string) bool {
	_, ok := m.turns.active[turnID]
	return ok
}

func (m *Model) agentBusy(name string) int {
	return m.countActive(func(t session.Turn) bool { return t.Agent == name })
}

func (m *Model) asking(turnID string) bool {
	p := find[*permOverlay](&m.stack)
	return p != nil && p.asking(turnID)
}

func (m *Model) decided(callID string, d tools.Decision) { m.perm.decisions[callID] = d }

func (m *Model) openHelp() { m.stack.push(&helpOverlay{c: m.c}) }

// revealEntry brings an entry of a conversation kept rendered on screen.
func (m *Model) revealEntry(convID, entryID string) {
	if cv := m.tl.views[convID]; cv != nil {
		if idx, ok := cv.entryIdx[entryID]; ok {
			m.reveal(cv, idx)
		}
	}
}
