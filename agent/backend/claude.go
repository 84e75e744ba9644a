package backend

import (
	"encoding/json"
	"strings"

	"github.com/grovechat/grove/session"
)

// claudeParser reads Claude Code's stream-json lines: system (init, with
// the session id and model), stream_event (with --include-partial-messages:
// the API's stream events, whose text and thinking deltas arrive as the
// model writes them), assistant (one whole content block of a message:
// text, thinking or tool_use; after its deltas when they streamed), user
// (tool_result blocks for those tool uses) and result (the final event:
// usage, total_cost_usd, num_turns, is_error).
type claudeParser struct {
	// streamed are the kinds of the blocks ("text", "thinking") whose
	// deltas were delivered and whose whole block has not come yet, oldest
	// first.
	streamed []string
}

func newClaudeParser() parser { return &claudeParser{} }

func (p *claudeParser) parse(m map[string]json.RawMessage, emit func(Event)) (bool, string) {
	switch str(m, "type") {
	case "system":
		if str(m, "subtype") == "init" {
			emit(sessionEvent(m))
		}
	case "stream_event":
		// A subagent's stream belongs to the tool call that started it.
		if str(m, "parent_tool_use_id") == "" {
			p.streamEvent(obj(m["event"]), emit)
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
					emit(Event{Kind: Text, Text: str(b, "text"), Streamed: p.whole("text")})
				}
			case "thinking":
				emit(Event{Kind: Thinking, Text: str(b, "thinking"), Streamed: p.whole("thinking")})
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
		var turns int64
		_ = json.Unmarshal(m["num_turns"], &turns)
		ev := Event{Kind: Usage, SessionID: str(m, "session_id"),
			Usage: cachedUsage(m["usage"], "input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")}
		// num_turns counts the run's model calls.
		ev.Usage.Calls = turns
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

// streamEvent reads one of the API's stream events: a text or thinking
// block's start and its deltas; the rest (message start and end, tool input
// deltas, signatures) the whole messages carry too.
func (p *claudeParser) streamEvent(ev map[string]json.RawMessage, emit func(Event)) {
	switch str(ev, "type") {
	case "content_block_start":
		if k := str(obj(ev["content_block"]), "type"); k == "text" || k == "thinking" {
			p.streamed = append(p.streamed, k)
		}
	case "content_block_delta":
		d := obj(ev["delta"])
		switch str(d, "type") {
		case "text_delta":
			if t := str(d, "text"); t != "" {
				emit(Event{Kind: Text, Text: t, Delta: true})
			}
		case "thinking_delta":
			if t := str(d, "thinking"); t != "" {
				emit(Event{Kind: Thinking, Text: t, Delta: true})
			}
		}
	}
}

// whole reports whether a whole block of kind k is one whose deltas
// streamed, and takes it off the list.
func (p *claudeParser) whole(k string) bool {
	if len(p.streamed) > 0 && p.streamed[0] == k {
		p.streamed = p.streamed[1:]
		return true
	}
	return false
}
