package ui

import (
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// Replay steps through a branch entry by entry: what the agent saw at each
// point (the context since the last compaction), what it did (messages,
// tool calls and results, background arrivals), when, and which model
// answered. Play advances on its own at an adjustable speed.

var replaySpeeds = []float64{0.5, 1, 2, 4, 8}

type replayOverlay struct {
	c       *common
	h       host
	convID  string
	branch  string
	path    []session.Entry
	pos     int
	playing bool
	speed   int // index in replaySpeeds
	seq     int
	// The context panel: what the agent was given for the entry under the
	// cursor, loaded off the UI goroutine and cached per entry id.
	showCtx   bool
	ctx       map[string]*replayCtx
	ctxOrder  []string // cache ids, oldest first
	ctxScroll int      // message lines scrolled up from the newest
}

// replayCtx is a rebuilt request, summarised for the panel.
type replayCtx struct {
	loading      bool
	err          error
	model        string
	systemTokens int
	system       []string // the system prompt's first lines
	tools        []string
	msgs         []ctxLine
	tokens       int // system and messages
}

type ctxLine struct {
	role   string
	line   string
	tokens int
}

// replayCtxCache bounds the panel cache: playing through a long branch
// must not keep a request per entry.
const replayCtxCache = 64

type (
	replayLoadMsg struct {
		convID, branch, focus string
		path                  []session.Entry
		err                   error
	}
	replayTick   struct{ seq int }
	replayCtxMsg struct {
		convID, entryID string
		ctx             *replayCtx
	}
)

func (m *Model) openReplay(cv *convView, focus string) tea.Cmd {
	ctx, st, id, branch := m.c.ctx, m.c.store, cv.conv.ID, cv.branch
	return func() tea.Msg {
		p, err := st.Path(ctx, id, branch)
		return replayLoadMsg{convID: id, branch: branch, focus: focus, path: p, err: err}
	}
}

func (m *Model) onReplayLoaded(msg replayLoadMsg) tea.Cmd {
	if msg.err != nil {
		return m.flash(userText(msg.err), true)
	}
	if len(msg.path) == 0 {
		return m.flash("this branch is empty", false)
	}
	rv := &replayOverlay{c: m.c, h: m, convID: msg.convID, branch: msg.branch, path: msg.path, speed: 1, showCtx: true, ctx: map[string]*replayCtx{}}
	for i, e := range msg.path {
		if e.ID == msg.focus {
			rv.pos = i
		}
	}
	m.stack.push(rv)
	return rv.contextCmd()
}

func (rv *replayOverlay) layer() layer { return layerPanel }

func (rv *replayOverlay) boxWidth(avail, _ int) int { return avail }

// replayContextCmd loads the context of the entry under the cursor, unless
// the panel is hidden or it is cached or on its way.
func (rv *replayOverlay) contextCmd() tea.Cmd {
	if !rv.showCtx || rv.c.rt == nil {
		return nil
	}
	id := rv.path[rv.pos].ID
	if _, ok := rv.ctx[id]; ok {
		return nil
	}
	rv.remember(id, &replayCtx{loading: true})
	ctx, rt, convID := rv.c.ctx, rv.c.rt, rv.convID
	return func() tea.Msg {
		req, err := rt.ContextAt(ctx, id)
		if err != nil {
			return replayCtxMsg{convID: convID, entryID: id, ctx: &replayCtx{err: err}}
		}
		return replayCtxMsg{convID: convID, entryID: id, ctx: summariseRequest(req)}
	}
}

func (rv *replayOverlay) remember(id string, c *replayCtx) {
	if _, ok := rv.ctx[id]; !ok {
		rv.ctxOrder = append(rv.ctxOrder, id)
	}
	rv.ctx[id] = c
	for len(rv.ctxOrder) > replayCtxCache {
		delete(rv.ctx, rv.ctxOrder[0])
		rv.ctxOrder = rv.ctxOrder[1:]
	}
}

func (rv *replayOverlay) onCtx(msg replayCtxMsg) tea.Cmd {
	if rv.convID != msg.convID {
		return nil
	}
	if c, ok := rv.ctx[msg.entryID]; ok && c.loading {
		rv.ctx[msg.entryID] = msg.ctx
	}
	return nil
}

// summariseRequest keeps what the panel shows of a request: sizes are
// estimated at 4 characters a token.
func summariseRequest(req llm.Request) *replayCtx {
	c := &replayCtx{model: req.Model, systemTokens: tokensOf(len(req.System))}
	for _, l := range strings.Split(strings.TrimSpace(req.System), "\n") {
		if l = strings.TrimSpace(l); l != "" && len(c.system) < 3 {
			c.system = append(c.system, clip.Line(l, 200))
		}
	}
	for _, t := range req.Tools {
		c.tools = append(c.tools, t.Name)
	}
	c.tokens = c.systemTokens
	for _, msg := range req.Messages {
		var parts []string
		chars := 0
		for _, b := range msg.Content {
			switch b.Type {
			case session.BlockText:
				chars += len(b.Text)
				if l := clip.FirstLine(b.Text); l != "" {
					parts = append(parts, l)
				}
			case session.BlockThinking:
				chars += len(b.Thinking)
			case session.BlockToolCall:
				if tc := b.ToolCall; tc != nil {
					chars += len(tc.Name) + len(tc.Arguments)
					parts = append(parts, "⚙ "+tc.Name+" "+clip.FirstLine(string(tc.Arguments)))
				}
			case session.BlockToolResult:
				if r := b.ToolResult; r != nil {
					res := r.Result
					if r.Error != nil {
						res = r.Error.Code + ": " + r.Error.Message
					}
					chars += len(res)
					parts = append(parts, "→ "+clip.FirstLine(res))
				}
			}
		}
		line := clip.Line(strings.Join(parts, " · "), 200)
		if line == "" {
			line = "(no text)"
		}
		cm := ctxLine{role: string(msg.Role), line: line, tokens: tokensOf(chars)}
		c.tokens += cm.tokens
		c.msgs = append(c.msgs, cm)
	}
	return c
}

func tokensOf(chars int) int { return (chars + 3) / 4 }

func (rv *replayOverlay) interval() time.Duration {
	return time.Duration(float64(time.Second) / replaySpeeds[rv.speed])
}

func (rv *replayOverlay) tickCmd() tea.Cmd {
	rv.seq++
	seq := rv.seq
	return tea.Tick(rv.interval(), func(time.Time) tea.Msg { return replayTick{seq} })
}

func (rv *replayOverlay) onTick(msg replayTick) tea.Cmd {
	if !rv.playing || msg.seq != rv.seq {
		return nil
	}
	if rv.pos >= len(rv.path)-1 {
		rv.playing = false
		return nil
	}
	rv.pos++
	rv.ctxScroll = 0
	return tea.Batch(rv.tickCmd(), rv.contextCmd())
}

func (rv *replayOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return true, nil
	}
	pos := rv.pos
	open, cmd := rv.step(k)
	if !open {
		return false, cmd
	}
	if rv.pos != pos {
		rv.ctxScroll = 0
	}
	return true, tea.Batch(cmd, rv.contextCmd())
}

