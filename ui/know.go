package ui

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

// The knowledge panel (/memory, /notes, /todo): what an agent knows. Its
// memories with their type, significance, date and source conversation,
// searched with the agent's own ranking, edited, deleted and superseded;
// its notes, read and edited in $EDITOR; its todos, added and ticked off.
// While it is open it reads the store again every knowEvery, so changes
// other processes make show.

const knowEvery = 2 * time.Second

type knowKind int

const (
	knowMemories knowKind = iota
	knowNotes
	knowTodos
)

var knowNames = [...]string{"memories", "notes", "todos"}

type (
	knowLoaded struct {
		seq    int
		mems   []memory.Memory
		scores []float64 // one a memory when searched
		notes  []memory.Note
		todos  []memory.Todo
		err    error
	}
	knowDone struct {
		text string
		err  error
	}
	knowTick       struct{ seq int }
	knowEditReady  struct{ title, path, body string }
	knowEditedNote struct {
		title, text string
		unchanged   bool
		err         error
	}
)

type knowOverlay struct {
	c      *common
	h      host
	mem    *memory.Store
	agent  string
	kind   knowKind
	query  string // the search the memories were ranked by ("" lists)
	typing bool   // the search box has the keys
	// prompt is what the line being typed is for ("edit", "supersede",
	// "add"; "" for none); text is the line.
	prompt, text string
	target       memory.Memory // the memory "edit" and "supersede" change, taken when the prompt opened
	confirm      bool          // d was pressed once: a second d deletes
	mems         []memory.Memory
	scores       []float64
	notes        []memory.Note
	todos        []memory.Todo
	sel          int
	seq          int // the load whose answer counts
	tickSeq      int
	loaded       bool
	err          error
}

// memStore is the memory store the panel reads: the one the agents use
// (Options.Memory) or, without it, one over the session store.
func (m *Model) memStore() *memory.Store {
	if m.c.mem != nil {
		return m.c.mem
	}
	if st, ok := m.c.store.(*session.Store); ok {
		m.c.mem = memory.New(st, nil)
	}
	return m.c.mem
}

// knowCommand opens the panel for /memory, /notes and /todo [AGENT].
func (m *Model) knowCommand(kind knowKind, arg string) tea.Cmd {
	name := strings.TrimSpace(arg)
	if name == "" {
		name = m.convAgent()
	}
	if _, ok := m.agentDef(name); !ok {
		return m.flash("no agent named "+name, true)
	}
	mem := m.memStore()
	if mem == nil {
		return m.flash("memories are not available here", true)
	}
	k := &knowOverlay{c: m.c, h: m, mem: mem, agent: name, kind: kind}
	m.stack.push(k)
	return tea.Batch(k.load(), k.tick())
}

func (k *knowOverlay) layer() layer { return layerPanel }

func (k *knowOverlay) boxWidth(int, int) int { return 100 }

func (k *knowOverlay) tick() tea.Cmd {
	k.tickSeq++
	seq := k.tickSeq
	return tea.Tick(knowEvery, func(time.Time) tea.Msg { return knowTick{seq} })
}

// load reads what the panel shows; an answer to an earlier load is
// dropped.
func (k *knowOverlay) load() tea.Cmd {
	k.seq++
	seq, ctx, mem, agent, kind, q := k.seq, k.c.ctx, k.mem, k.agent, k.kind, k.query
	return func() tea.Msg {
		out := knowLoaded{seq: seq}
		switch {
		case kind == knowNotes:
			out.notes, out.err = mem.Notes(ctx, agent)
		case kind == knowTodos:
			out.todos, out.err = mem.Todos(ctx, agent, true)
		case q == "":
			out.mems, out.err = mem.List(ctx, agent, memory.ListOptions{Limit: 500})
		default:
			var res []memory.Result
			res, out.err = mem.Search(ctx, agent, memory.Query{Text: q, K: 50})
			for _, r := range res {
				out.mems, out.scores = append(out.mems, r.Memory), append(out.scores, r.Score)
			}
		}
		return out
	}
}

