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

// barPart is one fact of the bar's left side. When the bar is short of
// room, the part of lowest rank goes first (of equal ranks, the later one),
// so what is running outlasts what it cost; the first part (who the
// session is with) stays, cut to fit if it must.
type barPart struct {
	text string // styled
	rank int
}

// The ranks of the bar's parts, most important first.
const (
	rankRunning    = 90 // turns still running, a workspace stopped
	rankCompacting = 80
	rankWorkers    = 70 // a workspace's running, queued and failed agents
	rankGuests     = 60
	rankFork       = 55 // where a forked conversation came from
	rankModel      = 50
	rankBranch     = 40
	rankCount      = 35 // how many agents a workspace has
	rankCost       = 20
	rankTokens     = 10
)

// View lays the bar out in w cells from the left parts.
func (b *statusBar) View(c *common, parts []barPart, w int) string {
	th := &c.theme
	sep := th.Status.Render(" · ")
	// The notice may take all but the first part (the agent, at most a
	// third of the bar) and a space.
	keep := w / 3
	if len(parts) > 0 {
		keep = min(ansi.StringWidth(parts[0].text), keep)
	}
	room := max(w-keep-3, 8)
	// A notice too long to fit beside the agent takes the whole bar: it is
	// what the person just asked for (/model) or needs to know, and the
	// agent's name is back a few seconds later.
	whole := b.notice != "" && ansi.StringWidth(b.notice) > room
	if whole {
		room = max(w-2, 8)
	}
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
	// parts (never a word cut in two), the least important first, and
	// keeps a space between them.
	budget := w
	if rw := ansi.StringWidth(right); rw > 0 {
		budget = w - rw - 1
	}
	if whole {
		return fit(th.Status.Render(strings.Repeat(" ", max(w-ansi.StringWidth(right), 0)))+right, w)
	}
	parts = append([]barPart(nil), parts...)
	join := func() string {
		texts := make([]string, len(parts))
		for i, p := range parts {
			texts[i] = p.text
		}
		return strings.Join(texts, sep)
	}
	left := join()
	for len(parts) > 1 && ansi.StringWidth(left) > budget {
		drop := len(parts) - 1
		for i := len(parts) - 1; i > 0; i-- {
			if parts[i].rank < parts[drop].rank {
				drop = i
			}
		}
		parts = append(parts[:drop], parts[drop+1:]...)
		left = join()
	}
	if len(parts) > 0 && ansi.StringWidth(left) > budget {
		left = fitWords(ansi.Strip(left), max(budget, 1))
	}
	gap := max(w-ansi.StringWidth(left)-ansi.StringWidth(right), 0)
	return fit(left+th.Status.Render(strings.Repeat(" ", gap))+right, w)
}
