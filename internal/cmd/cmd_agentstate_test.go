package cmd

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// stateEnv runs the real binary in an isolated project, with a config of
// the given models.
type stateEnv struct {
	t    *testing.T
	bin  string
	work string
	env  []string
}

func newStateEnv(t *testing.T, config string) *stateEnv {
	t.Helper()
	if testing.Short() {
		t.Skip("builds grove")
	}
	work := isolate(t)
	e := &stateEnv{t: t, bin: groveBinary(t), work: work}
	cfg := filepath.Join(work, "config.yaml")
	writeFile(t, cfg, config)
	e.env = append(os.Environ(), "GROVE_CONFIG="+cfg, "TEST_KEY=k", "GROVE_RESTART_BACKOFF=10ms")
	return e
}

func (e *stateEnv) cmd(args ...string) *exec.Cmd {
	c := exec.Command(e.bin, args...)
	c.Dir, c.Env = e.work, e.env
	return c
}

func (e *stateEnv) run(args ...string) (string, error) {
	out, err := e.cmd(args...).CombinedOutput()
	return string(out), err
}

func (e *stateEnv) must(args ...string) string {
	e.t.Helper()
	out, err := e.run(args...)
	if err != nil {
		e.t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// ls reads grove ls --json.
func (e *stateEnv) ls() (agents map[string]lsAgent, turns []session.Turn) {
	e.t.Helper()
	out := e.must("ls", "--json")
	var v struct {
		Agents []lsAgent       `json:"agents"`
		Turns  []session.Turn  `json:"turns"`
		WS     json.RawMessage `json:"workspaces"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		e.t.Fatalf("ls --json: %v\n%s", err, out)
	}
	agents = map[string]lsAgent{}
	for _, a := range v.Agents {
		agents[a.Agent] = a
	}
	return agents, v.Turns
}

// agentEventsOf lists the agent.* events of the log for name, as
// kind or kind:detail.
func (e *stateEnv) agentEventsOf(name string) []string {
	e.t.Helper()
	var out []string
	for _, ev := range jsonEvents(e.t, e.must("events", "--json")) {
		if !strings.HasPrefix(ev.Kind, "agent.") {
			continue
		}
		var d map[string]any
		if err := json.Unmarshal(ev.Data, &d); err != nil {
			e.t.Fatal(err)
		}
		if d["agent"] != name {
			continue
		}
		out = append(out, ev.Kind)
	}
	return out
}

func count(xs []string, x string) int {
	n := 0
	for _, v := range xs {
		if v == x {
			n++
		}
	}
	return n
}

// TestAgentStopAndStartInTheBinary: grove stop NAME holds the agent (a
// send is refused with the reason and the command that resumes it; info
// and ls say stopped; the event log has the change), separate processes
// see it, grove start NAME resumes it, and start FILE still starts a
// workflow.
func TestAgentStopAndStartInTheBinary(t *testing.T) {
	e := newStateEnv(t, "models: {}\n")
	e.must("agent", "create", "alice", "-m", "offline", "-s", "You answer briefly.")

	contains(t, "stop", e.must("stop", "alice"), "stopped alice", "grove start alice")
	out, err := e.run("send", "alice", "hello?")
	if err == nil {
		t.Fatalf("a send to a stopped agent went through:\n%s", out)
	}
	contains(t, "refused send", out, "alice is stopped", "`grove start alice` resumes it")
	contains(t, "info", e.must("agent", "info", "alice"), "state", "stopped (grove start alice)")
	agents, _ := e.ls()
	if agents["alice"].State != "stopped" || agents["alice"].Model != "offline" || agents["assistant"].State != "idle" {
		t.Fatalf("ls: %+v", agents)
	}
	contains(t, "ls", e.must("ls"), "AGENT", "alice", "stopped", "no workflow is running", "no turn is running")
	if out, err := e.run("stop", "alice", "--now"); err != nil || !strings.Contains(out, "already stopped") {
		t.Fatalf("stopping again: %v\n%s", err, out)
	}

	contains(t, "start", e.must("start", "alice"), "started alice")
	contains(t, "send after start", e.must("send", "alice", "what is 6*7?"), "42")
	agents, turns := e.ls()
	if agents["alice"].State != "idle" || len(turns) != 0 {
		t.Fatalf("ls after the turn: %+v %+v", agents, turns)
	}
	evs := e.agentEventsOf("alice")
	for _, want := range []string{"agent.stopped", "agent.started", "agent.running", "agent.idle"} {
		if count(evs, want) == 0 {
			t.Errorf("no %s in %v", want, evs)
		}
	}
	if count(evs, "agent.stopped") != 2 || count(evs, "agent.started") != 1 {
		t.Errorf("agent events: %v", evs)
	}

	// A workflow file still starts with start, and a workflow name that is
	// no agent's too.
	os.MkdirAll(filepath.Join(e.work, ".workflows"), 0o755)
	writeFile(t, filepath.Join(e.work, ".workflows", "check.yaml"), "name: check\nagents:\n  helper:\n    model: offline\n    prompt:\n      system: You help.\n  alice: { ref: alice }\nkickoff: \"@helper hi\"\n")
	contains(t, "start workflow", e.must("start", "check"), "started check:main")
	e.must("stop", "alice")
	// A workflow's agent that is stopped reads so in the workflow's list.
	contains(t, "ls workflows", e.must("ls"), "check:main", "running", "helper (idle)", "alice (stopped)")
	e.must("start", "alice")
	contains(t, "stop workflow", e.must("stop", "check"), "stopped check:main")
}

// TestAgentRestartsThenErrorInTheBinary: a provider that answers 500
// fails each turn; grove tries it again 5 times (agent.restarting), then
// puts the agent in the error state with the last error (agent.error),
// which info and ls show and which refuses sends until grove start. A
// turn that succeeds after failures starts the count again.
func TestAgentRestartsThenErrorInTheBinary(t *testing.T) {
	var failFor atomic.Int32 // requests still to fail; negative: all
	var calls atomic.Int32
	failFor.Store(-1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		calls.Add(1)
		if n := failFor.Load(); n != 0 {
			if n > 0 {
				failFor.Add(-1)
			}
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Retry-After-Ms", "1")
			w.WriteHeader(http.StatusInternalServerError)
			_, _ = w.Write([]byte(`{"error":{"message":"the server had an error","type":"server_error"}}`))
			return
		}
		testkit.WriteSSE(w, testkit.OpenAIStream("all good now"))
	}))
	defer srv.Close()
	e := newStateEnv(t, "models:\n  flaky:\n    provider: openai\n    model: gpt-test\n    base_url: "+srv.URL+"/v1\n    api_key_env: TEST_KEY\n")
	e.must("agent", "create", "bob", "-m", "flaky", "-s", "You answer briefly.")

	out, err := e.run("send", "bob", "hello?")
	if err == nil {
		t.Fatalf("a send to a failing provider succeeded:\n%s", out)
	}
	contains(t, "failing send", out, "restart 1 of 5", "restart 5 of 5", "bob is in the error state")
	agents, _ := e.ls()
	if b := agents["bob"]; b.State != "error" || !strings.Contains(b.Error, "server had an error") || b.Failures != 6 {
		t.Fatalf("ls: %+v", b)
	}
	contains(t, "info", e.must("agent", "info", "bob"), "error: ", "server had an error", "grove start bob")
	evs := e.agentEventsOf("bob")
	if count(evs, "agent.restarting") != 5 || count(evs, "agent.error") != 1 {
		t.Fatalf("agent events: %v", evs)
	}
	before := calls.Load()
	out, err = e.run("send", "bob", "again?")
	if err == nil || calls.Load() != before {
		t.Fatalf("a send to an errored agent went through:\n%s", out)
	}
	contains(t, "refused send", out, "bob is in the error state", "server had an error", "`grove start bob` clears it")

	// Two failed attempts of the next turn (4 tries each by the
	// provider's retry), then it answers: the count starts again.
	failFor.Store(8)
	contains(t, "start", e.must("start", "bob"), "started bob (it was in the error state: ")
	out = e.must("send", "bob", "now?")
	contains(t, "send after start", out, "restart 2 of 5", "all good now")
	agents, _ = e.ls()
	if b := agents["bob"]; b.State != "idle" || b.Failures != 0 {
		t.Fatalf("after a success: %+v", b)
	}
	if evs := e.agentEventsOf("bob"); count(evs, "agent.restarting") != 7 || count(evs, "agent.started") != 1 {
		t.Fatalf("agent events: %v", evs)
	}
}

// TestAgentStopNowCancelsTurnsOfAnotherProcess: a turn runs in one grove
// process (on a provider that never answers), which info and ls show as
// running with its turn count; grove stop NAME --now from another cancels
// it there, and the first process ends; grove start makes it idle again.
func TestAgentStopNowCancelsTurnsOfAnotherProcess(t *testing.T) {
	stop := make(chan struct{})
	var asked atomic.Int32
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		asked.Add(1)
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	}))
	defer hang.Close()
	defer close(stop)
	e := newStateEnv(t, "models:\n  silent:\n    provider: openai\n    model: gpt-test\n    base_url: "+hang.URL+"/v1\n    api_key_env: TEST_KEY\n")
	e.must("agent", "create", "carol", "-m", "silent", "-s", "You answer briefly.")
	send := e.cmd("send", "carol", "are you there?")
	var sendOut strings.Builder
	send.Stdout, send.Stderr = &sendOut, &sendOut
	if err := send.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- send.Wait() }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		agents, turns := e.ls()
		if agents["carol"].State == "running" && agents["carol"].Turns == 1 && len(turns) == 1 && asked.Load() > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the turn never ran: %+v %+v\n%s", agents, turns, sendOut.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	contains(t, "info while running", e.must("agent", "info", "carol"), "running (1 turn)")
	contains(t, "ls while running", e.must("ls"), "carol", "running (1 turn)", "silent")
	out := e.must("stop", "carol", "--now")
	contains(t, "stop --now", out, "stopped carol", "its running turns were cancelled")
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatalf("the send did not end:\n%s", sendOut.String())
	}
	agents, turns := e.ls()
	if agents["carol"].State != "stopped" || len(turns) != 0 {
		t.Fatalf("after stop --now: %+v %+v", agents, turns)
	}
	if evs := e.agentEventsOf("carol"); count(evs, "agent.restarting") != 0 || count(evs, "agent.stopped") != 1 {
		t.Fatalf("a cancel counted as a failure: %v", evs)
	}
	contains(t, "start", e.must("start", "carol"), "started carol")
	if agents, _ := e.ls(); agents["carol"].State != "idle" {
		t.Fatalf("after start: %+v", agents["carol"])
	}
	contains(t, "info after start", e.must("agent", "info", "carol"), "idle")
}
