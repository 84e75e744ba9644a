package ui

import (
	"net/url"
	"strings"

	"charm.land/glamour/v2/ansi"
	"charm.land/lipgloss/v2"
	xansi "github.com/charmbracelet/x/ansi"
)

// The inline markup a visible byte of the streaming tail is drawn with.
const (
	inStrong uint8 = 1 << iota
	inEmph
	inStrike
	inCode
	inLinkText
	inLink
	inFlags = 1 << iota
)

// The blocks whose text the streaming tail draws: a paragraph (in a list
// or not), a block quote's paragraph, headings of levels 1 to 6.
const (
	tailText = iota
	tailQuote
	tailH1
	tailContexts = tailH1 + 6
)

// tailInk holds what the streaming tail draws its text with: the escape
// sequence that starts each mix of block and inline markup, computed once
// per theme from the same styles the finished reply is drawn with, and the
// buffers one paragraph is laid out in.
type tailInk struct {
	sgr  [tailContexts][inFlags]string
	done [tailContexts][inFlags]bool
	vis  []byte  // the paragraph's text as drawn, markup removed
	fl   []uint8 // the inline markup of each byte of vis
}

// tailSGR returns the escape sequence that starts text of block ctx with
// inline markup fl ("" for no style).
func (m *markdown) tailSGR(ctx int, fl uint8) string {
	ink := &m.ink
	if ink.done[ctx][fl] {
		return ink.sgr[ctx][fl]
	}
	md := m.theme.Markdown
	var p ansi.StylePrimitive
	mergeStyle(&p, md.Document.StylePrimitive)
	switch {
	case ctx == tailQuote:
		mergeStyle(&p, md.BlockQuote.StylePrimitive)
	case ctx >= tailH1:
		mergeStyle(&p, md.Heading.StylePrimitive)
		mergeStyle(&p, [...]ansi.StyleBlock{md.H1, md.H2, md.H3, md.H4, md.H5, md.H6}[ctx-tailH1].StylePrimitive)
	}
	if ctx < tailH1 {
		mergeStyle(&p, md.Paragraph.StylePrimitive)
	}
	mergeStyle(&p, md.Text)
	switch {
	case fl&inCode != 0: // a code span keeps its own style inside emphasis
		mergeStyle(&p, md.Code.StylePrimitive)
	case fl&inLink != 0:
		mergeStyle(&p, md.Link)
	default:
		for _, e := range []struct {
			f  uint8
			st ansi.StylePrimitive
		}{{inStrong, md.Strong}, {inEmph, md.Emph}, {inStrike, md.Strikethrough}, {inLinkText, md.LinkText}} {
			if fl&e.f != 0 {
				mergeStyle(&p, e.st)
			}
		}
	}
	s := sgrOf(p)
	ink.sgr[ctx][fl], ink.done[ctx][fl] = s, true
	return s
}

// mergeStyle lays the drawing attributes of src over dst, as glamour
// cascades a style into the element inside it.
func mergeStyle(dst *ansi.StylePrimitive, src ansi.StylePrimitive) {
	for _, f := range []struct{ d, s **bool }{
		{&dst.Underline, &src.Underline}, {&dst.Bold, &src.Bold}, {&dst.Italic, &src.Italic},
		{&dst.CrossedOut, &src.CrossedOut}, {&dst.Inverse, &src.Inverse}, {&dst.Blink, &src.Blink},
	} {
		if *f.s != nil {
			*f.d = *f.s
		}
	}
	if src.Color != nil {
		dst.Color = src.Color
	}
	if src.BackgroundColor != nil {
		dst.BackgroundColor = src.BackgroundColor
	}
}

