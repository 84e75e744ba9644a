package config

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/grovechat/grove/agent/llm"
)

// An agent file's budget and budget_switch are read, and bad values are
// reported with their line.
func TestAgentFileBudget(t *testing.T) {
	cfg := Config{Models: map[string]ModelProfile{"fast": {Provider: llm.KindOpenAI, Model: "gpt-4o-mini"}}}
	good := "name: alice\nmodel: fast\nprompt:\n  system: hi\nbudget: 0.5\nbudget_switch: 0.6\n"
	checkAgentFiles(t, cfg, []agentFileCase{
		{"good", good, ""},
		{"negative budget", "name: alice\nmodel: fast\nprompt:\n  system: hi\nbudget: -1\n", "alice.yaml:5: budget: a cap in dollars must be positive"},
		{"switch past 1", "name: alice\nmodel: fast\nprompt:\n  system: hi\nbudget_switch: 80\n", "alice.yaml:5: budget_switch: 80 is not a part of the cap between 0 and 1"},
		{"not a number", "name: alice\nmodel: fast\nprompt:\n  system: hi\nbudget: lots\n", "alice.yaml:5: cannot unmarshal !!str `lots` into float64"},
	}, nil)
	path := filepath.Join(t.TempDir(), "alice.yaml")
	if err := os.WriteFile(path, []byte(good), 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := ParseAgentFile(path, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if d.Budget != 0.5 || d.BudgetSwitch != 0.6 {
		t.Fatalf("budget %v, switch %v", d.Budget, d.BudgetSwitch)
	}
}
