package main

import (
	"github.com/adrg/xdg"

	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// openAIToolCalls is an OpenAI chat-completions stream whose reply is the
// given tool calls (name, JSON arguments), chunked as the API sends them.
func openAIToolCalls(calls ...[2]string) string {
	var b strings.Builder
	chunk := func(delta string, finish string) {
		f := "null"
		if finish != "" {
			f = `"` + finish + `"`
		}
		fmt.Fprintf(&b, `data: {"id":"chatcmpl-k1","object":"chat.completion.chunk","created":1763700001,"model":"gpt-test","choices":[{"index":0,"delta":%s,"logprobs":null,"finish_reason":%s}],"usage":null}`+"\n\n", delta, f)
	}
	for i, c := range calls {
		args, _ := json.Marshal(c[1])
		chunk(fmt.Sprintf(`{"role":"assistant","content":null,"tool_calls":[{"index":%d,"id":"call_k%d","type":"function","function":{"name":%q,"arguments":""}}]}`, i, i, c[0]), "")
		chunk(fmt.Sprintf(`{"tool_calls":[{"index":%d,"function":{"arguments":%s}}]}`, i, args), "")
	}
	chunk(`{}`, "tool_calls")
	b.WriteString(`data: {"id":"chatcmpl-k1","object":"chat.completion.chunk","created":1763700001,"model":"gpt-test","choices":[],"usage":{"prompt_tokens":10,"completion_tokens":5,"total_tokens":15}}` + "\n\ndata: [DONE]\n\n")
	return b.String()
}

// keyServer is an OpenAI-compatible server whose first reply asks for
// calls and later replies are text; it records every request body and
// whether each carried the key.
type keyServer struct {
	*httptest.Server
	mu      sync.Mutex
	bodies  []string
	keyless int
}

func newKeyServer(t *testing.T, key string, calls ...[2]string) *keyServer {
	text, err := os.ReadFile("agent/testdata/chat_text.sse")
	if err != nil {
		t.Fatal(err)
	}
	ks := &keyServer{}
	ks.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		ks.mu.Lock()
		ks.bodies = append(ks.bodies, string(body))
		first := len(ks.bodies) == 1
		if r.Header.Get("Authorization") != "Bearer "+key {
			ks.keyless++
		}
		ks.mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		if first {
			io.WriteString(w, openAIToolCalls(calls...))
			return
		}
		w.Write(text)
	}))
	t.Cleanup(ks.Close)
	return ks
}

// TestKeysLeaveGrovesEnvironment: the provider keys are read once into
// the provider client and removed from grove's environment; the shell, a
// background shell and a command tool print their environment (and
// grove's, through /proc/$PPID/environ) and none of it holds a key, while
// every request to the provider still carries it.
func TestKeysLeaveGrovesEnvironment(t *testing.T) {
	const secret = "sk-config-key-7731"
	const std = "sk-standard-key-9912"
	ks := newKeyServer(t, secret,
		[2]string{"shell", `{"command":"env; tr '\\0' '\\n' < /proc/$PPID/environ"}`},
		[2]string{"shell_background", `{"command":"env"}`},
		[2]string{"showenv", `{}`},
	)
	dir := isolate(t)
	t.Setenv("GROVE_TEST_KEY", secret)
	t.Setenv("OPENAI_API_KEY", std)
	t.Setenv("GROVE_MARKER", "marker-visible")
	t.Setenv("GROVE_MODEL", "")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"default_model: remote\nmodels:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+ks.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n")
	os.MkdirAll(filepath.Join(dir, ".tools"), 0o755)
	os.WriteFile(filepath.Join(dir, ".tools", "showenv.yaml"), []byte("name: showenv\ndescription: print the environment\ntarget: {command: env}\n"), 0o644)

	out, err := run(t, "send", "assistant", "show me the environment", "--yes")
	if err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	if _, ok := os.LookupEnv("GROVE_TEST_KEY"); ok {
		t.Error("the configured key variable is still in grove's environment")
	}
	if _, ok := os.LookupEnv("OPENAI_API_KEY"); ok {
		t.Error("OPENAI_API_KEY is still in grove's environment")
	}
	ks.mu.Lock()
	defer ks.mu.Unlock()
	if len(ks.bodies) < 3 || ks.keyless != 0 {
		t.Fatalf("%d requests, %d without the key", len(ks.bodies), ks.keyless)
	}
	for i, b := range ks.bodies {
		if strings.Contains(b, secret) || strings.Contains(b, std) {
			t.Fatalf("request %d carries a key to the model:\n%s", i, b)
		}
	}
	// The tools did print their environment: three outputs (shell,
	// background shell, command tool) are in the conversation.
	list, _ := run(t, "list", "--json")
	var rows []struct{ ID string }
	json.Unmarshal([]byte(list), &rows)
	if len(rows) != 1 {
		t.Fatalf("list: %s", list)
	}
	exp, err := run(t, "export", rows[0].ID, "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(exp, "GROVE_MARKER=marker-visible"); n < 3 {
		t.Fatalf("the marker variable appears %d times in the conversation, want 3:\n%s", n, exp)
	}
	if strings.Contains(exp, secret) || strings.Contains(exp, std) {
		t.Fatal("a key is in the conversation")
	}
}
