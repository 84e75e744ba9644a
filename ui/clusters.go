package ui

import (
	"strings"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/clipperhouse/uax29/v2/graphemes"
)

// The message box edits what a person sees as one character, a grapheme
// cluster ("👨‍👩‍👧", "👍🏽", "e" with a combining accent), as one: the
// textarea steps code point by code point, so one Backspace would leave
// "👨‍👩‍" of a family, and a cursor between the code points of a cluster
// would be drawn inside it.

// update hands msg to the textarea. A key deleting, moving over or
// selecting one character is repeated once per code point of the cluster
// it acts on; after any other but typing the cursor is put back at the
// start of the cluster it landed in (up and down pick a column by width;
// typed text leaves the cursor after it).
func (in *inputBox) update(msg tea.Msg) tea.Cmd {
	times := 1
	k, ok := msg.(tea.KeyPressMsg)
	if ok {
		km := &in.ta.KeyMap
		deletes := !in.ta.HasSelection() // a selection goes as a whole
		switch {
		case key.Matches(k, km.CharacterBackward, km.SelectCharacterBackward),
			deletes && key.Matches(k, km.DeleteCharacterBackward):
			line, col := in.cursorLine()
			times = col - clusterStart(line, col-1)
		case key.Matches(k, km.CharacterForward, km.SelectCharacterForward),
			deletes && key.Matches(k, km.DeleteCharacterForward):
			line, col := in.cursorLine()
			times = clusterEnd(line, col) - col
		}
	}
	var cmds []tea.Cmd
	for range max(times, 1) {
		var cmd tea.Cmd
		in.ta, cmd = in.ta.Update(msg)
		cmds = append(cmds, cmd)
	}
	if ok && k.Text != "" {
		return tea.Batch(cmds...)
	}
	if line, col := in.cursorLine(); col > 0 {
		if start := clusterStart(line, col); start != col {
			in.ta.SetCursorColumn(start)
		}
	}
	return tea.Batch(cmds...)
}

// cursorLine returns the logical line the cursor is on and the cursor's
// column in it, in code points.
func (in *inputBox) cursorLine() (string, int) {
	v, row := in.ta.Value(), in.ta.Line()
	for ; row > 0; row-- {
		_, v, _ = strings.Cut(v, "\n")
	}
	line, _, _ := strings.Cut(v, "\n")
	return line, in.ta.Column()
}

// clusterStart returns where (in code points) the grapheme cluster holding
// the code point at col starts in line; col itself when col is outside the
// line.
func clusterStart(line string, col int) int {
	if col <= 0 || isASCII(line) {
		return col
	}
	at := 0
	for it := graphemes.FromString(line); it.Next(); {
		n := utf8.RuneCountInString(it.Value())
		if col < at+n {
			return at
		}
		at += n
	}
	return col
}

// clusterEnd returns where (in code points) the grapheme cluster holding
// the code point at col ends in line; col+1 when col is outside the line.
func clusterEnd(line string, col int) int {
	if col < 0 || isASCII(line) {
		return col + 1
	}
	at := 0
	for it := graphemes.FromString(line); it.Next(); {
		at += utf8.RuneCountInString(it.Value())
		if col < at {
			return at
		}
	}
	return col + 1
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// joinClusters moves the escape sequences that fall inside a grapheme
// cluster of the styled text s to after it, so that the cluster is drawn
// whole and measured as one. The textarea draws its cursor over the code
// point under it alone: on a family, "👨" in reverse video and the rest of
// the cluster after the style's reset, two clusters four columns wide
// where the line was laid out with one of two.
func joinClusters(s string) string {
	if isASCII(s) {
		return s
	}
	var out, held strings.Builder
	last := "" // the cluster written last, when escapes followed it
	var state byte
	for len(s) > 0 {
		seq, _, n, next := ansi.DecodeSequence(s, state, nil)
		state, s = next, s[n:]
		switch {
		case seq[0] == ansi.ESC || seq[0] < 0x20 || seq[0] == ansi.DEL:
			if seq == "\n" || seq == "\r" {
				out.WriteString(held.String())
				held.Reset()
				last = ""
				out.WriteString(seq)
			} else if last != "" {
				held.WriteString(seq)
			} else {
				out.WriteString(seq)
			}
			continue
		case held.Len() > 0:
			if joined := graphemes.FromString(last + seq).First(); len(joined) > len(last) {
				out.WriteString(seq[:len(joined)-len(last)])
				seq, last = seq[len(joined)-len(last):], joined
				if seq == "" {
					continue
				}
			}
			out.WriteString(held.String())
			held.Reset()
		}
		out.WriteString(seq)
		last = seq
	}
	out.WriteString(held.String())
	return out.String()
}
