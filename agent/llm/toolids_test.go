package llm

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
)

// A branch whose calls came from servers that number ids per response
// ("call_0" in every step), from one that made up a long id with dots, and
// from one that gave none: both providers get valid, unique ids, and each
// result keeps answering its own call.
func TestToolIDsArePortable(t *testing.T) {
	call := func(id, name string) session.Block {
		return session.Block{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: id, Name: name, Arguments: json.RawMessage(`{}`)}}
	}
	result := func(id, text string) session.Block {
		return session.Block{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: id, Success: true, Result: text}}
	}
	long := "fc.0123456789abcdef0123456789abcdef0123456789"
	msgs := []Message{
		{Role: RoleUser, Content: []session.Block{session.TextBlock("go")}},
		{Role: RoleAssistant, Content: []session.Block{call("call_0", "a"), call("call_1", "b")}},
		{Role: RoleTool, Content: []session.Block{result("call_0", "A1"), result("call_1", "B1")}},
		{Role: RoleAssistant, Content: []session.Block{call("call_0", "a")}},
		{Role: RoleTool, Content: []session.Block{result("call_0", "A2")}},
		{Role: RoleAssistant, Content: []session.Block{call(long, "c"), call("", "d")}},
		{Role: RoleTool, Content: []session.Block{result(long, "C"), result("", "D")}},
	}
	valid := regexp.MustCompile(`^[A-Za-z0-9_-]{1,40}$`)

	type pair struct{ id, answer string }
	check := func(t *testing.T, calls []string, results []pair) {
		t.Helper()
		if len(calls) != 5 || len(results) != 5 {
			t.Fatalf("calls %v results %v", calls, results)
		}
		seen := map[string]bool{}
		for _, id := range calls {
			if !valid.MatchString(id) || seen[id] {
				t.Errorf("call id %q is invalid or repeated (%v)", id, calls)
			}
			seen[id] = true
		}
		if calls[0] != "call_0" || calls[1] != "call_1" {
			t.Errorf("valid ids seen first must stay: %v", calls)
		}
		// Each result answers the call at the same position.
		want := []string{"A1", "B1", "A2", "C", "D"}
		for i, r := range results {
			if r.id != calls[i] || !strings.Contains(r.answer, want[i]) {
				t.Errorf("result %d answers %q with %q; its call is %q", i, r.id, r.answer, calls[i])
			}
		}
	}

	t.Run("anthropic", func(t *testing.T) {
		var calls []string
		var results []pair
		for _, m := range anthropicMessages(msgs) {
			for _, b := range m.Content {
				if b.OfToolUse != nil {
					calls = append(calls, b.OfToolUse.ID)
				}
				if b.OfToolResult != nil {
					results = append(results, pair{b.OfToolResult.ToolUseID, b.OfToolResult.Content[0].OfText.Text})
				}
			}
		}
		check(t, calls, results)
	})
	t.Run("openai", func(t *testing.T) {
		var calls []string
		var results []pair
		for _, m := range openAIMessages("", msgs) {
			if a := m.OfAssistant; a != nil {
				for _, c := range a.ToolCalls {
					calls = append(calls, c.OfFunction.ID)
				}
			}
			if tm := m.OfTool; tm != nil {
				results = append(results, pair{tm.ToolCallID, tm.Content.OfString.Value})
			}
		}
		check(t, calls, results)
	})
	// The stored blocks are not touched.
	if msgs[3].Content[0].ToolCall.ID != "call_0" || msgs[6].Content[0].ToolResult.ToolCallID != long {
		t.Error("converting changed the stored ids")
	}
}
