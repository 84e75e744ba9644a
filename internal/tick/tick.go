// Package tick runs a function at a fixed interval until a context ends.
package tick

import (
	"context"
	"time"
)

// Every calls fn every d, the first time d after the call, until ctx
// ends; it returns when ctx ends and never while fn runs.
func Every(ctx context.Context, d time.Duration, fn func()) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		fn()
	}
}
