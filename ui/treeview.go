package ui

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// The tree view: the whole conversation as an overlay. Linear runs fold
// into one row; branch points fan out; the current path is marked; branch
// heads carry their name, label, last activity, cost and marks for active
// turns and background results that arrived while you were elsewhere.

type treeRow struct {
	first, last int // tree nodes: the run from first down to last
	count       int // messages in the run
	excluded    int // of them, left out of the shown branch's context
	prefix      string
	heads       []int // indices in Tree.Branches of branches ending at last
	forks       []string
}

type treeOverlay struct {
	c        *common
	h        host
	convID   string
	rows     []treeRow
	sel, top int
	unfolded map[int]bool // run start → one row per entry
	onPath   []bool
	prompt   *treePrompt
	armed    string // branch armed for deletion (press d again)
	page     int    // rows last shown, for pgup/pgdown
}

type treePrompt struct {
	kind   string // "rename" or "label"
	branch string
	text   string
}

// visibleEntry says whether an entry gives a run its label.
func visibleEntry(e *session.Entry) bool {
	switch e.Kind {
	case session.EntryMessage, session.EntryAsyncResult, session.EntryBranchSummary, session.EntryCompaction, session.EntryNotice,
		session.EntryInjection:
		return true
	}
	return false
}

// openTree shows the tree overlay with the row holding focus selected.
func (m *Model) openTree(focus string) {
	cv := m.cur()
	if cv == nil || cv.tree == nil {
		return
	}
	tv := &treeOverlay{c: m.c, h: m, convID: cv.conv.ID, unfolded: map[int]bool{}}
	if focus != "" {
		if i, ok := cv.tree.Index(focus); ok {
			// Unfold the run holding the focus so that it gets its own row.
			tv.unfolded[runStart(cv.tree, i)] = true
		}
	}
	m.stack.push(tv)
	tv.build(cv)
	target := focus
	if target == "" {
		if b, ok := cv.tree.Branch(cv.branch); ok {
			target = b.HeadID
		}
	}
	if i, ok := cv.tree.Index(target); ok {
		for r, row := range tv.rows {
			if containsNode(cv.tree, row, i) {
				tv.sel = r
			}
		}
	}
}

func containsNode(t *session.Tree, row treeRow, n int) bool {
	for j := row.last; j >= 0; j = t.Nodes[j].Parent {
		if j == n {
			return true
		}
		if j == row.first || j < n {
			return false
		}
	}
	return false
}

// runStart is the first node of the run holding node i.
func runStart(t *session.Tree, i int) int {
	heads := headSet(t)
	for {
		p := t.Nodes[i].Parent
		if p < 0 || len(t.Nodes[p].Children) != 1 || heads[p] != nil {
			return i
		}
		i = p
	}
}

func headSet(t *session.Tree) map[int][]int {
	out := make(map[int][]int, len(t.Branches))
	for bi, b := range t.Branches {
		if i, ok := t.Index(b.HeadID); ok {
			out[i] = append(out[i], bi)
		}
	}
	return out
}

func (tv *treeOverlay) layer() layer { return layerPanel }

func (tv *treeOverlay) boxWidth(avail, _ int) int { return avail }

