package ui

import (
	"strings"

	"charm.land/glamour/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/themes"
)

// markdown renders message bodies. It keeps one glamour renderer per width
// for the current theme (building one costs far more than using it) and
// counts renders so tests can prove finished messages are not re-rendered.
type markdown struct {
	theme     themes.Theme
	renderers map[int]*glamour.TermRenderer
	renders   int // glamour renders since start
	code      *codeStyle
	// refs are the link reference definitions of the message shaped is
	// laying out, added to each piece of it glamour draws.
	refs string
	ink  tailInk // the streaming tail's styles and buffers
	// tableCache is the last table the streaming tail drew: its complete
	// rows, the width and their lines.
	tableCache struct {
		src   string
		width int
		out   []string
	}
}

func newMarkdown(th themes.Theme) *markdown {
	return &markdown{theme: th, renderers: map[int]*glamour.TermRenderer{}, code: newCodeStyle(th)}
}

func (m *markdown) setTheme(th themes.Theme) {
	m.theme = th
	m.renderers = map[int]*glamour.TermRenderer{}
	m.code = newCodeStyle(th)
	m.ink = tailInk{}
	m.tableCache.src = ""
}

// readingWidth is the widest prose is wrapped at. On a wide terminal a
// paragraph across 250 columns is hard to read: the eye loses its line on
// the way back to the start of the next one. Code blocks, and tables too
// wide for it, are not read that way and use the whole width.
const readingWidth = 100

// proseWidth is the width prose wraps at on a timeline width wide.
func proseWidth(width int) int {
	return min(width, readingWidth)
}

// render returns text as styled lines fitting width. Fenced code blocks are
// drawn by codeLines (highlighted, on the theme's code background, with a
// language label), the prose between them by glamour at the reading width
// (a table wider than that at the whole width); an unclosed fence (a reply
// still streaming) is drawn as code too.
func (m *markdown) render(text string, width int) []string {
	if width < 10 {
		width = 10
	}
	if strings.TrimSpace(text) == "" {
		return nil
	}
	segs := withItemCode(splitFences(text))
	if len(segs) == 1 && !segs[0].code {
		return m.proseAndTables(text, width)
	}
	var out []string
	for _, seg := range segs {
		var ls []string
		if seg.code {
			ls = m.code.codeLines(seg.lang, seg.text, width)
		} else {
			ls = m.proseAndTables(seg.text, width)
		}
		out = appendBlock(out, ls)
	}
	return out
}

// appendBlock appends a block's lines to out, a blank line between blocks.
func appendBlock(out, ls []string) []string {
	if len(ls) == 0 {
		return out
	}
	if len(out) > 0 {
		out = append(out, "")
	}
	return append(out, ls...)
}

// proseAndTables renders markdown without fenced code at the reading
// width, but for a table too wide for it, which takes the whole width.
func (m *markdown) proseAndTables(text string, width int) []string {
	pw := proseWidth(width)
	if pw == width {
		return m.prose(text, width)
	}
	var out []string
	for _, run := range tableRuns(text) {
		ls := m.prose(run.text, pw)
		if run.table && len(ls) > tableRows(run.text) {
			// A cell wrapped at the reading width: the table takes the
			// width it needs (glamour spreads a table over its width, so
			// a small one stays at the reading width).
			ls = m.prose(run.text, width)
		}
		out = appendBlock(out, ls)
	}
	return out
}

// tableRows is the number of lines a table's source draws as when no cell
// wraps: a line a row, the delimiter row drawn as the rule under the
// header.
func tableRows(table string) int {
	n := 0
	for l := range strings.SplitSeq(table, "\n") {
		if strings.TrimSpace(l) != "" {
			n++
		}
	}
	return n
}

// textRun is a stretch of markdown source, a table or not.
type textRun struct {
	text  string
	table bool
}

