package session

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"testing"
	"time"
)

func percentile(ds []time.Duration, p float64) float64 {
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return float64(ds[int(float64(len(ds)-1)*p)].Microseconds()) / 1000
}

// BenchmarkAppend appends one entry at a time to a growing branch and
// reports the p50 and p99 latency of an append in milliseconds.
func BenchmarkAppend(b *testing.B) {
	s := newTestStore(b)
	c := mustCreate(b, s)
	ctx := context.Background()
	ds := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if _, err := s.Append(ctx, c.ID, DefaultBranch, userMsg("a message of ordinary length, about one sentence long")); err != nil {
			b.Fatal(err)
		}
		ds = append(ds, time.Since(t0))
	}
	b.StopTimer()
	b.ReportMetric(percentile(ds, 0.5), "p50-ms")
	b.ReportMetric(percentile(ds, 0.99), "p99-ms")
}

// syntheticExport builds a conversation of n entries in one chain (plus a
// side branch every 20 entries when branchy is set).
func syntheticExport(n int, branchy bool) Export {
	now := time.Now().UTC().Truncate(time.Millisecond)
	c := Conversation{ID: NewID(), Kind: KindDM, Title: "synthetic", Agent: "assistant", Status: StatusActive,
		CurrentBranch: DefaultBranch, CreatedAt: now, LastActivity: now}
	x := Export{Format: ExportFormat, Version: ExportVersion, Conversation: c}
	parent := ""
	for i := 0; i < n; i++ {
		e := Entry{ID: NewID(), ConversationID: c.ID, ParentID: parent, Kind: EntryMessage, Role: RoleUser, Author: "user",
			Content: []Block{TextBlock(fmt.Sprintf("message %d: some words that look like a sentence someone would type", i))}, CreatedAt: now}
		if i%2 == 1 {
			e.Role, e.Author = RoleAssistant, "assistant"
		}
		x.Entries = append(x.Entries, e)
		if branchy && i%20 == 19 && i+1 < n {
			side := e
			side.ID, side.ParentID = NewID(), parent
			x.Entries = append(x.Entries, side)
			x.Branches = append(x.Branches, Branch{Name: fmt.Sprintf("b%d", i), HeadID: side.ID, CreatedAt: now, UpdatedAt: now})
		}
		parent = e.ID
	}
	x.Branches = append(x.Branches, Branch{Name: DefaultBranch, HeadID: parent, CreatedAt: now, UpdatedAt: now})
	return x
}

// BenchmarkPath10k reads the path of a 10,000-deep branch in a conversation
// that also has 500 side branches, in a running store (the conversation was
// read before, as when the UI switches back to it or the engine assembles
// the next step's context; entries appended since are loaded incrementally).
func BenchmarkPath10k(b *testing.B) {
	s := newTestStore(b)
	x := syntheticExport(10000, true)
	ctx := context.Background()
	if _, err := s.Import(ctx, x); err != nil {
		b.Fatal(err)
	}
	if _, err := s.Path(ctx, x.Conversation.ID, DefaultBranch); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// One new entry per read, so every read also catches up.
		b.StopTimer()
		mustAppend(b, s, x.Conversation.ID, DefaultBranch, userMsg(fmt.Sprintf("more %d", i)))
		b.StartTimer()
		p, err := s.Path(ctx, x.Conversation.ID, DefaultBranch)
		if err != nil || len(p) != 10001+i {
			b.Fatal(len(p), err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/path")
}

// BenchmarkPath10kCold reads the same path from a freshly opened store: every
// entry of the conversation is loaded and decoded.
func BenchmarkPath10kCold(b *testing.B) {
	dir := b.TempDir()
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(dir, "g.db"))
	if err != nil {
		b.Fatal(err)
	}
	x := syntheticExport(10000, true)
	if _, err := s.Import(ctx, x); err != nil {
		b.Fatal(err)
	}
	s.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		s, err := Open(ctx, filepath.Join(dir, "g.db"))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		p, err := s.Path(ctx, x.Conversation.ID, DefaultBranch)
		if err != nil || len(p) != 10000 {
			b.Fatal(len(p), err)
		}
		b.StopTimer()
		s.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/path")
}

// BenchmarkList1000 lists 1,000 conversations with their counts.
func BenchmarkList1000(b *testing.B) {
	s := newTestStore(b)
	ctx := context.Background()
	for i := 0; i < 1000; i++ {
		c, err := s.CreateConversation(ctx, NewConversation{Title: fmt.Sprintf("conversation %d", i), Agent: "assistant"})
		if err != nil {
			b.Fatal(err)
		}
		mustAppend(b, s, c.ID, DefaultBranch, userMsg("hi"), agentMsg("hello"))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l, err := s.ListConversations(ctx, ListOptions{})
		if err != nil || len(l) != 1000 {
			b.Fatal(len(l), err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/list")
}

// BenchmarkImport100k imports a conversation of 100,000 entries.
func BenchmarkImport100k(b *testing.B) {
	x := syntheticExport(100000, false)
	dir := b.TempDir()
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := Open(ctx, filepath.Join(dir, fmt.Sprintf("i%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Import(ctx, x); err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/import")
}
