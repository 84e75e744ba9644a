package ui

import (
	"context"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
	"github.com/grovechat/grove/tools"
)

var spinFrames = []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"}

const (
	spinEvery   = 120 * time.Millisecond
	noticeFor   = 6 * time.Second
	maxViews    = 16 // conversations kept rendered in memory
	inputMaxH   = 8
	sidebarMinW = 90 // below this terminal width the sidebar folds away
)

// Model is the root of the UI: it routes each message to the component
// that owns it and holds only session-wide state. The components are the
// timeline, the input, the sidebar, the status bar and the overlay stack;
// they share common. TestRootFields keeps this struct at 25 fields or
// fewer.
type Model struct {
	c     *common
	sub   *agent.Subscription
	stack stack        // overlays; the topmost gets the keys
	tl    *timeline    // the conversation on screen: views, streams, scrolling
	in    *inputBox    // the message box, its history and pastes
	side  sidebar      // agents, workspaces, conversations
	bar   statusBar    // the bottom line and its notices
	turns turnState    // running turns, their background work, the spinner
	perm  permState    // the permission gate, its asker, decisions made here
	ws    *workspaceUI // workspaces, their members and the change feed

	agents        []config.Definition
	agent         int                           // agent for new conversations
	models        []string                      // profile names for /model completion
	modelOverride map[string]string             // conversation → model for its next turns
	found         map[string]*config.Definition // agents outside the catalog, resolved (nil: asked; agentdefs.go)

	convs    []session.Conversation
	convsErr error
	current  string   // the conversation on screen
	back     []string // conversations left, newest last
	wantOpen string   // open this conversation once the list arrives
	unread   map[string]bool

	unseen       map[string]map[string]int // conversation → branch → background results not seen
	compactOffer map[string]string         // conversation → turn stopped by a full context
	summarize    bool                      // record branch summaries when leaving a branch

	viewCalls atomic.Int64 // counted by the idle test
}

// turnState is what the session knows of running turns.
type turnState struct {
	active       map[string]session.Turn // by turn id
	asyncPending map[string]int          // turn → background operations running
	elsewhere    map[string]bool         // turns of other processes (elsewhere.go)
	compacting   map[string]bool         // conversation+branch being compacted (compactstatus.go)
	spin         int                     // spinner frame
	ticking      bool                    // the spinner's tick is scheduled
	budgetNext   map[string]float64      // conversation → cap of its next turns (/budget; budget.go)
}

func newModel(ctx context.Context, opts Options) (*Model, error) {
	keys, err := NewKeyMap(opts.Keys)
	if err != nil {
		return nil, err
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	cfg := opts.ConfigPath
	if cfg == "" {
		cfg = configPath()
	}
	name := opts.Theme
	if name == "" && cfg != "-" {
		name = savedTheme(cfg)
	}
	if cfg == "-" {
		cfg = ""
	}
	th := themes.Resolve(name, opts.NoColor)
	c := &common{ctx: ctx, rt: opts.Runtime, store: opts.Runtime.Store(), log: log, keys: keys,
		theme: th, noColor: opts.NoColor, md: newMarkdown(th), configPath: cfg, width: 100, height: 30,
		defs: newDefsWatch(opts.Catalog, opts.Warnings), mem: opts.Memory, drawn: make(chan struct{}), onDrawn: opts.Drawn}
	if opts.Drawn == nil {
		close(c.drawn) // nobody waits for the first frame: nothing is held back
	}
	m := &Model{
		c:      c,
		agents: opts.Agents,
		tl:     newTimeline(c),
		in:     &inputBox{ta: newInput(th, keys)},
		side:   sidebar{c: c, show: true},
		bar:    statusBar{readOnly: opts.ReadOnly},
		turns:  turnState{active: map[string]session.Turn{}, asyncPending: map[string]int{}, elsewhere: map[string]bool{}},
		perm:   permState{gate: opts.Permissions, asker: newAsker(), decisions: map[string]tools.Decision{}},
		ws: &workspaceUI{team: opts.Team, cfg: opts.Config, members: map[string][]team.Member{}, tints: map[string]int{},
			busSeen: map[string]struct{}{}},
		unread: map[string]bool{}, unseen: map[string]map[string]int{}, compactOffer: map[string]string{},
		models: opts.Models, modelOverride: map[string]string{}, found: map[string]*config.Definition{},
	}
	m.tl.h, m.side.src = m, m
	if len(m.agents) == 0 {
		if d, err := m.c.rt.ResolveAgent(ctx, ""); err == nil {
			m.agents = []config.Definition{d}
		}
	}
	m.sub = m.c.rt.Subscribe()
	m.layout()
	return m, nil
}

// Init starts loading and listening.
func (m *Model) Init() tea.Cmd {
	list := m.side.first
	if list == nil {
		list = loadConvs(m.c.ctx, m.c.store)
	}
	return tea.Batch(list, waitEvents(m.c.ctx, m.sub), activeTurns(m.c.rt), waitAsk(m.c.ctx, m.perm.asker), startFeed(m.c.ctx, m.c.store), m.c.defs.wait(m.c.ctx), loadInput(m.c.ctx, m.c.store), watchHeld(m.c.ctx, m.c.store, nil, 0))
}

// Update routes a message, then lays out the frame View will show.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	m.c.fold.observe(msg)
	cmd := m.update(msg)
	m.expireNotice()
	m.prepare()
	if page := m.pageOlder(); page != nil {
		cmd = tea.Batch(cmd, page)
	}
	if read := m.c.previews.take(m.c.ctx, m.c.store); read != nil {
		cmd = tea.Batch(cmd, read) // images drawn for the first time
	}
	return m, cmd
}

