package ui

import (
	"context"
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
)

// Nothing typed is lost to a quit: each conversation's draft is written to
// the database a moment after the typing stops (and at once when grove
// quits), and every sent message joins the input history there; both are
// read back at start. Writes run in commands, never in Update.

// draftSettle is how long the box stays unchanged before its draft is
// written.
const draftSettle = 700 * time.Millisecond

// historyKept is how much of the stored history the box reads at start.
const historyKept = 500

type (
	inputLoaded struct {
		drafts  map[string]string
		files   map[string][]session.Attachment // the files attached to each draft
		history []string
		err     error
	}
	draftTick struct {
		conv string
		seq  int
	}
	inputSaved struct{ err error }
)

// inputStore is the part of the box's state that mirrors the database.
type inputStore struct {
	saved    map[string]string // each conversation's draft as last written
	seq      int               // the newest draftTick
	histSeen int               // history entries already stored (or read from the store)
	failed   bool              // a write failed: said once
}

func loadInput(ctx context.Context, st Store) tea.Cmd {
	return func() tea.Msg {
		d, err := st.Drafts(ctx)
		if err != nil {
			return inputLoaded{err: err}
		}
		fs, err := st.DraftAttachments(ctx)
		if err != nil {
			return inputLoaded{err: err}
		}
		h, err := st.InputHistory(ctx, historyKept)
		return inputLoaded{drafts: d, files: fs, history: h, err: err}
	}
}

// onInputLoaded puts the stored history before what was sent since the
// start, and the stored drafts with their conversations (the one on screen
// into the box, unless something was typed already).
func (m *Model) onInputLoaded(msg inputLoaded) tea.Cmd {
	if msg.err != nil {
		m.c.log.Warn("reading drafts and input history", "err", msg.err)
		return nil
	}
	in := m.in
	browsing := in.histPos < len(in.history)
	in.history = append(append([]string(nil), msg.history...), in.history...)
	in.store.histSeen += len(msg.history)
	if !browsing {
		in.histPos = len(in.history)
	} else {
		in.histPos += len(msg.history)
	}
	if in.store.saved == nil {
		in.store.saved = map[string]string{}
	}
	for conv, text := range msg.drafts {
		in.store.saved[conv] = text
		switch _, held := in.drafts[conv]; {
		case conv == m.current && in.ta.Value() == "" && in.editing == nil:
			in.ta.SetValue(in.pastes.fold(text))
			in.forgetEdits()
			m.layout()
		case conv != m.current && !held:
			if in.drafts == nil {
				in.drafts = map[string]inputDraft{}
			}
			in.drafts[conv] = inputDraft{text: in.pastes.fold(text)}
		}
	}
	return m.restoreDraftFiles(msg.files)
}

// draftChanged is called after a key, a paste or the editor changed the
// box: the draft is written once the typing settles.
func (m *Model) draftChanged() tea.Cmd {
	if m.bar.readOnly != "" {
		return nil
	}
	m.in.store.seq++
	t := draftTick{conv: m.current, seq: m.in.store.seq}
	return tea.Tick(draftSettle, func(time.Time) tea.Msg { return t })
}

// draftText is a conversation's unsent text as it stands now, pastes
// written out whole.
func (m *Model) draftText(conv string) string {
	text := ""
	if conv == m.current {
		text = m.in.ta.Value()
	} else if d, ok := m.in.drafts[conv]; ok {
		text = d.text
	}
	if text == "" {
		return ""
	}
	return m.in.pastes.expand(text)
}

// saveDraft writes a conversation's draft (session.NewDraft: the one not
// created yet) when it differs from what was written last.
func (m *Model) saveDraft(conv string) tea.Cmd {
	if m.bar.readOnly != "" {
		return nil
	}
	text := m.draftText(conv)
	if m.in.store.saved == nil {
		m.in.store.saved = map[string]string{}
	}
	if m.in.store.saved[conv] == text {
		return nil
	}
	m.in.store.saved[conv] = text
	ctx, st := m.c.ctx, m.c.store
	return func() tea.Msg { return inputSaved{st.SaveDraft(ctx, conv, text)} }
}

