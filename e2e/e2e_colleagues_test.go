package e2e

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
)

// fakeOpenAI is an OpenAI-compatible chat completions server for the real
// binary: answer picks the stream for each request (decoded body), and
// every body is kept.
type fakeOpenAI struct {
	*httptest.Server
	mu     sync.Mutex
	bodies []map[string]any
}

func newFakeOpenAI(t *testing.T, answer func(body map[string]any) []byte) *fakeOpenAI {
	t.Helper()
	f := &fakeOpenAI{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		var body map[string]any
		if err := json.Unmarshal(raw, &body); err != nil {
			http.Error(w, err.Error(), 400)
			return
		}
		f.mu.Lock()
		f.bodies = append(f.bodies, body)
		f.mu.Unlock()
		testkit.WriteSSE(w, answer(body))
	}))
	t.Cleanup(f.Close)
	return f
}

func (f *fakeOpenAI) requests() []map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]map[string]any(nil), f.bodies...)
}

// chatTextFixture is OpenAI's recorded text stream (text "Branches let you
// try **two** ideas at once — ünïcödé 🌳.").
func chatTextFixture(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot, "agent", "testdata", "chat_text.sse"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

const fixtureReply = "Branches let you try **two** ideas at once — ünïcödé 🌳."

// remoteEnv is headlessEnv with the default agent on the fake server.
func remoteEnv(t *testing.T, dir, url string) []string {
	t.Helper()
	writeFile(t, filepath.Join(dir, "config", "grove", "config.yaml"), "default_model: remote\nmodels:\n  remote:\n    provider: openai\n    model: gpt-4o\n    base_url: "+url+
		"/v1\n    api_key_env: GROVE_TEST_KEY\n    context_window: 128000\n")
	return append(headlessEnv(dir, "0"), "GROVE_MODEL=", "GROVE_TEST_KEY=sk-test", "OPENAI_API_KEY=", "ANTHROPIC_API_KEY=")
}

func groveRun(t *testing.T, env []string, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command(groveBinary(t), args...)
	cmd.Env, cmd.Dir = env, dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("grove %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// turnRequest is the messages of the request that answered text (memory
// extraction asks the same server after each turn).
func turnRequest(t *testing.T, f *fakeOpenAI, text string) []string {
	t.Helper()
	for _, r := range f.requests() {
		if ms := messagesText(r); len(ms) > 0 && ms[len(ms)-1] == "user: "+text {
			return ms
		}
	}
	t.Fatalf("no request answered %q", text)
	return nil
}

// messagesText lists a request's messages as "role: text".
func messagesText(body map[string]any) []string {
	var out []string
	msgs, _ := body["messages"].([]any)
	for _, m := range msgs {
		mm, _ := m.(map[string]any)
		text, _ := mm["content"].(string)
		out = append(out, fmt.Sprintf("%v: %s", mm["role"], text))
	}
	return out
}

func hasLine(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestE2EPersonalThread: two `grove send assistant` continue one personal
// thread, so the provider gets the first exchange with the second message;
// --new starts a conversation without it; the TUI's "DM assistant" opens
// the same thread.
func TestE2EPersonalThread(t *testing.T) {
	reply := chatTextFixture(t)
	srv := newFakeOpenAI(t, func(map[string]any) []byte { return reply })
	dir := t.TempDir()
	env := remoteEnv(t, dir, srv.URL)

	groveRun(t, env, dir, "send", "assistant", "remember the word heron")
	groveRun(t, env, dir, "send", "assistant", "which word did I ask you to remember?")
	groveRun(t, env, dir, "send", "assistant", "--new", "a fresh start")

	second := turnRequest(t, srv, "which word did I ask you to remember?")
	for _, want := range []string{"user: remember the word heron", "assistant: " + fixtureReply, "user: which word did I ask you to remember?"} {
		if !hasLine(second, want) {
			t.Errorf("the second send's request lacks %q:\n%s", want, strings.Join(second, "\n"))
		}
	}
	third := turnRequest(t, srv, "a fresh start")
	if hasLine(third, "user: remember the word heron") {
		t.Errorf("--new carried the personal thread:\n%s", strings.Join(third, "\n"))
	}

	var convs []struct {
		ID       string
		Title    string
		Personal bool
	}
	if err := json.Unmarshal([]byte(groveRun(t, env, dir, "list", "--json")), &convs); err != nil {
		t.Fatal(err)
	}
	personal := 0
	for _, c := range convs {
		if c.Personal {
			personal++
			if c.Title != "DM assistant" {
				t.Errorf("the personal thread is titled %q", c.Title)
			}
		}
	}
	if len(convs) != 2 || personal != 1 {
		t.Fatalf("conversations %+v: want the personal thread and the --new one", convs)
	}

	// The TUI's "DM assistant" is that thread.
	tm, _, bin := setupE2E(t, "dm")
	var sh strings.Builder
	sh.WriteString("env")
	for _, kv := range env {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "GROVE_") || strings.HasPrefix(k, "XDG_") || strings.HasSuffix(k, "_API_KEY") {
			fmt.Fprintf(&sh, " %q", kv)
		}
	}
	sh.WriteString(" TERM=xterm-256color " + bin + "; sleep 600")
	tm.run("new-session", "-d", "-s", tm.name, "-x", "120", "-y", "36", sh.String())
	tm.waitFor("the conversation list", 20*time.Second, "CONVERSATIONS 2")
	tm.pick("DM assistant")
	tm.waitFor("the personal thread", 10*time.Second, "remember the word heron", "which word did I ask you")
	tm.keys("C-q")
}

// lastUserText is the text of a request's last user message.
func lastUserText(body map[string]any) string {
	msgs, _ := body["messages"].([]any)
	for i := len(msgs) - 1; i >= 0; i-- {
		m, _ := msgs[i].(map[string]any)
		if m["role"] == "user" {
			s, _ := m["content"].(string)
			return s
		}
		if m["role"] == "tool" {
			return "(tool result)"
		}
	}
	return ""
}

func systemText(body map[string]any) string {
	msgs, _ := body["messages"].([]any)
	if len(msgs) > 0 {
		if m, _ := msgs[0].(map[string]any); m["role"] == "system" {
			s, _ := m["content"].(string)
			return s
		}
	}
	return ""
}

// TestE2EParticipants drives the real binary in tmux: the manager loops the
// architect in (a loop_in tool), the architect stays a participant — the
// status bar says so, a message @mentioning it reaches it with the shared
// history, also after a restart — and /remove ends its part, after which a
// mention goes to the manager.
func TestE2EParticipants(t *testing.T) {
	srv := newFakeOpenAI(t, func(body map[string]any) []byte {
		sys, last := systemText(body), lastUserText(body)
		switch {
		case strings.Contains(sys, "Extract"), strings.Contains(sys, "memories"), !strings.Contains(sys, "You are the"):
			return testkit.OpenAIStream(`{"operations": []}`)
		case strings.Contains(sys, "You are the architect") && strings.Contains(last, "which index"):
			return testkit.OpenAIStream("Index the email column.")
		case strings.Contains(sys, "You are the architect"):
			return testkit.OpenAIStream("Schema looks fine.")
		case last == "(tool result)":
			return testkit.OpenAIStream("The architect has joined us.")
		case strings.Contains(last, "bring in the architect"):
			return testkit.OpenAIStream("", [2]string{"loop_architect", `{"task":"review the schema"}`})
		}
		return testkit.OpenAIStream("Noted by the manager.")
	})
	tm, dir, bin := setupE2E(t, "participants")
	env := remoteEnv(t, dir, srv.URL)
	project := filepath.Join(dir, "project")
	for name, body := range map[string]string{
		".agents/manager.yaml":       "name: manager\nmodel: remote\nprompt:\n  system: You are the manager.\ntools: [loop_architect]\nmemory: {extraction: false}\n",
		".agents/architect.yaml":     "name: architect\nmodel: remote\nprompt:\n  system: You are the architect.\nmemory: {extraction: false}\n",
		".tools/loop_architect.yaml": "name: loop_architect\ndescription: Bring the architect into this conversation.\npermission: allow\ntarget: {agent: architect, mode: loop_in}\n",
	} {
		writeFile(t, filepath.Join(project, name), body)
	}
	var sh strings.Builder
	fmt.Fprintf(&sh, "cd %q && env", project)
	for _, kv := range env {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "GROVE_") || strings.HasPrefix(k, "XDG_") || strings.HasSuffix(k, "_API_KEY") {
			fmt.Fprintf(&sh, " %q", kv)
		}
	}
	start := sh.String() + " TERM=xterm-256color " + bin + "; sleep 600"
	tm.run("new-session", "-d", "-s", tm.name, "-x", "130", "-y", "40", start)
	tm.waitFor("the empty screen", 20*time.Second, "AGENTS")

	tm.keys("/dm manager", "Enter")
	tm.waitFor("the manager's thread", 10*time.Second, "DM manager")
	tm.keys("please bring in the architect", "Enter")
	tm.waitFor("the architect answering in the conversation", 20*time.Second, "Schema looks fine.", "architect joined the conversation")
	tm.waitFor("the manager's reply and the participants in the status bar", 20*time.Second, "The architect has joined us.", "with architect")

	tm.keys("@architect which index?", "Enter")
	tm.waitFor("the architect's answer to a mention", 20*time.Second, "Index the email column.")
	var asked map[string]any
	for _, r := range srv.requests() {
		if strings.Contains(lastUserText(r), "which index") {
			asked = r
		}
	}
	if asked == nil || !strings.Contains(systemText(asked), "You are the architect") {
		t.Fatalf("the mention did not reach the architect: %v", asked)
	}
	shared := strings.Join(messagesText(asked), "\n")
	for _, want := range []string{"please bring in the architect", "[manager]: The architect has joined us.", "assistant: Schema looks fine."} {
		if !strings.Contains(shared, want) {
			t.Errorf("the architect's request lacks the shared history %q:\n%s", want, shared)
		}
	}

	// After a restart the architect is still a participant.
	tm.waitNot("turns to finish", 20*time.Second, "writing")
	tm.keys("C-q")
	tm.run("respawn-pane", "-k", "-t", tm.name, start)
	tm.waitFor("grove again", 20*time.Second, "AGENTS")
	tm.keys("/dm manager", "Enter")
	tm.waitFor("the thread after restart", 10*time.Second, "Index the email column.", "with architect")
	tm.keys("/participants", "Enter")
	tm.waitFor("the participants", 10*time.Second, "architect (looped in)")

	tm.keys("/remove architect", "Enter")
	tm.waitFor("the removal", 10*time.Second, "architect was removed from the conversation by user")
	tm.waitNot("the status bar without the architect", 10*time.Second, "with architect")
	tm.keys("@architect are you there?", "Enter")
	tm.waitFor("the manager answering instead", 20*time.Second, "Noted by the manager.")
	tm.keys("C-q")
}
