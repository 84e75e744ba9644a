package ui

import (
	"context"
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"grove/agent"
	"grove/session"
)

// Working with the tree from the timeline: select a message, move between
// its alternatives (‹2/3›), edit and resend, regenerate, fork into a new
// conversation or continue here on a new branch.

// editTarget is the earlier message the input box will replace.
type editTarget struct {
	convID  string
	entryID string
}

// Results of the tree commands.
type (
	branchedMsg struct { // a new branch to show (edit, regenerate, continue here, re-run)
		convID string
		branch string
		focus  string
		turn   session.Turn
		what   string
		err    error
	}
	forkedMsg struct {
		conv session.Conversation
		err  error
	}
	treeLoadMsg struct {
		convID string
		tree   *session.Tree
		err    error
	}
)

// altLabel is "‹i/n›" for an entry with alternatives.
func (cv *convView) altLabel(entryID string) string {
	if cv.tree == nil {
		return ""
	}
	i, ok := cv.tree.Index(entryID)
	if !ok {
		return ""
	}
	alts, pos := cv.tree.Alternatives(i)
	if len(alts) < 2 {
		return ""
	}
	return fmt.Sprintf("‹%d/%d›", pos+1, len(alts))
}

// afterLoad restores the selection and brings focus on screen after a
// conversation or branch loaded.
func (m *Model) afterLoad(cv *convView, focus string) {
	if focus == "" {
		return
	}
	idx, ok := cv.entryIdx[focus]
	if !ok {
		return
	}
	if m.selecting {
		cv.sel = idx
	}
	m.reveal(cv, idx)
}

// reveal scrolls so that item idx is on screen.
func (m *Model) reveal(cv *convView, idx int) {
	if idx >= len(cv.items)-1 {
		cv.follow = true
		return
	}
	if !cv.follow && idx >= cv.anchor && idx < cv.lastVis {
		return
	}
	if cv.follow && idx > cv.firstVis && idx <= cv.lastVis {
		return
	}
	cv.follow, cv.anchor, cv.offset = false, idx, 0
	m.visibleLines(cv, m.timelineHeight())
}

// selected is the item selected in select mode.
func (m *Model) selected() (*convView, *item) {
	cv := m.cur()
	if cv == nil || cv.sel < 0 || cv.sel >= len(cv.items) {
		return cv, nil
	}
	return cv, cv.items[cv.sel]
}

// startSelect enters select mode on the newest message.
func (m *Model) startSelect() tea.Cmd {
	cv := m.cur()
	if cv == nil || len(cv.items) == 0 {
		return m.flash("nothing to select yet", false)
	}
	m.selecting = true
	if cv.sel < 0 || cv.sel >= len(cv.items) {
		cv.sel = len(cv.items) - 1
	}
	m.reveal(cv, cv.sel)
	return nil
}

func (m *Model) selectKey(msg tea.KeyPressMsg) tea.Cmd {
	cv, it := m.selected()
	if cv == nil {
		m.selecting = false
		return nil
	}
	k := &m.keys
	switch s := msg.String(); {
	case s == "esc" || s == "q" || key.Matches(msg, k.Select):
		m.selecting = false
	case s == "up" || s == "k":
		if cv.sel > 0 {
			cv.sel--
			m.reveal(cv, cv.sel)
		}
	case s == "down" || s == "j":
		if cv.sel < len(cv.items)-1 {
			cv.sel++
			m.reveal(cv, cv.sel)
		}
	case s == "home" || s == "g":
		cv.sel = 0
		m.reveal(cv, 0)
	case s == "end" || s == "G":
		cv.sel = len(cv.items) - 1
		m.reveal(cv, cv.sel)
	case s == "left" || s == "h" || key.Matches(msg, k.PrevAlt):
		return m.stepAlt(cv, it, -1)
	case s == "right" || s == "l" || key.Matches(msg, k.NextAlt):
		return m.stepAlt(cv, it, 1)
	case s == "e" || s == "enter" && it != nil && it.kind == kindUser:
		return m.beginEdit(cv, it)
	case s == "r":
		return m.regenerate(cv, it, "")
	case s == "f":
		return m.forkAt(cv, it)
	case s == "c":
		return m.continueHere(cv, it)
	case s == "p":
		m.selecting = false
		return m.openReplay(cv, it.id)
	case s == "t" || key.Matches(msg, k.Tree):
		m.selecting = false
		m.openTree(it.id)
	case s == "o" || key.Matches(msg, k.Tools):
		if it != nil && len(it.tools) > 0 {
			it.expand = !it.expand
		} else {
			return m.flash("this message has no tool calls", false)
		}
	case s == "?":
		m.openHelp()
	}
	return nil
}

