package ui

import (
	"strings"

	"charm.land/glamour/v2"
	"github.com/charmbracelet/x/ansi"

	"grove/themes"
)

// markdown renders message bodies. It keeps one glamour renderer per width
// for the current theme (building one costs far more than using it) and
// counts renders so tests can prove finished messages are not re-rendered.
type markdown struct {
	theme     themes.Theme
	renderers map[int]*glamour.TermRenderer
	renders   int // glamour renders since start
	code      *codeStyle
	ink       tailInk // the streaming tail's styles and buffers
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

// render returns text as styled lines fitting width. Fenced code blocks are
// drawn by codeLines (highlighted, on the theme's code background, with a
// language label), the prose between them by glamour; an unclosed fence (a
// reply still streaming) is drawn as code too.
func (m *markdown) render(text string, width int) []string {
	if width < 10 {
		width = 10
	}
	if strings.TrimSpace(text) == "" {
		return nil
	}
	segs := splitFences(text)
	if len(segs) == 1 && !segs[0].code {
		return m.prose(text, width)
	}
	var out []string
	for _, seg := range segs {
		var ls []string
		if seg.code {
			ls = m.code.codeLines(seg.lang, seg.text, width)
		} else {
			ls = m.prose(seg.text, width)
		}
		if len(ls) == 0 {
			continue
		}
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, ls...)
	}
	return out
}

// prose renders markdown without fenced code through glamour. Tabs become
// spaces first, as in the streaming tail: glamour passes them through, and
// a terminal cell cannot hold one.
func (m *markdown) prose(text string, width int) []string {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	text = expandTabs(text)
	r := m.renderers[width]
	if r == nil {
		var err error
		r, err = glamour.NewTermRenderer(glamour.WithStyles(m.theme.Markdown), glamour.WithWordWrap(width),
			// A link in a table cell stays in its cell, wrapped, rather than
			// as a footnote cut to the width ("https://example.com…").
			glamour.WithInlineTableLinks(true), glamour.WithLineBreaks(keepPunct))
		if err != nil {
			return plainLines(text, width)
		}
		m.renderers[width] = r
	}
	m.renders++
	out, err := r.Render(text)
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

func trimRightSpace(s string) string {
	// Only strip when the string ends in plain spaces or spaces followed by
	// a reset sequence; leave styled content intact.
	t := strings.TrimRight(s, " ")
	if strings.HasSuffix(t, "\x1b[0m") {
		u := strings.TrimRight(strings.TrimSuffix(t, "\x1b[0m"), " ")
		return u + "\x1b[0m"
	}
	return t
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
