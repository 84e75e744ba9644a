package e2e

import (
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// TestE2ESendNoWaitWithChildProcesses: `grove send --no-wait` returns once
// the reply is done while its runner has children of its own (a stdio MCP
// server here), which must not hold the runner's pipes to the command
// open: the background wait is still running when the command is back.
func TestE2ESendNoWaitWithChildProcesses(t *testing.T) {
	bin := groveBinary(t)
	dir := t.TempDir()
	writeConfig(t, dir, mcpConfig(t, "", "probe"))
	ctx := context.Background()
	send := exec.Command(bin, "send", "assistant", "wait 120 seconds", "--no-wait")
	send.Env = headlessEnv(dir, "0")
	out, err := send.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "started `wait` in the background") {
		t.Fatalf("send --no-wait: %v\n%s", err, out)
	}
	st := openHome(t, dir)
	defer st.Close()
	ops, err := st.AsyncOps(ctx, "", "", "")
	if err != nil || len(ops) != 1 {
		t.Fatalf("background operations: %v %v", ops, err)
	}
	if ops[0].Status != session.AsyncRunning {
		t.Fatalf("send --no-wait returned after its background work (%s): the runner's children held its pipes", ops[0].Status)
	}
	// The runner is still at work: stop it (its turn stays active, as a
	// process that ends leaves it for the next owner).
	tu, err := st.Turn(ctx, ops[0].TurnID)
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(tu.Owner, "/")
	if len(parts) < 3 {
		t.Fatalf("the turn's owner %q names no process", tu.Owner)
	}
	pid, err := strconv.Atoi(parts[len(parts)-2])
	if err != nil {
		t.Fatalf("the turn's owner %q names no process", tu.Owner)
	}
	if err := syscall.Kill(pid, syscall.SIGTERM); err != nil {
		t.Fatalf("the runner %d: %v", pid, err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for alive(pid) && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	if alive(pid) {
		t.Fatal("the runner did not end on SIGTERM")
	}
}

// alive reports whether process pid runs (a zombie waiting for whoever
// adopted it does not).
func alive(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return syscall.Kill(pid, 0) == nil
	}
	_, after, _ := strings.Cut(string(stat), ") ")
	return !strings.HasPrefix(after, "Z")
}