// sgrOf is the escape sequence glamour starts text of style p with.
func sgrOf(p ansi.StylePrimitive) string {
	var st xansi.Style
	on := func(b *bool) bool { return b != nil && *b }
	if p.Color != nil {
		st = st.ForegroundColor(lipgloss.Color(*p.Color))
	}
	if p.BackgroundColor != nil {
		st = st.BackgroundColor(lipgloss.Color(*p.BackgroundColor))
	}
	if on(p.Underline) {
		st = st.Underline(true)
	}
	if on(p.Bold) {
		st = st.Bold()
	}
	if on(p.Italic) {
		st = st.Italic(true)
	}
	if on(p.CrossedOut) {
		st = st.Strikethrough(true)
	}
	if on(p.Inverse) {
		st = st.Reverse(true)
	}
	if on(p.Blink) {
		st = st.Blink(true)
	}
	if len(st) == 0 {
		return ""
	}
	return st.String()
}

// delim is a run of emphasis markers ("*", "**", "_", "~~") in a
// paragraph: where its markers start in vis, how many are left unmatched
// and whether it can open or close emphasis.
type delim struct {
	at, n, orig       int
	c                 byte
	canOpen, canClose bool
}

// inline lays out the inline markup of one paragraph's source s into
// m.ink.vis and m.ink.fl: code spans, emphasis, strong emphasis,
// strikethrough, links and autolinks drawn as the finished reply draws
// them, backslash escapes resolved. When open (the paragraph is still
// being written), a marker not closed yet is taken as opening markup to
// the end of the text, and markers at the very end are not drawn: the
// text does not move when the closing marker arrives.
func (m *markdown) inline(s string, base uint8, open bool) {
	var ds []delim
	ink := &m.ink
	code := m.theme.Markdown.Code.StylePrimitive
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && isASCIIPunct(s[i+1]):
			ink.put(s[i+1], base)
			i += 2
		case c == '`':
			n := runLen(s, i, '`')
			end, stop := closingTicks(s, i+n, n)
			if end < 0 && !(open && i+n < len(s)) {
				if open && i+n == len(s) {
					i = len(s) // a marker at the very end: not drawn yet
					continue
				}
				ink.puts(s[i:i+n], base)
				i += n
				continue
			}
			body := s[i+n:]
			if end >= 0 {
				body = s[i+n : end]
			}
			if len(body) > 2 && body[0] == ' ' && body[len(body)-1] == ' ' && strings.TrimSpace(body) != "" {
				body = body[1 : len(body)-1]
			}
			ink.puts(code.Prefix, base|inCode)
			if end < 0 {
				body = strings.TrimRight(body, " ")
			}
			ink.puts(body, base|inCode)
			ink.puts(code.Suffix, base|inCode)
			i = stop
			if end < 0 {
				i = len(s) // drawn as if closed after its last word
			}
		case c == '*' || c == '_' || c == '~':
			n := runLen(s, i, c)
			if open && i+n == len(s) && (i == 0 || s[i-1] == ' ') {
				i += n // markers at the very end of the text: not drawn yet
				continue
			}
			d := delim{at: len(ink.vis), n: n, orig: n, c: c}
			d.canOpen, d.canClose = flanking(s, i, n)
			if c == '~' && n != 2 {
				d.canOpen, d.canClose = false, false
			}
			ds = append(ds, d)
			ink.puts(s[i:i+n], base)
			i += n
		case c == '[':
			if t, u, stop, ok := linkAt(s, i); ok {
				m.inline(t, base|inLinkText, false)
				if validURL(u) {
					ink.put(' ', base)
					ink.puts(u, base|inLink)
				}
				i = stop
				continue
			}
			if t, rest, ok := openLink(s, i, open); ok {
				m.inline(t, base|inLinkText, rest)
				i = len(s) // its destination is drawn once it is closed
				continue
			}
			ink.put(c, base)
			i++
		case c == '<':
			if j := strings.IndexByte(s[i:], '>'); j > 0 && isAutolink(s[i+1:i+j]) {
				ink.puts(s[i+1:i+j], base|inLink)
				i += j + 1
				continue
			}
			ink.put(c, base)
			i++
		default:
			ink.put(c, base)
			i++
		}
	}
	ink.emphasis(ds, open)
}