// altKey handles the sibling keys outside select mode: they act on the
// newest message on screen that has alternatives.
func (m *Model) altKey(d int) tea.Cmd {
	cv := m.cur()
	if cv == nil {
		return nil
	}
	if m.selecting {
		_, it := m.selected()
		return m.stepAlt(cv, it, d)
	}
	for i := min(cv.lastVis, len(cv.items)-1); i >= 0; i-- {
		it := cv.items[i]
		if (it.kind == kindUser || it.kind == kindAssistant) && cv.altLabel(it.id) != "" {
			return m.stepAlt(cv, it, d)
		}
	}
	return m.flash("no message here has alternatives", false)
}

// stepAlt shows the previous or next alternative of an item: the timeline
// follows a branch whose path holds it, created when none does.
func (m *Model) stepAlt(cv *convView, it *item, d int) tea.Cmd {
	if it == nil || cv.tree == nil {
		return nil
	}
	i, ok := cv.tree.Index(it.id)
	if !ok {
		return nil
	}
	alts, pos := cv.tree.Alternatives(i)
	if len(alts) < 2 {
		return m.flash("this message has no alternatives", false)
	}
	next := alts[(pos+d+len(alts))%len(alts)]
	return m.showNode(cv, next)
}

// showNode switches to a branch containing tree node n and focuses it.
func (m *Model) showNode(cv *convView, n int) tea.Cmd {
	e := cv.tree.Nodes[n].Entry
	if b, ok := cv.tree.Owner(n); ok {
		return m.switchBranch(cv, b.Name, e.ID)
	}
	leaf := cv.tree.Nodes[cv.tree.Leaf(n)].Entry.ID
	ctx, st, convID := m.ctx, m.store, cv.conv.ID
	return func() tea.Msg {
		b, err := st.CreateBranch(ctx, convID, "", leaf)
		return branchedMsg{convID: convID, branch: b.Name, focus: e.ID, what: "new branch " + b.Name, err: err}
	}
}

// switchBranch shows another branch of the conversation. New entries of
// that branch that arrive while it loads are queued (pending).
func (m *Model) switchBranch(cv *convView, branch, focus string) tea.Cmd {
	if branch == cv.branch && cv.loaded {
		if idx, ok := cv.entryIdx[focus]; ok {
			if m.selecting {
				cv.sel = idx
			}
			m.reveal(cv, idx)
		}
		return nil
	}
	cv.branch = branch
	cv.loading = true
	cv.pending = nil
	delete(m.unseenIn(cv.conv.ID), branch)
	return tea.Sequence(m.showBranch(cv, branch, focus), persistBranch(m.ctx, m.store, cv.conv.ID, branch))
}

// showBranch reads what the first screen of another branch needs.
func (m *Model) showBranch(cv *convView, branch, focus string) tea.Cmd {
	ctx, st, id := m.ctx, m.store, cv.conv.ID
	conv := cv.conv
	conv.CurrentBranch = branch
	return func() tea.Msg {
		// The tree and the turns in memory stay current through events:
		// the first screen needs only the branch's path (cached).
		path, err := st.Path(ctx, id, branch)
		return convLoadMsg{id: id, conv: conv, path: path, focus: focus, keep: true, err: err}
	}
}

// persistBranch remembers the branch for the next start. It is a write, so
// it runs after the screen is shown.
func persistBranch(ctx context.Context, st *session.Store, id, branch string) tea.Cmd {
	return func() tea.Msg {
		if err := st.SwitchBranch(ctx, id, branch); err != nil {
			return infoMsg{err: err}
		}
		return nil
	}
}