// build lays the tree out as rows.
func (tv *treeOverlay) build(cv *convView) {
	t := cv.tree
	heads := headSet(t)
	forks := map[string][]string{}
	for _, c := range tv.h.forksOf(cv.conv.ID) {
		forks[c.ForkedFrom.EntryID] = append(forks[c.ForkedFrom.EntryID], convTitle(c))
	}
	tv.onPath = make([]bool, len(t.Nodes))
	if b, ok := t.Branch(cv.branch); ok {
		if i, ok := t.Index(b.HeadID); ok {
			for j := i; j >= 0; j = t.Nodes[j].Parent {
				tv.onPath[j] = true
			}
		}
	}
	tv.rows = tv.rows[:0]
	type frame struct {
		node   int
		prefix string // for this run's row
		cont   string // for what follows below it
		run    int    // the first node of the run node is in (see runStart)
	}
	var stack []frame
	roots := t.Roots()
	for k := len(roots) - 1; k >= 0; k-- {
		p, c := "", ""
		if len(roots) > 1 {
			p, c = "├─", "│ "
			if k == len(roots)-1 {
				p, c = "└─", "  "
			}
		}
		stack = append(stack, frame{roots[k], p, c, roots[k]})
	}
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		row := treeRow{first: f.node, prefix: f.prefix}
		i := f.node
		for {
			if visibleEntry(&t.Nodes[i].Entry) {
				row.count++
				// The marks are the shown branch's: only its path has them.
				if len(cv.excluded) > 0 && tv.onPath[i] && cv.excluded[t.Nodes[i].Entry.ID] {
					row.excluded++
				}
			}
			row.forks = append(row.forks, forks[t.Nodes[i].Entry.ID]...)
			ch := t.Nodes[i].Children
			if len(ch) != 1 || heads[i] != nil || tv.unfolded[f.run] {
				break
			}
			i = ch[0]
		}
		row.last = i
		row.heads = heads[i]
		tv.rows = append(tv.rows, row)
		ch := t.Nodes[i].Children
		cont := f.cont
		if len(cont) > 64 {
			cont = "┆ " + cont[len(cont)-60:]
		}
		switch {
		case len(ch) == 1 && heads[i] == nil: // an unfolded run goes on
			stack = append(stack, frame{ch[0], cont, cont, f.run})
		case len(ch) == 1:
			stack = append(stack, frame{ch[0], cont, cont, ch[0]})
		case len(ch) > 1:
			for k := len(ch) - 1; k >= 0; k-- {
				p, c := cont+"├─", cont+"│ "
				if k == len(ch)-1 {
					p, c = cont+"└─", cont+"  "
				}
				stack = append(stack, frame{ch[k], p, c, ch[k]})
			}
		}
	}
	if tv.sel >= len(tv.rows) {
		tv.sel = max(len(tv.rows)-1, 0)
	}
}

func ago(now, t time.Time) string {
	if t.IsZero() {
		return ""
	}
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%dm ago", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh ago", int(d.Hours()))
	}
	return fmt.Sprintf("%dd ago", int(d.Hours()/24))
}