func (rv *replayOverlay) step(msg tea.KeyPressMsg) (bool, tea.Cmd) {
	switch msg.String() {
	case "c":
		rv.showCtx = !rv.showCtx
	case "k", "pgup":
		step := 1
		if msg.String() == "pgup" {
			step = 5
		}
		rv.ctxScroll += step // clamped when drawn
	case "j", "pgdown":
		step := 1
		if msg.String() == "pgdown" {
			step = 5
		}
		rv.ctxScroll = max(rv.ctxScroll-step, 0)
	case "esc", "q":
		return false, nil
	case "right", "l", "n":
		rv.pos = min(rv.pos+1, len(rv.path)-1)
	case "left", "h", "b":
		rv.pos = max(rv.pos-1, 0)
	case "home", "g":
		rv.pos = 0
	case "end", "G":
		rv.pos = len(rv.path) - 1
	case "+", "=", "up":
		rv.speed = min(rv.speed+1, len(replaySpeeds)-1)
		if rv.playing {
			return true, rv.tickCmd()
		}
	case "-", "down":
		rv.speed = max(rv.speed-1, 0)
		if rv.playing {
			return true, rv.tickCmd()
		}
	case "space", " ", "p":
		rv.playing = !rv.playing
		if rv.playing {
			if rv.pos >= len(rv.path)-1 {
				rv.pos = 0
			}
			return true, rv.tickCmd()
		}
	case "enter":
		// Leave the replay at this entry in the timeline.
		rv.h.revealEntry(rv.convID, rv.path[rv.pos].ID)
		return false, nil
	}
	return true, nil
}

