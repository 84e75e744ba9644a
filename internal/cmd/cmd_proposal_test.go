package cmd

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/adrg/xdg"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestRunWorkflowTeamProposal: `grove run` of a workflow whose agents use
// the team decision tools: alice proposes, bob (mentioned by the proposal)
// votes, the vote closes the proposal and grove posts the result to the
// channel, which wakes alice.
func TestRunWorkflowTeamProposal(t *testing.T) {
	dir := isolate(t)
	proposalID := regexp.MustCompile(`Proposal ([0-9A-Z]{26})`)
	var mu sync.Mutex
	var calls []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		var req struct {
			Messages []struct {
				Role    string          `json:"role"`
				Content json.RawMessage `json:"content"`
			} `json:"messages"`
		}
		if err := json.Unmarshal(b, &req); err != nil || len(req.Messages) == 0 {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		last := req.Messages[len(req.Messages)-1]
		var text string
		if json.Unmarshal(last.Content, &text) != nil {
			text = string(last.Content)
		}
		who := "bob"
		if strings.Contains(string(b), "You are @alice") {
			who = "alice"
		}
		reply := testkit.OpenAIStream("Noted.")
		switch {
		case last.Role == "tool":
		case who == "alice" && strings.Contains(text, "Pick a database"):
			reply = testkit.OpenAIStream("", [2]string{"team_proposal_create", `{"question":"Which database?","options":["SQLite","Postgres"],"voters":["bob"],"deadline":"1h"}`})
		case who == "bob" && proposalID.MatchString(text):
			id := proposalID.FindStringSubmatch(text)[1]
			reply = testkit.OpenAIStream("", [2]string{"team_proposal_vote", `{"id":"` + id + `","choice":"SQLite","reason":"one file"}`})
		}
		mu.Lock()
		if strings.Contains(text, "Result of @alice's proposal") {
			calls = append(calls, who+":result")
		} else {
			calls = append(calls, who+":"+last.Role)
		}
		mu.Unlock()
		testkit.WriteSSE(w, reply)
	}))
	defer srv.Close()
	t.Setenv("GROVE_TEST_KEY", "sk-test")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+srv.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n")
	flow := filepath.Join(dir, "decide.yaml")
	writeFile(t, flow, `name: decide
agents:
  alice:
    model: remote
    prompt: { system: You lead. }
  bob:
    model: remote
    prompt: { system: You review. }
kickoff: "@alice Pick a database with the team."
`)
	if out, err := run(t, "run", flow); err != nil {
		t.Fatalf("grove run: %v\n%s", err, out)
	}
	a := openTestApp(t)
	defer a.Close()
	ctx := context.Background()
	wss, err := a.store.Workspaces(ctx, false)
	if err != nil || len(wss) != 1 {
		t.Fatalf("workspaces %+v, %v", wss, err)
	}
	ps, err := a.store.Proposals(ctx, wss[0].ID, false)
	mu.Lock()
	defer mu.Unlock()
	if err != nil || len(ps) != 1 || ps[0].Status != session.ProposalClosed || ps[0].Votes["bob"] != "SQLite" {
		t.Fatalf("proposals %+v, %v (model calls %v)", ps, err, calls)
	}
	path, err := a.store.Path(ctx, wss[0].ChannelID, session.DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	var channel []string
	for _, e := range path {
		channel = append(channel, e.Author+": "+session.Text(e.Content))
	}
	all := strings.Join(channel, "\n")
	for _, want := range []string{"alice: Proposal " + ps[0].ID + ": Which database?", "bob: Vote on proposal " + ps[0].ID,
		"grove: Result of @alice's proposal " + ps[0].ID + " (Which database?): SQLite (1 of 1 vote(s)); everyone has voted."} {
		if !strings.Contains(all, want) {
			t.Fatalf("the channel lacks %q:\n%s\n(model calls %v)", want, all, calls)
		}
	}
	// The result woke alice: a request of hers ends with it.
	woke := false
	for _, c := range calls {
		woke = woke || c == "alice:result"
	}
	if !woke {
		t.Fatalf("alice was never asked: %v", calls)
	}
}
