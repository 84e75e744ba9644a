package session_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/corpus"
	. "github.com/grovechat/grove/session"
)

// Texts that a reader finding where each entry ends must not be fooled
// by: quotes and backslashes in every arrangement, brackets and commas in
// strings, text beyond ASCII, and an entry longer than what is read at a
// time. The import, exported again, gives the same bytes.
func TestImportFromTrickyTextRoundTrips(t *testing.T) {
	x := corpus.Conversation(21, 40, 2, time.Now())
	texts := []string{
		`"`, `\`, `\"`, `\\`, `\\"`, `"\\`, `a\`, `}`, `]`, `{"type":"text"}`, `[1, 2],`,
		"tab\there\nnew line\r\u2028 and \u00e9t\u00e9 \U0001F332 <b>&amp;</b>",
		strings.Repeat(`x\"y\\`, 1<<18) + `"`, // 1.5 MB: crosses reads
	}
	for i, tx := range texts {
		x.Entries[2+i].Content = []Block{TextBlock(tx)}
	}
	// The generated export is not in the order grove writes branches:
	// one import and export makes it so.
	first := NewTestStore(t)
	c := MustImport(t, first, exportBytes(t, x))
	exported := MustExport(t, first, c.ID)
	sameTree(t, exported, x)
	want := exportBytes(t, exported)
	s := NewTestStore(t)
	MustImport(t, s, want)
	back := MustExport(t, s, c.ID)
	if got := exportBytes(t, back); !bytes.Equal(got, want) {
		i := 0
		for i < len(got) && i < len(want) && got[i] == want[i] {
			i++
		}
		t.Logf("first difference at %d:\n%s\n---\n%s", i, got[max(0, i-200):min(len(got), i+200)], want[max(0, i-200):min(len(want), i+200)])
		t.Fatalf("the export of the import differs from the file imported (%d bytes, want %d)", len(got), len(want))
	}
}

// A file broken between two entries, or just after the list of them,
// stores nothing and says the file is not a grove export.
func TestImportFromBrokenBetweenEntriesStoresNothing(t *testing.T) {
	ctx := context.Background()
	x := corpus.Conversation(22, 300, 3, time.Now())
	b := exportBytes(t, x)
	sep := []byte("\n    },\n    {\n")
	if bytes.Count(b, sep) < 200 {
		t.Fatalf("the export does not separate entries as the test expects")
	}
	at := bytes.LastIndex(b, sep)
	end := bytes.Index(b, []byte("\n  ],\n  \"turns\""))
	if end < 0 {
		t.Fatalf("the export does not end its entries as the test expects")
	}
	for name, in := range map[string][]byte{
		"no comma":       concat(b[:at], []byte("\n    }\n    {\n"), b[at+len(sep):]),
		"two commas":     concat(b[:at], []byte("\n    },,\n    {\n"), b[at+len(sep):]),
		"trailing comma": concat(b[:end], []byte(",\n  ],\n  \"turns\""), b[end+len("\n  ],\n  \"turns\""):]),
		"no bracket":     concat(b[:end], []byte("\n  \n  \"turns\""), b[end+len("\n  ],\n  \"turns\""):]),
		"cut in entries": b[:at],
	} {
		s := NewTestStore(t)
		if _, err := s.ImportFrom(ctx, bytes.NewReader(in)); ErrorCode(err) != EINVALID || !strings.Contains(err.Error(), "not a grove export") {
			t.Fatalf("%s: error %v, want EINVALID saying it is not a grove export", name, err)
		}
		var n int
		if err := s.DB().QueryRow(`SELECT (SELECT COUNT(*) FROM entries) + (SELECT COUNT(*) FROM conversations)`).Scan(&n); err != nil || n != 0 {
			t.Fatalf("%s: %d rows stored (%v)", name, n, err)
		}
	}
}

func concat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