// update handles one message. It is long because it is the message
// dispatch: one case a message type, most of them handing over to an on…
// method.
func (m *Model) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.c.width, m.c.height = msg.Width, msg.Height
		m.layout()
		return nil
	case eventsMsg:
		return tea.Batch(m.applyEvents(msg), waitEvents(m.c.ctx, m.sub))
	case endedMsg:
		m.onEnded(msg)
		return nil
	case convsMsg:
		return m.onConvs(msg)
	case convLoadMsg:
		return tea.Batch(m.onConvLoaded(msg), m.resolveAgentOf(msg.conv), m.readMarks(msg))
	case agentDefMsg:
		return m.onAgentDef(msg)
	case olderMsg:
		return m.onOlder(msg)
	case activeMsg:
		for _, t := range msg {
			m.turns.active[t.ID] = t
			m.tl.ensureStream(t.ConversationID, t.ID, t.Branch, t.Agent)
		}
		return m.startTicking()
	case sentMsg:
		if msg.err != nil {
			opened := m.openRefused(&msg)
			kept := m.restoreFiles(msg)
			return tea.Batch(opened, kept, m.sendFailed(msg.err, msg.typed))
		}
		cmd := m.saveFiles(msg.filesConv)
		if msg.created {
			if ov, ok := m.modelOverride[""]; ok {
				m.modelOverride[msg.conv.ID] = ov
				delete(m.modelOverride, "")
			}
			m.keepBudget(msg.conv.ID)
			m.addConv(msg.conv)
			// The new conversation's draft was sent: it is written empty.
			cmd = tea.Batch(cmd, m.saveDraft(session.NewDraft), m.open(msg.conv.ID))
		}
		if cv := m.tl.views[msg.conv.ID]; cv != nil {
			cv.focusTurn = msg.turn.ID
			cv.follow = true
		}
		return cmd
	case participantsMsg:
		return m.onParticipants(msg)
	case createdMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		m.addConv(msg.conv)
		return m.open(msg.conv.ID)
	case tickMsg:
		if len(m.turns.active) == 0 {
			m.turns.ticking = false
			return nil
		}
		m.turns.spin = (m.turns.spin + 1) % len(spinFrames)
		return tea.Tick(spinEvery, func(time.Time) tea.Msg { return tickMsg{} })
	case clearNotice:
		if msg.seq == m.bar.noticeSeq {
			m.bar.notice = ""
		}
		return nil
	case infoMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		cmd := m.flash(msg.text, false)
		m.bar.noticeTurn = msg.turn
		return cmd
	case themeSaved:
		if msg.err != nil {
			m.c.log.Warn("saving theme", "err", msg.err)
			return m.flash("theme not saved: "+userText(msg.err), true)
		}
		return nil
	case editorReady:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		return runEditor(msg.path)
	case typedMsg:
		m.in.ta.InsertString(string(msg))
		m.layout()
		return nil
	case editorDone:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		before := m.editSnapshot()
		m.in.ta.SetValue(m.in.pastes.fold(msg.text))
		m.in.recordEdit(before, 0)
		m.layout()
		return m.afterEdit(before)
	case tea.MouseWheelMsg:
		if !m.stack.empty() {
			return m.stack.update(msg)
		}
		m.scrollWheel(msg)
		return nil
	case catalogMsg:
		return m.onCatalog(msg)
	case feedStartMsg, feedMsg, membersMsg, postedMsg, startedMsg, stoppedMsg:
		return m.onWorkspaceMsg(msg)
	case replayTick:
		if rv := find[*replayOverlay](&m.stack); rv != nil {
			return rv.onTick(msg)
		}
		return nil
	case replayCtxMsg:
		if rv := find[*replayOverlay](&m.stack); rv != nil {
			return rv.onCtx(msg)
		}
		return nil
	case permAskMsg, permGoneMsg:
		return m.onPermMsg(msg)
	case jobsMsg, jobsTick, jobCancelled:
		return m.onJobsMsg(msg)
	case knowLoaded, knowTick, knowDone, knowEditReady, knowEditedNote:
		return m.onKnowMsg(msg)
	case findResultMsg:
		return m.onFindMsg(msg)
	case searchResultMsg:
		m.onSearchMsg(msg)
		return nil
	case tea.PasteMsg:
		m.actNotice()
		if !m.stack.empty() {
			return m.stack.update(msg)
		}
		if cmd := m.pasteFile(msg.Content); cmd != nil {
			return cmd
		}
		return m.pasteText(msg.Content)
	case attachedMsg:
		return m.onAttached(msg)
	case pathCompMsg:
		return m.onPathComp(msg)
	case previewMsg:
		m.onPreview(msg)
		return nil
	case tea.KeyPressMsg:
		before := m.editSnapshot()
		cmd := m.onKey(msg)
		if k := &m.c.keys; !key.Matches(msg, k.Undo) && !key.Matches(msg, k.Redo) {
			m.in.recordEdit(before, typedRune(msg))
		}
		return tea.Batch(cmd, m.afterEdit(before))
	case inputLoaded:
		return m.onInputLoaded(msg)
	case draftTick:
		if msg.seq != m.in.store.seq {
			return nil
		}
		return m.saveDraft(msg.conv)
	case inputSaved:
		return m.onInputSaved(msg)
	}
	return m.updateTree(msg)
}

