package ui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// Overlays: the dialogs and panels drawn over the main column, kept in one
// stack. The topmost overlay gets every key, paste and wheel turn; the
// root sees a key only when the stack is empty (ctrl+q quits from
// anywhere). Each overlay owns its state and behaviour; what it needs of
// the session it asks through host.

// overlay is one dialog or panel.
type overlay interface {
	// Update handles a message while the overlay is the topmost: keys,
	// pastes, the mouse wheel. It reports whether the overlay stays open.
	Update(msg tea.Msg) (open bool, cmd tea.Cmd)
	// View draws the content in at most width×height cells (the box
	// around it is the stack's); nil draws nothing (select mode marks the
	// timeline instead).
	View(width, height int) []string
	// boxWidth is the width of the box the overlay wants when avail
	// columns and rows rows are free.
	boxWidth(avail, rows int) int
	// layer is the overlay's place in the precedence.
	layer() layer
}

// layer orders the overlays: THE precedence, written once. A higher layer
// is drawn above a lower one and gets the keys first; an overlay replaces
// the one already on its layer.
type layer int

const (
	layerSelect     layer = iota // select mode: keys act on the timeline's selection
	layerFind                    // ctrl+f: the find bar (find.go)
	layerPanel                   // tree, replay, compare, jobs, stats: one at a time
	layerPalette                 // ctrl+p
	layerHelp                    // F1 / ?
	layerPermission              // a tool waits for an answer: always on top
)

// stack holds the open overlays, lowest layer first.
type stack struct{ items []overlay }

func (s *stack) empty() bool { return len(s.items) == 0 }

func (s *stack) top() overlay {
	if len(s.items) == 0 {
		return nil
	}
	return s.items[len(s.items)-1]
}

// push opens o in its layer's place, replacing the overlay on that layer.
func (s *stack) push(o overlay) {
	s.drop(o.layer())
	i := len(s.items)
	for i > 0 && s.items[i-1].layer() > o.layer() {
		i--
	}
	s.items = append(s.items, nil)
	copy(s.items[i+1:], s.items[i:])
	s.items[i] = o
}

// drop closes the overlay on layer l, if any.
func (s *stack) drop(l layer) {
	for i, o := range s.items {
		if o.layer() == l {
			s.items = append(s.items[:i], s.items[i+1:]...)
			return
		}
	}
}

func (s *stack) remove(o overlay) {
	for i, x := range s.items {
		if x == o {
			s.items = append(s.items[:i], s.items[i+1:]...)
			return
		}
	}
}

// find is the open overlay of type T (the zero T when none is open).
func find[T overlay](s *stack) T {
	for _, o := range s.items {
		if t, ok := o.(T); ok {
			return t
		}
	}
	var zero T
	return zero
}

// update gives msg to the topmost overlay, closing it when it says so.
func (s *stack) update(msg tea.Msg) tea.Cmd {
	o := s.top()
	if o == nil {
		return nil
	}
	open, cmd := o.Update(msg)
	if !open {
		s.remove(o)
	}
	return cmd
}

// draw lays the overlays over the main column's rows, lowest first. The
// permission dialog covers the whole column (its choices must show, the
// input is not in use while it asks); the others cover the timeline rows.
func (s *stack) draw(c *common, rows []string, timelineRows, w int) []string {
	for _, o := range s.items {
		h, top, bw, inner := place(o, len(rows), timelineRows, w)
		content := o.View(bw-4, inner)
		if content == nil {
			continue
		}
		rows = drawBox(c, rows, content, w, bw, top, h)
	}
	return rows
}

// place is where draw puts overlay o over a main column w wide of allRows
// rows, timelineRows of them the timeline's: the rows it covers, its first
// row, its box's width and the rows inside the box.
func place(o overlay, allRows, timelineRows, w int) (h, top, bw, inner int) {
	h = timelineRows
	if t, ok := o.(interface{ tall() bool }); o.layer() == layerPermission || ok && t.tall() && h < 16 {
		h = allRows
	}
	top = 1 // a row of what is beneath shows above the box
	if h < 16 {
		top = 0 // a short screen needs every row
	}
	inner = max(h-top-2, 1) // less the box's borders
	return h, top, boxFor(w, o.boxWidth(w, inner)), inner
}

