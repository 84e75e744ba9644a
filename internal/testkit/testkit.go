// Package testkit holds what grove's tests in several packages share; only
// tests import it.
package testkit

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// OpenStore opens a store with opts in a new temp directory, closed when
// the test ends.
func OpenStore(tb testing.TB, opts ...session.Option) *session.Store {
	tb.Helper()
	st := Open(tb, filepath.Join(tb.TempDir(), "grove.db"), opts...)
	tb.Cleanup(func() { st.Close() })
	return st
}

// Open opens the store of the database file path with opts; the caller
// closes it.
func Open(tb testing.TB, path string, opts ...session.Option) *session.Store {
	tb.Helper()
	st, err := session.Open(context.Background(), path, opts...)
	if err != nil {
		tb.Fatal(err)
	}
	return st
}

// NewConversation creates the conversation nc describes in st.
func NewConversation(tb testing.TB, st *session.Store, nc session.NewConversation) session.Conversation {
	tb.Helper()
	c, err := st.CreateConversation(context.Background(), nc)
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// AppendInBatches appends es to the branch of conversation convID in st,
// 500 entries a write, as a long conversation is loaded.
func AppendInBatches(tb testing.TB, st *session.Store, convID, branch string, es []session.Entry) {
	tb.Helper()
	for i := 0; i < len(es); i += 500 {
		if _, err := st.Append(context.Background(), convID, branch, es[i:min(i+500, len(es))]...); err != nil {
			tb.Fatal(err)
		}
	}
}

// Within is what ch gives within a minute (only a hang takes longer);
// otherwise it fails tb, saying what never happened.
func Within[T any](tb testing.TB, ch <-chan T, never string) T {
	tb.Helper()
	select {
	case v := <-ch:
		return v
	case <-time.After(time.Minute):
		tb.Fatal(never)
	}
	var zero T
	return zero
}

// OpenAIStream is a chat completions stream in OpenAI's format: text word
// by word, then tool calls (name, JSON arguments), the finish reason and
// usage (100 tokens in, 10 out).
func OpenAIStream(text string, calls ...[2]string) []byte {
	var b strings.Builder
	chunk := func(delta map[string]any, finish any) {
		j, _ := json.Marshal(map[string]any{"id": "chatcmpl-grove", "object": "chat.completion.chunk", "created": 1763700000, "model": "gpt-4o-2024-08-06",
			"choices": []any{map[string]any{"index": 0, "delta": delta, "logprobs": nil, "finish_reason": finish}}, "usage": nil})
		fmt.Fprintf(&b, "data: %s\n\n", j)
	}
	chunk(map[string]any{"role": "assistant", "content": ""}, nil)
	for _, w := range strings.SplitAfter(text, " ") {
		if w != "" {
			chunk(map[string]any{"content": w}, nil)
		}
	}
	for i, c := range calls {
		chunk(map[string]any{"tool_calls": []any{map[string]any{"index": i, "id": fmt.Sprintf("call_%s%d", c[0], i), "type": "function",
			"function": map[string]any{"name": c[0], "arguments": ""}}}}, nil)
		chunk(map[string]any{"tool_calls": []any{map[string]any{"index": i, "function": map[string]any{"arguments": c[1]}}}}, nil)
	}
	finish := "stop"
	if len(calls) > 0 {
		finish = "tool_calls"
	}
	chunk(map[string]any{}, finish)
	u, _ := json.Marshal(map[string]any{"id": "chatcmpl-grove", "object": "chat.completion.chunk", "created": 1763700000, "model": "gpt-4o-2024-08-06",
		"choices": []any{}, "usage": map[string]any{"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}})
	fmt.Fprintf(&b, "data: %s\n\ndata: [DONE]\n\n", u)
	return []byte(b.String())
}

// WriteSSE answers with the event stream b in small irregular slices, each
// flushed, as streams arrive from a provider.
func WriteSSE(w http.ResponseWriter, b []byte) {
	w.Header().Set("Content-Type", "text/event-stream")
	fl, _ := w.(http.Flusher)
	for i := 0; i < len(b); {
		j := min(len(b), i+5+i%11)
		w.Write(b[i:j])
		fl.Flush()
		i = j
	}
}
