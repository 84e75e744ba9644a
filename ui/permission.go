package ui

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"grove/session"
	"grove/tools"
)

// The permission dialog. Tools run in the runtime's goroutines; when one
// needs a person's permission, tools.Permissions calls the Asker, which
// hands the question to the program and blocks until the dialog answers
// (or the call's context ends). The model only ever sees typed messages.

// typingGuard ignores keys for a moment after a dialog appears, so that a
// letter typed for the input box does not answer a question just shown.
const typingGuard = 300 * time.Millisecond

// errUIClosed is what Ask returns once the terminal UI has stopped.
var errUIClosed = errors.New("the terminal UI has closed")

// Asker is the TUI's tools.Asker. It is safe for concurrent use; questions
// asked at the same time queue in the dialog.
type Asker struct {
	ch   chan tea.Msg // read by the model's waitAsk command
	done chan struct{}
	once sync.Once
	seq  atomic.Int64
}

func newAsker() *Asker {
	return &Asker{ch: make(chan tea.Msg), done: make(chan struct{})}
}

// permRequest is one question waiting for the user.
type permRequest struct {
	id    int64
	q     tools.Question
	reply chan tools.Answer // buffered: the answer never blocks
}

type (
	permAskMsg  struct{ req *permRequest }
	permGoneMsg struct{ id int64 } // the caller stopped waiting (its ctx ended)
)

// Ask implements tools.Asker: it shows q in the dialog and waits for the
// answer, or until ctx ends (ctx.Err()) or the UI stops.
func (a *Asker) Ask(ctx context.Context, q tools.Question) (tools.Answer, error) {
	req := &permRequest{id: a.seq.Add(1), q: q, reply: make(chan tools.Answer, 1)}
	select {
	case a.ch <- permAskMsg{req}:
	case <-ctx.Done():
		return tools.Answer{}, ctx.Err()
	case <-a.done:
		return tools.Answer{}, errUIClosed
	}
	select {
	case ans := <-req.reply:
		return ans, nil
	case <-ctx.Done():
		// Take the question off the screen without making the caller wait.
		go func() {
			select {
			case a.ch <- permGoneMsg{req.id}:
			case <-a.done:
			}
		}()
		return tools.Answer{}, ctx.Err()
	case <-a.done:
		return tools.Answer{}, errUIClosed
	}
}

// close makes every pending and future Ask return errUIClosed.
func (a *Asker) close() { a.once.Do(func() { close(a.done) }) }

// waitAsk delivers the next question (or withdrawal) to Update.
func waitAsk(ctx context.Context, a *Asker) tea.Cmd {
	return func() tea.Msg {
		select {
		case msg := <-a.ch:
			return msg
		case <-ctx.Done():
			return nil
		case <-a.done:
			return nil
		}
	}
}

// answerCmd hands the answer back to the waiting tool goroutine.
func answerCmd(reply chan tools.Answer, ans tools.Answer) tea.Cmd {
	return func() tea.Msg {
		select {
		case reply <- ans:
		default: // already answered
		}
		return nil
	}
}

// permChoice is one line of the dialog.
type permChoice struct {
	key      string
	label    string
	decision tools.Decision
}

var permChoices = []permChoice{
	{"y", "allow once", tools.AllowOnce},
	{"c", "allow for this conversation", tools.AllowConversation},
	{"a", "always allow (saved to the config)", tools.AllowAlways},
	{"n", "deny", tools.DenyOnce},
}

// onPermMsg handles the asker's messages.
func (m *Model) onPermMsg(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case permAskMsg:
		m.asks = append(m.asks, msg.req)
		if len(m.asks) == 1 {
			m.askSel, m.askShown = 0, m.now()
		}
		var cmds []tea.Cmd
		cmds = append(cmds, waitAsk(m.c.ctx, m.asker))
		if msg.req.q.Info.ConversationID != m.current && msg.req.q.Info.ConversationID != "" {
			m.unread[msg.req.q.Info.ConversationID] = true
		}
		return tea.Batch(cmds...)
	case permGoneMsg:
		for i, r := range m.asks {
			if r.id == msg.id {
				m.asks = append(m.asks[:i], m.asks[i+1:]...)
				if i == 0 {
					m.askSel, m.askShown = 0, m.now()
				}
				break
			}
		}
		return waitAsk(m.c.ctx, m.asker)
	}
	return nil
}

// permKey handles a key while the dialog is up.
func (m *Model) permKey(msg tea.KeyPressMsg) tea.Cmd {
	if m.now().Sub(m.askShown) < typingGuard {
		return nil
	}
	s := msg.String()
	switch s {
	case "up", "k", "shift+tab":
		m.askSel = (m.askSel + len(permChoices) - 1) % len(permChoices)
		return nil
	case "down", "j", "tab":
		m.askSel = (m.askSel + 1) % len(permChoices)
		return nil
	case "enter":
		return m.answer(permChoices[m.askSel].decision)
	case "esc", "ctrl+c":
		return m.answer(tools.DenyOnce)
	}
	for _, c := range permChoices {
		if s == c.key {
			return m.answer(c.decision)
		}
	}
	return nil
}

