package testkit

import (
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

// OpenAIToolCalls is an OpenAI chat-completions stream whose reply is the
// given tool calls (name, JSON arguments), chunked as the API sends them.
func OpenAIToolCalls(calls ...[2]string) string {
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

// KeyServer is an OpenAI-compatible server whose first reply asks for
// calls and later replies are text; it records every request body and
// whether each carried the key.
type KeyServer struct {
	*httptest.Server
	mu      sync.Mutex
	bodies  []string
	keyless int
}

// NewKeyServer starts a KeyServer (closed when the test ends) that
// expects the key key; its first reply asks for calls (name, JSON
// arguments).
func NewKeyServer(t *testing.T, key string, calls ...[2]string) *KeyServer {
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(filepath.Join(root, "agent", "testdata", "chat_text.sse"))
	if err != nil {
		t.Fatal(err)
	}
	ks := &KeyServer{}
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
			io.WriteString(w, OpenAIToolCalls(calls...))
			return
		}
		w.Write(text)
	}))
	t.Cleanup(ks.Close)
	return ks
}

// Requests returns the request bodies the server received and how many
// requests came without the key.
func (ks *KeyServer) Requests() (bodies []string, keyless int) {
	ks.mu.Lock()
	defer ks.mu.Unlock()
	return append([]string(nil), ks.bodies...), ks.keyless
}
