package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/session"
)

// Workspaces in the UI: running workspaces in the sidebar and
// the palette, a channel view with agent names in their own colours,
// posting with @mentions, each agent's state and inbox, and a change feed
// that folds in what other processes write to the same database.

const (
	feedEvery = 250 * time.Millisecond // PRAGMA data_version polling
	feedPage  = 500
	feedMax   = 5000 // entries per message; the rest follows at once
	seenMax   = 8192 // entry ids remembered from the event bus
)

// workspaceUI is what the session shows of workspaces: the team that runs
// them (nil: shown from the store, not driven), the workspaces, the members
// of those shown, agent colours, and the change feed over the database.
type workspaceUI struct {
	team       *team.Team
	cfg        config.Config
	workspaces []session.Workspace
	members    map[string][]team.Member      // by workspace id
	proposals  map[string][]session.Proposal // the open ones, by workspace id
	tints      map[string]int                // agent name → colour index
	feed       <-chan struct{}
	feedSeq    int64
	listSig    uint64              // the conversation list as last read (feed.go)
	busSeen    map[string]struct{} // entry ids the event bus delivered
	seenOrder  []string
}

// Messages of the workspace part.
type (
	feedStartMsg struct {
		ch      <-chan struct{}
		seq     int64
		ws      []session.Workspace
		listSig uint64
		err     error
	}
	// feedMsg is what changed in the store since the last one: new entries
	// (of any process), the running workspaces when they changed, and the
	// members of the open workspace when they changed.
	feedMsg struct {
		seq        int64
		entries    []session.Entry
		more       bool
		wsChanged  bool
		workspaces []session.Workspace
		// The conversation list changed without an entry (a title).
		listChanged bool
		listSig     uint64
		membersOf   string
		members     []team.Member
		// The open proposals of the open workspace, when they changed.
		proposalsOf string
		proposals   []session.Proposal
		// The turns other processes are running, when they changed.
		othersChanged bool
		others        []session.Turn
		// The live text of the turns other processes run, when it changed.
		liveChanged bool
		live        map[string]session.LiveText
		err         error
	}
	membersMsg struct {
		wsID      string
		members   []team.Member
		proposals []session.Proposal
		err       error
	}
	postedMsg struct {
		wsID     string
		entry    session.Entry
		notified []string
		nobody   string // a mention of no agent of the workspace, said
		err      error
		typed    string // the input as typed, put back if the post failed
	}
	startedMsg struct {
		ws      session.Workspace
		agents  int
		queued  int
		resumed bool // a stopped instance runs again
		err     error
	}
	stoppedMsg struct {
		key string
		err error
	}
)

// feedSnap is what the feed compares against: a copy taken when the
// command was made, so the command never reads the model.
type feedSnap struct {
	seq     int64
	wsSig   string
	listSig uint64 // the conversation list's ListSignature
	open    *session.Workspace
	memSig  string
	propSig string
	now     bool // fetch at once (the previous message was cut short)
	// others lists the turns other processes are running; othersSig is
	// what the model knows of them.
	others    func(context.Context) ([]session.Turn, error)
	othersSig string
	// live is the live text the model shows of each turn running
	// elsewhere (liveShown).
	live map[string]session.LiveText
}

// feedCmd starts the next wait of the change feed.
func (m *Model) feedCmd(now bool) tea.Cmd {
	if m.ws.feed == nil {
		return nil
	}
	snap := feedSnap{seq: m.ws.feedSeq, wsSig: wsSig(m.ws.workspaces), listSig: m.ws.listSig, now: now,
		others: m.c.rt.ActiveElsewhere, othersSig: turnsSig(m.elsewhere()), live: m.liveShown()}
	if ws := m.curWorkspace(); ws != nil {
		w := *ws
		snap.open = &w
		snap.memSig = memSig(m.ws.members[w.ID])
		snap.propSig = propSig(m.ws.proposals[w.ID])
	}
	return watchFeed(m.c.ctx, m.c.store, m.ws.team, m.ws.feed, snap)
}

