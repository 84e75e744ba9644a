package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestE2EBranchSummaryByTheModel, at 80×24 and 160×50, on an agent whose
// model is an OpenAI-compatible server: with /summaries on, a message
// edited and sent again (ctrl+x, e) starts its new branch with a summary
// of the attempt it sets aside that the model wrote (a call of its own,
// given the path left behind), shown folded in the timeline and stored as
// a branch summary entry.
func TestE2EBranchSummaryByTheModel(t *testing.T) {
	const summary = "Asked about rivers; told they flow to the sea."
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			f := newFakeOpenAI(t, func(body map[string]any) []byte {
				raw, _ := json.Marshal(body)
				switch {
				case strings.Contains(string(raw), "setting this attempt aside"):
					return testkit.OpenAIStream(summary)
				case strings.Contains(lastUserText(body), "lakes"):
					return testkit.OpenAIStream("Lakes are still water.")
				}
				return testkit.OpenAIStream("Rivers flow to the sea.")
			})
			tm, dir, bin := setupE2E(t, fmt.Sprintf("summary%d", size[0]))
			cfg := filepath.Join(dir, "config", "grove", "config.yaml")
			if err := os.MkdirAll(filepath.Dir(cfg), 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(cfg, []byte("default_model: remote\nmodels:\n  remote:\n    provider: openai\n    model: gpt-4o\n    base_url: "+f.URL+
				"/v1\n    api_key_env: GROVE_TEST_KEY\n    context_window: 128000\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			env := strings.Replace(groveEnv(dir, 0), "GROVE_MODEL=offline", "GROVE_MODEL= GROVE_TEST_KEY=sk-test", 1)
			tm.startEmpty(bin, env, "", size[0], size[1])
			tm.keys("tell me about rivers", "Enter")
			tm.waitFor("the first reply", 15*time.Second, "Rivers flow to the sea.")
			tm.keys("/summaries on", "Enter")
			tm.waitFor("summaries on", 10*time.Second, "branch summaries on")
			tm.keys("C-x", "g", "e")
			tm.waitFor("the message in the box", 10*time.Second, "› tell me about rivers")
			tm.keys("C-u", "tell me about lakes", "Enter")
			tm.waitFor("the new branch with the model's summary", 20*time.Second, "Lakes are still water.", "summarized it", "branch-1")

			st := openHome(t, dir)
			defer st.Close()
			list, err := st.ListConversations(context.Background(), session.ListOptions{})
			if err != nil || len(list) != 1 {
				t.Fatalf("conversations: %v %v", list, err)
			}
			path, err := st.Path(context.Background(), list[0].ID, "branch-1")
			if err != nil {
				t.Fatal(err)
			}
			var sums []session.Entry
			for _, e := range path {
				if e.Kind == session.EntryBranchSummary {
					sums = append(sums, e)
				}
			}
			if len(sums) != 1 || !strings.Contains(session.Text(sums[0].Content), summary) || sums[0].Meta().Usage == nil {
				t.Fatalf("branch summaries on branch-1: %+v", sums)
			}
			tm.keys("C-q")
		})
	}
}
