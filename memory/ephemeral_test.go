package memory

import (
	"context"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestHistoryPassesEphemeralBy: the history index leaves an ephemeral
// conversation's messages out; kept, they join it, as do its later ones.
func TestHistoryPassesEphemeralBy(t *testing.T) {
	ctx := context.Background()
	db := testkit.OpenStore(t)
	s := New(db, nil)
	conv, err := db.CreateConversation(ctx, session.NewConversation{Agent: "ada", Ephemeral: true})
	if err != nil {
		t.Fatal(err)
	}
	say := func(text string) {
		t.Helper()
		if _, err := db.Append(ctx, conv.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
			Content: []session.Block{session.TextBlock(text)}}); err != nil {
			t.Fatal(err)
		}
	}
	find := func(word string) int {
		t.Helper()
		hits, err := s.SearchHistory(ctx, "ada", HistoryQuery{Text: word})
		if err != nil {
			t.Fatal(err)
		}
		return len(hits)
	}
	say("the zebra crossing")
	if n := find("zebra"); n != 0 {
		t.Fatalf("an ephemeral message was indexed (%d hits)", n)
	}
	if err := s.KeepConversation(ctx, conv.ID); err != nil {
		t.Fatal(err)
	}
	if eph, _ := db.IsEphemeral(ctx, conv.ID); eph {
		t.Fatal("still ephemeral")
	}
	say("the zebra again")
	if n := find("zebra"); n != 2 {
		t.Fatalf("kept: %d hits, want 2", n)
	}
	if err := s.KeepConversation(ctx, conv.ID); err != nil { // an ordinary one: nothing to do
		t.Fatal(err)
	}
	if n := find("zebra"); n != 2 {
		t.Fatalf("kept twice: %d hits, want 2", n)
	}
}
