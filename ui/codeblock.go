package ui

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/startlog"
	"github.com/grovechat/grove/themes"
)

// segment is a piece of a message body: prose, or a fenced code block
// (closed or, while a reply streams, still open).
type segment struct {
	code   bool
	lang   string
	text   string
	closed bool
	// inItem marks fenced code indented under a list item's text: it is
	// part of the item, drawn with the list. raw is the segment's source,
	// fences included.
	inItem bool
	raw    string
}

// fenceOpen reports whether line opens a fence (``` or ~~~, at most three
// spaces of indentation) and returns the fence and the info string.
func fenceOpen(line string) (fence, info string, ok bool) {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 {
		return "", "", false
	}
	for _, ch := range []byte{'`', '~'} {
		n := 0
		for n < len(t) && t[n] == ch {
			n++
		}
		if n >= 3 {
			info = strings.TrimSpace(t[n:])
			if ch == '`' && strings.Contains(info, "`") {
				return "", "", false
			}
			return t[:n], info, true
		}
	}
	return "", "", false
}

// fenceCloses reports whether line closes a block opened by fence.
func fenceCloses(line, fence string) bool {
	t := strings.TrimLeft(line, " ")
	if len(line)-len(t) > 3 || !strings.HasPrefix(t, fence) {
		return false
	}
	return strings.Trim(t, fence[:1]+" \t") == ""
}

// splitFences cuts text into prose and fenced code blocks.
func splitFences(text string) []segment {
	var out []segment
	lines := strings.Split(text, "\n")
	var prose []string
	flush := func() {
		if len(prose) > 0 {
			t := strings.Join(prose, "\n")
			out = append(out, segment{text: t, raw: t})
			prose = nil
		}
	}
	var items itemColumn
	for i := 0; i < len(lines); i++ {
		fence, info, ok := fenceOpen(lines[i])
		if !ok {
			items.see(lines[i])
			prose = append(prose, lines[i])
			continue
		}
		flush()
		lang := info
		if f := strings.Fields(info); len(f) > 0 {
			lang = f[0]
		}
		open := i
		seg := segment{code: true, lang: lang, inItem: items.holds(lines[i])}
		var body []string
		for i++; i < len(lines); i++ {
			if fenceCloses(lines[i], fence) {
				seg.closed = true
				break
			}
			body = append(body, lines[i])
		}
		seg.text = strings.Join(body, "\n")
		seg.raw = strings.Join(lines[open:min(i+1, len(lines))], "\n")
		out = append(out, seg)
	}
	flush()
	return out
}

// itemColumn follows, line by line, the list item a fence may belong to:
// the column its text starts at, until a line after a blank one starts
// left of it.
type itemColumn struct {
	col   int // the open item's text column; 0 when none is open
	blank bool
}

func (c *itemColumn) see(line string) {
	t := strings.TrimLeft(line, " ")
	switch {
	case t == "":
		c.blank = true
		return
	case listItemStart(line):
		c.col = itemTextColumn(line)
	case c.blank && len(line)-len(t) < c.col:
		c.col = 0
	}
	c.blank = false
}

// holds reports whether a fence opening at line is inside the open item.
func (c *itemColumn) holds(line string) bool {
	ind := len(line) - len(strings.TrimLeft(line, " "))
	return c.col > 0 && ind >= c.col
}

// itemTextColumn is where a list item's text starts: after its
// indentation, marker and the spaces after it.
func itemTextColumn(line string) int {
	t := strings.TrimLeft(line, " ")
	n := len(line) - len(t)
	i := strings.IndexAny(t, " \t")
	if i < 0 {
		return n + len(t) + 1
	}
	rest := strings.TrimLeft(t[i:], " ")
	if rest == "" || len(t[i:])-len(rest) > 4 {
		return n + i + 1
	}
	return n + len(t) - len(rest)
}

// withItemCode joins fenced code inside list items back into the prose
// around it, which draws it with its item.
func withItemCode(segs []segment) []segment {
	var out []segment
	for _, seg := range segs {
		if seg.code && !seg.inItem {
			out = append(out, seg)
			continue
		}
		if n := len(out); n > 0 && !out[n-1].code {
			out[n-1].text += "\n" + seg.raw
			out[n-1].raw = out[n-1].text
			continue
		}
		out = append(out, segment{text: seg.raw, raw: seg.raw})
	}
	return out
}