func (m *Model) onBranched(msg branchedMsg) tea.Cmd {
	if msg.err != nil {
		return m.flash(userText(msg.err), true)
	}
	cv := m.views[msg.convID]
	var cmds []tea.Cmd
	if msg.turn.ID != "" {
		m.active[msg.turn.ID] = msg.turn
		m.ensureStream(msg.turn.ConversationID, msg.turn.ID, msg.turn.Branch, msg.turn.Agent)
		cmds = append(cmds, m.startTicking())
		if cv != nil {
			cv.focusTurn = msg.turn.ID
		}
	}
	if cv != nil && m.current == msg.convID {
		cmds = append(cmds, m.switchBranch(cv, msg.branch, msg.focus))
	}
	if msg.what != "" {
		cmds = append(cmds, m.flash(msg.what, false))
		m.noticeView = msg.convID + "/" + msg.branch
	}
	return tea.Batch(cmds...)
}

// beginEdit puts an earlier message of yours in the input; sending it
// creates a new branch.
func (m *Model) beginEdit(cv *convView, it *item) tea.Cmd {
	if it == nil || it.kind != kindUser {
		return m.flash("only your own messages can be edited (select one with ↑↓)", false)
	}
	m.selecting = false
	m.editing = &editTarget{convID: cv.conv.ID, entryID: it.id}
	m.input.SetValue(it.text)
	m.layout()
	return nil
}

func (m *Model) sendEdit(text string) tea.Cmd {
	ed := m.editing
	m.editing = nil
	cv := m.views[ed.convID]
	from := ""
	if cv != nil {
		from = cv.branch
	}
	ctx, rt, summarize, model := m.ctx, m.rt, m.summarize, m.modelOverride[ed.convID]
	return func() tea.Msg {
		t, b, err := rt.EditAndResend(ctx, agent.EditRequest{ConversationID: ed.convID, EntryID: ed.entryID, Text: text, Summarize: summarize, From: from, Model: model})
		return branchedMsg{convID: ed.convID, branch: b.Name, turn: t, what: "edited on new branch " + b.Name, err: err}
	}
}

// regenerate asks for another reply to what it answered, optionally from
// another agent.
func (m *Model) regenerate(cv *convView, it *item, agentName string) tea.Cmd {
	if it == nil || it.kind != kindAssistant {
		return m.flash("select an agent reply to regenerate", false)
	}
	if agentName != "" {
		if _, ok := m.agentDef(agentName); !ok {
			return m.flash("no agent named "+agentName, true)
		}
	}
	m.selecting = false
	ctx, rt, summarize, convID, from, id := m.ctx, m.rt, m.summarize, cv.conv.ID, cv.branch, it.id
	model := m.modelOverride[convID]
	return func() tea.Msg {
		t, b, err := rt.Regenerate(ctx, agent.RegenerateRequest{ConversationID: convID, EntryID: id, Agent: agentName, Summarize: summarize, From: from, Model: model})
		return branchedMsg{convID: convID, branch: b.Name, turn: t, what: "regenerating on new branch " + b.Name, err: err}
	}
}

// forkAt copies the path up to an entry into a new conversation.
func (m *Model) forkAt(cv *convView, it *item) tea.Cmd {
	if it == nil {
		return nil
	}
	m.selecting = false
	return forkConv(m.ctx, m.store, cv.conv.ID, it.id)
}

func forkConv(ctx context.Context, st *session.Store, convID, entryID string) tea.Cmd {
	return func() tea.Msg {
		c, err := st.Fork(ctx, convID, entryID, "")
		return forkedMsg{conv: c, err: err}
	}
}

// continueHere starts a new branch at an entry and shows it: the next
// message continues from there.
func (m *Model) continueHere(cv *convView, it *item) tea.Cmd {
	if it == nil {
		return nil
	}
	m.selecting = false
	return continueAt(m.ctx, m.store, cv.conv.ID, it.id)
}

func continueAt(ctx context.Context, st *session.Store, convID, entryID string) tea.Cmd {
	return func() tea.Msg {
		b, err := st.CreateBranch(ctx, convID, "", entryID)
		return branchedMsg{convID: convID, branch: b.Name, focus: b.HeadID, what: "continuing here on new branch " + b.Name, err: err}
	}
}

