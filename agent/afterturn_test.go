package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"sync/atomic"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/extract"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

// extractedFrom lists agent's memories extracted from turn turnID.
func extractedFrom(t *testing.T, st *session.Store, agent, turnID string) []memory.Memory {
	t.Helper()
	ms, err := memory.New(st, nil).List(context.Background(), agent, memory.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var out []memory.Memory
	for _, m := range ms {
		var md struct{ Turn string }
		if json.Unmarshal(m.Metadata, &md) == nil && md.Turn == turnID {
			out = append(out, m)
		}
	}
	return out
}

// waitNoPendingAfterTurn waits until no turn's after-turn work is pending.
func waitNoPendingAfterTurn(t *testing.T, st *session.Store) {
	t.Helper()
	deadline := time.Now().Add(time.Minute) // only a hang
	for {
		p, err := st.PendingAfterTurns(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if len(p) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("after-turn work still pending: %+v", p)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// recoverChild is a process starting on the database of st: it recovers
// with memory extraction on and, once no after-turn work is pending (its
// own or another process's), closes.
func recoverChild(st *session.Store) int {
	ctx := context.Background()
	def := offlineDef("assistant", 0)
	x := extract.New(st, memory.New(st, nil), providerFor, nil)
	rt := New(Options{Store: st, Provider: providerFor, AfterTurn: x.AfterTurn,
		Agent: func(context.Context, string) (config.Definition, error) { return def, nil }})
	defer rt.Close()
	if _, err := rt.Recover(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		p, err := st.PendingAfterTurns(ctx)
		if err != nil || time.Now().After(deadline) {
			fmt.Fprintln(os.Stderr, "still pending:", p, err)
			return 2
		}
		if len(p) == 0 {
			return 0
		}
	}
}

// extractionCalls is how many extraction model calls a turn's usage counts.
func extractionCalls(t *testing.T, st *session.Store, turnID string) int64 {
	t.Helper()
	tu, err := st.Turn(context.Background(), turnID)
	if err != nil {
		t.Fatal(err)
	}
	var n int64
	for k, u := range tu.Usage {
		if session.IsExtractionKey(k) {
			n += u.Calls
		}
	}
	return n
}

// TestCrashAfterTurnEndExtractsOnceAtRestart: a process killed (kill -9)
// after it saved a turn's end, before the turn's memory extraction ran,
// leaves the extraction pending; at the next start it runs, once, even
// when two processes start on the database together, and a later start
// finds nothing left to do. The memories the agent was to keep are kept.
func TestCrashAfterTurnEndExtractsOnceAtRestart(t *testing.T) {
	ctx := context.Background()
	path, st, _, turnID := crashedChild(t, "afterturn")

	if tu, err := st.Turn(ctx, turnID); err != nil || tu.Status != session.TurnCompleted {
		t.Fatalf("the killed process's turn: %s %v", tu.Status, err)
	}
	if ms := extractedFrom(t, st, "assistant", turnID); len(ms) != 0 || extractionCalls(t, st, turnID) != 0 {
		t.Fatalf("extracted before the restart: %+v", ms)
	}
	// Two processes start together.
	children := make([]*exec.Cmd, 2)
	for i := range children {
		children[i] = exec.Command(os.Args[0], "-test.run=^$")
		children[i].Env = append(os.Environ(), "GROVE_AGENT_CHILD=recover", "GROVE_TEST_DB="+path)
		children[i].Stderr = os.Stderr
		if err := children[i].Start(); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range children {
		if err := c.Wait(); err != nil {
			t.Fatalf("starting process: %v", err)
		}
	}
	if n := extractionCalls(t, st, turnID); n != 1 {
		t.Fatalf("extraction ran %d times after the restart, want once", n)
	}
	kept := extractedFrom(t, st, "assistant", turnID)
	if len(kept) == 0 {
		t.Fatal("the turn's memories were lost")
	}
	env := &testEnv{t: t, store: st, defs: map[string]config.Definition{"assistant": offlineDef("assistant", 0)}}
	var calls atomic.Int32
	later := env.runtime(func(o *Options) {
		o.AfterTurn = func(context.Context, session.Turn, config.Definition) error { calls.Add(1); return nil }
	})
	if _, err := later.Recover(ctx); err != nil {
		t.Fatal(err)
	}
	later.Close()
	if again := extractedFrom(t, st, "assistant", turnID); calls.Load() != 0 || len(again) != len(kept) || extractionCalls(t, st, turnID) != 1 {
		t.Fatalf("a later start: %d extractions, %d memories (had %d)", calls.Load(), len(again), len(kept))
	}
}

// TestAfterTurnPendingUntilItsWorkEnds: a completed turn's extraction is
// pending in the store from the turn's end until the extraction ends, and
// nothing is left pending after a normal turn, or after a turn of an
// agent without extraction.
func TestAfterTurnPendingUntilItsWorkEnds(t *testing.T) {
	ctx := context.Background()
	noExtraction := offlineDef("quiet", 0)
	noExtraction.Extraction = false
	e := newEnv(t, offlineDef("assistant", 0), noExtraction)
	entered, release := make(chan string, 1), make(chan struct{})
	var calls atomic.Int32
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) {
		o.AfterTurn = func(ctx context.Context, tr session.Turn, def config.Definition) error {
			calls.Add(1)
			entered <- tr.ID
			<-release
			return nil
		}
	})
	tr := e.send(e.conv("assistant"), "hello")
	select {
	case id := <-entered:
		if id != tr.ID {
			t.Fatalf("extraction of %s, want %s", id, tr.ID)
		}
	case <-time.After(time.Minute): // only a hang
		t.Fatal("extraction never started")
	}
	p, err := e.store.PendingAfterTurns(ctx)
	if err != nil || len(p) != 1 || p[0].Turn.ID != tr.ID || p[0].Turn.Status != session.TurnCompleted {
		t.Fatalf("pending while the extraction runs: %+v %v", p, err)
	}
	close(release)
	e.wait(tr)
	if p, err := e.store.PendingAfterTurns(ctx); err != nil || len(p) != 0 {
		t.Fatalf("pending after the extraction: %+v %v", p, err)
	}
	if got := e.wait(e.send(e.conv("quiet"), "hello")); got.Status != session.TurnCompleted || calls.Load() != 1 {
		t.Fatalf("turn without extraction: %s, %d extractions", got.Status, calls.Load())
	}
	if p, err := e.store.PendingAfterTurns(ctx); err != nil || len(p) != 0 {
		t.Fatalf("pending after a turn without extraction: %+v %v", p, err)
	}
}
