package backend

import (
	"encoding/json"
	"strings"

	"grove/session"
	"grove/tools"
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
		emit(Event{Kind: Session, SessionID: str(m, "session_id"), Model: str(m, "model")})
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
			r := session.ToolResult{ToolCallID: id, Success: true}
			switch {
			case res["success"] != nil:
				r.Result = cursorResultText(res["success"])
			case res["error"] != nil || res["rejected"] != nil:
				raw := res["error"]
				if raw == nil {
					raw = res["rejected"]
				}
				r.Success = false
				r.Result = cursorResultText(raw)
				r.Error = &session.ToolError{Code: tools.CodeExecutionFailed, Message: r.Result}
			default:
				r.Result = cursorResultText(body["result"])
			}
			emit(Event{Kind: ToolResult, Result: &r})
		}
	case "result":
		var u struct {
			Input      int64 `json:"inputTokens"`
			Output     int64 `json:"outputTokens"`
			CacheRead  int64 `json:"cacheReadTokens"`
			CacheWrite int64 `json:"cacheWriteTokens"`
		}
		if raw, ok := m["usage"]; ok {
			_ = json.Unmarshal(raw, &u)
			emit(Event{Kind: Usage, Usage: cachedUsage(u.Input, u.Output, u.CacheRead, u.CacheWrite)})
		}
		if failed(m) {
			msg := str(m, "result")
			if msg == "" {
				msg = str(m, "subtype")
			}
			return true, "Cursor reported an error: " + msg
		}
		return true, ""
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
