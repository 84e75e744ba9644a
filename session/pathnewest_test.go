package session

import (
	"context"
	"testing"
)

// PathToNewest gives the path PathTo gives, with its newest n entries whole
// and the older ones in outline (a compaction with its metadata); PathSince gives
// a branch from an entry on, and the whole branch for an entry not on it.
func TestPathToNewestAndPathSince(t *testing.T) {
	s := newTestStore(t)
	c := mustCreate(t, s)
	want := longBranch(t, s, c.ID, 60)
	ctx := context.Background()
	summary := Entry{Kind: EntryCompaction, Role: RoleUser, Author: "grove", Content: []Block{TextBlock("[Conversation summary]\nall of it")}}
	summary.SetMeta(EntryMeta{KeepFrom: want[50].ID})
	want = append(want, mustAppend(t, s, c.ID, DefaultBranch, summary)...)
	want = append(want, longBranch(t, s, c.ID, 12)...)
	side := mustAppend(t, s, c.ID, DefaultBranch, userMsg("on main only"))[0]
	want = append(want, side)
	head := want[len(want)-1].ID
	for _, n := range []int{1, 25, len(want), len(want) + 5} {
		got, from, err := s.PathToNewest(ctx, head, n)
		if err != nil {
			t.Fatal(err)
		}
		if from != max(0, len(want)-n) {
			t.Fatalf("n=%d: whole from %d, want %d", n, from, len(want)-n)
		}
		sameContent(t, got[from:], want[from:])
		for i, e := range got[:from] {
			w := want[i]
			if e.ID != w.ID || e.ConversationID != w.ConversationID || e.ParentID != w.ParentID || e.Kind != w.Kind || e.Role != w.Role ||
				e.Author != w.Author || e.TurnID != w.TurnID || e.Content != nil || !e.CreatedAt.IsZero() ||
				(e.Kind == EntryCompaction) != (string(e.Metadata) == string(w.Metadata) && e.Metadata != nil) {
				t.Fatalf("n=%d: entry %d is %+v, want %+v in outline", n, i, e, w)
			}
		}
	}
	if _, _, err := s.PathToNewest(ctx, "nope", 5); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("unknown entry: %v", err)
	}
	got, from, err := s.PathNewest(ctx, c.ID, DefaultBranch, 10)
	if err != nil || from != len(want)-10 || got[len(got)-1].ID != head {
		t.Fatalf("branch: from %d, err %v", from, err)
	}

	if _, err := s.CreateBranch(ctx, c.ID, "other", want[20].ID); err != nil {
		t.Fatal(err)
	}
	since, err := s.PathSince(ctx, c.ID, DefaultBranch, want[5].ID)
	if err != nil {
		t.Fatal(err)
	}
	sameContent(t, since, want[5:])
	whole, err := s.PathSince(ctx, c.ID, "other", side.ID) // not on that branch
	if err != nil {
		t.Fatal(err)
	}
	other, err := s.Path(ctx, c.ID, "other")
	if err != nil || len(other) >= len(want) {
		t.Fatalf("other branch: %d entries, %v", len(other), err)
	}
	sameContent(t, whole, other)
}
