package session

import (
	"context"
	"testing"
)

// TestDeferCheck: a store opened with DeferCheck reads without running the
// quick check; StartCheck runs it, and a write starts it when nothing did
// (writes always wait for its verdict); closing an unchecked store returns.
func TestDeferCheck(t *testing.T) {
	ctx := context.Background()
	st, path, c := newFileStore(t)
	st.Close()

	st = mustOpen(t, path, DeferCheck())
	if _, err := st.ListConversations(ctx, ListOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.PathTail(ctx, c.ID, DefaultBranch, 10); err != nil {
		t.Fatal(err)
	}
	select {
	case <-st.checked:
		t.Fatal("the deferred quick check ran before anything started it")
	default:
	}
	st.StartCheck()
	<-st.checked
	if st.checkErr != nil {
		t.Fatalf("quick check of a sound file: %v", st.checkErr)
	}
	st.StartCheck() // a second call does nothing
	st.Close()

	// A write starts it.
	st = mustOpen(t, path, DeferCheck())
	if err := st.RenameConversation(ctx, c.ID, "renamed"); err != nil {
		t.Fatal(err)
	}
	select {
	case <-st.checked:
	default:
		t.Fatal("a write finished without the quick check's verdict")
	}
	st.Close()

	// Closed before anything started it.
	st = mustOpen(t, path, DeferCheck())
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
}
