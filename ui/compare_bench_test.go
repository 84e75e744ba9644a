package ui

import (
	"context"
	"runtime"
	"testing"
	"time"

	"grove/internal/corpus"
	"grove/internal/testkit"
)

// BenchmarkCompareLong opens the compare view of a 10,000-entry branch of
// realistic messages and a re-run of its last 20 entries, on the store it
// was read from before (the paths cached, as in the TUI): CPU-seconds
// (user+system) to load the view (both paths read and aligned), the peak
// of live heap above what was live before (extra-MB), allocations, and the
// CPU of drawing it at 120×40 (ms/frame).
func BenchmarkCompareLong(b *testing.B) {
	env := newEnv(b, false)
	ctx := context.Background()
	c, _ := env.importLong(b, 22, 10000, 31, nil)
	path, err := env.st.Path(ctx, c.ID, c.CurrentBranch)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := env.st.CreateBranch(ctx, c.ID, "rerun", path[len(path)-21].ID); err != nil {
		b.Fatal(err)
	}
	if _, err := env.st.Append(ctx, c.ID, "rerun", corpus.New(4).Entries(20)...); err != nil {
		b.Fatal(err)
	}
	m := env.startedModel(b, 120, 40)
	var cpu, frames time.Duration
	peak, rows := 0.0, 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		runtime.GC()
		stop := testkit.SampleHeap()
		c0 := cpuTime()
		b.StartTimer()
		msg := compareBranches(ctx, env.st, c.ID, c.CurrentBranch, "rerun")().(compareLoadMsg)
		b.StopTimer()
		cpu += cpuTime() - c0
		peak = max(peak, stop())
		if msg.err != nil {
			b.Fatal(msg.err)
		}
		rows = len(msg.rows)
		ov := &compareOverlay{c: m.c, convID: c.ID, left: msg.left, right: msg.right, rows: msg.rows}
		f0 := cpuTime()
		ov.View(120, 40)
		frames += cpuTime() - f0
		b.StartTimer()
	}
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	b.ReportMetric(peak, "extra-MB")
	b.ReportMetric(float64(frames.Microseconds())/1000/float64(b.N), "ms/frame")
	b.ReportMetric(float64(rows), "rows")
}
