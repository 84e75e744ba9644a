package ui

import (
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// vt is a small terminal emulator for tests of what grove writes to a
// terminal: a screen of cells, the cursor with its pending wrap, a scroll
// region, and the sequences the renderer uses to move, erase, insert,
// delete and scroll. Text is measured as a terminal without grapheme
// clustering does (wcwidth: code point by code point, a zero width one
// joining the cell before it, as xterm, tmux and VTE do) or, with
// graphemes set (mode 2027 on; with core set, the program turns it on),
// cluster by cluster.
type vt struct {
	t         testing.TB
	w, h      int
	cells     [][]string // "" is the right half of a wide character
	x, y      int
	phantom   bool // the cursor sits past the last column: the next glyph wraps
	top, bot  int  // scroll region, inclusive
	savedX    int
	savedY    int
	graphemes bool
	core      bool // the terminal knows mode 2027: setting it sets graphemes
	joined    bool // a zero width joiner was drawn last: the next glyph joins its cell
	onlcr     bool // a line feed returns the carriage too (a tty's output translation)
}

func newVT(t testing.TB, w, h int) *vt {
	v := &vt{t: t, w: w, h: h, bot: h - 1}
	v.cells = make([][]string, h)
	for y := range v.cells {
		v.cells[y] = blankRow(w)
	}
	return v
}

func blankRow(w int) []string {
	r := make([]string, w)
	for i := range r {
		r[i] = " "
	}
	return r
}

// Write feeds the terminal what a program wrote (whole sequences).
func (v *vt) Write(p []byte) (int, error) {
	s := string(p)
	for len(s) > 0 {
		seq, width, n, _ := ansi.DecodeSequence(s, 0, nil)
		if n == 1 && seq[0] > 0x1f && seq[0] < 0x7f && len(s) > 1 && s[1] >= 0xc0 {
			// The decoder takes ASCII alone; a mark after it is its cluster.
			seq, width = ansi.FirstGraphemeCluster(s, ansi.GraphemeWidth)
			n = len(seq)
		}
		s = s[n:]
		switch {
		case seq[0] == ansi.ESC:
			v.escape(seq)
		case seq[0] < 0x20 || seq[0] == ansi.DEL:
			v.control(seq[0])
		case v.graphemes:
			v.put(seq, width)
		default:
			for _, r := range seq {
				c := string(r)
				v.put(c, ansi.WcWidth.StringWidth(c))
			}
		}
	}
	return len(p), nil
}

// put draws glyph g of width w at the cursor; a zero width one joins the
// cell before the cursor.
func (v *vt) put(g string, w int) {
	if v.joined && !v.graphemes && len(g) > 1 {
		w = 0
	}
	v.joined = g == "\u200d"
	if w == 0 {
		x := v.x - 1
		if v.phantom {
			x = v.w - 1
		}
		for x > 0 && v.cells[v.y][x] == "" {
			x--
		}
		if x >= 0 {
			v.cells[v.y][x] += g
		}
		return
	}
	if v.phantom || v.x+w > v.w {
		v.phantom = false
		v.x = 0
		v.lineFeed()
	}
	v.clearWide(v.x, w)
	v.cells[v.y][v.x] = g
	for i := 1; i < w; i++ {
		v.cells[v.y][v.x+i] = ""
	}
	v.x += w
	if v.x >= v.w {
		v.x, v.phantom = v.w-1, true
	}
}

// clearWide blanks the wide characters that writing n cells at column x
// of the cursor's row cuts in two.
func (v *vt) clearWide(x, n int) {
	row := v.cells[v.y]
	if x > 0 && x < v.w && row[x] == "" {
		i := x
		for ; i > 0 && row[i] == ""; i-- {
			row[i] = " "
		}
		row[i] = " "
	}
	for e := x + n; e < v.w && row[e] == ""; e++ {
		row[e] = " "
	}
}

func (v *vt) control(c byte) {
	switch c {
	case '\r':
		v.x, v.phantom = 0, false
	case '\n':
		v.phantom = false
		v.lineFeed()
		if v.onlcr {
			v.x = 0
		}
	case '\b':
		v.phantom = false
		v.x = max(v.x-1, 0)
	case '\t':
		v.x = min((v.x/8+1)*8, v.w-1)
	case 0x07:
	default:
		v.t.Fatalf("vt: control %#x", c)
	}
}

func (v *vt) lineFeed() {
	if v.y == v.bot {
		v.scrollUp(1)
	} else if v.y < v.h-1 {
		v.y++
	}
}

func (v *vt) scrollUp(n int) {
	for range n {
		copy(v.cells[v.top:v.bot], v.cells[v.top+1:v.bot+1])
		v.cells[v.bot] = blankRow(v.w)
	}
}

func (v *vt) scrollDown(n int) {
	for range n {
		copy(v.cells[v.top+1:v.bot+1], v.cells[v.top:v.bot])
		v.cells[v.top] = blankRow(v.w)
	}
}

func (v *vt) escape(seq string) {
	switch {
	case strings.HasPrefix(seq, "\x1b["):
		v.csi(seq[2:])
	case seq == "\x1b7":
		v.savedX, v.savedY = v.x, v.y
	case seq == "\x1b8":
		v.x, v.y, v.phantom = v.savedX, v.savedY, false
	case seq == "\x1bM":
		if v.y == v.top {
			v.scrollDown(1)
		} else if v.y > 0 {
			v.y--
		}
	case strings.HasPrefix(seq, "\x1b]"), strings.HasPrefix(seq, "\x1bP"), strings.HasPrefix(seq, "\x1b="),
		strings.HasPrefix(seq, "\x1b>"):
	default:
		v.t.Fatalf("vt: escape %q", seq)
	}
}

// csi runs a control sequence (s is what follows "ESC [").
func (v *vt) csi(s string) {
	final := s[len(s)-1]
	body := s[:len(s)-1]
	if s == "?2027h" && v.core {
		v.graphemes = true
	}
	if body != "" && strings.ContainsAny(body[:1], "?<=>") || strings.ContainsAny(body, " $\"'") {
		return // modes, queries, cursor style: nothing drawn
	}
	var ps []int
	for _, f := range strings.Split(body, ";") {
		n, _ := strconv.Atoi(f)
		ps = append(ps, n)
	}
	arg := func(i, def int) int {
		if i < len(ps) && ps[i] > 0 {
			return ps[i]
		}
		return def
	}
	row := v.cells[v.y]
	switch final {
	case 'm', 'h', 'l', 'n', 'c', 't', 'q', 'u':
		return
	}
	switch final {
	case 'H', 'f':
		v.y, v.x = min(arg(0, 1), v.h)-1, min(arg(1, 1), v.w)-1
	case 'A':
		v.y = max(v.y-arg(0, 1), 0)
	case 'B':
		v.y = min(v.y+arg(0, 1), v.h-1)
	case 'C':
		v.x = min(v.x+arg(0, 1), v.w-1)
	case 'D':
		v.x = max(v.x-arg(0, 1), 0)
	case 'G', '`':
		v.x = min(arg(0, 1), v.w) - 1
	case 'd':
		v.y = min(arg(0, 1), v.h) - 1
	case 'K':
		from, to := v.x, v.w
		switch arg(0, 0) {
		case 1:
			from, to = 0, v.x+1
		case 2:
			from = 0
		}
		v.clearWide(from, to-from)
		for i := from; i < to; i++ {
			row[i] = " "
		}
	case 'J':
		from, to := v.y+1, v.h
		switch arg(0, 0) {
		case 0:
			v.csi("K")
		case 1:
			from, to = 0, v.y
			v.csi("1K")
		case 2, 3:
			from = 0
		}
		for y := from; y < to; y++ {
			v.cells[y] = blankRow(v.w)
		}
	case 'X':
		n := min(arg(0, 1), v.w-v.x)
		v.clearWide(v.x, n)
		for i := v.x; i < v.x+n; i++ {
			row[i] = " "
		}
	case '@':
		n := min(arg(0, 1), v.w-v.x)
		v.clearWide(v.x, 0)
		copy(row[v.x+n:], row[v.x:v.w-n])
		for i := v.x; i < v.x+n; i++ {
			row[i] = " "
		}
	case 'P':
		n := min(arg(0, 1), v.w-v.x)
		v.clearWide(v.x, n)
		copy(row[v.x:], row[v.x+n:])
		for i := v.w - n; i < v.w; i++ {
			row[i] = " "
		}
	case 'b':
		last := " "
		for i := v.x - 1; i >= 0; i-- {
			if row[i] != "" {
				last = row[i]
				break
			}
		}
		for range arg(0, 1) {
			v.put(last, ansi.WcWidth.StringWidth(last))
		}
	case 'L', 'M':
		top := v.top
		v.top = v.y
		if final == 'L' {
			v.scrollDown(arg(0, 1))
		} else {
			v.scrollUp(arg(0, 1))
		}
		v.top = top
	case 'S':
		v.scrollUp(arg(0, 1))
	case 'T':
		v.scrollDown(arg(0, 1))
	case 'r':
		v.top, v.bot = arg(0, 1)-1, min(arg(1, v.h), v.h)-1
		v.x, v.y = 0, 0
	default:
		v.t.Fatalf("vt: control sequence %q", "\x1b["+s)
	}
	if final != 'm' {
		v.phantom = false
	}
}

// rows returns the screen's rows as text (a wide character once).
func (v *vt) rows() []string {
	out := make([]string, v.h)
	for y, r := range v.cells {
		out[y] = strings.Join(r, "")
	}
	return out
}

// column returns the column where the cell holding s is on row y, or -1.
func (v *vt) column(y int, s string) int {
	for x, c := range v.cells[y] {
		if c == s {
			return x
		}
	}
	return -1
}
