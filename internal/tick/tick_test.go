package tick

import (
	"context"
	"testing"
	"time"
)

// Every keeps calling until the context ends, then returns.
func TestEveryCallsUntilCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	calls := make(chan struct{})
	returned := make(chan struct{})
	go func() {
		defer close(returned)
		Every(ctx, time.Millisecond, func() { calls <- struct{}{} })
	}()
	for range 3 {
		select {
		case <-calls:
		case <-time.After(time.Minute):
			t.Fatal("fn was not called again")
		}
	}
	cancel()
	for {
		select {
		case <-calls: // a tick that raced the cancellation
		case <-returned:
			return
		case <-time.After(time.Minute):
			t.Fatal("Every did not return after its context ended")
		}
	}
}
