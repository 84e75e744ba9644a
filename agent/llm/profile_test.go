package llm

import (
	"context"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

func TestProfileCost(t *testing.T) {
	p := AnthropicDefault() // $3 in, $15 out, $0.30 cache read, $3.75 cache write
	u := session.Usage{InputTokens: 1_000_000, CacheReadTokens: 200_000, CacheWriteTokens: 100_000, OutputTokens: 10_000}
	want := 0.7*3 + 0.2*0.30 + 0.1*3.75 + 0.01*15
	if got := p.Cost(u); math.Abs(got-want) > 1e-9 {
		t.Errorf("cost = %v, want %v", got, want)
	}
	if OfflineProfile().Cost(u) != 0 {
		t.Error("offline model costs money")
	}
}

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestNewProvider(t *testing.T) {
	p, err := newProvider(AnthropicDefault(), env(nil))
	if err == nil || !strings.Contains(err.Error(), "$ANTHROPIC_API_KEY") {
		t.Errorf("missing key error = %v, want it to name $ANTHROPIC_API_KEY", err)
	}
	if p != nil {
		t.Error("got a provider without a key")
	}
	custom := OpenAIDefault()
	custom.APIKeyEnv = "MY_OPENAI_KEY"
	if _, err := newProvider(custom, env(map[string]string{"OPENAI_API_KEY": "sk-other"})); err == nil || !strings.Contains(err.Error(), "$MY_OPENAI_KEY") {
		t.Errorf("err = %v, want it to name the configured variable", err)
	}
	p, err = newProvider(custom, env(map[string]string{"MY_OPENAI_KEY": "sk-secret-value"}))
	if err != nil || p.Name() != "openai" {
		t.Fatalf("provider = %v, %v", p, err)
	}
	if p, err := newProvider(Profile{Name: "local", Provider: KindOllama, Model: "llama3"}, env(nil)); err != nil || p.Name() != "ollama" {
		t.Errorf("ollama without key: %v, %v", p, err)
	}
	if p, err := newProvider(OfflineProfile(), env(nil)); err != nil || p.Name() != "offline" {
		t.Errorf("offline: %v, %v", p, err)
	}
	if _, err := newProvider(Profile{Name: "x", Provider: "gemini"}, env(nil)); err == nil {
		t.Error("unknown provider accepted")
	}
}

func TestDetectDefault(t *testing.T) {
	ctx := context.Background()
	// An address nothing listens on: the probe must fail fast.
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	dead := "http://" + ln.Addr().String()
	ln.Close()

	if p := DetectDefault(ctx, env(map[string]string{"ANTHROPIC_API_KEY": "k", "OPENAI_API_KEY": "k"}), dead); p.Provider != KindAnthropic {
		t.Errorf("with both keys got %s", p.Provider)
	}
	if p := DetectDefault(ctx, env(map[string]string{"OPENAI_API_KEY": "k"}), dead); p.Provider != KindOpenAI {
		t.Errorf("with openai key got %s", p.Provider)
	}
	if p := DetectDefault(ctx, env(nil), dead); p.Provider != KindOffline || p.Model != "offline" {
		t.Errorf("with nothing got %+v", p)
	}

	ollama := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/tags" {
			http.NotFound(w, r)
			return
		}
		_, _ = w.Write([]byte(`{"models":[{"name":"llama3.1:8b","model":"llama3.1:8b","size":4920753328},{"name":"qwen2.5:7b"}]}`))
	}))
	defer ollama.Close()
	p := DetectDefault(ctx, env(nil), ollama.URL)
	if p.Provider != KindOllama || p.Model != "llama3.1:8b" || p.BaseURL != ollama.URL+"/v1" {
		t.Errorf("with ollama got %+v", p)
	}

	empty := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(`{"models":[]}`))
	}))
	defer empty.Close()
	if p := DetectDefault(ctx, env(nil), empty.URL); p.Provider != KindOffline {
		t.Errorf("ollama without models got %s", p.Provider)
	}

	// A server that never answers: the probe gives up on its own (its
	// timeout cancels the request, which the server sees) and detection
	// falls back to offline. Only a hang reaches the deadline.
	release := make(chan struct{})
	gaveUp := make(chan struct{}, 1)
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
			gaveUp <- struct{}{}
		}
	}))
	defer hang.Close()
	defer close(release)
	got := make(chan Profile, 1)
	go func() { got <- DetectDefault(ctx, env(nil), hang.URL) }()
	if p := testkit.Within(t, got, "the probe of a hanging server never gave up"); p.Provider != KindOffline {
		t.Errorf("hanging ollama got %s", p.Provider)
	}
	testkit.Within(t, gaveUp, "the probe's request was never cancelled")
}

