package ui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// statusBar is the bottom line: what the session shows on the left (agent,
// model, branch, tokens, cost, turns), and on the right a transient
// notice, the quit prompt, or why the database is read-only. Notices
// expire (noticeFor) or go as soon as they stop being true (expire).
type statusBar struct {
	notice     string
	noticeErr  bool
	noticeSeq  int
	noticeTurn string // the notice is about this running turn
	noticeView string // the notice is about this view (viewKey)
	readOnly   string // why the database is read-only
	quitArmed  bool
}

// View lays the bar out in w cells from the left parts (styled).
func (b *statusBar) View(c *common, parts []string, w int) string {
	th := &c.theme
	sep := th.Status.Render(" · ")
	// The notice may take all but the first part (the agent, at most a
	// third of the bar) and a space.
	keep := w / 3
	if len(parts) > 0 {
		keep = min(ansi.StringWidth(parts[0]), keep)
	}
	room := max(w-keep-3, 8)
	right := ""
	if b.notice != "" {
		st := th.Status
		if b.noticeErr {
			st = th.Error
		}
		right = st.Render(" " + fitWords(b.notice, room) + " ")
	} else if b.quitArmed {
		right = th.Status.Render(" ctrl+c again to quit ")
	} else if b.readOnly != "" {
		right = th.Error.Render(" " + fitWords("read-only: "+b.readOnly, room) + " ")
	}
	// The right holds fresh news: the left gives way to it, dropping whole
	// parts from its end (never a word cut in two), and keeps a space
	// between them.
	budget := w
	if rw := ansi.StringWidth(right); rw > 0 {
		budget = w - rw - 1
	}
	left := ""
	for i, p := range parts {
		next := p
		if i > 0 {
			next = left + sep + p
		}
		if ansi.StringWidth(next) > budget {
			if i == 0 {
				left = fitWords(ansi.Strip(p), max(budget, 1))
			}
			break
		}
		left = next
	}
	gap := max(w-ansi.StringWidth(left)-ansi.StringWidth(right), 0)
	return fit(left+th.Status.Render(strings.Repeat(" ", gap))+right, w)
}
