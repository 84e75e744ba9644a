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

// proseTail draws the not yet stable prose of a streaming reply cheaply,
// as the finished reply will draw it, so that nothing jumps or re-wraps
// when a block completes: list items with the theme's marker ("•", "3.",
// "[ ]"), their lines joined and wrapped beside it and hanging under its
// text, nested items under their parent's text, numbers counted on from
// the first; block quotes behind their bar; headings with their prefix;
// a paragraph's lines joined; code spans, emphasis, strikethrough and
// links drawn with their markers hidden. When open (the text is the
// growing end of the reply), markup not closed yet runs to the end of
// the text, so the text stays put when the closing marker arrives; a
// paragraph underlined ("=====", "---") becomes its heading; a table is
// drawn as finished up to its last complete row (lineOpen: the last line
// is still being written, and stays as typed).
// long because it is one state machine over the tail's lines: lists,
// quotes, headings and paragraphs end each other.
func (m *markdown) proseTail(text string, width int, open, lineOpen bool) []string {
	var (
		out   []string
		items []tailItem // open items, outermost first
		para  strings.Builder
		hang  int
		first string // what goes before the paragraph's first line
		blank bool   // a blank line came before this one
		quote int    // the depth of the block quote the paragraph is in
	)
	bar, barW := m.quoteBar()
	flush := func(last bool) {
		if para.Len() == 0 && strings.TrimSpace(first) == "" {
			return // nothing, or only the indentation of a line to come
		}
		m.ink.vis, m.ink.fl = m.ink.vis[:0], m.ink.fl[:0]
		m.inline(para.String(), 0, open && last)
		if quote > 0 {
			lead := strings.Repeat(bar, quote)
			out = m.inkLines(out, tailQuote, width-quote*barW, lead, lead)
		} else {
			out = m.inkLines(out, tailText, width-hang, paint(m.tailSGR(tailText, 0), first), strings.Repeat(" ", hang))
		}
		para.Reset()
		first = ""
	}
	gap := func() { // blocks are set apart by a blank line
		if len(out) > 0 && out[len(out)-1] != "" {
			out = append(out, "")
		}
	}
	endList := func() {
		if len(items) > 0 {
			flush(false)
			items, hang = nil, 0
			gap()
		}
	}
	lines := strings.Split(expandTabs(text), "\n")
	for li := 0; li < len(lines); li++ {
		line := lines[li]
		t := strings.TrimLeft(line, " ")
		ind := len(line) - len(t)
		t = strings.TrimRight(t, " ") // a paragraph's lines end at their text
		lvl := headingLevel(t)
		inItem := len(items) > 0 && ind >= items[len(items)-1].src
		switch {
		case t == "":
			flush(false)
			quote = 0
			blank = true
			continue
		case lvl > 0 && ind <= 3 && !inItem:
			endList()
			flush(false)
			quote = 0
			gap()
			m.heading(&out, lvl, t, width)
			gap()
		case len(items) == 0 && quote == 0 && t[0] == '|':
			flush(false)
			n := 1
			for li+n < len(lines) && strings.HasPrefix(strings.TrimLeft(lines[li+n], " "), "|") {
				n++
			}
			out = m.tableTail(out, lines[li:li+n], width, lineOpen && li+n == len(lines))
			li += n - 1
		case len(items) == 0 && quote == 0 && ind >= 4 && para.Len() == 0:
			flush(false) // an indented code line: as typed
			out = append(out, wrapLine(strings.TrimRight(line, " "), width)...)
		case len(items) == 0 && quote == 0 && para.Len() > 0 && ind <= 3 && setextLevel(t) > 0:
			body := para.String()
			para.Reset()
			first = ""
			m.headingText(&out, setextLevel(t), body, width)
			gap()
		case ind <= 3 && isRule(t) && !inItem:
			endList()
			flush(false)
			quote = 0
			gap()
			hr := m.theme.Markdown.HorizontalRule
			out = append(out, paint(m.tailSGR(tailText, 0), strings.Trim(hr.Format, "\n")), "")
		case ind <= 3 && t[0] == '>' && !inItem:
			endList()
			d, body := quoteDepth(t)
			switch {
			case body == "": // a quote's blank line ends its paragraph
				flush(false)
				quote = max(quote, d)
			case quote > 0 && para.Len() > 0 && d <= quote:
				para.WriteByte(' ')
				para.WriteString(body)
			default:
				flush(false)
				if quote > 0 {
					out = append(out, strings.TrimRight(strings.Repeat(bar, min(quote, d)), " "))
				} else {
					gap()
				}
				quote = d
				para.WriteString(body)
			}
		case quote > 0 && para.Len() > 0 && !blank && !listItemStart(line):
			para.WriteByte(' ') // a lazy line goes on with the quote's paragraph
			para.WriteString(t)
		case listItemStart(line):
			flush(false)
			if quote > 0 {
				quote = 0
				gap()
			}
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
		case inItem && fenceAt(t):
			flush(false)
			if blank {
				out = append(out, "")
			}
			li = m.itemFenceTail(&out, lines, li, ind, hang, width)
			first = strings.Repeat(" ", hang)
		case len(items) > 0 && (!blank || ind > 0):
			if blank {
				flush(false)
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
			endList()
			if quote > 0 || blank {
				flush(false)
				quote = 0
			}
			if para.Len() > 0 {
				para.WriteByte(' ')
			} else {
				gap()
			}
			para.WriteString(t)
		}
		blank = false
	}
	flush(true)
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1] // the gap after a heading, before nothing yet
	}
	return out
}

