package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/grovechat/grove/internal/clip"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/openai/openai-go/v3"
	oaistream "github.com/openai/openai-go/v3/packages/ssestream"
)

// errTruncated marks a stream that ended without the provider's final event.
var errTruncated = errors.New("the stream ended before the model finished")

// Class says what the caller should do about a failed call.
type Class int

const (
	// Transient failures may succeed if tried again later: rate limits,
	// overload, 5xx, dropped connections, timeouts.
	Transient Class = iota + 1
	// Permanent failures will fail again: bad key, bad request, no such model.
	Permanent
	// ContextLength means the prompt is too long for the model; the turn
	// should end incomplete so the context can be compacted.
	ContextLength
	// Canceled means the caller's context was canceled.
	Canceled
)

func (c Class) String() string {
	switch c {
	case Transient:
		return "transient"
	case Permanent:
		return "permanent"
	case ContextLength:
		return "context_length"
	case Canceled:
		return "canceled"
	}
	return "unknown"
}

// Error is the only error type providers return.
type Error struct {
	Class Class
	// Status is the HTTP status, 0 when there was none (network errors,
	// errors inside a 200 stream).
	Status int
	// RetryAfter is the wait the server asked for, 0 if it did not say.
	RetryAfter time.Duration
	// Message is one line a person understands; it never contains secrets.
	Message string
	Err     error
}

func (e *Error) Error() string { return e.Message }
func (e *Error) Unwrap() error { return e.Err }

// ErrorCode is the class's name: transient, permanent, context_length or
// canceled.
func (e *Error) ErrorCode() string { return e.Class.String() }

// UserMessage returns Message.
func (e *Error) UserMessage() string { return e.Message }

// Classify turns any error into an *Error; nil stays nil. Errors that
// already are (or wrap) an *Error are returned as they are.
func Classify(err error) *Error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return classify(err, "")
}

// classify does the work of Classify; provider names the service in messages.
func classify(err error, provider string) *Error {
	who := provider
	if who == "" {
		who = "the model provider"
	}
	var oe *openai.Error
	if errors.As(err, &oe) {
		msg := oe.Message
		if msg == "" {
			msg = errorMessageFromJSON(oe.RawJSON())
		}
		return fromStatus(err, who, oe.StatusCode, oe.Code, oe.Type, msg, oe.Response)
	}
	var ae *anthropic.Error
	if errors.As(err, &ae) {
		typ, msg := anthropicErrorBody(ae.RawJSON())
		if t := string(ae.Type()); t != "" {
			typ = t
		}
		status := ae.StatusCode
		if status == http.StatusOK {
			// An `error` event after the stream started: the HTTP status
			// says nothing, the error type says everything.
			status = 0
		}
		return fromStatus(err, who, status, "", typ, msg, ae.Response)
	}
	var se *oaistream.StreamError
	if errors.As(err, &se) {
		var body struct {
			Error struct {
				Message string `json:"message"`
				Type    string `json:"type"`
				Code    any    `json:"code"`
			} `json:"error"`
		}
		// Best effort: a body that is not the usual JSON leaves the fields
		// empty and the generic message below stands.
		_ = json.Unmarshal(se.Event.Data, &body)
		code, _ := body.Error.Code.(string)
		msg := body.Error.Message
		if msg == "" {
			msg = "the stream broke off"
		}
		return fromStatus(err, who, 0, code, body.Error.Type, msg, nil)
	}
	switch {
	case errors.Is(err, context.Canceled):
		return &Error{Class: Canceled, Message: "cancelled", Err: err}
	case errors.Is(err, context.DeadlineExceeded):
		return &Error{Class: Transient, Message: who + " timed out", Err: err}
	case errors.Is(err, errTruncated):
		return &Error{Class: Transient, Message: who + ": " + errTruncated.Error(), Err: err}
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return &Error{Class: Transient, Message: "connection to " + who + " was cut off", Err: err}
	case errors.Is(err, syscall.ECONNREFUSED):
		return &Error{Class: Transient, Message: who + " refused the connection (is it running?)", Err: err}
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return &Error{Class: Transient, Message: who + " timed out", Err: err}
	}
	var op *net.OpError
	if errors.As(err, &op) {
		return &Error{Class: Transient, Message: "network error talking to " + who + ": " + oneLine(op.Err.Error()), Err: err}
	}
	var dns *net.DNSError
	if errors.As(err, &dns) {
		return &Error{Class: Transient, Message: "cannot resolve " + dns.Name, Err: err}
	}
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		// A stream chunk that is not JSON: a glitch of the server or a
		// proxy, not of the request.
		return &Error{Class: Transient, Message: who + " sent a malformed reply (" + oneLine(syn.Error()) + ")", Err: err}
	}
	return &Error{Class: Permanent, Message: oneLine(err.Error()), Err: err}
}

