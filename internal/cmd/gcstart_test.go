package cmd

import (
	"math"
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

// TestFirstCollectionGoalAboveWhatIsLive: when package initialisation left
// a large live heap (the libraries' tables), the first collection still
// waits for startHeapGoal more, not for a goal measured from Go's first
// 4 MiB.
func TestFirstCollectionGoalAboveWhatIsLive(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	tables := make([][]byte, 0, 1024)
	for range 16 << 10 { // 16 MiB live, as if built at initialisation
		tables = append(tables, make([]byte, 1024))
	}
	runtime.GC()
	if !deferFirstGC(noEnv) {
		t.Fatal("the first collection was not moved")
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	keep := make([][]byte, 0, 1024)
	for range 24 << 10 { // 24 MiB more, below the 32 MiB the start may use
		keep = append(keep, make([]byte, 1024))
	}
	runtime.ReadMemStats(&after)
	if after.NumGC != before.NumGC {
		t.Fatalf("%d collections while the heap grew by 24 MiB over 16 MiB live", after.NumGC-before.NumGC)
	}
	runtime.KeepAlive(keep)
	runtime.KeepAlive(tables)
	restoreGC()
}

// TestTUIRestoresCollectionAtItsFrame: the TUI puts the collector back at
// its pace at its first full frame, before any collection, and only once:
// the first collection restoring it later changes nothing.
func TestTUIRestoresCollectionAtItsFrame(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	if !deferFirstGC(noEnv) {
		t.Fatal("the first collection was not moved")
	}
	if p := debug.SetGCPercent(100); p <= 100 {
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

// TestTUIHoldsCollectionForItsFrame: the TUI's start runs no collection
// however much it allocates below the memory limit, and its first frame
// puts back the collector's pace and the memory limit it had.
func TestTUIHoldsCollectionForItsFrame(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	if !deferFirstGC(noEnv) {
		t.Fatal("the first collection was not moved")
	}
	holdGCForFrame()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	keep := make([][]byte, 0, 1024)
	for range 64 << 10 { // 64 MiB, twice the goal of other commands
		keep = append(keep, make([]byte, 1024))
	}
	runtime.ReadMemStats(&after)
	if after.NumGC != before.NumGC {
		t.Fatalf("%d collections during the start", after.NumGC-before.NumGC)
	}
	runtime.KeepAlive(keep)
	restoreGC()
	if p := debug.SetGCPercent(100); p != 100 {
		t.Fatalf("GOGC after the frame = %d, want 100", p)
	}
	if l := debug.SetMemoryLimit(-1); l != math.MaxInt64 {
		t.Fatalf("memory limit after the frame = %d, want none", l)
	}
}
