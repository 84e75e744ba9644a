package ui

import (
	"context"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
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

// switchBranch shows another branch of the conversation. New entries of
// that branch that arrive while it loads are queued (pending).
func (m *Model) switchBranch(cv *convView, branch, focus string) tea.Cmd {
	if branch == cv.branch && cv.loaded {
		if idx, ok := cv.entryIdx[focus]; ok {
			if m.selecting() {
				cv.sel = idx
			}
			m.reveal(cv, idx)
			return nil
		}
		if focus == "" || !cv.more {
			return nil
		}
		// Above what is read of this branch: read it down from there.
		cv.loading = true
		return m.showBranch(cv, branch, focus)
	}
	cv.branch = branch
	cv.loading = true
	cv.pending = nil
	delete(m.unseenIn(cv.conv.ID), branch)
	return tea.Sequence(m.showBranch(cv, branch, focus), persistBranch(m.c.ctx, m.c.store, cv.conv.ID, branch))
}

// showBranch reads what the first screen of another branch needs.
func (m *Model) showBranch(cv *convView, branch, focus string) tea.Cmd {
	ctx, st, id := m.c.ctx, m.c.store, cv.conv.ID
	conv := cv.conv
	conv.CurrentBranch = branch
	return func() tea.Msg {
		// The tree and the turns in memory stay current through events:
		// the first screen needs only the end of the branch, down from the
		// entry to focus when that lies above it.
		path, more, err := readDownFrom(ctx, st, id, branch, focus)
		if err != nil {
			return convLoadMsg{id: id, conv: conv, focus: focus, keep: true, err: err}
		}
		order, err := st.TurnOrder(ctx, id, branch)
		return convLoadMsg{id: id, conv: conv, path: path, more: more, order: order, focus: focus, keep: true, err: err}
	}
}

// readDownFrom reads the end of a branch, and when focus is above it the
// pages above until focus is among them.
func readDownFrom(ctx context.Context, st Store, convID, branch, focus string) ([]session.Entry, bool, error) {
	path, more, err := st.PathTail(ctx, convID, branch, tailEntries)
	if err != nil || focus == "" {
		return path, more, err
	}
	has := func(es []session.Entry) bool {
		for i := range es {
			if es[i].ID == focus {
				return true
			}
		}
		return false
	}
	pages := [][]session.Entry{path}
	for found := has(path); more && !found && len(path) > 0; found = has(path) {
		if path, more, err = st.PathBefore(ctx, pages[0][0].ID, pageEntries); err != nil {
			return nil, false, err
		}
		pages = append([][]session.Entry{path}, pages...)
	}
	var out []session.Entry
	for _, p := range pages {
		out = append(out, p...)
	}
	return out, more, nil
}

// persistBranch remembers the branch for the next start. It is a write, so
// it runs after the screen is shown.
func persistBranch(ctx context.Context, st Store, id, branch string) tea.Cmd {
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
	cv := m.tl.views[msg.convID]
	var cmds []tea.Cmd
	if msg.turn.ID != "" {
		m.turns.active[msg.turn.ID] = msg.turn
		m.tl.ensureStream(msg.turn.ConversationID, msg.turn.ID, msg.turn.Branch, msg.turn.Agent)
		cmds = append(cmds, m.startTicking())
		if cv != nil {
			cv.focusTurn = msg.turn.ID
			if msg.focus == "" {
				// What was sent and its reply are at the new branch's end,
				// wherever selecting the message scrolled to.
				cv.follow, cv.anchor, cv.offset = true, 0, 0
			}
		}
	}
	if cv != nil && m.current == msg.convID {
		cmds = append(cmds, m.switchBranch(cv, msg.branch, msg.focus))
	}
	if msg.what != "" {
		cmds = append(cmds, m.flash(msg.what, false))
		m.bar.noticeView = msg.convID + "/" + msg.branch
	}
	return tea.Batch(cmds...)
}

// beginEdit puts an earlier message of yours in the input; sending it
// creates a new branch.
func (m *Model) beginEdit(cv *convView, it *item) tea.Cmd {
	if it == nil || it.kind != kindUser {
		return m.flash("only your own messages can be edited (select one with ↑↓)", false)
	}
	m.stack.drop(layerSelect)
	m.in.editing = &editTarget{convID: cv.conv.ID, entryID: it.id}
	m.in.ta.SetValue(it.text)
	m.layout()
	return nil
}

func (m *Model) sendEdit(text string) tea.Cmd {
	ed := m.in.editing
	m.in.editing = nil
	cv := m.tl.views[ed.convID]
	from := ""
	if cv != nil {
		from = cv.branch
	}
	ctx, rt, summarize, model := m.c.ctx, m.c.rt, m.summarize, m.overrideOf(ed.convID)
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
			return m.noAgent(agentName)
		}
	}
	m.stack.drop(layerSelect)
	ctx, rt, summarize, convID, from, id := m.c.ctx, m.c.rt, m.summarize, cv.conv.ID, cv.branch, it.id
	model := m.overrideOf(convID)
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
	m.stack.drop(layerSelect)
	return forkConv(m.c.ctx, m.c.store, cv.conv.ID, it.id)
}

func forkConv(ctx context.Context, st Store, convID, entryID string) tea.Cmd {
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
	m.stack.drop(layerSelect)
	return continueAt(m.c.ctx, m.c.store, cv.conv.ID, it.id)
}

