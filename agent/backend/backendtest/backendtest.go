// Package backendtest installs fake agent CLIs for tests: one small Go
// program (agent/backend/testdata/fakecli) built once per test binary and
// linked as claude, codex and cursor-agent in a directory that goes first
// on PATH. The fakes print the sample event streams of agent/backend/testdata.
package backendtest

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
)

var (
	once     sync.Once
	built    string
	buildErr error
	buildOut []byte
)

// Dir is the directory of the samples.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "testdata")
}

// Install puts the fake CLIs first on PATH for the test and points them at
// the samples; it returns the file each call of a fake is logged to (one
// JSON object per line, read by Calls). mode is FAKECLI_MODE.
func Install(t testing.TB, mode string) (log string) {
	t.Helper()
	once.Do(func() {
		dir, err := os.MkdirTemp("", "grove-fakecli-")
		if err != nil {
			buildErr = err
			return
		}
		built = filepath.Join(dir, "fakecli")
		cmd := exec.Command("go", "build", "-o", built, ".")
		cmd.Dir = filepath.Join(Dir(), "fakecli")
		buildOut, buildErr = cmd.CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("building the fake CLI: %v\n%s", buildErr, buildOut)
	}
	bin := t.TempDir()
	for _, name := range []string{"claude", "codex", "cursor-agent"} {
		if err := os.Symlink(built, filepath.Join(bin, name)); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv("FAKECLI_DIR", Dir())
	t.Setenv("FAKECLI_MODE", mode)
	log = filepath.Join(t.TempDir(), "calls.jsonl")
	t.Setenv("FAKECLI_LOG", log)
	return log
}

// Call is one call of a fake CLI as the log records it: the name it was
// called by, its arguments and directory, the prompt it read and whether an
// API key was in its environment.
type Call struct {
	Name   string   `json:"name"`
	Args   []string `json:"args"`
	Cwd    string   `json:"cwd"`
	Prompt string   `json:"prompt"`
	HasKey bool     `json:"has_key"`
}

// Calls reads the calls of the fakes logged so far to log.
func Calls(t testing.TB, log string) []Call {
	t.Helper()
	f, err := os.Open(log)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Call
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c Call
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// PIDs returns the process ids a fake in "hang" mode wrote beside log (its
// own and its child's) once the line is complete; nil until then.
func PIDs(log string) []int {
	b, err := os.ReadFile(log + ".pids")
	if err != nil || !strings.HasSuffix(string(b), "\n") {
		return nil
	}
	var pids []int
	for _, f := range strings.Fields(string(b)) {
		n, _ := strconv.Atoi(f)
		pids = append(pids, n)
	}
	return pids
}

// Sessions makes the fakes keep their sessions in a directory, as the real
// CLIs do, and returns it: a new run gets a session id of its own, and
// resuming an id the directory does not hold fails with the real CLI's
// error. Deleting a file of it is a session the CLI lost.
func Sessions(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("FAKECLI_SESSIONS", dir)
	return dir
}
