package ui

import (
	"strconv"
	"strings"

	"charm.land/glamour/v2/ansi"
	xansi "github.com/charmbracelet/x/ansi"
)

// tailItem is a list item open in the streaming tail: where its marker
// and its text start in the source, and the column its lines hang at.
type tailItem struct {
	at, src, hang int
	ordered       bool
	num           int
}

// proseTail wraps the not yet stable prose of a streaming reply cheaply,
// like plainLines, except that list items are drawn as the finished reply
// draws them: the theme's marker ("•", "3.", "[ ]"), the item's lines
// joined and wrapped beside it, every further line hanging under its text,
// nested items under their parent's text, numbers counted on from the
// first. Markup inside the text stays as it was typed until the reply's
// paragraph is complete, as for any paragraph.
func (m *markdown) proseTail(text string, width int) []string {
	if !hasListItem(text) {
		return plainLines(text, width)
	}
	var (
		out   []string
		items []tailItem // open items, outermost first
		para  strings.Builder
		hang  int
		first string // what goes before the paragraph's first line
		blank bool   // a blank line came before this one
	)
	flush := func() {
		if para.Len() == 0 && first == "" {
			return
		}
		for i, l := range wrapLine(para.String(), max(width-hang, 1)) {
			if i == 0 {
				out = append(out, first+l)
			} else {
				out = append(out, strings.Repeat(" ", hang)+l)
			}
		}
		para.Reset()
		first = ""
	}
	for _, line := range strings.Split(expandTabs(text), "\n") {
		t := strings.TrimLeft(line, " ")
		ind := len(line) - len(t)
		switch {
		case t == "":
			flush()
			blank = true
			continue
		case listItemStart(line):
			flush()
			if len(items) == 0 && len(out) > 0 && strings.TrimSpace(out[len(out)-1]) != "" {
				out = append(out, "") // a list is set apart from the text before it
			}
			var prev *tailItem
			for len(items) > 0 && items[len(items)-1].src > ind {
				prev = &items[len(items)-1]
				items = items[:len(items)-1]
			}
			col := 0
			if len(items) > 0 {
				col = items[len(items)-1].hang
			}
			it, marker, body := m.tailMarker(t, ind)
			if it.ordered && prev != nil && prev.ordered && prev.at == ind {
				it.num = prev.num + 1
				marker = m.enumeration(it.num)
			}
			it.hang = col + xansi.StringWidth(marker)
			items = append(items, it)
			hang, first = it.hang, strings.Repeat(" ", col)+marker
			para.WriteString(body)
		case len(items) > 0 && (!blank || ind > 0):
			if blank {
				flush()
				out = append(out, "")
				for len(items) > 1 && items[len(items)-1].src > ind {
					items = items[:len(items)-1]
				}
				hang = items[len(items)-1].hang
				first = strings.Repeat(" ", hang)
			} else if para.Len() > 0 {
				para.WriteByte(' ') // a line break in a paragraph is a space
			}
			para.WriteString(t)
		default:
			flush()
			if len(items) > 0 {
				items = nil
				out = append(out, "")
			}
			out = append(out, wrapLine(line, width)...)
		}
		blank = false
	}
	flush()
	return out
}

// hasListItem reports whether a line of text starts a list item.
func hasListItem(text string) bool {
	for line := range strings.SplitSeq(text, "\n") {
		if listItemStart(line) {
			return true
		}
	}
	return false
}

// tailMarker reads the marker of a list item's line t (indented by ind in
// the source) and returns the item, the marker as the theme draws it and
// the item's text.
func (m *markdown) tailMarker(t string, ind int) (tailItem, string, string) {
	md := m.theme.Markdown
	it := tailItem{at: ind}
	n := strings.IndexAny(t, " \t")
	if n < 0 {
		n = len(t)
	}
	mark := t[:n]
	body := strings.TrimLeft(t[n:], " \t")
	it.src = ind + len(t) - len(body)
	if body == "" {
		it.src = ind + n + 1
	}
	marker := markerText("", md.Item)
	if c := mark[len(mark)-1]; c == '.' || c == ')' {
		it.ordered = true
		it.num, _ = strconv.Atoi(mark[:len(mark)-1])
		marker = m.enumeration(it.num)
	}
	if len(body) >= 3 && body[0] == '[' && body[2] == ']' && strings.ContainsRune(" xX", rune(body[1])) &&
		(len(body) == 3 || body[3] == ' ') {
		box := md.Task.Unticked
		if body[1] != ' ' {
			box = md.Task.Ticked
		}
		marker = markerText(box, md.Task.StylePrimitive)
		body = strings.TrimLeft(body[3:], " ")
	}
	return it, marker, body
}

// enumeration is an ordered item's marker as the theme draws it.
func (m *markdown) enumeration(n int) string {
	return markerText(strconv.Itoa(n), m.theme.Markdown.Enumeration)
}

// markerText is the text glamour draws for an element with this prefix and
// style and no text of its own.
func markerText(prefix string, st ansi.StylePrimitive) string {
	return prefix + st.BlockPrefix + st.Prefix + st.Suffix + st.BlockSuffix
}
