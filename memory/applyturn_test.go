package memory

import (
	"context"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestApplyForTurnEndsThePendingExtraction: the memories extracted from a
// turn and the end of its pending after-turn work are saved together: an
// apply that fails leaves both unsaved (the extraction runs again after a
// restart), one that succeeds saves both (it never runs twice).
func TestApplyForTurnEndsThePendingExtraction(t *testing.T) {
	ctx := context.Background()
	db := testkit.OpenStore(t)
	s := New(db, nil)
	c := testkit.NewConversation(t, db, session.NewConversation{Agent: "maya"})
	in := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("My dog is Rex.")}}
	_, tr, err := db.StartTurn(ctx, session.DefaultBranch, in, session.Turn{ConversationID: c.ID, Agent: "maya"})
	if err != nil {
		t.Fatal(err)
	}
	reply := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "maya", TurnID: tr.ID, Content: []session.Block{session.TextBlock("Nice.")}}
	if _, _, err := db.AppendLastStep(ctx, c.ID, session.DefaultBranch, []session.Entry{reply},
		session.Checkpoint{ConversationID: c.ID, TurnID: tr.ID, Step: 1, AfterTurn: true}, session.TurnCompleted); err != nil {
		t.Fatal(err)
	}
	pending := func() int {
		p, err := db.PendingAfterTurns(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return len(p)
	}
	write := Op{Kind: OpWrite, New: NewMemory{Type: "fact", Content: "The user's dog is Rex."}}
	if _, err := s.ApplyForTurn(ctx, "maya", tr.ID, []Op{write, {Kind: OpDelete, ID: "missing"}}); err == nil {
		t.Fatal("deleting a missing memory succeeded")
	}
	if n, _ := s.Count(ctx, "maya"); n != 0 || pending() != 1 {
		t.Fatalf("after a failed apply: %d memories, %d pending", n, pending())
	}
	if _, err := s.ApplyForTurn(ctx, "maya", tr.ID, []Op{write}); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.Count(ctx, "maya"); n != 1 || pending() != 0 {
		t.Fatalf("after the apply: %d memories, %d pending", n, pending())
	}
}
