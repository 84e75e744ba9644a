package agent

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// wire is a provider server that answers with testdata streams in order
// (the last repeats), written in small irregular slices, and keeps every
// request body.
type wire struct {
	*httptest.Server
	mu      sync.Mutex
	streams [][]byte
	bodies  [][]byte
}

func newWire(t *testing.T, files ...string) *wire {
	t.Helper()
	var streams [][]byte
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		streams = append(streams, b)
	}
	return newWireStreams(t, streams...)
}

func newWireStreams(t *testing.T, streams ...[]byte) *wire {
	t.Helper()
	w := &wire{streams: streams}
	w.Server = httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		body, _ := readAll(r)
		w.mu.Lock()
		b := w.streams[min(len(w.bodies), len(w.streams)-1)]
		w.bodies = append(w.bodies, body)
		w.mu.Unlock()
		testkit.WriteSSE(rw, b)
	}))
	t.Cleanup(w.Close)
	return w
}

func readAll(r *http.Request) ([]byte, error) {
	defer r.Body.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := r.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return []byte(b.String()), nil
		}
	}
}

// request decodes the i-th request body.
func (w *wire) request(t *testing.T, i int) map[string]any {
	t.Helper()
	w.mu.Lock()
	defer w.mu.Unlock()
	if i >= len(w.bodies) {
		t.Fatalf("%d requests, want at least %d", len(w.bodies), i+1)
	}
	var m map[string]any
	if err := json.Unmarshal(w.bodies[i], &m); err != nil {
		t.Fatalf("request %d: %v\n%s", i, err, w.bodies[i])
	}
	return m
}

func (w *wire) count() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.bodies)
}

// bothProviders makes Anthropic providers for anthropic profiles and
// OpenAI-compatible ones for the others, at the profile's BaseURL.
func bothProviders(p llm.Profile) (llm.Provider, error) {
	if p.Provider == llm.KindAnthropic {
		return llm.NewAnthropic(llm.AnthropicConfig{BaseURL: p.BaseURL, APIKey: "test-key", APIKeyEnv: "ANTHROPIC_API_KEY", Model: p.Model}), nil
	}
	return providerFor(p)
}

// twoModelAgent is an agent whose primary model is Anthropic ("smart")
// and whose other model is OpenAI ("fast").
func twoModelAgent(ant, oai *wire, route config.Route) config.Definition {
	smart := llm.Profile{Name: "smart", Provider: llm.KindAnthropic, Model: "claude-sonnet-4-5", BaseURL: ant.URL, ContextWindow: 200000,
		Prices: llm.Prices{InputPerMTok: 3, OutputPerMTok: 15}}
	fast := llm.Profile{Name: "fast", Provider: llm.KindOpenAI, Model: "gpt-4o", BaseURL: oai.URL + "/v1", ContextWindow: 128000,
		Prices: llm.Prices{InputPerMTok: 0.5, OutputPerMTok: 1}}
	d := config.DefaultAssistant(smart)
	d.Name = "switcher"
	d.Models = []config.ModelOption{{Ref: "smart", Profile: smart}, {Ref: "fast", Profile: fast}}
	d.Route = route
	d.Tools = []string{"calculate"} // research, memory_search and shell are answered as unavailable
	return d
}

func newSwitchEnv(t *testing.T, def config.Definition) *testEnv {
	e := newEnv(t, def)
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) { o.Provider = bothProviders })
	t.Cleanup(e.rt.Close)
	return e
}

func at(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			m, _ := v.(map[string]any)
			v = m[k]
		case int:
			s, _ := v.([]any)
			if k >= len(s) {
				return nil
			}
			v = s[k]
		}
	}
	return v
}

func llmCalls(path []session.Entry) []session.EntryMeta {
	var out []session.EntryMeta
	for _, e := range path {
		if e.Kind == session.EntryLLMCall {
			out = append(out, e.Meta())
		}
	}
	return out
}