// tableRuns cuts markdown into tables and the text between them. A table
// starts at an unindented line holding "|" followed by a delimiter row
// ("|---|:--:|") and ends at the first blank line. Indented tables (in a
// list item) stay in their text, so the list is not broken apart.
func tableRuns(text string) []textRun {
	lines := strings.SplitAfter(text, "\n")
	var runs []textRun
	start, i := 0, 0
	for i < len(lines) {
		l := strings.TrimRight(lines[i], "\r\n")
		if i+1 >= len(lines) || !strings.Contains(l, "|") || l[0] == ' ' || l[0] == '\t' ||
			!delimiterRow(strings.TrimRight(lines[i+1], "\r\n")) {
			i++
			continue
		}
		end := i + 2
		for end < len(lines) && strings.TrimSpace(lines[end]) != "" {
			end++
		}
		if i > start {
			runs = append(runs, textRun{text: strings.Join(lines[start:i], "")})
		}
		runs = append(runs, textRun{text: strings.Join(lines[i:end], ""), table: true})
		start, i = end, end
	}
	if start < len(lines) {
		runs = append(runs, textRun{text: strings.Join(lines[start:], "")})
	}
	return runs
}

// delimiterRow reports whether l is a table's delimiter row: cells of
// dashes with optional alignment colons, between pipes (a row of dashes
// alone underlines a heading).
func delimiterRow(l string) bool {
	t := strings.Trim(strings.TrimSpace(l), "|")
	if t == "" || !strings.Contains(l, "|") || !strings.Contains(l, "-") {
		return false
	}
	for c := range strings.SplitSeq(t, "|") {
		c = strings.Trim(strings.TrimSpace(c), ":")
		if c == "" || strings.Trim(c, "-") != "" {
			return false
		}
	}
	return true
}

// prose renders markdown without fenced code. Tabs become spaces first, as
// in the streaming tail: glamour passes them through, and a terminal cell
// cannot hold one. Lists, block quotes and indented code are laid out by
// grove (mdblocks.go) so that they keep their shape when wrapped; the rest
// goes to glamour, and CJK punctuation stays with the character before it.
func (m *markdown) prose(text string, width int) []string {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	text = expandTabs(text)
	if shapedBlocks(text) {
		return m.shaped(text, width)
	}
	return keepPunct(m.glamourLines(text, width), width)
}

// glamourLines renders markdown through glamour at width, without the
// blank lines and trailing spaces around what it draws.
func (m *markdown) glamourLines(text string, width int) []string {
	if width < 4 {
		width = 4
	}
	r := m.renderers[width]
	if r == nil {
		var err error
		r, err = glamour.NewTermRenderer(glamour.WithStyles(m.theme.Markdown), glamour.WithWordWrap(width),
			// A link in a table cell stays in its cell, wrapped, rather than
			// as a footnote cut to the width ("https://example.com…").
			glamour.WithInlineTableLinks(true))
		if err != nil {
			return plainLines(text, width)
		}
		m.renderers[width] = r
	}
	m.renders++
	out, err := r.Render(text + m.refs)
	if err != nil {
		return plainLines(text, width)
	}
	lines := strings.Split(strings.Trim(out, "\n"), "\n")
	// Glamour pads lines to the wrap width with spaces; trailing blanks only
	// cost terminal cells.
	for i, l := range lines {
		lines[i] = trimRightSpace(l)
	}
	return trimBlankEdges(lines)
}

// plainLines wraps text without markdown: used for the streaming tail,
// where a full markdown render per frame would cost too much.
func plainLines(text string, width int) []string {
	if width < 1 {
		width = 1
	}
	var out []string
	for _, l := range strings.Split(expandTabs(text), "\n") {
		out = append(out, wrapLine(l, width)...)
	}
	return out
}

// wrapLine wraps one line of plain text at spaces (a word longer than the
// width is cut), keeping CJK punctuation with the character before it.
func wrapLine(l string, width int) []string {
	return keepPunct(strings.Split(ansi.Wrap(l, width, " "), "\n"), width)
}