// onWorkspaceMsg handles the messages of this file.
func (m *Model) onWorkspaceMsg(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case feedStartMsg:
		if msg.err != nil {
			m.c.log.Warn("change feed", "err", msg.err)
			return nil
		}
		m.ws.feed, m.ws.feedSeq, m.ws.listSig = msg.ch, msg.seq, msg.listSig
		m.setWorkspaces(msg.ws)
		return m.feedCmd(true) // turns other processes started before this one
	case feedMsg:
		return m.onFeed(msg)
	case membersMsg:
		if msg.err != nil {
			m.c.log.Warn("workspace members", "err", msg.err)
			return nil
		}
		m.setMembers(msg.wsID, msg.members)
		m.setProposals(msg.wsID, msg.proposals)
		return nil
	case postedMsg:
		if msg.err != nil {
			return m.sendFailed(msg.err, msg.typed)
		}
		if cv := m.tl.views[msg.entry.ConversationID]; cv != nil {
			cv.follow = true
			if cv.loaded && msg.entry.ParentID == cv.tip {
				cv.add(&msg.entry)
			}
		}
		var cmds []tea.Cmd
		if ws := m.workspace(msg.wsID); ws != nil {
			cmds = append(cmds, loadMembers(m.c.ctx, m.c.store, m.ws.team, *ws))
		}
		cmds = append(cmds, m.postedNotice(msg))
		return tea.Batch(cmds...)
	case startedMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		if w := m.workspace(msg.ws.ID); w != nil {
			*w = msg.ws
		} else {
			m.setWorkspaces(append(append([]session.Workspace(nil), m.ws.workspaces...), msg.ws))
		}
		text := fmt.Sprintf("started #%s (%d agents, %d instruction(s) queued)", msg.ws.Key(), msg.agents, msg.queued)
		if msg.resumed {
			text = "resumed #" + msg.ws.Key() + " (its channel and agents as they were)"
		}
		return tea.Batch(m.openWorkspace(msg.ws.ID), loadConvs(m.c.ctx, m.c.store), m.flash(text, false))
	case stoppedMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		// It stays listed, marked stopped, and its channel stays on screen
		// to be read.
		for i := range m.ws.workspaces {
			if m.ws.workspaces[i].Key() == msg.key && m.ws.workspaces[i].Status == session.WorkspaceRunning {
				m.ws.workspaces[i].Status = session.WorkspaceStopped
			}
		}
		return m.flash("stopped #"+msg.key+" (still listed, read-only)", false)
	}
	return nil
}

// onFeed folds what the change feed read (other processes' entries,
// workspaces, members, proposals, turns and live text) into the model,
// then asks the feed for more.
func (m *Model) onFeed(msg feedMsg) tea.Cmd {
	if msg.err != nil {
		m.c.log.Warn("change feed", "err", msg.err)
		return m.feedCmd(false)
	}
	if msg.seq > m.ws.feedSeq {
		m.ws.feedSeq = msg.seq
	}
	reload := false
	var cmds []tea.Cmd
	for i := range msg.entries {
		list, resync := m.foldEntry(&msg.entries[i])
		reload = reload || list
		cmds = append(cmds, resync)
	}
	if msg.wsChanged {
		m.setWorkspaces(msg.workspaces)
		reload = true
	}
	if msg.listChanged {
		m.ws.listSig = msg.listSig
		reload = true
	}
	if msg.membersOf != "" {
		m.setMembers(msg.membersOf, msg.members)
	}
	if msg.proposalsOf != "" {
		m.setProposals(msg.proposalsOf, msg.proposals)
	}
	if msg.othersChanged {
		cmds = append(cmds, m.setElsewhere(msg.others))
	}
	if msg.liveChanged {
		m.setLive(msg.live)
	}
	if reload {
		cmds = append(cmds, loadConvs(m.c.ctx, m.c.store))
	}
	return tea.Batch(append(cmds, m.feedCmd(msg.more))...)
}

