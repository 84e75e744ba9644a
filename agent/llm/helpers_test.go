package llm

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/grovechat/grove/session"
)

// reply is one canned HTTP response of a fake provider server.
type reply struct {
	status int
	header map[string]string
	body   []byte
	sse    bool
}

func sseFile(t *testing.T, name string) reply {
	t.Helper()
	return reply{status: http.StatusOK, body: fixture(t, name), sse: true}
}

func sseText(s string) reply { return reply{status: http.StatusOK, body: []byte(s), sse: true} }

func jsonReply(status int, body []byte, header map[string]string) reply {
	return reply{status: status, body: body, header: header}
}

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// fakeServer replays replies in order (repeating the last) and records
// what the client sent.
type fakeServer struct {
	*httptest.Server
	mu      sync.Mutex
	replies []reply
	bodies  [][]byte
	headers []http.Header
}

func newFakeServer(t *testing.T, replies ...reply) *fakeServer {
	t.Helper()
	fs := &fakeServer{replies: replies}
	fs.Server = httptest.NewServer(http.HandlerFunc(fs.handle))
	t.Cleanup(fs.Close)
	return fs
}

func (fs *fakeServer) handle(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	fs.mu.Lock()
	n := len(fs.bodies)
	fs.bodies = append(fs.bodies, body)
	fs.headers = append(fs.headers, r.Header.Clone())
	rep := fs.replies[min(n, len(fs.replies)-1)]
	fs.mu.Unlock()

	for k, v := range rep.header {
		w.Header().Set(k, v)
	}
	if rep.sse {
		w.Header().Set("Content-Type", "text/event-stream")
	} else {
		w.Header().Set("Content-Type", "application/json")
	}
	w.WriteHeader(rep.status)
	if !rep.sse {
		_, _ = w.Write(rep.body)
		return
	}
	f, _ := w.(http.Flusher)
	for _, chunk := range irregularChunks(rep.body) {
		if _, err := w.Write(chunk); err != nil {
			return
		}
		if f != nil {
			f.Flush()
		}
	}
}

// irregularChunks cuts b into small slices of varying size, so that chunk
// boundaries land inside UTF-8 characters and JSON strings.
func irregularChunks(b []byte) [][]byte {
	sizes := []int{1, 3, 2, 7, 1, 5, 11, 2, 4, 13, 1, 6}
	var out [][]byte
	for i := 0; len(b) > 0; i++ {
		n := min(sizes[i%len(sizes)], len(b))
		out = append(out, b[:n])
		b = b[n:]
	}
	return out
}

// runeSplits counts chunk boundaries that fall inside a UTF-8 character.
func runeSplits(chunks [][]byte) int {
	n := 0
	for _, c := range chunks[1:] {
		if !utf8.RuneStart(c[0]) {
			n++
		}
	}
	return n
}

func (fs *fakeServer) requests() int {
	fs.mu.Lock()
	defer fs.mu.Unlock()
	return len(fs.bodies)
}

func (fs *fakeServer) body(t *testing.T, i int) map[string]any {
	t.Helper()
	fs.mu.Lock()
	defer fs.mu.Unlock()
	var m map[string]any
	if err := json.Unmarshal(fs.bodies[i], &m); err != nil {
		t.Fatalf("request %d body: %v", i, err)
	}
	return m
}

// collect records emitted events.
type collect struct {
	mu     sync.Mutex
	events []Event
}

func (c *collect) emit(e Event) {
	c.mu.Lock()
	c.events = append(c.events, e)
	c.mu.Unlock()
}

func (c *collect) text(typ EventType) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var s string
	for _, e := range c.events {
		if e.Type == typ {
			s += e.Text
		}
	}
	return s
}

func (c *collect) types() []EventType {
	c.mu.Lock()
	defer c.mu.Unlock()
	var ts []EventType
	for _, e := range c.events {
		ts = append(ts, e.Type)
	}
	return ts
}

// sleepRecorder stands in for Retry.Sleep.
type sleepRecorder struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (s *sleepRecorder) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.waits = append(s.waits, d)
	s.mu.Unlock()
	return ctx.Err()
}

func asError(t *testing.T, err error) *Error {
	t.Helper()
	if err == nil {
		t.Fatal("expected an error")
	}
	e, ok := err.(*Error)
	if !ok {
		t.Fatalf("error %T is not *llm.Error: %v", err, err)
	}
	return e
}

func jsonEqual(t *testing.T, got json.RawMessage, want string) {
	t.Helper()
	var g, w any
	if err := json.Unmarshal(got, &g); err != nil {
		t.Fatalf("got invalid JSON %s: %v", got, err)
	}
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatal(err)
	}
	gb, _ := json.Marshal(g)
	wb, _ := json.Marshal(w)
	if string(gb) != string(wb) {
		t.Errorf("JSON = %s, want %s", gb, wb)
	}
}

func userText(s string) Message {
	return Message{Role: RoleUser, Content: []session.Block{session.TextBlock(s)}}
}