// expandTabs replaces tabs by spaces to the next multiple of four columns,
// so code keeps its shape in terminal cells.
func expandTabs(s string) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	col := 0
	for _, r := range s {
		switch r {
		case '\t':
			n := 4 - col%4
			b.WriteString(strings.Repeat(" ", n))
			col += n
		case '\n':
			b.WriteRune(r)
			col = 0
		default:
			b.WriteRune(r)
			col++
		}
	}
	return b.String()
}

// codeStyle is a theme's look for code blocks: token styles from its
// chroma style on that style's background.
type codeStyle struct {
	bg lipgloss.Style // the block's background (zero without colour)
	// on and off start and end text drawn with bg: a code line is laid out
	// by hand, not by lipgloss, 20,000 of them in a long block.
	on, off string
	label   lipgloss.Style
	framed  bool // no colours: a frame marks the block instead
	chroma  *chroma.Style
	tokens  map[chroma.TokenType]lipgloss.Style
	// lexers holds the lexer found for each fence's language: finding one
	// by a name chroma does not know matches every lexer's file patterns.
	lexers map[string]chroma.Lexer
	lexed  int // bytes of code handed to a lexer since start
}

// A block longer than this is drawn plain, on the code background:
// chroma's lexers run on the UI goroutine and cost about 0.2 ms a line
// (a 20,000-line block held the first frame for four seconds), and a
// block this long is read by scrolling, not by its colours.
const (
	maxHighlightBytes = 64 << 10
	maxHighlightLines = 2000
)

// tooLong reports whether code is beyond what is highlighted.
func tooLong(code string) bool {
	return len(code) > maxHighlightBytes || strings.Count(code, "\n") >= maxHighlightLines
}

func newCodeStyle(th themes.Theme) *codeStyle {
	cs := &codeStyle{tokens: map[chroma.TokenType]lipgloss.Style{}, lexers: map[string]chroma.Lexer{}}
	if th.Code == "" {
		cs.framed = true
		cs.label = th.Muted
		return cs
	}
	cs.chroma = styles.Get(th.Code)
	bg := cs.chroma.Get(chroma.Background)
	base := lipgloss.NewStyle()
	if bg.Background.IsSet() {
		base = base.Background(lipgloss.Color(bg.Background.String()))
	}
	if bg.Colour.IsSet() {
		base = base.Foreground(lipgloss.Color(bg.Colour.String()))
	}
	cs.bg = base
	r := base.Render(" ")
	i := strings.IndexByte(r, ' ')
	cs.on, cs.off = r[:i], r[i+1:]
	cs.label = th.Muted.Bold(true)
	return cs
}

// token returns the style of one token type (cached).
func (cs *codeStyle) token(tt chroma.TokenType) lipgloss.Style {
	if st, ok := cs.tokens[tt]; ok {
		return st
	}
	e := cs.chroma.Get(tt)
	st := cs.bg
	if e.Colour.IsSet() {
		st = st.Foreground(lipgloss.Color(e.Colour.String()))
	}
	if e.Bold == chroma.Yes {
		st = st.Bold(true)
	}
	if e.Italic == chroma.Yes {
		st = st.Italic(true)
	}
	cs.tokens[tt] = st
	return st
}

// codeLines draws a fenced block: a label line with the language, then the
// code on the theme's code background (or in a frame without colours),
// highlighted, tabs expanded, long lines wrapped (never cut).
func (cs *codeStyle) codeLines(lang, code string, width int) []string {
	code = expandTabs(strings.TrimRight(code, "\n"))
	inner := width - 2 // one column of padding each side
	if cs.framed {
		inner = width - 2 // "│ " on the left
	}
	if inner < 4 {
		inner = 4
	}
	label := lang
	if label == "" {
		label = "code"
	}
	var hl []string
	plain := cs.chroma == nil || tooLong(code)
	if plain {
		hl = strings.Split(code, "\n")
		if cs.chroma != nil {
			label += " · too long to highlight"
		}
	} else {
		hl = cs.highlight(lang, code)
	}
	out := make([]string, 0, len(hl)+2)
	if cs.framed {
		out = append(out, cs.label.Render("┌─ "+label))
	} else {
		out = append(out, cs.label.Render(label))
	}
	for _, l := range hl {
		for _, w := range strings.Split(ansi.Hardwrap(l, inner, true), "\n") {
			if cs.framed {
				out = append(out, cs.label.Render("│")+" "+w)
				continue
			}
			pad := max(inner-ansi.StringWidth(w), 0) + 1
			if plain {
				out = append(out, cs.on+" "+w+strings.Repeat(" ", pad)+cs.off)
			} else {
				out = append(out, cs.on+" "+cs.off+w+cs.on+strings.Repeat(" ", pad)+cs.off)
			}
		}
	}
	if cs.framed {
		out = append(out, cs.label.Render("└─"))
	}
	return out
}

