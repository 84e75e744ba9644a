package cmd

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/adrg/xdg"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestDelegationThroughBinary: through the binary, a manager on a priced
// model at an httptest server delegates to an architect with its agent
// file's delegate_context (last:2). grove send prints the spawn and the
// result; the architect's request holds the two newest messages and the
// task; grove stats shows one row for the conversation, its cost the
// manager's and the architect's with each part, by conversation, branch
// and turn, the architect's conversation no row of its own; the md export
// shows the spawn and the result; export and import keep the link; doctor
// is clean, and reports the spawn once the child is deleted.
func TestDelegationThroughBinary(t *testing.T) {
	work := isolate(t)
	bin := groveBinary(t)
	var mu sync.Mutex
	var architect []string
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
			mu.Lock()
			architect = append(architect, string(body))
			mu.Unlock()
			testkit.WriteSSE(w, testkit.OpenAIStream("Friday works: 42 days of slack."))
		case req.Messages[len(req.Messages)-1].Role == "tool":
			testkit.WriteSSE(w, testkit.OpenAIStream("The architect agrees."))
		case !strings.Contains(string(body), "ask the architect"):
			testkit.WriteSSE(w, testkit.OpenAIStream("Noted."))
		default:
			testkit.WriteSSE(w, testkit.OpenAIStream("Asking the architect.", [2]string{"ask_architect", `{"task":"is friday feasible?"}`}))
		}
	}))
	t.Cleanup(srv.Close)
	t.Setenv("GROVE_TEST_KEY", "k")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+srv.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n    prices: {input: 1000, output: 1000}\n")
	writeFile(t, filepath.Join(work, ".agents", "manager.yaml"),
		"name: manager\nmodel: remote\ntools: [ask_architect]\ndelegate_context: last:2\nmemory: {extraction: false}\nprompt:\n  system: You plan.\n")
	writeFile(t, filepath.Join(work, ".agents", "architect.yaml"), "name: architect\nmodel: remote\ntools: [calculate]\nmemory: {extraction: false}\nprompt:\n  system: You design.\n")
	writeFile(t, filepath.Join(work, ".tools", "ask_architect.yaml"),
		"name: ask_architect\ndescription: Ask the architect.\ninput_schema:\n  type: object\n  properties:\n    task: { type: string }\n  required: [task]\ntarget: {agent: architect}\npermission: allow\n")

	conv, _ := sentTo(t, mustRun(t, bin, "send", "manager", "--new", "the codename is bluebird"))
	out := mustRun(t, bin, "send", "manager", "--conversation", conv, "the deadline is friday; ask the architect")
	if _, status := sentTo(t, out); status != "completed" || !strings.Contains(out, "↳ started architect: “is friday feasible?” · context last:2 (2 messages)") ||
		!strings.Contains(out, "↩ architect completed · 110 tok · $0.1100 — Friday works") {
		t.Fatalf("send:\n%s", out)
	}
	mu.Lock()
	if len(architect) != 1 || !strings.Contains(architect[0], "the deadline is friday; ask the architect") || !strings.Contains(architect[0], "is friday feasible?") ||
		strings.Contains(architect[0], "bluebird") {
		t.Fatalf("the architect's requests: %v", architect)
	}
	mu.Unlock()

	// Stats: one row, the children's part named, by conversation, branch and turn.
	for _, by := range []string{"conversation", "branch", "turn"} {
		var rows []session.UsageRow
		if err := json.Unmarshal([]byte(mustRun(t, bin, "stats", "--by", by, "--json")), &rows); err != nil {
			t.Fatal(err)
		}
		want, own := 1, 0.33 // three calls of the manager at $0.11
		if by == "turn" {
			want, own = 2, 0.22 // the first send's turn and the delegating one
		}
		var withChild *session.UsageRow
		for i := range rows {
			if len(rows[i].Children) > 0 {
				withChild = &rows[i]
			}
		}
		if len(rows) != want || withChild == nil || withChild.Conversation != conv || !near(withChild.ChildUsage.Cost, 0.11) ||
			!near(withChild.Own().Cost, own) || !near(withChild.Usage.Cost, own+0.11) {
			t.Fatalf("stats --by %s: %+v", by, rows)
		}
	}
	table := mustRun(t, bin, "stats")
	if !strings.Contains(table, "OWN + CHILDREN") || !strings.Contains(table, "$0.3300 + $0.1100 (1 child)") || strings.Contains(table, "delegated:") {
		t.Fatalf("stats table:\n%s", table)
	}
	if rows := mustRun(t, bin, "stats", "--by", "agent"); !strings.Contains(rows, "architect") {
		t.Fatalf("stats by agent keeps the architect:\n%s", rows)
	}

	md := mustRun(t, bin, "export", conv, "--format", "md")
	if !strings.Contains(md, "> ↳ manager started architect: “is friday feasible?” · context last:2 (2 messages) (conversation ") ||
		!strings.Contains(md, "> ↩ architect completed · 110 tok · $0.1100 — Friday works: 42 days of slack.") {
		t.Fatalf("md export:\n%s", md)
	}
	if out := mustRun(t, bin, "doctor"); strings.Contains(out, "problem") {
		t.Fatalf("doctor:\n%s", out)
	}

	// Export both, delete both, import them back: the link is kept.
	var x session.Export
	if err := json.Unmarshal([]byte(mustRun(t, bin, "export", conv)), &x); err != nil {
		t.Fatal(err)
	}
	var child string
	for _, e := range x.Entries {
		if sp, ok := e.Spawn(); ok {
			child = sp.Conversation
		}
	}
	files := map[string]string{}
	for _, id := range []string{child, conv} {
		files[id] = filepath.Join(t.TempDir(), id+".json")
		mustRun(t, bin, "export", id, "-o", files[id])
	}
	var cx session.Export
	b, _ := os.ReadFile(files[child])
	if err := json.Unmarshal(b, &cx); err != nil || cx.SpawnedFrom == nil || cx.SpawnedFrom.ConversationID != conv {
		t.Fatalf("the child's export: %+v %v", cx.SpawnedFrom, err)
	}
	// Into another database, the child first.
	db := filepath.Join(t.TempDir(), "other.db")
	t.Setenv("GROVE_DB", db)
	for _, id := range []string{child, conv} {
		mustRun(t, bin, "import", files[id])
	}
	if table := mustRun(t, bin, "stats"); !strings.Contains(table, "$0.3300 + $0.1100 (1 child)") || strings.Contains(table, "delegated:") {
		t.Fatalf("stats after import:\n%s", table)
	}
	if out := mustRun(t, bin, "doctor"); strings.Contains(out, "problem") {
		t.Fatalf("doctor after import:\n%s", out)
	}
	st := testkit.Open(t, db)
	if err := st.DeleteConversation(t.Context(), child); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	if out, _ := groveRun(t, bin, "doctor"); !strings.Contains(out, "problem (sub-agents): conversation "+conv) || !strings.Contains(out, child+", which is gone") {
		t.Fatalf("doctor with the child deleted:\n%s", out)
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
