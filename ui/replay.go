package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"grove/agent"
	"grove/session"
)

// Replay steps through a branch entry by entry: what the agent saw at each
// point (the context since the last compaction), what it did (messages,
// tool calls and results, background arrivals), when, and which model
// answered. Play advances on its own at an adjustable speed.

var replaySpeeds = []float64{0.5, 1, 2, 4, 8}

type replayView struct {
	convID  string
	branch  string
	path    []session.Entry
	pos     int
	playing bool
	speed   int // index in replaySpeeds
	seq     int
}

type (
	replayLoadMsg struct {
		convID, branch, focus string
		path                  []session.Entry
		err                   error
	}
	replayTick struct{ seq int }
)

func (m *Model) openReplay(cv *convView, focus string) tea.Cmd {
	ctx, st, id, branch := m.ctx, m.store, cv.conv.ID, cv.branch
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
	rv := &replayView{convID: msg.convID, branch: msg.branch, path: msg.path, speed: 1}
	for i, e := range msg.path {
		if e.ID == msg.focus {
			rv.pos = i
		}
	}
	m.replay = rv
	return nil
}

func (rv *replayView) interval() time.Duration {
	return time.Duration(float64(time.Second) / replaySpeeds[rv.speed])
}

func (m *Model) replayTickCmd() tea.Cmd {
	rv := m.replay
	rv.seq++
	seq := rv.seq
	return tea.Tick(rv.interval(), func(time.Time) tea.Msg { return replayTick{seq} })
}

func (m *Model) onReplayTick(msg replayTick) tea.Cmd {
	rv := m.replay
	if rv == nil || !rv.playing || msg.seq != rv.seq {
		return nil
	}
	if rv.pos >= len(rv.path)-1 {
		rv.playing = false
		return nil
	}
	rv.pos++
	return m.replayTickCmd()
}

func (m *Model) replayKey(msg tea.KeyPressMsg) tea.Cmd {
	rv := m.replay
	switch msg.String() {
	case "esc", "q":
		m.replay = nil
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
			return m.replayTickCmd()
		}
	case "-", "down":
		rv.speed = max(rv.speed-1, 0)
		if rv.playing {
			return m.replayTickCmd()
		}
	case "space", " ", "p":
		rv.playing = !rv.playing
		if rv.playing {
			if rv.pos >= len(rv.path)-1 {
				rv.pos = 0
			}
			return m.replayTickCmd()
		}
	case "enter":
		// Leave the replay at this entry in the timeline.
		m.replay = nil
		if cv := m.views[rv.convID]; cv != nil {
			if idx, ok := cv.entryIdx[rv.path[rv.pos].ID]; ok {
				m.reveal(cv, idx)
			}
		}
	}
	return nil
}

// replayLines draws the replay panel.
func (m *Model) replayLines(w, h int) []string {
	th := &m.theme
	rv := m.replay
	e := rv.path[rv.pos]
	state := "⏸ paused"
	if rv.playing {
		state = "▶ playing"
	}
	out := []string{
		th.Accent.Render(fmt.Sprintf("Replay ⎇ %s", rv.branch)) + th.Muted.Render(fmt.Sprintf("  entry %d of %d · %s · %gx", rv.pos+1, len(rv.path), state, replaySpeeds[rv.speed])),
		progressBar(rv.pos, len(rv.path), w),
		"",
	}
	meta := e.Meta()
	head := entryKindLabel(&e) + th.Muted.Render(" · "+orStr(e.Author, "-")+" · "+e.CreatedAt.UTC().Format("2006-01-02 15:04:05"))
	if meta.Model != "" {
		head += th.Muted.Render(" · model " + meta.Model)
	}
	out = append(out, head)
	if meta.Usage != nil {
		out = append(out, th.Muted.Render(fmt.Sprintf("%d in / %d out tokens · $%.4f · %dms", meta.Usage.InputTokens, meta.Usage.OutputTokens, meta.Usage.Cost, meta.LatencyMs)))
	}
	seen := agent.AfterCompaction(rv.path[:rv.pos])
	chars := 0
	for _, s := range seen {
		chars += len(session.Text(s.Content))
	}
	out = append(out, th.Muted.Render(fmt.Sprintf("the agent saw %d earlier entries (~%d tokens) at this point", len(seen), chars/4)))
	out = append(out, "")
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
				body = append(body, th.Tool.Render("⚙ call "+b.ToolCall.Name)+" "+th.Muted.Render(oneLine(string(b.ToolCall.Arguments))))
			}
		case session.BlockToolResult:
			if r := b.ToolResult; r != nil {
				res := r.Result
				if r.Error != nil {
					res = r.Error.Code + ": " + r.Error.Message
				}
				body = append(body, th.Tool.Render("→ result")+" "+th.Text.Render(oneLine(res)))
			}
		}
	}
	if meta.Error != "" {
		body = append(body, th.Error.Render("error: "+meta.Error))
	}
	if len(body) == 0 {
		body = append(body, th.Muted.Render("(no content)"))
	}
	room := max(h-len(out)-2, 1)
	if len(body) > room {
		body = append(body[:room-1], th.Muted.Render("…"))
	}
	out = append(out, body...)
	out = append(out, "", th.Muted.Render("←→ step · space play/pause · +/- speed · home/end · enter show in timeline · esc"))
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

