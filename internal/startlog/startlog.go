// Package startlog records the timeline of a start: how long after the
// process's main began each phase ended (store open, runtime ready, first
// frame, …). It is off unless GROVE_TRACE_START is set; then the marks go
// to grove's log as one line each ("start phase=… at=12.3ms"), so a person
// can see where a slow start spends its time. Each mark also carries the
// process's CPU time so far ("cpu=…"), where the system reports it.
package startlog

import (
	"log/slog"
	"os"
	"runtime/metrics"
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
	// cpu is the process's CPU time (user and system, all threads) when
	// the phase ended, package initialisation included: on a busy machine
	// it is the figure that does not stretch.
	cpu time.Duration
	// gcs is how many garbage collections had finished.
	gcs uint64
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
	m := mark{phase, time.Since(t0), cpuTime(), collections()}
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
	attrs := []any{"phase", m.phase, "at", m.at.Round(10 * time.Microsecond).String()}
	if m.cpu > 0 {
		attrs = append(attrs, "cpu", m.cpu.Round(10*time.Microsecond).String())
	}
	log.Info("start", append(attrs, "gc", m.gcs)...)
}

// collections is how many garbage collections have finished (without
// stopping the program, as runtime.ReadMemStats would).
func collections() uint64 {
	s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