// foldEntry adds an entry the feed found to its conversation view when it
// continues the branch shown, and keeps the lists up to date. It reports
// whether the conversation list needs a reload, and returns the read that
// brings the view up to date when the entry does not continue it.
func (m *Model) foldEntry(e *session.Entry) (bool, tea.Cmd) {
	if _, ok := m.ws.busSeen[e.ID]; ok {
		return false, nil // this process's runtime told us already
	}
	var resync tea.Cmd
	ws := m.wsByChannel(e.ConversationID)
	if ws != nil && e.Author != "" {
		m.tint(e.Author)
	}
	m.replyArrived(e)
	m.countForeignAsync(e)
	resync = m.trackForeignTree(e)
	if cv := m.tl.views[e.ConversationID]; cv != nil {
		t, running := m.turns.active[e.TurnID]
		switch {
		case running && t.Branch != "" && t.Branch != cv.branch:
		case cv.loading:
			cv.feedPending = append(cv.feedPending, *e)
		case cv.loaded && !cv.ids[e.ID] && e.ParentID == cv.tip:
			cv.add(e)
		case cv.loaded && !cv.ids[e.ID] && cv.ids[e.ParentID]:
			// It hangs from a message shown, not from the end: written
			// between entries this view already has, or a new branch.
			resync = tea.Batch(resync, m.resync(cv))
		}
	}
	shown := e.Kind == session.EntryAsyncResult || e.Kind == session.EntryNotice ||
		e.Kind == session.EntryMessage && e.Role == session.RoleAssistant
	if shown && e.ConversationID != m.current {
		m.unread[e.ConversationID] = true
	}
	if ws != nil {
		return false, resync
	}
	i := m.convIndex(e.ConversationID)
	if i < 0 || m.convs[i].Title == "" {
		// New here, or read before its title was set (another process
		// titles a conversation just after its first entry).
		return true, resync
	}
	c := m.convs[i]
	if e.CreatedAt.After(c.LastActivity) {
		c.LastActivity = e.CreatedAt
	}
	copy(m.convs[1:i+1], m.convs[:i])
	m.convs[0] = c
	return false, resync
}

// seen remembers an entry id the event bus delivered (bounded).
func (m *Model) seen(id string) {
	if m.ws.busSeen == nil {
		m.ws.busSeen = map[string]struct{}{}
	}
	if _, ok := m.ws.busSeen[id]; ok {
		return
	}
	m.ws.busSeen[id] = struct{}{}
	m.ws.seenOrder = append(m.ws.seenOrder, id)
	if len(m.ws.seenOrder) > seenMax {
		delete(m.ws.busSeen, m.ws.seenOrder[0])
		m.ws.seenOrder = m.ws.seenOrder[1:]
	}
}

func (m *Model) setWorkspaces(ws []session.Workspace) {
	m.ws.workspaces = ws
	for _, w := range ws {
		if cv := m.tl.views[w.ChannelID]; cv != nil && cv.conv.Title == "" {
			cv.conv.Title = "#" + w.Key()
		}
	}
}

func (m *Model) setProposals(wsID string, ps []session.Proposal) {
	if m.ws.proposals == nil {
		m.ws.proposals = map[string][]session.Proposal{}
	}
	m.ws.proposals[wsID] = ps
}

func (m *Model) setMembers(wsID string, ms []team.Member) {
	if m.ws.members == nil {
		m.ws.members = map[string][]team.Member{}
	}
	m.ws.members[wsID] = ms
	for _, a := range ms {
		m.tint(a.Name)
	}
}

func (m *Model) workspace(id string) *session.Workspace {
	for i := range m.ws.workspaces {
		if m.ws.workspaces[i].ID == id {
			return &m.ws.workspaces[i]
		}
	}
	return nil
}

// wsByChannel is the workspace (running or stopped) whose channel is
// convID.
func (m *Model) wsByChannel(convID string) *session.Workspace {
	if convID == "" {
		return nil
	}
	for i := range m.ws.workspaces {
		if m.ws.workspaces[i].ChannelID == convID {
			return &m.ws.workspaces[i]
		}
	}
	return nil
}

// curWorkspace is the workspace of what is on screen: its channel or one
// of its agents' threads.
func (m *Model) curWorkspace() *session.Workspace {
	cv := m.cur()
	if cv == nil {
		return nil
	}
	if ws := m.wsByChannel(cv.conv.ID); ws != nil {
		return ws
	}
	if cv.conv.WorkspaceID != "" {
		return m.workspace(cv.conv.WorkspaceID)
	}
	return nil
}

// channelWS is the workspace whose channel is on screen.
func (m *Model) channelWS() *session.Workspace {
	if cv := m.cur(); cv != nil {
		return m.wsByChannel(cv.conv.ID)
	}
	return nil
}

// openWorkspace shows a workspace's channel and loads its members.
func (m *Model) openWorkspace(id string) tea.Cmd {
	ws := m.workspace(id)
	if ws == nil {
		return m.flash("that workspace is not running", true)
	}
	if m.tl.views[ws.ChannelID] == nil {
		m.tl.views[ws.ChannelID] = newConvView(session.Conversation{ID: ws.ChannelID, Kind: session.KindChannel, Title: "#" + ws.Key(),
			WorkspaceID: ws.ID, CurrentBranch: session.DefaultBranch})
	}
	return tea.Batch(m.open(ws.ChannelID), loadMembers(m.c.ctx, m.c.store, m.ws.team, *ws))
}

