package ui

import (
	"slices"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
)

// The files attached to a conversation's next message are kept with its
// draft in the database, written by a command as soon as they change (a
// file attached, detached, sent or given back by a refused send), so a
// restart brings their chips back. A file detached takes its bytes out of
// the database when nothing else (an entry, another draft) refers to
// them.

// saveFiles writes the files of conv's next message (session.NewDraft: of
// the conversation not created yet) when they differ from those written
// last.
func (m *Model) saveFiles(conv string) tea.Cmd {
	if m.bar.readOnly != "" {
		return nil
	}
	fs := slices.Clone(m.in.files.byConv[conv])
	if m.in.files.saved == nil {
		m.in.files.saved = map[string][]session.Attachment{}
	}
	if slices.Equal(m.in.files.saved[conv], fs) {
		return nil
	}
	m.in.files.saved[conv] = fs
	ctx, st := m.c.ctx, m.c.store
	return func() tea.Msg { return inputSaved{st.SaveDraftAttachments(ctx, conv, fs)} }
}

// forgetFiles follows a detach from conv's files (before: the files as they
// were): the draft is written, then the bytes of each file gone are
// removed unless something still refers to them — an entry, a saved draft,
// or a file this process holds for a message (checked here: a draft is
// written a moment after it changes).
func (m *Model) forgetFiles(conv string, before []session.Attachment) tea.Cmd {
	var gone []string
	for _, f := range before {
		if !m.fileHeld(f.SHA256) && !slices.Contains(gone, f.SHA256) {
			gone = append(gone, f.SHA256)
		}
	}
	save := m.saveFiles(conv)
	if len(gone) == 0 || m.bar.readOnly != "" {
		return save
	}
	ctx, st, log := m.c.ctx, m.c.store, m.c.log
	return func() tea.Msg {
		if save != nil {
			if msg := save(); msg.(inputSaved).err != nil {
				return msg // the draft still names them: they stay
			}
		}
		for _, h := range gone {
			if _, err := st.DropAttachment(ctx, h); err != nil {
				log.Warn("removing a detached file's bytes", "err", err)
			}
		}
		return nil
	}
}

// fileHeld reports whether a message of any conversation holds the bytes
// of sha.
func (m *Model) fileHeld(sha string) bool {
	for _, fs := range m.in.files.byConv {
		if slices.ContainsFunc(fs, func(f session.Attachment) bool { return f.SHA256 == sha }) {
			return true
		}
	}
	return false
}

// restoreDraftFiles puts the files stored with each conversation's draft
// back with its next message, ahead of any attached since the start.
func (m *Model) restoreDraftFiles(stored map[string][]session.Attachment) tea.Cmd {
	if len(stored) == 0 {
		return nil
	}
	if m.in.files.byConv == nil {
		m.in.files.byConv = map[string][]session.Attachment{}
	}
	if m.in.files.saved == nil {
		m.in.files.saved = map[string][]session.Attachment{}
	}
	var cmds []tea.Cmd
	for conv, fs := range stored {
		m.in.files.saved[conv] = slices.Clone(fs)
		held := m.in.files.byConv[conv]
		for _, f := range held {
			if !slices.ContainsFunc(fs, func(g session.Attachment) bool { return g.SHA256 == f.SHA256 }) {
				fs = append(fs, f)
			}
		}
		m.in.files.byConv[conv] = fs
		cmds = append(cmds, m.saveFiles(conv))
	}
	m.layout()
	return tea.Batch(cmds...)
}