// onKnowMsg handles the panel's loads, ticks and the ends of its changes
// (which may come after it closed).
func (m *Model) onKnowMsg(msg tea.Msg) tea.Cmd {
	k := find[*knowOverlay](&m.stack)
	switch msg := msg.(type) {
	case knowLoaded:
		if k != nil && msg.seq == k.seq {
			k.take(msg)
		}
	case knowTick:
		if k != nil && msg.seq == k.tickSeq {
			return tea.Batch(k.load(), k.tick())
		}
	case knowDone:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		cmd := m.flash(msg.text, false)
		if k != nil {
			cmd = tea.Batch(cmd, k.load())
		}
		return cmd
	case knowEditReady:
		return editNote(msg)
	case knowEditedNote:
		if msg.err != nil {
			return m.flash(userText(msg.err), true)
		}
		if msg.unchanged {
			return m.flash("note "+msg.title+" unchanged", false)
		}
		if k == nil {
			return m.flash("the panel closed: the note was not saved", true)
		}
		return k.do("note "+msg.title+" saved", func(ctx context.Context) error {
			_, err := k.mem.WriteNote(ctx, k.agent, msg.title, msg.text)
			return err
		})
	}
	return nil
}

// take takes a load's answer, keeping the selection on the same item.
func (k *knowOverlay) take(msg knowLoaded) {
	k.loaded, k.err = true, msg.err
	if msg.err != nil {
		return
	}
	id := k.selID()
	k.mems, k.scores, k.notes, k.todos = msg.mems, msg.scores, msg.notes, msg.todos
	k.sel = max(min(k.sel, k.count()-1), 0)
	for i := range k.count() {
		if k.idAt(i) == id && id != "" {
			k.sel = i
		}
	}
}

func (k *knowOverlay) count() int {
	switch k.kind {
	case knowNotes:
		return len(k.notes)
	case knowTodos:
		return len(k.todos)
	}
	return len(k.mems)
}

func (k *knowOverlay) idAt(i int) string {
	if i < 0 || i >= k.count() {
		return ""
	}
	switch k.kind {
	case knowNotes:
		return k.notes[i].Title
	case knowTodos:
		return fmt.Sprint(k.todos[i].ID)
	}
	return k.mems[i].ID
}

func (k *knowOverlay) selID() string { return k.idAt(k.sel) }

// do runs a change to the store and reports it.
func (k *knowOverlay) do(done string, f func(ctx context.Context) error) tea.Cmd {
	ctx := k.c.ctx
	return func() tea.Msg { return knowDone{text: done, err: f(ctx)} }
}

func (k *knowOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.PasteMsg:
		if k.typing || k.prompt != "" {
			k.typeText(strings.ReplaceAll(msg.Content, "\n", " "))
		}
		return true, nil
	case tea.KeyPressMsg:
		if k.typing || k.prompt != "" {
			return true, k.lineKey(msg)
		}
		return k.key(msg)
	}
	return true, nil
}

func (k *knowOverlay) typeText(s string) {
	if k.typing {
		k.query += s
	} else {
		k.text += s
	}
}

// lineKey edits the search box or the prompt's line.
func (k *knowOverlay) lineKey(msg tea.KeyPressMsg) tea.Cmd {
	line := &k.text
	if k.typing {
		line = &k.query
	}
	switch msg.String() {
	case "esc":
		if k.typing {
			k.typing, k.query = false, ""
			return k.load()
		}
		k.prompt, k.text = "", ""
	case "enter":
		if k.typing {
			k.typing, k.sel = false, 0
			return k.load()
		}
		p, text := k.prompt, strings.TrimSpace(k.text)
		k.prompt, k.text = "", ""
		if text == "" {
			return nil
		}
		return k.submit(p, text)
	case "backspace":
		if r := []rune(*line); len(r) > 0 {
			*line = string(r[:len(r)-1])
		}
	case "ctrl+u":
		*line = ""
	default:
		if msg.Text != "" {
			*line += msg.Text
		}
	}
	return nil
}

