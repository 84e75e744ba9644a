package agent

import (
	"context"
	"fmt"
	"runtime"
	"syscall"
	"testing"
	"time"

	"grove/internal/corpus"
	"grove/internal/testkit"
	"grove/session"
)

// BenchmarkCompactLongBranch measures a background compaction of a
// 10,000-entry branch of realistic messages on the offline model, as the
// first send into such a branch starts it: CPU-seconds (user+system) per
// compaction and the peak of live heap above what was live before it
// (extra MB). Each iteration compacts a fresh branch at the same head,
// given the path as the asking turn read it (see readPath).
func BenchmarkCompactLongBranch(b *testing.B) {
	e, c := offlineConv(b)
	ctx := context.Background()
	testkit.AppendInBatches(b, e.store, c.ID, session.DefaultBranch, corpus.New(7).Entries(10000))
	// As the turn that asks has read it: its newest entries whole.
	path, from, err := e.store.PathNewest(ctx, c.ID, session.DefaultBranch, firstWhole)
	if err != nil {
		b.Fatal(err)
	}
	head := path[len(path)-1].ID
	var cpu time.Duration
	peak := 0.0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		branch := fmt.Sprintf("bench-%d", i)
		if _, err := e.store.CreateBranch(ctx, c.ID, branch, head); err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		stop := testkit.SampleHeap()
		c0 := cpuTime()
		b.StartTimer()
		e.rt.compactInBackground(c.ID, branch, "", readPath{path, from})
		if err := e.rt.WaitCompactions(ctx); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		cpu += cpuTime() - c0
		peak = max(peak, stop())
		if p := e.path(c.ID, branch); p[len(p)-1].Kind != session.EntryCompaction {
			b.Fatalf("branch %s was not compacted", branch)
		}
		b.StartTimer()
	}
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	b.ReportMetric(peak, "extra-MB")
}

// cpuTime is the process's user+system time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
