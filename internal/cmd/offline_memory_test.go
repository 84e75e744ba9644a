package cmd

import (
	"encoding/json"
	"strings"
	"testing"
)

// The offline model's welcome suggests "remember that my favourite tree is
// the oak". A newcomer who tries it, then asks, must get the oak back from
// memory, and the agent must know the fact once, not once per wording.
func TestOfflineModelRemembersWhatItWasTold(t *testing.T) {
	isolate(t)
	t.Setenv("GROVE_OFFLINE_WPS", "0")
	mustGrove(t, "send", "assistant", "remember that my favourite tree is the oak")
	out := mustGrove(t, "send", "assistant", "what is my favourite tree?")
	if !strings.Contains(strings.ToLower(out), "oak") {
		t.Errorf("asked for the favourite tree, the reply does not say oak:\n%s", out)
	}
	mems := liveFacts(t, "assistant")
	if n := strings.Count(strings.ToLower(mems), "favourite tree"); n != 1 {
		t.Errorf("the favourite tree is remembered %d times, want once:\n%s", n, mems)
	}

	// A changed fact replaces the old one, whichever wording wrote it.
	mustGrove(t, "send", "assistant", "remember that my favourite tree is the birch")
	out = mustGrove(t, "send", "assistant", "what's my favourite tree")
	if !strings.Contains(strings.ToLower(out), "birch") || strings.Contains(strings.ToLower(out), "oak") {
		t.Errorf("after the change, the reply should say birch only:\n%s", out)
	}
	mems = liveFacts(t, "assistant")
	if strings.Contains(strings.ToLower(mems), "oak") || !strings.Contains(strings.ToLower(mems), "birch") {
		t.Errorf("live facts after the change:\n%s", mems)
	}

	// Asked for something it was never told, it says so instead of guessing.
	out = mustGrove(t, "send", "assistant", "what is my favourite river?")
	if strings.Contains(strings.ToLower(out), "birch") {
		t.Errorf("answered an unknown fact with another one:\n%s", out)
	}
}

// liveFacts lists an agent's facts that nothing superseded, a line each.
func liveFacts(t *testing.T, agent string) string {
	t.Helper()
	var ms []struct {
		Type, Content string
		SupersededBy  string `json:"superseded_by"`
	}
	out := mustGrove(t, "agent", "memory", "list", agent, "--json", "--limit", "0")
	if err := json.Unmarshal([]byte(out), &ms); err != nil {
		t.Fatalf("memory list --json: %v\n%s", err, out)
	}
	var b strings.Builder
	for _, m := range ms {
		if m.Type == "fact" && m.SupersededBy == "" {
			b.WriteString(m.Content + "\n")
		}
	}
	return b.String()
}
