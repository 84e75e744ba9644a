package session_test

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

func putText(t *testing.T, st *session.Store, name, text string) session.Attachment {
	t.Helper()
	a, err := st.PutAttachment(context.Background(), name, []byte(text), 0)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func hasBytes(t *testing.T, st *session.Store, a session.Attachment) bool {
	t.Helper()
	ok, err := st.HasAttachment(context.Background(), a.SHA256)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

// TestCollectAttachments: bytes an entry (an attached file, a background
// tool's image) or a saved draft refers to stay; bytes nothing refers to
// go, and so do a deleted conversation's; doctor's count agrees.
func TestCollectAttachments(t *testing.T) {
	ctx := context.Background()
	st := testkit.Open(t, filepath.Join(t.TempDir(), "grove.db"))
	a := testkit.NewConversation(t, st, session.NewConversation{Agent: "ada"})
	b := testkit.NewConversation(t, st, session.NewConversation{Agent: "ada"})
	sent := putText(t, st, "sent.txt", "sent words")
	img := putText(t, st, "shot.txt", "an image a background tool returned")
	draft := putText(t, st, "draft.txt", "waiting in a draft")
	orphan := putText(t, st, "orphan.txt", "detached long ago")
	if _, err := st.Append(ctx, a.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Content: []session.Block{session.TextBlock("look"), session.AttachmentBlock(sent)}}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Append(ctx, b.ID, session.DefaultBranch, session.Entry{Kind: session.EntryAsyncResult, Role: session.RoleUser,
		Content: []session.Block{session.AsyncResultBlock(session.AsyncResult{OpID: "op1", Tool: "shot", Status: session.AsyncCompleted, Images: []session.Attachment{img}})}}); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveDraftAttachments(ctx, b.ID, []session.Attachment{draft}); err != nil {
		t.Fatal(err)
	}
	if n, size, err := st.UnreferencedAttachments(ctx); err != nil || n != 1 || size != orphan.Size {
		t.Fatalf("unreferenced = %d, %d, %v; want 1, %d", n, size, err, orphan.Size)
	}
	// Within the grace, nothing goes: another process may be attaching it.
	if n, _, err := st.CollectAttachments(ctx, session.AttachmentGrace); err != nil || n != 0 {
		t.Fatalf("collected within the grace: %d, %v", n, err)
	}
	if n, size, err := st.CollectAttachments(ctx, 0); err != nil || n != 1 || size != orphan.Size {
		t.Fatalf("collected %d (%d bytes), %v; want the orphan", n, size, err)
	}
	for _, x := range []session.Attachment{sent, img, draft} {
		if !hasBytes(t, st, x) {
			t.Fatalf("%s was collected though referenced", x.Name)
		}
	}
	if hasBytes(t, st, orphan) {
		t.Fatal("the orphan is still stored")
	}
	// The draft sent: its file is no longer the draft's.
	if err := st.SaveDraftAttachments(ctx, b.ID, nil); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteConversation(ctx, a.ID); err != nil {
		t.Fatal(err)
	}
	if n, _, err := st.CollectAttachments(ctx, 0); err != nil || n != 2 {
		t.Fatalf("collected %d, %v; want the deleted conversation's file and the draft's", n, err)
	}
	if !hasBytes(t, st, img) || hasBytes(t, st, sent) || hasBytes(t, st, draft) {
		t.Fatal("wrong bytes kept after the deletion")
	}
}

// TestDropAttachment: a detached file's bytes go at once unless an entry
// or a draft still refers to them.
func TestDropAttachment(t *testing.T) {
	ctx := context.Background()
	st := testkit.Open(t, filepath.Join(t.TempDir(), "grove.db"))
	c := testkit.NewConversation(t, st, session.NewConversation{Agent: "ada"})
	kept := putText(t, st, "kept.txt", "in another draft")
	gone := putText(t, st, "gone.txt", "detached")
	if err := st.SaveDraftAttachments(ctx, c.ID, []session.Attachment{kept}); err != nil {
		t.Fatal(err)
	}
	if dropped, err := st.DropAttachment(ctx, kept.SHA256); err != nil || dropped {
		t.Fatalf("dropped a draft's file: %v %v", dropped, err)
	}
	if dropped, err := st.DropAttachment(ctx, gone.SHA256); err != nil || !dropped || hasBytes(t, st, gone) {
		t.Fatalf("the detached file stayed: %v %v", dropped, err)
	}
}

// TestDraftAttachmentsReopened: a draft's files come back, in order, from
// the file after a restart, and go when saved empty.
func TestDraftAttachmentsReopened(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	st := testkit.Open(t, path)
	c := testkit.NewConversation(t, st, session.NewConversation{Agent: "ada"})
	files := []session.Attachment{putText(t, st, "b.txt", "second"), putText(t, st, "a.md", "# first")}
	if err := st.SaveDraftAttachments(ctx, c.ID, files); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveDraftAttachments(ctx, "no-such-conversation", files); err != nil {
		t.Fatalf("a deleted conversation's draft: %v", err)
	}
	st.Close()
	st = testkit.Open(t, path)
	got, err := st.DraftAttachments(ctx)
	if err != nil || len(got) != 1 || !slices.Equal(got[c.ID], files) {
		t.Fatalf("draft attachments = %+v, %v; want %+v", got, err, files)
	}
	if err := st.SaveDraftAttachments(ctx, c.ID, nil); err != nil {
		t.Fatal(err)
	}
	if got, err := st.DraftAttachments(ctx); err != nil || len(got) != 0 {
		t.Fatalf("after clearing: %+v, %v", got, err)
	}
}

// TestEraseConversationAttachments: erasing an ephemeral conversation
// removes the bytes only it referred to from the file (and its log),
// keeping those another conversation refers to.
func TestEraseConversationAttachments(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	st := testkit.Open(t, path)
	const marker = "zq7vattachedonly"
	keep := testkit.NewConversation(t, st, session.NewConversation{Agent: "ada"})
	eph, err := st.CreateConversation(ctx, session.NewConversation{Agent: "ada", Ephemeral: true})
	if err != nil {
		t.Fatal(err)
	}
	own := putText(t, st, "secret.txt", strings.Repeat(marker+" ", 3000))
	shared := putText(t, st, "shared.txt", "both conversations attach this")
	if _, err := st.Append(ctx, keep.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Content: []session.Block{session.TextBlock("kept"), session.AttachmentBlock(shared)}}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Append(ctx, eph.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Content: []session.Block{session.TextBlock("look"), session.AttachmentBlock(own), session.AttachmentBlock(shared)}}); err != nil {
		t.Fatal(err)
	}
	if err := st.EraseConversation(ctx, eph.ID, nil); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{path, path + "-wal"} {
		b, _ := os.ReadFile(f)
		if bytes.Contains(b, []byte(marker)) {
			t.Fatalf("%s still holds the erased conversation's file", filepath.Base(f))
		}
	}
	if hasBytes(t, st, own) || !hasBytes(t, st, shared) {
		t.Fatal("the erasure kept its own file or took the shared one")
	}
}

// TestCollectAttachmentsPlan: finding unreferenced bytes reads the
// indexes of references, never the entries.
func TestCollectAttachmentsPlan(t *testing.T) {
	ctx := context.Background()
	st := testkit.Open(t, filepath.Join(t.TempDir(), "grove.db"))
	var plan []string
	if err := st.WriteTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `EXPLAIN QUERY PLAN DELETE FROM attachments WHERE created_at < 0 AND
			NOT EXISTS (SELECT 1 FROM attachment_refs r WHERE r.sha256 = attachments.sha256)
			AND NOT EXISTS (SELECT 1 FROM draft_attachments d WHERE d.sha256 = attachments.sha256)`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				return err
			}
			plan = append(plan, detail)
		}
		return rows.Err()
	}); err != nil {
		t.Fatal(err)
	}
	all := strings.Join(plan, "\n")
	if strings.Contains(all, "entries") || strings.Contains(all, "SCAN r") || strings.Contains(all, "SCAN d") {
		t.Fatalf("the collection's plan reads more than the references' indexes:\n%s", all)
	}
}

