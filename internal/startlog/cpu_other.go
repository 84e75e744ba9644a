//go:build !unix

package startlog

import "time"

// cpuTime is unknown here: marks carry no CPU time.
func cpuTime() time.Duration { return 0 }