// compareView shows two branches side by side, aligned by input.
type compareView struct {
	convID      string
	left, right string
	rows        []session.CompareRow
	top         int
}

type compareLoadMsg struct {
	convID, left, right string
	rows                []session.CompareRow
	err                 error
}

func compareBranches(ctx context.Context, st *session.Store, convID, left, right string) tea.Cmd {
	return func() tea.Msg {
		a, err := st.Path(ctx, convID, left)
		if err != nil {
			return compareLoadMsg{err: err}
		}
		b, err := st.Path(ctx, convID, right)
		if err != nil {
			return compareLoadMsg{err: err}
		}
		return compareLoadMsg{convID: convID, left: left, right: right, rows: session.Compare(a, b)}
	}
}

func (m *Model) compareKey(msg tea.KeyPressMsg) tea.Cmd {
	cmp := m.compare
	switch msg.String() {
	case "esc", "q":
		m.compare = nil
	case "up", "k":
		cmp.top = max(cmp.top-1, 0)
	case "down", "j":
		cmp.top++
	case "pgup":
		cmp.top = max(cmp.top-10, 0)
	case "pgdown":
		cmp.top += 10
	}
	return nil
}

// compareLines draws the split view: each input across, then the two
// answers in columns with tokens, cost and latency.
func (m *Model) compareLines(w, h int) []string {
	th := &m.theme
	cmp := m.compare
	col := max((w-3)/2, 10)
	sep := th.Border.Render(" │ ")
	var body []string
	side := func(x *session.Exchange) ([]string, string) {
		if x == nil {
			return []string{th.Muted.Render("(not on this branch)")}, ""
		}
		ls := plainLines(strings.TrimSpace(x.Answer), col)
		if len(ls) > 6 {
			ls = append(ls[:5], "…")
		}
		if x.Answer == "" {
			ls = []string{th.Muted.Render("(no reply)")}
		}
		stat := fmt.Sprintf("%s tok · $%.4f · %s", fmtTokens(x.Usage.InputTokens+x.Usage.OutputTokens), x.Usage.Cost, fmtDuration(x.Latency))
		if len(x.Models) > 0 {
			stat += " · " + strings.Join(x.Models, ",")
		}
		if x.Shared {
			stat += " · shared"
		}
		return ls, stat
	}
	var lt, rt session.Usage
	for i, r := range cmp.rows {
		in := ""
		if r.Left != nil {
			in = r.Left.Input
			lt.Add(r.Left.Usage)
		}
		if r.Right != nil {
			in = orStr(in, r.Right.Input)
			rt.Add(r.Right.Usage)
		}
		body = append(body, th.User.Render(fmt.Sprintf("%d › ", i+1))+th.Text.Render(shortText(in, w-6)))
		l, ls := side(r.Left)
		rr, rs := side(r.Right)
		for k := 0; k < max(len(l), len(rr)); k++ {
			a, b := "", ""
			if k < len(l) {
				a = l[k]
			}
			if k < len(rr) {
				b = rr[k]
			}
			body = append(body, fit(a, col)+sep+b)
		}
		body = append(body, fit(th.Muted.Render(ls), col)+sep+th.Muted.Render(rs), "")
	}
	head := []string{
		th.Accent.Render("Compare") + th.Muted.Render(fmt.Sprintf("  %d inputs", len(cmp.rows))),
		fit(th.Accent.Render("⎇ "+cmp.left)+th.Muted.Render(fmt.Sprintf(" · $%.4f", lt.Cost)), col) + sep + th.Accent.Render("⎇ "+cmp.right) + th.Muted.Render(fmt.Sprintf(" · $%.4f", rt.Cost)),
		th.Border.Render(strings.Repeat("─", col) + "─┼─" + strings.Repeat("─", col)),
	}
	room := max(h-len(head)-2, 1)
	if cmp.top > max(len(body)-room, 0) {
		cmp.top = max(len(body)-room, 0)
	}
	body = body[cmp.top:]
	if len(body) > room {
		body = body[:room]
	}
	out := append(head, body...)
	return append(out, "", th.Muted.Render("↑↓ scroll · esc close"))
}
