package ui

import (
	"context"
	"log/slog"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textarea"
	tea "charm.land/bubbletea/v2"

	"grove/agent"
	"grove/session"
	"grove/themes"
	"grove/tools"
)

const placeholder = "Message… (enter sends, shift+enter new line, / for commands, ctrl+p palette, ? help)"

var spinFrames = []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"}

const (
	spinEvery   = 120 * time.Millisecond
	noticeFor   = 6 * time.Second
	maxViews    = 16 // conversations kept rendered in memory
	inputMaxH   = 8
	sidebarMinW = 90 // below this terminal width the sidebar folds away
)

// Model is the root of the UI. Each concern lives in its own file; Update
// routes a message to the part that owns it.
type Model struct {
	ctx    context.Context
	rt     *agent.Runtime
	store  *session.Store
	sub    *agent.Subscription
	log    *slog.Logger
	agents []agent.Definition
	agent  int // agent for new conversations
	keys   KeyMap

	theme      themes.Theme
	noColor    bool
	md         *markdown
	configPath string

	width, height int

	convs     []session.Conversation
	convsErr  error
	listed    bool // the conversation list has loaded once
	current   string
	views     map[string]*convView
	viewOrder []string
	back      []string
	wantOpen  string // open this conversation once the list arrives

	streams      map[string]*stream // by turn
	streamSeq    int
	active       map[string]session.Turn
	asyncPending map[string]int
	unread       map[string]bool

	input   textarea.Model
	history []string
	histPos int // len(history) when not browsing
	draft   string
	pastes  pastes   // the text behind long pastes' labels
	tabRing []string // Tab cycles through these commands (an ambiguous prefix)
	tabAt   int
	// listFrozen: the last key stepped through the conversation list, which
	// then keeps its order when it is read again.
	listFrozen bool

	palette  *palette
	showHelp bool

	showSidebar bool
	flags       uint8

	notice     string
	noticeErr  bool
	noticeSeq  int
	noticeTurn string // the notice is about this running turn
	noticeView string // the notice is about this view (viewKey)
	readOnly   string // why the database is read-only, shown in the status bar
	quitArmed  bool
	spin       int
	ticking    bool

	// The conversation tree: select mode, an edit in progress, overlays.
	selecting    bool
	editing      *editTarget
	tree         *treeView
	replay       *replayView
	compare      *compareView
	panel        []string                  // a read-only overlay (stats); any key closes it
	unseen       map[string]map[string]int // conversation → branch → background results not seen
	compactOffer map[string]string         // conversation → turn stopped by a full context
	summarize    bool                      // record branch summaries when leaving a branch
	clock        func() time.Time

	// Tool permissions: the gate, the dialog's queue, decisions made here
	// (by tool call id, shown on tool blocks).
	perms     *tools.Permissions
	asker     *Asker
	asks      []*permRequest
	askSel    int
	askShown  time.Time
	decisions map[string]tools.Decision

	jobs *jobsView // the background jobs panel

	models        []string          // profile names for /model completion
	modelOverride map[string]string // conversation → model for its next turns

	helpOff int // first row of the help overlay shown

	// toolTook overrides tool durations (tests: stable goldens).
	toolTook func(*toolView) time.Duration

	// Workspaces: the team, the running workspaces, members of those
	// shown, agent colours, and the change feed over the database.
	team       *agent.Team
	cfg        agent.Config
	workspaces []session.Workspace
	members    map[string][]agent.Member // by workspace id
	tints      map[string]int            // agent name → colour index
	feed       <-chan struct{}
	feedSeq    int64
	busSeen    map[string]struct{} // entry ids the event bus delivered
	seenOrder  []string

	frame           []string     // timeline lines for the current screen
	viewCalls       atomic.Int64 // counted by the idle test
	finishedRenders int          // markdown renders of saved messages
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
	m := &Model{
		ctx: ctx, rt: opts.Runtime, store: opts.Runtime.Store(), log: log, agents: opts.Agents, keys: keys,
		theme: th, noColor: opts.NoColor, md: newMarkdown(th), configPath: cfg,
		views: map[string]*convView{}, streams: map[string]*stream{}, active: map[string]session.Turn{},
		asyncPending: map[string]int{}, unread: map[string]bool{}, showSidebar: true,
		unseen: map[string]map[string]int{}, compactOffer: map[string]string{},
		readOnly: opts.ReadOnly,
		perms:    opts.Permissions, asker: newAsker(), decisions: map[string]tools.Decision{},
		models: opts.Models, modelOverride: map[string]string{},
		team: opts.Team, cfg: opts.Config, members: map[string][]agent.Member{}, tints: map[string]int{},
		busSeen: map[string]struct{}{},
		width:   100, height: 30,
	}
	if len(m.agents) == 0 {
		if d, err := m.rt.ResolveAgent(ctx, ""); err == nil {
			m.agents = []agent.Definition{d}
		}
	}
	m.sub = m.rt.Subscribe()
	m.input = newInput(th)
	m.layout()
	return m, nil
}

