package cmd

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestFirstCollectionWaitsForStartHeapGoal: after deferFirstGC a command
// allocates well past Go's default first goal (4 MiB) without a
// collection; once the first collection has run, the collector is back at
// the percentage it had.
func TestFirstCollectionWaitsForStartHeapGoal(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC() // the test binary's own start-up garbage is gone
	if deferFirstGC(func(k string) (string, bool) { return "100", k == "GOGC" }) {
		t.Fatal("a GOGC the person set was overridden")
	}
	if !deferFirstGC(noEnv) {
		t.Fatal("the first collection was not moved")
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	keep := make([][]byte, 0, 1024)
	for range 12 << 10 { // 12 MiB kept alive, three times the default goal
		keep = append(keep, make([]byte, 1024))
	}
	runtime.ReadMemStats(&after)
	if after.NumGC != before.NumGC {
		t.Fatalf("%d collections while the heap grew by 12 MiB", after.NumGC-before.NumGC)
	}
	runtime.KeepAlive(keep)
	runtime.GC()
	deadline := time.Now().Add(30 * time.Second)
	for !gcRestored.Load() {
		if time.Now().After(deadline) {
			t.Fatal("the collector's percentage was not restored after the first collection")
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if p := debug.SetGCPercent(100); p != 100 {
		t.Fatalf("GOGC after the first collection = %d, want 100", p)
	}
}

func noEnv(string) (string, bool) { return "", false }

// TestTUIRestoresCollectionAtItsFrame: the TUI puts the collector back at
// its pace at its first full frame, before any collection, and only once:
// the first collection restoring it later changes nothing.
func TestTUIRestoresCollectionAtItsFrame(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	if !deferFirstGC(noEnv) {
		t.Fatal("the first collection was not moved")
	}
	if p := debug.SetGCPercent(100 * startHeapGoal / defaultHeapGoal); p != 100*startHeapGoal/defaultHeapGoal {
		t.Fatalf("GOGC while the first collection waits = %d", p)
	}
	restoreGC()
	if p := debug.SetGCPercent(50); p != 100 {
		t.Fatalf("GOGC after the frame = %d, want 100", p)
	}
	runtime.GC()
	runtime.GC() // the first collection: its finalizer restores nothing more
	restoreGC()
	if p := debug.SetGCPercent(100); p != 50 {
		t.Fatalf("GOGC set after the frame was changed again: %d, want 50", p)
	}
}
