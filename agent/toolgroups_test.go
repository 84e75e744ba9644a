package agent

import (
	"encoding/json"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// TestMessagesNeverLeaveACallUnanswered: a path whose tool call lost its
// result (imported or damaged data) still gives the provider a result for
// every call, "no result recorded", and a stray result is left out.
func TestMessagesNeverLeaveACallUnanswered(t *testing.T) {
	call := func(id string) session.Block {
		return session.Block{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: id, Name: "calculate", Arguments: json.RawMessage(`{"expression":"1+1"}`)}}
	}
	result := func(id string) session.Block {
		return session.Block{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: id, Name: "calculate", Success: true, Result: "2"}}
	}
	path := []session.Entry{
		{ID: "u1", Kind: session.EntryMessage, Role: session.RoleUser, Content: []session.Block{session.TextBlock("add")}},
		{ID: "a1", ParentID: "u1", Kind: session.EntryMessage, Role: session.RoleAssistant, Content: []session.Block{call("c1"), call("c2")}},
		{ID: "r1", ParentID: "a1", Kind: session.EntryToolResult, Role: session.RoleTool, Content: []session.Block{result("c1")}},
		{ID: "u2", ParentID: "r1", Kind: session.EntryMessage, Role: session.RoleUser, Content: []session.Block{session.TextBlock("and?")}},
		{ID: "a2", ParentID: "u2", Kind: session.EntryMessage, Role: session.RoleAssistant, Content: []session.Block{call("c3")}},
		{ID: "u3", ParentID: "a2", Kind: session.EntryMessage, Role: session.RoleUser, Content: []session.Block{session.TextBlock("again")}},
		{ID: "r9", ParentID: "u3", Kind: session.EntryToolResult, Role: session.RoleTool, Content: []session.Block{result("c9")}},
	}
	msgs := Messages("assistant", path, 1<<20)
	var roles []llm.Role
	answered := map[string]string{}
	for i, m := range msgs {
		roles = append(roles, m.Role)
		for _, b := range m.Content {
			if b.ToolResult != nil {
				answered[b.ToolResult.ToolCallID] = llm.ToolResultText(b.ToolResult)
				if msgs[i-1].Role != llm.RoleAssistant && msgs[i-1].Role != llm.RoleTool {
					t.Fatalf("result %s does not follow its call", b.ToolResult.ToolCallID)
				}
			}
		}
	}
	if answered["c1"] != "2" || answered["c2"] != "error NO_RESULT: no result recorded" || answered["c3"] != "error NO_RESULT: no result recorded" {
		t.Fatalf("answers: %v (roles %v)", answered, roles)
	}
	if _, ok := answered["c9"]; ok {
		t.Fatalf("a result of no call was sent: %v", roles)
	}
}