// replayLines draws the replay panel.
func (rv *replayOverlay) View(w, h int) []string {
	th := &rv.c.theme
	e := rv.path[rv.pos]
	state := "⏸ paused"
	if rv.playing {
		state = "▶ playing"
	}
	// A short box keeps the entry and the keys: no progress bar, blank
	// rows, usage or context panel.
	compact := h < 16
	where := fmt.Sprintf("entry %d of %d · %s · %gx", rv.pos+1, len(rv.path), state, replaySpeeds[rv.speed])
	title := th.Accent.Render(fmt.Sprintf("Replay ⎇ %s", rv.branch))
	out := []string{title + th.Muted.Render("  "+where), progressBar(rv.pos, len(rv.path), w), ""}
	if ansi.StringWidth(out[0]) > w {
		out[0] = clip.Width(title, w)
		out = append(out[:1], th.Muted.Render(clip.Width(where, w)), out[1], "")
	}
	if compact {
		out = out[:len(out)-2]
	}
	meta := e.Meta()
	head := entryKindLabel(&e) + th.Muted.Render(" · "+orStr(e.Author, "-")+" · "+e.CreatedAt.UTC().Format("2006-01-02 15:04:05"))
	if meta.Model != "" {
		head += th.Muted.Render(" · model " + meta.Model)
	}
	out = append(out, head)
	if meta.Usage != nil && !compact {
		out = append(out, th.Muted.Render(fmt.Sprintf("%d in / %d out tokens · $%.4f · %dms", meta.Usage.InputTokens, meta.Usage.OutputTokens, meta.Usage.Cost, meta.LatencyMs)))
	}
	if !rv.showCtx && !compact {
		seen := agent.AfterCompaction(rv.path[:rv.pos])
		chars := 0
		for _, s := range seen {
			chars += len(session.Text(s.Content))
		}
		out = append(out, th.Muted.Render(fmt.Sprintf("the agent saw %d earlier entries (~%d tokens) at this point", len(seen), chars/4)))
	}
	if !compact {
		out = append(out, "")
	}
	var body []string
	for _, b := range e.Content {
		switch b.Type {
		case session.BlockText:
			body = append(body, plainLines(b.Text, w-2)...)
		case session.BlockThinking:
			for _, l := range plainLines(b.Thinking, w-2) {
				body = append(body, th.Thinking.Render(l))
			}
		case session.BlockToolCall:
			if b.ToolCall != nil {
				body = append(body, th.Tool.Render("⚙ call "+b.ToolCall.Name)+" "+th.Muted.Render(clip.Line(string(b.ToolCall.Arguments), 60)))
			}
		case session.BlockToolResult:
			if r := b.ToolResult; r != nil {
				res := r.Result
				if r.Error != nil {
					res = r.Error.Code + ": " + r.Error.Message
				}
				body = append(body, th.Tool.Render("→ result")+" "+th.Text.Render(clip.Line(res, 60)))
			}
		}
	}
	if meta.Error != "" {
		body = append(body, th.Error.Render("error: "+meta.Error))
	}
	if len(body) == 0 {
		body = append(body, th.Muted.Render("(no content)"))
	}
	footer := 2 // a blank row and the keys
	if compact {
		footer = 1
	}
	room := max(h-len(out)-footer, 1)
	var panel []string
	if rv.showCtx && room >= 8 {
		// The entry gets a third of the room (at least 3 lines), the
		// context the rest.
		bodyRoom := min(len(body), max(room/3, 3))
		panel = append([]string{""}, rv.ctxLines(max(room-bodyRoom-1, 2))...)
		room = max(room-len(panel), 1)
	}
	if len(body) > room {
		body = append(body[:max(room-1, 0)], th.Muted.Render("… enter shows it all in the timeline"))
	}
	out = append(out, body...)
	out = append(out, panel...)
	keys := []string{"←→ step", "space play/pause", "+/- speed", "home/end", "c context", "enter show in timeline", "esc"}
	if rv.showCtx {
		keys = []string{"←→ step", "space play", "+/- speed", "c context", "j/k scroll", "enter timeline", "esc"}
	}
	if !compact {
		out = append(out, "")
	}
	out = append(out, hintFit(th.Muted, "", w, keys, []string{"←→", "space play", "+/-", "c ctx", "j/k", "⏎ timeline", "esc"}, []string{"←→ step", "space play", "esc"}))
	return out
}

