package testkit

import (
	"runtime"
	"runtime/metrics"
	"sync"
	"syscall"
	"testing"
	"time"
)

// SampleHeap samples the live heap every millisecond until the returned
// function is called, which gives its peak above the first sample in MB.
func SampleHeap() func() float64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() float64 {
		metrics.Read(s)
		return float64(s[0].Value.Uint64())
	}
	base, top := read(), 0.0
	done, wg := make(chan struct{}), sync.WaitGroup{}
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			top = max(top, read())
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return func() float64 {
		close(done)
		wg.Wait()
		top = max(top, read())
		return (top - base) / (1 << 20)
	}
}

// CPUTime is the process's user+system time.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Measure runs op b.N times, each after prepare and before done (neither
// measured nor timed), with a garbage collection before each, and reports
// the CPU-seconds (user+system) of an op (cpu-s/op), the peak of live heap
// during one above what was live before it (extra-MB) and, with the
// benchmark's own, its allocations.
func Measure(b *testing.B, prepare, op, done func(i int)) {
	b.Helper()
	var cpu time.Duration
	peak := 0.0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		prepare(i)
		runtime.GC()
		stop := SampleHeap()
		c0 := CPUTime()
		b.StartTimer()
		op(i)
		b.StopTimer()
		cpu += CPUTime() - c0
		peak = max(peak, stop())
		done(i)
		b.StartTimer()
	}
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	b.ReportMetric(peak, "extra-MB")
}
