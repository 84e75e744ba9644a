package ui

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/themes"
)

// palette is the Ctrl+P overlay: one fuzzy list of conversations, agents,
// workspaces, commands and themes.
type palette struct {
	c       *common
	h       host
	query   string
	all     []paletteItem
	shown   []paletteItem
	matches [][]int
	sel     int
}

type paletteItem struct {
	kind  string // conversation, agent, command, theme
	label string
	id    string
	// names are what the item is also called (a command's name and
	// aliases, an agent's or a theme's name), matched by prefix.
	names []string
	// desc is the byte offset in label where a description begins (0:
	// none): a description matches only word by whole word.
	desc int
}

// commandAliases are the other names a command answers to.
var commandAliases = map[string][]string{"ws": {"workspace"}, "quit": {"q", "exit"}}

func (m *Model) openPalette(query string) {
	p := &palette{c: m.c, h: m, query: query}
	for _, c := range m.convs {
		p.all = append(p.all, paletteItem{kind: "conversation", label: convTitle(c), id: c.ID})
	}
	for _, w := range sortedWorkspaces(m.ws.workspaces) {
		p.all = append(p.all, paletteItem{kind: "workspace", label: "#" + w.Key(), id: w.ID, names: []string{w.Key()}})
	}
	p.all = append(p.all, m.dmItems()...)
	for _, a := range m.agents {
		p.all = append(p.all, paletteItem{kind: "agent", label: "agent " + a.Name, id: a.Name, names: []string{a.Name}})
	}
	for _, c := range slashCommands {
		name := "/" + c.name + " — "
		p.all = append(p.all, paletteItem{kind: "command", label: name + c.help, id: c.name,
			names: append([]string{c.name}, commandAliases[c.name]...), desc: len(name)})
	}
	for _, t := range themes.Names() {
		p.all = append(p.all, paletteItem{kind: "theme", label: "theme " + t, id: t, names: []string{t}})
	}
	m.stack.push(p)
	p.filter()
}

func (p *palette) layer() layer { return layerPalette }

func (p *palette) boxWidth(int, int) int { return 80 }

func (p *palette) filter() {
	type scored struct {
		it    paletteItem
		score int
		pos   []int
		order int
	}
	var res []scored
	// Leading spaces say nothing; a trailing one does ("agent " lists
	// agents, not the /agent command).
	q := strings.ToLower(strings.TrimLeftFunc(p.query, unicode.IsSpace))
	for i, it := range p.all {
		if strings.TrimSpace(q) == "" {
			res = append(res, scored{it, 0, nil, i})
			continue
		}
		if s, pos, ok := paletteMatch(q, it); ok {
			res = append(res, scored{it, s, pos, i})
		}
	}
	sort.SliceStable(res, func(i, j int) bool { return res[i].score > res[j].score })
	p.shown, p.matches = p.shown[:0], p.matches[:0]
	for _, r := range res {
		p.shown = append(p.shown, r.it)
		p.matches = append(p.matches, r.pos)
	}
	if p.sel >= len(p.shown) {
		p.sel = max(0, len(p.shown)-1)
	}
}

// Match tiers of the palette, best first: a name typed whole, a name's
// beginning, a name's letters in order, a description's whole words.
const (
	tierExact  = 4 << 20
	tierPrefix = 3 << 20
	tierFuzzy  = 2 << 20
	tierWords  = 1 << 20
)

// paletteMatch scores item it against q (lower case): by its names first
// (the label before any description, and it.names) — whole, by prefix,
// then fuzzy over the label's name — and otherwise by its description,
// which matches only when every word of q is a whole word of it: letters
// scattered across a sentence are no match. pos are the runes of the
// label to mark.
func paletteMatch(q string, it paletteItem) (score int, pos []int, ok bool) {
	name := it.label
	if it.desc > 0 {
		name = strings.TrimSuffix(it.label[:it.desc], " — ")
	}
	for _, n := range append([]string{name}, it.names...) {
		n = strings.ToLower(n)
		s := 0
		switch {
		case n == q:
			s = tierExact
		case strings.HasPrefix(n, q):
			// The shorter the rest, the likelier the one meant.
			s = tierPrefix - utf8.RuneCountInString(n)
		}
		if s > score {
			score, pos = s, nil
			// Mark the letters typed where the name shows in the label
			// (an alias may not show at all).
			if i := strings.Index(strings.ToLower(it.label), n); i >= 0 && len(it.label) == len(strings.ToLower(it.label)) {
				at := utf8.RuneCountInString(it.label[:i])
				for k := range utf8.RuneCountInString(q) {
					pos = append(pos, at+k)
				}
			}
		}
	}
	fs, fpos, fok := fuzzy(q, name)
	switch {
	case score > 0:
		return score, pos, true
	case fok:
		return tierFuzzy + fs, fpos, true
	case it.desc > 0:
		if wpos, ok := wholeWords(q, it.label, it.desc); ok {
			return tierWords - wpos[0], wpos, true
		}
	}
	return 0, nil, false
}

