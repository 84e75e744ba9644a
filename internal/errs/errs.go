// Package errs is grove's error model. Every error a person may see carries
// a code a program can switch on and a message a person can act on: the
// store's errors (*Error, codes in session), the providers' (llm.Error,
// codes from their class), the tools' (session.ToolError, the tool error
// codes) and the definition files' (yamlfield.Error). Every surface — the
// command line, the TUI, JSON output — turns an error into text with
// UserMessage and nothing else.
package errs

import (
	"errors"
	"fmt"
	"strings"
)

// Coded is an error with a stable code and a message fit for a person.
type Coded interface {
	error
	// ErrorCode is the stable code; callers switch on it, never on text.
	ErrorCode() string
	// UserMessage says what went wrong in one line a person can act on;
	// it never contains secrets.
	UserMessage() string
}

// Internal is the code of errors that carry none: an unexpected failure.
const Internal = "internal"

// Error is the plain coded error.
type Error struct {
	Code    string
	Message string
	Err     error
}

func (e *Error) Error() string {
	if e.Err != nil && e.Message == "" {
		return e.Err.Error()
	}
	return e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// ErrorCode returns e.Code.
func (e *Error) ErrorCode() string { return e.Code }

// UserMessage returns the message (the wrapped error's when there is none).
func (e *Error) UserMessage() string { return e.Error() }

// Errorf returns a coded error with a formatted message. A %w verb wraps its
// argument as the cause.
func Errorf(code, format string, args ...any) *Error {
	err := fmt.Errorf(format, args...)
	return &Error{Code: code, Message: err.Error(), Err: errors.Unwrap(err)}
}

// Code returns the code of the first coded error in err's chain, Internal
// when there is none and "" for nil.
func Code(err error) string {
	if err == nil {
		return ""
	}
	var c Coded
	if errors.As(err, &c) {
		return c.ErrorCode()
	}
	return Internal
}

// UserMessage is the one way an error becomes text for a person. The first
// coded error in err's chain speaks for itself; what wrappers around it
// added in front ("opening x: ") is kept. An error without a code is shown
// as it is.
func UserMessage(err error) string {
	if err == nil {
		return ""
	}
	var c Coded
	if !errors.As(err, &c) {
		return err.Error()
	}
	msg := c.UserMessage()
	if outer, inner := err.Error(), c.Error(); outer != inner {
		if prefix, ok := strings.CutSuffix(outer, inner); ok {
			return prefix + msg
		}
	}
	return msg
}
