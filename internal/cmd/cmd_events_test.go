package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// jsonEvents parses the lines of grove events --json.
func jsonEvents(t *testing.T, out string) []session.Event {
	t.Helper()
	var evs []session.Event
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var ev session.Event
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatalf("not JSON: %q: %v", line, err)
		}
		evs = append(evs, ev)
	}
	return evs
}

func TestEventsCommand(t *testing.T) {
	isolate(t)
	if out, err := run(t, "events"); err != nil || !strings.Contains(out, "No events yet") {
		t.Fatalf("empty log: %v\n%s", err, out)
	}
	for _, msg := range []string{"what is 27*453?", "wait 1 seconds"} {
		if out, err := run(t, "send", "assistant", "--new", msg); err != nil {
			t.Fatalf("send %q: %v\n%s", msg, err, out)
		}
	}
	out, err := run(t, "events", "--json")
	if err != nil {
		t.Fatalf("events --json: %v\n%s", err, out)
	}
	all := jsonEvents(t, out)
	var convs []string
	var names []string
	for _, ev := range all {
		if ev.ConversationID == "" {
			continue // an agent's state (agent.running, agent.idle) is no conversation's
		}
		if !slices.Contains(convs, ev.ConversationID) {
			convs = append(convs, ev.ConversationID)
		}
		names = append(names, ev.Kind)
	}
	if len(convs) != 2 {
		t.Fatalf("events of %d conversations, want 2:\n%s", len(convs), out)
	}
	for _, want := range []string{"turn.started", "tool.completed", "async.started", "async.completed", "turn.completed"} {
		if !slices.Contains(names, want) {
			t.Errorf("no %s in %v", want, names)
		}
	}
	// --conversation keeps only that conversation's events, in order.
	out, err = run(t, "events", "--json", "--conversation", convs[0])
	if err != nil {
		t.Fatal(err)
	}
	first := jsonEvents(t, out)
	if len(first) == 0 || len(first) >= len(all) {
		t.Fatalf("filtered %d of %d", len(first), len(all))
	}
	for i, ev := range first {
		if ev.ConversationID != convs[0] {
			t.Fatalf("event of %s under --conversation %s", ev.ConversationID, convs[0])
		}
		if i > 0 && ev.ID <= first[i-1].ID {
			t.Fatal("events out of order")
		}
	}
	// The conversation starts, then its turn; memory extraction runs after
	// the turn completed.
	n := len(first)
	if n < 3 || first[0].Kind != "conversation.started" || first[1].Kind != "turn.started" || first[n-2].Kind != "turn.completed" || first[n-1].Kind != "memory.extracted" {
		t.Fatalf("first conversation: %s %s … %s %s", first[0].Kind, first[1].Kind, first[n-2].Kind, first[n-1].Kind)
	}
	// The table names each event with its agent.
	out, err = run(t, "events", "--conversation", convs[1])
	if err != nil || !strings.Contains(out, "async.completed") || !strings.Contains(out, "assistant") || strings.Contains(out, "calculate") {
		t.Fatalf("table: %v\n%s", err, out)
	}
}

// lockedBuffer is an io.Writer safe to read while a command writes it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func TestEventsFollow(t *testing.T) {
	isolate(t)
	if out, err := run(t, "send", "assistant", "hello"); err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var buf lockedBuffer
	root := newRootCmd()
	root.SetOut(&buf)
	root.SetErr(&buf)
	root.SetArgs([]string{"events", "--follow", "--json"})
	done := make(chan error, 1)
	go func() { done <- root.ExecuteContext(ctx) }()
	waitFor := func(what string, ok func(string) bool) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for !ok(buf.String()) {
			if time.Now().After(deadline) {
				t.Fatalf("%s never showed:\n%s", what, buf.String())
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	waitFor("the first turn", func(s string) bool { return strings.Count(s, `"turn.completed"`) == 1 })
	if out, err := run(t, "send", "assistant", "what is 27*453?"); err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	waitFor("the second turn", func(s string) bool { return strings.Count(s, `"turn.completed"`) == 2 })
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("follow ended with %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("follow did not stop when interrupted")
	}
	if evs := jsonEvents(t, buf.String()); !slices.ContainsFunc(evs, func(e session.Event) bool { return e.Kind == "tool.completed" }) {
		t.Fatalf("the followed turn's tool call is missing:\n%s", buf.String())
	}
}

func TestEventsRetention(t *testing.T) {
	work := isolate(t)
	cfg := filepath.Join(work, "config.yaml")
	if err := os.WriteFile(cfg, []byte("events:\n  retention_days: 2\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GROVE_CONFIG", cfg)
	if out, err := run(t, "doctor"); err != nil {
		t.Fatalf("doctor: %v\n%s", err, out)
	}
	g := &globals{}
	st, err := session.Open(context.Background(), g.databasePath())
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	err = st.RecordEvents(context.Background(), []session.Event{
		{ConversationID: "gone", Kind: "turn.started", CreatedAt: now.Add(-3 * 24 * time.Hour)},
		{ConversationID: "kept", Kind: "turn.started", CreatedAt: now.Add(-24 * time.Hour)},
	})
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, "send", "assistant", "hello"); err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	out, err := run(t, "events", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var convs []string
	for _, ev := range jsonEvents(t, out) {
		convs = append(convs, ev.ConversationID)
	}
	if slices.Contains(convs, "gone") || !slices.Contains(convs, "kept") || len(convs) < 3 {
		t.Fatalf("after a start with retention 2 days: %v", convs)
	}
}
