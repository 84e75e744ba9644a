package cmd

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"

	"github.com/grovechat/grove/internal/startlog"
)

// startHeapGoal is the heap size a command's first garbage collection
// waits for. Go's default first goal is 4 MiB, which `grove list` on a
// thousand conversations or a `grove send` passes shortly before it
// finishes: a whole collection (about a tenth of the command's CPU) for a
// process about to exit. With 32 MiB such commands finish without one.
const startHeapGoal = 32 << 20

// defaultHeapGoal is the Go runtime's first heap goal at GOGC=100.
const defaultHeapGoal = 4 << 20

// startPercent is the GOGC that puts the next collection startHeapGoal
// above the heap live now. The libraries' package initialisation may have
// collected already (their tables are most of what is live when main
// starts), so the goal is measured from that heap, not from Go's first
// 4 MiB goal.
func startPercent() int {
	live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(live)
	heap := defaultHeapGoal / 2
	if live[0].Value.Kind() == metrics.KindUint64 && live[0].Value.Uint64() > uint64(heap) {
		heap = int(live[0].Value.Uint64())
	}
	return 100 * startHeapGoal / heap
}

// gcRestored is set once the collector is back at the percentage it had.
var gcRestored atomic.Bool

// restoreGC puts the collector back at its pace (GOGC) after deferFirstGC
// (it does nothing otherwise, or the second time). The TUI calls it once
// its first full frame is on screen.
var restoreGC = func() {}

// deferFirstGC moves the first garbage collection of a command to
// startHeapGoal; once it has run, collection returns to its usual pace
// (GOGC), so a long command's heap is what it always was. The TUI returns
// to that pace at its first full frame (restoreGC) if no collection came
// first: the two or three collections its start would otherwise run, each
// stopping the program, come after that frame. A GOGC the person set is
// left alone.
func deferFirstGC(env func(string) (string, bool)) bool {
	if _, set := env("GOGC"); set {
		return false
	}
	prev := debug.SetGCPercent(startPercent())
	var once sync.Once
	restore := func() {
		once.Do(func() {
			debug.SetGCPercent(prev)
			gcRestored.Store(true)
		})
	}
	restoreGC = restore
	deferred = true
	// A finalizer runs after the collection that found its object
	// unreachable: the first one.
	sentinel := new([16]byte)
	runtime.SetFinalizer(sentinel, func(*[16]byte) { restore() })
	return true
}

// deferred is set once deferFirstGC moved the first collection.
var deferred bool

// frameMemoryLimit bounds the heap while the TUI holds collection off for
// its first frame: past it the collector runs anyway.
const frameMemoryLimit = 512 << 20

// holdGCForFrame turns collection off until the TUI's first full frame is
// on screen (restoreGC): its start is bounded work (the conversation list,
// the end of one branch, one screen), and a collection during it stops the
// program while the person waits, however long the start takes. A GOGC the
// person set is left alone, and frameMemoryLimit still bounds the heap.
func holdGCForFrame() {
	if !deferred {
		return
	}
	// Turning collection off waits for a cycle in progress (one the
	// libraries' initialisation started) to finish: none runs after this.
	debug.SetGCPercent(-1)
	startlog.Mark("collection held")
	prevLimit := debug.SetMemoryLimit(frameMemoryLimit)
	restore := restoreGC
	restoreGC = func() {
		debug.SetMemoryLimit(prevLimit)
		restore()
	}
}