func (m *Model) unseenIn(convID string) map[string]int {
	u := m.unseen[convID]
	if u == nil {
		u = map[string]int{}
		m.unseen[convID] = u
	}
	return u
}

// unseenElsewhere counts background results that arrived on branches of a
// conversation other than the one on screen.
func (m *Model) unseenElsewhere(convID string) int {
	n := 0
	for _, c := range m.unseen[convID] {
		n += c
	}
	return n
}

// trackTree folds an appended entry into its conversation's tree.
func (m *Model) trackTree(ev *agent.Event) tea.Cmd {
	cv := m.views[ev.ConversationID]
	e := ev.Entry
	if cv != nil && cv.tree != nil {
		if !cv.tree.Add(*e) {
			if _, ok := cv.tree.Index(e.ID); !ok {
				return loadTree(m.ctx, m.store, ev.ConversationID)
			}
		}
		if ev.Branch != "" {
			cv.tree.MoveHead(ev.Branch, e.ID, e.CreatedAt)
		}
	}
	if e.Kind == session.EntryAsyncResult && ev.Branch != "" && (cv == nil || cv.branch != ev.Branch || m.current != ev.ConversationID) {
		if cv == nil || cv.branch != ev.Branch {
			m.unseenIn(ev.ConversationID)[ev.Branch]++
		}
		if cv != nil && cv.branch != ev.Branch && m.current == ev.ConversationID {
			return m.flash("↩ a background result arrived on branch "+ev.Branch+" (ctrl+y tree)", false)
		}
	}
	return nil
}

func loadTree(ctx context.Context, st *session.Store, convID string) tea.Cmd {
	return func() tea.Msg {
		t, err := st.Tree(ctx, convID)
		return treeLoadMsg{convID: convID, tree: t, err: err}
	}
}

// branchUsage sums the usage of the turns run on each branch.
func (cv *convView) branchUsage() map[string]session.Usage {
	out := map[string]session.Usage{}
	for id, t := range cv.turns {
		u := out[t.Branch]
		u.Add(cv.usage[id].Total())
		out[t.Branch] = u
	}
	return out
}

// hintFor describes a mode in the hint line above the input.
func (m *Model) modeHint(w int) string {
	th := &m.theme
	switch {
	case m.editing != nil:
		head := th.Warning.Render(" ✎ editing an earlier message")
		return head + hintItems(th.Muted, " — ", []string{"enter sends it on a new branch", "esc cancels"}, w-ansi.StringWidth(head))
	case m.selecting:
		head := th.Accent.Render(" select")
		return head + hintItems(th.Muted, " ", []string{"↑↓ move", "←→ alternatives", "e edit", "r regenerate", "f fork", "c continue here", "o tools", "p replay", "t tree", "esc"}, w-ansi.StringWidth(head))
	}
	return ""
}

// hintItems joins key hints with " · " after lead, dropping whole items
// from the end that do not fit in w columns and ending then with "· …":
// nothing is cut mid-word, and F1 lists every key.
func hintItems(st lipgloss.Style, lead string, items []string, w int) string {
	out := lead
	for i, it := range items {
		sep := " · "
		if i == 0 {
			sep = ""
		}
		rest := 0
		if i < len(items)-1 {
			rest = len(" · …")
		}
		if ansi.StringWidth(out+sep+it)+rest > w {
			if i == 0 {
				return st.Render(ansi.Truncate(out+it, w, "…"))
			}
			return st.Render(out + " · …")
		}
		out += sep + it
	}
	return st.Render(out)
}

// forkLabel names where a forked conversation came from.
func (m *Model) forkLabel(c session.Conversation) string {
	if c.ForkedFrom == nil {
		return ""
	}
	return "⑂ forked from " + m.titleOf(c.ForkedFrom.ConversationID)
}

// forksOf lists the conversations forked from convID (from the list).
func (m *Model) forksOf(convID string) []session.Conversation {
	var out []session.Conversation
	for _, c := range m.convs {
		if c.ForkedFrom != nil && c.ForkedFrom.ConversationID == convID {
			out = append(out, c)
		}
	}
	return out
}

