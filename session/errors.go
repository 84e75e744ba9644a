package session

import (
	"database/sql"
	"errors"

	"github.com/grovechat/grove/internal/errs"
)

// Error codes returned by the store. Messages are safe to show a person.
const (
	ENOTFOUND = "not_found"   // the conversation, entry, branch or turn does not exist
	EINVALID  = "invalid"     // the request is malformed (bad kind, empty name, illegal status change)
	ECONFLICT = "conflict"    // the thing already exists (branch name, imported conversation id)
	EUNSAFE   = "unsafe"      // the operation would break a tree invariant (split a tool call from its result)
	ESCHEMA   = "schema"      // the database schema is newer than this binary
	EDATABASE = "database"    // the file is not usable as a grove database (not SQLite, unwritable, a directory)
	ECORRUPT  = "corrupt"     // the file is a SQLite database with damaged pages (doctor reads what it can)
	EREADONLY = "read_only"   // the store was opened read-only and refuses writes
	EINTERNAL = errs.Internal // an unexpected storage failure
)

// Error is a coded store error: grove's plain coded error with the codes above.
type Error = errs.Error

// Errorf returns a coded error with a formatted message.
func Errorf(code, format string, args ...any) *Error { return errs.Errorf(code, format, args...) }

// notFound turns the sql.ErrNoRows of a lookup into an ENOTFOUND error
// with a formatted message; other errors, and nil, pass unchanged.
func notFound(err error, format string, args ...any) error {
	if errors.Is(err, sql.ErrNoRows) {
		return Errorf(ENOTFOUND, format, args...)
	}
	return err
}

// ErrorCode returns the code of the store error in err's chain, EINTERNAL
// for errors without one and "" for nil.
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
