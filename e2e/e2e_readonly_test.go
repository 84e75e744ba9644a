package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestE2EReadOnlyDatabase: a database the user cannot write is opened
// read-only: list, export, stats and doctor read it, a send is refused
// saying why, and the TUI shows the conversations with a read-only notice.
// The binary runs as an unprivileged user (root can write any file).
func testE2EReadOnlyDatabase(t *testing.T, bin string) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to run grove as another user")
	}
	dir := t.TempDir()
	env := groveEnv(dir, 0)
	vars := strings.Fields(strings.TrimPrefix(env, "env "))
	grove := func(asNobody bool, args ...string) (string, error) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + dir}, vars...)
		if asNobody {
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		}
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := grove(false, "send", "assistant", "tell me about read-only oaks"); err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	// The database and its directory belong to root; the rest (and the
	// binary) is open to the other user.
	for _, start := range []string{dir, filepath.Dir(bin)} {
		for p := start; p != filepath.Dir(p) && strings.HasPrefix(p, os.TempDir()+"/"); p = filepath.Dir(p) {
			os.Chmod(p, 0o755)
		}
	}
	for _, d := range []string{"state", "config", "data"} {
		os.MkdirAll(filepath.Join(dir, d), 0o777)
		os.Chmod(filepath.Join(dir, d), 0o777)
	}
	db := filepath.Join(dir, "grove.db")
	os.Chmod(db, 0o444)

	out, err := grove(true, "list", "--json")
	if err != nil {
		t.Fatalf("list as a reader: %v\n%s", err, out)
	}
	var rows []struct{ ID string }
	if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("list: %v\n%s", err, out)
	}
	for _, args := range [][]string{{"export", rows[0].ID, "--format", "md"}, {"stats"}, {"doctor"}} {
		out, err := grove(true, args...)
		if err != nil {
			t.Fatalf("%v as a reader: %v\n%s", args, err, out)
		}
		if args[0] == "export" && !strings.Contains(out, "read-only oaks") {
			t.Fatalf("export:\n%s", out)
		}
	}
	out, err = grove(true, "send", "assistant", "hello")
	if err == nil || !strings.Contains(out, "read-only") || !strings.Contains(out, "not writable") {
		t.Fatalf("send to a read-only database: %v\n%s", err, out)
	}

	// The TUI opens and says so.
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	tm := &tmuxSession{t: t, socket: fmt.Sprintf("grove-ro-%d", os.Getpid()), name: "ro"}
	t.Cleanup(func() { exec.Command("tmux", "-L", tm.socket, "kill-server").Run() })
	tm.run("new-session", "-d", "-s", tm.name, "-x", "140", "-y", "40", "-c", dir,
		"setpriv --reuid=65534 --regid=65534 --clear-groups "+env+" "+bin+"; echo GROVE-EXITED; sleep 600")
	tm.waitFor("the conversation and the read-only notice", 15*time.Second, "read-only oaks", "read-only: the file is not writable")
	tm.keys("C-q")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")
}
