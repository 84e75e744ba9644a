package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/grovechat/grove/session"
)

// RetryPolicy says how often and how long a tool may run. Zero values take the defaults: one attempt, 1 s backoff
// doubling between attempts, no per-attempt timeout beyond the caller's.
type RetryPolicy struct {
	Attempts int           `yaml:"attempts" json:"attempts,omitempty"`
	Backoff  time.Duration `yaml:"backoff" json:"backoff,omitempty"`
	Timeout  time.Duration `yaml:"timeout" json:"timeout,omitempty"`
}

// Retrying is implemented by tools with a retry policy.
type Retrying interface {
	RetryPolicy() RetryPolicy
}

// DefaultBackoff is the wait before the first retry.
const DefaultBackoff = time.Second

// Retriable reports whether a failure is an infrastructure error worth
// another attempt: TIMEOUT or EXECUTION_FAILED marked retriable. Business
// errors (INVALID_INPUT, PERMISSION_DENIED, a command that ran and said no)
// never are.
func Retriable(err error) bool {
	var te *session.ToolError
	if !errors.As(err, &te) || !te.Retriable {
		return false
	}
	return te.Code == CodeTimeout || te.Code == CodeExecutionFailed
}

func runWithRetry(ctx context.Context, t Tool, args json.RawMessage) (string, error) {
	var p RetryPolicy
	if rt, ok := t.(Retrying); ok {
		p = rt.RetryPolicy()
	}
	attempts := max(p.Attempts, 1)
	backoff := p.Backoff
	if backoff <= 0 {
		backoff = DefaultBackoff
	}
	var err error
	for i := range attempts {
		if i > 0 {
			timer := time.NewTimer(backoff)
			select {
			case <-ctx.Done():
				timer.Stop()
				return "", err
			case <-timer.C:
			}
			backoff *= 2
		}
		var out string
		out, err = attempt(ctx, t, args, p.Timeout)
		if err == nil {
			return out, nil
		}
		if ctx.Err() != nil || !Retriable(err) {
			break
		}
	}
	if attempts > 1 && Retriable(err) {
		var te *session.ToolError
		errors.As(err, &te)
		return "", &session.ToolError{Code: te.Code, Message: fmt.Sprintf("%s (gave up after %d attempts)", te.Message, attempts), Retriable: true}
	}
	return "", err
}

// attempt runs the tool once under the per-attempt timeout. Running past
// that timeout is a retriable TIMEOUT; the caller's own cancellation is not.
func attempt(ctx context.Context, t Tool, args json.RawMessage, timeout time.Duration) (string, error) {
	actx := ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		actx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	out, err := runOnce(actx, t, args)
	if err == nil {
		return out, nil
	}
	if ctx.Err() == nil && actx.Err() != nil {
		return "", &session.ToolError{Code: CodeTimeout, Message: fmt.Sprintf("the tool took longer than %s", timeout), Retriable: true}
	}
	return "", toToolError(ctx, err)
}