// heading draws a heading line t of level lvl as the theme does: its
// prefix and suffix around its text, wrapped at width.
func (m *markdown) heading(out *[]string, lvl int, t string, width int) {
	body := strings.TrimSpace(t[lvl:])
	if c := strings.TrimRight(body, "#"); c != body && (c == "" || c[len(c)-1] == ' ') {
		body = strings.TrimSpace(c) // closing hashes
	}
	m.headingText(out, lvl, body, width)
}

// headingText draws a heading of level lvl whose text is body.
func (m *markdown) headingText(out *[]string, lvl int, body string, width int) {
	md := m.theme.Markdown
	h := [...]ansi.StyleBlock{md.H1, md.H2, md.H3, md.H4, md.H5, md.H6}[lvl-1]
	pre, suf := orStr(h.Prefix, md.Heading.Prefix), orStr(h.Suffix, md.Heading.Suffix)
	ink := &m.ink
	ink.vis, ink.fl = ink.vis[:0], ink.fl[:0]
	ink.puts(pre, 0)
	m.inline(body, 0, false)
	ink.puts(suf, 0)
	*out = m.inkLines(*out, tailH1+lvl-1, width, "", "")
}

// setextLevel is the level of the heading a setext underline t ("===",
// "---") makes of the paragraph above it, or 0.
func setextLevel(t string) int {
	switch {
	case t == "" || strings.Trim(t, t[:1]) != "":
		return 0
	case t[0] == '=':
		return 1
	case t[0] == '-':
		return 2
	}
	return 0
}

// maxTailTableRows is the most rows of a streaming table drawn as a
// table: the table is rendered again as each row completes (about half a
// millisecond a row), and the rows after these stay as typed until the
// table ends.
const maxTailTableRows = 32

// tableTail draws the rows of a table in the streaming tail: once its
// header and delimiter rows are complete, the complete rows as the
// finished reply draws that table (rendered again only when a row
// completes, up to maxTailTableRows); the row being written (lineOpen),
// or rows that do not make a table yet, as typed.
func (m *markdown) tableTail(out []string, rows []string, width int, lineOpen bool) []string {
	done := len(rows)
	if lineOpen {
		done--
	}
	done = min(done, 2+maxTailTableRows)
	if done >= 2 && isDelimiterRow(rows[1]) && len(tableCells(rows[0])) == len(tableCells(rows[1])) {
		if len(out) > 0 && out[len(out)-1] != "" {
			out = append(out, "")
		}
		src := strings.Join(rows[:done], "\n")
		if tb := &m.tableCache; tb.src != src || tb.width != width {
			tb.src, tb.width, tb.out = src, width, m.prose(src, width)
		}
		out = append(out, m.tableCache.out...)
		rows = rows[done:]
	}
	for _, r := range rows {
		out = append(out, wrapLine(strings.TrimRight(r, " "), width)...)
	}
	return out
}