// trimRightSpace drops the blank cells a line ends with, styled or not.
func trimRightSpace(s string) string {
	plain := ansi.Strip(s)
	t := strings.TrimRight(plain, " ")
	if t == plain {
		return s
	}
	if !strings.Contains(s, "\x1b[") {
		return t
	}
	cut := dropEmptyStyles(ansi.Truncate(s, ansi.StringWidth(t), ""))
	if !strings.HasSuffix(cut, "\x1b[m") && !strings.HasSuffix(cut, "\x1b[0m") {
		cut += "\x1b[m"
	}
	return cut
}

// dropEmptyStyles removes the styles that open and close around nothing at
// the end of s (what cutting off styled blanks leaves).
func dropEmptyStyles(s string) string {
	for {
		reset := ""
		switch {
		case strings.HasSuffix(s, "\x1b[m"):
			reset = "\x1b[m"
		case strings.HasSuffix(s, "\x1b[0m"):
			reset = "\x1b[0m"
		default:
			return s
		}
		body := s[:len(s)-len(reset)]
		i := strings.LastIndex(body, "\x1b[")
		if i < 0 || body[len(body)-1] != 'm' || strings.Trim(body[i+2:len(body)-1], "0123456789;:") != "" {
			return s // what ends s is not a style opened around nothing
		}
		if open := body[i:]; open == "\x1b[m" || open == "\x1b[0m" {
			return s
		}
		s = body[:i]
	}
}

func trimBlankEdges(lines []string) []string {
	for len(lines) > 0 && strings.TrimSpace(ansi.Strip(lines[0])) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && strings.TrimSpace(ansi.Strip(lines[len(lines)-1])) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// stableSplit returns the length of the prefix of a streaming text that can
// no longer change its rendering: everything up to the last blank line that
// is not inside a code fence nor inside a list. A blank line in a list is
// a cut only once the line after it has begun and neither continues an
// item (indented) nor starts another one: a list's items, and the
// paragraphs of one item, render as one block.
func stableSplit(text string) int {
	inFence, inList := false, false
	cut, pos := 0, 0
	after := -1 // the end of the blank lines before the current line, or -1
	for pos < len(text) {
		nl := strings.IndexByte(text[pos:], '\n')
		line := text[pos:]
		if nl >= 0 {
			line = text[pos : pos+nl]
		}
		blank := strings.TrimSpace(line) == ""
		if !inFence && !blank && after >= 0 {
			switch {
			case !inList:
				cut = after
			case nl < 0 && strings.IndexAny(line[:1], " \t-*+0123456789") >= 0:
				return cut // too little of the line to tell whether the list goes on
			case line[0] != ' ' && line[0] != '\t' && !listItemStart(line):
				cut = after
			}
		}
		if nl < 0 {
			break
		}
		next := pos + nl + 1
		switch {
		case strings.HasPrefix(strings.TrimSpace(line), "```"):
			inFence = !inFence
		case inFence:
		case blank:
			if pos > 0 {
				after = next
			}
			pos = next
			continue
		case listItemStart(line):
			inList = true
		case after >= 0 && line[0] != ' ' && line[0] != '\t':
			inList = false // a new block after the list
		}
		after = -1
		pos = next
	}
	return cut
}

// listItemStart reports whether line starts a list item: at most three
// spaces, then "-", "*" or "+", or a number of up to nine digits with "."
// or ")", then a space, a tab or the end of the line.
func listItemStart(line string) bool {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 || t == "" {
		return false
	}
	n := 0
	switch t[0] {
	case '-', '*', '+':
		n = 1
	default:
		for n < len(t) && n < 9 && t[n] >= '0' && t[n] <= '9' {
			n++
		}
		if n == 0 || n >= len(t) || (t[n] != '.' && t[n] != ')') {
			return false
		}
		n++
	}
	return n == len(t) || t[n] == ' ' || t[n] == '\t'
}
