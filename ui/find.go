package ui

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
)

// ctrl+f: finding text in the conversation on screen. The bar takes the
// line above the input; every keystroke (after a short pause) looks for the
// text in the whole branch (Store.FindInBranch, in a tea.Cmd: a branch of
// ten thousand messages is read off the UI), enter and shift+enter (or ↓
// and ↑) step through the messages holding it, reading the branch down
// from one above what is held, and the text is marked wherever it shows.

// findHost is what the find bar and the search panel ask of the root.
type findHost interface {
	flash(text string, isErr bool) tea.Cmd
	view(convID string) *convView
	scrollWheel(msg tea.MouseWheelMsg)
	findGoTo(convID, branch, entryID, needle string) tea.Cmd
	searchJump(convID, branch, entryID string) tea.Cmd
}

var _ findHost = (*Model)(nil)

// branchFinder is the store's search of one branch (*session.Store).
type branchFinder interface {
	FindInBranch(ctx context.Context, convID, branch, text string) ([]session.FindHit, error)
}

// findPause is how long typing must stop before the branch is searched.
const findPause = 80 * time.Millisecond

// findOverlay is the find bar: it draws no box, only its line, and marks
// the text in the timeline.
type findOverlay struct {
	c              *common
	h              findHost
	convID, branch string
	query          string
	seq            int                // the query's version: older results are dropped
	stop           context.CancelFunc // ends the search of the text before (typed on, or closed)
	done           bool               // the results of seq arrived
	hits           []session.FindHit
	total          int // occurrences in all hits
	pos            int // the hit on screen, -1 when none
	err            error
}

type findResultMsg struct {
	seq  int
	hits []session.FindHit
	err  error
}

func (f *findOverlay) layer() layer           { return layerFind }
func (f *findOverlay) boxWidth(int, int) int  { return 0 }
func (f *findOverlay) View(int, int) []string { return nil }

// openFind opens the find bar on the conversation on screen.
func (m *Model) openFind() tea.Cmd {
	cv := m.cur()
	if cv == nil || !cv.loaded {
		return m.flash("no conversation on screen to search", false)
	}
	m.stack.push(&findOverlay{c: m.c, h: m, convID: cv.conv.ID, branch: cv.branch, pos: -1})
	return nil
}

// Update edits the text, steps through the hits and closes the bar.
func (f *findOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.MouseWheelMsg:
		f.h.scrollWheel(msg)
		return true, nil
	case tea.PasteMsg:
		line, _, _ := strings.Cut(msg.Content, "\n")
		return true, f.setQuery(f.query + line)
	case tea.KeyPressMsg:
		switch msg.String() {
		case "esc", "ctrl+c":
			f.stopSearch()
			return false, nil
		case "enter", "down", "ctrl+n", "ctrl+f":
			return true, f.step(1)
		case "shift+enter", "up", "ctrl+p":
			return true, f.step(-1)
		case "backspace", "ctrl+h":
			if f.query == "" {
				return true, nil
			}
			_, n := utf8.DecodeLastRuneInString(f.query)
			return true, f.setQuery(f.query[:len(f.query)-n])
		case "ctrl+u":
			return true, f.setQuery("")
		}
		if msg.Text != "" {
			return true, f.setQuery(f.query + msg.Text)
		}
	}
	return true, nil
}

// setQuery changes the text and searches once typing pauses.
func (f *findOverlay) setQuery(q string) tea.Cmd {
	if q == f.query {
		return nil
	}
	f.query, f.seq, f.done, f.err = q, f.seq+1, false, nil
	f.stopSearch()
	if strings.TrimSpace(q) == "" {
		f.hits, f.total, f.pos, f.done = nil, 0, -1, true
		return nil
	}
	st, ok := f.c.store.(branchFinder)
	ctx, stop := context.WithCancel(f.c.ctx)
	f.stop = stop
	seq, conv, branch := f.seq, f.convID, f.branch
	return func() tea.Msg {
		defer stop()
		if !pause(ctx, findPause) {
			return nil // typed on, or closed: nothing to say
		}
		if !ok {
			return findResultMsg{seq: seq, err: fmt.Errorf("this store cannot search")}
		}
		hits, err := st.FindInBranch(ctx, conv, branch, q)
		if ctx.Err() != nil {
			return nil
		}
		return findResultMsg{seq: seq, hits: hits, err: err}
	}
}

// stopSearch ends the search under way, if any.
func (f *findOverlay) stopSearch() {
	if f.stop != nil {
		f.stop()
		f.stop = nil
	}
}

