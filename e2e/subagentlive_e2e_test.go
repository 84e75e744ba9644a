package e2e

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
)

// TestE2ESubAgentLive, at 80×24 and 160×50: while a manager's delegate
// waits on the architect's model (an httptest server holding its request),
// the running call's row says the architect is working and in which
// conversation, /subagent opens that conversation, and at 160 columns the
// sidebar lists it under the manager's as "↳ architect (from manager)".
func TestE2ESubAgentLive(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct {
				Role string `json:"role"`
			} `json:"messages"`
		}
		_ = json.Unmarshal(b, &req)
		body := string(b)
		switch {
		case !strings.Contains(body, `"ask_architect"`):
			<-r.Context().Done() // the architect thinks until its turn is cancelled
		case req.Messages[len(req.Messages)-1].Role == "tool":
			testkit.WriteSSE(w, testkit.OpenAIStream("The architect is on it."))
		case !strings.Contains(body, "ask the architect"):
			testkit.WriteSSE(w, testkit.OpenAIStream("Noted."))
		default:
			testkit.WriteSSE(w, testkit.OpenAIStream("Asking.", [2]string{"ask_architect", `{"task":"is friday feasible?"}`}))
		}
	}))
	t.Cleanup(srv.Close)
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			tm, dir, bin := setupE2E(t, fmt.Sprintf("sublive%d", size[0]))
			work := filepath.Join(dir, "project")
			for path, body := range map[string]string{
				filepath.Join(dir, "config", "grove", "config.yaml"): "models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: " + srv.URL +
					"/v1\n    api_key_env: GROVE_TEST_KEY\n    prices: {input: 1000, output: 1000}\n",
				filepath.Join(work, ".agents", "manager.yaml"):   "name: manager\nmodel: remote\ntools: [ask_architect]\nmemory: {extraction: false}\nprompt:\n  system: You plan.\n",
				filepath.Join(work, ".agents", "architect.yaml"): "name: architect\nmodel: remote\ntools: [calculate]\nmemory: {extraction: false}\nprompt:\n  system: You design.\n",
				filepath.Join(work, ".tools", "ask_architect.yaml"): "name: ask_architect\ndescription: Ask the architect.\ninput_schema:\n  type: object\n" +
					"  properties:\n    task: { type: string }\n  required: [task]\ntarget: {agent: architect}\npermission: allow\nasync: true\n",
			} {
				if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			env := strings.Replace(groveEnv(dir, 0), "GROVE_MODEL=offline", "GROVE_MODEL= GROVE_TEST_KEY=k", 1)
			runGrove(t, bin, work, env, "send", "manager", "--new", "the deadline is friday")
			tm.startGrove(bin, env, work, size[0], size[1], "the manager's conversation", "the deadline is friday", "Noted.")
			tm.keys("ask the architect", "Enter")
			tm.waitFor("the sub-agent at work", 20*time.Second, "↳ architect is working", "/subagent opens it")
			if size[0] >= 160 {
				tm.waitFor("the child under its parent in the sidebar", 10*time.Second, "↳ architect (from manager)")
			}
			tm.keys("/subagent", "Enter")
			tm.waitFor("the architect's conversation", 10*time.Second, "is friday feasible?", "sub-agent architect's conversation")
			tm.keys("/subagent", "Enter")
			tm.waitFor("no sub-agent runs for the architect's own conversation", 10*time.Second, "no sub-agent is running here")
			tm.keys("C-q")
		})
	}
}
