package llm

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
)

const testOpenAIKeyEnv = "GROVE_TEST_OPENAI_KEY"

func newTestOpenAI(fs *fakeServer) *OpenAI {
	return NewOpenAI(OpenAIConfig{
		BaseURL: fs.URL + "/v1", APIKey: "sk-test-secret", APIKeyEnv: testOpenAIKeyEnv,
		Model: "gpt-4o-mini",
	})
}

func TestOpenAIText(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "openai/chat_text.sse"))
	var c collect
	resp, err := newTestOpenAI(fs).Stream(context.Background(), Request{
		System:   "be brief",
		Messages: []Message{userText("what are branches?")},
	}, c.emit)
	if err != nil {
		t.Fatal(err)
	}
	const want = "Branches let you try **two** ideas at once — ünïcödé 🌳."
	if got := resp.Text(); got != want {
		t.Errorf("text = %q, want %q", got, want)
	}
	if got := c.text(EventText); got != want {
		t.Errorf("streamed text = %q, want %q", got, want)
	}
	if resp.Usage.InputTokens != 42 || resp.Usage.OutputTokens != 13 || resp.Usage.Calls != 1 {
		t.Errorf("usage = %+v, want 42 in / 13 out / 1 call", resp.Usage)
	}
	if resp.StopReason != StopEndTurn || resp.Provider != "openai" || resp.Model != "gpt-4o-mini-2024-07-18" {
		t.Errorf("stop/provider/model = %q/%q/%q", resp.StopReason, resp.Provider, resp.Model)
	}
	types := c.types()
	if n := len(types); n < 2 || types[n-2] != EventUsage || types[n-1] != EventStop {
		t.Errorf("events end with %v, want usage then stop", types)
	}
	if runeSplits(irregularChunks(fixture(t, "openai/chat_text.sse"))) == 0 {
		t.Error("replay never split a UTF-8 character; the test would not catch decoding bugs")
	}

	body := fs.body(t, 0)
	if body["stream"] != true {
		t.Errorf("stream = %v", body["stream"])
	}
	if so, _ := body["stream_options"].(map[string]any); so["include_usage"] != true {
		t.Errorf("stream_options = %v, want include_usage", body["stream_options"])
	}
	msgs := body["messages"].([]any)
	if first := msgs[0].(map[string]any); first["role"] != "system" || first["content"] != "be brief" {
		t.Errorf("first message = %v", first)
	}
	if got := fs.headers[0].Get("Authorization"); got != "Bearer sk-test-secret" {
		t.Errorf("Authorization = %q", got)
	}
}

func TestOpenAIParallelToolCalls(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "openai/chat_tool_calls.sse"))
	var c collect
	resp, err := newTestOpenAI(fs).Stream(context.Background(), Request{
		Messages: []Message{userText("find the auth pattern and list files")},
		Tools: []ToolSpec{
			{Name: "memory_search", Description: "search memory", Schema: json.RawMessage(`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`)},
			{Name: "shell", Schema: json.RawMessage(`{"type":"object","properties":{"command":{"type":"string"}}}`)},
		},
	}, c.emit)
	if err != nil {
		t.Fatal(err)
	}
	calls := resp.ToolCalls()
	if len(calls) != 2 {
		t.Fatalf("got %d tool calls, want 2: %+v", len(calls), resp.Content)
	}
	if calls[0].ID != "call_9pKq2TzQ1" || calls[0].Name != "memory_search" {
		t.Errorf("call 0 = %s %s", calls[0].ID, calls[0].Name)
	}
	jsonEqual(t, calls[0].Arguments, `{"query":"auth pattern","limit":5}`)
	if calls[1].ID != "call_7HsV0bXw2" || calls[1].Name != "shell" {
		t.Errorf("call 1 = %s %s", calls[1].ID, calls[1].Name)
	}
	jsonEqual(t, calls[1].Arguments, `{"command":"ls -la"}`)
	if resp.Text() != "" || len(resp.InvalidToolCalls) != 0 {
		t.Errorf("unexpected text %q or invalid calls %v", resp.Text(), resp.InvalidToolCalls)
	}
	if resp.StopReason != StopToolUse {
		t.Errorf("stop = %q", resp.StopReason)
	}
	u := resp.Usage
	if u.InputTokens != 310 || u.CacheReadTokens != 128 || u.OutputTokens != 41 {
		t.Errorf("usage = %+v, want 310 in (128 cached) / 41 out", u)
	}
	var streamed []string
	for _, e := range c.events {
		if e.Type == EventToolCall {
			streamed = append(streamed, e.ToolCall.ID)
		}
	}
	if strings.Join(streamed, ",") != "call_9pKq2TzQ1,call_7HsV0bXw2" {
		t.Errorf("tool call events = %v", streamed)
	}

	tools := fs.body(t, 0)["tools"].([]any)
	fn := tools[0].(map[string]any)["function"].(map[string]any)
	if fn["name"] != "memory_search" || fn["parameters"].(map[string]any)["required"] == nil {
		t.Errorf("tool sent as %v", fn)
	}
}

