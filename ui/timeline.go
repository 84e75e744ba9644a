package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

type itemKind int

const (
	kindUser itemKind = iota
	kindAssistant
	kindAsync
	kindNotice
	kindSummary
)

// toolView is one tool call of an assistant message with its answer.
type toolView struct {
	call   session.ToolCall
	result *session.ToolResult
	// Async calls: the outcome once the background result arrived.
	asyncDone      bool
	asyncOK        bool
	asyncCancelled bool // ended with its turn before it finished
	asyncTook      time.Duration
	// How the call got permission (computed once, when first drawn).
	perm   string
	permOK bool
}

// duration is how long the call ran, 0 when unknown.
func (tv *toolView) duration() time.Duration {
	switch {
	case tv.asyncDone:
		return tv.asyncTook
	case tv.result == nil || tv.result.Async:
		return 0
	}
	return time.Duration(tv.result.DurationMs) * time.Millisecond
}

// item is one row of the timeline built from a stored entry. Entries are
// shared with the store's cache and never changed; an item only points at
// what it shows.
type item struct {
	kind     itemKind
	id       string
	turnID   string
	author   string
	at       time.Time
	text     string
	thinking string
	tools    []toolView
	meta     session.EntryMeta
	async    session.AsyncResult
	linkText string               // async results: what started them
	files    []session.Attachment // a person's message: the files it carried
	// re: a reply's input, when another message of the person came
	// between them (turns ran side by side): "" when it follows it.
	re string
	// continues: the reply carries on its turn's cut reply right above.
	continues bool
	version   int  // bumps when a tool result arrives for this item
	expand    bool // tool blocks toggled open (or closed) one by one

	body renderCache // markdown body
	out  renderCache // the whole item, gutter and blocks included
	held bool        // listed in its view's held: it has rendered lines
}

type renderKey struct {
	width    int
	theme    string
	flags    uint8
	version  int
	sib      string // "‹2/3›" when the entry has alternatives
	selected bool
	expand   bool
	// unanswered: how the turn of a person's message ended before a word
	// of its reply (cancelled, failed), "" while it runs or once answered.
	unanswered string
	tint       int // a channel's agent colour (index + 1)
	excluded   bool
}

type renderCache struct {
	key   renderKey
	lines []string
	ok    bool
}

// convView is what the UI knows of one open conversation: its items, live
// state and scroll position.
type convView struct {
	conv    session.Conversation
	branch  string
	loaded  bool
	loading bool
	partial bool // only the end of the branch is loaded; the rest is coming
	err     error
	pending []session.Entry // arrived while loading
	// feedPending arrived from the change feed while loading: added after
	// the path when they continue it.
	feedPending []session.Entry
	tip         string // the newest entry of the branch shown
	// The branch is read from its end: top is the oldest entry read, more
	// says entries come before it (read a page at a time, paging, as the
	// view nears the top), and orphans are the tool results read whose
	// call lies above top.
	top          string
	more, paging bool
	orphans      []session.Entry

	items    []*item
	ids      map[string]bool
	callIdx  map[string]int // tool call id → item index
	entryIdx map[string]int // entry id → item index
	turnNo   map[string]int
	usage    map[string]session.UsageByModel // by turn

	// scroll: follow sticks to the bottom; otherwise the row at the top of
	// the screen is line offset of item anchor (indices over items then
	// live streams).
	follow bool
	anchor int
	offset int

	focusTurn string // the turn Esc cancels
	// answered holds the turns with an entry of their own besides their
	// input: a turn ended without one left only its input to mark.
	answered map[string]bool
	// inputs are the person's messages by turn: a reply below another
	// turn's entry says what it answers.
	inputs    map[string]string
	wantFocus string // an entry to bring on screen once loaded (jobs panel)

	// excluded are the entries left out of the branch's context (read
	// after each load, see readMarks).
	excluded map[string]bool

	tree  *session.Tree           // the whole tree, for alternatives and the tree view
	turns map[string]session.Turn // by id, for per-branch roll-ups
	sel   int                     // the selected item in select mode
	// The items drawn in the last frame, to keep a selection on screen.
	firstVis, lastVis int
	// held lists the items that have rendered lines; dropRenders lets go
	// of those far from the screen.
	held []*item
}

