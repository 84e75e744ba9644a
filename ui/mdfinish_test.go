package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/themes"
)

// TestStreamingFramesArePrefixesOfFinished streams replies with tables,
// setext headings and links of several words, word by word, and checks
// that every frame shows a beginning of what the finished reply shows:
// its rows are the finished reply's rows, the last one as far as it got.
// A table's complete rows are drawn as the finished table of those rows
// while the next one is written (that row alone stays as typed; a later
// row wider than those above widens its column, as lipgloss lays tables
// out from all their cells), and the whole table as the finished reply
// draws it once its last row is complete. An underlined paragraph
// is its heading from the underline on, and a link's words are link text
// from the first one, without "[" and before the destination closes it.
// Only the line being written above an underline is not its heading yet:
// nothing can tell until the underline comes.
func TestStreamingFramesArePrefixesOfFinished(t *testing.T) {
	replies := []struct {
		text string
		at   string // a frame ending here shows the finished row holding want
		want string
	}{
		{"Here is the comparison:\n\n| name | size | note |\n|------|-----:|:----:|\n| alpha | 10 | first row |\n| beta | 200 | second |\n| gamma | 3 | last |\n\nAfter the table, words.", "| gamma ", "beta"},
		{"Intro line\n| key | value |\n| --- | --- |\n| a | one two three |\n| b | four |", "| b ", "one two"},
		{"Main Title\n==========\nSome text under the title that runs on for a while.\n\nA Section\n---------\nMore text here.", "A Section\n---------\nMore ", "A Section"},
		{"Read [the long guide to streaming](https://example.com/guide) first, then [another link here](https://example.com/b) and the [short](https://example.com/c) one.", "[the long ", "Read the long"},
	}
	for _, theme := range []string{"dark", "mono"} {
		for _, width := range []int{30, 46, 72} {
			for _, r := range replies {
				final := layoutTheme(t, theme, r.text, width)
				seen := false
				streamedRows(t, theme, r.text, width, func(prefix string, rows []string) {
					if bareMarkers(prefix) || underlinedNext(r.text, prefix) {
						return
					}
					for len(rows) > 0 && (strings.HasPrefix(rows[len(rows)-1], "|") || rows[len(rows)-1] == "") {
						rows = rows[:len(rows)-1] // the table row being written, as typed
					}
					if strings.HasSuffix(prefix, r.at) {
						seen = true
						if !holds(rows, r.want) {
							t.Errorf("%s at %d columns, after %q: no row shows %q yet:\n%s", theme, width, prefix, r.want, strings.Join(rows, "\n"))
						}
					}
					want, exact := final, false
					if inTable(prefix) { // the rows complete so far, as finished
						want, exact = layoutTheme(t, theme, prefix[:strings.LastIndexByte(prefix, '\n')+1], width), true
					}
					for i, row := range rows {
						ok := i < len(want) && (row == want[i] || !exact && i == len(rows)-1 && strings.HasPrefix(want[i], row))
						if !ok || exact && len(rows) != len(want) {
							t.Fatalf("%s at %d columns, after %q, row %d:\nstreaming shows:\n%s\nthe finished reply shows:\n%s", theme, width, prefix, i, strings.Join(rows, "\n"), strings.Join(want, "\n"))
						}
					}
				})
				if !seen {
					t.Fatalf("no frame ended in %q", r.at)
				}
			}
		}
	}
}

// inTable reports whether text ends inside a table: its complete lines
// end in a header and a delimiter row, and maybe rows after them.
func inTable(text string) bool {
	lines := strings.Split(text[:strings.LastIndexByte(text, '\n')+1], "\n")
	n := 0
	for i := len(lines) - 2; i >= 0 && strings.HasPrefix(lines[i], "|"); i-- {
		n++
	}
	return n >= 2
}

// underlinedNext reports whether the line text so far ends in is followed
// in text by a setext underline: it will be a heading, and cannot look
// like one before its underline comes.
func underlinedNext(text, prefix string) bool {
	rest := text[len(prefix):]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		next := strings.TrimSpace(strings.SplitN(rest[i+1:], "\n", 2)[0])
		return next != "" && setextLevel(next) > 0
	}
	return false
}

// holds reports whether a row of rows contains s.
func holds(rows []string, s string) bool {
	for _, r := range rows {
		if strings.Contains(r, s) {
			return true
		}
	}
	return false
}

// TestStreamingTableWorkIsBounded streams a table of 300 rows, a row at a
// time: the table is rendered again as each of its first rows completes,
// at most maxTailTableRows times, not once a row (quadratic in the rows),
// and once more when it ends, with every row in the finished table.
func TestStreamingTableWorkIsBounded(t *testing.T) {
	th, _ := themes.Get("dark")
	md := newMarkdown(th)
	var s stream
	s.add("The runs:\n\n| run | result |\n|---|---|\n", "")
	for i := range 300 {
		s.add(fmt.Sprintf("| run %d | %d |\n", i, i*7), "")
		s.textLines(nil, md, renderKey{width: 80, theme: th.Name}, "")
	}
	if md.renders > maxTailTableRows+1 {
		t.Errorf("%d renders while 300 rows streamed; want at most %d", md.renders, maxTailTableRows+1)
	}
	s.add("\nDone.", "")
	var rows []string
	for _, r := range s.textLines(nil, md, renderKey{width: 80, theme: th.Name}, "") {
		rows = append(rows, ansi.Strip(r))
	}
	if !holds(rows, " run 299 ") || holds(rows, "| run") {
		t.Errorf("the finished table is not drawn whole:\n%s", strings.Join(rows, "\n"))
	}
}
