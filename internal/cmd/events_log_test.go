package cmd

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestEventLogOfRetriesWorkflowsAndConversations runs the real binary: a
// send whose provider fails twice before answering leaves llm.retry
// records; grove run leaves workflow.started (with the names of its inputs)
// and workflow.completed, or workflow.failed when it does not finish; the
// conversations they open are started, and those of a stopped workspace
// end. All of it is read back through grove events --json.
func TestEventLogOfRetriesWorkflowsAndConversations(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	work := isolate(t)
	bin := groveBinary(t)
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) <= 2 {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(`{"error":{"message":"overloaded","type":"server_error"}}`))
			return
		}
		testkit.WriteSSE(w, testkit.OpenAIStream("answered after two retries"))
	}))
	defer srv.Close()
	// A server that never answers: a workflow on it cannot finish.
	stop := make(chan struct{})
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	}))
	defer hang.Close()
	defer close(stop)
	cfg := filepath.Join(work, "config.yaml")
	writeFile(t, cfg, "models:\n  flaky:\n    provider: openai\n    model: gpt-test\n    base_url: "+srv.URL+"/v1\n    api_key_env: FLAKY_KEY\n"+
		"  silent:\n    provider: openai\n    model: gpt-test\n    base_url: "+hang.URL+"/v1\n    api_key_env: FLAKY_KEY\n")
	run := func(args ...string) (string, error) {
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "GROVE_CONFIG="+cfg, "FLAKY_KEY=k")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := run("send", "--model", "flaky", "assistant", "hello"); err != nil || !strings.Contains(out, "answered after two retries") {
		t.Fatalf("send: %v\n%s", err, out)
	}
	os.MkdirAll(filepath.Join(work, ".workflows"), 0o755)
	writeFile(t, filepath.Join(work, ".workflows", "check.yaml"), "name: check\nagents:\n  helper:\n    model: offline\n    prompt:\n      system: You help.\n"+
		"inputs: [topic]\nkickoff: \"@helper what is 6*7? (${{ topic }})\"\n")
	if out, err := run("run", "check", "--input", "topic=sums"); err != nil {
		t.Fatalf("run: %v\n%s", err, out)
	}
	writeFile(t, filepath.Join(work, ".workflows", "slow.yaml"), "name: slow\nagents:\n  helper:\n    model: silent\n    prompt:\n      system: You help.\n"+
		"kickoff: \"@helper are you there?\"\n")
	if out, err := run("run", "slow", "--timeout", "3s"); err == nil || !strings.Contains(out, "did not finish") {
		t.Fatalf("a run that cannot finish: %v\n%s", err, out)
	}

	out, err := run("events", "--json")
	if err != nil {
		t.Fatalf("events --json: %v\n%s", err, out)
	}
	type rec struct {
		ev   session.Event
		data map[string]any
	}
	var all []rec
	for _, ev := range jsonEvents(t, out) {
		r := rec{ev: ev}
		if len(ev.Data) > 0 {
			if err := json.Unmarshal(ev.Data, &r.data); err != nil {
				t.Fatal(err)
			}
		}
		all = append(all, r)
	}
	of := func(kind string) []rec {
		var out []rec
		for _, r := range all {
			if r.ev.Kind == kind {
				out = append(out, r)
			}
		}
		return out
	}

	retries := of("llm.retry")
	if len(retries) != 2 {
		t.Fatalf("llm.retry events: %+v, want 2\n%s", retries, out)
	}
	for i, r := range retries {
		if r.data["attempt"] != float64(i+1) || r.data["class"] != "transient" || r.data["status"] != float64(503) || r.ev.TurnID == "" {
			t.Fatalf("retry %d: %+v", i+1, r)
		}
	}

	started := of("workflow.started")
	if len(started) != 2 || started[0].data["workflow"] != "check" || started[1].data["workflow"] != "slow" {
		t.Fatalf("workflow.started: %+v", started)
	}
	if in, _ := started[0].data["inputs"].([]any); len(in) != 1 || in[0] != "topic" {
		t.Fatalf("workflow.started of check names its inputs %v, want [topic]", started[0].data["inputs"])
	}
	if strings.Contains(string(started[0].ev.Data), "sums") {
		t.Fatalf("an input's value is in the log: %s", started[0].ev.Data)
	}
	done := of("workflow.completed")
	if len(done) != 1 || done[0].data["workflow"] != "check" || done[0].ev.ConversationID != started[0].ev.ConversationID {
		t.Fatalf("workflow.completed: %+v", done)
	}
	failed := of("workflow.failed")
	if len(failed) != 1 || failed[0].data["workflow"] != "slow" || !strings.Contains(failed[0].data["error"].(string), "did not finish") {
		t.Fatalf("workflow.failed: %+v", failed)
	}
	if st := of("workflow.stopped"); len(st) != 2 {
		t.Fatalf("workflow.stopped: %+v, want one per run", st)
	}

	// Conversations: the DM thread of the send, each run's channel and its
	// helper's thread; the runs' end when their workspace stops.
	starts := map[string]map[string]any{}
	for _, r := range of("conversation.started") {
		starts[r.ev.ConversationID] = r.data
	}
	dm := retries[0].ev.ConversationID
	if d, ok := starts[dm]; !ok || d["personal"] != true || d["agent"] != "assistant" {
		t.Fatalf("the send's conversation %s started as %v", dm, d)
	}
	if len(starts) != 5 {
		t.Fatalf("conversation.started for %d conversations, want 5 (a DM, two channels, two threads): %v", len(starts), starts)
	}
	var ended []string
	for _, r := range of("conversation.ended") {
		if r.data["reason"] != "workspace_stopped" {
			t.Fatalf("conversation.ended %+v", r)
		}
		ended = append(ended, r.ev.ConversationID)
	}
	if len(ended) != 4 || slices.Contains(ended, dm) {
		t.Fatalf("ended conversations %v, want the two runs' four", ended)
	}
	if !slices.Contains(ended, started[0].ev.ConversationID) {
		t.Fatalf("check's channel %s did not end: %v", started[0].ev.ConversationID, ended)
	}

	// The text form shows them too.
	text, err := run("events")
	if err != nil || !strings.Contains(text, "llm.retry") || !strings.Contains(text, "workflow.started") || !strings.Contains(text, "conversation.started") {
		t.Fatalf("grove events: %v\n%s", err, text)
	}
}
