package session_test

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// BenchmarkCollectAttachments100k is the TUI's start-up collection on a
// database of 100,000 entries, one in a hundred attaching one of a
// thousand stored files (the rest and a hundred more referred to by
// nothing): the first run removes those; every run reads the attachments and the
// references, not the entries.
func BenchmarkCollectAttachments100k(b *testing.B) {
	ctx := context.Background()
	st, err := session.Open(ctx, filepath.Join(b.TempDir(), "grove.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	var files []session.Attachment
	for i := range 1100 {
		a, err := st.PutAttachment(ctx, fmt.Sprintf("f%d.txt", i), fmt.Appendf(nil, "file %d of the benchmark\n", i), 0)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, a)
	}
	x := corpus.Conversation(6, 100000, 312, time.Now())
	used := map[string]bool{}
	for i := range x.Entries {
		if e := &x.Entries[i]; i%100 == 0 && e.Role == session.RoleUser && e.Kind == session.EntryMessage {
			f := files[(i/100)%1000]
			e.Content = append(e.Content, session.AttachmentBlock(f))
			used[f.SHA256] = true
		}
	}
	if _, err := st.Import(ctx, x); err != nil {
		b.Fatal(err)
	}
	// The upgrade's one pass over the entries that fills the references
	// of a database older than them (its migration's statement), timed
	// once.
	t0 := time.Now()
	if err := st.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM attachment_refs`); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO attachment_refs (sha256, conversation_id)
			SELECT DISTINCT j.value, e.conversation_id FROM entries e, json_tree(e.content) j
			WHERE e.content LIKE '%"sha256"%' AND j.key = 'sha256' AND j.type = 'text'`)
		return err
	}); err != nil {
		b.Fatal(err)
	}
	migration := time.Since(t0)
	b.ResetTimer()
	removed := 0
	for range b.N {
		n, _, err := st.CollectAttachments(ctx, 0)
		if err != nil {
			b.Fatal(err)
		}
		removed += n
	}
	b.StopTimer()
	if removed != len(files)-len(used) {
		b.Fatalf("removed %d files, want the %d nothing refers to", removed, len(files)-len(used))
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/collect")
	b.ReportMetric(float64(migration.Milliseconds()), "ms/upgrade-once")
}