// TestBaseURLVariables: OPENAI_BASE_URL and ANTHROPIC_BASE_URL send the
// default profiles (and any profile without a base_url) to the server they
// name, speaking each provider's streaming format; a profile's own
// base_url wins over the variable.
func TestBaseURLVariables(t *testing.T) {
	ctx := context.Background()
	openaiSrv := newFakeServer(t, sseFile(t, "openai/chat_text.sse"))
	anthropicSrv := newFakeServer(t, sseFile(t, "anthropic/messages_text.sse"))
	unused := newFakeServer(t, sseFile(t, "openai/chat_text.sse"))
	vars := env(map[string]string{
		"OPENAI_API_KEY": "sk-proxy", "OPENAI_BASE_URL": openaiSrv.URL + "/v1",
		"ANTHROPIC_API_KEY": "sk-ant-proxy", "ANTHROPIC_BASE_URL": anthropicSrv.URL,
	})
	requests := func(fs *fakeServer) int {
		fs.mu.Lock()
		defer fs.mu.Unlock()
		return len(fs.bodies)
	}
	ask := func(p Profile) string {
		t.Helper()
		prov, err := newProvider(p, vars)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		resp, err := prov.Stream(ctx, Request{Messages: []Message{userText("hi")}}, func(Event) {})
		if err != nil {
			t.Fatalf("%s through the variable's server: %v", p.Name, err)
		}
		return resp.Text()
	}
	if got := ask(OpenAIDefault()); !strings.Contains(got, "Branches") || requests(openaiSrv) != 1 {
		t.Errorf("OpenAI default profile: %q, %d requests at $OPENAI_BASE_URL", got, requests(openaiSrv))
	}
	openaiSrv.mu.Lock()
	auth := openaiSrv.headers[0].Get("Authorization")
	openaiSrv.mu.Unlock()
	if got := auth; got != "Bearer sk-proxy" {
		t.Errorf("Authorization at $OPENAI_BASE_URL = %q", got)
	}
	if got := ask(AnthropicDefault()); !strings.Contains(got, "Here is a list") || requests(anthropicSrv) != 1 {
		t.Errorf("Anthropic default profile: %q, %d requests at $ANTHROPIC_BASE_URL", got, requests(anthropicSrv))
	}
	// A profile's base_url wins.
	own := OpenAIDefault()
	own.BaseURL = unused.URL + "/v1"
	ask(own)
	if requests(unused) != 1 || requests(openaiSrv) != 1 {
		t.Errorf("profile base_url: %d requests there, %d at $OPENAI_BASE_URL", requests(unused), requests(openaiSrv))
	}
	ownAnthropic := AnthropicDefault()
	ownAnthropic.BaseURL = openaiSrv.URL + "/elsewhere"
	prov, err := newProvider(ownAnthropic, vars)
	if err != nil {
		t.Fatal(err)
	}
	// That server answers in OpenAI's format: the stream fails, and only
	// where the request went matters here.
	_, _ = prov.Stream(ctx, Request{Messages: []Message{userText("hi")}}, func(Event) {})
	if requests(anthropicSrv) != 1 || requests(openaiSrv) != 2 {
		t.Errorf("Anthropic profile base_url: %d requests at $ANTHROPIC_BASE_URL, %d at its own", requests(anthropicSrv), requests(openaiSrv)-1)
	}
}