func newConvView(c session.Conversation) *convView {
	return &convView{conv: c, branch: c.CurrentBranch, follow: true, ids: map[string]bool{}, answered: map[string]bool{}, inputs: map[string]string{}, callIdx: map[string]int{},
		entryIdx: map[string]int{}, turnNo: map[string]int{}, usage: map[string]session.UsageByModel{},
		turns: map[string]session.Turn{}, sel: -1}
}

// load replaces the content with a branch path (and what arrived meanwhile).
func (cv *convView) load(conv session.Conversation, path []session.Entry, turns []session.Turn, tree *session.Tree) {
	keepFollow, keepAnchor, keepOffset := cv.follow, cv.anchor, cv.offset
	pending, feed := cv.pending, cv.feedPending
	want := cv.wantFocus // asked for before the end of the branch was read
	known := cv.turns
	if cv.branch != "" && conv.CurrentBranch != cv.branch {
		pending = nil // entries of the branch we left
		keepFollow, keepAnchor, keepOffset = true, 0, 0
	}
	*cv = *newConvView(conv)
	cv.wantFocus = want
	cv.tree = tree
	cv.follow, cv.anchor, cv.offset = keepFollow, keepAnchor, keepOffset
	cv.items = make([]*item, 0, len(path)/2+1)
	if len(path) > 0 {
		cv.top = path[0].ID
	}
	for i := range path {
		cv.add(&path[i])
	}
	for i := range pending {
		cv.add(&pending[i])
	}
	for i := range feed {
		if feed[i].ParentID == cv.tip {
			cv.add(&feed[i])
		}
	}
	cv.keepTurns(turns, known)
	cv.loaded = true
}

func (cv *convView) turnNumber(id string) int {
	if id == "" {
		return 0
	}
	n, ok := cv.turnNo[id]
	if !ok {
		n = len(cv.turnNo) + 1
		cv.turnNo[id] = n
	}
	return n
}

// add appends one entry. It reports whether anything visible changed.
func (cv *convView) add(e *session.Entry) bool {
	if cv.ids[e.ID] {
		return false
	}
	cv.ids[e.ID] = true
	cv.tip = e.ID
	cv.turnNumber(e.TurnID)
	it := &item{id: e.ID, turnID: e.TurnID, author: e.Author, at: e.CreatedAt}
	if e.TurnID != "" && (e.Kind != session.EntryMessage || e.Role != session.RoleUser) {
		cv.answered[e.TurnID] = true
	}
	switch e.Kind {
	case session.EntryMessage:
		it.meta = e.Meta()
		if e.Role == session.RoleUser {
			it.kind = kindUser
			it.text, it.files = session.Text(e.Content), session.Attachments(e.Content)
			if e.TurnID != "" {
				cv.inputs[e.TurnID] = it.text
			}
			break
		}
		it.kind = kindAssistant
		if in, ok := cv.inputs[e.TurnID]; ok && len(cv.items) > 0 && cv.items[len(cv.items)-1].turnID != e.TurnID {
			it.re = in // what is right above is another turn's
		}
		if n := len(cv.items); n > 0 {
			prev := cv.items[n-1]
			it.continues = prev.kind == kindAssistant && prev.turnID == e.TurnID && prev.meta.Interrupted && len(prev.tools) == 0
		}
		var think []string
		for _, bl := range e.Content {
			switch bl.Type {
			case session.BlockText:
				it.text += bl.Text
			case session.BlockThinking:
				if bl.Thinking != "" {
					think = append(think, bl.Thinking)
				}
			case session.BlockToolCall:
				if bl.ToolCall != nil {
					cv.callIdx[bl.ToolCall.ID] = len(cv.items)
					it.tools = append(it.tools, toolView{call: *bl.ToolCall})
				}
			}
		}
		it.thinking = strings.Join(think, "\n\n")
	case session.EntryToolResult:
		changed, all := cv.attach(e)
		if !all {
			cv.orphans = append(cv.orphans, *e)
		}
		return changed
	case session.EntryAsyncResult:
		it.kind = kindAsync
		it.meta = e.Meta()
		if r, ok := session.AsyncResultOf(e.Content); ok {
			it.async = r
		} else {
			it.async = session.AsyncResult{Result: session.Text(e.Content), Status: session.AsyncCompleted}
			if it.meta.Error != "" {
				it.async.Status = session.AsyncFailed
			}
		}
		it.linkText = cv.linkFor(it.meta.ReplyTo)
		cv.asyncFinished(it, e.CreatedAt)
	case session.EntryNotice:
		it.kind = kindNotice
		it.text = session.Text(e.Content)
	case session.EntryCompaction, session.EntryBranchSummary:
		it.kind = kindSummary
		it.text = session.Text(e.Content)
	case session.EntryInjection:
		it.kind = kindNote
		it.text = session.Text(e.Content)
	case session.EntryAgentSpawn, session.EntryAgentResult:
		spawnItem(it, e)
	default:
		return false
	}
	cv.entryIdx[e.ID] = len(cv.items)
	cv.items = append(cv.items, it)
	return true
}

