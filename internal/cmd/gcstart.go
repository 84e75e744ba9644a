package cmd

import (
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// startHeapGoal is the heap size a command's first garbage collection
// waits for. Go's default first goal is 4 MiB, which `grove list` on a
// thousand conversations or a `grove send` passes shortly before it
// finishes: a whole collection (about a tenth of the command's CPU) for a
// process about to exit. With 32 MiB such commands finish without one.
const startHeapGoal = 32 << 20

// defaultHeapGoal is the Go runtime's first heap goal at GOGC=100.
const defaultHeapGoal = 4 << 20

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
	prev := debug.SetGCPercent(100 * startHeapGoal / defaultHeapGoal)
	var once sync.Once
	restore := func() {
		once.Do(func() {
			debug.SetGCPercent(prev)
			gcRestored.Store(true)
		})
	}
	restoreGC = restore
	// A finalizer runs after the collection that found its object
	// unreachable: the first one.
	sentinel := new([16]byte)
	runtime.SetFinalizer(sentinel, func(*[16]byte) { restore() })
	return true
}
