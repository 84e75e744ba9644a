package llm

import (
	"context"
	"time"
)

// Do runs f, retrying its Transient failures by the policy Stream follows
// (attempts, backoff with jitter, the server's Retry-After up to
// MaxRetryAfter, OnRetry told before each wait). It is for requests whose
// answer reaches the caller only once they succeed, such as embeddings.
// The error is the last attempt's, classified.
func (r *Retry) Do(ctx context.Context, f func() error) error {
	attempts := r.MaxAttempts
	if attempts <= 0 {
		attempts = 4
	}
	for attempt := 1; ; attempt++ {
		err := f()
		if err == nil {
			return nil
		}
		e := Classify(err)
		if e.Class != Transient || attempt >= attempts {
			return e
		}
		if ctx.Err() != nil {
			return Classify(ctx.Err())
		}
		wait := r.backoff(attempt)
		if e.RetryAfter > 0 {
			limit := r.MaxRetryAfter
			if limit <= 0 {
				limit = 2 * time.Minute
			}
			if e.RetryAfter > limit {
				return e
			}
			wait = e.RetryAfter
		}
		if r.OnRetry != nil {
			r.OnRetry(attempt, e, wait)
		}
		if err := r.sleep(ctx, wait); err != nil {
			return Classify(err)
		}
	}
}
