package ui

import (
	"strings"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// Grove lays its frames out by grapheme clusters (lipgloss measures a
// family emoji as one character two columns wide). Bubble Tea cuts a frame
// into cells the way the terminal will draw it: by grapheme clusters when
// the terminal confirmed grapheme clustering (mode 2027), else code point
// by code point (wcwidth), where the family is six columns and "❤️" one.
// A row holding such a cluster would then overflow or fall short, and
// everything after it on the row (the sidebar's border, words, cursor
// moves) would land at the wrong column. So until the terminal confirms
// mode 2027, the frame handed to Bubble Tea has every cluster a wcwidth
// terminal would draw at another width, or holding a zero width joiner or
// a variation selector, folded to text drawn at exactly its width: a
// family shows its first emoji, "❤️" a text heart and a blank.

// frameFold folds the clusters of grove's frames for the terminal grove
// draws on.
type frameFold struct {
	graphemes bool      // the terminal confirmed grapheme clustering (mode 2027)
	kept      keptRunes // characters of one code point known to need no fold
}

// keptRunes remembers, by their low bits, the characters of one code point
// last found to need no fold: a frame's box drawing, bars and bullets are
// measured once, not at every cell of every frame.
type keptRunes [256]rune

// observe notes the terminal's answer to Bubble Tea's query for mode 2027:
// as Bubble Tea does, any answer but "not recognized" or "permanently
// reset" makes the terminal cluster graphemes from then on.
func (f *frameFold) observe(msg tea.Msg) {
	r, ok := msg.(tea.ModeReportMsg)
	if !ok || r.Mode != ansi.ModeUnicodeCore {
		return
	}
	switch r.Value {
	case ansi.ModeReset, ansi.ModeSet, ansi.ModePermanentlySet:
		if !f.graphemes {
			f.graphemes = true
			f.kept = keptRunes{} // what needs no fold depends on the mode
		}
	}
}

// frame returns s, a frame of styled text, with its clusters folded (see
// [foldCluster]); s itself when nothing needed folding. Escape sequences
// (styles, hyperlinks, whose addresses may hold any text) pass untouched.
// A run of ASCII costs one comparison a byte.
func (f *frameFold) frame(s string) string {
	wcwidth := !f.graphemes
	var b strings.Builder
	done := 0 // s[:done] is in b
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7f && (i+1 == len(s) || s[i+1] < 0xc0) {
			i++ // a character of one byte, no mark or selector after it
			continue
		}
		if c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xc0) {
			// A control character or an escape sequence, whole.
			_, _, n, _ := ansi.DecodeSequence(s[i:], ansi.NormalState, nil)
			i += max(n, 1)
			continue
		}
		cluster, width := ansi.FirstGraphemeCluster(s[i:], ansi.GraphemeWidth)
		if cluster == "" {
			i++ // not UTF-8
			continue
		}
		var out string
		var changed bool
		if width == 0 {
			// Marks, joiners or selectors cut from the character they
			// follow by an escape sequence: Bubble Tea adds them to the
			// cell before.
			out, changed = foldLoose(cluster, wcwidth)
		} else if r, n := utf8.DecodeRuneInString(cluster); n == len(cluster) && f.kept[r&0xff] == r {
			out = cluster
		} else if out, changed = foldCluster(cluster, width, wcwidth); !changed && n == len(cluster) {
			f.kept[r&0xff] = r
		}
		if changed {
			if done == 0 {
				b.Grow(len(s) + 16)
			}
			b.WriteString(s[done:i])
			b.WriteString(out)
			done = i + len(cluster)
		}
		i += len(cluster)
	}
	if done == 0 {
		return s
	}
	b.WriteString(s[done:])
	return b.String()
}

const zwj = "\u200d"

// foldCluster returns what to write for the cluster s laid out width
// columns wide, and whether that differs from s.
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

// foldLoose returns what to write for s, a cluster of no width (marks,
// joiners, selectors) that follows an escape sequence, and whether that
// differs from s. Bubble Tea adds it to the cell drawn before: with
// wcwidth its joiners and selectors go, as they would from that cell's
// cluster; otherwise a joiner ending it goes, as it joins nothing.
func foldLoose(s string, wcwidth bool) (string, bool) {
	var t string
	if wcwidth {
		t = strings.Map(func(r rune) rune {
			if isJoinerOrSelector(r) {
				return -1
			}
			return r
		}, s)
	} else {
		t = strings.TrimRight(s, zwj)
	}
	return t, len(t) != len(s)
}

// isJoinerOrSelector reports whether r is a zero width joiner or selects a
// presentation of the character before it (text or emoji, a glyph variant):
// terminals without grapheme clustering disagree on what they do with them.
func isJoinerOrSelector(r rune) bool {
	return r == 0x200d || (r >= 0xfe00 && r <= 0xfe0f) || (r >= 0xe0100 && r <= 0xe01ef)
}
