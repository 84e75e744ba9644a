package e2e

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
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

// recordingModel is an OpenAI-format server that answers every request
// with text and keeps the request bodies.
type recordingModel struct {
	*httptest.Server
	mu     sync.Mutex
	bodies []string
}

func newRecordingModel(t *testing.T) *recordingModel {
	rm := &recordingModel{}
	rm.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rm.mu.Lock()
		rm.bodies = append(rm.bodies, string(body))
		rm.mu.Unlock()
		testkit.WriteSSE(w, testkit.OpenAIStream("done here"))
	}))
	t.Cleanup(rm.Close)
	return rm
}

func (rm *recordingModel) requests() []string {
	rm.mu.Lock()
	defer rm.mu.Unlock()
	return append([]string(nil), rm.bodies...)
}

// firstTurnRequest is the first request offering tools: a turn's step (a
// title, say, is asked for without any).
func (rm *recordingModel) firstTurnRequest() string {
	for _, b := range rm.requests() {
		if strings.Contains(b, `"tools":[`) {
			return b
		}
	}
	return ""
}

// remoteModelConfig is config text making a remote model (at url, the key
// in $GROVE_TEST_KEY) the default.
func remoteModelConfig(url string) string {
	return "default_model: remote\nmodels:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: " + url + "/v1\n    api_key_env: GROVE_TEST_KEY\n"
}

// TestE2ESendWaitsForMCPServers: `grove send` asks the model only once
// the configured MCP servers have connected — one slow to start is
// waited for, so the first request offers its tools — and a server that
// cannot start is reported while the turn goes on without it.
func TestE2ESendWaitsForMCPServers(t *testing.T) {
	bin := groveBinary(t)
	dir := t.TempDir()
	model := newRecordingModel(t)
	cfg := mcpConfig(t, remoteModelConfig(model.URL), "probe", "START_DELAY=3s") +
		"  broken:\n    command: " + jsonString(filepath.Join(dir, "no-such-server")) + "\n"
	writeConfig(t, dir, cfg)
	send := exec.Command(bin, "send", "assistant", "hello")
	send.Env = append(headlessEnv(dir, "0"), "GROVE_MODEL=", "GROVE_TEST_KEY=k")
	var stderr strings.Builder
	send.Stderr = &stderr
	out, err := send.Output()
	if err != nil {
		t.Fatalf("send: %v\n%s\n%s", err, out, stderr.String())
	}
	first := model.firstTurnRequest()
	if first == "" {
		t.Fatalf("no request of the turn reached the model\n%s", stderr.String())
	}
	if !strings.Contains(first, `"probe__echo"`) || !strings.Contains(first, `"probe__hang"`) {
		t.Fatalf("the first request does not offer the MCP server's tools:\n%s", first)
	}
	if !strings.Contains(stderr.String(), "MCP server broken did not start") {
		t.Fatalf("the server that cannot start is not reported:\n%s", stderr.String())
	}
}

// TestE2ECancelDuringToolCallKeepsTheCall: Ctrl+C of `grove send` while a
// synchronous tool runs — a shell command, a hanging MCP call — cancels
// the turn and keeps the call in the conversation: the assistant's call
// and a result saying it was cancelled, with what the command printed.
func TestE2ECancelDuringToolCallKeepsTheCall(t *testing.T) {
	bin := groveBinary(t)
	for _, c := range []struct {
		name, tool, args, printed string
	}{
		{"shell", "shell", `{"command":"echo printed-before-cancel; touch ../called; sleep 60"}`, "printed-before-cancel"},
		{"mcp", "probe__hang", `{}`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			work := filepath.Join(dir, "work")
			os.MkdirAll(work, 0o755)
			marker := filepath.Join(dir, "called")
			model := testkit.NewKeyServer(t, "k", [2]string{c.tool, c.args})
			writeConfig(t, dir, mcpConfig(t, remoteModelConfig(model.URL), "probe", "HANG_MARKER="+marker))
			send := exec.Command(bin, "send", "assistant", "run it", "--yes")
			send.Dir = work
			send.Env = append(headlessEnv(dir, "0"), "GROVE_MODEL=", "GROVE_TEST_KEY=k")
			var out strings.Builder
			send.Stdout, send.Stderr = &out, &out
			if err := send.Start(); err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(60 * time.Second)
			for _, err := os.Stat(marker); err != nil; _, err = os.Stat(marker) {
				if time.Now().After(deadline) {
					send.Process.Kill()
					send.Wait()
					t.Fatalf("the tool never ran:\n%s", out.String())
				}
				time.Sleep(50 * time.Millisecond)
			}
			send.Process.Signal(os.Interrupt)
			send.Wait()

			st := openHome(t, dir)
			defer st.Close()
			ctx := context.Background()
			convs, err := st.ListConversations(ctx, session.ListOptions{})
			if err != nil || len(convs) != 1 {
				t.Fatalf("conversations: %v %v\n%s", convs, err, out.String())
			}
			path, err := st.Path(ctx, convs[0].ID, convs[0].CurrentBranch)
			if err != nil {
				t.Fatal(err)
			}
			var call *session.ToolCall
			var result *session.ToolResult
			var turnID string
			for _, e := range path {
				for _, b := range e.Content {
					if b.ToolCall != nil {
						call = b.ToolCall
					}
					if b.ToolResult != nil {
						result = b.ToolResult
					}
				}
				if e.TurnID != "" {
					turnID = e.TurnID
				}
			}
			if call == nil || call.Name != c.tool || result == nil || result.ToolCallID != call.ID {
				t.Fatalf("the cancelled call is not kept with its result: call %+v result %+v\n%s", call, result, out.String())
			}
			if result.Error == nil || result.Error.Code != "CANCELLED" || !strings.Contains(result.Error.Message, c.printed) {
				t.Fatalf("the result of the cancelled call: %+v", result)
			}
			tu, err := st.Turn(ctx, turnID)
			if err != nil || tu.Status != session.TurnCancelled {
				t.Fatalf("the turn: %+v %v", tu, err)
			}
		})
	}
}

// TestE2ETUIFirstMessageSeesMCPTools: the TUI starts MCP servers after
// its first frame; a message sent at once, while a slow server is still
// starting, is asked of the model only with that server's tools.
func TestE2ETUIFirstMessageSeesMCPTools(t *testing.T) {
	tm, dir, bin := setupE2E(t, "mcpfirst")
	model := newRecordingModel(t)
	writeConfig(t, dir, mcpConfig(t, remoteModelConfig(model.URL), "probe", "START_DELAY=3s"))
	env := groveEnv(dir, 0) + " GROVE_MODEL= GROVE_TEST_KEY=k"
	tm.startGrove(bin, env, "", 100, 30, "the first screen", "Say something to")
	tm.keys("hello there", "Enter")
	tm.waitFor("the reply", 60*time.Second, "done here")
	if first := model.firstTurnRequest(); first == "" || !strings.Contains(first, `"probe__echo"`) {
		t.Fatalf("the first request does not offer the MCP server's tools (%d requests)", len(model.requests()))
	}
}
