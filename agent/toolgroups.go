package agent

import (
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// noResultCode marks the answer the context builder gives a tool call
// that has no result on record.
const noResultCode = "NO_RESULT"

// answerToolCalls keeps every tool call of msgs paired with a result, as
// the providers require: a call with no result on record (possible in
// imported or damaged data) is answered "no result recorded" right after
// its group, and results that answer no call of the message before them
// are left out.
func answerToolCalls(msgs []llm.Message) []llm.Message {
	out := make([]llm.Message, 0, len(msgs))
	for i := 0; i < len(msgs); i++ {
		m := msgs[i]
		if m.Role == llm.RoleTool {
			continue // no call before it
		}
		out = append(out, m)
		var calls []session.ToolCall
		if m.Role == llm.RoleAssistant {
			calls = session.ToolCalls(m.Content)
		}
		if len(calls) == 0 {
			continue
		}
		want := map[string]bool{}
		for _, c := range calls {
			want[c.ID] = true
		}
		answered := map[string]bool{}
		for i+1 < len(msgs) && msgs[i+1].Role == llm.RoleTool {
			i++
			var keep []session.Block
			for _, b := range msgs[i].Content {
				if b.ToolResult != nil && want[b.ToolResult.ToolCallID] && !answered[b.ToolResult.ToolCallID] {
					answered[b.ToolResult.ToolCallID] = true
					keep = append(keep, b)
				}
			}
			if len(keep) > 0 {
				out = append(out, llm.Message{Role: llm.RoleTool, Content: keep})
			}
		}
		var missing []session.Block
		for _, c := range calls {
			if !answered[c.ID] {
				missing = append(missing, session.Block{Type: session.BlockToolResult, ToolResult: &session.ToolResult{
					ToolCallID: c.ID, Name: c.Name, Error: &session.ToolError{Code: noResultCode, Message: "no result recorded"}}})
			}
		}
		if len(missing) > 0 {
			out = append(out, llm.Message{Role: llm.RoleTool, Content: missing})
		}
	}
	return out
}
