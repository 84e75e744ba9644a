package session_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestDraftsAndHistoryOutliveTheStore: a draft and the sent messages are
// read back by the next process; an empty draft removes it, a deleted
// conversation takes its draft along, and the history keeps the newest
// 500 without repeating the last.
func TestDraftsAndHistoryOutliveTheStore(t *testing.T) {
	ctx := context.Background()
	path := t.TempDir() + "/grove.db"
	st, err := session.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	a := testkit.NewConversation(t, st, session.NewConversation{Agent: "assistant"})
	b := testkit.NewConversation(t, st, session.NewConversation{Agent: "assistant"})
	draft := "    indented first line\nsecond line  "
	for _, d := range []struct{ conv, text string }{{a.ID, "old"}, {a.ID, draft}, {b.ID, "for b"}, {"nosuch", "lost"}} {
		if err := st.SaveDraft(ctx, d.conv, d.text); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 510; i++ {
		if err := st.AddInputHistory(ctx, fmt.Sprint("message ", i)); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.AddInputHistory(ctx, "message 509"); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteConversation(ctx, b.ID); err != nil {
		t.Fatal(err)
	}
	st.Close()

	st, err = session.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ds, err := st.Drafts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) != 1 || ds[a.ID] != draft {
		t.Fatalf("drafts after reopening: %q", ds)
	}
	h, err := st.InputHistory(ctx, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(h) != 500 || h[0] != "message 10" || h[499] != "message 509" {
		t.Fatalf("history: %d entries, first %q, last %q", len(h), h[0], h[len(h)-1])
	}
	if h, _ := st.InputHistory(ctx, 2); len(h) != 2 || h[1] != "message 509" {
		t.Fatalf("the newest two: %q", h)
	}
	if err := st.SaveDraft(ctx, a.ID, ""); err != nil {
		t.Fatal(err)
	}
	if ds, _ := st.Drafts(ctx); len(ds) != 0 {
		t.Fatalf("an empty draft stayed: %q", ds)
	}
}