// linkFor describes the entry an async result answers.
func (cv *convView) linkFor(entryID string) string {
	idx, ok := cv.entryIdx[entryID]
	if !ok {
		return ""
	}
	src := cv.items[idx]
	s := clip.Line(src.text, 40)
	if s == "" && len(src.tools) > 0 {
		s = src.tools[0].call.Name + " call"
	}
	return s
}

// asyncFinished marks the async call an async result answers as done.
func (cv *convView) asyncFinished(res *item, at time.Time) {
	idx, ok := cv.entryIdx[res.meta.ReplyTo]
	if !ok {
		return
	}
	src := cv.items[idx]
	op := orStr(res.meta.AsyncOp, res.async.OpID)
	for j := range src.tools {
		tv := &src.tools[j]
		if tv.result != nil && tv.result.Async && tv.result.AsyncOp == op && op != "" {
			tv.asyncDone, tv.asyncOK = true, res.async.Success()
			tv.asyncCancelled = res.meta.Interrupted
			tv.asyncTook = at.Sub(src.at)
			src.version++
		}
	}
}

// activeTurnCount counts active turns of this conversation.
func (cv *convView) totalUsage() session.Usage {
	var u session.Usage
	for _, m := range cv.usage {
		for _, x := range m {
			u.Add(x)
		}
	}
	return u
}

// Render flags.
const (
	flagTools uint8 = 1 << iota
	flagThinking
	flagTimes
)

// renderer draws items; it holds what every item render needs.
type renderer struct {
	c         *common
	tl        *timeline
	h         rowLook // agent colours, permission labels, questions waiting
	width     int     // full timeline width
	flags     uint8
	selecting bool
}

func (r renderer) key(cv *convView, it *item) renderKey {
	k := renderKey{width: r.width, theme: r.c.theme.Name, flags: r.flags, version: it.version}
	if it.kind == kindUser || it.kind == kindAssistant {
		k.sib = cv.altLabel(it.id)
	}
	if it.kind == kindUser {
		k.unanswered = cv.unanswered(it)
	}
	k.selected = r.selecting && cv.sel >= 0 && cv.sel < len(cv.items) && cv.items[cv.sel] == it
	k.excluded = cv.excluded[it.id]
	k.expand = (r.flags&flagTools != 0) != it.expand
	if cv.conv.Kind == session.KindChannel && it.kind == kindAssistant {
		k.tint = r.h.tintOf(it.author) + 1
	}
	return k
}