func continueAt(ctx context.Context, st Store, convID, entryID string) tea.Cmd {
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
	cv := m.tl.views[ev.ConversationID]
	e := ev.Entry
	if cv != nil && cv.tree != nil {
		if !cv.tree.Add(*e) {
			if _, ok := cv.tree.Index(e.ID); !ok {
				return loadTree(m.c.ctx, m.c.store, ev.ConversationID)
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

// trackForeignTree folds an entry another process wrote (the change feed)
// into its conversation's tree. The feed does not say on which branch it
// was appended: the one whose head is its parent, when only one is;
// otherwise, or when its parent is not in the tree, the tree is read again.
func (m *Model) trackForeignTree(e *session.Entry) tea.Cmd {
	cv := m.tl.views[e.ConversationID]
	if cv == nil || cv.tree == nil {
		return nil
	}
	if _, ok := cv.tree.Index(e.ID); ok {
		return nil
	}
	var heads []string
	for _, b := range cv.tree.Branches {
		if b.HeadID == e.ParentID {
			heads = append(heads, b.Name)
		}
	}
	if len(heads) != 1 || !cv.tree.Add(*e) {
		return loadTree(m.c.ctx, m.c.store, e.ConversationID)
	}
	cv.tree.MoveHead(heads[0], e.ID, e.CreatedAt)
	if tv := find[*treeOverlay](&m.stack); tv != nil && tv.convID == e.ConversationID {
		tv.build(cv)
	}
	return nil
}

func loadTree(ctx context.Context, st Store, convID string) tea.Cmd {
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

type (
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
	case budgetSetMsg:
		return m.onBudgetSet(msg)
	case treeChangedMsg:
		return m.onTreeChanged(msg)
	case replayLoadMsg:
		return m.onReplayLoaded(msg)
	case compareLoadMsg:
		if msg.refresh {
			if cmp := find[*compareOverlay](&m.stack); cmp != nil && cmp.convID == msg.convID && cmp.left == msg.left && cmp.right == msg.right {
				return cmp.refreshed(m.c.ctx, m.c.store, msg)
			}
			return nil
		}
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		m.stack.push(newCompare(m.c, msg))
		return nil
	case statsMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		m.stack.push(&statsOverlay{c: m.c, sections: msg.sections})
		return nil
	case rerunMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		var cmds []tea.Cmd
		if cv := m.tl.views[msg.convID]; cv != nil && m.current == msg.convID {
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
	case spawnParentMsg:
		return m.onSpawnParent(msg)
	case compactedMsg:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		delete(m.compactOffer, msg.convID)
		if msg.turnID != "" {
			return tea.Batch(m.flash("compacted; continuing the turn", false), continueTurn(m.c.ctx, m.c.rt, msg.turnID))
		}
		return m.flash("compacted: the context now starts at the summary", false)
	}
	cmd, _ := m.updateMarks(msg)
	return cmd
}

func (m *Model) rerun(cv *convView, agentName, into string) tea.Cmd {
	if _, ok := m.agentDef(agentName); !ok {
		return m.noAgent(agentName)
	}
	ctx, rt, id, src, model := m.c.ctx, m.c.rt, cv.conv.ID, cv.branch, m.overrideOf(cv.conv.ID)
	return func() tea.Msg {
		b, done, err := rt.Rerun(ctx, agent.RerunRequest{ConversationID: id, Source: src, Agent: agentName, Into: into, Model: model})
		return rerunMsg{convID: id, branch: b.Name, source: src, done: done, err: err}
	}
}

func (m *Model) compact(cv *convView) tea.Cmd {
	ctx, rt, id, branch := m.c.ctx, m.c.rt, cv.conv.ID, cv.branch
	turn := m.compactOffer[id]
	if t, ok := cv.turns[turn]; !ok || t.Branch != branch {
		turn = ""
	}
	return func() tea.Msg {
		_, err := rt.Compact(ctx, agent.CompactRequest{ConversationID: id, Branch: branch, TurnID: turn})
		return compactedMsg{convID: id, turnID: turn, err: err}
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
	if cv.partial {
		return m.flash("the rest of the conversation is still loading: try again in a moment", false)
	}
	ctx, st, id := m.c.ctx, m.c.store, cv.conv.ID
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
		return branchEdit(m.c, cv.conv.ID, p)
	case "delete":
		if arg == "" {
			return m.flash("usage: /delete <branch>", true)
		}
		return deleteBranch(m.c, id, arg)
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

// continues reports whether e can be added at the end of what cv shows:
// it is shown already, or it hangs from the last entry shown.
func (cv *convView) continues(e *session.Entry) bool {
	return cv.ids[e.ID] || e.ParentID == cv.tip
}

// resync reads the end of cv's branch again (keeping the tree, the turns
// and the entry at the top of the screen) when an entry arrived that does
// not continue what the view shows: another process wrote between, or a
// parallel turn's event came before the one it hangs from. Entries
// arriving meanwhile wait in pending, as during any read.
func (m *Model) resync(cv *convView) tea.Cmd {
	if cv.loading {
		return nil
	}
	cv.loading = true
	cv.pending = nil
	focus := ""
	if !cv.follow && cv.anchor >= 0 && cv.anchor < len(cv.items) {
		focus = cv.items[cv.anchor].id
	}
	return m.showBranch(cv, cv.branch, focus)
}
