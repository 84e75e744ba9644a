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

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
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

// permState is the session's side of tool permissions: the gate, the
// asker it calls, and the decisions made here (by tool call id, shown on
// tool blocks).
type permState struct {
	gate      *tools.Permissions
	asker     *Asker
	decisions map[string]tools.Decision
}

// permChoice is one line of the dialog.
type permChoice struct {
	key      string
	label    string
	short    string // the label in a narrow dialog
	decision tools.Decision
}

var permChoices = []permChoice{
	{"y", "allow once", "allow once", tools.AllowOnce},
	{"c", "allow for this conversation", "allow in this conversation", tools.AllowConversation},
	{"a", "always allow (saved to the config)", "always allow (saved)", tools.AllowAlways},
	{"n", "deny", "deny", tools.DenyOnce},
}

// permOverlay is the permission dialog: the questions waiting, oldest
// first, the one on screen with its choices. Details that do not fit
// scroll (pgup/pgdn); the choices always show.
type permOverlay struct {
	c     *common
	h     host
	asks  []*permRequest
	sel   int
	shown time.Time // when the question on screen appeared (typingGuard)
	off   int       // first detail row shown
	room  int       // detail rows last shown
}

func (p *permOverlay) layer() layer { return layerPermission }

func (p *permOverlay) boxWidth(int, int) int { return 90 }

// asking says whether a question from turn is waiting.
func (p *permOverlay) asking(turnID string) bool {
	for _, a := range p.asks {
		if a.q.Info.TurnID == turnID {
			return true
		}
	}
	return false
}

func (p *permOverlay) next() {
	p.sel, p.shown, p.off = 0, p.c.now(), 0
}

// onPermMsg handles the asker's messages: a question opens the dialog (or
// queues in it), a withdrawn one leaves it.
func (m *Model) onPermMsg(msg tea.Msg) tea.Cmd {
	p := find[*permOverlay](&m.stack)
	switch msg := msg.(type) {
	case permAskMsg:
		if p == nil {
			p = &permOverlay{c: m.c, h: m}
			m.stack.push(p)
		}
		p.asks = append(p.asks, msg.req)
		if len(p.asks) == 1 {
			p.next()
		}
		if c := msg.req.q.Info.ConversationID; c != m.current && c != "" {
			m.unread[c] = true
		}
		return waitAsk(m.c.ctx, m.perm.asker)
	case permGoneMsg:
		if p != nil {
			for i, r := range p.asks {
				if r.id == msg.id {
					p.asks = append(p.asks[:i], p.asks[i+1:]...)
					if i == 0 {
						p.next()
					}
					break
				}
			}
			if len(p.asks) == 0 {
				m.stack.remove(p)
			}
		}
		return waitAsk(m.c.ctx, m.perm.asker)
	}
	return nil
}

// Update answers the question on screen; the dialog closes when none wait.
func (p *permOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return len(p.asks) > 0, nil
	}
	if p.c.now().Sub(p.shown) < typingGuard {
		return true, nil
	}
	s := k.String()
	switch s {
	case "up", "k", "shift+tab":
		p.sel = (p.sel + len(permChoices) - 1) % len(permChoices)
		return true, nil
	case "down", "j", "tab":
		p.sel = (p.sel + 1) % len(permChoices)
		return true, nil
	case "pgup", "shift+up":
		p.off = max(p.off-p.step(), 0)
		return true, nil
	case "pgdown", "shift+down":
		p.off += p.step() // clamped when drawn
		return true, nil
	case "enter":
		return p.answer(permChoices[p.sel].decision)
	case "esc":
		return p.answer(tools.DenyOnce)
	case "ctrl+c":
		// As everywhere else, ctrl+c stops the reply: the call is refused
		// and the turn that asked is cancelled, with its other questions.
		return p.stopTurn()
	}
	for _, c := range permChoices {
		if s == c.key {
			return p.answer(c.decision)
		}
	}
	return true, nil
}

// step is how far pgup/pgdn move the details: a window less a row of
// context, or the whole window when it is small.
func (p *permOverlay) step() int {
	if p.room > 3 {
		return p.room - 1
	}
	return max(p.room, 1)
}

// answer replies to the question on screen and shows the next one.
func (p *permOverlay) answer(d tools.Decision) (bool, tea.Cmd) {
	if len(p.asks) == 0 {
		return false, nil
	}
	req := p.asks[0]
	p.asks = p.asks[1:]
	p.next()
	if req.q.Call.ID != "" {
		p.h.decided(req.q.Call.ID, d)
	}
	ans := tools.Answer{Decision: d}
	if d == tools.DenyOnce {
		ans.Reason = "the user refused it"
	}
	return len(p.asks) > 0, answerCmd(req.reply, ans)
}

