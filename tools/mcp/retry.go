package mcp

import (
	"context"
	"time"
)

// RetryEvery is the first wait before a server that could not be reached
// at start is tried again; each failure doubles it, up to RetryAtMost.
var (
	RetryEvery  = time.Second
	RetryAtMost = time.Minute
)

// retry connects again, quietly, after growing waits, until the server
// answers (its tools are registered then) or ctx ends (Close). A server
// that comes up after grove started is picked up without a restart.
func (s *server) retry(ctx context.Context) {
	wait := RetryEvery
	for {
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		s.mu.Lock()
		done := s.closing || s.state == StateReady
		s.mu.Unlock()
		if done || s.connect(ctx, true) == nil {
			return
		}
		wait = min(2*wait, RetryAtMost)
	}
}
