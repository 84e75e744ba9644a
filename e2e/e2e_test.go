package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestE2ETUI drives the real binary in tmux with a temporary database and
// the offline model: stream a reply, switch conversations while it streams,
// start a second turn, watch an async result arrive, quit, start again and
// find everything there.
func TestE2ETUI(t *testing.T) {
	tm, _, bin, env := startEmptyE2E(t, "e2e", 15, "", 120, 40)

	// A reply streams.
	tm.keys("tell me about rivers and how they shape valleys", "Enter")
	tm.waitFor("the reply streaming", 10*time.Second, "writing")

	// Switch to a new conversation while it streams, and start a second turn
	// there with a background tool.
	tm.keys("C-n")
	tm.waitFor("a new conversation", 5*time.Second, "CONVERSATIONS 2")
	tm.keys("what is 6*7? also wait 2 seconds", "Enter")
	tm.waitFor("the second turn answering", 15*time.Second, "6*7 → 42")
	tm.waitFor("the async result as a new message", 20*time.Second, "↩ background result")
	tm.waitFor("the reply to the async result", 20*time.Second, "finished:")

	// The first conversation went on in the background.
	tm.keys("M-Left")
	tm.waitFor("the first conversation", 10*time.Second, "rivers and how they shape valleys", "assistant · turn 1")
	tm.waitNot("the first reply to finish", 30*time.Second, "writing")

	// Quit with ctrl+c twice on an idle screen.
	tm.waitNot("turns to finish", 20*time.Second, "active")
	tm.keys("C-c")
	tm.keys("C-c")
	tm.waitFor("grove to exit", 10*time.Second, "GROVE-EXITED")

	// Start again: both conversations and the async result are there.
	tm.run("respawn-pane", "-k", "-t", tm.name, env+" "+bin+"; sleep 600")
	tm.waitFor("conversations after restart", 10*time.Second, "CONVERSATIONS 2", "rivers and how they")
	tm.pick("6*7")
	tm.waitFor("the async conversation after restart", 10*time.Second, "↩ background result", "6*7 → 42")
	tm.keys("C-q")
}

// setupE2E builds the grove binary (once per test run) and returns a tmux
// session on its own server (killed when the test ends) and a temp dir.
// Without tmux the test is skipped, except under CI=true, where a missing
// tmux fails loudly so that the end-to-end tests never silently vanish.
func setupE2E(t *testing.T, name string) (tm *tmuxSession, dir, bin string) {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end test")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is not installed: the end-to-end tests need it under CI")
		}
		t.Skip("tmux is not installed")
	}
	bin = groveBinary(t)
	dir = t.TempDir()
	tm = &tmuxSession{t: t, socket: fmt.Sprintf("grove-%s-%d", name, os.Getpid()), name: name}
	t.Cleanup(tm.kill)
	return tm, dir, bin
}

// startEmptyE2E sets up as setupE2E does and starts the TUI as startEmpty
// does, in directory cwd ("" for tmux's default), under groveEnv's prefix
// for the temp dir at wps words per second; it returns that prefix as env.
func startEmptyE2E(t *testing.T, name string, wps int, cwd string, w, h int) (tm *tmuxSession, dir, bin, env string) {
	t.Helper()
	tm, dir, bin = setupE2E(t, name)
	env = groveEnv(dir, wps)
	tm.startEmpty(bin, env, cwd, w, h)
	return tm, dir, bin, env
}

