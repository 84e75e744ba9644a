package ui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/clipperhouse/uax29/v2/graphemes"
)

// Line breaking of CJK text (kinsoku): a line never starts with closing
// punctuation ("，" "。" "、" "）" "」"…) nor ends with an opening bracket
// ("（" "「"…). Wrapping breaks CJK text between any two characters, so a
// comma can land alone at the start of a line; keepPunct then carries the
// character before it down with it.

const (
	noLineStart = "、。，．：；？！）］｝〕〉》」』】〙〗〟’”｠・ー々〜‥…ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
	noLineEnd   = "（［｛〔〈《「『【〘〖〝‘“｟"
)

// keepPunct fixes the line starts and ends of wrapped lines (styled or not)
// of at most width cells: where a line would start with closing
// punctuation or the previous one end with an opening bracket, the last
// character of the previous line moves down, and what then passes the
// width moves on to the next line (or a new one, indented alike).
// Lines without such punctuation are returned as they are, unallocated.
func keepPunct(lines []string, width int) []string {
	if width < 4 || len(lines) < 2 {
		return lines
	}
	copied := false
	for i := 1; i < len(lines); i++ {
		if !mayNeedKinsoku(lines[i-1]) && !mayNeedKinsoku(lines[i]) {
			continue
		}
		// Each move takes one character off the previous line, which keeps
		// at least one: the loop ends.
		for breaksKinsoku(lines[i-1], lines[i]) {
			prev, moved, ok := cutLast(lines[i-1])
			if !ok {
				break
			}
			if !copied {
				lines, copied = append([]string(nil), lines...), true
			}
			lines[i-1] = prev
			lines[i] = insertAfterIndent(lines[i], moved)
		}
		if copied && ansi.StringWidth(lines[i]) > width {
			keep := ansi.Truncate(lines[i], width, "")
			over := cutLeft(lines[i], ansi.StringWidth(keep))
			lines[i] = keep
			if i+1 < len(lines) && strings.TrimSpace(ansi.Strip(lines[i+1])) != "" {
				lines[i+1] = insertAfterIndent(lines[i+1], over)
			} else {
				indent := strings.Repeat(" ", leadingSpaces(ansi.Strip(keep)))
				lines = append(lines[:i+1], append([]string{indent + over}, lines[i+1:]...)...)
			}
		}
	}
	return lines
}

// mayNeedKinsoku is a cheap test: every character of the two sets is
// encoded in three bytes starting with 0xE2, 0xE3 or 0xEF.
func mayNeedKinsoku(s string) bool {
	for i := 0; i < len(s); i++ {
		if b := s[i]; b == 0xE2 || b == 0xE3 || b == 0xEF {
			return true
		}
	}
	return false
}

// breaksKinsoku reports whether the break between prev and next, ending in
// a wide character, puts closing punctuation at a line's start or an
// opening bracket at its end.
func breaksKinsoku(prev, next string) bool {
	p := strings.TrimRight(ansi.Strip(prev), " ")
	n := strings.TrimLeft(ansi.Strip(next), " ")
	if p == "" || n == "" {
		return false
	}
	// Only between wide characters: in other text a line may start with
	// "…" or "”" because a space was there.
	last := lastGrapheme(p)
	if ansi.StringWidth(last) < 2 {
		return false
	}
	return strings.Contains(noLineStart, firstGrapheme(n)) || strings.Contains(noLineEnd, last)
}

// cutLast splits the last character (with its styles) off a line, when the
// line keeps another one that is not a space and the character is not one.
func cutLast(line string) (rest, last string, ok bool) {
	plain := ansi.Strip(line)
	if strings.TrimRight(plain, " ") != plain {
		return line, "", false // ends with a space: a break already
	}
	g := lastGrapheme(plain)
	body := strings.TrimSpace(strings.TrimSuffix(plain, g))
	if g == "" || body == "" {
		return line, "", false
	}
	w := ansi.StringWidth(line)
	cw := ansi.StringWidth(g)
	return ansi.Truncate(line, w-cw, ""), cutLeft(line, w-cw), true
}

// insertAfterIndent puts s after the leading spaces of line.
func insertAfterIndent(line, s string) string {
	n := leadingSpaces(ansi.Strip(line))
	if n == 0 {
		return s + line
	}
	return ansi.Truncate(line, n, "") + s + cutLeft(line, n)
}

// cutLeft is line without its first n cells, its styles kept. ansi's
// TruncateLeft keeps every escape sequence of the part it cuts; of those,
// only the ones after the last reset still apply. Keeping them all made
// each move along a paragraph copy the styles of all the text before it,
// so a long CJK paragraph's lines grew without bound.
func cutLeft(line string, n int) string {
	s := ansi.TruncateLeft(line, n, "")
	lead, i := 0, 0
	for strings.HasPrefix(s[i:], "\x1b[") {
		j := i + 2
		for j < len(s) && (s[j] < 0x40 || s[j] > 0x7e) {
			j++
		}
		if j == len(s) {
			break
		}
		if seq := s[i : j+1]; seq == "\x1b[0m" || seq == "\x1b[m" {
			lead = j + 1
		}
		i = j + 1
	}
	return s[lead:]
}

func leadingSpaces(s string) int { return len(s) - len(strings.TrimLeft(s, " ")) }

func firstGrapheme(s string) string {
	g := graphemes.FromString(s)
	if g.Next() {
		return g.Value()
	}
	return ""
}

func lastGrapheme(s string) string {
	last := ""
	g := graphemes.FromString(s)
	for g.Next() {
		last = g.Value()
	}
	return last
}