// View draws the tree: a head, as many rows as fit around the selection,
// and the keys (or the prompt in progress). It is long because the head,
// the rows and the footer share one height budget worked out as it goes.
func (tv *treeOverlay) View(w, h int) []string {
	th := &tv.c.theme
	cv := tv.h.view(tv.convID)
	if cv == nil || cv.tree == nil {
		return nil
	}
	t := cv.tree
	usage := cv.branchUsage()
	var total session.Usage
	for _, u := range usage {
		total.Add(u)
	}
	head := fmt.Sprintf("%s · %s · $%.4f", plural(t.Len(), "entry", "entries"), plural(len(t.Branches), "branch", "branches"), total.Cost)
	head += subAgentsCost(cv)
	if c := t.Budgets[cv.branch]; c > 0 { // the shown branch's spend against its cap
		head += " · ⎇ " + cv.branch + " " + branchCost(usage[cv.branch].Cost, c)
	}
	title := th.Accent.Render("Tree of “" + clip.Line(convTitle(cv.conv), 40) + "”")
	out := []string{title + th.Muted.Render("  "+head)}
	if ansi.StringWidth(out[0]) > w && h >= 12 { // the figures on a line of their own
		out = []string{clip.Width(title, w), th.Muted.Render(clip.Width(head, w))}
	}
	if sl := spawnOrigin(tv.h, cv); sl != "" {
		out = append(out, th.Muted.Render(clip.Width(sl, w)))
	}
	if fl := tv.h.forkLabel(cv.conv); fl != "" {
		out = append(out, th.Muted.Render(fl))
	}
	if fs := tv.h.forksOf(cv.conv.ID); len(fs) > 0 {
		var names []string
		for _, f := range fs {
			names = append(names, "“"+clip.Line(convTitle(f), 24)+"”")
		}
		out = append(out, th.Muted.Render(fmt.Sprintf("⑂ forks: %s", strings.Join(names, ", "))))
	}
	compact := h < 12 // a short box: no blank rows
	if !compact {
		out = append(out, "")
	}
	footer := 2
	if compact || tv.prompt != nil {
		footer = 1 + btoi(tv.prompt != nil) + btoi(!compact)
	}
	rows := max(h-len(out)-footer, 1)
	// Not every row fits: a line above the keys says which are shown.
	where := len(tv.rows) > rows && tv.prompt == nil && tv.armed == "" && rows > 1
	if where {
		rows--
	}
	tv.page = rows
	if tv.sel < tv.top {
		tv.top = tv.sel
	}
	if tv.sel >= tv.top+rows {
		tv.top = tv.sel - rows + 1
	}
	now := tv.c.now()
	selCut, drawn := "", 0
	for r := tv.top; r < len(tv.rows) && r < tv.top+rows; r++ {
		drawn++
		row := tv.rows[r]
		e := &t.Nodes[row.first].Entry
		for j := row.first; !visibleEntry(e) && j != row.last; {
			ch := t.Nodes[j].Children
			j = ch[0]
			e = &t.Nodes[j].Entry
		}
		mark := th.Muted.Render("○ ")
		if tv.onPath[row.last] {
			mark = th.Accent.Render("● ")
		}
		label := entryLabel(e)
		if row.count > 1 {
			label += fmt.Sprintf(" (+%d)", row.count-1)
		}
		out0 := tv.onPath[row.last] && cv.excluded[e.ID]
		label = excludedTag(row, out0, label)
		var tags, short []string
		for _, bi := range row.heads {
			b := t.Branches[bi]
			tag := "⎇ " + b.Name
			if b.Label != "" {
				tag += " “" + b.Label + "”"
			}
			if b.Name == cv.branch {
				tag += " ◂"
			}
			st := th.Accent
			extra := []string{ago(now, b.UpdatedAt)}
			if u, c := usage[b.Name], t.Budgets[b.Name]; u.Cost > 0 || u.InputTokens > 0 || c > 0 {
				extra = append(extra, branchCost(u.Cost, c))
			}
			if n := tv.h.activeOn(cv.conv.ID, b.Name); n > 0 {
				extra = append(extra, tv.h.spinner()+" active")
			}
			if n := tv.h.unseenIn(cv.conv.ID)[b.Name]; n > 0 {
				extra = append(extra, fmt.Sprintf("↩ %d new", n))
			}
			tags = append(tags, st.Render(tag)+th.Muted.Render(" "+strings.Join(extra, " · ")))
			short = append(short, st.Render(tag))
		}
		for _, f := range row.forks {
			tags = append(tags, th.Muted.Render("⑂ “"+clip.Line(f, 20)+"”"))
			short = append(short, th.Muted.Render("⑂"))
		}
		tags, short = spawnTags(th, t, row, tags, short)
		line := th.Border.Render(row.prefix) + mark
		lw := max(w-ansi.StringWidth(line)-2, 10)
		tagText := strings.Join(tags, "  ")
		if tagText != "" && lw-ansi.StringWidth(tagText)-2 < 16 {
			tagText = strings.Join(short, " ") // narrow: names only
		}
		if tagText != "" {
			lw = max(lw-ansi.StringWidth(tagText)-2, 12)
		}
		body := ansi.Truncate(label, lw, "…")
		if r == tv.sel && body != label {
			selCut = label
		}
		switch {
		case r == tv.sel:
			line += th.Selected.Render(body)
		case out0:
			line += th.Muted.Render(body)
		default:
			line += th.Text.Render(body)
		}
		if tagText != "" {
			line += "  " + tagText
		}
		out = append(out, line)
	}
	if left := rows - drawn; selCut != "" && left >= 2 {
		// Room is left below the rows: the selected row's label whole.
		out = append(out, "")
		for i, l := range plainLines(selCut, max(w-2, 8)) {
			if i == left-1 {
				break
			}
			out = append(out, th.Muted.Render("  "+l))
		}
	}
	if !compact {
		out = append(out, "")
	}
	switch {
	case tv.prompt != nil:
		head := tv.prompt.kind + " " + tv.prompt.branch + ": "
		text := tv.prompt.text
		if over := ansi.StringWidth(head+text) + 1 - w; over > 0 {
			text = "…" + ansi.TruncateLeft(text, over+1, "")
		}
		out = append(out, clip.Width(th.Accent.Render(head)+th.Text.Render(text)+th.Muted.Render("▏"), w),
			hintItems(th.Muted, "", []string{"enter saves", "esc", "ctrl+u clears"}, w))
	case tv.armed != "":
		out = append(out, th.Warning.Render(clip.Width("press d again to delete branch "+tv.armed+" (its entries stay)", w)))
	default:
		if where {
			shown := fmt.Sprintf("rows %d–%d of %d", tv.top+1, min(tv.top+rows, len(tv.rows)), len(tv.rows))
			if tv.top > 0 {
				shown += " · ↑ the root"
			}
			out = append(out, th.Muted.Render(clip.Width(shown, w)))
		}
		out = append(out, hintFit(th.Muted, "", w,
			[]string{"↑↓ move", "enter jump", "space unfold", "n rename", "l label", "d delete", "f fork", "c continue here", "esc"},
			[]string{"↑↓", "enter", "space unfold", "n rename", "l label", "d del", "f fork", "c cont.", "esc"},
			[]string{"↑↓ move", "enter jump", "n rename", "l label", "d delete", "f fork", "esc"},
			[]string{"↑↓ enter", "n l d f c", "esc"}))
	}
	return out
}