// TestProviderSwitchMidBranchReplays runs a branch through Anthropic, then
// OpenAI, then Anthropic again (chosen by the agent's route) and checks
// what each provider is sent: tool calls keep their ids across formats,
// each call is answered right after it (one tool message per result for
// OpenAI, all results in one user message for Anthropic), Anthropic's
// signed thinking never reaches OpenAI and comes back to Anthropic
// unchanged.
func TestProviderSwitchMidBranchReplays(t *testing.T) {
	ant := newWire(t, "anthropic/messages_thinking_tool_use.sse", "anthropic/messages_text.sse")
	oai := newWire(t, "chat_tool_calls.sse", "chat_text.sse")
	e := newSwitchEnv(t, twoModelAgent(ant, oai, config.Route{ToolSteps: "fast", Default: "smart"}))
	c := e.conv("switcher")

	e.converse(c, "research auth patterns", "summarize")
	if ant.count() != 2 || oai.count() != 2 {
		t.Fatalf("requests: anthropic %d, openai %d; want 2 and 2", ant.count(), oai.count())
	}

	// OpenAI, first step after Anthropic's tool call.
	o1 := oai.request(t, 0)
	msgs := at(o1, "messages").([]any)
	if len(msgs) != 4 {
		t.Fatalf("openai request 1 has %d messages, want system, user, assistant, tool: %v", len(msgs), msgs)
	}
	if at(msgs, 2, "role") != "assistant" || at(msgs, 2, "content") != "I'll start the research in the background." {
		t.Errorf("assistant message: %v", msgs[2])
	}
	if id := at(msgs, 2, "tool_calls", 0, "id"); id != "toolu_01T1x1fJ34qAmk2tNTrN7Up6" {
		t.Errorf("the Anthropic call's id became %v", id)
	}
	var args map[string]any
	json.Unmarshal([]byte(at(msgs, 2, "tool_calls", 0, "function", "arguments").(string)), &args)
	if at(msgs, 2, "tool_calls", 0, "function", "name") != "research" || args["topic"] != "authentication patterns" || args["depth"] != 2.0 {
		t.Errorf("the Anthropic call as an OpenAI call: %v", at(msgs, 2, "tool_calls"))
	}
	if at(msgs, 3, "role") != "tool" || at(msgs, 3, "tool_call_id") != "toolu_01T1x1fJ34qAmk2tNTrN7Up6" ||
		!strings.Contains(at(msgs, 3, "content").(string), "UNKNOWN_TOOL") {
		t.Errorf("the result as a tool message: %v", msgs[3])
	}
	raw, _ := json.Marshal(o1)
	if strings.Contains(string(raw), "Research first") || strings.Contains(string(raw), "EqQBCgIYAhIM") {
		t.Errorf("Anthropic's thinking reached OpenAI: %s", raw)
	}

	// OpenAI, second step: its own two calls, each answered by a tool message, in order.
	msgs = at(oai.request(t, 1), "messages").([]any)
	if len(msgs) != 7 {
		t.Fatalf("openai request 2 has %d messages, want 7: %v", len(msgs), msgs)
	}
	for i, id := range []string{"call_9pKq2TzQ1", "call_7HsV0bXw2"} {
		if got := at(msgs, 4, "tool_calls", i, "id"); got != id {
			t.Errorf("call %d id %v, want %s", i, got, id)
		}
		if at(msgs, 5+i, "role") != "tool" || at(msgs, 5+i, "tool_call_id") != id {
			t.Errorf("result %d: %v", i, msgs[5+i])
		}
	}

	// Anthropic again, next turn: the whole branch in its format.
	a2 := ant.request(t, 1)
	msgs = at(a2, "messages").([]any)
	if len(msgs) != 7 {
		t.Fatalf("anthropic request 2 has %d messages, want 7: %v", len(msgs), msgs)
	}
	roles := []string{"user", "assistant", "user", "assistant", "user", "assistant", "user"}
	for i, r := range roles {
		if at(msgs, i, "role") != r {
			t.Errorf("message %d role %v, want %s", i, at(msgs, i, "role"), r)
		}
	}
	first := at(msgs, 1, "content").([]any)
	if at(first, 0, "type") != "thinking" || at(first, 0, "signature") != "EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds" ||
		at(first, 0, "thinking") != "Research first, then let the fast model sort the results." {
		t.Errorf("the signed thinking did not come back unchanged: %v", first[0])
	}
	if at(first, 2, "type") != "tool_use" || at(first, 2, "id") != "toolu_01T1x1fJ34qAmk2tNTrN7Up6" {
		t.Errorf("Anthropic's own call: %v", first)
	}
	if r := at(msgs, 2, "content", 0); at(r, "type") != "tool_result" || at(r, "tool_use_id") != "toolu_01T1x1fJ34qAmk2tNTrN7Up6" || at(r, "is_error") != true {
		t.Errorf("its result: %v", r)
	}
	calls, results := at(msgs, 3, "content").([]any), at(msgs, 4, "content").([]any)
	if len(calls) != 2 || len(results) != 2 {
		t.Fatalf("OpenAI's two calls and their results, grouped: %v / %v", calls, results)
	}
	for i, id := range []string{"call_9pKq2TzQ1", "call_7HsV0bXw2"} {
		if at(calls, i, "type") != "tool_use" || at(calls, i, "id") != id || at(results, i, "tool_use_id") != id {
			t.Errorf("call %d as tool_use %v, result %v", i, calls[i], results[i])
		}
	}
	if at(calls, 0, "input", "query") != "auth pattern" || at(calls, 1, "input", "command") != "ls -la" {
		t.Errorf("arguments of OpenAI's calls as Anthropic input: %v", calls)
	}
	if at(msgs, 5, "content", 0, "text") != "Branches let you try **two** ideas at once — ünïcödé 🌳." || at(msgs, 6, "content", 0, "text") != "summarize" {
		t.Errorf("OpenAI's reply and the new message: %v %v", msgs[5], msgs[6])
	}

	// Each call records the model and why it was chosen.
	metas := llmCalls(e.path(c.ID, "main"))
	want := [][3]string{{"anthropic", "smart", "route:default"}, {"openai", "fast", "route:tool_steps"}, {"openai", "fast", "route:tool_steps"}, {"anthropic", "smart", "route:default"}}
	if len(metas) != len(want) {
		t.Fatalf("%d llm calls, want %d", len(metas), len(want))
	}
	for i, w := range want {
		if m := metas[i]; m.Provider != w[0] || m.ModelRef != w[1] || m.ModelChoice != w[2] {
			t.Errorf("llm call %d: %s %s %s, want %v", i+1, m.Provider, m.ModelRef, m.ModelChoice, w)
		}
	}
	rows, err := e.store.UsageBy(context.Background(), session.ByModel, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[string]session.UsageRow{}
	for _, r := range rows {
		byKey[r.Key] = r
	}
	if a, o := byKey["anthropic/claude-sonnet-4-5-20250929"], byKey["openai/gpt-4o-2024-08-06"]; a.Usage.Calls != 2 || o.Usage.Calls != 1 || o.Usage.InputTokens != 310 {
		t.Errorf("usage by model: %+v", rows)
	}
}

// TestUseModelChoosesTheNextSteps has the agent switch model with its
// use_model tool: the rest of the turn runs on the chosen model, the next
// turn starts on the primary again, and the llm calls say so.
func TestUseModelChoosesTheNextSteps(t *testing.T) {
	ant := newWire(t, "anthropic/messages_use_model.sse", "anthropic/messages_text.sse")
	oai := newWire(t, "chat_text.sse")
	e := newSwitchEnv(t, twoModelAgent(ant, oai, config.Route{}))
	c := e.conv("switcher")
	e.converse(c, "look these up", "and now think hard")
	if ant.count() != 2 || oai.count() != 1 {
		t.Fatalf("requests: anthropic %d, openai %d; want 2 and 1", ant.count(), oai.count())
	}
	// Both providers are offered use_model with the agent's models.
	var enum any
	for _, tool := range at(ant.request(t, 0), "tools").([]any) {
		if at(tool, "name") == UseModelTool {
			enum = at(tool, "input_schema", "properties", "model", "enum")
		}
	}
	if b, _ := json.Marshal(enum); string(b) != `["smart","fast"]` {
		t.Errorf("use_model's models offered to Anthropic: %s", b)
	}
	msgs := at(oai.request(t, 0), "messages").([]any)
	if n := len(msgs); n != 4 || at(msgs, 2, "tool_calls", 0, "function", "name") != UseModelTool ||
		at(msgs, 3, "content") != "Your next steps in this turn use fast (openai/gpt-4o)." {
		t.Errorf("OpenAI's view of the switch: %v", msgs)
	}
	metas := llmCalls(e.path(c.ID, "main"))
	want := [][2]string{{"smart", "primary"}, {"fast", "use_model"}, {"smart", "primary"}}
	if len(metas) != len(want) {
		t.Fatalf("%d llm calls, want %d", len(metas), len(want))
	}
	for i, w := range want {
		if m := metas[i]; m.ModelRef != w[0] || m.ModelChoice != w[1] {
			t.Errorf("llm call %d: %s %s, want %v", i+1, m.ModelRef, m.ModelChoice, w)
		}
	}
}
