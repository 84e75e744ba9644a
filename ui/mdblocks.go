package ui

import (
	"strconv"
	"strings"
	"sync"

	"charm.land/glamour/v2/ansi"
	"charm.land/lipgloss/v2"
	xansi "github.com/charmbracelet/x/ansi"
	"github.com/yuin/goldmark"
	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Blocks that keep their shape when wrapped. glamour wraps a list item's
// text back to the list's left edge, a quote's text through its bar and an
// indented code block at its spaces; grove lays these blocks out itself:
//   - a list item's lines hang under its text, whatever the marker's width
//     ("•", "10.", "[ ]"), nested lists under their parent item's text, an
//     item's further paragraph after a blank line;
//   - every line of a block quote keeps its bar, nested quotes both bars;
//   - an indented code block's long lines are cut at the width, spaces kept;
//     fenced code inside an item or a quote is drawn as grove's code blocks
//     are, cut at the width that is left.
// Everything else (paragraphs, headings, tables, rules, HTML) is drawn by
// glamour at the width that is left, CJK punctuation kept with the
// character before it.

// shapedBlocks reports whether text may hold a list, a quote or indented
// code: only then is it parsed here. A cheap look at line starts.
func shapedBlocks(text string) bool {
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimLeft(line, " ")
		if len(line)-len(t) >= 4 && t != "" {
			return true
		}
		if t == "" {
			continue
		}
		switch t[0] {
		case '>':
			return true
		case '-', '*', '+':
			if len(t) == 1 || t[1] == ' ' {
				return true
			}
		case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			i := strings.IndexFunc(t, func(r rune) bool { return r < '0' || r > '9' })
			if i > 0 && i < len(t) && (t[i] == '.' || t[i] == ')') && (i+1 == len(t) || t[i+1] == ' ') {
				return true
			}
		}
	}
	return false
}

// mdParser parses the block structure; glamour parses the blocks again for
// their inline content. Made on first use: building it at package
// initialisation would cost every command, --version included.
var mdParser = sync.OnceValue(func() parser.Parser {
	return goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser()
})

// shaped renders text block by block: the top-level lists, quotes and
// indented code by grove, the runs of other blocks between them by glamour
// in one piece each. Every piece glamour draws gets the message's link
// reference definitions, so "[text][ref]" resolves wherever it is.
func (m *markdown) shaped(src string, width int) []string {
	b := []byte(src)
	pc := parser.NewContext()
	doc := mdParser().Parse(text.NewReader(b), parser.WithContext(pc))
	m.refs = refDefinitions(pc)
	defer func() { m.refs = "" }()
	var out []string
	runStart := 0 // where the run of glamour's blocks begins in src
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if !shapedKind(c) {
			continue
		}
		start, ok := blockStart(c, b)
		if !ok {
			continue
		}
		stop := len(b)
		for next := c.NextSibling(); next != nil; next = next.NextSibling() {
			if at, ok := blockStart(next, b); ok {
				stop = max(at, start)
				break
			}
		}
		if run := src[runStart:start]; strings.TrimSpace(run) != "" {
			out = appendBlock(out, keepPunct(m.glamourLines(run, width), width))
		}
		out = appendBlock(out, m.block(c, b, width))
		runStart = stop
	}
	if run := src[runStart:]; strings.TrimSpace(run) != "" {
		out = appendBlock(out, keepPunct(m.glamourLines(run, width), width))
	}
	return out
}

// refDefinitions writes the link reference definitions a parse found as
// markdown, to be added to each piece of the message glamour draws.
func refDefinitions(pc parser.Context) string {
	refs := pc.References()
	if len(refs) == 0 {
		return ""
	}
	var b strings.Builder
	for _, r := range refs {
		b.WriteString("\n\n[")
		b.Write(r.Label())
		b.WriteString("]: <")
		b.Write(r.Destination())
		b.WriteString(">")
		if t := r.Title(); len(t) > 0 {
			b.WriteString(" (")
			b.WriteString(strings.NewReplacer("(", "\\(", ")", "\\)").Replace(string(t)))
			b.WriteString(")")
		}
	}
	return b.String()
}

func shapedKind(n gast.Node) bool {
	switch n.Kind() {
	case gast.KindList, gast.KindBlockquote, gast.KindCodeBlock:
		return true
	}
	return false
}