func (r renderer) gutter(kind itemKind) string {
	th := &r.c.theme
	switch kind {
	case kindUser:
		return th.User.Render("▌") + " "
	case kindAssistant:
		return th.Assistant.Render("▌") + " "
	case kindAsync:
		return th.Async.Render("▌") + " "
	default:
		return th.Border.Render("▌") + " "
	}
}

// bodyWidth is the text width inside the gutter.
func (r renderer) bodyWidth() int {
	w := r.width - 3
	if w < 10 {
		w = 10
	}
	return w
}

// itemLines returns an item's lines, rendering only on a cache miss. It is
// long because it is two switches over the item kinds (header, then body),
// a few lines a kind, behind the one cache check.
func (r renderer) itemLines(cv *convView, it *item) []string {
	k := r.key(cv, it)
	if it.out.ok && it.out.key == k {
		return it.out.lines
	}
	th := &r.c.theme
	bw := r.bodyWidth()
	g := r.gutter(it.kind)
	channel := cv.conv.Kind == session.KindChannel
	if channel && it.kind == kindAssistant {
		g = r.h.agentStyle(it.author).Render("▌") + " "
	}
	if k.selected {
		g = th.Accent.Render("▶") + " "
	}
	lines := []string{""}
	header := ""
	turn := ""
	if n := cv.turnNo[it.turnID]; n > 0 && it.kind != kindUser {
		turn = th.Muted.Render(fmt.Sprintf(" · turn %d", n))
	}
	stamp := ""
	if r.flags&flagTimes != 0 && !it.at.IsZero() {
		stamp = th.Muted.Render(" · " + it.at.Local().Format("15:04:05"))
	}
	sib := ""
	if k.sib != "" {
		sib = " " + th.Accent.Render(k.sib)
	}
	switch it.kind {
	case kindUser:
		// In a workspace agent's own conversation, what arrives as the
		// "user" side is often another agent's post: name who wrote it.
		who := th.User.Render("you")
		if a := it.author; a != "" && a != "user" {
			who = r.h.agentStyle(a).Render("@" + a)
		}
		header = who + sib + stamp
	case kindAssistant:
		name := th.Assistant.Render(orStr(it.author, "assistant"))
		if channel {
			name = r.h.agentStyle(it.author).Render("@" + orStr(it.author, "assistant"))
		}
		header = name + sib + turn + stamp
		if ref := it.meta.ModelRef; ref != "" {
			// An agent with several models: which one wrote this.
			header += th.Muted.Render(" · " + ref)
		} else if k.sib != "" && it.meta.Model != "" {
			// Candidate replies: what each cost and took, by which model.
			header += th.Muted.Render(" · " + candidateLabel(it.meta, cv.turns[it.turnID].Model))
		}
		if mark, _ := cutMarks(th, it.meta, 0); mark != "" {
			header += " " + mark
		}
		if it.continues {
			header += th.Muted.Render(" · continues the reply above")
		}
	case kindAsync:
		status := th.Success.Render("✓")
		switch {
		case it.meta.Interrupted:
			status = th.Warning.Render("⊘ cancelled")
		case !it.async.Success():
			status = th.Error.Render("✗ failed")
		}
		// The outcome first: on a narrow screen the details give way.
		header = th.Async.Render("↩ background result") + " " + status + th.Muted.Render(" · "+orStr(it.async.Tool, "tool")) + turn + stamp
	case kindNotice:
		header = th.Notice.Render("ⓘ notice") + turn + stamp
		if channel {
			header = th.Notice.Render("ⓘ "+orStr(it.author, "grove")) + stamp
		}
	case kindSummary:
		header = th.Muted.Render("≡ summary") + stamp
	case kindNote:
		header = noteHeader(th) + stamp
	case kindSpawn, kindAgentResult, kindAgentFailed:
		header = spawnHeader(th, it) + turn + stamp
	}
	lines = append(lines, g+header)
	add := func(ls ...string) {
		for _, l := range ls {
			lines = append(lines, g+l)
		}
	}
	switch it.kind {
	case kindUser, kindAssistant:
		if it.re != "" {
			add(th.Muted.Render(ansi.Truncate("↳ re: “"+plainInline(it.re)+"”", bw, "…")))
		}
		if it.thinking != "" {
			if r.flags&flagThinking != 0 {
				for _, l := range plainLines(it.thinking, bw) {
					add(th.Thinking.Render(l))
				}
			} else {
				add(th.Thinking.Render(fmt.Sprintf("▸ thinking · %d words", len(strings.Fields(it.thinking)))))
			}
		}
		add(foldUser(th, it, r.body(it, bw), bw, k.expand)...)
		add(r.fileLines(it.files, bw)...)
		switch {
		case k.unanswered == session.TurnCancelled:
			add(th.Warning.Render(ansi.Truncate("⊘ you cancelled this before a reply began", bw, "…")))
		case k.unanswered != "":
			add(th.Error.Render(ansi.Truncate("✗ "+k.unanswered, bw, "…")))
		}
		for i := range it.tools {
			add(r.toolLines(cv, it, &it.tools[i], bw, k.expand)...)
		}
		if _, line := cutMarks(th, it.meta, bw); line != "" {
			add(line)
		}
	case kindAsync:
		if it.linkText != "" {
			add(th.Muted.Render(ansi.Truncate("↑ started by “"+plainInline(it.linkText)+"”", bw, "…")))
		}
		body := strings.TrimSpace(it.async.Result)
		st := th.Text
		switch {
		case it.meta.Interrupted:
			st = th.Warning
		case !it.async.Success():
			st = th.Error
		}
		for _, l := range plainLines(body, bw) {
			add(st.Render(l))
		}
	case kindNotice:
		for _, l := range plainLines(it.text, bw) {
			add(th.Notice.Render(l))
		}
	case kindSummary:
		add(summaryLines(th, it.text, r.body(it, bw), bw, k.expand)...)
	case kindNote:
		add(r.c.md.plainText(it.text, bw, th.Text)...)
	case kindSpawn, kindAgentResult, kindAgentFailed:
		add(spawnLines(th, it, bw)...)
	}
	if k.excluded {
		lines = dimExcluded(th, lines, g)
	}
	it.out = renderCache{key: k, lines: lines, ok: true}
	if !it.held {
		it.held = true
		cv.held = append(cv.held, it)
	}
	return lines
}

