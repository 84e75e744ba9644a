package llm

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

func newTestAnthropic(fs *fakeServer) *Anthropic {
	return NewAnthropic(AnthropicConfig{
		BaseURL: fs.URL, APIKey: "sk-ant-secret", APIKeyEnv: "GROVE_TEST_ANTHROPIC_KEY",
		Model: "claude-sonnet-4-5",
	})
}

func TestAnthropicText(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "anthropic/messages_text.sse"))
	var c collect
	resp, err := newTestAnthropic(fs).Stream(context.Background(), Request{
		System:   "You are grove.",
		Messages: []Message{userText("give me a list")},
	}, c.emit)
	if err != nil {
		t.Fatal(err)
	}
	const want = "Here is a list:\n\n- one\n- two 🌲"
	if resp.Text() != want || c.text(EventText) != want {
		t.Errorf("text = %q, streamed %q, want %q", resp.Text(), c.text(EventText), want)
	}
	if resp.Usage.InputTokens != 472 || resp.Usage.OutputTokens != 14 {
		t.Errorf("usage = %+v, want 472 in / 14 out", resp.Usage)
	}
	if resp.StopReason != StopEndTurn || resp.Model != "claude-sonnet-4-5-20250929" {
		t.Errorf("stop/model = %q/%q", resp.StopReason, resp.Model)
	}
	if runeSplits(irregularChunks(fixture(t, "anthropic/messages_text.sse"))) == 0 {
		t.Error("replay never split a UTF-8 character")
	}
	if fs.headers[0].Get("X-Api-Key") != "sk-ant-secret" {
		t.Errorf("x-api-key = %q", fs.headers[0].Get("X-Api-Key"))
	}
	body := fs.body(t, 0)
	sys := body["system"].([]any)[0].(map[string]any)
	if sys["text"] != "You are grove." || body["max_tokens"].(float64) <= 0 {
		t.Errorf("system/max_tokens = %v / %v", body["system"], body["max_tokens"])
	}
}

func TestAnthropicToolUse(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "anthropic/messages_tool_use.sse"))
	resp, err := newTestAnthropic(fs).Stream(context.Background(), Request{
		Messages: []Message{userText("research auth")},
		Tools:    []ToolSpec{{Name: "research", Schema: json.RawMessage(`{"type":"object","properties":{"topic":{"type":"string"},"depth":{"type":"integer"}},"required":["topic"]}`)}},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Content) != 2 || resp.Content[0].Type != session.BlockText || resp.Content[1].Type != session.BlockToolCall {
		t.Fatalf("content = %+v, want text then tool_call", resp.Content)
	}
	call := resp.Content[1].ToolCall
	if call.ID != "toolu_01T1x1fJ34qAmk2tNTrN7Up6" || call.Name != "research" {
		t.Errorf("call = %+v", call)
	}
	jsonEqual(t, call.Arguments, `{"topic":"authentication patterns","depth":2}`)
	if resp.StopReason != StopToolUse {
		t.Errorf("stop = %q", resp.StopReason)
	}
	tool := fs.body(t, 0)["tools"].([]any)[0].(map[string]any)
	schema := tool["input_schema"].(map[string]any)
	if tool["name"] != "research" || schema["type"] != "object" || len(schema["required"].([]any)) != 1 {
		t.Errorf("tool sent as %v", tool)
	}
}

func TestAnthropicThinkingRoundTrip(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "anthropic/messages_thinking.sse"), sseFile(t, "anthropic/messages_text.sse"))
	p := newTestAnthropic(fs)
	var c collect
	first := Request{Messages: []Message{userText("27*453?")}, ThinkingBudget: 2048}
	resp, err := p.Stream(context.Background(), first, c.emit)
	if err != nil {
		t.Fatal(err)
	}
	const sig = "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds"
	const thought = "The user wants 27 * 453. 27*453 = 12231."
	if len(resp.Content) != 2 {
		t.Fatalf("content = %+v", resp.Content)
	}
	th := resp.Content[0]
	if th.Type != session.BlockThinking || th.Thinking != thought || th.Signature != sig {
		t.Errorf("thinking block = %+v", th)
	}
	if resp.Text() != "27 × 453 = **12,231**" {
		t.Errorf("text = %q", resp.Text())
	}
	var sawSig bool
	for _, e := range c.events {
		sawSig = sawSig || (e.Type == EventThinking && e.Signature == sig)
	}
	if !sawSig || c.text(EventThinking) != thought {
		t.Errorf("thinking events: text %q, signature seen %v", c.text(EventThinking), sawSig)
	}
	if th := fs.body(t, 0)["thinking"].(map[string]any); th["type"] != "enabled" || th["budget_tokens"].(float64) != 2048 {
		t.Errorf("thinking param = %v", th)
	}
	if mt := fs.body(t, 0)["max_tokens"].(float64); mt <= 2048 {
		t.Errorf("max_tokens %v leaves no room beyond the thinking budget", mt)
	}

	second := first
	second.Messages = append(second.Messages,
		Message{Role: RoleAssistant, Content: resp.Content},
		userText("and times two?"))
	if _, err := p.Stream(context.Background(), second, nil); err != nil {
		t.Fatal(err)
	}
	msgs := fs.body(t, 1)["messages"].([]any)
	blocks := msgs[1].(map[string]any)["content"].([]any)
	got := blocks[0].(map[string]any)
	if got["type"] != "thinking" || got["signature"] != sig || got["thinking"] != thought {
		t.Errorf("thinking sent back as %v", got)
	}
	if !strings.Contains(string(fs.bodies[1]), `"signature":"`+sig+`"`) {
		t.Error("signature not sent back byte for byte")
	}
}