func newInput(th themes.Theme) textarea.Model {
	ta := textarea.New()
	ta.ShowLineNumbers = false
	ta.Prompt = ""
	ta.Placeholder = placeholder
	ta.CharLimit = 0
	ta.MaxHeight = 0
	ta.KeyMap.InsertNewline = key.NewBinding(key.WithKeys("shift+enter", "alt+enter", "ctrl+j"))
	applyInputTheme(&ta, th)
	ta.Focus()
	return ta
}

func applyInputTheme(ta *textarea.Model, th themes.Theme) {
	st := textarea.DefaultStyles(th.Dark)
	st.Focused.CursorLine = th.Text
	st.Focused.Text = th.Text
	st.Focused.Placeholder = th.Muted
	st.Focused.EndOfBuffer = th.Muted
	st.Blurred = st.Focused
	st.Cursor.Blink = false // a blinking cursor would redraw forever
	ta.SetStyles(st)
}

// Init starts loading and listening.
func (m *Model) Init() tea.Cmd {
	return tea.Batch(loadConvs(m.ctx, m.store), waitEvents(m.ctx, m.sub), activeTurns(m.rt), waitAsk(m.ctx, m.asker), startFeed(m.ctx, m.store))
}

// Update routes a message, then lays out the frame View will show.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	cmd := m.update(msg)
	m.expireNotice()
	m.prepare()
	return m, cmd
}

func (m *Model) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.layout()
		return nil
	case eventsMsg:
		return tea.Batch(m.applyEvents(msg), waitEvents(m.ctx, m.sub))
	case convsMsg:
		return m.onConvs(msg)
	case convLoadMsg:
		return m.onConvLoaded(msg)
	case activeMsg:
		for _, t := range msg {
			m.active[t.ID] = t
			m.ensureStream(t.ConversationID, t.ID, t.Branch, t.Agent)
		}
		return m.startTicking()
	case sentMsg:
		if msg.err != nil {
			return m.sendFailed(msg.err, msg.typed)
		}
		var cmd tea.Cmd
		if msg.created {
			if ov, ok := m.modelOverride[""]; ok {
				m.modelOverride[msg.conv.ID] = ov
				delete(m.modelOverride, "")
			}
			m.addConv(msg.conv)
			cmd = m.open(msg.conv.ID)
		}
		if cv := m.views[msg.conv.ID]; cv != nil {
			cv.focusTurn = msg.turn.ID
			cv.follow = true
		}
		return cmd
	case createdMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		m.addConv(msg.conv)
		return m.open(msg.conv.ID)
	case tickMsg:
		if len(m.active) == 0 {
			m.ticking = false
			return nil
		}
		m.spin = (m.spin + 1) % len(spinFrames)
		return tea.Tick(spinEvery, func(time.Time) tea.Msg { return tickMsg{} })
	case clearNotice:
		if msg.seq == m.noticeSeq {
			m.notice = ""
		}
		return nil
	case infoMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		cmd := m.flash(msg.text, false)
		m.noticeTurn = msg.turn
		return cmd
	case themeSaved:
		if msg.err != nil {
			m.log.Warn("saving theme", "err", msg.err)
			return m.flash("theme not saved: "+msg.err.Error(), true)
		}
		return nil
	case editorReady:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		return runEditor(msg.path)
	case editorDone:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		m.input.SetValue(m.pastes.fold(msg.text))
		m.layout()
		return nil
	case tea.MouseWheelMsg:
		d := 0
		switch msg.Mouse().Button {
		case tea.MouseWheelUp:
			d = -3
		case tea.MouseWheelDown:
			d = 3
		}
		switch {
		case m.showHelp:
			m.scrollHelp(d)
		case m.jobs != nil || len(m.asks) > 0:
		default:
			m.scroll(d)
		}
		return nil
	case feedStartMsg, feedMsg, membersMsg, postedMsg, startedMsg, stoppedMsg:
		return m.onWorkspaceMsg(msg)
	case permAskMsg, permGoneMsg:
		return m.onPermMsg(msg)
	case jobsMsg, jobsTick, jobCancelled:
		return m.onJobsMsg(msg)
	case tea.PasteMsg:
		if m.palette != nil {
			m.palette.query += msg.Content
			m.palette.filter(m)
			return nil
		}
		var cmd tea.Cmd
		m.input, cmd = m.input.Update(tea.PasteMsg{Content: m.pastes.fold(msg.Content)})
		m.layout()
		return cmd
	case tea.KeyPressMsg:
		return m.onKey(msg)
	}
	return m.updateTree(msg)
}

