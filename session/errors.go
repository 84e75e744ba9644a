package session

import (
	"errors"
	"fmt"
)

// Error codes returned by the store. Messages are safe to show a person.
const (
	ENOTFOUND = "not_found" // the conversation, entry, branch or turn does not exist
	EINVALID  = "invalid"   // the request is malformed (bad kind, empty name, illegal status change)
	ECONFLICT = "conflict"  // the thing already exists (branch name, imported conversation id)
	EUNSAFE   = "unsafe"    // the operation would break a tree invariant (split a tool call from its result)
	ESCHEMA   = "schema"    // the database schema is newer than this binary
	EDATABASE = "database"  // the file is not usable as a grove database (not SQLite, unwritable, a directory)
	ECORRUPT  = "corrupt"   // the file is a SQLite database with damaged pages (doctor reads what it can)
	EREADONLY = "read_only" // the store was opened read-only and refuses writes
	EINTERNAL = "internal"  // an unexpected storage failure
)

// Error is a coded store error.
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

// Errorf returns a coded error with a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of err, EINTERNAL for uncoded errors and "" for nil.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// IsNotFound reports whether err is an ENOTFOUND error.
func IsNotFound(err error) bool { return ErrorCode(err) == ENOTFOUND }
