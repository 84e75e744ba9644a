package cmd

import (
	"io"
	"strings"
	"unicode"

	"github.com/grovechat/grove/internal/clip"

	"github.com/charmbracelet/x/ansi"
)

// cell makes text safe for one cell of a terminal table: valid UTF-8,
// control characters (tabs, newlines, escapes) shown as spaces, at most
// max columns wide (cut with "…"); max 0 means no limit.
func cell(s string, max int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s)
	if max > 0 {
		s = clip.Width(s, max)
	}
	return s
}

// writeTable prints rows as columns two spaces apart, padded by the width
// the cells take on a terminal (wide characters count twice), so columns
// stay aligned whatever the cells contain. Cells must come from cell.
func writeTable(w io.Writer, rows [][]string) error {
	var widths []int
	cw := make([][]int, len(rows))
	size := 0
	for j, r := range rows {
		cw[j] = make([]int, len(r))
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			cw[j][i] = cellWidth(c)
			widths[i] = max(widths[i], cw[j][i])
			size += len(c)
		}
	}
	var b strings.Builder
	b.Grow(size + len(rows)*(2*len(widths)+1))
	for j, r := range rows {
		for i, c := range r {
			b.WriteString(c)
			if i < len(r)-1 {
				for range widths[i] - cw[j][i] + 2 {
					b.WriteByte(' ')
				}
			}
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cellWidth is the terminal width of a cell: its length when it is
// printable ASCII (ids, dates, counts, most titles), else what the
// terminal's grapheme rules give.
func cellWidth(s string) int {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e {
			return ansi.StringWidth(s)
		}
	}
	return len(s)
}