// replayCtxLines draws the context panel in at most h lines: the request
// rebuilt for the entry under the cursor (model, system prompt, tools,
// messages), the newest messages first in view.
func (rv *replayOverlay) ctxLines(h int) []string {
	th := &rv.c.theme
	c := rv.ctx[rv.path[rv.pos].ID]
	title := th.Accent.Render("what the agent was given")
	switch {
	case c == nil || c.loading:
		return []string{title, th.Muted.Render("rebuilding the context…")}
	case c.err != nil:
		return []string{title, th.Error.Render("cannot rebuild the context: " + userText(c.err))}
	}
	out := []string{
		title + th.Muted.Render(fmt.Sprintf(" · %s · ~%s tokens · rebuilt, no pending work", countOf(len(c.msgs), "message"), fmtTokens(int64(c.tokens)))),
		th.Muted.Render("model ") + th.Text.Render(orStr(c.model, "-")) + th.Muted.Render(fmt.Sprintf(" · system ~%s tokens · tools: ", fmtTokens(int64(c.systemTokens)))) + th.Tool.Render(orStr(strings.Join(c.tools, ", "), "none")),
	}
	// The system prompt's first lines; one when the messages need the room.
	sys := c.system
	if len(sys)+len(c.msgs) > h-len(out) {
		sys = sys[:min(len(sys), 1)]
	}
	for _, l := range sys {
		out = append(out, th.Border.Render("│ ")+th.Muted.Render(l))
	}
	room := h - len(out)
	if room <= 0 {
		return out[:h]
	}
	var lines []string
	roleW := 9
	for _, cm := range c.msgs {
		style := th.Text
		switch cm.role {
		case string(llm.RoleUser):
			style = th.User
		case string(llm.RoleAssistant):
			style = th.Assistant
		case string(llm.RoleTool):
			style = th.Tool
		}
		lines = append(lines, style.Render(fmt.Sprintf("%-*s", roleW, cm.role))+th.Muted.Render(fmt.Sprintf("%6s  ", "~"+fmtTokens(int64(cm.tokens))))+th.Text.Render(cm.line))
	}
	if len(lines) == 0 {
		return append(out, th.Muted.Render("(no messages)"))
	}
	if len(lines) <= room {
		rv.ctxScroll = 0
		return append(out, lines...)
	}
	// A window ending ctxScroll lines above the newest, with a line for
	// what is hidden on either side.
	rv.ctxScroll = min(rv.ctxScroll, len(lines)-(room-1))
	if room < 3 {
		rv.ctxScroll = 0
	}
	start, end := len(lines)-(room-1), len(lines)
	if rv.ctxScroll > 0 {
		end = len(lines) - rv.ctxScroll
		start = end - (room - 2)
		if start <= 0 {
			start, end = 0, room-1
		}
	}
	if start > 0 {
		out = append(out, th.Muted.Render(fmt.Sprintf("↑ %d earlier", start)))
	}
	out = append(out, lines[start:end]...)
	if end < len(lines) {
		out = append(out, th.Muted.Render(fmt.Sprintf("↓ %d later", len(lines)-end)))
	}
	return out
}

func entryKindLabel(e *session.Entry) string {
	switch {
	case e.Kind == session.EntryMessage && e.Role == session.RoleUser:
		return "you said"
	case e.Kind == session.EntryMessage && len(session.ToolCalls(e.Content)) > 0:
		return "agent called tools"
	case e.Kind == session.EntryMessage:
		return "agent replied"
	case e.Kind == session.EntryToolResult:
		return "tool results"
	case e.Kind == session.EntryLLMCall:
		return "model call"
	case e.Kind == session.EntryAsyncResult:
		return "background result arrived"
	}
	return strings.ReplaceAll(e.Kind, "_", " ")
}

func progressBar(pos, n, w int) string {
	w = max(w-2, 10)
	filled := w
	if n > 1 {
		filled = (pos * w) / (n - 1)
	}
	return strings.Repeat("━", filled) + strings.Repeat("─", w-filled)
}

type compareLoadMsg struct {
	convID, left, right string
	rows                []session.CompareRow
	err                 error
	refresh             bool // read again for the open view
}