// wholeWords finds every word of q among the words of label from byte
// offset from on, each as a whole word, and returns the runes of the
// words found (in label) to mark.
func wholeWords(q, label string, from int) ([]int, bool) {
	type word struct {
		text string
		at   int
	} // at: rune index in label
	var words []word
	at := utf8.RuneCountInString(label[:from])
	start := -1
	rs := []rune(label[from:])
	for i := 0; i <= len(rs); i++ {
		in := i < len(rs) && (unicode.IsLetter(rs[i]) || unicode.IsDigit(rs[i]) || rs[i] == '\'' || rs[i] == '-')
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			words = append(words, word{strings.ToLower(string(rs[start:i])), at + start})
			start = -1
		}
	}
	var pos []int
	for _, f := range strings.Fields(q) {
		f = strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if f == "" {
			continue
		}
		found := false
		for _, w := range words {
			if w.text == f {
				for k := range utf8.RuneCountInString(w.text) {
					pos = append(pos, w.at+k)
				}
				found = true
			}
		}
		if !found {
			return nil, false
		}
	}
	if len(pos) == 0 {
		return nil, false
	}
	sort.Ints(pos)
	return pos, true
}

// fuzzy matches query as a subsequence of s (case-insensitive) whose
// letters each start a word of s or follow the letter matched before
// ("nc" finds "new conversation", "mem" not "timestamps"), and scores
// consecutive runs and word starts higher.
func fuzzy(query, s string) (int, []int, bool) {
	qr := []rune(strings.ToLower(query))
	sr := []rune(strings.ToLower(s))
	var pos []int
	score, run, qi := 0, 0, 0
	for i := 0; i < len(sr) && qi < len(qr); i++ {
		if qr[qi] == ' ' {
			qi++
			if qi == len(qr) {
				break
			}
		}
		wordStart := i == 0 || !unicode.IsLetter(sr[i-1]) && !unicode.IsDigit(sr[i-1])
		if sr[i] != qr[qi] || run == 0 && !wordStart {
			run = 0
			continue
		}
		pts := 1 + run*2
		if wordStart {
			pts += 3
		}
		score += pts
		run++
		pos = append(pos, i)
		qi++
	}
	if qi < len(qr) {
		return 0, nil, false
	}
	return score - len(sr)/8, pos, true
}

// Update edits the query (typed or pasted) and moves the selection;
// enter runs the selected item.
func (p *palette) Update(msg tea.Msg) (bool, tea.Cmd) {
	if paste, ok := msg.(tea.PasteMsg); ok {
		p.query += strings.Join(strings.Fields(paste.Content), " ")
		p.sel = 0
		p.filter()
		return true, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return true, nil
	}
	switch k.String() {
	case "esc", "ctrl+c", "ctrl+p":
		return false, nil
	case "up", "ctrl+k":
		if p.sel > 0 {
			p.sel--
		}
	case "down", "ctrl+j", "tab":
		if p.sel < len(p.shown)-1 {
			p.sel++
		}
	case "enter":
		if p.sel < len(p.shown) {
			return false, p.h.paletteRun(p.shown[p.sel])
		}
		return false, nil
	case "ctrl+u":
		p.query, p.sel = "", 0
		p.filter()
	case "ctrl+w":
		q := strings.TrimRight(p.query, " ")
		p.query, p.sel = q[:strings.LastIndex(q, " ")+1], 0
		p.filter()
	case "backspace":
		if r := []rune(p.query); len(r) > 0 {
			p.query = string(r[:len(r)-1])
			p.sel = 0
			p.filter()
		}
	default:
		if t := k.Key().Text; t != "" {
			p.query += t
			p.sel = 0
			p.filter()
		}
	}
	return true, nil
}

// View shows the query and as many matches as fit around the selection.
func (p *palette) View(w, h int) []string {
	th := &p.c.theme
	q := p.query
	if over := ansi.StringWidth(q) - (w - 3); over > 0 {
		q = "…" + ansi.TruncateLeft(q, over+1, "")
	}
	out := []string{th.Accent.Render("› ") + th.Text.Render(q) + th.Muted.Render("▏"), ""}
	rows := max(min(12, h-2), 1)
	start := 0
	if p.sel >= rows {
		start = p.sel - rows + 1
	}
	for i := start; i < len(p.shown) && i < start+rows; i++ {
		it := p.shown[i]
		kw := 13
		if w < 50 {
			kw = 0 // narrow: the label alone
		}
		// A label too long for the box loses whole words at its end, never
		// half of one; the matched letters still shown stay marked.
		text := fitWords(it.label, w-kw)
		pos := p.matches[i]
		if text != it.label {
			pos = shownMatches(pos, utf8.RuneCountInString(text)-1)
		}
		label := highlight(text, pos, th.Text, th.Match)
		kind := th.Muted.Render(pad(it.kind, kw))
		if kw == 0 {
			kind = ""
		}
		line := kind + label
		if i == p.sel {
			line = th.Selected.Render(pad(text, w-kw))
			if kw > 0 {
				line = th.Selected.Render(pad(it.kind, kw)) + line
			}
		}
		out = append(out, line)
	}
	if len(p.shown) == 0 {
		out = append(out, th.Muted.Render("no match"))
	}
	return out
}

// shownMatches keeps the match positions before n (a rune index): the
// letters a cut label still shows.
func shownMatches(pos []int, n int) []int {
	var out []int
	for _, p := range pos {
		if p < n {
			out = append(out, p)
		}
	}
	return out
}

func highlight(s string, pos []int, base, hi interface{ Render(...string) string }) string {
	if len(pos) == 0 {
		return base.Render(s)
	}
	set := map[int]bool{}
	for _, p := range pos {
		set[p] = true
	}
	var b strings.Builder
	for i, r := range []rune(s) {
		if set[i] {
			b.WriteString(hi.Render(string(r)))
		} else {
			b.WriteString(base.Render(string(r)))
		}
	}
	return b.String()
}
