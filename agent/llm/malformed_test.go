package llm

import (
	"context"
	"strings"
	"testing"
)

// TestOpenAIMalformedChunkSaysWhoSentIt: a stream chunk that is not JSON
// (a proxy's garbage, a server bug) is reported as the provider's broken
// reply, with the text received so far kept, not as a bare
// "invalid character 'n' looking for beginning of object key string".
func TestOpenAIMalformedChunkSaysWhoSentIt(t *testing.T) {
	stream := `data: {"id":"x","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"before "},"finish_reason":null}]}

data: {"id":"x", not json}

data: {"id":"x","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"after"},"finish_reason":"stop"}]}

data: [DONE]

`
	fs := newFakeServer(t, sseText(stream))
	resp, err := newTestOpenAI(fs).Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	e := asError(t, err)
	if !strings.Contains(e.Message, "openai") || !strings.Contains(e.Message, "malformed") {
		t.Errorf("message = %q, want it to name openai and a malformed reply", e.Message)
	}
	if e.Class != Transient {
		t.Errorf("class = %v, want transient (a garbled chunk is not the request's fault)", e.Class)
	}
	if resp.Text() != "before " {
		t.Errorf("partial = %q, want the text before the bad chunk", resp.Text())
	}
}
