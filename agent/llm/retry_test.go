package llm

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// scripted is a Provider that fails with the given errors in turn, then
// succeeds; emitFirst makes a failing attempt emit text before failing.
type scripted struct {
	mu        sync.Mutex
	errs      []error
	calls     int
	emitFirst bool
}

func (s *scripted) Name() string { return "scripted" }

func (s *scripted) Stream(ctx context.Context, req Request, emit func(Event)) (Response, error) {
	s.mu.Lock()
	i := s.calls
	s.calls++
	s.mu.Unlock()
	if i < len(s.errs) {
		if s.emitFirst {
			emit(Event{Type: EventText, Text: "partial"})
		}
		return Response{StopReason: StopError}, s.errs[i]
	}
	emit(Event{Type: EventText, Text: "ok"})
	return Response{StopReason: StopEndTurn}, nil
}

func TestRetryPolicy(t *testing.T) {
	transient := &Error{Class: Transient, Status: 503, Message: "down"}
	cases := []struct {
		name      string
		errs      []error
		emitFirst bool
		attempts  int
		wantCalls int
		wantErr   Class
		wantWaits []time.Duration
	}{
		{"success first", nil, false, 3, 1, 0, nil},
		{"transient then success", []error{transient, transient}, false, 3, 3, 0, []time.Duration{750 * time.Millisecond, 1500 * time.Millisecond}},
		{"gives up after max attempts", []error{transient, transient, transient}, false, 3, 3, Transient, []time.Duration{750 * time.Millisecond, 1500 * time.Millisecond}},
		{"permanent not retried", []error{&Error{Class: Permanent, Status: 400}}, false, 3, 1, Permanent, nil},
		{"context length not retried", []error{&Error{Class: ContextLength}}, false, 3, 1, ContextLength, nil},
		{"raw network error classified and retried", []error{syscall.ECONNRESET}, false, 3, 2, 0, []time.Duration{750 * time.Millisecond}},
		{"no retry after output", []error{transient}, true, 3, 1, Transient, nil},
		{"retry-after honoured", []error{&Error{Class: Transient, Status: 429, RetryAfter: 2500 * time.Millisecond}}, false, 3, 2, 0, []time.Duration{2500 * time.Millisecond}},
		{"retry-after too long", []error{&Error{Class: Transient, Status: 429, RetryAfter: time.Hour}}, false, 3, 1, Transient, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := &scripted{errs: tc.errs, emitFirst: tc.emitFirst}
			var sleeps sleepRecorder
			r := &Retry{Provider: p, MaxAttempts: tc.attempts, BaseDelay: time.Second, Sleep: sleeps.sleep, Jitter: func() float64 { return 0.5 }}
			var c collect
			_, err := r.Stream(context.Background(), Request{}, c.emit)
			if p.calls != tc.wantCalls {
				t.Errorf("calls = %d, want %d", p.calls, tc.wantCalls)
			}
			if tc.wantErr == 0 && err != nil {
				t.Errorf("err = %v", err)
			}
			if tc.wantErr != 0 {
				if e := asError(t, err); e.Class != tc.wantErr {
					t.Errorf("class = %v, want %v", e.Class, tc.wantErr)
				}
			}
			if fmt.Sprint(sleeps.waits) != fmt.Sprint(tc.wantWaits) {
				t.Errorf("waits = %v, want %v", sleeps.waits, tc.wantWaits)
			}
		})
	}
}

func TestRetryBackoffCappedAndJittered(t *testing.T) {
	r := &Retry{BaseDelay: time.Second, MaxDelay: 5 * time.Second, Jitter: func() float64 { return 0.999 }}
	if d := r.backoff(10); d > 5*time.Second || d < 4*time.Second {
		t.Errorf("backoff(10) = %v, want within the 5s cap", d)
	}
	r.Jitter = func() float64 { return 0 }
	if d := r.backoff(1); d != 500*time.Millisecond {
		t.Errorf("backoff(1) with no jitter = %v, want half the base", d)
	}
}

