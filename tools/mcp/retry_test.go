package mcp

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestServerDownAtStartIsPickedUpLater: a server that cannot be reached
// when grove starts is failed at first (Ready does not wait for it), then
// tried again in the background: once it answers, its tools are
// registered and work, without a restart and without any call to it.
func TestServerDownAtStartIsPickedUpLater(t *testing.T) {
	every := RetryEvery
	RetryEvery = 100 * time.Millisecond
	t.Cleanup(func() { RetryEvery = every })
	var up atomic.Bool
	srv := testServer(func() {})
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return srv }, nil)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !up.Load() {
			http.Error(w, "starting", http.StatusServiceUnavailable)
			return
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	r, m := start(t, ServerConfig{Name: "late", URL: ts.URL, CallTimeout: 2 * time.Second})
	if st := m.Status(); st[0].State != StateFailed || st[0].Error == "" {
		t.Fatalf("a server down at start: %+v", st[0])
	}
	if _, ok := r.Get("late__echo"); ok {
		t.Fatal("a server that never answered has tools")
	}
	up.Store(true)
	deadline := time.Now().Add(30 * time.Second)
	for {
		if _, ok := r.Get("late__echo"); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server came up and was never picked up: %+v", m.Status())
		}
		time.Sleep(50 * time.Millisecond)
	}
	if st := m.Status(); st[0].State != StateReady {
		t.Fatalf("status after it came up: %+v", st[0])
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := m.Ready(ctx); err != nil {
		t.Fatal(err)
	}
	res := call(r, "late__echo", `{"text":"hi"}`)
	if !res.Success || !strings.HasPrefix(res.Result, "echo: hi") {
		t.Fatalf("call after it came up: %+v", res)
	}
}
