package e2e

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/backend/backendtest"
)

// backendProject writes a project whose agent alice runs on a CLI backend
// in a work directory of its own.
func backendProject(t *testing.T, dir, b string) (project, work string) {
	t.Helper()
	project, work = filepath.Join(dir, "project"), filepath.Join(dir, "work")
	for _, d := range []string{filepath.Join(project, ".agents"), work} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	def := "name: alice\nbackend: " + b + "\nmodel: sonnet\nworkdir: " + work + "\nprompt:\n  system: You are Alice, a careful engineer.\n"
	if err := os.WriteFile(filepath.Join(project, ".agents", "alice.yaml"), []byte(def), 0o600); err != nil {
		t.Fatal(err)
	}
	return project, work
}

// backendE2E prepares an end-to-end test of alice on CLI backend b, skipped
// in -short runs: the binary, a temp dir and backendProject's directories
// in it.
func backendE2E(t *testing.T, b string) (bin, dir, project, work string) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	bin = groveBinary(t)
	dir = t.TempDir()
	project, work = backendProject(t, dir, b)
	return bin, dir, project, work
}

func groveSend(t *testing.T, bin, dir, project string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"send"}, args...)...)
	cmd.Dir = project
	cmd.Env = headlessEnv(dir, "0")
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err = cmd.Run()
	return o.String(), e.String(), err
}

var convRe = regexp.MustCompile(`\[conversation ([0-9A-Za-z]+) `)

// TestE2EClaudeBackendSendAndResume: `grove send` to an agent run by Claude
// Code streams its reply and tool calls, runs it in the agent's directory,
// and the next message of the conversation resumes the CLI's session with
// only the new message.
func TestE2EClaudeBackendSendAndResume(t *testing.T) {
	bin, dir, project, work := backendE2E(t, "claude")
	log := backendtest.Install(t, "")

	// What alice remembers goes with her context.
	if out, _, err := groveIn(t, bin, dir, project, "agent", "memory", "alice", "add", "The files of this project are listed in MANIFEST."); err != nil {
		t.Fatalf("memory add: %v\n%s", err, out)
	}
	out, errOut, err := groveSend(t, bin, dir, project, "alice", "What files are here?")
	if err != nil {
		t.Fatalf("send: %v\n%s\n%s", err, out, errOut)
	}
	if !strings.Contains(out, "There are two files: README.md and main.go.") || !strings.Contains(out, "⚙ Bash") {
		t.Errorf("output lacks the reply or the tool call:\n%s", out)
	}
	m := convRe.FindStringSubmatch(errOut)
	if m == nil {
		t.Fatalf("no conversation id in %q", errOut)
	}
	out, errOut, err = groveSend(t, bin, dir, project, "--conversation", m[1], "alice", "Which one is the entry point?")
	if err != nil {
		t.Fatalf("second send: %v\n%s\n%s", err, out, errOut)
	}
	calls := backendtest.Calls(t, log)
	if len(calls) != 2 {
		t.Fatalf("%d runs of claude, want 2", len(calls))
	}
	for i, c := range calls {
		if c.Cwd != work {
			t.Errorf("run %d in %v, want %s", i, c.Cwd, work)
		}
	}
	args := func(i int) string { return strings.Join(calls[i].Args, " ") }
	if !strings.Contains(args(0), "--append-system-prompt You are Alice") || !strings.Contains(args(0), "The files of this project are listed in MANIFEST.") || strings.Contains(args(0), "--resume") || !strings.Contains(args(0), "--model sonnet") {
		t.Errorf("first run args %q", args(0))
	}
	if !strings.Contains(args(1), "--resume 5f3c2a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f") {
		t.Errorf("second run args %q: the session was not resumed", args(1))
	}
	if p := calls[1].Prompt; !strings.Contains(p, "Which one is the entry point?") || strings.Contains(p, "What files are here?") {
		t.Errorf("second prompt %q", p)
	}
	// The cost Claude Code reported ($0.0123 a run) is in the stats.
	st := exec.Command(bin, "stats")
	st.Dir, st.Env = project, headlessEnv(dir, "0")
	if b, err := st.CombinedOutput(); err != nil || !strings.Contains(string(b), "$0.0246") {
		t.Errorf("stats: %v\n%s", err, b)
	}
}

// TestE2EBackendFailures: a missing CLI names itself and how to install it;
// cut output fails the send keeping what was said.
func TestE2EBackendFailures(t *testing.T) {
	bin, dir, project, _ := backendE2E(t, "cursor")

	goBin, err := exec.LookPath("go") // the fake CLIs are built with it below
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", filepath.Dir(bin)+string(os.PathListSeparator)+filepath.Dir(goBin)) // no cursor-agent anywhere
	out, errOut, err := groveSend(t, bin, dir, project, "alice", "hi")
	if err == nil || !strings.Contains(errOut, `"cursor-agent"`) || !strings.Contains(errOut, "curl https://cursor.com/install") {
		t.Fatalf("missing CLI: err %v\nstdout %s\nstderr %s", err, out, errOut)
	}

	backendtest.Install(t, "cut")
	out, errOut, err = groveSend(t, bin, dir, project, "alice", "What files are here?")
	if err == nil || !strings.Contains(errOut, "turn failed") || !strings.Contains(errOut, "ended before its final event") {
		t.Fatalf("cut output: err %v\nstderr %s", err, errOut)
	}
	if !strings.Contains(out, "I'll read the README first.") {
		t.Errorf("what was said before the cut is lost:\n%s", out)
	}
}

// TestE2EBackendInterrupt: Ctrl+C on `grove send` cancels the turn and stops
// the CLI with everything it started.
func TestE2EBackendInterrupt(t *testing.T) {
	bin, dir, project, _ := backendE2E(t, "claude")
	log := backendtest.Install(t, "hang")
	cmd := exec.Command(bin, "send", "alice", "list the files")
	cmd.Dir, cmd.Env = project, headlessEnv(dir, "0")
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := hangDeadline(5 * time.Second)
	var pids []int
	for len(pids) < 2 {
		pids = backendtest.PIDs(log)
		if time.Now().After(deadline) {
			t.Fatal("the CLI never started")
		}
		time.Sleep(20 * time.Millisecond)
	}
	cmd.Process.Signal(os.Interrupt)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(time.Until(deadline)):
		cmd.Process.Kill()
		t.Fatal("grove send did not stop after Ctrl+C")
	}
	if !strings.Contains(e.String(), "cancelled") {
		t.Errorf("stderr %q does not say the turn was cancelled", e.String())
	}
	for _, pid := range pids {
		for syscall.Kill(pid, 0) == nil {
			if time.Now().After(deadline) {
				t.Fatalf("process %d of the CLI survived", pid)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
}
