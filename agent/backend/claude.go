package backend

import (
	"encoding/json"
	"strings"

	"github.com/grovechat/grove/session"
)

// parseClaude reads Claude Code's stream-json lines: system (init, with the
// session id and model), assistant (a message's text, thinking and tool_use
// blocks), user (tool_result blocks for those tool uses) and result (the
// final event: usage, total_cost_usd, is_error).
func parseClaude(m map[string]json.RawMessage, emit func(Event)) (bool, string) {
	switch str(m, "type") {
	case "system":
		if str(m, "subtype") == "init" {
			emit(sessionEvent(m))
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
				emit(toolResult(str(b, "tool_use_id"), !isErr, resultText(b["content"])))
			}
		}
	case "result":
		var cost *float64
		_ = json.Unmarshal(m["total_cost_usd"], &cost)
		ev := Event{Kind: Usage, SessionID: str(m, "session_id"),
			Usage: cachedUsage(m["usage"], "input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")}
		if cost != nil {
			ev.Usage.Cost, ev.Costed = *cost, true
		}
		emit(ev)
		return finish(m, "Claude Code", func() string {
			var errs []string
			_ = json.Unmarshal(m["errors"], &errs)
			return strings.Join(errs, "; ")
		}, func() string {
			return strings.ReplaceAll(str(m, "subtype"), "_", " ")
		})
	}
	return false, ""
}
