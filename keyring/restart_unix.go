//go:build unix

package keyring

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// Restart re-executes the running binary (same process id, arguments and
// descriptors) with names removed from its environment, handing their
// values over a pipe that Receive reads. Removing a variable in a running
// process does not change what /proc/<pid>/environ shows (the block the
// kernel set up at exec), so this is the only way the variables leave it.
// It returns nil without doing anything when none of names is set or this
// image is already the restarted one; otherwise it returns only on failure.
func Restart(names []string) error {
	if _, ok := os.LookupEnv(handoffVar); ok {
		return nil
	}
	payload, found := encode(names)
	if !found {
		return nil
	}
	if len(payload) > maxHandoff {
		return errors.New("the keys are too large to hand over")
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	r, w, err := os.Pipe()
	if err != nil {
		return err
	}
	defer r.Close()
	if _, err := w.WriteString(payload); err != nil {
		w.Close()
		return err
	}
	w.Close()
	fd := r.Fd()
	if _, _, e := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_SETFD, 0); e != 0 {
		return e
	}
	drop := map[string]bool{}
	for _, n := range names {
		drop[n] = true
	}
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if !drop[k] {
			env = append(env, kv)
		}
	}
	env = append(env, handoffVar+"="+strconv.Itoa(int(fd)))
	return syscall.Exec(exe, os.Args, env)
}
