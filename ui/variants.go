package ui

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// variantsCommand is /variants MODEL,MODEL… MESSAGE: the message answered
// by each model at once, the replies alternatives of it (‹1/3›, alt+, and
// alt+. step between them, /compare shows two side by side); the branch
// on screen follows the first model's.
func (m *Model) variantsCommand(arg string) tea.Cmd {
	models, text, _ := strings.Cut(strings.TrimSpace(arg), " ")
	text = strings.TrimSpace(text)
	if text == "" || !strings.Contains(models, ",") {
		return m.flash("usage: /variants MODEL,MODEL… MESSAGE (each model answers the message; the replies are alternatives)", true)
	}
	agentName := m.newAgentName()
	if cv := m.cur(); cv != nil && cv.conv.Agent != "" {
		agentName = cv.conv.Agent
	}
	if cv := m.cur(); cv != nil {
		cv.follow = true
	}
	n := len(strings.Split(models, ","))
	return tea.Batch(keepTyped(sendVariants(m.c.ctx, m.c.rt, m.current, agentName, models, text, m.turns.budgetNext[m.current]), "/variants "+arg),
		m.flash(fmt.Sprintf("%d candidate replies: alt+, and alt+. step between them, /compare shows two side by side", n), false))
}

// sendVariants sends text to be answered by each model (comma-separated),
// in a new conversation with agentName when convID is "".
func sendVariants(ctx context.Context, rt *agent.Runtime, convID, agentName, models, text string, budget float64) tea.Cmd {
	return func() tea.Msg {
		var out sentMsg
		if convID == "" {
			c, err := rt.Store().CreateConversation(ctx, session.NewConversation{Agent: agentName})
			if err != nil {
				return sentMsg{err: err}
			}
			out.conv, out.created, convID = c, true, c.ID
		} else {
			c, err := rt.Store().Conversation(ctx, convID)
			if err != nil {
				return sentMsg{err: err}
			}
			out.conv = c
		}
		turns, err := rt.Variants(ctx, agent.SendRequest{ConversationID: convID, Text: text, Budget: budget}, strings.Split(models, ","))
		if len(turns) > 0 {
			out.turn = turns[0]
		}
		out.err = err
		return out
	}
}

// candidateLabel names the model of a reply with alternatives (ref, the
// model its turn was asked to use, else the model that answered), what it
// cost and how long it took.
func candidateLabel(m session.EntryMeta, ref string) string {
	out := orStr(ref, m.Model)
	if m.Usage != nil {
		out += fmt.Sprintf(" · $%.4f", m.Usage.Cost)
	}
	if m.LatencyMs > 0 {
		out += " · " + fmtDuration(time.Duration(m.LatencyMs)*time.Millisecond)
	}
	return out
}
