package ui

import (
	"context"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

// Two branches side by side.

func compareBranches(ctx context.Context, st Store, convID, left, right string) tea.Cmd {
	return func() tea.Msg {
		rows, err := st.CompareBranches(ctx, convID, left, right)
		if err != nil {
			return compareLoadMsg{err: err}
		}
		return compareLoadMsg{convID: convID, left: left, right: right, rows: rows}
	}
}

// compareOverlay shows two branches side by side, aligned by input. Its
// lines are laid out by prepare, after each message (a key, the data, a
// resize): View only returns them.
type compareOverlay struct {
	c           *common
	convID      string
	left, right string
	rows        []session.CompareRow
	// The first line on screen is line line of row row.
	row, line int
	// scroll is the number of lines to move down (up when negative) at the
	// next prepare; jump moves to the top (jumpHome) or the last screen
	// (jumpEnd) first.
	scroll int
	jump   int
	// drawn holds the lines of each row drawn so far (nil: not yet), for
	// the width and theme of key: a row is drawn, its answers rendered as
	// markdown, when it first comes on screen, once.
	drawn [][]string
	// whole: the replies are drawn whole (o), not cut at five lines.
	whole bool
	key   renderKey
	// aim: the first layout opens at the first input the branches do not
	// share (the history above it is the same on both sides).
	aim bool
	// frame holds the lines laid out for frameSize and the position;
	// stale says a key moved since.
	frame     []string
	frameSize [2]int
	stale     bool
	costs     *[2]float64 // the cost of each branch, summed once
	// reloading: a read of the branches is on its way (the conversation
	// changed while the view is open); again: it changed once more since.
	reloading, again bool
}

const (
	jumpNone = iota
	jumpHome
	jumpEnd
)

// newCompare is the comparison of two branches, opened where they part.
func newCompare(c *common, msg compareLoadMsg) *compareOverlay {
	return &compareOverlay{c: c, convID: msg.convID, left: msg.left, right: msg.right, rows: msg.rows, aim: true}
}

// reload reads the branches again, when the conversation changed under
// the open view (a regenerated answer saved, a turn of another process):
// one read at a time, and one more if it changed meanwhile.
func (cmp *compareOverlay) reload(ctx context.Context, st Store) tea.Cmd {
	if cmp.reloading {
		cmp.again = true
		return nil
	}
	cmp.reloading = true
	load := compareBranches(ctx, st, cmp.convID, cmp.left, cmp.right)
	return func() tea.Msg {
		msg := load().(compareLoadMsg)
		msg.refresh = true
		return msg
	}
}

// refreshed takes the branches read again, keeping the position (held
// within the drawing by the next layout); an error keeps what is shown.
func (cmp *compareOverlay) refreshed(ctx context.Context, st Store, msg compareLoadMsg) tea.Cmd {
	cmp.reloading = false
	if msg.err == nil {
		cmp.rows, cmp.drawn, cmp.costs, cmp.stale = msg.rows, nil, nil, true
	}
	if cmp.again {
		cmp.again = false
		return cmp.reload(ctx, st)
	}
	return nil
}

// shared counts the rows at the top that both branches share.
func (cmp *compareOverlay) shared() int {
	n := 0
	for n < len(cmp.rows) && cmp.rows[n].Left != nil && cmp.rows[n].Left.Shared {
		n++
	}
	return n
}

func (cmp *compareOverlay) layer() layer { return layerPanel }

func (cmp *compareOverlay) boxWidth(avail, _ int) int { return avail }

// tall: on a short screen the comparison takes every row, the input's and
// the status bar's too; two columns of replies need them.
func (cmp *compareOverlay) tall() bool { return true }

// Update notes where a key or the wheel scrolls to; prepare moves there.
func (cmp *compareOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	if w, ok := msg.(tea.MouseWheelMsg); ok {
		if w.Mouse().Button == tea.MouseWheelUp {
			cmp.scroll -= 3
		} else {
			cmp.scroll += 3
		}
		cmp.stale = true
		return true, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return true, nil
	}
	switch k.String() {
	case "esc", "q":
		return false, nil
	case "up", "k":
		cmp.scroll--
	case "down", "j":
		cmp.scroll++
	case "pgup":
		cmp.scroll -= 10
	case "pgdown":
		cmp.scroll += 10
	case "home", "g":
		cmp.jump, cmp.scroll = jumpHome, 0
	case "end", "G":
		cmp.jump, cmp.scroll = jumpEnd, 0
	case "o", "enter", "space":
		cmp.whole, cmp.drawn = !cmp.whole, nil
	default:
		return true, nil
	}
	cmp.stale = true
	return true, nil
}

// View returns the lines prepare laid out for this size.
func (cmp *compareOverlay) View(w, h int) []string {
	if cmp.stale || cmp.frameSize != [2]int{w, h} {
		cmp.prepare(w, h)
	}
	return cmp.frame
}

// prepare lays out the split view for w×h cells: each input across, then
// the two answers in columns with tokens, cost and latency. Only the rows
// from the scroll position to the bottom of the screen are drawn.
func (cmp *compareOverlay) prepare(w, h int) {
	th := &cmp.c.theme
	col := max((w-3)/2, 10)
	sep := th.Border.Render(" │ ")
	if cmp.costs == nil {
		cmp.costs = new([2]float64)
		for _, r := range cmp.rows {
			if r.Left != nil {
				cmp.costs[0] += r.Left.Usage.Cost
			}
			if r.Right != nil {
				cmp.costs[1] += r.Right.Usage.Cost
			}
		}
	}
	what := "  " + plural(len(cmp.rows), "input", "inputs")
	if n := cmp.shared(); n > 0 {
		what += fmt.Sprintf(", the first %d shared", n)
	}
	head := []string{th.Accent.Render("Compare") + th.Muted.Render(what)}
	lc, rc := fmt.Sprintf(" · $%.4f", cmp.costs[0]), fmt.Sprintf(" · $%.4f", cmp.costs[1])
	if ansi.StringWidth("⎇ "+cmp.left+lc) <= col && ansi.StringWidth("⎇ "+cmp.right+rc) <= col {
		head = append(head, fit(th.Accent.Render("⎇ "+cmp.left)+th.Muted.Render(lc), col)+sep+th.Accent.Render("⎇ "+cmp.right)+th.Muted.Render(rc))
	} else { // narrow: the names, then the costs
		head = append(head, fit(th.Accent.Render(clip.Width("⎇ "+cmp.left, col)), col)+sep+th.Accent.Render(clip.Width("⎇ "+cmp.right, col)),
			fit(th.Muted.Render(strings.TrimPrefix(lc, " · ")), col)+sep+th.Muted.Render(strings.TrimPrefix(rc, " · ")))
	}
	head = append(head, th.Border.Render(strings.Repeat("─", col)+"─┼─"+strings.Repeat("─", col)))
	room := max(h-len(head)-2, 1)
	if key := (renderKey{width: w, theme: th.Name}); key != cmp.key || len(cmp.drawn) != len(cmp.rows) {
		cmp.drawn, cmp.key = make([][]string, len(cmp.rows)), key
	}
	cmp.move(w, col, room)
	out := head
	for i, at := cmp.row, cmp.line; i < len(cmp.rows) && len(out) < len(head)+room; i, at = i+1, 0 {
		d := cmp.lines(i, w, col)
		out = append(out, d[at:min(len(d), at+len(head)+room-len(out))]...)
	}
	o := "o whole replies"
	if cmp.whole {
		o = "o cut replies"
	}
	keys := hintFit(th.Muted, "", w, []string{"↑↓ scroll", "home/end", o, "esc close"}, []string{"↑↓", o, "esc close"},
		[]string{"↑↓", strings.Fields(o)[0] + " " + strings.Fields(o)[1], "esc"})
	cmp.frame, cmp.frameSize, cmp.stale = append(out, "", keys), [2]int{w, h}, false
}

// move applies the pending jump and scroll to the position, holding it
// within the drawing: at most at its last screen of room lines.
func (cmp *compareOverlay) move(w, col, room int) {
	n := len(cmp.rows)
	if cmp.aim { // opened where the branches part
		cmp.aim, cmp.row, cmp.line = false, min(cmp.shared(), n), 0
	}
	switch cmp.jump {
	case jumpHome:
		cmp.row, cmp.line = 0, 0
	case jumpEnd:
		cmp.row, cmp.line = n, 0
	}
	cmp.jump = jumpNone
	if cmp.row >= n { // past the end (after a jump or a resize): its last line
		cmp.row, cmp.line = n, 0
	} else {
		cmp.line = min(cmp.line, len(cmp.lines(cmp.row, w, col))-1)
	}
	d := cmp.scroll
	cmp.scroll = 0
	for d > 0 && cmp.row < n { // down, row by row
		left := len(cmp.lines(cmp.row, w, col)) - cmp.line
		if d < left {
			cmp.line += d
			break
		}
		d -= left
		cmp.row, cmp.line = cmp.row+1, 0
	}
	// The lines from the position down, as far as a screen: fewer means
	// the position is past the last screen, moved up by what is missing.
	below := 0
	for i, at := cmp.row, cmp.line; i < n && below < room; i, at = i+1, 0 {
		below += len(cmp.lines(i, w, col)) - at
	}
	d = min(d, 0) - max(room-below, 0)
	for d < 0 && (cmp.row > 0 || cmp.line > 0) { // up, row by row
		if cmp.line == 0 {
			cmp.row--
			cmp.line = len(cmp.lines(cmp.row, w, col))
		}
		up := min(-d, cmp.line)
		cmp.line -= up
		d += up
	}
}

// lines is row i drawn for width w, from the cache or drawn now.
func (cmp *compareOverlay) lines(i, w, col int) []string {
	if cmp.drawn[i] == nil {
		cmp.drawn[i] = cmp.rowLines(i, w, col)
	}
	return cmp.drawn[i]
}

// rowLines draws row i: its input across, the two answers, rendered as
// markdown, in columns of col cells, then their tokens, cost and latency.
func (cmp *compareOverlay) rowLines(i, w, col int) []string {
	th := &cmp.c.theme
	sep := th.Border.Render(" │ ")
	side := func(x *session.Exchange) ([]string, string) {
		if x == nil {
			return []string{th.Muted.Render("(not on this branch)")}, ""
		}
		var ls []string
		for rows := 7; ; rows *= 2 { // more of it while its beginning renders to fewer lines
			head := answerHead(x.Answer, col, rows)
			if cmp.whole {
				head = x.Answer
			}
			if ls = cmp.c.md.render(head, col); len(ls) > 6 || len(head) == len(x.Answer) {
				break
			}
		}
		if len(ls) > 6 && !cmp.whole {
			ls = append(ls[:5:5], th.Muted.Render("… (o shows the whole replies)"))
		}
		if l := answerState(th, x, col); l != "" {
			ls = append(ls, l)
		}
		if len(ls) == 0 {
			ls = []string{th.Muted.Render("(no reply)")}
		}
		stat := fmt.Sprintf("%s tok · $%.4f · %s", fmtTokens(x.Usage.InputTokens+x.Usage.OutputTokens), x.Usage.Cost, fmtDuration(x.Latency))
		if x.Regenerated { // first, where a narrow column keeps it
			stat = "↻ regenerated · " + stat
		}
		if len(x.Models) > 0 {
			stat += " · " + strings.Join(x.Models, ",")
		}
		if x.Shared {
			stat += " · shared"
		}
		return ls, stat
	}
	r := cmp.rows[i]
	in := ""
	if r.Left != nil {
		in = r.Left.Input
	}
	if r.Right != nil {
		in = orStr(in, r.Right.Input)
	}
	body := []string{th.User.Render(fmt.Sprintf("%d › ", i+1)) + th.Text.Render(clip.Line(in, w-6))}
	l, ls := side(r.Left)
	rr, rs := side(r.Right)
	for k := 0; k < max(len(l), len(rr)); k++ {
		a, b := "", ""
		if k < len(l) {
			a = l[k]
		}
		if k < len(rr) {
			b = rr[k]
		}
		body = append(body, fit(a, col)+sep+b)
	}
	return append(body, fit(th.Muted.Render(ls), col)+sep+th.Muted.Render(rs), "")
}

// answerState is the line under an answer that is not whole: still being
// written, or cut (cancelled, interrupted by grove closing, failed), in
// the words of the conversation view; "" for a whole answer.
func answerState(th *themes.Theme, x *session.Exchange, w int) string {
	switch {
	case x.Writing:
		return th.Accent.Render("writing…")
	case x.Cut == session.CutCancelled:
		return th.Warning.Render("⊘ cancelled")
	case x.Cut == session.CutClosed:
		return th.Warning.Render("⚠ interrupted: grove closed")
	case x.Cut == session.CutFailed:
		return th.Error.Render(clip.Width(strings.TrimSuffix("✗ failed: "+x.Error, ": "), w))
	}
	return ""
}

// answerHead is the beginning of a reply that renders to at least rows
// lines in a column col cells wide, by an estimate (a line of source takes
// one line, and one more for every col cells), cut at the end of a line or,
// in a long line, of a word; a table is kept whole, its columns being as
// wide as its widest cells. A long reply is not rendered whole to show six
// lines of it: paragraphs wrap greedily and code goes line by line, so the
// first lines of its beginning are those of the whole.
func answerHead(text string, col, rows int) string {
	n := 0
	for i := 0; i < len(text); i = lineEnd(text, i) + 1 {
		end := lineEnd(text, i)
		if need := (rows - n) * col; end-i > need && !strings.HasPrefix(text[i:], "|") {
			if k := strings.IndexByte(text[i+need:end], ' '); k >= 0 { // a long line: as far as a word past what is needed
				return text[:i+need+k]
			}
		}
		if n += 1 + ansi.StringWidth(text[i:end])/max(col, 1); n < rows {
			continue
		}
		for strings.HasPrefix(text[i:], "|") && end < len(text) && strings.HasPrefix(text[end+1:], "|") { // to the end of the table
			i = end + 1
			end = lineEnd(text, i)
		}
		return text[:end]
	}
	return text
}

// lineEnd is the end of the line of text starting at i.
func lineEnd(text string, i int) int {
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(text)
}

func countOf(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
