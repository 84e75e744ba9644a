package session_test

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestEraseConversation: an ephemeral conversation is not listed; erased,
// neither its messages (a long one spilling to overflow pages), its
// events nor the rows erased with it stay in the file or its WAL, while an
// ordinary conversation beside it is untouched.
func TestEraseConversation(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	st := testkit.Open(t, path)
	const marker = "wqzt9901xk"
	keep := testkit.NewConversation(t, st, session.NewConversation{Agent: "ada"})
	if _, err := st.Append(ctx, keep.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Content: []session.Block{session.TextBlock("kept words")}}); err != nil {
		t.Fatal(err)
	}
	eph, err := st.CreateConversation(ctx, session.NewConversation{Agent: "ada", Ephemeral: true})
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat(marker+" ", 5000)
	if _, err := st.Append(ctx, eph.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Content: []session.Block{session.TextBlock(long)}}); err != nil {
		t.Fatal(err)
	}
	if err := st.RecordEvents(ctx, []session.Event{{ConversationID: eph.ID, Kind: "test.event", Data: []byte(`{"q":"` + marker + `"}`)}}); err != nil {
		t.Fatal(err)
	}
	if err := st.WriteTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `CREATE TABLE side (v TEXT); INSERT INTO side VALUES ('`+marker+`')`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if e, err := st.IsEphemeral(ctx, eph.ID); err != nil || !e {
		t.Fatalf("IsEphemeral = %v, %v", e, err)
	}
	cs, err := st.ListConversations(ctx, session.ListOptions{IncludeArchived: true})
	if err != nil || len(cs) != 1 || cs[0].ID != keep.ID {
		t.Fatalf("listed: %+v %v", cs, err)
	}
	if err := st.EraseConversation(ctx, eph.ID, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM side`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if err := st.EraseConversation(ctx, eph.ID, nil); session.ErrorCode(err) != session.ENOTFOUND {
		t.Fatalf("erasing again: %v", err)
	}
	// Before the store closes too: the erase checkpointed the log.
	for _, f := range []string{path, path + "-wal"} {
		b, _ := os.ReadFile(f)
		if bytes.Contains(b, []byte(marker)) {
			t.Fatalf("%s still holds the erased conversation", filepath.Base(f))
		}
	}
	if _, err := st.Conversation(ctx, keep.ID); err != nil {
		t.Fatalf("the kept conversation: %v", err)
	}
}