// pause waits d, or less if ctx ends first (then false).
func pause(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// onFindMsg takes the find bar's results.
func (m *Model) onFindMsg(msg findResultMsg) tea.Cmd {
	f := find[*findOverlay](&m.stack)
	if f == nil || msg.seq != f.seq {
		return nil
	}
	{
		f.done, f.hits, f.err, f.total = true, msg.hits, msg.err, 0
		for _, h := range f.hits {
			f.total += h.Count
		}
		f.pos = -1
		if len(f.hits) == 0 {
			return nil
		}
		// The newest hit at or above the screen's bottom: the search starts
		// where the person is reading and goes back in time.
		f.pos = len(f.hits) - 1
		if cv := m.view(f.convID); cv != nil && !cv.follow && cv.lastVis < len(cv.items) {
			for i := len(f.hits) - 1; i >= 0; i-- {
				if idx, ok := cv.entryIdx[f.hits[i].EntryID]; ok && idx <= cv.lastVis {
					f.pos = i
					break
				}
			}
		}
		return f.show()
	}
}

// step moves to the next (d > 0: newer) or previous hit, round the ends.
func (f *findOverlay) step(d int) tea.Cmd {
	if len(f.hits) == 0 {
		return nil
	}
	f.pos = ((f.pos+d)%len(f.hits) + len(f.hits)) % len(f.hits)
	return f.show()
}

func (f *findOverlay) show() tea.Cmd {
	if f.pos < 0 || f.pos >= len(f.hits) {
		return nil
	}
	return f.h.findGoTo(f.convID, f.branch, f.hits[f.pos].EntryID, strings.ToLower(f.query))
}

// findGoTo brings an entry of a branch on screen, and within it the first
// line that shows needle, reading the branch down from the entry when it
// lies above what is held.
func (m *Model) findGoTo(convID, branch, entryID, needle string) tea.Cmd {
	cv := m.view(convID)
	if cv == nil || cv.branch != branch {
		return m.flash("the conversation searched is no longer on screen", false)
	}
	cmd := m.switchBranch(cv, branch, entryID)
	idx, ok := cv.entryIdx[entryID]
	if !ok || cv.loading {
		return cmd // revealed once read (afterLoad)
	}
	lines := m.tl.renderer(m.mainWidth()).itemLines(cv, cv.items[idx])
	for i, l := range lines {
		if strings.Contains(strings.ToLower(ansi.Strip(l)), needle) {
			// From two lines above it; with less than a screen below,
			// visibleLines follows the end again, which then shows it.
			cv.follow, cv.anchor, cv.offset = false, idx, max(i-2, 0)
			m.visibleLines(cv, m.timelineHeight())
			break
		}
	}
	return cmd
}

// bar is the find bar's line.
func (f *findOverlay) bar(w int) string {
	th := &f.c.theme
	head := th.Accent.Render(" find ") + f.query + th.Accent.Render("▏")
	var state string
	switch {
	case strings.TrimSpace(f.query) == "":
		state = th.Muted.Render("type to find in this branch")
	case f.err != nil:
		state = th.Error.Render(userText(f.err))
	case !f.done:
		state = th.Muted.Render("searching…")
	case len(f.hits) == 0:
		state = th.Warning.Render("not found")
	default:
		state = th.Text.Render(fmt.Sprintf("%d/%d", f.pos+1, len(f.hits))) + th.Muted.Render(fmt.Sprintf(" messages · %d matches", f.total))
	}
	left := head + "  " + state
	rest := w - ansi.StringWidth(left)
	return left + hintFit(th.Muted, "   ", rest,
		[]string{"enter next", "shift+enter previous", "esc close"},
		[]string{"⏎ next", "⇧⏎ prev", "esc"},
		[]string{"esc"})
}

// findHint is the find bar when it is open.
func (m *Model) findHint(w int) string {
	if f := find[*findOverlay](&m.stack); f != nil {
		return f.bar(w)
	}
	return ""
}

// markFinds marks the text the find bar looks for wherever it shows in
// the timeline's lines (a new slice; the lines of the items' caches are
// left as they are).
func (m *Model) markFinds(lines []string) []string {
	f := find[*findOverlay](&m.stack)
	if f == nil || strings.TrimSpace(f.query) == "" || m.current != f.convID {
		return lines
	}
	style := lipgloss.NewStyle().Reverse(true)
	needle := strings.ToLower(f.query)
	var out []string
	for i, l := range lines {
		if marked, ok := markLine(l, needle, style); ok {
			if out == nil {
				out = append([]string(nil), lines...)
			}
			out[i] = marked
		}
	}
	if out == nil {
		return lines
	}
	return out
}

// markLine draws every occurrence of needle (lower case) in a styled line
// with style, ignoring case; ok is false when there is none.
func markLine(line, needle string, style lipgloss.Style) (string, bool) {
	plain := ansi.Strip(line)
	hay := strings.ToLower(plain)
	if len(hay) != len(plain) { // a case whose bytes differ: exact case only
		hay = plain
	}
	at := strings.Index(hay, needle)
	if at < 0 {
		return line, false
	}
	var b strings.Builder
	cell, from := 0, 0
	for at >= 0 {
		start := from + at
		end := start + len(needle)
		c0 := cell + ansi.StringWidth(plain[from:start])
		c1 := c0 + ansi.StringWidth(plain[start:end])
		if c0 > 0 {
			if from == 0 {
				b.WriteString(ansi.Cut(line, 0, c0))
			} else {
				b.WriteString(ansi.Cut(line, cell, c0))
			}
		}
		b.WriteString(style.Render(plain[start:end]))
		cell, from = c1, end
		at = strings.Index(hay[from:], needle)
	}
	if from < len(plain) {
		// The rest, with the styles in force before it.
		b.WriteString(ansi.TruncateLeft(line, cell, ""))
	}
	return b.String(), true
}
