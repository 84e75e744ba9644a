package session

import (
	"context"
	"database/sql"
	"fmt"
	"testing"
)

// seedAsyncOps gives the store n finished background operations spread
// over ten turns in other conversations, as months of use leave them.
func seedAsyncOps(tb testing.TB, s *Store, n int) {
	tb.Helper()
	ctx := context.Background()
	var turns []Turn
	for i := 0; i < 10; i++ {
		c := mustCreate(tb, s)
		in := mustAppend(tb, s, c.ID, DefaultBranch, userMsg("go"))
		tr, err := s.CreateTurn(ctx, Turn{ConversationID: c.ID, Agent: "assistant", InputEntryID: in[0].ID})
		if err != nil {
			tb.Fatal(err)
		}
		turns = append(turns, tr)
	}
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		for i := 0; i < n; i++ {
			tr := turns[i%len(turns)]
			if _, err := tx.ExecContext(ctx, `INSERT INTO async_ops (id, turn_id, conversation_id, tool_call_id, tool, status, created_at, finished_at)
				VALUES (?, ?, ?, ?, 'wait', 'completed', ?, ?)`, fmt.Sprintf("old%06d", i), tr.ID, tr.ConversationID, fmt.Sprintf("c%d", i), i, i+1); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
}

// TestAsyncOpsFilters: each filter, alone and together, lists exactly the
// operations it names; the pending work of a conversation or a turn is its
// running operations only.
func TestAsyncOpsFilters(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	seedAsyncOps(t, s, 50)
	c := mustCreate(t, s)
	in := mustAppend(t, s, c.ID, DefaultBranch, userMsg("go"))
	var turns []Turn
	for i := 0; i < 2; i++ {
		tr, err := s.CreateTurn(ctx, Turn{ConversationID: c.ID, Agent: "assistant", InputEntryID: in[0].ID})
		if err != nil {
			t.Fatal(err)
		}
		turns = append(turns, tr)
	}
	mk := func(tr Turn, call string) AsyncOp {
		op, err := s.CreateAsyncOp(ctx, AsyncOp{TurnID: tr.ID, ConversationID: c.ID, ToolCallID: call, Tool: "wait"})
		if err != nil {
			t.Fatal(err)
		}
		return op
	}
	a, b, done := mk(turns[0], "a"), mk(turns[1], "b"), mk(turns[0], "done")
	if err := s.FinishAsyncOp(ctx, done.ID, AsyncCompleted, "ok", "", ""); err != nil {
		t.Fatal(err)
	}
	ids := func(ops []AsyncOp, err error) string {
		if err != nil {
			t.Fatal(err)
		}
		out := ""
		for _, o := range ops {
			out += o.ToolCallID + " "
		}
		return out
	}
	for _, tc := range []struct {
		conv, turn, status, want string
	}{
		{c.ID, "", AsyncRunning, "a b "},
		{"", turns[0].ID, AsyncRunning, "a "},
		{c.ID, turns[0].ID, "", "a done "},
		{c.ID, "", AsyncCompleted, "done "},
		{c.ID, "", "", "a b done "},
		{"", turns[1].ID, "", "b "},
	} {
		if got := ids(s.AsyncOps(ctx, tc.conv, tc.turn, tc.status)); got != tc.want {
			t.Errorf("AsyncOps(%q, %q, %q) = %q, want %q", tc.conv, tc.turn, tc.status, got, tc.want)
		}
	}
	if all, _ := s.AsyncOps(ctx, "", "", ""); len(all) != 53 {
		t.Errorf("every operation: %d, want 53", len(all))
	}
	running, _ := s.AsyncOps(ctx, "", "", AsyncRunning)
	if len(running) != 2 || running[0].ID != a.ID || running[1].ID != b.ID {
		t.Errorf("running everywhere: %+v", running)
	}
}

// BenchmarkPendingAsyncOps: what each turn asks of the store before its
// first step, its conversation's running operations, with 20,000 finished
// ones in the database.
func BenchmarkPendingAsyncOps(b *testing.B) {
	ctx := context.Background()
	s := newTestStore(b)
	seedAsyncOps(b, s, 20000)
	c := mustCreate(b, s)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if ops, err := s.AsyncOps(ctx, c.ID, "", AsyncRunning); err != nil || len(ops) != 0 {
			b.Fatal(ops, err)
		}
	}
}