// tableCells cuts a table row into its cells ("|" escaped by "\\" does
// not cut).
func tableCells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(row, "|")
	if strings.HasSuffix(row, "|") && !strings.HasSuffix(row, "\\|") {
		row = row[:len(row)-1]
	}
	var cells []string
	from := 0
	for i := 0; i < len(row); i++ {
		switch row[i] {
		case '\\':
			i++
		case '|':
			cells = append(cells, row[from:i])
			from = i + 1
		}
	}
	return append(cells, row[from:])
}

// isDelimiterRow reports whether row is a table's delimiter row
// ("|---|:--:|").
func isDelimiterRow(row string) bool {
	for _, c := range tableCells(row) {
		c = strings.TrimSpace(c)
		c = strings.TrimPrefix(strings.TrimSuffix(c, ":"), ":")
		if c == "" || strings.Trim(c, "-") != "" {
			return false
		}
	}
	return true
}

// headingLevel is the level of an ATX heading line t ("## Title"), or 0.
func headingLevel(t string) int {
	n := runLen(t, 0, '#')
	if n == 0 || n > 6 || (n < len(t) && t[n] != ' ') {
		return 0
	}
	return n
}

// isRule reports whether t is a thematic break: three or more "-", "*"
// or "_" and nothing else but spaces.
func isRule(t string) bool {
	n := 0
	for i := 0; i < len(t); i++ {
		switch {
		case t[i] == t[0] && strings.IndexByte("-*_", t[0]) >= 0:
			n++
		case t[i] != ' ':
			return false
		}
	}
	return n >= 3
}

// quoteDepth reads the quote markers (">", "> >") before a quoted line t
// and returns their number and the text after them.
func quoteDepth(t string) (int, string) {
	d := 0
	for len(t) > 0 && t[0] == '>' {
		d++
		t = strings.TrimPrefix(t[1:], " ")
		t = strings.TrimLeft(t, " ")
	}
	return d, t
}

// quoteBar is the bar drawn before each line of a block quote, styled,
// and its width.
func (m *markdown) quoteBar() (string, int) {
	q := m.theme.Markdown.BlockQuote
	if q.Indent == nil || *q.Indent == 0 {
		return "", 0
	}
	tok := " "
	if q.IndentToken != nil {
		tok = *q.IndentToken
	}
	tok = strings.Repeat(tok, int(*q.Indent))
	return paint(m.tailSGR(tailQuote, 0), tok), xansi.StringWidth(tok)
}

// paint draws s with the escape sequence sgr ("" for none).
func paint(sgr, s string) string {
	if sgr == "" || s == "" {
		return s
	}
	return sgr + s + xansi.ResetStyle
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

// fenceAt reports whether a line's text (its indentation taken off) opens
// a fence.
func fenceAt(t string) bool {
	_, _, ok := fenceOpen(t)
	return ok
}

// itemFenceTail draws the fenced code opening at lines[li], indented ind
// under a list item's text hanging at hang, as the finished list draws it
// (its lines without the fence's indentation, cut at the width the item
// leaves); a fence still open runs to the end of the tail. It returns the
// index of the fence's last line.
func (m *markdown) itemFenceTail(out *[]string, lines []string, li, ind, hang, width int) int {
	fence, info, _ := fenceOpen(strings.TrimLeft(lines[li], " "))
	lang := info
	if f := strings.Fields(info); len(f) > 0 {
		lang = f[0]
	}
	var body []string
	end := len(lines) - 1
	for i := li + 1; i < len(lines); i++ {
		if fenceCloses(lines[i], fence) {
			end = i
			break
		}
		l := lines[i]
		cut := min(ind, len(l)-len(strings.TrimLeft(l, " ")))
		body = append(body, l[cut:])
	}
	pad := strings.Repeat(" ", hang)
	for _, l := range m.code.codeLines(lang, strings.Join(body, "\n"), max(width-hang, 4)) {
		*out = append(*out, pad+l)
	}
	return end
}
