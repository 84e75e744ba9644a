package main

import (
	"runtime"
	"runtime/debug"
	"strings"
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

// gcRestored is set once the first collection has run and the collector
// is back at the percentage it had.
var gcRestored atomic.Bool

// deferFirstGC moves the first garbage collection of a command-line
// command to startHeapGoal; once it has run, collection returns to its
// usual pace (GOGC), so a long command's heap is what it always was. The
// TUI (no subcommand) and a GOGC the person set are left alone.
func deferFirstGC(args []string, env func(string) (string, bool)) bool {
	if _, set := env("GOGC"); set || !namesSubcommand(args) {
		return false
	}
	prev := debug.SetGCPercent(100 * startHeapGoal / defaultHeapGoal)
	// A finalizer runs after the collection that found its object
	// unreachable: the first one.
	sentinel := new([16]byte)
	runtime.SetFinalizer(sentinel, func(*[16]byte) {
		debug.SetGCPercent(prev)
		gcRestored.Store(true)
	})
	return true
}

// namesSubcommand is true when args run a command other than the TUI: a
// verb (list, send, …) or a request for help. Values of the root's own
// flags are not verbs.
func namesSubcommand(args []string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-h" || a == "--help":
			return true
		case a == "--db" || a == "--theme":
			i++ // its value follows
		case strings.HasPrefix(a, "-"):
		default:
			return true
		}
	}
	return false
}
