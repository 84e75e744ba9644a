package session_test

import (
	"bytes"
	"context"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/corpus"
	. "github.com/grovechat/grove/session"
)

func exportBytes(t *testing.T, x Export) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := x.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// sameTree compares what an export says about the tree: entries (ids,
// parents, authors, content) and branches.
func sameTree(t *testing.T, got, want Export) {
	t.Helper()
	if len(got.Entries) != len(want.Entries) || len(got.Branches) != len(want.Branches) {
		t.Fatalf("got %d entries, %d branches; want %d, %d", len(got.Entries), len(got.Branches), len(want.Entries), len(want.Branches))
	}
	for i, e := range want.Entries {
		g := got.Entries[i]
		if g.ID != e.ID || g.ParentID != e.ParentID || g.Role != e.Role || !reflect.DeepEqual(g.Content, e.Content) || !g.CreatedAt.Equal(e.CreatedAt) {
			t.Fatalf("entry %d differs:\n got %+v\nwant %+v", i, g, e)
		}
	}
}

// An export read while it is stored comes back exactly.
func TestImportFromRoundTrip(t *testing.T) {
	ctx := context.Background()
	x := corpus.Conversation(11, 700, 6, time.Now())
	at := x.Entries[0].CreatedAt
	x.Turns = []Turn{{ID: NewID(), ConversationID: x.Conversation.ID, Agent: "assistant", Caller: "user", InputEntryID: x.Entries[0].ID,
		Branch: DefaultBranch, Status: TurnCompleted, CreatedAt: at, UpdatedAt: at, FinishedAt: at}}
	s := NewTestStore(t)
	c := MustImport(t, s, exportBytes(t, x))
	if c.EntryCount != len(x.Entries) || c.BranchCount != len(x.Branches) {
		t.Fatalf("imported %d entries, %d branches; want %d, %d", c.EntryCount, c.BranchCount, len(x.Entries), len(x.Branches))
	}
	back := MustExport(t, s, c.ID)
	sameTree(t, back, x)
	if len(back.Turns) != 1 || back.Turns[0].ID != x.Turns[0].ID {
		t.Fatalf("turns after the entries were not stored: %+v", back.Turns)
	}
	if _, err := s.ImportFrom(ctx, bytes.NewReader(exportBytes(t, x))); ErrorCode(err) != ECONFLICT {
		t.Fatalf("second import: %v, want a conflict", err)
	}
}

// A file cut short, or broken after many entries were stored, stores
// nothing and says what is wrong.
func TestImportFromBadFileStoresNothing(t *testing.T) {
	ctx := context.Background()
	x := corpus.Conversation(12, 900, 3, time.Now())
	b := exportBytes(t, x)
	broken := bytes.Clone(b)
	i := bytes.LastIndex(broken, []byte(`"parent_id"`))
	copy(broken[i:], `"parent_id" :: `)
	x.Entries[800].ConversationID = "someone-else"
	for name, in := range map[string][]byte{
		"cut":          b[:len(b)*3/4],
		"broken":       broken,
		"foreign":      exportBytes(t, x),
		"not json":     []byte("hello"),
		"not a export": []byte(`{"format":"other","version":1,"conversation":{},"entries":[]}`),
	} {
		s := NewTestStore(t)
		if _, err := s.ImportFrom(ctx, bytes.NewReader(in)); ErrorCode(err) != EINVALID {
			t.Fatalf("%s: error %v, want EINVALID", name, err)
		}
		var n int
		if err := s.DB().QueryRow(`SELECT (SELECT COUNT(*) FROM entries) + (SELECT COUNT(*) FROM conversations)`).Scan(&n); err != nil || n != 0 {
			t.Fatalf("%s: %d rows stored (%v)", name, n, err)
		}
	}
}

// Keys in another order than grove writes them are read too.
func TestImportFromAnyKeyOrder(t *testing.T) {
	x := corpus.Conversation(13, 20, 1, time.Now())
	obj := map[string]any{"entries": x.Entries, "branches": x.Branches, "conversation": x.Conversation, "version": x.Version, "format": x.Format}
	b, err := json.Marshal(obj) // keys sorted: branches, conversation, entries, format, version
	if err != nil {
		t.Fatal(err)
	}
	s := NewTestStore(t)
	c := MustImport(t, s, b)
	back := MustExport(t, s, c.ID)
	sameTree(t, back, x)
}

// The keys after the entries (branches, turns) are decoded while the
// entries are stored; a small export is decoded whole before the first
// insert. Imported many times, under -race this catches the importer
// reading the header while the decoder is still writing the rest.
func TestImportFromSmallExportsWhileDecoding(t *testing.T) {
	s := NewTestStore(t)
	for i := range 40 {
		x := corpus.Conversation(uint64(i), 4, 2, time.Now())
		c := MustImport(t, s, exportBytes(t, x))
		if c.EntryCount != len(x.Entries) || c.BranchCount != len(x.Branches) {
			t.Fatalf("import %d: %d entries, %d branches; want %d, %d", i, c.EntryCount, c.BranchCount, len(x.Entries), len(x.Branches))
		}
	}
}

// The entry count an export's header claims is only a hint: a wildly
// wrong one (negative, or far more than any file holds) neither fails the
// import nor is believed; the count stored is the entries read.
func TestImportFromWrongEntryCount(t *testing.T) {
	ctx := context.Background()
	for _, claim := range []int{-1, 1 << 40, 3} {
		x := corpus.Conversation(13, 50, 2, time.Now())
		x.Conversation.EntryCount = claim
		s := NewTestStore(t)
		c, err := s.ImportFrom(ctx, bytes.NewReader(exportBytes(t, x)))
		if err != nil {
			t.Fatalf("claiming %d entries: %v", claim, err)
		}
		if c.EntryCount != len(x.Entries) {
			t.Fatalf("claiming %d entries: stored a count of %d, want %d", claim, c.EntryCount, len(x.Entries))
		}
	}
}

// Every branch of an imported conversation walks back to its root through
// the entries' parents as the export gave them (the walk follows the
// parent's seq the import stored beside each entry).
func TestImportFromBranchesWalkToTheirRoots(t *testing.T) {
	ctx := context.Background()
	x := corpus.Conversation(17, 400, 9, time.Now())
	s := NewTestStore(t)
	c := MustImport(t, s, exportBytes(t, x))
	parent := map[string]string{}
	for _, e := range x.Entries {
		parent[e.ID] = e.ParentID
	}
	if len(x.Branches) < 2 {
		t.Fatalf("the corpus made %d branches; the test needs side branches", len(x.Branches))
	}
	for _, b := range x.Branches {
		var want []string
		for id := b.HeadID; id != ""; id = parent[id] {
			want = append([]string{id}, want...)
		}
		path, err := s.Path(ctx, c.ID, b.Name)
		if err != nil {
			t.Fatal(err)
		}
		got := make([]string, len(path))
		for i, e := range path {
			got[i] = e.ID
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("branch %s: path of %d entries, want %d (%v... vs %v...)", b.Name, len(got), len(want), got[:min(3, len(got))], want[:min(3, len(want))])
		}
	}
}
