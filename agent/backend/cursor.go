package backend

import (
	"encoding/json"
	"strings"

	"github.com/grovechat/grove/session"
)

// parseCursor reads cursor-agent's stream-json lines: system (init, with
// the session id that --resume takes), user (the prompt, echoed), assistant
// (one complete message between tool calls), tool_call with subtype started
// or completed (the call under a key naming the tool, e.g. readToolCall,
// with args and, once completed, result.success or result.error) and result
// (the final event).
func parseCursor(m map[string]json.RawMessage, emit func(Event)) (bool, string) {
	switch str(m, "type") {
	case "system":
		emit(sessionEvent(m))
	case "assistant":
		var content []map[string]json.RawMessage
		_ = json.Unmarshal(obj(m["message"])["content"], &content)
		for _, b := range content {
			if str(b, "type") == "text" {
				emit(Event{Kind: Text, Text: str(b, "text")})
			}
		}
	case "tool_call":
		id := str(m, "call_id")
		name, body := cursorTool(obj(m["tool_call"]))
		switch str(m, "subtype") {
		case "started":
			emit(Event{Kind: ToolCall, Call: &session.ToolCall{ID: id, Name: name, Arguments: cursorArgsOf(body)}})
		case "completed":
			res := obj(body["result"])
			switch {
			case res["success"] != nil:
				emit(toolResult(id, true, cursorResultText(res["success"])))
			case res["error"] != nil:
				emit(toolResult(id, false, cursorResultText(res["error"])))
			case res["rejected"] != nil:
				emit(toolResult(id, false, cursorResultText(res["rejected"])))
			default:
				emit(toolResult(id, true, cursorResultText(body["result"])))
			}
		}
	case "result":
		if raw, ok := m["usage"]; ok {
			emit(Event{Kind: Usage, Usage: cachedUsage(raw, "inputTokens", "outputTokens", "cacheReadTokens", "cacheWriteTokens")})
		}
		return finish(m, "Cursor", func() string { return str(m, "subtype") })
	}
	return false, ""
}

// cursorTool names a tool_call object's tool: readToolCall → read,
// {function: {name}} → name.
func cursorTool(tc map[string]json.RawMessage) (string, map[string]json.RawMessage) {
	for k, v := range tc {
		body := obj(v)
		if k == "function" {
			if n := str(body, "name"); n != "" {
				return n, body
			}
		}
		return strings.TrimSuffix(k, "ToolCall"), body
	}
	return "tool", nil
}

func cursorArgsOf(body map[string]json.RawMessage) json.RawMessage {
	if a, ok := body["args"]; ok {
		return args(a)
	}
	if a, ok := body["arguments"]; ok { // a function call's arguments: a JSON string
		var s string
		if json.Unmarshal(a, &s) == nil {
			return args(json.RawMessage(s))
		}
		return args(a)
	}
	return json.RawMessage("{}")
}

// cursorResultText makes a result object readable: its content, or its
// stdout and stderr, or an error message, else the JSON itself.
func cursorResultText(raw json.RawMessage) string {
	m := obj(raw)
	if m == nil {
		return resultText(raw)
	}
	for _, k := range []string{"content", "errorMessage", "message", "reason"} {
		if s := str(m, k); s != "" {
			return s
		}
	}
	if out, errOut := str(m, "stdout"), str(m, "stderr"); out != "" || errOut != "" {
		return strings.TrimRight(out+"\n"+errOut, "\n")
	}
	return string(raw)
}
