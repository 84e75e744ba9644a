package backend

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/grovechat/grove/session"
)

// codexParser reads `codex exec --json` lines: thread.started (the thread
// id, which `codex exec resume` takes), item.started / item.updated /
// item.completed for agent messages, reasoning, command executions, file
// changes, MCP tool calls and web searches, turn.completed (usage, the final
// event; on a resumed thread the thread's running totals, not the run's
// own usage), turn.failed and error.
type codexParser struct {
	// started remembers items announced as tool calls, so their completion
	// is a result rather than another call.
	started map[string]bool
}

func newCodexParser() parser { return &codexParser{started: map[string]bool{}} }

func (p *codexParser) parse(m map[string]json.RawMessage, emit func(Event)) (bool, string) {
	switch str(m, "type") {
	case "thread.started":
		emit(Event{Kind: Session, SessionID: str(m, "thread_id")})
	case "item.started", "item.updated":
		p.item(obj(m["item"]), false, emit)
	case "item.completed":
		p.item(obj(m["item"]), true, emit)
	case "turn.completed":
		var u struct {
			Input  int64 `json:"input_tokens"`
			Cached int64 `json:"cached_input_tokens"`
			Output int64 `json:"output_tokens"`
		}
		_ = json.Unmarshal(m["usage"], &u)
		emit(Event{Kind: Usage, Usage: session.Usage{InputTokens: u.Input, OutputTokens: u.Output, CacheReadTokens: u.Cached}, Totals: true})
		return true, ""
	case "turn.failed":
		return true, "Codex reported an error: " + str(obj(m["error"]), "message")
	case "error":
		emit(Event{Kind: Notice, Text: "Codex: " + str(m, "message")})
	}
	return false, ""
}

// item handles one thread item; completed says whether it reached its
// terminal state.
func (p *codexParser) item(it map[string]json.RawMessage, completed bool, emit func(Event)) {
	id := str(it, "id")
	call := func(name string, arguments any) {
		if !p.started[id] {
			p.started[id] = true
			emit(Event{Kind: ToolCall, Call: &session.ToolCall{ID: id, Name: name, Arguments: mustJSON(arguments)}})
		}
	}
	result := func(ok bool, text string) { emit(toolResult(id, ok, text)) }
	status := str(it, "status")
	switch str(it, "type") {
	case "agent_message":
		if completed {
			emit(Event{Kind: Text, Text: str(it, "text")})
		}
	case "reasoning":
		if completed {
			emit(Event{Kind: Thinking, Text: str(it, "text")})
		}
	case "command_execution":
		call("shell", map[string]string{"command": str(it, "command")})
		if completed {
			var code *int
			_ = json.Unmarshal(it["exit_code"], &code)
			out := str(it, "aggregated_output")
			ok := status == "completed" && (code == nil || *code == 0)
			if !ok {
				switch {
				case status == "declined":
					out = "declined: " + out
				case code != nil:
					out = fmt.Sprintf("exit status %d\n%s", *code, out)
				}
			}
			result(ok, out)
		}
	case "file_change":
		var changes []struct {
			Path string `json:"path"`
			Kind string `json:"kind"`
		}
		_ = json.Unmarshal(it["changes"], &changes)
		call("file_change", map[string]any{"changes": changes})
		if completed {
			var lines []string
			for _, c := range changes {
				lines = append(lines, c.Kind+" "+c.Path)
			}
			result(status != "failed", strings.Join(lines, "\n"))
		}
	case "mcp_tool_call":
		call(str(it, "server")+"__"+str(it, "tool"), args(it["arguments"]))
		if completed {
			if e := obj(it["error"]); e != nil && str(e, "message") != "" {
				result(false, str(e, "message"))
			} else {
				result(status != "failed", resultText(obj(it["result"])["content"]))
			}
		}
	case "web_search":
		call("web_search", map[string]string{"query": str(it, "query")})
		if completed {
			result(true, "searched: "+str(it, "query"))
		}
	case "error":
		if completed {
			emit(Event{Kind: Notice, Text: "Codex: " + str(it, "message")})
		}
	}
}
