package tea

import (
	"strings"
	"unicode/utf8"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// frameScreen is the screen buffer a frame is parsed into. Cells take the
// widths lipgloss laid the frame out with (grapheme clusters, so a family
// emoji is one cell two columns wide, as [ansi.StringWidth] says), whatever
// the terminal measures. When the terminal did not confirm grapheme
// clustering (mode 2027), each cell it would draw at another width than the
// cell's is folded (see [foldCluster]) as it is set, so every row holds
// exactly the columns the layout gave it.
type frameScreen struct {
	uv.ScreenBuffer
	fold bool       // the terminal measures code point by code point (wcwidth)
	kept *keptRunes // characters of one code point known to need no fold
}

// keptRunes remembers, by their low bits, the characters of one code point
// last found to need no fold: a frame's box drawing, bars and bullets are
// measured once, not at every cell of every frame.
type keptRunes [256]rune

// WidthMethod implements [uv.Screen]: the frame is always cut into grapheme
// clusters.
func (f frameScreen) WidthMethod() uv.WidthMethod {
	return ansi.GraphemeWidth
}

// SetCell implements [uv.Screen]. A cell of one byte (ASCII) costs one
// comparison, one of a character met before a lookup.
func (f frameScreen) SetCell(x, y int, c *uv.Cell) {
	if c != nil && len(c.Content) > 1 {
		r, n := utf8.DecodeRuneInString(c.Content)
		single := n == len(c.Content)
		if !single || f.kept[r&0xff] != r {
			if s, ok := foldCluster(c.Content, c.Width, f.fold); ok {
				folded := *c
				folded.Content = s
				c = &folded
			} else if single {
				f.kept[r&0xff] = r
			}
		}
	}
	f.ScreenBuffer.SetCell(x, y, c)
}

const zwj = "\u200d"

// foldCluster returns what to write for the cluster s in a cell of width
// columns, and whether that differs from s.
//
// A joiner ending a cluster joined nothing; written out, it would join
// whatever the terminal draws next (tmux joins the next character to it
// wherever the cursor has moved meanwhile), so it goes in every terminal.
// When wcwidth is set the terminal advances code point by code point: a
// cluster it draws at the cell's width without joiners and selectors is
// written as it is (a letter with its accents, a flag's two regional
// indicators, a CJK character); of any other, the leading code points
// that fit in the cell are kept, without joiners and selectors (the first
// emoji of a family or of a skin-toned emoji, a heart without its emoji
// selector), padded with blanks to the cell's width.
func foldCluster(s string, width int, wcwidth bool) (string, bool) {
	if !wcwidth {
		t := strings.TrimRight(s, zwj)
		if len(t) == len(s) {
			return s, false
		}
		return t + strings.Repeat(" ", max(width-ansi.StringWidth(t), 0)), true
	}
	if ansi.WcWidth.StringWidth(s) == width && !strings.ContainsFunc(s, isJoinerOrSelector) {
		return s, false
	}
	var b strings.Builder
	w := 0
	for i, r := range s {
		if isJoinerOrSelector(r) {
			continue
		}
		c := s[i : i+utf8.RuneLen(r)]
		rw := ansi.WcWidth.StringWidth(c)
		if w+rw > width || (rw == 0 && w == 0) {
			// Too wide for what is left, or a mark with nothing of this
			// cell before it to sit on.
			if w > 0 {
				break
			}
			continue
		}
		b.WriteString(c)
		w += rw
	}
	for ; w < width; w++ {
		b.WriteByte(' ')
	}
	return b.String(), true
}

// isJoinerOrSelector reports whether r is a zero width joiner or selects a
// presentation of the character before it (text or emoji, a glyph variant):
// terminals without grapheme clustering disagree on what they do with them.
func isJoinerOrSelector(r rune) bool {
	return r == 0x200d || (r >= 0xfe00 && r <= 0xfe0f) || (r >= 0xe0100 && r <= 0xe01ef)
}
