package ui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// noticeTailSep parts a notice's text from a tail that gives way first
// when the line is narrow (what became of the message, after why it was
// not sent): the tail shows when the whole fits, else the text alone.
const noticeTailSep = "\x1f"

// withTail is text with tail, which a narrow line leaves out.
func withTail(text, tail string) string { return text + noticeTailSep + tail }

// plainNotice is a notice's text with its tail, as one line.
func plainNotice(s string) string { return strings.Replace(s, noticeTailSep, " ", 1) }

// fitNotice cuts a notice to w cells: its tail goes first, then the text
// is cut at a word.
func fitNotice(s string, w int) string {
	text, tail, ok := strings.Cut(s, noticeTailSep)
	if ok && ansi.StringWidth(text)+1+ansi.StringWidth(tail) <= w {
		return text + " " + tail
	}
	return fitWords(text, w)
}
