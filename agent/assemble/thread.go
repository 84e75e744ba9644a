package assemble

import (
	"fmt"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// threadPart renders the thin thread: the last N messages before the
// input (tool results ride with their call and are not counted), then as
// many of those as fit the budget, never starting inside a tool group.
func threadPart(def config.Definition, prior []session.Entry) (func(budget int) (Section, []llm.Message), int) {
	start := len(prior)
	n := 0
	for i := len(prior) - 1; i >= 0 && n < def.ThinThread; i-- {
		switch prior[i].Kind {
		case session.EntryMessage, session.EntryAsyncResult, session.EntryCompaction, session.EntryBranchSummary, session.EntryInjection:
			n++
			start = i
		}
	}
	older := 0
	for _, e := range prior[:start] {
		if e.Kind == session.EntryMessage || e.Kind == session.EntryAsyncResult || e.Kind == session.EntryInjection {
			older++
		}
	}
	entries := prior[start:]
	all := agent.MessagesBefore(def.Name, entries, 1<<62)
	return func(budget int) (Section, []llm.Message) {
		s := Section{Name: SecThread, Budget: budget}
		msgs := all
		if messagesTokens(msgs) > budget {
			msgs = agent.MessagesBefore(def.Name, entries, budget*4)
			// Messages keeps at least the newest entry; enforce the
			// budget by dropping from the front, never leaving a tool
			// result first.
			for len(msgs) > 0 && (messagesTokens(msgs) > budget || msgs[0].Role == llm.RoleTool) {
				msgs = msgs[1:]
			}
		}
		s.Items, s.Dropped = len(msgs), len(all)-len(msgs)
		s.Tokens = messagesTokens(msgs)
		s.Text = renderMessages(msgs)
		if older > 0 {
			s.Note = fmt.Sprintf("%d earlier messages reachable with history_search/history_read", older)
		}
		return s, msgs
	}, older
}
