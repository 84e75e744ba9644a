package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

// Attached files as chips: above the message box, the files of the next
// message (numbered, name and size: /detach N takes one off); in the
// timeline, under a person's message, the files it carried (name, type
// and size).

// maxChipRows bounds the rows above the message box.
const maxChipRows = 2

// fileChipLines are the rows above the message box naming the files
// attached to the next message; none when there are none.
func (m *Model) fileChipLines(w int) []string {
	fs := m.files()
	if len(fs) == 0 {
		return nil
	}
	th := &m.c.theme
	chips := make([]string, len(fs))
	for i, f := range fs {
		chips[i] = chip(th, fmt.Sprint(i+1), f.Name, session.HumanBytes(f.Size), w-4)
	}
	return chipRows(th, th.Muted.Render("  ⊕ "), chips, w, maxChipRows)
}

// messageFileLines are the chips of the files a person's message carried.
func messageFileLines(th *themes.Theme, fs []session.Attachment, w int) []string {
	if len(fs) == 0 {
		return nil
	}
	chips := make([]string, len(fs))
	for i, f := range fs {
		chips[i] = chip(th, "", f.Name, f.MimeType+" · "+session.HumanBytes(f.Size), w)
	}
	return chipRows(th, "", chips, w, 0)
}

// fileLines are the chips of the files a person's message carried, then
// the previews of its images.
func (r renderer) fileLines(fs []session.Attachment, w int) []string {
	if len(fs) == 0 {
		return nil
	}
	return append(messageFileLines(&r.c.theme, fs, w), r.imageLines(fs)...)
}

// chip is one file: [n name · details], the name cut to fit w cells.
func chip(th *themes.Theme, n, name, details string, w int) string {
	lead := ""
	if n != "" {
		lead = th.Muted.Render(n) + " "
	}
	tail := " · " + details
	room := w - 2 - ansi.StringWidth(tail) - ansi.StringWidth(n) - min(len(n), 1)
	name = clip.Width(name, max(room, 4))
	return th.Muted.Render("[") + lead + th.Accent.Render(name) + th.Muted.Render(tail+"]")
}

// chipRows lays chips out in rows of w cells after lead (continued rows
// indented as far), at most limit rows (0: no limit), the last saying how
// many more there are.
func chipRows(th *themes.Theme, lead string, chips []string, w, limit int) []string {
	indent := strings.Repeat(" ", ansi.StringWidth(lead))
	var rows []string
	row := lead
	used := 0 // chips on the row
	for i, c := range chips {
		if used > 0 && ansi.StringWidth(row)+1+ansi.StringWidth(c) > w {
			if limit > 0 && len(rows) == limit-1 {
				more := th.Muted.Render(fmt.Sprintf(" +%d more", len(chips)-i))
				return append(rows, ansi.Truncate(row, max(w-ansi.StringWidth(more), 1), "…")+more)
			}
			rows = append(rows, row)
			row, used = indent, 0
		}
		if used > 0 {
			row += " "
		}
		row += c
		used++
	}
	return append(rows, row)
}
