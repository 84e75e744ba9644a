package ui

import (
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/internal/errs"
)

// Transient messages in the status bar.

// flash shows a transient message in the status bar for noticeFor; a
// message about a turn (noticeTurn) or about the view on screen
// (noticeView) goes as soon as it is no longer true: the turn ended, you
// moved to another conversation or branch.
func (m *Model) flash(text string, isErr bool) tea.Cmd {
	cmd := m.bar.flash(text, isErr)
	m.bar.noticeAt = m.c.now()
	return cmd
}

func (b *statusBar) flash(text string, isErr bool) tea.Cmd {
	b.noticeSeq++
	b.notice, b.noticeErr = text, isErr
	b.noticeTurn, b.noticeView = "", ""
	seq := b.noticeSeq
	return tea.Tick(noticeFor, func(time.Time) tea.Msg { return clearNotice{seq} })
}

// viewKey names what is on screen: conversation and branch.
func (m *Model) viewKey() string {
	if cv := m.cur(); cv != nil {
		return cv.conv.ID + "/" + cv.branch
	}
	return m.current
}

// expireNotice drops a notice whose moment has passed.
func (m *Model) expireNotice() {
	if m.bar.notice == "" {
		return
	}
	_, running := m.turns.active[m.bar.noticeTurn]
	if m.bar.noticeTurn != "" && !running || m.bar.noticeView != "" && m.bar.noticeView != m.viewKey() {
		m.bar.notice, m.bar.noticeTurn, m.bar.noticeView = "", "", ""
	}
}

// noticeSeen is how long a notice stays through the person's next key:
// one that came a moment before the key is read first.
const noticeSeen = time.Second

// actNotice is the person's next action (a key, a paste): a notice shown
// long enough goes, since it answered what came before. A notice about a
// running turn stays while its turn runs.
func (m *Model) actNotice() {
	if m.bar.notice != "" && m.bar.noticeTurn == "" && m.c.now().Sub(m.bar.noticeAt) >= noticeSeen {
		m.bar.notice, m.bar.noticeView = "", ""
	}
}

// userText is how the TUI shows an error: errs.UserMessage on one line.
func userText(err error) string {
	return strings.Join(strings.Fields(errs.UserMessage(err)), " ")
}