func (m *Model) activeOn(convID, branch string) int {
	n := 0
	for _, t := range m.turns.active {
		if t.ConversationID == convID && t.Branch == branch {
			n++
		}
	}
	return n
}

// Update handles keys while the tree is on top. It is long because it is
// the tree's key dispatch: the prompt's keys, then one case a key.
func (tv *treeOverlay) Update(m tea.Msg) (bool, tea.Cmd) {
	msg, ok := m.(tea.KeyPressMsg)
	if !ok {
		return true, nil
	}
	cv := tv.h.view(tv.convID)
	if cv == nil || cv.tree == nil {
		return false, nil
	}
	t := cv.tree
	if p := tv.prompt; p != nil {
		switch msg.String() {
		case "esc":
			tv.prompt = nil
		case "enter":
			tv.prompt = nil
			return true, branchEdit(tv.c, cv.conv.ID, p)
		case "backspace":
			if r := []rune(p.text); len(r) > 0 {
				p.text = string(r[:len(r)-1])
			}
		case "ctrl+u":
			p.text = ""
		case "ctrl+w", "alt+backspace":
			t := strings.TrimRight(p.text, " ")
			p.text = t[:strings.LastIndex(t, " ")+1]
		default:
			p.text += msg.Key().Text
		}
		return true, nil
	}
	s := msg.String()
	if s != "d" {
		tv.armed = ""
	}
	if len(tv.rows) == 0 {
		return false, nil
	}
	row := tv.rows[tv.sel]
	branchOf := func() (session.Branch, bool) {
		if len(row.heads) > 0 {
			return t.Branches[row.heads[0]], true
		}
		return t.Owner(row.last)
	}
	switch {
	case s == "esc" || s == "q" || key.Matches(msg, tv.c.keys.Tree):
		return false, nil
	case s == "up" || s == "k":
		tv.sel = max(tv.sel-1, 0)
	case s == "down" || s == "j":
		tv.sel = min(tv.sel+1, len(tv.rows)-1)
	case s == "pgup":
		tv.sel = max(tv.sel-max(tv.page-1, 1), 0)
	case s == "pgdown":
		tv.sel = min(tv.sel+max(tv.page-1, 1), len(tv.rows)-1)
	case s == "home" || s == "g":
		tv.sel = 0
	case s == "end" || s == "G":
		tv.sel = len(tv.rows) - 1
	case s == "space" || s == " " || s == "right" || s == "left":
		start := runStart(t, row.last)
		if s == "left" {
			delete(tv.unfolded, start)
		} else {
			tv.unfolded[start] = !tv.unfolded[start]
		}
		tv.build(cv)
		for r, rw := range tv.rows {
			if containsNode(t, rw, row.first) {
				tv.sel = r
				break
			}
		}
	case s == "o" || s == "p":
		return tv.spawnKey(cv, row, s)
	case s == "enter":
		return false, tv.h.showNode(cv, row.first)
	case s == "n" || s == "l":
		b, ok := branchOf()
		if !ok {
			return true, tv.h.flash("no branch ends here", false)
		}
		p := &treePrompt{kind: "rename", branch: b.Name, text: b.Name}
		if s == "l" {
			p.kind, p.text = "label", b.Label
		}
		tv.prompt = p
	case s == "d":
		b, ok := branchOf()
		if !ok {
			return true, nil
		}
		if tv.armed != b.Name {
			tv.armed = b.Name
			return true, nil
		}
		tv.armed = ""
		return true, deleteBranch(tv.c, cv.conv.ID, b.Name)
	case s == "f":
		return false, forkConv(tv.c.ctx, tv.c.store, cv.conv.ID, t.Nodes[row.last].Entry.ID)
	case s == "c":
		return false, continueAt(tv.c.ctx, tv.c.store, cv.conv.ID, t.Nodes[row.last].Entry.ID)
	}
	return true, nil
}