// preparer is an overlay that lays out its content before View, for the
// size View will be given.
type preparer interface {
	prepare(width, height int)
}

// prepare lets the overlays that lay out ahead do so for the size draw will
// give them (the arguments are draw's).
func (s *stack) prepare(allRows, timelineRows, w int) {
	for _, o := range s.items {
		if p, ok := o.(preparer); ok {
			_, _, bw, inner := place(o, allRows, timelineRows, w)
			p.prepare(bw-4, inner)
		}
	}
}

// boxFor is the box width for an overlay wanting want columns in a column
// of w: two columns of margin each side when there is room.
func boxFor(w, want int) int {
	bw := min(w-4, want)
	if bw < 24 {
		bw = w
	}
	return max(bw, 6)
}

// drawBox draws content in a box bw wide, centred in a column w wide,
// from row top within the first h rows. Content rows are fitted to the
// box: nothing beneath shows through at either edge.
func drawBox(c *common, base, content []string, w, bw, top, h int) []string {
	th := &c.theme
	inner := bw - 4
	maxRows := max(min(h, len(base))-top-2, 1)
	if len(content) > maxRows {
		content = content[:maxRows]
	}
	box := make([]string, 0, len(content)+2)
	box = append(box, th.Overlay.Render("╭"+strings.Repeat("─", bw-2)+"╮"))
	for _, l := range content {
		box = append(box, th.Overlay.Render("│ ")+fit(l, inner)+th.Overlay.Render(" │"))
	}
	box = append(box, th.Overlay.Render("╰"+strings.Repeat("─", bw-2)+"╯"))
	x := max((w-bw)/2, 0)
	out := make([]string, len(base))
	copy(out, base)
	for i, l := range box {
		row := top + i
		if row >= len(out) {
			break
		}
		// The rows under the box are blanked: text beneath would touch
		// its borders and read as part of it.
		out[row] = strings.Repeat(" ", x) + l + strings.Repeat(" ", max(w-x-bw, 0))
	}
	return out
}

// scroller is a window over rows taller than the room: it keeps an offset
// and ends the window with a line saying where it is and how to move.
type scroller struct {
	off  int
	page int // rows last shown, for pgup/pgdown
}

// window returns the rows to show in h rows of w columns.
func (sc *scroller) window(c *common, rows []string, w, h int) []string {
	if len(rows) <= h {
		sc.off, sc.page = 0, len(rows)
		return rows
	}
	body := max(h-1, 1) // the last row says how to scroll
	sc.page = body
	sc.off = min(max(sc.off, 0), len(rows)-body)
	out := append([]string(nil), rows[sc.off:sc.off+body]...)
	items := []string{fmt.Sprintf("rows %d–%d of %d", sc.off+1, sc.off+body, len(rows)), "↑↓ pgup pgdn scroll", "esc closes"}
	if ansi.StringWidth(strings.Join(items, " · ")) > w {
		items = []string{fmt.Sprintf("%d–%d/%d", sc.off+1, sc.off+body, len(rows)), "↑↓ pgup pgdn", "esc"}
	}
	more := hintItems(c.theme.Muted, "", items, w)
	return append(out, more)
}

// key moves the window for a scrolling key; false for other keys.
func (sc *scroller) key(msg tea.Msg) bool {
	page := max(sc.page-1, 1)
	switch msg := msg.(type) {
	case tea.MouseWheelMsg:
		switch msg.Mouse().Button {
		case tea.MouseWheelUp:
			sc.off -= 3
		case tea.MouseWheelDown:
			sc.off += 3
		}
		sc.off = max(sc.off, 0)
		return true
	case tea.KeyPressMsg:
		switch msg.String() {
		case "up", "k", "shift+up":
			sc.off--
		case "down", "j", "shift+down":
			sc.off++
		case "pgup", "b":
			sc.off -= page
		case "pgdown", "space", " ":
			sc.off += page
		case "home", "g":
			sc.off = 0
		case "end", "G":
			sc.off = 1 << 20 // clamped when drawn
		default:
			return false
		}
		sc.off = max(sc.off, 0)
		return true
	}
	return false
}
