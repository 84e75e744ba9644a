package session

import (
	"context"
	"testing"
)

// pendingStages maps the turns whose after-turn work is pending to its stage.
func pendingStages(t *testing.T, s *Store) map[string]int {
	t.Helper()
	p, err := s.PendingAfterTurns(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, x := range p {
		out[x.Turn.ID] = x.Stage
	}
	return out
}

// TestAfterTurnPendingFromTheTurnsEnd: a turn's after-turn work is pending
// from the transaction that completes it (its last step, or an update) to
// the one that records its end; a hand-over keeps only the extraction
// pending; a turn ended otherwise, or without the mark, has none; and of
// two processes claiming it, one gets it.
func TestAfterTurnPendingFromTheTurnsEnd(t *testing.T) {
	ctx := context.Background()
	s, c, _, tr := startedTurn(t)
	last := func(id string, after bool, status string) {
		t.Helper()
		if _, _, err := s.AppendLastStep(ctx, c.ID, DefaultBranch, []Entry{agentMsg("done")},
			Checkpoint{ConversationID: c.ID, TurnID: id, Step: 1, AfterTurn: after}, status); err != nil {
			t.Fatal(err)
		}
	}
	start := func() Turn {
		t.Helper()
		_, tu, err := s.StartTurn(ctx, DefaultBranch, userMsg("again"), Turn{ConversationID: c.ID, Agent: "assistant", Owner: "gone"})
		if err != nil {
			t.Fatal(err)
		}
		return tu
	}
	last(tr.ID, true, TurnCompleted)
	if p := pendingStages(t, s); len(p) != 1 || p[tr.ID] != AfterTurnAll {
		t.Fatalf("after the last step: %v", p)
	}
	handed, err := s.CreateHandOverTurn(ctx, Turn{ConversationID: c.ID, Agent: "bob", Caller: "assistant"}, tr.ID)
	if err != nil || handed.Status != TurnActive {
		t.Fatalf("hand-over turn %+v: %v", handed, err)
	}
	if p := pendingStages(t, s); len(p) != 1 || p[tr.ID] != AfterTurnExtraction {
		t.Fatalf("after the hand-over: %v", p)
	}
	if err := s.EndAfterTurn(ctx, tr.ID); err != nil {
		t.Fatal(err)
	}
	if p := pendingStages(t, s); len(p) != 0 {
		t.Fatalf("after its end: %v", p)
	}
	if _, err := s.UpdateTurn(ctx, handed.ID, TurnUpdate{Status: TurnCancelled}); err != nil {
		t.Fatal(err)
	}

	plain, failed, cancelled := start(), start(), start()
	last(plain.ID, false, TurnCompleted)
	last(failed.ID, true, TurnFailed)
	if _, err := s.UpdateTurn(ctx, cancelled.ID, TurnUpdate{Status: TurnCancelled}); err != nil {
		t.Fatal(err)
	}
	last(cancelled.ID, true, TurnCompleted) // another process ended it first
	if p := pendingStages(t, s); len(p) != 0 {
		t.Fatalf("turns with no after-turn work: %v", p)
	}

	updated := start()
	if _, err := s.UpdateTurn(ctx, updated.ID, TurnUpdate{Status: TurnCompleted, AfterTurn: true}); err != nil {
		t.Fatal(err)
	}
	if p := pendingStages(t, s); len(p) != 1 || p[updated.ID] != AfterTurnAll {
		t.Fatalf("after an update completing it: %v", p)
	}
	if ok, err := s.ClaimAfterTurn(ctx, updated.ID, "gone", "first"); !ok || err != nil {
		t.Fatalf("first claim: %v %v", ok, err)
	}
	if ok, err := s.ClaimAfterTurn(ctx, updated.ID, "gone", "second"); ok || err != nil {
		t.Fatalf("second claim: %v %v", ok, err)
	}
	if err := s.Heartbeat(ctx, "first"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UpdateTurn(ctx, updated.ID, TurnUpdate{AddIssue: "memoryExtractionFailed", AfterTurnDone: true}); err != nil {
		t.Fatal(err)
	}
	if p := pendingStages(t, s); len(p) != 0 {
		t.Fatalf("after a failed extraction: %v", p)
	}
	if ok, _ := s.ClaimAfterTurn(ctx, updated.ID, "first", "third"); ok {
		t.Fatal("claimed work that is no longer pending")
	}
}