// body renders an item's markdown once per width and theme (a summary's
// without its first line when that only says what it is).
func (r renderer) body(it *item, bw int) []string {
	k := renderKey{width: bw, theme: r.c.theme.Name}
	if it.body.ok && it.body.key == k {
		return it.body.lines
	}
	var lines []string
	switch it.kind {
	case kindUser:
		// A person's own text keeps its shape: line breaks, indentation.
		lines = r.c.md.plainText(it.text, bw, r.c.theme.Text)
	case kindSummary:
		_, rest := summaryParts(it.text)
		lines = r.c.md.render(rest, bw)
	default:
		lines = r.c.md.render(it.text, bw)
	}
	r.tl.finishedRenders++
	it.body = renderCache{key: k, lines: lines, ok: true}
	return lines
}

func orStr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// cutMarks are the header mark and the closing line of a reply that
// stopped before the model finished, or one that failed, both saying the
// same thing: cancelled by the person, interrupted because grove closed
// (the turn goes on at the next start), or failed. w bounds the line.
func cutMarks(th *themes.Theme, m session.EntryMeta, w int) (mark, line string) {
	switch m.Cut() {
	case session.CutCancelled:
		return th.Warning.Render("⊘ cancelled"), th.Warning.Render(ansi.Truncate("⊘ you cancelled this reply before it finished", w, "…"))
	case session.CutClosed:
		return th.Warning.Render("⚠ interrupted"), th.Warning.Render(ansi.Truncate("⚠ interrupted: "+m.Error, w, "…"))
	}
	if m.Error == "" {
		return "", ""
	}
	return th.Error.Render("✗ failed"), th.Error.Render(ansi.Truncate("✗ failed: "+m.Error, w, "…"))
}
