//go:build unix

package tools

import (
	"os/exec"
	"syscall"
	"time"
)

// setProcessGroup puts the command in its own process group so that a
// timeout kills what it started too (a shell's children keep pipes open).
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.WaitDelay = 2 * time.Second
}

func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		// ESRCH means the group is already gone, which is the goal.
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
