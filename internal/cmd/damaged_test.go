package cmd

import (
	"github.com/adrg/xdg"

	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDamagedDatabase: a database with one damaged page is called
// damaged, not "not a SQLite database"; writes to it are refused with the
// advice to run doctor; doctor reports the integrity problems and which
// conversations are readable; --salvage copies those into a new file.
func TestDamagedDatabase(t *testing.T) {
	dir := isolate(t)
	for _, m := range []string{"first about oaks", "second about beeches", "third about birches"} {
		if out, err := run(t, "send", "assistant", "--new", m); err != nil {
			t.Fatalf("send: %v\n%s", err, out)
		}
	}
	// The fourth conversation's message spans many overflow pages.
	big := strings.Repeat("Q", 300<<10)
	if out, err := runIn(t, strings.NewReader(big), "send", "assistant", "--new", "-"); err != nil {
		t.Fatalf("send: %v\n%.300s", err, out)
	}
	db := filepath.Join(xdg.DataHome, "grove", "grove.db")
	b, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(db + "-wal"); err == nil {
		if fi, _ := os.Stat(db + "-wal"); fi.Size() > 0 {
			t.Fatalf("the WAL was not checkpointed on close (%d bytes)", fi.Size())
		}
	}
	// Damage one overflow page in the middle of the big message: its
	// next-page pointer and content become garbage.
	const page = 4096
	var pages []int
	full := bytes.Repeat([]byte("Q"), page-4)
	for p := page; p+page <= len(b); p += page {
		if bytes.Equal(b[p+4:p+page], full) {
			pages = append(pages, p)
		}
	}
	if len(pages) < 10 {
		t.Fatalf("only %d overflow pages of the big message found", len(pages))
	}
	p := pages[len(pages)/2]
	copy(b[p:p+page], bytes.Repeat([]byte{0xff}, page))
	if err := os.WriteFile(db, b, 0o600); err != nil {
		t.Fatal(err)
	}

	out, err := run(t, "send", "assistant", "hello again")
	if err == nil || !strings.Contains(err.Error(), "damaged") || !strings.Contains(err.Error(), "--salvage") || strings.Contains(err.Error(), "not a SQLite") {
		t.Fatalf("a write to a damaged file: %v\n%s", err, out)
	}
	out, err = run(t, "doctor")
	if err == nil || !strings.Contains(out, "problem (integrity)") {
		t.Fatalf("doctor: %v\n%s", err, out)
	}
	if n := strings.Count(out, "readable: conversation"); n != 4 || strings.Count(out, "unreadable: conversation") != 1 || !strings.Contains(out, "3 of 4 conversation(s) readable") {
		t.Fatalf("doctor should find 3 readable conversations and 1 unreadable:\n%s", out)
	}
	salvaged := filepath.Join(dir, "salvaged.db")
	out, err = run(t, "doctor", "--salvage", salvaged)
	if err != nil || !strings.Contains(out, "salvaged 3 conversation(s)") {
		t.Fatalf("salvage: %v\n%s", err, out)
	}
	list, err := run(t, "--db", salvaged, "list", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ Title string }
	json.Unmarshal([]byte(list), &rows)
	if len(rows) != 3 {
		t.Fatalf("salvaged file lists %d conversations:\n%s", len(rows), list)
	}
	if out, err := run(t, "--db", salvaged, "doctor"); err != nil {
		t.Fatalf("the salvaged file is not sound: %v\n%s", err, out)
	}
}
