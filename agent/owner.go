package agent

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/grovechat/grove/session"
)

// NewOwner makes the id under which a runtime or a team of this process
// owns turns and claims: "host/pid/" followed by prefix and a fresh id. The
// owner is open (OwnerOpen) until ReleaseOwner: the process id tells other
// processes whether it may still run, and this one tells its runtimes and
// teams apart by the whole id, so that two of them (the TUI beside an
// in-process server) never take over each other's turns or claims.
func NewOwner(prefix string) string {
	host, _ := os.Hostname()
	owner := fmt.Sprintf("%s/%d/%s%s", host, os.Getpid(), prefix, session.NewID())
	openOwners.Store(owner, true)
	return owner
}

// openOwners are the owners NewOwner made in this process and that
// ReleaseOwner has not released.
var openOwners sync.Map

// ReleaseOwner marks an owner of this process closed: what it left active
// is taken over as a crashed process's is.
func ReleaseOwner(owner string) { openOwners.Delete(owner) }

// OwnerOpen reports whether owner is one of this process that is still
// open (made by NewOwner, not released).
func OwnerOpen(owner string) bool {
	_, ok := openOwners.Load(owner)
	return ok
}

// OwnerProcess reads an owner id made by NewOwner: local reports that it
// names a process of this host, pid that process (0 when the id's pid is
// not a positive number).
func OwnerProcess(owner string) (pid int, local bool) {
	parts := strings.SplitN(owner, "/", 3)
	host, _ := os.Hostname()
	if len(parts) != 3 || parts[0] != host {
		return 0, false
	}
	pid, err := strconv.Atoi(parts[1])
	if err != nil || pid <= 0 {
		return 0, true
	}
	return pid, true
}

// ActiveElsewhere lists the turns other runtimes are running now (a
// `grove send` beside the TUI, on the same database, or another runtime of
// this process), oldest first: active in the store and owned by another
// runtime that may still run them (ownerAlive).
func (r *Runtime) ActiveElsewhere(ctx context.Context) ([]session.Turn, error) {
	all, err := r.store.ActiveTurns(ctx)
	if err != nil {
		return nil, err
	}
	out := all[:0]
	for _, t := range all {
		if t.Owner != r.owner && ownerAlive(t.Owner, t.Heartbeat, r.opts.HeartbeatEvery) {
			out = append(out, t)
		}
	}
	return out, nil
}

// ownerAlive reports whether the runtime named by owner ("host/pid/nonce")
// may still be running a turn: one of this process while it is open; one
// of another process of this host while that process exists and its
// heartbeat is recent; one of another host while its heartbeat is recent.
func ownerAlive(owner string, heartbeat time.Time, every time.Duration) bool {
	if pid, local := OwnerProcess(owner); local {
		if pid == 0 {
			return false
		}
		if pid == os.Getpid() {
			return OwnerOpen(owner)
		}
		return syscall.Kill(pid, 0) == nil && time.Since(heartbeat) < 6*every
	}
	return owner != "" && time.Since(heartbeat) < 6*every
}
