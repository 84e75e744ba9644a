package session

import (
	"errors"
	"fmt"
	"syscall"

	"github.com/mattn/go-sqlite3"

	"github.com/grovechat/grove/internal/errs"
)

// IsFull reports whether err means the disk or database is full: SQLite's
// "database or disk is full", or a write of the database, its WAL or its
// shared-memory file refused for want of space.
func IsFull(err error) bool {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code == sqlite3.ErrFull || se.SystemErrno == syscall.ENOSPC || se.SystemErrno == syscall.EDQUOT
	}
	return errs.IsDiskFull(err)
}

// fullError is what a write of the database at path that the disk had no
// room for tells a person: the files it could not write and that the disk
// is full (code EDATABASE).
func fullError(path string, err error) error {
	return &Error{Code: EDATABASE, Err: err, Message: fmt.Sprintf(
		"the disk is full: grove could not write the database %s (or its -wal and -shm files beside it); nothing already saved was lost", path)}
}

// wrapFull turns a write that failed on a full disk into fullError; other
// errors pass unchanged.
func (s *Store) wrapFull(err error) error {
	if err != nil && IsFull(err) {
		return fullError(s.path, err)
	}
	return err
}
