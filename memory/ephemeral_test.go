package memory

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestHistoryPassesEphemeralBy: the history index leaves an ephemeral
// conversation's messages out; kept, they join it, as do its later ones.
func TestHistoryPassesEphemeralBy(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	db := testkit.Open(t, path)
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

// TestErasedLeavesNoIndexTerms: FTS4 keeps a deleted document's words in
// its segments (a delete is a new segment of markers), so an ephemeral
// conversation must never reach the history index: after a history search
// ran over its messages and it was erased, its words are nowhere in the
// file.
func TestErasedLeavesNoIndexTerms(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	db := testkit.Open(t, path)
	s := New(db, nil)
	const marker = "qvzxkwjb" // letters a stemmer leaves as they are
	other, _ := db.CreateConversation(ctx, session.NewConversation{Agent: "ada"})
	eph, _ := db.CreateConversation(ctx, session.NewConversation{Agent: "ada", Ephemeral: true})
	for _, c := range []struct{ id, text string }{{other.ID, "alpha beta gamma"}, {eph.ID, "the " + marker + " crossing"}} {
		if _, err := db.Append(ctx, c.id, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
			Content: []session.Block{session.TextBlock(c.text)}}); err != nil {
			t.Fatal(err)
		}
	}
	if hits, err := s.SearchHistory(ctx, "ada", HistoryQuery{Text: "alpha " + marker}); err != nil || len(hits) != 1 {
		t.Fatalf("search: %v %v", hits, err)
	}
	if err := db.EraseConversation(ctx, eph.ID, nil); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{path, path + "-wal"} {
		b, _ := os.ReadFile(f)
		if bytes.Contains(b, []byte(marker)) {
			t.Fatalf("%s holds the erased conversation's words", filepath.Base(f))
		}
	}
}
