package session

import (
	"context"
	"path/filepath"
	"testing"
)

// TestListSignatureTellsListChangesOnly: another process's store on the
// same file sees the list's signature change when a conversation is
// created, renamed, archived, restored or deleted — changes that write no
// entry — and keep still while a reply streams (its live text) or entries
// are appended, which the feed reads otherwise.
func TestListSignatureTellsListChangesOnly(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	s := mustOpen(t, path)
	defer s.Close()
	reader := mustOpen(t, path)
	defer reader.Close()
	last, err := reader.ListSignature(ctx)
	if err != nil {
		t.Fatal(err)
	}
	changed := func(what string, want bool) {
		t.Helper()
		sig, err := reader.ListSignature(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if (sig != last) != want {
			t.Fatalf("%s: the signature changed %v, want %v", what, sig != last, want)
		}
		last = sig
	}
	c := mustCreate(t, s)
	changed("a conversation created", true)
	_, tr, err := s.StartTurn(ctx, DefaultBranch, userMsg("tell me"), Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetLiveText(ctx, LiveText{TurnID: tr.ID, Step: 1, Text: "Once upon"}); err != nil {
		t.Fatal(err)
	}
	changed("a turn started and its reply streaming", false)
	if err := s.RenameConversation(ctx, c.ID, "a story"); err != nil {
		t.Fatal(err)
	}
	changed("a rename", true)
	if err := s.ArchiveConversation(ctx, c.ID, true); err != nil {
		t.Fatal(err)
	}
	changed("an archiving", true)
	if err := s.ArchiveConversation(ctx, c.ID, false); err != nil {
		t.Fatal(err)
	}
	changed("a restore", true)
	if err := s.DeleteConversation(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	changed("a deletion", true)
}
