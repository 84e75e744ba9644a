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

// View lays the bar out in w cells from the left parts.
func (b *statusBar) View(c *common, parts []string, w int) string {
	th := &c.theme
	sep := th.Status.Render(" · ")
	left := strings.Join(parts, sep)
	// The model is on the left already; the right holds the notice, which
	// is fresh news: the left gives way to it (down to a third of the bar),
	// and what still does not fit ends in an ellipsis.
	right := ""
	if b.notice != "" {
		st := th.Status
		if b.noticeErr {
			st = th.Error
		}
		right = st.Render(" " + b.notice + " ")
	} else if b.quitArmed {
		right = th.Status.Render(" ctrl+c again to quit ")
	} else if b.readOnly != "" {
		right = th.Error.Render(" read-only: " + b.readOnly + " ")
	}
	if rw := ansi.StringWidth(right); rw > 0 && ansi.StringWidth(left)+rw > w {
		keep := max(w-rw, w/3)
		left = ansi.Truncate(left, keep-1, "…")
		right = ansi.Truncate(right, w-ansi.StringWidth(left), "…")
	}
	gap := max(w-ansi.StringWidth(left)-ansi.StringWidth(right), 0)
	return fit(left+th.Status.Render(strings.Repeat(" ", gap))+right, w)
}