func shortText(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

type (
	statsMsg struct {
		lines []string
		err   error
	}
	rerunMsg struct {
		convID, branch, source string
		done                   <-chan error
		err                    error
	}
	rerunDoneMsg struct {
		branch, source string
		err            error
	}
	compactedMsg struct {
		convID, turnID string
		err            error
	}
)

// updateTree routes the messages of the tree features.
func (m *Model) updateTree(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case branchedMsg:
		return m.onBranched(msg)
	case forkedMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		m.addConv(msg.conv)
		return tea.Batch(m.open(msg.conv.ID), m.flash("forked into a new conversation: "+convTitle(msg.conv), false))
	case treeLoadMsg:
		return m.onTreeLoaded(msg)
	case treeChangedMsg:
		return m.onTreeChanged(msg)
	case replayLoadMsg:
		return m.onReplayLoaded(msg)
	case replayTick:
		return m.onReplayTick(msg)
	case replayCtxMsg:
		return m.onReplayCtx(msg)
	case compareLoadMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		m.compare = &compareView{convID: msg.convID, left: msg.left, right: msg.right, rows: msg.rows}
		return nil
	case statsMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		m.panel = msg.lines
		return nil
	case rerunMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		var cmds []tea.Cmd
		if cv := m.views[msg.convID]; cv != nil && m.current == msg.convID {
			cmds = append(cmds, m.switchBranch(cv, msg.branch, ""))
		}
		done := msg.done
		cmds = append(cmds, m.flash("re-running the inputs of "+msg.source+" on branch "+msg.branch, false), func() tea.Msg {
			return rerunDoneMsg{branch: msg.branch, source: msg.source, err: <-done}
		})
		return tea.Batch(cmds...)
	case rerunDoneMsg:
		if msg.err != nil {
			return m.flash("re-run: "+userText(msg.err), true)
		}
		return m.flash(fmt.Sprintf("re-run finished: /compare %s %s", msg.source, msg.branch), false)
	case compactedMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		delete(m.compactOffer, msg.convID)
		if msg.turnID != "" {
			return tea.Batch(m.flash("compacted; continuing the turn", false), continueTurn(m.ctx, m.rt, msg.turnID))
		}
		return m.flash("compacted: the context now starts at the summary", false)
	}
	return nil
}

func (m *Model) rerun(cv *convView, agentName, into string) tea.Cmd {
	if _, ok := m.agentDef(agentName); !ok {
		return m.flash("no agent named "+agentName, true)
	}
	ctx, rt, id, src, model := m.ctx, m.rt, cv.conv.ID, cv.branch, m.modelOverride[cv.conv.ID]
	return func() tea.Msg {
		b, done, err := rt.Rerun(ctx, agent.RerunRequest{ConversationID: id, Source: src, Agent: agentName, Into: into, Model: model})
		return rerunMsg{convID: id, branch: b.Name, source: src, done: done, err: err}
	}
}

func (m *Model) compact(cv *convView) tea.Cmd {
	ctx, rt, id, branch := m.ctx, m.rt, cv.conv.ID, cv.branch
	turn := m.compactOffer[id]
	if t, ok := cv.turns[turn]; !ok || t.Branch != branch {
		turn = ""
	}
	return func() tea.Msg {
		_, err := rt.Compact(ctx, agent.CompactRequest{ConversationID: id, Branch: branch, TurnID: turn})
		return compactedMsg{convID: id, turnID: turn, err: err}
	}
}

// workspaceName is how people know a workspace (feature:main), never its
// id; called from commands only (it reads the store).
func workspaceName(ctx context.Context, st *session.Store, id string) string {
	if id == "" {
		return "(no workspace)"
	}
	ws, err := st.Workspace(ctx, id)
	if err != nil {
		return "(a deleted workspace)"
	}
	return ws.Key()
}