func TestAnthropicRedactedThinkingSentBack(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "anthropic/messages_text.sse"))
	msgs := []Message{
		userText("q"),
		{Role: RoleAssistant, Content: []session.Block{
			{Type: session.BlockThinking, Redacted: "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpP"},
			{Type: session.BlockThinking, Thinking: "unsigned, from another provider"},
			session.TextBlock("a"),
		}},
		userText("more"),
	}
	if _, err := newTestAnthropic(fs).Stream(context.Background(), Request{Messages: msgs}, nil); err != nil {
		t.Fatal(err)
	}
	blocks := fs.body(t, 0)["messages"].([]any)[1].(map[string]any)["content"].([]any)
	if len(blocks) != 2 {
		t.Fatalf("assistant blocks = %v, want redacted_thinking and text", blocks)
	}
	b := blocks[0].(map[string]any)
	if b["type"] != "redacted_thinking" || b["data"] != "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpP" {
		t.Errorf("redacted block = %v", b)
	}
}

func TestAnthropicToolResultsAsUserMessage(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "anthropic/messages_text.sse"))
	msgs := []Message{
		userText("do two things"),
		{Role: RoleAssistant, Content: []session.Block{
			{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "t1", Name: "shell", Arguments: json.RawMessage(`{"command":"ls"}`)}},
			{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "t2", Name: "wait", Arguments: json.RawMessage(`{"seconds":3}`)}},
		}},
		{Role: RoleTool, Content: []session.Block{
			{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: "t1", Success: true, Result: "a.txt"}},
			{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: "t2", Error: &session.ToolError{Code: "TIMEOUT", Message: "too slow", Retriable: true}}},
		}},
		userText(session.AsyncResult{OpID: "op_1", Tool: "research", Status: session.AsyncCompleted, Result: "done"}.Text()),
	}
	if _, err := newTestAnthropic(fs).Stream(context.Background(), Request{Messages: msgs}, nil); err != nil {
		t.Fatal(err)
	}
	got := fs.body(t, 0)["messages"].([]any)
	if len(got) != 3 {
		t.Fatalf("messages = %d, want user, assistant, merged user", len(got))
	}
	asst := got[1].(map[string]any)["content"].([]any)
	use := asst[0].(map[string]any)
	if use["type"] != "tool_use" || use["id"] != "t1" || use["input"].(map[string]any)["command"] != "ls" {
		t.Errorf("tool_use = %v", use)
	}
	last := got[2].(map[string]any)
	content := last["content"].([]any)
	if last["role"] != "user" || len(content) != 3 {
		t.Fatalf("last message = %v", last)
	}
	r1, r2, txt := content[0].(map[string]any), content[1].(map[string]any), content[2].(map[string]any)
	if r1["type"] != "tool_result" || r1["tool_use_id"] != "t1" || r1["is_error"] == true {
		t.Errorf("result 1 = %v", r1)
	}
	if r2["tool_use_id"] != "t2" || r2["is_error"] != true || !strings.Contains(string(mustJSON(r2["content"])), "TIMEOUT") {
		t.Errorf("result 2 = %v", r2)
	}
	if txt["type"] != "text" || !strings.HasPrefix(txt["text"].(string), "[async result tool=research op=op_1 status=success]") {
		t.Errorf("async text = %v", txt)
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func TestAnthropicOverloadedMidstreamNotRetried(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "anthropic/messages_overloaded_error.sse"), sseFile(t, "anthropic/messages_text.sse"))
	var sleeps sleepRecorder
	var c collect
	r := &Retry{Provider: newTestAnthropic(fs), Sleep: sleeps.sleep}
	resp, err := r.Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, c.emit)
	e := asError(t, err)
	if e.Class != Transient {
		t.Errorf("class = %v (%s), want transient", e.Class, e.Message)
	}
	if resp.Text() != "Partial answer that" || resp.StopReason != StopError {
		t.Errorf("partial = %q, stop %q", resp.Text(), resp.StopReason)
	}
	if fs.requests() != 1 || len(sleeps.waits) != 0 {
		t.Errorf("requests = %d, sleeps %v: output was already shown, a retry would duplicate it", fs.requests(), sleeps.waits)
	}
	if c.text(EventText) != "Partial answer that" {
		t.Errorf("streamed = %q", c.text(EventText))
	}
}

