package memory

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// BenchmarkSearchEntries100k: grove search over 100,000 messages (100
// conversations of 1,000 realistic messages, 50–400 words each, with side
// branches; internal/corpus), the index caught up beforehand as the
// background indexer keeps it. The queries cycle through the kinds a person
// types: one word, two words, a phrase, a prefix, words with OR, and one
// that matches nothing; each returns the best 20 with their branch, line
// and marks. Figures in PERFORMANCE.md:
//
//	go test ./memory -run '^$' -bench SearchEntries100k -benchtime 200x
func BenchmarkSearchEntries100k(b *testing.B) {
	ctx := context.Background()
	db, err := session.Open(ctx, filepath.Join(b.TempDir(), "grove.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	s := New(db, nil)
	t0 := time.Now()
	end := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 100 {
		x := corpus.Conversation(uint64(i+1), 1000, 4, end.Add(time.Duration(i)*time.Hour))
		if _, err := db.Import(ctx, x); err != nil {
			b.Fatal(err)
		}
	}
	t1 := time.Now()
	if _, err := s.IndexHistory(ctx); err != nil {
		b.Fatal(err)
	}
	var n int
	if err := db.ReadDB().QueryRowContext(ctx, `SELECT count(*) FROM entries`).Scan(&n); err != nil {
		b.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "stored %d entries in %v, indexed them in %v\n", n, t1.Sub(t0).Round(time.Millisecond), time.Since(t1).Round(time.Millisecond))
	queries := []string{
		"latency",
		"writer transaction",
		`"garbage collection"`,
		"percent*",
		"throughput OR allocation",
		"zeppelin",
		"cursor scroll",
		`"read the index"`,
	}
	lat := make([]time.Duration, 0, 256)
	for i := 0; b.Loop(); i++ {
		t0 := time.Now()
		if _, err := s.SearchEntries(ctx, EntryQuery{Text: queries[i%len(queries)]}); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(t0))
	}
	reportLatency(b, lat)
}
