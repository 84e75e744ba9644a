package cmd

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestDelegationCapThroughBinary: through the binary, grove send --budget
// to a manager that delegates to an architect that never stops calling a
// tool (each call $0.011 at an httptest server). The architect stops at
// the manager's cap: grove send prints its result as incomplete, naming
// the cap, and grove stats shows the manager's conversation with its
// child's part at no more than the cap; grove branch budget's spend holds
// the child's.
func TestDelegationCapThroughBinary(t *testing.T) {
	work := isolate(t)
	bin := groveBinary(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct {
				Role string `json:"role"`
			} `json:"messages"`
		}
		_ = json.Unmarshal(body, &req)
		switch {
		case !strings.Contains(string(body), `"ask_architect"`):
			testkit.WriteSSE(w, testkit.OpenAIStream("Counting.", [2]string{"calculate", `{"expression":"6*7"}`}))
		case req.Messages[len(req.Messages)-1].Role == "tool":
			testkit.WriteSSE(w, testkit.OpenAIStream("The architect ran out of budget."))
		default:
			testkit.WriteSSE(w, testkit.OpenAIStream("Asking the architect.", [2]string{"ask_architect", `{"task":"count forever"}`}))
		}
	}))
	t.Cleanup(srv.Close)
	t.Setenv("GROVE_TEST_KEY", "k")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+srv.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n    prices: {input: 100, output: 100}\n")
	writeFile(t, filepath.Join(work, ".agents", "manager.yaml"),
		"name: manager\nmodel: remote\nmax_tokens: 10\ntools: [ask_architect]\nmemory: {extraction: false}\nprompt:\n  system: You plan.\n")
	writeFile(t, filepath.Join(work, ".agents", "architect.yaml"),
		"name: architect\nmodel: remote\nmax_tokens: 10\nmax_steps: 60\ntools: [calculate]\nmemory: {extraction: false}\nprompt:\n  system: You count.\n")
	writeFile(t, filepath.Join(work, ".tools", "ask_architect.yaml"),
		"name: ask_architect\ndescription: Ask the architect.\ninput_schema:\n  type: object\n  properties:\n    task: { type: string }\n  required: [task]\ntarget: {agent: architect}\npermission: allow\n")

	out, _ := groveRun(t, bin, "send", "manager", "--new", "--budget", "0.30", "ask the architect")
	if !strings.Contains(out, "↩ architect incomplete · ") || !strings.Contains(out, "budget $0.30 reached: spent $") {
		t.Fatalf("send:\n%s", out)
	}
	var rows []session.UsageRow
	if err := json.Unmarshal([]byte(mustRun(t, bin, "stats", "--by", "conversation", "--json")), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || len(rows[0].Children) != 1 || rows[0].ChildUsage.Cost <= 0 || rows[0].Usage.Cost > 0.30 {
		t.Fatalf("stats: %+v", rows)
	}
	// The branch's spend, as its cap counts it, holds the sub-agent's.
	if out := mustRun(t, bin, "branch", "budget", rows[0].Conversation); !strings.Contains(out, fmt.Sprintf("no budget (spent $%.2f)", rows[0].Usage.Cost)) {
		t.Fatalf("branch budget (stats say $%.4f):\n%s", rows[0].Usage.Cost, out)
	}
}