// blockStart is where the line a top-level block starts on begins in src:
// from the block's position, or, for a block the parser gave none, from
// the first of its lines.
func blockStart(n gast.Node, src []byte) (int, bool) {
	at := n.Pos()
	if at < 0 {
		at = len(src)
		_ = gast.Walk(n, func(c gast.Node, entering bool) (gast.WalkStatus, error) {
			if entering && c.Type() == gast.TypeBlock && c.Lines().Len() > 0 {
				at = min(at, c.Lines().At(0).Start)
			}
			return gast.WalkContinue, nil
		})
		if at == len(src) {
			return 0, false
		}
	}
	at = min(at, len(src))
	for at > 0 && src[at-1] != '\n' {
		at--
	}
	return at, true
}

// span is the source a block inside a container covers: from the start of
// the line of its first segment to the end of the line of its last.
func span(n gast.Node, src []byte) (start, stop int, ok bool) {
	start, stop = len(src), -1
	_ = gast.Walk(n, func(c gast.Node, entering bool) (gast.WalkStatus, error) {
		if !entering || c.Type() != gast.TypeBlock {
			return gast.WalkContinue, nil
		}
		lines := c.Lines()
		for i := 0; i < lines.Len(); i++ {
			seg := lines.At(i)
			start = min(start, seg.Start)
			stop = max(stop, seg.Stop)
		}
		return gast.WalkContinue, nil
	})
	if stop < 0 {
		return 0, 0, false
	}
	for start > 0 && src[start-1] != '\n' {
		start--
	}
	for stop < len(src) && (stop == 0 || src[stop-1] != '\n') {
		stop++
	}
	return start, stop, true
}

// blocks renders the children of a container (a list item, a quote) one
// after the other, a blank line between them, but for a list, a quote or
// fenced code right under the line of a tight list item's text, as it is
// written.
func (m *markdown) blocks(parent gast.Node, src []byte, width int) []string {
	var out []string
	for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
		ls := m.block(c, src, width)
		if len(ls) == 0 {
			continue
		}
		if len(out) > 0 && !underItemText(c) {
			out = append(out, "")
		}
		out = append(out, ls...)
	}
	return out
}

// underItemText reports whether c is a list, a quote or fenced code that
// follows a tight list item's text without a blank line.
func underItemText(c gast.Node) bool {
	prev := c.PreviousSibling()
	if prev == nil || prev.Kind() != gast.KindTextBlock || c.HasBlankPreviousLines() {
		return false
	}
	switch c.Kind() {
	case gast.KindList, gast.KindBlockquote, gast.KindFencedCodeBlock:
		return true
	}
	return false
}

// block renders one block of a container at width.
func (m *markdown) block(n gast.Node, src []byte, width int) []string {
	switch n := n.(type) {
	case *gast.List:
		return m.list(n, src, width)
	case *gast.Blockquote:
		return m.quote(n, src, width)
	case *gast.CodeBlock:
		return m.indentedCode(string(n.Lines().Value(src)), width)
	case *gast.FencedCodeBlock:
		return m.code.codeLines(string(n.Language(src)), string(n.Lines().Value(src)), width)
	case *gast.Heading:
		return keepPunct(m.glamourLines(strings.Repeat("#", n.Level)+" "+string(n.Lines().Value(src)), width), width)
	case *gast.ThematicBreak:
		return m.glamourLines("---", width)
	}
	if n.Lines().Len() > 0 {
		return keepPunct(m.glamourLines(string(n.Lines().Value(src)), width), width)
	}
	if t, ok := n.(*extast.Table); ok {
		return m.glamourLines(tableSource(t, src), width)
	}
	// Another block without lines of its own: its source, unindented.
	start, stop, ok := span(n, src)
	if !ok {
		return nil
	}
	return m.glamourLines(dedent(string(src[start:stop])), width)
}

