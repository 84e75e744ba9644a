package agent

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestTwoRuntimesInOneProcess: two runtimes of one process on one database
// file (the TUI beside an in-process server, each with its own store) see
// each other's running turns as live: neither recovery takes over a turn
// the other is running, and each lists it as running elsewhere. Once the
// first closes, its turn left active is taken over as a crashed one's is.
func TestTwoRuntimesInOneProcess(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	stA, stB := testkit.Open(t, path), testkit.Open(t, path)
	t.Cleanup(func() { stA.Close(); stB.Close() })

	slow := &testEnv{t: t, store: stA, defs: map[string]config.Definition{"assistant": offlineDef("assistant", 4)}}
	first := slow.runtime(nil)
	slow.rt = first
	defer first.Close()
	turn := slow.streaming("tell me a long story")

	other := &testEnv{t: t, store: stB, defs: map[string]config.Definition{"assistant": offlineDef("assistant", 0)}}
	second := other.runtime(nil)
	other.rt = second
	defer second.Close()
	if got, err := second.Recover(ctx); err != nil || len(got) != 0 {
		t.Fatalf("the second runtime took over %v (%v); the first is running it", got, err)
	}
	if tu, _ := stB.Turn(ctx, turn.ID); tu.Owner != first.owner || tu.Status != session.TurnActive {
		t.Fatalf("the running turn is %s, owned by %q; want active, owned by the first runtime %q", tu.Status, tu.Owner, first.owner)
	}
	elsewhere, err := second.ActiveElsewhere(ctx)
	if err != nil || len(elsewhere) != 1 || elsewhere[0].ID != turn.ID {
		t.Fatalf("the second runtime lists %v (%v) as running elsewhere; want the first's turn", elsewhere, err)
	}

	// The first runtime closes with its turn cut off: the second takes it
	// over and finishes it.
	first.Close()
	if got, err := second.Recover(ctx); err != nil || len(got) != 1 || got[0].ID != turn.ID {
		t.Fatalf("after the first runtime closed, the second took over %v (%v); want its turn", got, err)
	}
	if got := other.wait(turn); got.Status != session.TurnCompleted {
		t.Fatalf("the taken-over turn: %s %s", got.Status, got.Error)
	}
}

// streaming sends text to the assistant of e's runtime in a new
// conversation and returns its turn once the turn streams its reply.
func (e *testEnv) streaming(text string) session.Turn {
	e.t.Helper()
	sub := e.rt.Subscribe()
	defer sub.Close()
	turn := e.send(e.conv("assistant"), text)
	deadline := time.After(60 * time.Second)
	for {
		select {
		case <-sub.Ready():
			for _, ev := range sub.Drain() {
				if ev.Kind == EvDelta && ev.TurnID == turn.ID {
					return turn
				}
			}
		case <-deadline:
			e.t.Fatal("the turn never streamed")
		}
	}
}
