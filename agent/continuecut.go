package agent

import (
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// continueCut makes a step that follows its own turn's cut reply carry
// that reply on. A reply is cut when grove closed mid-reply (the turn goes
// on at the next start) or the person cancelled it and then continued the
// turn; its text is saved, marked interrupted, and is the newest message
// of the turn. Without a word, a model would read it as something to
// answer ("Here's my take on Here's my take…"); with the note after it, it
// continues it. Any builder's request gets this, so it is done here, after
// the context was built.
func continueCut(in ContextInput, req llm.Request) llm.Request {
	cut, ok := cutReplyOf(in.Path, in.TurnID)
	if !ok || len(req.Messages) == 0 {
		return req
	}
	last := req.Messages[len(req.Messages)-1]
	if last.Role != session.RoleAssistant || session.Text(last.Content) != cut {
		return req // the builder left it out: nothing to continue
	}
	req.Messages = append(req.Messages, llm.Message{Role: session.RoleUser, Content: []session.Block{session.TextBlock(llm.ContinueNote)}})
	req.Continues = cut
	return req
}

// cutReplyOf is the text of the turn's newest message when it is a reply
// of the turn cut before it finished, with text and no tool calls.
func cutReplyOf(path []session.Entry, turnID string) (string, bool) {
	for i := len(path) - 1; i >= 0; i-- {
		e := &path[i]
		switch {
		case e.TurnID != turnID:
			return "", false
		case e.Kind == session.EntryLLMCall || e.Kind == session.EntryNotice:
			continue
		case e.Kind != session.EntryMessage || e.Role != session.RoleAssistant:
			return "", false
		}
		text := session.Text(e.Content)
		if !e.Meta().Interrupted || text == "" || len(session.ToolCalls(e.Content)) > 0 {
			return "", false
		}
		return text, true
	}
	return "", false
}
