package session

import (
	"context"
	"database/sql"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
)

// liveRows counts the live_text rows of a turn, whatever its status.
func liveRows(t *testing.T, s *Store, turnID string) int {
	t.Helper()
	var n int
	if err := s.r.QueryRow(`SELECT COUNT(*) FROM live_text WHERE turn_id = ?`, turnID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestLiveTextGoneWithTheSave: the text of a step being streamed is one row
// a turn, replaced in place as it grows, read by any process; the
// transaction that saves the step deletes it, so no reader ever sees the
// reply both saved and streaming.
func TestLiveTextGoneWithTheSave(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	s := mustOpen(t, path)
	defer s.Close()
	reader := mustOpen(t, path) // another process on the same file
	defer reader.Close()
	c := mustCreate(t, s)
	_, tr, err := s.StartTurn(ctx, DefaultBranch, userMsg("tell me"), Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"Once", "Once upon", "Once upon a time"} {
		if err := s.SetLiveText(ctx, LiveText{TurnID: tr.ID, Step: 1, Text: text, Thinking: "hmm"}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := reader.LiveTexts(ctx)
	if err != nil || len(got) != 1 || got[0].TurnID != tr.ID || got[0].Step != 1 || got[0].Text != "Once upon a time" || got[0].Thinking != "hmm" || got[0].UpdatedAt.IsZero() {
		t.Fatalf("the other process reads %+v, %v; want the turn's latest text", got, err)
	}
	if n := liveRows(t, s, tr.ID); n != 1 {
		t.Fatalf("%d rows for one streaming step", n)
	}

	// A reader running beside the save never sees the reply and its live
	// text in one snapshot, nor neither of them.
	var stop atomic.Bool
	var bad atomic.Value
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for !stop.Load() {
			var live, replies int
			err := reader.ReadTx(ctx, func(tx *sql.Tx) error {
				if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM live_text WHERE turn_id = ?`, tr.ID).Scan(&live); err != nil {
					return err
				}
				return tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM entries WHERE turn_id = ? AND role = 'assistant'`, tr.ID).Scan(&replies)
			})
			if err == nil && live+replies != 1 {
				bad.Store([2]int{live, replies})
			}
		}
	}()
	reply := agentMsg("Once upon a time, the end.")
	reply.TurnID = tr.ID // as the runtime saves a turn's reply
	_, done, err := s.AppendLastStep(ctx, c.ID, DefaultBranch, []Entry{reply},
		Checkpoint{ConversationID: c.ID, TurnID: tr.ID, Step: 1}, TurnCompleted)
	stop.Store(true)
	wg.Wait()
	if err != nil || done.Status != TurnCompleted {
		t.Fatalf("saving the step: %v %+v", err, done)
	}
	if v := bad.Load(); v != nil {
		t.Fatalf("a reader saw live text and replies %v at once", v)
	}
	if got, err := reader.LiveTexts(ctx); err != nil || len(got) != 0 || liveRows(t, s, tr.ID) != 0 {
		t.Fatalf("live text left after the step's save: %+v, %v", got, err)
	}
}

// TestLiveTextOfACrashedWriter: a process that died mid-stream leaves its
// live text; it is not read as streaming (the turn is not running), and
// the process that takes the turn over deletes it with its claim.
func TestLiveTextOfACrashedWriter(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	dead := mustOpen(t, path)
	c := mustCreate(t, dead)
	_, tr, err := dead.StartTurn(ctx, DefaultBranch, userMsg("tell me"), Turn{ConversationID: c.ID, Agent: "assistant", Owner: "host/999999/rt-dead"})
	if err != nil {
		t.Fatal(err)
	}
	if err := dead.SetLiveText(ctx, LiveText{TurnID: tr.ID, Step: 1, Text: "half a repl"}); err != nil {
		t.Fatal(err)
	}
	dead.Close() // the writer is gone; its row stays

	s := mustOpen(t, path)
	defer s.Close()
	if n := liveRows(t, s, tr.ID); n != 1 {
		t.Fatalf("the crash left %d rows; the test needs one", n)
	}
	if ok, err := s.ClaimTurn(ctx, tr.ID, "someone else", "host/1/rt-new"); err != nil || ok {
		t.Fatalf("a claim with the wrong owner: %v %v", ok, err)
	}
	if n := liveRows(t, s, tr.ID); n != 1 {
		t.Fatal("a failed claim deleted the live text")
	}
	if ok, err := s.ClaimTurn(ctx, tr.ID, "host/999999/rt-dead", "host/1/rt-new"); err != nil || !ok {
		t.Fatalf("taking the orphaned turn over: %v %v", ok, err)
	}
	if got, err := s.LiveTexts(ctx); err != nil || len(got) != 0 || liveRows(t, s, tr.ID) != 0 {
		t.Fatalf("the orphan's live text survived its takeover: %+v, %v", got, err)
	}

	// A turn that ended without its process clearing the row is not read
	// as streaming either.
	_, tr2, err := s.StartTurn(ctx, DefaultBranch, userMsg("again"), Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetLiveText(ctx, LiveText{TurnID: tr2.ID, Step: 1, Text: "cut"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UpdateTurn(ctx, tr2.ID, TurnUpdate{Status: TurnFailed}); err != nil {
		t.Fatal(err)
	}
	if got, err := s.LiveTexts(ctx); err != nil || len(got) != 0 {
		t.Fatalf("the live text of an ended turn is read: %+v, %v", got, err)
	}
}
