package llm

import (
	"context"
	"math/rand/v2"
	"time"
)

// Retry is a Provider that retries its Provider's Transient failures with
// exponential backoff and jitter, honouring the server's Retry-After. It
// never retries once an event has reached the caller, because a second
// attempt would repeat output the person has already seen. The SDKs' own
// retries are switched off so this is the only policy.
type Retry struct {
	Provider Provider
	// MaxAttempts counts the first try; 0 means 4.
	MaxAttempts int
	// BaseDelay is the first backoff (doubling each attempt); 0 means 1s.
	BaseDelay time.Duration
	// MaxDelay caps a computed backoff; 0 means 30s.
	MaxDelay time.Duration
	// MaxRetryAfter is the longest server-requested wait still worth
	// waiting for; a longer one fails at once. 0 means 2 minutes.
	MaxRetryAfter time.Duration
	// Sleep waits for d or until ctx ends; nil means a real timer. Tests
	// inject a recorder.
	Sleep func(ctx context.Context, d time.Duration) error
	// Jitter returns a number in [0,1); nil means math/rand.
	Jitter func() float64
	// OnRetry, if set, hears about each retry before the wait, so the UI
	// can say "overloaded, retrying in 4s".
	OnRetry func(attempt int, err *Error, wait time.Duration)
}

// Name reports the wrapped provider's name.
func (r *Retry) Name() string { return r.Provider.Name() }

// Stream runs the wrapped provider, retrying as described on Retry. The
// error contract is the wrapped provider's: the last attempt's partial
// Response and *Error are returned.
func (r *Retry) Stream(ctx context.Context, req Request, emit func(Event)) (Response, error) {
	attempts := r.MaxAttempts
	if attempts <= 0 {
		attempts = 4
	}
	emitted := false
	track := func(ev Event) {
		emitted = true
		if emit != nil {
			emit(ev)
		}
	}
	for attempt := 1; ; attempt++ {
		resp, err := r.Provider.Stream(ctx, req, track)
		if err == nil {
			return resp, nil
		}
		e := Classify(err)
		if e.Class != Transient || emitted || attempt >= attempts {
			return resp, e
		}
		if ctx.Err() != nil {
			return resp, Classify(ctx.Err())
		}
		wait := r.backoff(attempt)
		if e.RetryAfter > 0 {
			limit := r.MaxRetryAfter
			if limit <= 0 {
				limit = 2 * time.Minute
			}
			if e.RetryAfter > limit {
				return resp, e
			}
			wait = e.RetryAfter
		}
		if r.OnRetry != nil {
			r.OnRetry(attempt, e, wait)
		}
		if err := r.sleep(ctx, wait); err != nil {
			return resp, Classify(err)
		}
	}
}

// backoff is full jitter over an exponential ceiling: spreading retries of
// many agents hitting the same rate limit matters more than a fixed schedule.
func (r *Retry) backoff(attempt int) time.Duration {
	base, ceiling := r.BaseDelay, r.MaxDelay
	if base <= 0 {
		base = time.Second
	}
	if ceiling <= 0 {
		ceiling = 30 * time.Second
	}
	d := base
	for i := 1; i < attempt && d < ceiling; i++ {
		d *= 2
	}
	d = min(d, ceiling)
	j := rand.Float64
	if r.Jitter != nil {
		j = r.Jitter
	}
	// Keep at least half the delay so a retry never fires at once.
	return d/2 + time.Duration(j()*float64(d/2))
}

func (r *Retry) sleep(ctx context.Context, d time.Duration) error {
	if r.Sleep != nil {
		return r.Sleep(ctx, d)
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