func TestOpenAIErrorMidstream(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "openai/chat_error_midstream.sse"))
	resp, err := newTestOpenAI(fs).Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	e := asError(t, err)
	if e.Class != Transient {
		t.Errorf("class = %v, want transient (%s)", e.Class, e.Message)
	}
	if !strings.Contains(e.Message, "model runner has unexpectedly stopped") {
		t.Errorf("message = %q", e.Message)
	}
	if resp.Text() != "Let me think about" || resp.StopReason != StopError {
		t.Errorf("partial = %q stop %q", resp.Text(), resp.StopReason)
	}
}

func TestOpenAIContextLength(t *testing.T) {
	fs := newFakeServer(t, jsonReply(400, fixture(t, "openai/error_context_length.json"), nil))
	_, err := newTestOpenAI(fs).Stream(context.Background(), Request{Messages: []Message{userText("long")}}, nil)
	e := asError(t, err)
	if e.Class != ContextLength || e.Status != 400 {
		t.Errorf("class/status = %v/%d, want context_length/400 (%s)", e.Class, e.Status, e.Message)
	}
}

func TestOpenAIUnauthorizedIsPermanent(t *testing.T) {
	fs := newFakeServer(t, jsonReply(401, []byte(`{"error":{"message":"Incorrect API key provided: sk-test-*****cret.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`), nil))
	var sleeps sleepRecorder
	r := &Retry{Provider: newTestOpenAI(fs), Sleep: sleeps.sleep}
	_, err := r.Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	e := asError(t, err)
	if e.Class != Permanent || e.Status != 401 {
		t.Errorf("class/status = %v/%d", e.Class, e.Status)
	}
	if !strings.Contains(e.Message, "$"+testOpenAIKeyEnv) {
		t.Errorf("message %q does not name the key variable", e.Message)
	}
	if strings.Contains(e.Message, "sk-test-secret") || strings.ContainsAny(e.Message, "\n") {
		t.Errorf("message %q leaks the key or spans lines", e.Message)
	}
	if fs.requests() != 1 || len(sleeps.waits) != 0 {
		t.Errorf("requests = %d, sleeps = %v; a 401 must not be retried", fs.requests(), sleeps.waits)
	}
}

func TestOpenAIMalformedToolArguments(t *testing.T) {
	stream := `data: {"id":"x","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","tool_calls":[{"index":0,"id":"call_bad","type":"function","function":{"name":"shell","arguments":"{\"command\": \"ls"}}]},"finish_reason":null}]}

data: {"id":"x","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"call_ok","type":"function","function":{"name":"calculate","arguments":"{\"expression\":\"1+1\"}"}}]},"finish_reason":null}]}

data: {"id":"x","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}

data: [DONE]

`
	fs := newFakeServer(t, sseText(stream))
	var c collect
	resp, err := newTestOpenAI(fs).Stream(context.Background(), Request{Messages: []Message{userText("x")}}, c.emit)
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.InvalidToolCalls) != 1 {
		t.Fatalf("invalid calls = %+v", resp.InvalidToolCalls)
	}
	inv := resp.InvalidToolCalls[0]
	if inv.ID != "call_bad" || inv.Name != "shell" || inv.Arguments != `{"command": "ls` || inv.Error == "" {
		t.Errorf("invalid call = %+v", inv)
	}
	calls := resp.ToolCalls()
	if len(calls) != 1 || calls[0].ID != "call_ok" {
		t.Errorf("Content tool calls = %+v, want only call_ok", calls)
	}
	for _, b := range resp.Content {
		if b.ToolCall != nil && !json.Valid(b.ToolCall.Arguments) {
			t.Errorf("malformed arguments reached Content: %s", b.ToolCall.Arguments)
		}
	}
	var sawInvalid bool
	for _, e := range c.events {
		sawInvalid = sawInvalid || e.Type == EventInvalidToolCall
	}
	if !sawInvalid {
		t.Error("no EventInvalidToolCall emitted")
	}
}