// submit does what the prompt's line was typed for.
func (k *knowOverlay) submit(p, text string) tea.Cmd {
	agent, mem := k.agent, k.mem
	switch p {
	case "add":
		return k.do("todo added", func(ctx context.Context) error {
			_, err := mem.AddTodo(ctx, agent, text)
			return err
		})
	case "edit", "supersede":
		old := k.target
		if p == "edit" {
			return k.do("memory updated", func(ctx context.Context) error {
				_, err := mem.Update(ctx, agent, old.ID, memory.Patch{Content: &text})
				return err
			})
		}
		return k.do("memory superseded", func(ctx context.Context) error {
			_, err := mem.Apply(ctx, agent, []memory.Op{{Kind: memory.OpWrite, Supersedes: []string{old.ID},
				New: memory.NewMemory{Type: old.Type, Content: text, Significance: memory.Sig(old.Significance)}}})
			return err
		})
	}
	return nil
}

// key handles a key on the list.
func (k *knowOverlay) key(msg tea.KeyPressMsg) (bool, tea.Cmd) {
	confirm := k.confirm
	k.confirm = false
	switch s := msg.String(); s {
	case "esc", "q":
		return false, nil
	case "up", "k":
		k.sel = max(k.sel-1, 0)
	case "down", "j":
		k.sel = max(min(k.sel+1, k.count()-1), 0)
	case "tab", "shift+tab":
		d := 1
		if s == "shift+tab" {
			d = 2
		}
		k.kind = (k.kind + knowKind(d)) % 3
		k.sel, k.loaded, k.err = 0, false, nil
		return true, k.load()
	default:
		return true, k.kindKey(s, confirm)
	}
	return true, nil
}

// kindKey handles the keys of what the panel shows.
func (k *knowOverlay) kindKey(s string, confirm bool) tea.Cmd {
	agent, mem, id := k.agent, k.mem, k.selID()
	switch {
	case k.kind == knowMemories && s == "/":
		k.typing = true
	case k.kind == knowMemories && s == "d" && id != "":
		if !confirm {
			k.confirm = true
			return nil
		}
		return k.do("memory deleted", func(ctx context.Context) error { return mem.Delete(ctx, agent, id) })
	case k.kind == knowMemories && s == "e" && id != "":
		k.prompt, k.text, k.target = "edit", k.mems[k.sel].Content, k.mems[k.sel]
	case k.kind == knowMemories && s == "s" && id != "":
		k.prompt, k.text, k.target = "supersede", "", k.mems[k.sel]
	case k.kind == knowNotes && (s == "e" || s == "enter") && id != "":
		return prepareNoteEdit(k.notes[k.sel])
	case k.kind == knowTodos && s == "a":
		k.prompt, k.text = "add", ""
	case k.kind == knowTodos && (s == "space" || s == " " || s == "x") && id != "":
		t := k.todos[k.sel]
		if t.Done {
			return nil
		}
		return k.do("todo done", func(ctx context.Context) error {
			_, err := mem.DoneTodo(ctx, agent, t.ID)
			return err
		})
	}
	return nil
}

// sourceConv is the conversation a memory was extracted from ("" when
// none is recorded).
func sourceConv(m memory.Memory) string {
	var md struct {
		Conversation string `json:"conversation"`
	}
	if len(m.Metadata) == 0 || json.Unmarshal(m.Metadata, &md) != nil {
		return ""
	}
	return md.Conversation
}

func (k *knowOverlay) View(w, h int) []string {
	th := &k.c.theme
	tabs := make([]string, len(knowNames))
	for i, n := range knowNames {
		if knowKind(i) == k.kind {
			tabs[i] = th.Accent.Render("[" + n + "]")
		} else {
			tabs[i] = th.Muted.Render(" " + n + " ")
		}
	}
	head := []string{th.Text.Render(clip.Width(k.agent+" knows", w)) + "  " + strings.Join(tabs, " ")}
	if k.kind == knowMemories {
		q := k.query
		switch {
		case k.typing:
			q = th.Text.Render("search: " + q + "▏")
		case q != "":
			q = th.Muted.Render("search: ") + th.Text.Render(q) + th.Muted.Render(" (ranked as the agent ranks)")
		default:
			q = th.Muted.Render("search: / to type")
		}
		head = append(head, clip.Width(q, w))
	}
	foot := k.footer(w)
	body := k.body(w, max(h-len(head)-len(foot), 1))
	return append(append(head, body...), foot...)
}

