package agent

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"grove/session"
)

// NewOwner makes the id under which a runtime or a team of this process
// owns turns and claims: "host/pid/" followed by prefix and a fresh id.
func NewOwner(prefix string) string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%s/%d/%s%s", host, os.Getpid(), prefix, session.NewID())
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

// ActiveElsewhere lists the turns other processes are running now (a
// `grove send` beside the TUI, on the same database), oldest first: active
// in the store, owned by another runtime whose process is alive and whose
// heartbeat is recent. Another runtime of this very process counts by its
// heartbeat alone.
func (r *Runtime) ActiveElsewhere(ctx context.Context) ([]session.Turn, error) {
	all, err := r.store.ActiveTurns(ctx)
	if err != nil {
		return nil, err
	}
	out := all[:0]
	for _, t := range all {
		if t.Owner == r.owner {
			continue
		}
		alive := t.Owner != "" && time.Since(t.Heartbeat) < 6*r.opts.HeartbeatEvery
		if pid, local := OwnerProcess(t.Owner); local && pid != os.Getpid() {
			alive = ownerAlive(t.Owner, t.Heartbeat, r.opts.HeartbeatEvery)
		}
		if alive {
			out = append(out, t)
		}
	}
	return out, nil
}
