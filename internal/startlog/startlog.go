// Package startlog records the timeline of a start: how long after the
// process's main began each phase ended (store open, runtime ready, first
// frame, …). It is off unless GROVE_TRACE_START is set; then the marks go
// to grove's log as one line each ("start phase=… at=12.3ms cpu=20.1ms":
// time since main began, CPU time of the process so far), so a person can
// see where a slow start spends its time.
package startlog

import (
	"log/slog"
	"os"
	"sync"
	"time"
)

var (
	mu      sync.Mutex
	enabled bool
	t0      time.Time
	log     *slog.Logger
	pending []mark
)

type mark struct {
	phase string
	at    time.Duration
	cpu   time.Duration // CPU time of the whole process (user+sys) so far
}

// Begin starts the clock; main calls it first. Marks before Begin are
// measured from the first Mark.
func Begin() {
	mu.Lock()
	defer mu.Unlock()
	enabled = os.Getenv("GROVE_TRACE_START") != ""
	t0 = time.Now()
}

// Enabled reports whether marks are recorded.
func Enabled() bool {
	mu.Lock()
	defer mu.Unlock()
	return enabled
}

// Mark records that phase ended now. Marks made before the log is known are
// kept and written when SetLog is called.
func Mark(phase string) {
	mu.Lock()
	defer mu.Unlock()
	if !enabled {
		return
	}
	m := mark{phase, time.Since(t0), cpuTime()}
	if log == nil {
		pending = append(pending, m)
		return
	}
	write(m)
}

// Once records phase the first time it is called with that phase only; the
// first frame, for example.
func Once(phase string) {
	mu.Lock()
	if !enabled || seen[phase] {
		mu.Unlock()
		return
	}
	if seen == nil {
		seen = map[string]bool{}
	}
	seen[phase] = true
	mu.Unlock()
	Mark(phase)
}

var seen map[string]bool

// SetLog gives the log the marks go to and writes the ones kept so far.
func SetLog(l *slog.Logger) {
	mu.Lock()
	defer mu.Unlock()
	log = l
	if !enabled || l == nil {
		return
	}
	for _, m := range pending {
		write(m)
	}
	pending = nil
}

func write(m mark) {
	log.Info("start", "phase", m.phase, "at", m.at.Round(10*time.Microsecond).String(),
		"cpu", m.cpu.Round(10*time.Microsecond).String())
}
