package session

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"
)

// TestChangesFromAnotherStore: a commit through another store on the same
// file (what a second grove process does) is reported. The interval is an
// hour, so the report comes from the notification of the file's write, not
// from polling: an idle store is never polled. Until then the other store
// keeps committing; a reading taken just before a commit became visible is
// corrected by the next commit's notification.
func TestChangesFromAnotherStore(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("file notifications are used on Linux only; elsewhere Changes polls")
	}
	st, path, conv := newFileStore(t)
	defer st.Close()
	other := mustOpen(t, path)
	defer other.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changes := st.Changes(ctx, time.Hour)
	deadline := time.After(10 * time.Second)
	for i := 0; ; i++ {
		if err := other.RenameConversation(ctx, conv.ID, fmt.Sprintf("renamed %d", i)); err != nil {
			t.Fatal(err)
		}
		select {
		case <-changes:
			cancel()
			for range changes {
			}
			return
		case <-time.After(100 * time.Millisecond):
		case <-deadline:
			t.Fatal("a commit by another store is not reported")
		}
	}
}
