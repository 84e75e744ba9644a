package cmd

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
)

// TestRefusedSendWritesNothing: a send that is refused (nothing to send,
// an unknown agent) leaves no conversation behind.
func TestRefusedSendWritesNothing(t *testing.T) {
	isolate(t)
	for _, args := range [][]string{
		{"send", "assistant", ""},
		{"send", "assistant", "   \n\t"},
		{"send", "nosuch", "hello"},
	} {
		if _, err := grove(t, "", args...); err == nil {
			t.Errorf("%q was not refused", args)
		}
	}
	out := mustGrove(t, "list", "--json")
	var convs []struct{ ID, Title string }
	if err := json.Unmarshal([]byte(out), &convs); err != nil || len(convs) != 0 {
		t.Fatalf("refused sends left conversations: %v %s", err, out)
	}
}

// TestSendInvalidUTF8AndListAlignment: invalid UTF-8 in a message is made
// valid before it is stored, and `grove list` keeps its columns aligned
// whatever the titles hold (wide characters, tabs, newlines, bad bytes).
func TestSendInvalidUTF8AndListAlignment(t *testing.T) {
	db := filepath.Join(isolate(t), "grove.db")
	t.Setenv("GROVE_DB", db)
	for _, msg := range []string{
		"bad \xff\xfe bytes here",
		"漢字のタイトル and 🌳🌳🌳 emoji",
		"tab\there and a\nnewline\r\nand an \x1b[31mescape",
		"plain title",
	} {
		if _, err := grove(t, "", "send", "assistant", "--new", msg); err != nil {
			t.Fatalf("send %q: %v", msg, err)
		}
	}
	out := mustGrove(t, "list", "--json")
	var convs []struct{ ID, Title string }
	if err := json.Unmarshal([]byte(out), &convs); err != nil || len(convs) != 4 {
		t.Fatalf("list: %v %s", err, out)
	}
	st, err := session.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, c := range convs {
		stored, err := st.Conversation(context.Background(), c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !utf8.ValidString(stored.Title) {
			t.Errorf("title %q is not valid UTF-8", stored.Title)
		}
		path, err := st.Path(context.Background(), c.ID, session.DefaultBranch)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range path {
			if txt := session.Text(e.Content); !utf8.ValidString(txt) {
				t.Errorf("stored %s entry holds invalid UTF-8: %q", e.Role, txt)
			}
		}
	}
	table := mustGrove(t, "list")
	lines := strings.Split(strings.TrimRight(table, "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("want a header and 4 rows, got %d lines:\n%s", len(lines), table)
	}
	// The AGENT column starts at the same screen column on every line.
	col := -1
	for i, l := range lines {
		if !utf8.ValidString(l) || strings.ContainsAny(l, "\t\r\x1b") {
			t.Errorf("line %d is not clean: %q", i, l)
		}
		word := "assistant"
		if i == 0 {
			word = "AGENT"
		}
		at := strings.Index(l, word)
		if at < 0 {
			t.Fatalf("line %d has no %s: %q", i, word, l)
		}
		w := ansi.StringWidth(l[:at])
		if col == -1 {
			col = w
		} else if w != col {
			t.Errorf("line %d: AGENT column at %d, want %d:\n%s", i, w, col, table)
		}
	}
}
