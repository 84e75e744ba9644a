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

// TestE2EDelegation, at 80×24 and 160×50: a manager on a priced model at
// an httptest server delegates to an architect. The timeline shows the
// spawn and the result, the status bar the conversation's cost with the
// sub-agent's part (at 160 columns the turn's too); in the tree the run is
// tagged, o opens the architect's conversation (holding the context it was
// given) and p in its tree comes back.
func TestE2EDelegation(t *testing.T) {
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
			testkit.WriteSSE(w, testkit.OpenAIStream("Friday is feasible."))
		case req.Messages[len(req.Messages)-1].Role == "tool":
			testkit.WriteSSE(w, testkit.OpenAIStream("The architect agrees."))
		case !strings.Contains(body, "ask the architect"):
			testkit.WriteSSE(w, testkit.OpenAIStream("Noted."))
		default:
			testkit.WriteSSE(w, testkit.OpenAIStream("Asking.", [2]string{"ask_architect", `{"task":"is friday feasible?"}`}))
		}
	}))
	t.Cleanup(srv.Close)
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			tm, dir, bin := setupE2E(t, fmt.Sprintf("spawn%d", size[0]))
			work := filepath.Join(dir, "project")
			for path, body := range map[string]string{
				filepath.Join(dir, "config", "grove", "config.yaml"): "models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: " + srv.URL +
					"/v1\n    api_key_env: GROVE_TEST_KEY\n    prices: {input: 1000, output: 1000}\n",
				filepath.Join(work, ".agents", "manager.yaml"): "name: manager\nmodel: remote\ntools: [ask_architect]\ndelegate_context: last:2\n" +
					"memory: {extraction: false}\nprompt:\n  system: You plan.\n",
				filepath.Join(work, ".agents", "architect.yaml"): "name: architect\nmodel: remote\ntools: [calculate]\nmemory: {extraction: false}\nprompt:\n  system: You design.\n",
				filepath.Join(work, ".tools", "ask_architect.yaml"): "name: ask_architect\ndescription: Ask the architect.\ninput_schema:\n  type: object\n" +
					"  properties:\n    task: { type: string }\n  required: [task]\ntarget: {agent: architect}\npermission: allow\n",
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
			want := []string{"↳ sub-agent · manager", "started architect: “is friday feasible?”", "↩ sub-agent result ✓",
				"architect completed · 110 tok · $0.1100", "The architect agrees.", "$0.4400 (own $0.3300 + sub $0.1100)"}
			if size[0] >= 160 {
				want = append(want, "turn $0.3300 (own $0.2200 + sub $0.1100)")
			}
			tm.waitFor("the delegation on the record", 20*time.Second, want...)
			tm.keys("C-y")
			tm.waitFor("the tree with the spawn tagged", 10*time.Second, "+ $0.1100 sub-agents", "↳")
			tm.keys("o")
			tm.waitFor("the architect's conversation", 10*time.Second, "[Your task]", "[user]: ask the architect", "Friday is feasible.")
			tm.keys("C-y")
			tm.waitFor("the child's tree", 10*time.Second, "Tree of “delegated: is friday feasible?”", "↳ started by manager in")
			tm.keys("p")
			tm.waitFor("back in the manager's conversation", 10*time.Second, "back at the delegation that started it", "↳ sub-agent · manager")
			tm.keys("C-q")
		})
	}
}