func branchEdit(c *common, id string, p *treePrompt) tea.Cmd {
	ctx, st := c.ctx, c.store
	text, kind, branch := strings.TrimSpace(p.text), p.kind, p.branch // values: the prompt may change
	return func() tea.Msg {
		var err error
		what := ""
		if kind == "rename" {
			err = st.RenameBranch(ctx, id, branch, text)
			what = "renamed " + branch + " to " + text
		} else {
			err = st.LabelBranch(ctx, id, branch, text)
			what = "labelled " + branch
		}
		if err != nil {
			return infoMsg{err: err}
		}
		return treeChangedMsg{convID: id, what: what, renamed: map[bool]string{true: text}[kind == "rename"], from: branch}
	}
}

type treeChangedMsg struct {
	convID, what  string
	from, renamed string
}

func deleteBranch(c *common, convID, name string) tea.Cmd {
	ctx, st := c.ctx, c.store
	return func() tea.Msg {
		if err := st.DeleteBranch(ctx, convID, name); err != nil {
			return infoMsg{err: err}
		}
		return treeChangedMsg{convID: convID, what: "deleted branch " + name + " (its entries stay)"}
	}
}

// onTreeChanged reloads the tree after a branch was renamed, labelled or
// deleted, keeping the overlay open.
func (m *Model) onTreeChanged(msg treeChangedMsg) tea.Cmd {
	if cv := m.tl.views[msg.convID]; cv != nil && msg.renamed != "" && cv.branch == msg.from {
		cv.branch = msg.renamed
		cv.conv.CurrentBranch = msg.renamed
		for id, t := range cv.turns {
			if t.Branch == msg.from {
				t.Branch = msg.renamed
				cv.turns[id] = t
			}
		}
	}
	return tea.Batch(loadTree(m.c.ctx, m.c.store, msg.convID), m.flash(msg.what, false))
}

func (m *Model) onTreeLoaded(msg treeLoadMsg) tea.Cmd {
	if msg.err != nil {
		return m.flash(userText(msg.err), true)
	}
	if cv := m.tl.views[msg.convID]; cv != nil {
		cv.tree = msg.tree
		if tv := find[*treeOverlay](&m.stack); tv != nil && tv.convID == msg.convID {
			tv.build(cv)
		}
	}
	return nil
}

// plural says "1 branch", "2 branches".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