// fromStatus classifies an API error from its status and error code/type.
// status 0 means the error arrived inside a stream.
func fromStatus(err error, who string, status int, code, typ, msg string, resp *http.Response) *Error {
	e := &Error{Status: status, Err: err}
	if resp != nil {
		e.RetryAfter = retryAfter(resp.Header)
	}
	detail := ""
	if msg != "" {
		detail = ": " + oneLine(msg)
	}
	lower := strings.ToLower(msg)
	switch {
	case code == "context_length_exceeded" ||
		strings.Contains(lower, "prompt is too long") ||
		strings.Contains(lower, "maximum context length") ||
		strings.Contains(lower, "context length exceeded") ||
		status == http.StatusRequestEntityTooLarge || typ == "request_too_large":
		e.Class = ContextLength
		e.Message = "the conversation is too long for the model" + detail
	case status == http.StatusTooManyRequests || typ == "rate_limit_error" || code == "rate_limit_exceeded":
		e.Class = Transient
		e.Message = who + " is rate limiting requests" + statusNote(status) + detail
	case status == 529 || typ == "overloaded_error":
		e.Class = Transient
		e.Message = who + " is overloaded" + statusNote(status) + detail
	case status == http.StatusUnauthorized || typ == "authentication_error":
		e.Class = Permanent
		e.Message = who + " rejected the API key" + statusNote(status) + detail
	case status == http.StatusForbidden || typ == "permission_error":
		e.Class = Permanent
		e.Message = who + " denied permission" + statusNote(status) + detail
	case status == http.StatusNotFound || typ == "not_found_error" || code == "model_not_found":
		e.Class = Permanent
		e.Message = "not found at " + who + statusNote(status) + detail
	case status == http.StatusRequestTimeout || status == http.StatusConflict || status == http.StatusTooEarly || status >= 500:
		e.Class = Transient
		e.Message = who + " had a server error" + statusNote(status) + detail
	case status >= 400:
		e.Class = Permanent
		e.Message = who + " rejected the request" + statusNote(status) + detail
	default:
		// Errors inside a stream (server_error, api_error, ...) are the
		// server's trouble, not the request's.
		e.Class = Transient
		if typ == "invalid_request_error" {
			e.Class = Permanent
		}
		e.Message = who + " failed mid-stream" + detail
	}
	return e
}

func statusNote(status int) string {
	if status == 0 {
		return ""
	}
	return fmt.Sprintf(" (%d)", status)
}

// retryAfter reads the wait a server asked for: retry-after-ms (OpenAI),
// then retry-after in seconds or as an HTTP date.
func retryAfter(h http.Header) time.Duration {
	if v := h.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms >= 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	v := h.Get("Retry-After")
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := time.Until(t); d > 0 {
			return d
		}
	}
	return 0
}

func anthropicErrorBody(raw string) (typ, msg string) {
	var body struct {
		Error struct {
			Type    string `json:"type"`
			Message string `json:"message"`
		} `json:"error"`
	}
	// Best effort: a body that is not JSON names no type or message, and
	// the status alone classifies the error.
	_ = json.Unmarshal([]byte(raw), &body)
	return body.Error.Type, body.Error.Message
}

func errorMessageFromJSON(raw string) string {
	var body struct {
		Message string `json:"message"`
		Error   struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	// Best effort, as in anthropicErrorBody.
	_ = json.Unmarshal([]byte(raw), &body)
	if body.Message != "" {
		return body.Message
	}
	return body.Error.Message
}

// oneLine keeps messages fit for a status bar.
func oneLine(s string) string { return clip.Line(s, 240) }

// withKeyHint adds to authentication failures what to check about the key
// (see keyHint); the key itself is never shown.
func withKeyHint(e *Error, hint string) *Error {
	if e == nil || hint == "" {
		return e
	}
	if e.Status == http.StatusUnauthorized || strings.Contains(e.Message, "rejected the API key") {
		e.Message += "; " + hint
	}
	return e
}

// providerError classifies an SDK error for a provider: the caller's own
// cancellation wins over whatever the transport made of it, and messages
// say where the key came from (keyHint) and name the model where that helps.
func providerError(ctx context.Context, err error, provider, keyHint, model string) *Error {
	if cerr := ctx.Err(); cerr != nil {
		// The caller ended the call (cancel or its own deadline);
		// retrying inside a dead context is pointless.
		msg := "cancelled"
		if errors.Is(cerr, context.DeadlineExceeded) {
			msg = "the call ran out of time"
		}
		return &Error{Class: Canceled, Message: msg, Err: err}
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	e = classify(err, provider)
	if e.Status == http.StatusNotFound && model != "" {
		e.Message = fmt.Sprintf("model %q not found at %s (404)", model, provider)
	}
	return withKeyHint(e, keyHint)
}