// findWorkspace resolves "workflow[:tag]" (or "#…", "@…") among the
// running workspaces.
func (m *Model) findWorkspace(arg string) (*session.Workspace, error) {
	arg = strings.TrimLeft(strings.TrimSpace(arg), "#@")
	if arg == "" {
		if ws := m.curWorkspace(); ws != nil {
			return ws, nil
		}
		if len(m.ws.workspaces) == 1 {
			return &m.ws.workspaces[0], nil
		}
		return nil, fmt.Errorf("name a workspace (running: %s)", m.wsKeys())
	}
	wf, tag, hasTag := strings.Cut(arg, ":")
	var first *session.Workspace
	for i := range m.ws.workspaces {
		w := &m.ws.workspaces[i]
		switch {
		case w.Workflow != wf:
		case hasTag && w.Tag == tag, !hasTag && w.Tag == "main":
			return w, nil
		case !hasTag && first == nil:
			first = w
		}
	}
	if first != nil {
		return first, nil
	}
	return nil, fmt.Errorf("no running workspace %s (running: %s)", arg, m.wsKeys())
}

func (m *Model) wsKeys() string {
	if len(m.ws.workspaces) == 0 {
		return "none"
	}
	keys := make([]string, 0, len(m.ws.workspaces))
	for _, w := range m.ws.workspaces {
		keys = append(keys, w.Key())
	}
	return strings.Join(keys, ", ")
}

// workspaceCommand runs /ws, /start and /stop.
func (m *Model) workspaceCommand(name, arg string) tea.Cmd {
	switch name {
	case "ws", "workspace":
		if arg == "" {
			m.openPalette("#")
			return nil
		}
		ws, err := m.findWorkspace(arg)
		if err != nil {
			return m.flash(userText(err), true)
		}
		return m.openWorkspace(ws.ID)
	case "start":
		if m.ws.team == nil {
			return m.flash("this grove does not run workspaces (use grove start in a shell)", true)
		}
		fields := strings.Fields(arg)
		var file, tag string
		for i := 0; i < len(fields); i++ {
			switch f := fields[i]; {
			case f == "--tag" && i+1 < len(fields):
				tag = fields[i+1]
				i++
			case strings.HasPrefix(f, "--tag="):
				tag = strings.TrimPrefix(f, "--tag=")
			case file == "":
				file = f
			}
		}
		if file == "" {
			if ws := m.curWorkspace(); ws != nil && ws.Status == session.WorkspaceStopped {
				return resumeWorkspace(m.c.ctx, m.c.store, m.ws.team, *ws)
			}
			return m.flash("usage: /start FILE [--tag T] (a stopped workspace on screen: /start resumes it)", true)
		}
		if ws, err := m.findWorkspace(file); err == nil && tag == "" {
			if ws.Status == session.WorkspaceRunning {
				return m.flash("#"+ws.Key()+" is already running", true)
			}
			return resumeWorkspace(m.c.ctx, m.c.store, m.ws.team, *ws)
		}
		return tea.Batch(startWorkflow(m.c.ctx, m.ws.team, m.ws.cfg, m.agents, file, tag), m.flash("starting "+file+"…", false))
	case "stop":
		ws, err := m.findWorkspace(arg)
		if err != nil {
			return m.flash(userText(err), true)
		}
		if ws.Status != session.WorkspaceRunning {
			return m.flash("#"+ws.Key()+" is already stopped", true)
		}
		return stopWorkspace(m.c.ctx, m.c.store, m.ws.team, *ws)
	}
	return nil
}

// ---- @mention completion ----

// ---- agent colours ----

// tintsDark and tintsLight are the agent name colours: distinct from each
// other and from the user's colour.
var (
	tintsDark  = []string{"#7aa2f7", "#9ece6a", "#e0af68", "#bb9af7", "#7dcfff", "#f7768e", "#73daca", "#ff9e64", "#c0caf5", "#e5c07b"}
	tintsLight = []string{"#1f5fbf", "#3b7a12", "#9a6100", "#7a3fb0", "#00788a", "#b8283e", "#1c7f6b", "#b5520b", "#444c9e", "#7d6b00"}
)

// ---- drawing ----
