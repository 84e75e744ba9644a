package agent

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestRetryNoticeLeadsWithTheWait: the notice of a retry says first that
// grove is retrying and when, then why; on a narrow status bar the end is
// what gets cut, and "retrying in 1s" is the part a person waits on.
func TestRetryNoticeLeadsWithTheWait(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Retry-After", "1")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = w.Write([]byte(`{"error":{"message":"Rate limit reached for gpt-test in organization org-x on tokens per min","type":"requests"}}`))
	}))
	defer srv.Close()
	e := newEnv(t, openaiDef("limited", srv.URL+"/v1"))
	sub := e.rt.Subscribe()
	defer sub.Close()
	e.wait(e.send(e.conv("limited"), "hi"))
	var notices []string
	for _, ev := range sub.Drain() {
		if ev.Kind == EvNotice {
			notices = append(notices, ev.Text)
		}
	}
	if len(notices) == 0 {
		t.Fatal("no retry notice")
	}
	for _, n := range notices {
		if !strings.HasPrefix(n, "retrying in 1s") || !strings.Contains(n, "rate limiting") {
			t.Fatalf("notice = %q, want it to start with the wait and then say why", n)
		}
	}
}
