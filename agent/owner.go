package agent

import (
	"fmt"
	"os"
	"strconv"
	"strings"

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
