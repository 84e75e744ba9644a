package session

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/base64"
	"strings"
	"testing"
)

// tinyPNG is a 1×1 PNG.
var tinyPNG, _ = base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")

// countAttachmentRows reads the database file itself, through a connection
// of its own, so the count is what the file holds.
func countAttachmentRows(t *testing.T, path string) int {
	t.Helper()
	db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM attachments`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestPutAttachmentStoresTheSameBytesOnce(t *testing.T) {
	ctx := context.Background()
	st, path, _ := newFileStore(t)
	defer st.Close()
	a, err := st.PutAttachment(ctx, "/some/dir/dot.png", tinyPNG, 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.Name != "dot.png" || a.MimeType != "image/png" || a.Size != int64(len(tinyPNG)) || len(a.SHA256) != 64 {
		t.Fatalf("attachment = %+v", a)
	}
	b, err := st.PutAttachment(ctx, "copy.png", tinyPNG, 0)
	if err != nil {
		t.Fatal(err)
	}
	if b.SHA256 != a.SHA256 || b.Name != "copy.png" {
		t.Fatalf("second attachment = %+v, first %+v", b, a)
	}
	if _, err := st.PutAttachment(ctx, "notes.txt", []byte("hello"), 0); err != nil {
		t.Fatal(err)
	}
	if n := countAttachmentRows(t, path); n != 2 {
		t.Fatalf("attachments rows = %d, want 2 (the PNG once, the text once)", n)
	}
	data, err := st.AttachmentData(ctx, a.SHA256)
	if err != nil || !bytes.Equal(data, tinyPNG) {
		t.Fatalf("AttachmentData = %d bytes, %v", len(data), err)
	}
	if _, err := st.AttachmentData(ctx, strings.Repeat("0", 64)); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("missing bytes: err = %v, want ENOTFOUND", err)
	}
}

func TestPutAttachmentDetectsTypes(t *testing.T) {
	ctx := context.Background()
	st := newTestStore(t)
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"a.png", tinyPNG, "image/png"},
		{"a.jpg", []byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00rest"), "image/jpeg"},
		{"a.gif", []byte("GIF89a\x01\x00\x01\x00rest"), "image/gif"},
		{"a.webp", []byte("RIFF\x10\x00\x00\x00WEBPVP8 rest"), "image/webp"},
		{"a.pdf", []byte("%PDF-1.4\n%rest"), "application/pdf"},
		{"notes.txt", []byte("plain words\n"), "text/plain"},
		{"README.md", []byte("# title\n"), "text/markdown"},
		{"main.go", []byte("package main\n"), "text/plain"},
		{"picture.png", []byte("not a picture at all"), "text/plain"}, // the bytes decide
	} {
		a, err := st.PutAttachment(ctx, c.name, c.data, 0)
		if err != nil || a.MimeType != c.want {
			t.Errorf("%s: type %q, err %v; want %q", c.name, a.MimeType, err, c.want)
		}
	}
}

func TestPutAttachmentRefusesUnsupportedAndOversized(t *testing.T) {
	ctx := context.Background()
	st, path, _ := newFileStore(t)
	defer st.Close()
	_, err := st.PutAttachment(ctx, "app.bin", []byte{0x7f, 'E', 'L', 'F', 0, 1, 2, 3}, 0)
	if ErrorCode(err) != EINVALID || !strings.Contains(err.Error(), "app.bin cannot be attached") {
		t.Fatalf("binary file: err = %v", err)
	}
	_, err = st.PutAttachment(ctx, "big.txt", bytes.Repeat([]byte("a"), 2001), 2000)
	if ErrorCode(err) != EINVALID || !strings.Contains(err.Error(), "big.txt is 2.0 KB, over the attachment limit of 2.0 KB") {
		t.Fatalf("oversized file: err = %v", err)
	}
	if n := countAttachmentRows(t, path); n != 0 {
		t.Fatalf("refused attachments stored %d rows", n)
	}
}

func TestAttachmentBlockRoundTripsThroughAnEntry(t *testing.T) {
	ctx := context.Background()
	st := newTestStore(t)
	conv, err := st.CreateConversation(ctx, NewConversation{Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	a, err := st.PutAttachment(ctx, "dot.png", tinyPNG, 0)
	if err != nil {
		t.Fatal(err)
	}
	es, err := st.Append(ctx, conv.ID, conv.CurrentBranch, Entry{Kind: EntryMessage, Role: RoleUser, Author: "user",
		Content: []Block{TextBlock("look"), AttachmentBlock(a)}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := st.Entry(ctx, es[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if as := Attachments(got.Content); len(as) != 1 || as[0] != a {
		t.Fatalf("stored attachments = %+v, want %+v", as, a)
	}
}

// attachedConversation is a conversation whose one message attaches img
// and whose tool result returned the same image.
func attachedConversation(t *testing.T, st *Store) (Conversation, Attachment) {
	t.Helper()
	ctx := context.Background()
	conv, err := st.CreateConversation(ctx, NewConversation{Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	a, err := st.PutAttachment(ctx, "dot.png", tinyPNG, 0)
	if err != nil {
		t.Fatal(err)
	}
	call := &ToolCall{ID: "c1", Name: "snap", Arguments: []byte(`{}`)}
	if _, err := st.Append(ctx, conv.ID, conv.CurrentBranch,
		Entry{Kind: EntryMessage, Role: RoleUser, Author: "user", Content: []Block{TextBlock("look"), AttachmentBlock(a)}},
		Entry{Kind: EntryMessage, Role: RoleAssistant, Author: "assistant", Content: []Block{{Type: BlockToolCall, ToolCall: call}}},
		Entry{Kind: EntryToolResult, Role: RoleTool, Content: []Block{{Type: BlockToolResult, ToolResult: &ToolResult{
			ToolCallID: "c1", Name: "snap", Success: true, Result: "[image, image/png, 70 bytes]", Images: []Attachment{a}}}}},
	); err != nil {
		t.Fatal(err)
	}
	return conv, a
}

func TestExportCarriesAttachmentBytesAndImportStoresThemOnce(t *testing.T) {
	ctx := context.Background()
	src := newTestStore(t)
	conv, a := attachedConversation(t, src)
	x, err := src.ExportConversation(ctx, conv.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(x.Attachments) != 1 || x.Attachments[0].SHA256 != a.SHA256 || !bytes.Equal(x.Attachments[0].Data, tinyPNG) {
		t.Fatalf("export attachments = %+v, want the PNG once", x.Attachments)
	}
	var file bytes.Buffer
	if err := x.WriteJSON(&file); err != nil {
		t.Fatal(err)
	}
	dst, path, _ := newFileStore(t)
	defer dst.Close()
	if _, err := dst.ImportFrom(ctx, bytes.NewReader(file.Bytes())); err != nil {
		t.Fatal(err)
	}
	data, err := dst.AttachmentData(ctx, a.SHA256)
	if err != nil || !bytes.Equal(data, tinyPNG) {
		t.Fatalf("imported bytes: %d, %v", len(data), err)
	}
	// The same bytes in a second conversation: still one copy.
	conv2, _ := attachedConversation(t, src)
	x2, err := src.ExportConversation(ctx, conv2.ID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := dst.Import(ctx, x2); err != nil {
		t.Fatal(err)
	}
	if n := countAttachmentRows(t, path); n != 1 {
		t.Fatalf("attachments rows after two imports = %d, want 1", n)
	}
	if f, err := dst.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("doctor after import: %v %v", f, err)
	}
	var md strings.Builder
	p, err := dst.Path(ctx, conv.ID, conv.CurrentBranch)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteMarkdown(&md, conv, conv.CurrentBranch, p); err != nil {
		t.Fatal(err)
	}
	if strings.Count(md.String(), "[attachment: dot.png, image/png, 70 B]") != 2 || strings.Contains(md.String(), "iVBOR") {
		t.Fatalf("markdown:\n%s", md.String())
	}
}

func TestImportRefusesAttachmentBytesThatDoNotMatchTheirHash(t *testing.T) {
	ctx := context.Background()
	src := newTestStore(t)
	conv, _ := attachedConversation(t, src)
	x, err := src.ExportConversation(ctx, conv.ID)
	if err != nil {
		t.Fatal(err)
	}
	x.Attachments[0].Data = []byte("something else")
	dst := newTestStore(t)
	if _, err := dst.Import(ctx, x); ErrorCode(err) != EINVALID || !strings.Contains(err.Error(), "do not match its hash") {
		t.Fatalf("err = %v", err)
	}
	if _, err := dst.Conversation(ctx, conv.ID); !IsNotFound(err) {
		t.Fatalf("a refused import stored the conversation: %v", err)
	}
}

func TestDoctorReportsAnAttachmentWhoseBytesAreMissing(t *testing.T) {
	ctx := context.Background()
	st := newTestStore(t)
	conv, a := attachedConversation(t, st)
	if f, err := st.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("doctor before: %v %v", f, err)
	}
	if err := st.WriteTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM attachments WHERE sha256 = ?`, a.SHA256)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	f, err := st.Check(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(f) != 2 || f[0].Check != "attachments" || !strings.Contains(f[0].Message, "conversation "+conv.ID) ||
		!strings.Contains(f[0].Message, "attaches dot.png (image/png, 70 B) whose bytes are missing") {
		t.Fatalf("findings = %+v, want the message's and the tool result's", f)
	}
}