// stopTurn refuses the question on screen and every waiting question of
// the same turn, and cancels that turn.
func (p *permOverlay) stopTurn() (bool, tea.Cmd) {
	if len(p.asks) == 0 {
		return false, nil
	}
	turn := p.asks[0].q.Info.TurnID
	_, first := p.answer(tools.DenyOnce)
	cmds := []tea.Cmd{first}
	kept := p.asks[:0]
	for _, r := range p.asks {
		if turn != "" && r.q.Info.TurnID == turn {
			cmds = append(cmds, p.refuse(r))
			continue
		}
		kept = append(kept, r) // other turns' questions keep their places
	}
	p.asks = kept
	if turn != "" && p.c.rt != nil {
		cmds = append(cmds, cancelTurn(p.c.rt, turn))
	}
	return len(p.asks) > 0, tea.Batch(cmds...)
}

// refuse answers a waiting question that is not on screen.
func (p *permOverlay) refuse(r *permRequest) tea.Cmd {
	if r.q.Call.ID != "" {
		p.h.decided(r.q.Call.ID, tools.DenyOnce)
	}
	return answerCmd(r.reply, tools.Answer{Decision: tools.DenyOnce, Reason: "the user refused it"})
}

// narrowLabels name the details in a narrow dialog.
var narrowLabels = map[string]string{"conversation": "in", "arguments": "args", "remembers": "rule", "command": "run"}

// View draws the question in w columns and at most h rows: the tool and
// what it acts on first, wrapped, never cut; when they do not fit they
// scroll above the choices, which always show.
func (p *permOverlay) View(w, h int) []string {
	th := &p.c.theme
	if len(p.asks) == 0 {
		return nil
	}
	q := p.asks[0].q
	title := th.Warning.Render("⚠ permission needed")
	if n := len(p.asks); n > 1 {
		title += th.Muted.Render(fmt.Sprintf(" · 1 of %d waiting", n))
	}
	labelW := 14
	if w < 50 {
		labelW = 6
	}
	var details []string
	row := func(label, value string) {
		if labelW < 14 {
			if s, ok := narrowLabels[label]; ok {
				label = s
			}
		}
		for i, l := range plainLines(value, max(w-labelW, 8)) {
			lab := ""
			if i == 0 {
				lab = label
			}
			details = append(details, th.Muted.Render(pad(lab, labelW))+th.Text.Render(l))
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
		t := p.h.titleOf(c)
		if c != p.h.currentConv() {
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
	var choices []string
	for i, c := range permChoices {
		mark := "  "
		label := c.label
		if 2+len(c.key)+2+ansi.StringWidth(label) > w {
			label = c.short
		}
		line := th.StatusKey.Render(c.key) + "  " + th.Text.Render(label)
		if i == p.sel {
			mark = th.Accent.Render("› ")
			line = th.Selected.Render(c.key + "  " + label)
		}
		if c.decision == tools.DenyOnce {
			line += th.Muted.Render("  (esc)")
		}
		choices = append(choices, clip.Width(mark+line, w))
	}
	out := []string{clip.Width(title, w)}
	if 1+1+len(details)+1+len(choices)+2 <= h {
		p.off, p.room = 0, len(details)
		out = append(out, "")
		out = append(out, details...)
		out = append(out, "")
		out = append(out, choices...)
		return append(out, "", hintItems(th.Muted, "", []string{"↑↓ choose", "enter confirm", "or press the letter"}, w))
	}
	// Short of room: a window of the details with a line saying what is
	// hidden and how to see it, then the choices.
	room := max(h-1-len(choices), 1)
	if len(details) > room {
		body := max(room-1, 0)
		p.room = max(body, 1)
		p.off = min(max(p.off, 0), len(details)-body)
		more := []string{}
		if p.off > 0 {
			more = append(more, fmt.Sprintf("↑%d", p.off))
		}
		if below := len(details) - p.off - body; below > 0 {
			more = append(more, fmt.Sprintf("↓%d more", below))
		}
		details = append(details[p.off:p.off+body:p.off+body], th.Muted.Render(clip.Width(strings.Join(more, " ")+" · pgup/pgdn", w)))
	} else {
		p.off, p.room = 0, len(details)
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
	d, asked := m.perm.decisions[tv.call.ID]
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
	if m.perm.gate == nil || m.c.rt == nil {
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
	return m.perm.gate.Mode(tools.CallInfo{ConversationID: convID, Agent: def.Name}, t, call)
}