// tableSource writes a table inside a list item or a quote as markdown of
// its own, from its cells: its source lines carry the bars and the
// indentation of the blocks around it.
func tableSource(t *extast.Table, src []byte) string {
	var b strings.Builder
	for r := t.FirstChild(); r != nil; r = r.NextSibling() {
		b.WriteByte('|')
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			b.WriteByte(' ')
			b.Write(c.Lines().Value(src))
			b.WriteString(" |")
		}
		b.WriteByte('\n')
		if r.Kind() != extast.KindTableHeader {
			continue
		}
		b.WriteByte('|')
		for _, a := range t.Alignments {
			switch a {
			case extast.AlignLeft:
				b.WriteString(":--|")
			case extast.AlignRight:
				b.WriteString("--:|")
			case extast.AlignCenter:
				b.WriteString(":-:|")
			default:
				b.WriteString("---|")
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// list lays out a list: each item's blocks at the width its marker leaves,
// its first line after the marker, the others under its text.
func (m *markdown) list(l *gast.List, src []byte, width int) []string {
	md := m.theme.Markdown
	var out []string
	n := l.Start
	for item := l.FirstChild(); item != nil; item = item.NextSibling() {
		marker, style := md.Item.BlockPrefix, md.Item
		if l.IsOrdered() {
			marker, style = strconv.Itoa(n)+md.Enumeration.BlockPrefix, md.Enumeration
			n++
		}
		if box, ok := taskBox(item); ok {
			marker, style = md.Task.Unticked, md.Task.StylePrimitive
			if box.IsChecked {
				marker = md.Task.Ticked
			}
			skipBox(item.FirstChild(), src)
		}
		if marker == "" {
			marker = "• "
		}
		mw := xansi.StringWidth(marker)
		content := m.blocks(item, src, max(width-mw, 4))
		if len(content) == 0 {
			content = []string{""}
		}
		pad := strings.Repeat(" ", mw)
		for i, line := range content {
			switch {
			case i == 0:
				out = append(out, primitive(style).Render(marker)+line)
			case line == "":
				out = append(out, "")
			default:
				out = append(out, pad+line)
			}
		}
	}
	return out
}

// taskBox is the check box a task list item starts with.
func taskBox(item gast.Node) (*extast.TaskCheckBox, bool) {
	first := item.FirstChild()
	if first == nil {
		return nil, false
	}
	box, ok := first.FirstChild().(*extast.TaskCheckBox)
	return box, ok
}

// skipBox moves the start of a task item's text past its "[ ] ", which
// the item's marker stands for.
func skipBox(first gast.Node, src []byte) {
	lines := first.Lines()
	if lines.Len() == 0 {
		return
	}
	seg := lines.At(0)
	if i := strings.IndexByte(string(src[seg.Start:seg.Stop]), ']'); i >= 0 {
		start := seg.Start + i + 1
		for start < seg.Stop && src[start] == ' ' {
			start++
		}
		lines.Set(0, seg.WithStart(start))
	}
}

// quote lays out a block quote: its blocks at the width its bar leaves,
// the bar on every line (alone on blank ones).
func (m *markdown) quote(q *gast.Blockquote, src []byte, width int) []string {
	st := m.theme.Markdown.BlockQuote
	token := "│ "
	if st.IndentToken != nil {
		token = *st.IndentToken
	}
	bar := primitive(st.StylePrimitive).Render(token)
	blank := primitive(st.StylePrimitive).Render(strings.TrimRight(token, " "))
	content := m.blocks(q, src, max(width-xansi.StringWidth(token), 4))
	out := make([]string, len(content))
	for i, line := range content {
		if strings.TrimSpace(xansi.Strip(line)) == "" {
			out[i] = blank
		} else {
			out[i] = bar + line
		}
	}
	return out
}

// indentedCode draws an indented code block in the theme's code colour,
// after the code block's margin, each line cut at the width with its
// spaces kept (never wrapped at them).
func (m *markdown) indentedCode(code string, width int) []string {
	st := m.theme.Markdown.CodeBlock
	margin := 2
	if st.Margin != nil {
		margin = int(*st.Margin)
	}
	inner := max(width-margin, 4)
	pad := strings.Repeat(" ", margin)
	style := primitive(st.StylePrimitive)
	var out []string
	for line := range strings.SplitSeq(strings.TrimRight(code, "\n"), "\n") {
		for _, part := range strings.Split(xansi.Hardwrap(line, inner, true), "\n") {
			out = append(out, pad+style.Render(part))
		}
	}
	return out
}

// primitive is the lipgloss style of a glamour style primitive's colour
// and weight.
func primitive(p ansi.StylePrimitive) lipgloss.Style {
	s := lipgloss.NewStyle()
	if p.Color != nil {
		s = s.Foreground(lipgloss.Color(*p.Color))
	}
	if p.BackgroundColor != nil {
		s = s.Background(lipgloss.Color(*p.BackgroundColor))
	}
	if p.Bold != nil {
		s = s.Bold(*p.Bold)
	}
	if p.Italic != nil {
		s = s.Italic(*p.Italic)
	}
	return s
}

// dedent removes the indentation all non-blank lines of s share.
func dedent(s string) string {
	lines := strings.Split(s, "\n")
	common := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if n := leadingSpaces(l); common < 0 || n < common {
			common = n
		}
	}
	if common <= 0 {
		return s
	}
	for i, l := range lines {
		if len(l) >= common {
			lines[i] = l[common:]
		}
	}
	return strings.Join(lines, "\n")
}