func TestMain(m *testing.M) {
	if os.Getenv(mcpServerEnv) != "" {
		os.Exit(serveMCP())
	}
	var err error
	if runDir, err = os.MkdirTemp("", "grove-e2e-"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	testkit.RemoveBinaries()
	os.RemoveAll(runDir)
	os.Exit(code)
}

// runDir holds what lives as long as the test run (fixtures shared by
// benchmarks), removed by TestMain.
var runDir string

// groveBinary is the grove command built for this test run.
func groveBinary(t testing.TB) string { return testkit.GroveBinary(t) }

// repoRoot is grove's module directory (the tests run in e2e/).
var repoRoot = func() string {
	wd, _ := os.Getwd()
	return filepath.Dir(wd)
}()

// groveEnv is an env prefix pointing grove at a temp database, state and
// config, on the offline model at wps words per second, with no API keys or
// config file of the person running the tests.
func groveEnv(dir string, wps int) string {
	return fmt.Sprintf("env GROVE_DB=%s GROVE_CONFIG= GROVE_AGENT_CAP= ANTHROPIC_API_KEY= OPENAI_API_KEY= XDG_STATE_HOME=%s XDG_CONFIG_HOME=%s XDG_DATA_HOME=%s XDG_CACHE_HOME=%s GROVE_MODEL=offline GROVE_OFFLINE_WPS=%d TERM=xterm-256color",
		filepath.Join(dir, "grove.db"), filepath.Join(dir, "state"), filepath.Join(dir, "config"), filepath.Join(dir, "data"), filepath.Join(dir, "cache"), wps)
}

// startGrove starts the TUI (bin after the env prefix env) in the session's
// window of w×h cells, in directory cwd ("" for tmux's default), and waits
// for its first screen (what, showing want); the pane says GROVE-EXITED
// when grove exits and stays open.
func (s *tmuxSession) startGrove(bin, env, cwd string, w, h int, what string, want ...string) {
	s.t.Helper()
	s.newPane(w, h, cwd, env+" "+bin+"; echo GROVE-EXITED; sleep 600")
	s.waitFor(what, 10*time.Second, want...)
}

// startEmpty starts the TUI as startGrove does on a home with no
// conversation yet, and waits for its empty screen.
func (s *tmuxSession) startEmpty(bin, env, cwd string, w, h int) {
	s.t.Helper()
	s.startGrove(bin, env, cwd, w, h, "empty screen", "Say something to")
}

// newPane runs the shell command line cmd in the session's new window of
// w×h cells, in directory cwd ("" for tmux's default).
func (s *tmuxSession) newPane(w, h int, cwd, cmd string) {
	s.t.Helper()
	args := []string{"new-session", "-d", "-s", s.name, "-x", strconv.Itoa(w), "-y", strconv.Itoa(h)}
	if cwd != "" {
		args = append(args, "-c", cwd)
	}
	s.run(append(args, cmd)...)
}

// openHome opens the database of the grove whose home is dir (as
// groveEnv and startEnv point it); the caller closes it.
func openHome(tb testing.TB, dir string) *session.Store {
	tb.Helper()
	return testkit.Open(tb, filepath.Join(dir, "grove.db"))
}

// runGrove runs bin with args in directory dir under the env prefix env
// (groveEnv's form) and returns its output; a failure fails the test.
func runGrove(t *testing.T, bin, dir, env string, args ...string) string {
	t.Helper()
	c := exec.Command(bin, args...)
	c.Dir = dir
	c.Env = append(os.Environ(), strings.Fields(strings.TrimPrefix(env, "env "))...)
	out, err := c.CombinedOutput()
	if err != nil {
		t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

type tmuxSession struct {
	t      testing.TB
	socket string
	name   string
}

// kill ends the session's tmux server.
func (s *tmuxSession) kill() { exec.Command("tmux", "-L", s.socket, "kill-server").Run() }

func (s *tmuxSession) run(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", s.socket}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %v: %v\n%s", args, err, out)
	}
	return string(out)
}

func (s *tmuxSession) keys(keys ...string) {
	s.t.Helper()
	for _, k := range keys {
		args := []string{"send-keys", "-t", s.name}
		if len(k) > 1 && !strings.Contains(k, " ") && (k == "Enter" || strings.HasPrefix(k, "C-") || strings.HasPrefix(k, "M-")) {
			args = append(args, k)
		} else {
			args = append(args, "-l", k)
		}
		s.run(args...)
		time.Sleep(50 * time.Millisecond)
	}
}

// pick opens the palette (ctrl+p), types query and, once it shows,
// chooses the first entry.
func (s *tmuxSession) pick(query string) {
	s.t.Helper()
	s.keys("C-p")
	s.keys(query)
	s.waitFor("the palette entry "+query, 10*time.Second, query)
	s.keys("Enter")
}

func (s *tmuxSession) capture() string {
	s.t.Helper()
	return s.run("capture-pane", "-p", "-t", s.name)
}

// hangDeadline turns the time a step normally takes into the deadline of a
// wait: generous enough that only a hang reaches it on a loaded machine.
func hangDeadline(d time.Duration) time.Time {
	return time.Now().Add(max(6*d, 2*time.Minute))
}

// waitFor polls the screen until every want appears (d is how long the step
// normally takes; the wait fails only on a hang).
func (s *tmuxSession) waitFor(what string, d time.Duration, want ...string) {
	s.t.Helper()
	s.await(what, d, 100*time.Millisecond, nil, want...)
}

// await captures the screen every poll until every want is on it and
// returns the moment it was; each, when not nil, is given every screen
// captured before. d is how long the step normally takes: the wait fails
// only on a hang.
func (s *tmuxSession) await(what string, d, poll time.Duration, each func(screen string), want ...string) time.Time {
	s.t.Helper()
	deadline := hangDeadline(d)
	var screen string
	for time.Now().Before(deadline) {
		screen = s.capture()
		ok := true
		for _, w := range want {
			if !strings.Contains(screen, w) {
				ok = false
			}
		}
		if ok {
			return time.Now()
		}
		if each != nil {
			each(screen)
		}
		time.Sleep(poll)
	}
	s.t.Fatalf("waiting for %s (%q): not on screen in time:\n%s", what, want, screen)
	return time.Time{}
}

// waitNot polls the screen until text disappears.
func (s *tmuxSession) waitNot(what string, d time.Duration, text string) {
	s.t.Helper()
	deadline := hangDeadline(d)
	var screen string
	for time.Now().Before(deadline) {
		screen = s.capture()
		if !strings.Contains(screen, text) {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.t.Fatalf("waiting for %s: %q still on screen in time:\n%s", what, text, screen)
}

// writeFile writes body to path (0600), making its directory (0700).
var writeFile = testkit.WriteFile