// answer replies to the question on screen and shows the next one.
func (m *Model) answer(d tools.Decision) tea.Cmd {
	if len(m.asks) == 0 {
		return nil
	}
	req := m.asks[0]
	m.asks = m.asks[1:]
	m.askSel, m.askShown = 0, m.now()
	if req.q.Call.ID != "" {
		m.decisions[req.q.Call.ID] = d
	}
	ans := tools.Answer{Decision: d}
	if d == tools.DenyOnce {
		ans.Reason = "the user refused it"
	}
	return answerCmd(req.reply, ans)
}

// permLines is the dialog's content.
// permLines draws the permission dialog in w columns and at most h rows:
// when space is short the details give way (ending in "…"), never the
// choices. The tool and what it acts on come first.
func (m *Model) permLines(w, h int) []string {
	th := &m.c.theme
	req := m.asks[0]
	q := req.q
	title := th.Warning.Render("⚠ permission needed")
	if n := len(m.asks); n > 1 {
		title += th.Muted.Render(fmt.Sprintf(" · 1 of %d waiting", n))
	}
	out := []string{title, ""}
	row := func(label, value string) {
		lines := plainLines(value, max(w-14, 10))
		if len(lines) > 6 {
			lines = append(lines[:5], "…")
		}
		for i, l := range lines {
			lab := ""
			if i == 0 {
				lab = label
			}
			out = append(out, th.Muted.Render(pad(lab, 14))+th.Text.Render(l))
		}
	}
	row("tool", q.Call.Name)
	switch {
	case q.Subject.Value != "" && q.Subject.Command:
		row("command", q.Subject.Value)
	case q.Subject.Value != "":
		row("path", q.Subject.Value)
	}
	row("agent", orStr(q.Info.Agent, "?"))
	if c := q.Info.ConversationID; c != "" {
		t := m.titleOf(c)
		if c != m.current {
			t += "  (another conversation)"
		}
		row("conversation", t)
	}
	if a := argsSummary(q.Call.Arguments); a != "" && (q.Subject.Value == "" || !strings.Contains(a, q.Subject.Value) || len(a) > len(q.Subject.Value)+16) {
		row("arguments", a)
	}
	if q.Pattern != "" {
		row("remembers", q.Pattern)
	}
	details := out[2:]
	out = out[:1]
	var choices []string
	for i, c := range permChoices {
		mark := "  "
		line := th.StatusKey.Render(c.key) + "  " + th.Text.Render(c.label)
		if i == m.askSel {
			mark = th.Accent.Render("› ")
			line = th.Selected.Render(c.key + "  " + c.label)
		}
		if c.decision == tools.DenyOnce {
			line += th.Muted.Render("  (esc)")
		}
		choices = append(choices, ansi.Truncate(mark+line, w, "…"))
	}
	hint := th.Muted.Render(ansi.Truncate("↑↓ choose · enter confirm · or press the letter", w, "…"))
	if 1+1+len(details)+1+len(choices)+2 <= h {
		out = append(out, "")
		out = append(out, details...)
		out = append(out, "")
		out = append(out, choices...)
		return append(out, "", hint)
	}
	room := max(h-1-len(choices), 0)
	if len(details) > room {
		if room > 0 {
			details = append(details[:room-1:room-1], th.Muted.Render("…"))
		} else {
			details = nil
		}
	}
	out = append(out, details...)
	return append(out, choices...)
}

// permLabel says how a tool call got (or did not get) permission: "" when
// there is nothing worth showing (tools that do not act on the world).
func (m *Model) permLabel(convID, agentName string, tv *toolView) string {
	if tv.permOK {
		return tv.perm
	}
	tv.perm, tv.permOK = m.computePerm(convID, agentName, tv), true
	return tv.perm
}

func (m *Model) computePerm(convID, agentName string, tv *toolView) string {
	res := tv.result
	d, asked := m.decisions[tv.call.ID]
	if res != nil && res.Error != nil && res.Error.Code == tools.CodePermissionDenied {
		switch {
		case asked && d == tools.DenyOnce:
			return "denied by you"
		case m.modeOf(convID, agentName, tv.call) == tools.ModeDeny:
			return "denied by rule"
		}
		return "denied"
	}
	if asked {
		switch d {
		case tools.AllowOnce:
			return "allowed once"
		case tools.AllowConversation:
			return "allowed for this conversation"
		case tools.AllowAlways:
			return "always allowed"
		}
	}
	if res == nil || res.Error != nil && res.Error.Code == tools.CodeInvalidInput {
		return ""
	}
	switch m.modeOf(convID, agentName, tv.call) {
	case tools.ModeAllow:
		return "allowed by rule"
	case tools.ModeAsk:
		return "approved"
	}
	return ""
}

// modeOf is the permission mode a guarded tool call gets now; "" for tools
// that are not guarded or unknown.
func (m *Model) modeOf(convID, agentName string, call session.ToolCall) tools.Mode {
	if m.perms == nil || m.c.rt == nil {
		return ""
	}
	def, ok := m.agentDef(agentName)
	if !ok {
		return ""
	}
	t, ok := m.c.rt.ToolsFor(def).Get(call.Name)
	if !ok {
		return ""
	}
	if _, guarded := t.(tools.Guarded); !guarded {
		return ""
	}
	return m.perms.Mode(tools.CallInfo{ConversationID: convID, Agent: def.Name}, t, call)
}
