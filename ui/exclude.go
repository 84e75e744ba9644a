package ui

import (
	"context"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

// What the model is given on a branch: messages left out of it (ctrl+x,
// x), shown dimmed and marked "excluded", and a person's notes added to it
// (/inject), shown as notes and edited (ctrl+x, e: /editnote) or deleted
// (ctrl+x, d) like a person's messages.

// kindNote is an item for a person's note to the context.
const kindNote itemKind = 100

// markStore is the part of the store the marks and notes use
// (*session.Store implements it).
type markStore interface {
	Excluded(ctx context.Context, convID, branch string) (map[string]bool, error)
	SetExcluded(ctx context.Context, convID, branch, entryID string, exclude bool) (session.MarkResult, error)
	Inject(ctx context.Context, convID, branch, text string) (session.Entry, error)
	EditInjection(ctx context.Context, convID, branch, entryID, text string) (session.NoteResult, error)
	DeleteInjection(ctx context.Context, convID, branch, entryID string) (session.NoteResult, error)
}

var _ markStore = (*session.Store)(nil)

type (
	// marksMsg is the exclusion marks of a branch as read.
	marksMsg struct {
		convID, branch string
		marks          map[string]bool
		err            error
	}
	// markedMsg is what an exclusion or inclusion in place did.
	markedMsg struct {
		convID string
		res    session.MarkResult
		err    error
	}
	// noteMsg is what a note's addition, edit or deletion did: branch is
	// where it shows (the one shown, or a new one).
	noteMsg struct {
		convID, branch, focus, what string
		err                         error
	}
)

func (m *Model) marks() (markStore, bool) {
	ms, ok := m.c.store.(markStore)
	return ms, ok
}

// readMarks reads the marks of the branch a conversation view shows, after
// it loaded.
func (m *Model) readMarks(msg convLoadMsg) tea.Cmd {
	ms, ok := m.marks()
	cv := m.tl.views[msg.id]
	if !ok || msg.err != nil || cv == nil {
		return nil
	}
	ctx, convID, branch := m.c.ctx, cv.conv.ID, cv.branch
	return func() tea.Msg {
		marks, err := ms.Excluded(ctx, convID, branch)
		return marksMsg{convID: convID, branch: branch, marks: marks, err: err}
	}
}

func (m *Model) onMarks(msg marksMsg) tea.Cmd {
	if msg.err != nil {
		return m.flash("reading what this branch leaves out: "+userText(msg.err), true)
	}
	if cv := m.tl.views[msg.convID]; cv != nil && cv.branch == msg.branch {
		cv.excluded = msg.marks
	}
	return nil
}

// toggleExclude leaves the selected message out of the branch's context,
// or puts it back.
func (m *Model) toggleExclude(cv *convView, it *item) tea.Cmd {
	ms, ok := m.marks()
	if it == nil || !ok {
		return nil
	}
	switch it.kind {
	case kindUser, kindAssistant, kindAsync, kindSummary, kindNote:
	default:
		return m.flash("a notice is not part of what the model is given", false)
	}
	ctx, st, convID, branch, id, exclude := m.c.ctx, m.c.store, cv.conv.ID, cv.branch, it.id, !cv.excluded[it.id]
	return func() tea.Msg {
		r, err := ms.SetExcluded(ctx, convID, branch, id, exclude)
		if err == nil && r.Forked {
			// No entry is written: the tree learns of the branch by
			// reading it again.
			branched := branchedMsg{convID: convID, branch: r.Branch, focus: id, what: markNotice(r, exclude)}
			return tea.BatchMsg{func() tea.Msg { return branched }, loadTree(ctx, st, convID)}
		}
		return markedMsg{convID: convID, res: r, err: err}
	}
}

// markNotice says what an exclusion or inclusion did.
func markNotice(r session.MarkResult, exclude bool) string {
	verb := "included"
	if exclude {
		verb = "excluded"
	}
	what := "it"
	if len(r.Entries) > 1 {
		what = fmt.Sprintf("it with its tool results (%d entries)", len(r.Entries))
	}
	switch {
	case !r.Changed:
		return "already " + verb
	case r.Forked:
		return fmt.Sprintf("a reply on %s already saw this: %s %s on new branch %s (%s keeps it as it was)", r.From, verb, what, r.Branch, r.From)
	}
	if exclude {
		return fmt.Sprintf("left %s out of what the model is given on %s", what, r.Branch)
	}
	return fmt.Sprintf("put %s back into what the model is given on %s", what, r.Branch)
}

func (m *Model) onMarked(msg markedMsg) tea.Cmd {
	if msg.err != nil {
		return m.flash(userText(msg.err), true)
	}
	cv := m.tl.views[msg.convID]
	if cv == nil || cv.branch != msg.res.Branch {
		return nil
	}
	exclude := !cv.excluded[msg.res.Entries[0]]
	if msg.res.Changed {
		marks := make(map[string]bool, len(cv.excluded)+len(msg.res.Entries))
		for id := range cv.excluded {
			marks[id] = true
		}
		for _, id := range msg.res.Entries {
			if exclude {
				marks[id] = true
			} else {
				delete(marks, id)
			}
		}
		cv.excluded = marks
	}
	return m.flash(markNotice(msg.res, exclude), false)
}

// noteCommand runs /inject TEXT and /editnote ID TEXT.
func (m *Model) noteCommand(name, arg string) tea.Cmd {
	ms, ok := m.marks()
	cv := m.cur()
	if !ok || cv == nil {
		return m.flash("no conversation to add a note to", true)
	}
	ctx, convID, branch := m.c.ctx, cv.conv.ID, cv.branch
	if name == "inject" {
		if strings.TrimSpace(arg) == "" {
			return m.flash("usage: /inject <text> — a note the model reads as context", true)
		}
		return func() tea.Msg {
			e, err := ms.Inject(ctx, convID, branch, arg)
			return noteMsg{convID: convID, branch: branch, focus: e.ID, what: "note added to the context", err: err}
		}
	}
	id, text, _ := strings.Cut(arg, " ")
	if id == "" || strings.TrimSpace(text) == "" {
		return m.flash("usage: /editnote <id> <text> (ctrl+x, e on a note fills it in)", true)
	}
	return func() tea.Msg {
		r, err := ms.EditInjection(ctx, convID, branch, id, text)
		return noteMsg{convID: convID, branch: r.Branch, focus: r.Entry.ID, what: noteNotice(r, true), err: err}
	}
}

// noteNotice says what an edit or deletion of a note did.
func noteNotice(r session.NoteResult, edit bool) string {
	switch {
	case edit && r.Forked:
		return "a reply on " + r.From + " already saw the note: edited on new branch " + r.Branch
	case edit:
		return "note edited"
	case r.Forked:
		return "a reply on " + r.From + " already saw the note: excluded on new branch " + r.Branch
	}
	return "note deleted"
}

// markHost is what select mode's keys for marks and notes call.
type markHost interface {
	toggleExclude(cv *convView, it *item) tea.Cmd
	deleteNote(cv *convView, it *item) tea.Cmd
	beginNoteEdit(it *item) tea.Cmd
}

// markKey handles select mode's x (exclude or include), d (delete a
// note) and e (edit a note); it reports whether select mode stays open.
func markKey(h host, s string, cv *convView, it *item) (bool, tea.Cmd) {
	mh, ok := h.(markHost)
	if !ok {
		return true, nil
	}
	switch s {
	case "x":
		return true, mh.toggleExclude(cv, it)
	case "d":
		return true, mh.deleteNote(cv, it)
	}
	return false, mh.beginNoteEdit(it)
}

// beginNoteEdit puts /editnote with the note's id and text in the input.
func (m *Model) beginNoteEdit(it *item) tea.Cmd {
	m.stack.drop(layerSelect)
	m.in.ta.SetValue("/editnote " + it.id + " " + it.text)
	m.in.ta.CursorEnd()
	m.layout()
	return nil
}

// deleteNote takes the selected note off the branch.
func (m *Model) deleteNote(cv *convView, it *item) tea.Cmd {
	ms, ok := m.marks()
	if it == nil || it.kind != kindNote || !ok {
		return m.flash("only notes you added can be deleted (/inject adds one)", false)
	}
	ctx, convID, branch, id := m.c.ctx, cv.conv.ID, cv.branch, it.id
	return func() tea.Msg {
		r, err := ms.DeleteInjection(ctx, convID, branch, id)
		return noteMsg{convID: convID, branch: r.Branch, what: noteNotice(r, false), err: err}
	}
}

// onNote shows the branch a note changed, with the conversation's tree
// read again (the store changed it without an event): read again when it
// is the one shown (it changed in place), else switched to.
func (m *Model) onNote(msg noteMsg) tea.Cmd {
	if msg.err != nil {
		return m.flash(userText(msg.err), true)
	}
	cv := m.tl.views[msg.convID]
	tree := loadTree(m.c.ctx, m.c.store, msg.convID)
	if cv == nil || cv.branch != msg.branch || m.current != msg.convID {
		return tea.Batch(m.onBranched(branchedMsg{convID: msg.convID, branch: msg.branch, focus: msg.focus, what: msg.what}), tree)
	}
	cv.loading = true
	return tea.Batch(m.showBranch(cv, cv.branch, msg.focus), tree, m.flash(msg.what, false))
}

// updateMarks routes the messages of marks and notes.
func (m *Model) updateMarks(msg tea.Msg) (tea.Cmd, bool) {
	switch msg := msg.(type) {
	case marksMsg:
		return m.onMarks(msg), true
	case markedMsg:
		return m.onMarked(msg), true
	case noteMsg:
		return m.onNote(msg), true
	}
	return m.updateAgentStates(msg)
}

// noteHeader is a note's header: whose, and that it is context.
func noteHeader(th *themes.Theme) string {
	return th.User.Render("✎ your note") + th.Muted.Render(" · context for the model")
}

// dimExcluded draws an excluded item's lines (after the gutter g) in the
// muted style, its header marked "excluded".
func dimExcluded(th *themes.Theme, lines []string, g string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		if i == 0 || l == "" {
			out[i] = l
			continue
		}
		body, ok := strings.CutPrefix(l, g)
		if !ok {
			out[i] = th.Muted.Render(ansi.Strip(l))
			continue
		}
		out[i] = g + th.Muted.Render(ansi.Strip(body))
		if i == 1 {
			out[i] += " " + th.Warning.Render("⊘ excluded")
		}
	}
	return out
}