func (m *Model) startTicking() tea.Cmd {
	if m.ticking || len(m.active) == 0 {
		return nil
	}
	m.ticking = true
	return tea.Tick(spinEvery, func(time.Time) tea.Msg { return tickMsg{} })
}

func (m *Model) spinner() string { return spinFrames[m.spin] }

func (m *Model) cur() *convView {
	if m.current == "" {
		return nil
	}
	return m.views[m.current]
}

func (m *Model) renderer() renderer {
	return renderer{m: m, width: m.mainWidth(), flags: m.flags}
}

// streamsOf lists the live streams shown in a conversation, oldest first.
func (m *Model) streamsOf(cv *convView) []*stream {
	var out []*stream
	for _, s := range m.streams {
		if s.convID == cv.conv.ID && (s.branch == "" || s.branch == cv.branch) && (s.visible() || m.active[s.turnID].ID != "") {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].seq < out[j].seq })
	return out
}

func (m *Model) ensureStream(convID, turnID, branch, agentName string) *stream {
	s := m.streams[turnID]
	if s == nil {
		m.streamSeq++
		s = &stream{seq: m.streamSeq, convID: convID, turnID: turnID, branch: branch, agent: agentName}
		m.streams[turnID] = s
	}
	if s.agent == "" {
		s.agent = agentName
	}
	return s
}

// focusedTurn is the running turn Esc cancels in the current conversation:
// the one last sent, else the newest still active.
func (m *Model) focusedTurn() string {
	cv := m.cur()
	if cv == nil {
		return ""
	}
	if _, ok := m.active[cv.focusTurn]; ok {
		return cv.focusTurn
	}
	best := ""
	for id, t := range m.active {
		if t.ConversationID == cv.conv.ID && id > best {
			best = id
		}
	}
	return best
}

func (m *Model) activeIn(convID string) int {
	n := 0
	for _, t := range m.active {
		if t.ConversationID == convID {
			n++
		}
	}
	return n
}

func (m *Model) agentDef(name string) (agent.Definition, bool) {
	for _, a := range m.agents {
		if a.Name == name {
			return a, true
		}
	}
	if name == "" && len(m.agents) > 0 {
		return m.agents[m.agent], true
	}
	return agent.Definition{}, false
}

func (m *Model) newAgentName() string {
	if len(m.agents) == 0 {
		return agent.DefaultAgentName
	}
	return m.agents[m.agent].Name
}

func (m *Model) setTheme(name string, persist bool) tea.Cmd {
	if _, ok := themes.Get(name); !ok {
		return m.flash("no theme named "+name+" (have: "+strings.Join(themes.Names(), ", ")+")", true)
	}
	m.theme = themes.Resolve(name, m.noColor)
	m.md.setTheme(m.theme)
	applyInputTheme(&m.input, m.theme)
	cmds := []tea.Cmd{m.flash("theme: "+name, false)}
	if persist {
		cmds = append(cmds, saveTheme(m.configPath, name))
	}
	return tea.Batch(cmds...)
}
