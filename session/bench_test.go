package session_test

// The store benchmarks open the store the grove binary opens: every
// component's migrations and triggers (memory's tables and its history
// index among them), with realistic messages from internal/corpus.

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"syscall"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/corpus"
	_ "github.com/grovechat/grove/memory" // the binary's store: memory's migrations and triggers
	. "github.com/grovechat/grove/session"
)

func percentile(ds []time.Duration, p float64) float64 {
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return float64(ds[int(float64(len(ds)-1)*p)].Microseconds()) / 1000
}

// BenchmarkAppend appends one realistic message at a time to a growing
// branch and reports the p50 and p99 latency of an append in milliseconds.
func BenchmarkAppend(b *testing.B) {
	s := NewTestStore(b)
	ctx := context.Background()
	c, err := s.CreateConversation(ctx, NewConversation{Title: "bench", Agent: "assistant"})
	if err != nil {
		b.Fatal(err)
	}
	es := corpus.New(1).Entries(b.N)
	ds := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		if _, err := s.Append(ctx, c.ID, DefaultBranch, es[i]); err != nil {
			b.Fatal(err)
		}
		ds = append(ds, time.Since(t0))
	}
	b.StopTimer()
	b.ReportMetric(percentile(ds, 0.5), "p50-ms")
	b.ReportMetric(percentile(ds, 0.99), "p99-ms")
}

// longExport is a 10,000-message conversation with 500 side branches.
func longExport() Export { return corpus.Conversation(2, 10000, 500, time.Now()) }

// BenchmarkPath10k reads the path of a 10,000-deep branch in a conversation
// that also has 500 side branches, in a running store (the conversation was
// read before, as when the UI switches back to it or the engine assembles
// the next step's context; entries appended since are loaded incrementally).
func BenchmarkPath10k(b *testing.B) {
	s := NewTestStore(b)
	x := longExport()
	ctx := context.Background()
	if _, err := s.Import(ctx, x); err != nil {
		b.Fatal(err)
	}
	if _, err := s.Path(ctx, x.Conversation.ID, DefaultBranch); err != nil {
		b.Fatal(err)
	}
	g := corpus.New(3)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// One new entry per read, so every read also catches up.
		b.StopTimer()
		if _, err := s.Append(ctx, x.Conversation.ID, DefaultBranch, g.Entry(i)); err != nil {
			b.Fatal(err)
		}
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
	x := longExport()
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
	s := NewTestStore(b)
	ctx := context.Background()
	g := corpus.New(4)
	for i := 0; i < 1000; i++ {
		c, err := s.CreateConversation(ctx, NewConversation{Title: g.Topic(), Agent: "assistant"})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Append(ctx, c.ID, DefaultBranch, g.Entries(2)...); err != nil {
			b.Fatal(err)
		}
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

// BenchmarkImport100k imports a conversation of 100,000 realistic messages
// (313 side branches) from its export file's bytes with ImportFrom, as
// `grove import` does: decoding included, into the binary's store.
// cpu-s/import is the process's CPU time per import (user and system,
// every goroutine): it does not stretch with the machine's load.
func BenchmarkImport100k(b *testing.B) {
	x := corpus.Conversation(5, 100000, 312, time.Now())
	var file bytes.Buffer
	if err := x.WriteJSON(&file); err != nil {
		b.Fatal(err)
	}
	x = Export{}
	dir := b.TempDir()
	ctx := context.Background()
	b.ResetTimer()
	c0 := processCPU()
	for i := 0; i < b.N; i++ {
		s, err := Open(ctx, filepath.Join(dir, fmt.Sprintf("i%d.db", i)))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.ImportFrom(ctx, bytes.NewReader(file.Bytes())); err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/import")
	b.ReportMetric((processCPU()-c0).Seconds()/float64(b.N), "cpu-s/import")
	b.ReportMetric(float64(file.Len())/1e6, "MB/export")
}

// processCPU is the CPU time the process has used (user and system).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