// statsCmd rolls up usage for the stats panel.
func (m *Model) statsCmd() tea.Cmd {
	ctx, st, cur := m.ctx, m.store, m.current
	th := m.theme
	return func() tea.Msg {
		var lines []string
		section := func(title, by, conv string) error {
			rows, err := st.UsageBy(ctx, by, conv)
			if err != nil {
				return err
			}
			lines = append(lines, th.Accent.Render(title))
			if len(rows) == 0 {
				lines = append(lines, th.Muted.Render("  nothing yet"))
			}
			for i, r := range rows {
				if i == 8 {
					lines = append(lines, th.Muted.Render(fmt.Sprintf("  … %d more", len(rows)-8)))
					break
				}
				key := r.Key
				if by == session.ByWorkspace {
					key = workspaceName(ctx, st, key)
				}
				lines = append(lines, fmt.Sprintf("  %s %s", th.Text.Render(pad(shortText(key, 28), 30)),
					th.Muted.Render(fmt.Sprintf("%3d turns · %8s tok · $%.4f", r.Turns, fmtTokens(r.Usage.InputTokens+r.Usage.OutputTokens), r.Usage.Cost))))
			}
			lines = append(lines, "")
			return nil
		}
		if cur != "" {
			if err := section("This conversation, by branch", session.ByBranch, cur); err != nil {
				return statsMsg{err: err}
			}
		}
		for _, s := range []struct{ title, by string }{{"All conversations, by agent", session.ByAgent}, {"By model", session.ByModel}, {"By workspace", session.ByWorkspace}} {
			if err := section(s.title, s.by, ""); err != nil {
				return statsMsg{err: err}
			}
		}
		return statsMsg{lines: append(lines, th.Muted.Render("any key closes"))}
	}
}

// treeCommand runs the /commands of the tree features.
func (m *Model) treeCommand(name, arg string) tea.Cmd {
	if name == "stats" {
		return m.statsCmd()
	}
	if name == "summaries" {
		m.summarize = arg != "off"
		if m.summarize {
			return m.flash("branch summaries on: edits and regenerations record what the old branch tried", false)
		}
		return m.flash("branch summaries off", false)
	}
	cv := m.cur()
	if cv == nil || !cv.loaded {
		return m.flash("no conversation", true)
	}
	ctx, st, id := m.ctx, m.store, cv.conv.ID
	lastOf := func(kind itemKind) *item {
		for i := len(cv.items) - 1; i >= 0; i-- {
			if cv.items[i].kind == kind {
				return cv.items[i]
			}
		}
		return nil
	}
	switch name {
	case "tree":
		m.openTree("")
	case "branch":
		if arg == "" {
			m.openTree("")
			return nil
		}
		if _, ok := cv.tree.Branch(arg); !ok {
			return m.flash("no branch named "+arg, true)
		}
		return m.switchBranch(cv, arg, "")
	case "rename", "label":
		p := &treePrompt{kind: name, branch: cv.branch, text: arg}
		if name == "rename" && arg == "" {
			return m.flash("usage: /rename <name>", true)
		}
		return m.branchEdit(cv, p)
	case "delete":
		if arg == "" {
			return m.flash("usage: /delete <branch>", true)
		}
		return deleteBranch(m, id, arg)
	case "fork":
		if len(cv.items) == 0 {
			return m.flash("nothing to fork", false)
		}
		b, ok := cv.tree.Branch(cv.branch)
		if !ok || b.HeadID == "" {
			return m.flash("nothing to fork", false)
		}
		return forkConv(ctx, st, id, b.HeadID)
	case "regen":
		return m.regenerate(cv, lastOf(kindAssistant), arg)
	case "rerun":
		ag, into, _ := strings.Cut(arg, " ")
		if ag == "" {
			return m.flash("usage: /rerun <agent> [branch name]", true)
		}
		return m.rerun(cv, ag, strings.TrimSpace(into))
	case "compare":
		a, b, _ := strings.Cut(arg, " ")
		a, b = strings.TrimSpace(a), strings.TrimSpace(b)
		if b == "" {
			// One name: compare it with the current branch; none: the
			// current branch with the most recently active other one.
			b, a = a, cv.branch
			if b == "" && cv.tree != nil {
				for _, br := range cv.tree.Branches {
					if br.Name != cv.branch {
						b = br.Name
						break
					}
				}
			}
		}
		if b == "" {
			return m.flash("there is only one branch", false)
		}
		return compareBranches(ctx, st, id, a, b)
	case "replay":
		focus := ""
		if len(cv.items) > 0 {
			focus = cv.items[0].id
		}
		return m.openReplay(cv, focus)
	case "compact":
		return m.compact(cv)
	}
	return nil
}
