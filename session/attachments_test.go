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
