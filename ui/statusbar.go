package ui

import (
	"strings"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// statusBar is the bottom line, what the session shows (agent, model,
// branch, tokens, cost, turns) and why the database is read-only, and the
// transient notices and the quit prompt that the line above the input
// shows. Notices expire (noticeFor), go at the person's next action
// (actNotice) or as soon as they stop being true (expireNotice).
type statusBar struct {
	notice     string
	noticeErr  bool
	noticeSeq  int
	noticeTurn string // the notice is about this running turn
	noticeView string // the notice is about this view (viewKey)
	noticeAt   time.Time
	readOnly   string // why the database is read-only
	quitArmed  bool
	quitAsked  bool // ctrl+q was pressed once with turns running
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

// View lays the bar out in w cells from the left parts. The bar keeps its
// fields in place: notices show above the input (noticeLine), so only
// why the database is read-only takes the right side.
func (b *statusBar) View(c *common, parts []barPart, w int) string {
	th := &c.theme
	sep := th.Status.Render(" · ")
	right := ""
	if b.readOnly != "" {
		keep := w / 3
		if len(parts) > 0 {
			keep = min(ansi.StringWidth(parts[0].text), keep)
		}
		right = th.Error.Render(" " + fitWords("read-only: "+b.readOnly, max(w-keep-3, 8)) + " ")
	}
	// The left gives way to the right, dropping whole parts (never a word
	// cut in two), the least important first, and keeps a space between.
	budget := w
	if rw := ansi.StringWidth(right); rw > 0 {
		budget = w - rw - 1
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

// noticeLine is the rule above the input carrying the notice or the quit
// prompt, or "" when there is neither. It has the whole width, so a notice
// is read whole on a narrow screen, and the bar below keeps its fields.
func (b *statusBar) noticeLine(c *common, w int) string {
	th := &c.theme
	text, st := b.notice, th.Status
	switch {
	case text != "" && b.noticeErr:
		st = th.Error
	case text == "" && b.quitArmed:
		text = "ctrl+c again to quit"
	case text == "":
		return ""
	}
	lead := th.Border.Render("─")
	tag := st.Render(" " + fitNotice(text, max(w-4, 8)) + " ")
	return lead + tag + th.Border.Render(strings.Repeat("─", max(w-1-ansi.StringWidth(tag), 0)))
}