func TestOpenAIMessageConversion(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "openai/chat_text.sse"))
	msgs := []Message{
		userText("list files and calculate"),
		{Role: RoleAssistant, Content: []session.Block{
			{Type: session.BlockThinking, Thinking: "secret reasoning", Signature: "sig"},
			session.TextBlock("On it."),
			{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "c1", Name: "shell", Arguments: json.RawMessage(`{"command":"ls"}`)}},
			{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "c2", Name: "calculate", Arguments: json.RawMessage(`{"expression":"1/0"}`)}},
		}},
		{Role: RoleTool, Content: []session.Block{
			{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: "c1", Success: true, Result: "a.txt"}},
			{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: "c2", Error: &session.ToolError{Code: "EXECUTION_FAILED", Message: "division by zero"}}},
		}},
		userText("thanks"),
	}
	if _, err := newTestOpenAI(fs).Stream(context.Background(), Request{Messages: msgs}, nil); err != nil {
		t.Fatal(err)
	}
	raw := string(fs.bodies[0])
	if strings.Contains(raw, "secret reasoning") {
		t.Error("thinking was sent to OpenAI")
	}
	got := fs.body(t, 0)["messages"].([]any)
	var roles []string
	for _, m := range got {
		roles = append(roles, m.(map[string]any)["role"].(string))
	}
	if strings.Join(roles, ",") != "user,assistant,tool,tool,user" {
		t.Fatalf("roles = %v", roles)
	}
	asst := got[1].(map[string]any)
	tcs := asst["tool_calls"].([]any)
	fn := tcs[0].(map[string]any)["function"].(map[string]any)
	if asst["content"] != "On it." || len(tcs) != 2 || fn["arguments"] != `{"command":"ls"}` {
		t.Errorf("assistant = %v", asst)
	}
	fail := got[3].(map[string]any)
	if fail["tool_call_id"] != "c2" || !strings.Contains(fail["content"].(string), "EXECUTION_FAILED") {
		t.Errorf("failed tool result = %v", fail)
	}
}

func TestTruncatedStreamsAreTransient(t *testing.T) {
	cut := func(b []byte, marker string) []byte {
		i := strings.Index(string(b), marker)
		if i < 0 {
			t.Fatalf("marker %q not in fixture", marker)
		}
		return b[:i]
	}
	oa := newFakeServer(t, sseText(string(cut(fixture(t, "openai/chat_text.sse"), `data: {"id":"chatcmpl-9xT1","object":"chat.completion.chunk","created":1763700000,"model":"gpt-4o-mini-2024-07-18","system_fingerprint":"fp_0aa8d3e20b","choices":[{"index":0,"delta":{},`))))
	resp, err := newTestOpenAI(oa).Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	if e := asError(t, err); e.Class != Transient || !strings.HasPrefix(resp.Text(), "Branches let you") {
		t.Errorf("openai: class %v, partial %q", e.Class, resp.Text())
	}
	an := newFakeServer(t, sseText(string(cut(fixture(t, "anthropic/messages_text.sse"), "event: message_delta"))))
	resp, err = newTestAnthropic(an).Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	if e := asError(t, err); e.Class != Transient || resp.Text() != "Here is a list:\n\n- one\n- two 🌲" {
		t.Errorf("anthropic: class %v, partial %q", e.Class, resp.Text())
	}
}
