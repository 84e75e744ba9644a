package testkit

import (
	"runtime/metrics"
	"sync"
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