// body is the list, windowed around the selection, in h rows.
func (k *knowOverlay) body(w, h int) []string {
	th := &k.c.theme
	switch {
	case k.err != nil:
		return []string{th.Error.Render(clip.Width(userText(k.err), w))}
	case !k.loaded:
		return []string{th.Muted.Render("loading…")}
	case k.count() == 0:
		return []string{th.Muted.Render("nothing yet")}
	}
	var rows []string
	selFirst := 0
	for i := range k.count() {
		if i == k.sel {
			selFirst = len(rows)
		}
		rows = append(rows, k.item(i, w)...)
	}
	if k.kind == knowNotes {
		extra := noteBody(k.notes[k.sel], w)
		rows = append(rows, "")
		rows = append(rows, extra...)
	}
	if len(rows) <= h {
		return rows
	}
	off := max(min(selFirst-h/3, len(rows)-h), 0)
	return rows[off : off+h]
}

// item draws entry i of the list: one or two rows.
func (k *knowOverlay) item(i, w int) []string {
	th := &k.c.theme
	mark, st := "  ", th.Text
	if i == k.sel {
		mark, st = th.Accent.Render("▸ "), th.Accent
	}
	switch k.kind {
	case knowNotes:
		n := k.notes[i]
		return []string{mark + st.Render(clip.Width(n.Title, w-14)) + th.Muted.Render(" · "+n.UpdatedAt.Local().Format("2006-01-02"))}
	case knowTodos:
		t := k.todos[i]
		box := "[ ] "
		if t.Done {
			box, st = "[x] ", th.Muted
		}
		return []string{mark + st.Render(clip.Width(box+t.Text, w-2))}
	}
	mm := k.mems[i]
	meta := fmt.Sprintf("%s · significance %.2f · %s", mm.Type, mm.Significance, mm.CreatedAt.Local().Format("2006-01-02"))
	if i < len(k.scores) {
		meta = fmt.Sprintf("score %.3f · ", k.scores[i]) + meta
	}
	if conv := sourceConv(mm); conv != "" {
		meta += " · from " + k.h.titleOf(conv)
	}
	text := clip.Line(mm.Content, 400)
	if mm.Key != "" { // a keyed fact reads as its key and value
		text = mm.Key + ": " + text
	}
	return []string{mark + st.Render(clip.Width(text, w-2)), "    " + th.Muted.Render(clip.Width(meta, w-4))}
}

// noteBody is the selected note's text under the list.
func noteBody(n memory.Note, w int) []string {
	var out []string
	for _, l := range strings.Split(strings.TrimRight(n.Body, "\n"), "\n") {
		out = append(out, "  "+clip.Width(l, w-2))
	}
	return out
}

// footer is the prompt being typed, or the keys.
func (k *knowOverlay) footer(w int) []string {
	th := &k.c.theme
	if k.prompt != "" {
		label := map[string]string{"edit": "new content: ", "supersede": "superseding memory: ", "add": "new todo: "}[k.prompt]
		return []string{th.Text.Render(clip.Width(label+k.text+"▏", w)), th.Muted.Render("enter saves · esc cancels")}
	}
	if k.confirm {
		return []string{th.Error.Render("delete this memory? d again deletes, any other key keeps it")}
	}
	items := []string{"↑↓ move", "tab memories/notes/todos"}
	switch k.kind {
	case knowMemories:
		items = append(items, "/ search", "e edit", "s supersede", "d delete")
	case knowNotes:
		items = append(items, "e edit in $EDITOR")
	case knowTodos:
		items = append(items, "a add", "space done")
	}
	items = append(items, "esc closes")
	if full := strings.Join(items, " · "); ansi.StringWidth(full) <= w {
		return []string{th.Muted.Render(full)}
	}
	// Narrow: the actions, then how to leave on a line of its own.
	return []string{hintItems(th.Muted, "", items[2:len(items)-1], w), hintItems(th.Muted, "", []string{"tab switches", "esc closes"}, w)}
}
