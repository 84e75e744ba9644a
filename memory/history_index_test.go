package memory

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// withWord returns x with word added to the text of its i-th entry.
func withWord(x session.Export, i int, word string) {
	x.Entries[i].Content = []session.Block{session.TextBlock(x.Entries[i].Content[0].Text + "\n\nAlso " + word + ".")}
}

func seqs(t *testing.T, db *session.Store, q string) []int64 {
	t.Helper()
	rows, err := db.ReadDB().Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var n int64
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		out = append(out, n)
	}
	return out
}

// checkIndexExact: every user and assistant message is in the history
// index exactly once, and nothing else is.
func checkIndexExact(t *testing.T, db *session.Store) {
	t.Helper()
	want := seqs(t, db, `SELECT seq FROM entries WHERE kind = 'message' AND role IN ('user', 'assistant') ORDER BY seq`)
	got := seqs(t, db, `SELECT docid FROM history_fts ORDER BY docid`)
	if !slices.Equal(got, want) {
		t.Fatalf("history index holds %d documents, want the %d messages exactly", len(got), len(want))
	}
}

func searchIDs(t *testing.T, m *Store, word string) []string {
	t.Helper()
	hits, err := m.SearchHistory(context.Background(), "assistant", HistoryQuery{Text: word, K: 50})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, h := range hits {
		ids = append(ids, h.EntryID)
	}
	slices.Sort(ids)
	return ids
}

func sorted(ids ...string) []string { slices.Sort(ids); return ids }

// An import and appends write no index rows themselves; the next history
// search finds every imported and appended message, and the index then
// holds each message once.
func TestHistoryIndexCatchesUpWithImportAndAppend(t *testing.T) {
	db := testkit.OpenStore(t)
	m := New(db, nil)
	ctx := context.Background()
	x := corpus.Conversation(7, 2500, 8, time.Now())
	withWord(x, 0, "zebrafinch")
	withWord(x, 2400, "zebrafinch")
	if _, err := db.Import(ctx, x); err != nil {
		t.Fatal(err)
	}
	es, err := db.Append(ctx, x.Conversation.ID, session.DefaultBranch,
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("what about the quokkalike plan?")}})
	if err != nil {
		t.Fatal(err)
	}
	if n, err := m.HistoryBacklog(ctx); err != nil || n < 2500 {
		t.Fatalf("backlog after import = %d, %v; want every imported entry", n, err)
	}
	if got, want := searchIDs(t, m, "zebrafinch"), sorted(x.Entries[0].ID, x.Entries[2400].ID); !slices.Equal(got, want) {
		t.Fatalf("imported messages found: %v, want %v", got, want)
	}
	if got := searchIDs(t, m, "quokkalike"); !slices.Equal(got, []string{es[0].ID}) {
		t.Fatalf("appended message found: %v", got)
	}
	if n, _ := m.HistoryBacklog(ctx); n != 0 {
		t.Fatalf("backlog after a search = %d", n)
	}
	checkIndexExact(t, db)
	// One more append: the next search sees it too.
	es, err = db.Append(ctx, x.Conversation.ID, session.DefaultBranch,
		session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", Content: []session.Block{session.TextBlock("the narwhalish answer")}})
	if err != nil {
		t.Fatal(err)
	}
	if got := searchIDs(t, m, "narwhalish"); !slices.Equal(got, []string{es[0].ID}) {
		t.Fatalf("second append found: %v", got)
	}
	checkIndexExact(t, db)
}

// A process that stops between two indexing transactions (a crash, a
// kill) leaves the index and its mark in step: after reopening, a search
// finds the messages it had not reached and no message is indexed twice.
func TestHistoryIndexAfterStopMidway(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	db := testkit.Open(t, path)
	x := corpus.Conversation(8, 2500, 4, time.Now())
	withWord(x, 10, "axolotlish")
	withWord(x, len(x.Entries)-1, "axolotlish")
	if _, err := db.Import(ctx, x); err != nil {
		t.Fatal(err)
	}
	n, done, err := New(db, nil).indexHistoryChunk(ctx)
	if err != nil || done || n != historyIndexChunk {
		t.Fatalf("first chunk: %d entries, done %v, %v", n, done, err)
	}
	db.Close()

	db = testkit.Open(t, path)
	defer db.Close()
	m := New(db, nil)
	if n, _ := m.HistoryBacklog(ctx); n == 0 {
		t.Fatal("nothing left to index after the stop")
	}
	if got, want := searchIDs(t, m, "axolotlish"), sorted(x.Entries[10].ID, x.Entries[len(x.Entries)-1].ID); !slices.Equal(got, want) {
		t.Fatalf("found %v, want %v", got, want)
	}
	checkIndexExact(t, db)
}

// Editing the content of an entry (salvage does) re-indexes it if it was
// indexed; if it was not yet, it is indexed with its new content later.
func TestHistoryIndexFollowsContentUpdates(t *testing.T) {
	db := testkit.OpenStore(t)
	m := New(db, nil)
	ctx := context.Background()
	x := corpus.Conversation(9, 4, 0, time.Now())
	if _, err := db.Import(ctx, x); err != nil {
		t.Fatal(err)
	}
	set := func(i int, text string) {
		if _, err := db.DB().Exec(`UPDATE entries SET content = json_array(json_object('type', 'text', 'text', ?)) WHERE id = ?`, text, x.Entries[i].ID); err != nil {
			t.Fatal(err)
		}
	}
	set(0, "before indexing: wombatty")
	if got := searchIDs(t, m, "wombatty"); !slices.Equal(got, []string{x.Entries[0].ID}) {
		t.Fatalf("unindexed edit: %v", got)
	}
	set(0, "after indexing: platypusy")
	if got := searchIDs(t, m, "wombatty"); len(got) != 0 {
		t.Fatalf("old words still found: %v", got)
	}
	if got := searchIDs(t, m, "platypusy"); !slices.Equal(got, []string{x.Entries[0].ID}) {
		t.Fatalf("indexed edit: %v", got)
	}
	checkIndexExact(t, db)
}
