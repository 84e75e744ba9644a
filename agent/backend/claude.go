package backend

import (
	"encoding/json"
	"strings"

	"grove/session"
	"grove/tools"
)

// parseClaude reads Claude Code's stream-json lines: system (init, with the
// session id and model), assistant (a message's text, thinking and tool_use
// blocks), user (tool_result blocks for those tool uses) and result (the
// final event: usage, total_cost_usd, is_error).
func parseClaude(m map[string]json.RawMessage, emit func(Event)) (bool, string) {
	switch str(m, "type") {
	case "system":
		if str(m, "subtype") == "init" {
			emit(Event{Kind: Session, SessionID: str(m, "session_id"), Model: str(m, "model")})
		}
	case "assistant", "user":
		// Messages of a subagent (parent_tool_use_id set) belong to the
		// tool call that started it; its result reports what it did.
		if p := str(m, "parent_tool_use_id"); p != "" {
			return false, ""
		}
		msg := obj(m["message"])
		if sid := str(m, "session_id"); sid != "" {
			emit(Event{Kind: Session, SessionID: sid, Model: str(msg, "model")})
		}
		var blocks []map[string]json.RawMessage
		if err := json.Unmarshal(msg["content"], &blocks); err != nil {
			return false, "" // a plain-string user message: the prompt echoed
		}
		for _, b := range blocks {
			switch str(b, "type") {
			case "text":
				if str(m, "type") == "assistant" {
					emit(Event{Kind: Text, Text: str(b, "text")})
				}
			case "thinking":
				emit(Event{Kind: Thinking, Text: str(b, "thinking")})
			case "tool_use", "server_tool_use":
				emit(Event{Kind: ToolCall, Call: &session.ToolCall{ID: str(b, "id"), Name: str(b, "name"), Arguments: args(b["input"])}})
			case "tool_result":
				var isErr bool
				_ = json.Unmarshal(b["is_error"], &isErr)
				r := session.ToolResult{ToolCallID: str(b, "tool_use_id"), Success: !isErr, Result: resultText(b["content"])}
				if isErr {
					r.Error = &session.ToolError{Code: tools.CodeExecutionFailed, Message: r.Result}
				}
				emit(Event{Kind: ToolResult, Result: &r})
			}
		}
	case "result":
		var u struct {
			Input      int64 `json:"input_tokens"`
			Output     int64 `json:"output_tokens"`
			CacheRead  int64 `json:"cache_read_input_tokens"`
			CacheWrite int64 `json:"cache_creation_input_tokens"`
		}
		_ = json.Unmarshal(m["usage"], &u)
		var cost *float64
		_ = json.Unmarshal(m["total_cost_usd"], &cost)
		ev := Event{Kind: Usage, SessionID: str(m, "session_id"), Usage: cachedUsage(u.Input, u.Output, u.CacheRead, u.CacheWrite)}
		if cost != nil {
			ev.Usage.Cost, ev.Costed = *cost, true
		}
		emit(ev)
		if failed(m) {
			msg := str(m, "result")
			if msg == "" {
				var errs []string
				_ = json.Unmarshal(m["errors"], &errs)
				msg = strings.Join(errs, "; ")
			}
			if msg == "" {
				msg = strings.ReplaceAll(str(m, "subtype"), "_", " ")
			}
			return true, "Claude Code reported an error: " + msg
		}
		return true, ""
	}
	return false, ""
}