// warmHighlighting loads chroma's list of lexers (the name and aliases of
// every embedded lexer, read once): run after the first full frame, so
// that the first code block of a conversation opened later does not pay
// for it — about 40% of laying out the last screen of a conversation with
// code the first time (perf, opening the 10,000-entry branch of
// BenchmarkOpenLongTUI).
func warmHighlighting() {
	lexers.Names(false)
	startlog.Once("lexers loaded")
}

// warmLexer loads and compiles the lexer of lang once (chroma keeps it), so
// that the first highlight of that language does not pay for it.
func warmLexer(lang string) {
	lx := lexers.Get(lang)
	if lx == nil {
		return
	}
	it, err := chroma.Coalesce(lx).Tokenise(nil, "x\n")
	if err != nil {
		return
	}
	for tok := it(); tok != chroma.EOF; tok = it() {
	}
}

// highlight returns code's lines with chroma colours on the background.
func (cs *codeStyle) highlight(lang, code string) []string {
	lx := cs.lexers[lang]
	if lx == nil {
		if lx = lexers.Get(lang); lx == nil {
			lx = lexers.Fallback
		}
		lx = chroma.Coalesce(lx)
		cs.lexers[lang] = lx
	}
	cs.lexed += len(code)
	it, err := lx.Tokenise(nil, code)
	if err != nil {
		return strings.Split(code, "\n")
	}
	var lines []string
	var b strings.Builder
	for tok := it(); tok != chroma.EOF; tok = it() {
		parts := strings.Split(tok.Value, "\n")
		st := cs.token(tok.Type)
		for i, p := range parts {
			if i > 0 {
				lines = append(lines, b.String())
				b.Reset()
			}
			if p != "" {
				b.WriteString(st.Render(p))
			}
		}
	}
	lines = append(lines, b.String())
	// Lexers end the text with a newline of their own.
	want := strings.Count(code, "\n") + 1
	for len(lines) > want && ansi.Strip(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// plainText wraps a person's own text keeping its shape: every line break,
// the indentation, tabs as spaces. Fenced blocks in it are drawn as code.
func (m *markdown) plainText(text string, width int, st lipgloss.Style) []string {
	var out []string
	for _, seg := range splitFences(strings.Trim(text, "\n")) {
		if seg.code {
			if len(out) > 0 {
				out = append(out, "")
			}
			out = append(out, m.code.codeLines(seg.lang, seg.text, width)...)
			continue
		}
		// Blank lines next to a code block: the block brings its own.
		text := strings.Trim(seg.text, "\n")
		if strings.TrimSpace(text) == "" {
			continue
		}
		if len(out) > 0 {
			out = append(out, "")
		}
		for _, run := range tableRuns(expandTabs(text)) {
			if run.table {
				// A table is drawn as one, as the code beside it is
				// highlighted; the rest keeps its shape.
				out = append(out, m.proseAndTables(strings.TrimRight(run.text, "\n"), width)...)
				continue
			}
			for _, l := range strings.Split(strings.TrimSuffix(run.text, "\n"), "\n") {
				if l == "" {
					out = append(out, "")
					continue
				}
				for _, w := range wrapLine(l, width) {
					out = append(out, st.Render(w))
				}
			}
		}
	}
	return out
}

// streamTail draws the not yet stable end of a streaming reply cheaply:
// prose as proseTail draws it (as the finished reply will), and fenced
// code (an open fence included) exactly as the finished reply will draw
// it, so nothing jumps when the reply completes.
func (m *markdown) streamTail(text string, width int) []string {
	segs := withItemCode(splitFences(text))
	var out []string
	for i, seg := range segs {
		if seg.code {
			if len(out) > 0 {
				out = append(out, "")
			}
			out = append(out, m.code.codeLines(seg.lang, seg.text, width)...)
			continue
		}
		if strings.TrimSpace(seg.text) == "" {
			continue
		}
		if len(out) > 0 {
			out = append(out, "")
		}
		last := i == len(segs)-1
		out = append(out, m.proseTail(strings.Trim(seg.text, "\n"), width, last, last && !strings.HasSuffix(seg.text, "\n"))...)
	}
	return out
}
