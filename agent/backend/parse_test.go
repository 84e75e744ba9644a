package backend

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// parseLine feeds one JSON line to a fresh parser of the named CLI.
func parseLine(t *testing.T, cli, line string) (evs []Event, done bool, fail string) {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(line), &m); err != nil {
		t.Fatalf("bad test line %s: %v", line, err)
	}
	done, fail = specs[cli].newParser().parse(m, func(e Event) { evs = append(evs, e) })
	return evs, done, fail
}

// What a CLI's final event says about how its run ended: the usage with
// the cache counted in the input, and a failure naming the CLI with the
// best reason the event gives.
func TestFinalEventGivesUsageAndWhyTheRunFailed(t *testing.T) {
	cases := []struct {
		name, cli, line string
		usage           *session.Usage // nil: no usage event
		fail            string
	}{
		{"claude success", Claude, `{"type":"result","subtype":"success","is_error":false,"result":"done","session_id":"s1",
			"usage":{"input_tokens":10,"output_tokens":5,"cache_read_input_tokens":100,"cache_creation_input_tokens":7,"server_tool_use":{"web_search_requests":0}}}`,
			&session.Usage{InputTokens: 117, OutputTokens: 5, CacheReadTokens: 100, CacheWriteTokens: 7}, ""},
		{"claude result text", Claude, `{"type":"result","subtype":"success","is_error":true,"result":"API Error: 401"}`,
			&session.Usage{}, "Claude Code reported an error: API Error: 401"},
		{"claude errors", Claude, `{"type":"result","subtype":"error_during_execution","is_error":true,"errors":["a","b"]}`,
			&session.Usage{}, "Claude Code reported an error: a; b"},
		{"claude subtype", Claude, `{"type":"result","subtype":"error_max_turns","is_error":false}`,
			&session.Usage{}, "Claude Code reported an error: error max turns"},
		{"cursor success", Cursor, `{"type":"result","subtype":"success","is_error":false,
			"usage":{"inputTokens":3,"outputTokens":4,"cacheReadTokens":20,"cacheWriteTokens":1}}`,
			&session.Usage{InputTokens: 24, OutputTokens: 4, CacheReadTokens: 20, CacheWriteTokens: 1}, ""},
		{"cursor no usage", Cursor, `{"type":"result","subtype":"success","is_error":false}`, nil, ""},
		{"cursor result text", Cursor, `{"type":"result","subtype":"error","is_error":true,"result":"rate limited"}`,
			nil, "Cursor reported an error: rate limited"},
		{"cursor subtype", Cursor, `{"type":"result","subtype":"error_timeout","is_error":true}`,
			nil, "Cursor reported an error: error_timeout"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			evs, done, fail := parseLine(t, c.cli, c.line)
			if !done || fail != c.fail {
				t.Errorf("done, fail = %v, %q; want true, %q", done, fail, c.fail)
			}
			var usage []session.Usage
			for _, e := range evs {
				if e.Kind == Usage {
					usage = append(usage, e.Usage)
				}
			}
			switch {
			case c.usage == nil && len(usage) != 0:
				t.Errorf("usage events %+v; want none", usage)
			case c.usage != nil && (len(usage) != 1 || usage[0] != *c.usage):
				t.Errorf("usage events %+v; want one of %+v", usage, *c.usage)
			}
		})
	}
}

// A tool result from any CLI is a success, or a failure whose tool error
// carries the same text.
func TestToolResultsOfEachCLI(t *testing.T) {
	failed := func(id, text string) session.ToolResult {
		return session.ToolResult{ToolCallID: id, Result: text, Error: &session.ToolError{Code: tools.CodeExecutionFailed, Message: text}}
	}
	cases := []struct {
		name, cli, line string
		want            session.ToolResult
	}{
		{"claude error", Claude, `{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t1","is_error":true,"content":"boom"}]}}`,
			failed("t1", "boom")},
		{"claude success", Claude, `{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t2","content":[{"type":"text","text":"ok"}]}]}}`,
			session.ToolResult{ToolCallID: "t2", Success: true, Result: "ok"}},
		{"cursor error", Cursor, `{"type":"tool_call","subtype":"completed","call_id":"c1","tool_call":{"shellToolCall":{"args":{"command":"x"},"result":{"error":{"errorMessage":"denied"}}}}}`,
			failed("c1", "denied")},
		{"cursor rejected", Cursor, `{"type":"tool_call","subtype":"completed","call_id":"c2","tool_call":{"shellToolCall":{"args":{"command":"x"},"result":{"rejected":{"reason":"user said no"}}}}}`,
			failed("c2", "user said no")},
		{"cursor success", Cursor, `{"type":"tool_call","subtype":"completed","call_id":"c3","tool_call":{"readToolCall":{"args":{"path":"a"},"result":{"success":{"content":"text"}}}}}`,
			session.ToolResult{ToolCallID: "c3", Success: true, Result: "text"}},
		{"cursor other", Cursor, `{"type":"tool_call","subtype":"completed","call_id":"c4","tool_call":{"readToolCall":{"args":{"path":"a"},"result":"plain"}}}`,
			session.ToolResult{ToolCallID: "c4", Success: true, Result: "plain"}},
		{"codex failed command", Codex, `{"type":"item.completed","item":{"id":"i1","type":"command_execution","command":"false","aggregated_output":"no","exit_code":1,"status":"failed"}}`,
			failed("i1", "exit status 1\nno")},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			evs, _, _ := parseLine(t, c.cli, c.line)
			var got []session.ToolResult
			for _, e := range evs {
				if e.Kind == ToolResult {
					got = append(got, *e.Result)
				}
			}
			if len(got) != 1 || !reflect.DeepEqual(got[0], c.want) {
				t.Errorf("results %+v; want %+v", got, c.want)
			}
		})
	}
}