func TestRetryStopsWhenContextCanceledDuringWait(t *testing.T) {
	p := &scripted{errs: []error{&Error{Class: Transient}, &Error{Class: Transient}}}
	ctx, cancel := context.WithCancel(context.Background())
	r := &Retry{Provider: p, BaseDelay: time.Hour, OnRetry: func(int, *Error, time.Duration) { cancel() }}
	done := make(chan error, 1)
	go func() {
		_, err := r.Stream(ctx, Request{}, nil)
		done <- err
	}()
	select {
	case err := <-done:
		if e := asError(t, err); e.Class != Canceled || e.Message != "cancelled" {
			// The message is what the timeline shows ("reply cut off: …").
			t.Errorf("class = %v, message %q; want canceled, \"cancelled\"", e.Class, e.Message)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("retry kept waiting after cancellation")
	}
	if p.calls != 1 {
		t.Errorf("calls = %d", p.calls)
	}
}

type timeoutErr struct{}

func (timeoutErr) Error() string   { return "i/o timeout" }
func (timeoutErr) Timeout() bool   { return true }
func (timeoutErr) Temporary() bool { return true }

func TestClassify(t *testing.T) {
	already := &Error{Class: ContextLength, Message: "x"}
	cases := []struct {
		name string
		err  error
		want Class
	}{
		{"canceled", context.Canceled, Canceled},
		{"wrapped canceled", fmt.Errorf("streaming: %w", context.Canceled), Canceled},
		{"deadline", context.DeadlineExceeded, Transient},
		{"reset", &net.OpError{Op: "read", Err: syscall.ECONNRESET}, Transient},
		{"net timeout", &net.OpError{Op: "dial", Err: timeoutErr{}}, Transient},
		{"unexpected eof", io.ErrUnexpectedEOF, Transient},
		{"other", errors.New("boom"), Permanent},
		{"already classified", fmt.Errorf("wrapped: %w", already), ContextLength},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Classify(tc.err); got.Class != tc.want {
				t.Errorf("Classify(%v) = %v, want %v", tc.err, got.Class, tc.want)
			}
		})
	}
	if Classify(nil) != nil {
		t.Error("Classify(nil) != nil")
	}
	if Classify(already) != already {
		t.Error("an *Error was not passed through")
	}
}

func TestRetryAfterHeader(t *testing.T) {
	cases := []struct {
		h    http.Header
		want time.Duration
	}{
		{http.Header{"Retry-After": {"3"}}, 3 * time.Second},
		{http.Header{"Retry-After": {"1.5"}}, 1500 * time.Millisecond},
		{http.Header{"Retry-After-Ms": {"250"}, "Retry-After": {"9"}}, 250 * time.Millisecond},
		{http.Header{"Retry-After": {"soon"}}, 0},
		{http.Header{}, 0},
	}
	for _, tc := range cases {
		if got := retryAfter(tc.h); got != tc.want {
			t.Errorf("retryAfter(%v) = %v, want %v", tc.h, got, tc.want)
		}
	}
	date := http.Header{"Retry-After": {time.Now().Add(10 * time.Second).UTC().Format(http.TimeFormat)}}
	if got := retryAfter(date); got < 8*time.Second || got > 11*time.Second {
		t.Errorf("retryAfter(date) = %v", got)
	}
}

func TestOpenAIRetryAfterMs(t *testing.T) {
	fs := newFakeServer(t,
		jsonReply(429, []byte(`{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`), map[string]string{"retry-after-ms": "120"}),
		sseFile(t, "openai/chat_text.sse"))
	var sleeps sleepRecorder
	r := &Retry{Provider: newTestOpenAI(fs), Sleep: sleeps.sleep}
	resp, err := r.Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(resp.Text(), "Branches") || len(sleeps.waits) != 1 || sleeps.waits[0] != 120*time.Millisecond {
		t.Errorf("text %q, waits %v", resp.Text(), sleeps.waits)
	}
	if fs.requests() != 2 {
		t.Errorf("requests = %d", fs.requests())
	}
}

func TestProviderConnectionRefusedIsTransient(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	p := NewOpenAI(OpenAIConfig{Name: "ollama", BaseURL: "http://" + addr + "/v1", Model: "llama3"})
	_, err = p.Stream(context.Background(), Request{Messages: []Message{userText("hi")}}, nil)
	if e := asError(t, err); e.Class != Transient {
		t.Errorf("class = %v (%s)", e.Class, e.Message)
	}
}

func TestProviderCanceledContext(t *testing.T) {
	fs := newFakeServer(t, sseFile(t, "openai/chat_text.sse"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	resp, err := newTestOpenAI(fs).Stream(ctx, Request{Messages: []Message{userText("hi")}}, nil)
	if e := asError(t, err); e.Class != Canceled || resp.StopReason != StopCanceled {
		t.Errorf("class = %v, stop %q", e.Class, resp.StopReason)
	}
}
