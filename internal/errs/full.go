package errs

import (
	"errors"
	"fmt"
	"syscall"
)

// DiskFull is the code of a write that failed because the disk (or the
// person's quota on it) is full.
const DiskFull = "disk_full"

// IsDiskFull reports whether err is a write refused for want of space: no
// space left on the device, or the quota exceeded.
func IsDiskFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}

// Write is what a failed write of file tells a person: on a full disk, a
// DiskFull error that names the file and says the disk is full; any other
// error unchanged (nil stays nil).
func Write(file string, err error) error {
	if err == nil || !IsDiskFull(err) {
		return err
	}
	var e *Error
	if errors.As(err, &e) && e.Code == DiskFull {
		return err
	}
	return &Error{Code: DiskFull, Message: fmt.Sprintf("the disk is full: grove could not write %s", file), Err: err}
}