// saveHistory writes the messages sent since the last call.
func (m *Model) saveHistory() tea.Cmd {
	if m.bar.readOnly != "" || m.in.store.histSeen >= len(m.in.history) {
		m.in.store.histSeen = min(m.in.store.histSeen, len(m.in.history))
		return nil
	}
	texts := append([]string(nil), m.in.history[m.in.store.histSeen:]...)
	m.in.store.histSeen = len(m.in.history)
	for i, t := range texts {
		texts[i] = m.in.pastes.expand(t)
	}
	ctx, st := m.c.ctx, m.c.store
	return func() tea.Msg {
		for _, t := range texts {
			if err := st.AddInputHistory(ctx, t); err != nil {
				return inputSaved{err}
			}
		}
		return inputSaved{}
	}
}

// onInputSaved says once that drafts cannot be kept (a full disk, a
// database another process damaged); typing goes on regardless.
func (m *Model) onInputSaved(msg inputSaved) tea.Cmd {
	if msg.err == nil || m.in.store.failed {
		return nil
	}
	m.in.store.failed = true
	m.c.log.Warn("saving the draft or input history", "err", msg.err)
	return m.flash("your draft could not be saved: "+userText(msg.err), true)
}

// quit leaves grove with every draft written. With turns of this process
// still running it asks first, once: they go on at the next start.
func (m *Model) quit() tea.Cmd {
	if n := m.runningHere(); n > 0 && !m.bar.quitAsked {
		m.bar.quitAsked = true
		what := "1 turn is"
		if n > 1 {
			what = fmt.Sprintf("%d turns are", n)
		}
		return m.flash(what+" still running: ctrl+q again quits (they resume at the next start)", false)
	}
	return m.quitNow()
}

// quitSaveFor bounds the writes at quit: a database that does not take
// them (another process holding its lock) does not hold grove open; the
// drafts written as the typing settled are there.
const quitSaveFor = 3 * time.Second

// quitNow writes what is unsaved, then quits.
func (m *Model) quitNow() tea.Cmd {
	var cmds []tea.Cmd
	for _, c := range append([]tea.Cmd{m.saveHistory(), m.saveDraft(m.current)}, m.saveDrafts()...) {
		if c != nil {
			cmds = append(cmds, c)
		}
	}
	if len(cmds) == 0 {
		return tea.Quit
	}
	log := m.c.log
	return func() tea.Msg {
		start := time.Now()
		done := make(chan struct{})
		go func() {
			for _, c := range cmds {
				c()
			}
			close(done)
		}()
		select {
		case <-done:
			log.Info("drafts written at quit", "took", time.Since(start))
		case <-time.After(quitSaveFor):
			log.Warn("drafts not written at quit in time", "waited", quitSaveFor)
		}
		return tea.QuitMsg{}
	}
}

// saveDrafts writes the drafts held for the conversations not on screen.
func (m *Model) saveDrafts() []tea.Cmd {
	var cmds []tea.Cmd
	for conv := range m.in.drafts {
		cmds = append(cmds, m.saveDraft(conv))
	}
	return cmds
}

// runningHere counts the turns this process runs (not those another
// process runs beside it).
func (m *Model) runningHere() int {
	n := 0
	for id := range m.turns.active {
		if !m.turns.elsewhere[id] {
			n++
		}
	}
	return n
}

// afterEdit follows a key, a paste or the editor: a changed box is written
// once the typing settles, and what was sent joins the stored history.
func (m *Model) afterEdit(before editState) tea.Cmd {
	var draft tea.Cmd
	if before.conv == m.current && m.in.ta.Value() != before.text {
		draft = m.draftChanged()
	}
	return tea.Batch(draft, m.saveHistory())
}

// editSnapshot is the box now, with the conversation it belongs to.
func (m *Model) editSnapshot() editState {
	s := m.in.snapshot()
	s.conv = m.current
	return s
}
