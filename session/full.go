package session

import (
	"errors"

	"github.com/mattn/go-sqlite3"
)

// IsFull reports whether err means the disk or database is full.
func IsFull(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && se.Code == sqlite3.ErrFull
}

func wrapFull(err error) error {
	if err != nil && IsFull(err) {
		return &Error{Code: EDATABASE, Message: "the disk is full: grove could not save; nothing already saved was lost", Err: err}
	}
	return err
}