// TestImportRecordsAttachmentRefs: an imported conversation's attachments
// are referenced (collection keeps their bytes), and doctor reports an
// entry whose reference is not recorded.
func TestImportRecordsAttachmentRefs(t *testing.T) {
	ctx := context.Background()
	src := testkit.Open(t, filepath.Join(t.TempDir(), "src.db"))
	c := testkit.NewConversation(t, src, session.NewConversation{Agent: "ada"})
	a := putText(t, src, "notes.txt", "imported with its conversation")
	if _, err := src.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Content: []session.Block{session.TextBlock("look"), session.AttachmentBlock(a)}}); err != nil {
		t.Fatal(err)
	}
	x, err := src.ExportConversation(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	dst := testkit.Open(t, filepath.Join(t.TempDir(), "dst.db"))
	if _, err := dst.Import(ctx, x); err != nil {
		t.Fatal(err)
	}
	if n, _, err := dst.CollectAttachments(ctx, 0); err != nil || n != 0 || !hasBytes(t, dst, a) {
		t.Fatalf("collection after the import removed %d (%v)", n, err)
	}
	if f, err := dst.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("doctor after the import: %v %v", f, err)
	}
	if _, err := dst.DB().Exec(`DELETE FROM attachment_refs`); err != nil {
		t.Fatal(err)
	}
	f, err := dst.Check(ctx)
	if err != nil || len(f) != 1 || !strings.Contains(f[0].Message, "attaches notes.txt") || !strings.Contains(f[0].Message, "reference is not recorded") {
		t.Fatalf("doctor with the reference gone: %v %v", f, err)
	}
}

// TestNewConversationDraftReopened: what is typed and attached in the box
// of a conversation not created yet (NewDraft) outlives the store like any
// draft, its files' bytes kept by the collection while it names them and
// removed once it is cleared (its first message sent).
func TestNewConversationDraftReopened(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	st := testkit.Open(t, path)
	files := []session.Attachment{putText(t, st, "plan.md", "# the plan")}
	if err := st.SaveDraft(ctx, session.NewDraft, "typed before the first message"); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveDraftAttachments(ctx, session.NewDraft, files); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st = testkit.Open(t, path)
	if d, err := st.Drafts(ctx); err != nil || d[session.NewDraft] != "typed before the first message" {
		t.Fatalf("drafts after reopening = %q, %v", d, err)
	}
	if got, err := st.DraftAttachments(ctx); err != nil || !slices.Equal(got[session.NewDraft], files) {
		t.Fatalf("draft files after reopening = %+v, %v", got, err)
	}
	if _, _, err := st.CollectAttachments(ctx, 0); err != nil || !hasBytes(t, st, files[0]) {
		t.Fatalf("the collection removed the bytes the new conversation's draft names (%v)", err)
	}
	if err := st.SaveDraft(ctx, session.NewDraft, ""); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveDraftAttachments(ctx, session.NewDraft, nil); err != nil {
		t.Fatal(err)
	}
	if d, _ := st.Drafts(ctx); len(d) != 0 {
		t.Fatalf("drafts after clearing = %q", d)
	}
	if n, _, err := st.CollectAttachments(ctx, 0); err != nil || n != 1 || hasBytes(t, st, files[0]) {
		t.Fatalf("after clearing, the collection removed %d (%v)", n, err)
	}
}