// scrollWheel scrolls the timeline by three lines a notch.
func (m *Model) scrollWheel(msg tea.MouseWheelMsg) {
	switch msg.Mouse().Button {
	case tea.MouseWheelUp:
		m.scroll(-3)
	case tea.MouseWheelDown:
		m.scroll(3)
	}
}

func (m *Model) startTicking() tea.Cmd {
	if m.turns.ticking || len(m.turns.active) == 0 {
		return nil
	}
	m.turns.ticking = true
	return tea.Tick(spinEvery, func(time.Time) tea.Msg { return tickMsg{} })
}

func (m *Model) spinner() string { return spinFrames[m.turns.spin] }

func (m *Model) cur() *convView {
	if m.current == "" {
		return nil
	}
	return m.tl.views[m.current]
}

// scroll moves the timeline on screen by delta lines (negative = up).
func (m *Model) scroll(delta int) {
	m.tl.scroll(m.cur(), delta, m.mainWidth(), m.timelineHeight())
}

func (m *Model) visibleLines(cv *convView, height int) []string {
	return m.tl.visibleLines(cv, m.mainWidth(), height)
}

// focusedTurn is the running turn Esc cancels in the current conversation:
// the one last sent, else the newest still active.
func (m *Model) focusedTurn() string {
	cv := m.cur()
	if cv == nil {
		return ""
	}
	if _, ok := m.turns.active[cv.focusTurn]; ok && !m.turns.elsewhere[cv.focusTurn] {
		return cv.focusTurn
	}
	best := ""
	for id, t := range m.turns.active {
		if t.ConversationID == cv.conv.ID && id > best && !m.turns.elsewhere[id] {
			best = id
		}
	}
	return best
}

func (m *Model) activeIn(convID string) int {
	return m.countActive(func(t session.Turn) bool { return t.ConversationID == convID })
}

// countActive counts the running turns that match.
func (m *Model) countActive(match func(session.Turn) bool) int {
	n := 0
	for _, t := range m.turns.active {
		if match(t) {
			n++
		}
	}
	return n
}

func (m *Model) agentDef(name string) (config.Definition, bool) {
	for _, a := range m.agents {
		if a.Name == name {
			return a, true
		}
	}
	if name == "" && len(m.agents) > 0 {
		return m.agents[m.agent], true
	}
	if d := m.found[name]; d != nil {
		return *d, true
	}
	return config.Definition{}, false
}

func (m *Model) newAgentName() string {
	if len(m.agents) == 0 {
		return config.DefaultAgentName
	}
	return m.agents[m.agent].Name
}

func (m *Model) setTheme(name string, persist bool) tea.Cmd {
	if _, ok := themes.Get(name); !ok {
		return m.flash("no theme named "+name+" (have: "+strings.Join(themes.Names(), ", ")+")", true)
	}
	m.c.theme = themes.Resolve(name, m.c.noColor)
	m.c.md.setTheme(m.c.theme)
	applyInputTheme(&m.in.ta, m.c.theme)
	cmds := []tea.Cmd{m.flash("theme: "+name, false)}
	if persist {
		cmds = append(cmds, saveTheme(m.c.configPath, name))
	}
	return tea.Batch(cmds...)
}
