//go:build !unix

package tools

import (
	"os/exec"
	"time"
)

func setProcessGroup(cmd *exec.Cmd) { cmd.WaitDelay = 2 * time.Second }

func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		// An error means the process already finished, which is the goal.
		_ = cmd.Process.Kill()
	}
}