func TestAnthropic429RetryAfterThenSuccess(t *testing.T) {
	fs := newFakeServer(t,
		jsonReply(429, fixture(t, "anthropic/error_429.json"), map[string]string{"retry-after": "7"}),
		sseFile(t, "anthropic/messages_text.sse"))
	var sleeps sleepRecorder
	var retried *Error
	r := &Retry{Provider: newTestAnthropic(fs), Sleep: sleeps.sleep,
		OnRetry: func(_ int, e *Error, _ time.Duration) { retried = e }}
	resp, err := r.Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if resp.Text() != "Here is a list:\n\n- one\n- two 🌲" {
		t.Errorf("text = %q", resp.Text())
	}
	if len(sleeps.waits) != 1 || sleeps.waits[0] != 7*time.Second {
		t.Errorf("waits = %v, want [7s] from retry-after", sleeps.waits)
	}
	if fs.requests() != 2 {
		t.Errorf("requests = %d, want 2 (the SDK must not retry on its own)", fs.requests())
	}
	if retried == nil || retried.Class != Transient || retried.Status != 429 || retried.RetryAfter != 7*time.Second {
		t.Errorf("retried error = %+v", retried)
	}
}

func TestAnthropic529OverloadedRetried(t *testing.T) {
	fs := newFakeServer(t,
		jsonReply(529, []byte(`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`), nil),
		sseFile(t, "anthropic/messages_text.sse"))
	var sleeps sleepRecorder
	r := &Retry{Provider: newTestAnthropic(fs), Sleep: sleeps.sleep, BaseDelay: time.Second, Jitter: func() float64 { return 0.5 }}
	if _, err := r.Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil); err != nil {
		t.Fatal(err)
	}
	if len(sleeps.waits) != 1 || sleeps.waits[0] != 750*time.Millisecond {
		t.Errorf("waits = %v, want one backoff of 750ms", sleeps.waits)
	}

	// Without the retry wrapper the class and status are visible.
	fs2 := newFakeServer(t, jsonReply(529, []byte(`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`), nil))
	_, err := newTestAnthropic(fs2).Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	if e := asError(t, err); e.Class != Transient || e.Status != 529 {
		t.Errorf("529 classified %v/%d", e.Class, e.Status)
	}
}

func TestAnthropicPromptTooLong(t *testing.T) {
	fs := newFakeServer(t, jsonReply(400, []byte(`{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 210000 tokens > 200000 maximum"}}`), nil))
	_, err := newTestAnthropic(fs).Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	if e := asError(t, err); e.Class != ContextLength {
		t.Errorf("class = %v (%s), want context_length", e.Class, e.Message)
	}
}

func TestAnthropicUnauthorizedNamesKeyVariable(t *testing.T) {
	fs := newFakeServer(t, jsonReply(401, []byte(`{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}`), nil))
	_, err := newTestAnthropic(fs).Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	e := asError(t, err)
	if e.Class != Permanent || !strings.Contains(e.Message, "$GROVE_TEST_ANTHROPIC_KEY") || strings.Contains(e.Message, "sk-ant-secret") {
		t.Errorf("error = %v %q", e.Class, e.Message)
	}
}

func TestAnthropicMalformedToolInput(t *testing.T) {
	stream := `event: message_start
data: {"type":"message_start","message":{"id":"m","type":"message","role":"assistant","content":[],"model":"claude-sonnet-4-5","stop_reason":null,"usage":{"input_tokens":5,"output_tokens":1}}}

event: content_block_start
data: {"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"toolu_bad","name":"shell","input":{}}}

event: content_block_delta
data: {"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":"{\"command\": "}}

event: content_block_stop
data: {"type":"content_block_stop","index":0}

event: message_delta
data: {"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":9}}

event: message_stop
data: {"type":"message_stop"}

`
	fs := newFakeServer(t, sseText(stream))
	resp, err := newTestAnthropic(fs).Stream(context.Background(), Request{Messages: []Message{userText("x")}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.ToolCalls()) != 0 || len(resp.InvalidToolCalls) != 1 || resp.InvalidToolCalls[0].Arguments != `{"command": ` {
		t.Errorf("calls = %+v, invalid = %+v", resp.ToolCalls(), resp.InvalidToolCalls)
	}
}