// emphasis matches the paragraph's marker runs, as CommonMark does,
// marks the text between matched markers and drops the markers. When open,
// a run that can open and was not closed opens markup to the end.
func (ink *tailInk) emphasis(ds []delim, open bool) {
	drop := make([]int, 0, 8) // pairs: start in vis, count
	for ci := range ds {
		cl := &ds[ci]
		for cl.canClose && cl.n > 0 {
			oi := ci - 1
			for ; oi >= 0; oi-- {
				op := &ds[oi]
				if op.c != cl.c || !op.canOpen || op.n == 0 {
					continue
				}
				if (op.canClose || cl.canOpen) && (op.orig+cl.orig)%3 == 0 && (op.orig%3 != 0 || cl.orig%3 != 0) {
					continue
				}
				break
			}
			if oi < 0 {
				break
			}
			op := &ds[oi]
			k := 1
			if op.n >= 2 && cl.n >= 2 {
				k = 2
			}
			f := inEmph
			switch {
			case cl.c == '~':
				f = inStrike
			case k == 2:
				f = inStrong
			}
			from, to := op.at+op.n, cl.at+cl.orig-cl.n
			for j := from; j < to; j++ {
				ink.fl[j] |= f
			}
			op.n -= k
			drop = append(drop, op.at+op.n, k, to, k)
			cl.n -= k
			for j := oi + 1; j < ci; j++ {
				ds[j].canOpen, ds[j].canClose = false, false
			}
		}
	}
	if open {
		for i := range ds {
			d := &ds[i]
			for d.canOpen && d.n > 0 {
				k, f := 1, inEmph
				switch {
				case d.c == '~':
					k, f = 2, inStrike
				case d.n >= 2:
					k, f = 2, inStrong
				}
				d.n -= k
				drop = append(drop, d.at+d.n, k)
				for j := d.at + d.orig; j < len(ink.fl); j++ {
					ink.fl[j] |= f
				}
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	gone := make([]bool, len(ink.vis))
	for i := 0; i < len(drop); i += 2 {
		for j := drop[i]; j < drop[i]+drop[i+1]; j++ {
			gone[j] = true
		}
	}
	w := 0
	for j := range ink.vis {
		if !gone[j] {
			ink.vis[w], ink.fl[w] = ink.vis[j], ink.fl[j]
			w++
		}
	}
	ink.vis, ink.fl = ink.vis[:w], ink.fl[:w]
}

func (ink *tailInk) put(c byte, fl uint8) {
	ink.vis = append(ink.vis, c)
	ink.fl = append(ink.fl, fl)
}

func (ink *tailInk) puts(s string, fl uint8) {
	ink.vis = append(ink.vis, s...)
	for range len(s) {
		ink.fl = append(ink.fl, fl)
	}
}

// runLen is the length of the run of c starting at s[i].
func runLen(s string, i int, c byte) int {
	n := 0
	for i+n < len(s) && s[i+n] == c {
		n++
	}
	return n
}

// closingTicks finds the run of exactly n backticks closing a code span
// opened before s[from]: where it starts and ends, or -1.
func closingTicks(s string, from, n int) (int, int) {
	for i := from; i < len(s); {
		j := strings.IndexByte(s[i:], '`')
		if j < 0 {
			break
		}
		i += j
		k := runLen(s, i, '`')
		if k == n {
			return i, i + k
		}
		i += k
	}
	return -1, -1
}

// flanking reports whether the run of n markers at s[i] can open and can
// close emphasis (CommonMark's left- and right-flanking rules; "_" inside
// a word does neither).
func flanking(s string, i, n int) (bool, bool) {
	before, after := byte(' '), byte(' ')
	if i > 0 {
		before = s[i-1]
	}
	if i+n < len(s) {
		after = s[i+n]
	}
	sp := func(b byte) bool { return b == ' ' || b == '\n' || b == '\t' }
	left := !sp(after) && (!isASCIIPunct(after) || sp(before) || isASCIIPunct(before))
	right := !sp(before) && (!isASCIIPunct(before) || sp(after) || isASCIIPunct(after))
	if s[i] == '_' {
		return left && (!right || isASCIIPunct(before)), right && (!left || isASCIIPunct(after))
	}
	return left, right
}

func isASCIIPunct(b byte) bool {
	return b >= '!' && b <= '/' || b >= ':' && b <= '@' || b >= '[' && b <= '`' || b >= '{' && b <= '~'
}

// closingBracket is where the "]" closing the "[" at s[i] is, or -1.
func closingBracket(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '[':
			depth++
		case ']':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// linkAt reads an inline link "[text](url)" at s[i]: its text, its
// destination and where it ends.
func linkAt(s string, i int) (string, string, int, bool) {
	j := closingBracket(s, i)
	if j < 0 || j+1 >= len(s) || s[j+1] != '(' {
		return "", "", 0, false
	}
	k := strings.IndexByte(s[j+2:], ')')
	if k < 0 {
		return "", "", 0, false
	}
	dest := strings.TrimSpace(s[j+2 : j+2+k])
	if sp := strings.IndexAny(dest, " \t"); sp >= 0 {
		dest = dest[:sp] // a title after the destination
	}
	return s[i+1 : j], strings.TrimSuffix(strings.TrimPrefix(dest, "<"), ">"), j + 3 + k, true
}

// openLink reads a link the growing end of the text s (open) leaves open
// at s[i] ("[several words", "[text]", "[text](https://exa"), a "["
// starting a word: its text so far and whether that text runs to the end
// of s. It is drawn as link text at once, so that its words do not jump
// from "[" and raw brackets into the link when the destination closes it.
func openLink(s string, i int, open bool) (string, bool, bool) {
	if !open || i > 0 && s[i-1] != ' ' && s[i-1] != '(' {
		return "", false, false
	}
	switch j := closingBracket(s, i); {
	case j < 0:
		return s[i+1:], true, true
	case j+1 == len(s), s[j+1] == '(' && !strings.Contains(s[j+2:], ")"):
		return s[i+1 : j], false, true
	}
	return "", false, false
}

// validURL reports whether glamour draws a link's destination after its
// text: any destination that parses, except a bare "#anchor".
func validURL(u string) bool {
	p, err := url.Parse(u)
	return err == nil && "#"+p.Fragment != u
}

// isAutolink reports whether s (between "<" and ">") is an autolink: a
// scheme and no spaces.
func isAutolink(s string) bool {
	c := strings.IndexByte(s, ':')
	return c >= 2 && c <= 32 && !strings.ContainsAny(s, " \t\n<") && strings.IndexFunc(s[:c], func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '+' || r == '.' || r == '-')
	}) < 0
}

// inkLines wraps the laid out paragraph (m.ink) at width and draws each
// line after lead (lead0 on the first line) with its markup.
func (m *markdown) inkLines(out []string, ctx, width int, lead0, lead string) []string {
	ink := &m.ink
	vis := strings.TrimRight(string(ink.vis), " ")
	pos := 0
	var b strings.Builder
	for i, l := range wrapLine(vis, max(width, 1)) {
		b.Reset()
		if i == 0 {
			b.WriteString(lead0)
		} else {
			b.WriteString(lead)
		}
		cur := ""
		for j := 0; j < len(l); j++ {
			for pos < len(vis) && vis[pos] != l[j] && vis[pos] == ' ' {
				pos++ // a space the line broke at
			}
			fl := uint8(0)
			if pos < len(vis) && vis[pos] == l[j] {
				fl = ink.fl[pos]
				pos++
			}
			if sgr := m.tailSGR(ctx, fl); sgr != cur {
				if cur != "" {
					b.WriteString(xansi.ResetStyle)
				}
				b.WriteString(sgr)
				cur = sgr
			}
			b.WriteByte(l[j])
		}
		if cur != "" {
			b.WriteString(xansi.ResetStyle)
		}
		out = append(out, b.String())
	}
	return out
}
