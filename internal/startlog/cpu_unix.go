//go:build unix

package startlog

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, all threads, package
// initialisation included: unlike the wall clock, it does not grow with the
// load of the machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
