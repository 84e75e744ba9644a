package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

func TestAgentFileValidation(t *testing.T) {
	cfg := Config{Models: map[string]ModelProfile{"fast": {Provider: llm.KindOpenAI, Model: "gpt-4o-mini"}}}
	cases := []agentFileCase{
		{"good", "name: alice\nmodel: fast\nprompt:\n  system: You review code.\nsoul:\n  role: reviewer\n  expertise: [go, sql]\n  humour: dry\nmax_steps: 20\ncontext:\n  thin_thread: 6\n", ""},
		{"both prompts", "name: alice\nmodel: fast\nprompt:\n  system: hi\n  system_file: p.md\n", "alice.yaml:5: prompt.system_file: set either prompt.system or prompt.system_file, not both"},
		{"no prompt", "name: alice\nmodel: fast\n", "alice.yaml:1: prompt: prompt.system or prompt.system_file is required"},
		{"unknown model", "name: alice\nmodel: gpt-9000\nprompt:\n  system: hi\n", "alice.yaml:2: model: unknown model \"gpt-9000\""},
		{"wrong type", "name: alice\nmodel: fast\nprompt:\n  system: hi\nmax_steps: lots\n", "alice.yaml:5: cannot unmarshal !!str `lots` into int"},
		{"unknown field", "name: alice\nmodel: fast\nprompt:\n  system: hi\nmax_stepz: 3\n", "alice.yaml:5: max_stepz: unknown field (did you mean max_steps?)"},
		{"name mismatch", "name: bob\nmodel: fast\nprompt:\n  system: hi\n", "alice.yaml:1: name: \"bob\" does not match the file name alice.yaml"},
		{"bad schedule", "name: alice\nmodel: offline\nprompt:\n  system: hi\nschedule:\n  wakeup: soon\n  prompt: check\n", "alice.yaml:6: schedule.wakeup: \"soon\" is not a duration"},
		{"provider/model", "name: alice\nmodel: anthropic/claude-haiku-4-5\nprompt:\n  system: hi\n", ""},
	}
	checkAgentFiles(t, cfg, cases, nil)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "alice.yaml"), []byte(cases[0].yaml), 0o600)
	d, err := ParseAgentFile(filepath.Join(dir, "alice.yaml"), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if d.Profile.Model != "gpt-4o-mini" || d.MaxSteps != 20 || d.ThinThread != 6 || d.Soul.Extra["humour"] != "dry" || !d.Extraction {
		t.Fatalf("definition %+v", d)
	}
	if !strings.Contains(d.Soul.Prompt(), "Expertise: go, sql") {
		t.Fatalf("soul prompt %q", d.Soul.Prompt())
	}
}

func TestSystemFileAndProjectWins(t *testing.T) {
	project, user := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(project, "prompt.md"), []byte("You are the project's alice."), 0o600)
	os.WriteFile(filepath.Join(project, "alice.yaml"), []byte("name: alice\nmodel: offline\nprompt:\n  system_file: prompt.md\n"), 0o600)
	os.WriteFile(filepath.Join(user, "alice.yaml"), []byte("name: alice\nmodel: offline\nprompt:\n  system: user alice\n"), 0o600)
	os.WriteFile(filepath.Join(user, "bob.yaml"), []byte("name: bob\nmodel: offline\nprompt:\n  system: bob\n"), 0o600)
	os.WriteFile(filepath.Join(user, "broken.yaml"), []byte("name: broken\nmodel: offline\n"), 0o600)
	defs, errs := LoadAgents(Config{}, project, user)
	if defs["alice"].System != "You are the project's alice." || defs["bob"].System != "bob" {
		t.Fatalf("defs %+v", defs)
	}
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "broken.yaml") {
		t.Fatalf("errs %v", errs)
	}
}

func TestLoadConfig(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "config.yaml")
	if c, err := LoadConfig(path); err != nil || c.Models != nil {
		t.Fatalf("missing config: %+v %v", c, err)
	}
	os.WriteFile(path, []byte("theme: light\ndefault_model: fast\nmodels:\n  fast:\n    provider: openai\n    model: gpt-4o-mini\n    context_window: 128000\n    prices: {input: 0.15, output: 0.6}\n"), 0o600)
	c, err := LoadConfig(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.ResolveModel("fast")
	if err != nil || p.Model != "gpt-4o-mini" || p.Prices.OutputPerMTok != 0.6 || p.ContextWindow != 128000 {
		t.Fatalf("profile %+v %v", p, err)
	}
	os.WriteFile(path, []byte("theme: light\nmodels:\n  fast:\n    provider: openai\n    model: [x]\n"), 0o600)
	if _, err := LoadConfig(path); err == nil || !strings.Contains(err.Error(), "config.yaml:5: ") {
		t.Fatalf("bad config error: %v", err)
	}
	os.WriteFile(path, []byte("models:\n  x:\n    provider: gemini\n    model: y\n"), 0o600)
	if _, err := LoadConfig(path); err == nil || !strings.Contains(err.Error(), "config.yaml:3: models.x.provider: ") {
		t.Fatalf("bad provider error: %v", err)
	}
	os.WriteFile(path, []byte("theme: light\ndefault_modle: fast\n"), 0o600)
	c, err = LoadConfig(path)
	if err != nil || c.Theme != "light" {
		t.Fatalf("a misspelt key is for each command to judge, the rest of the file is read: %+v %v", c, err)
	}
	if _, err := c.KeyProblems(TurnSections...); err == nil || !strings.HasSuffix(err.Error(), "config.yaml:2: default_modle: unknown field (did you mean default_model?)") {
		t.Fatalf("misspelt field error: %v", err)
	}
}

func TestPermissionsAndMCPFromConfig(t *testing.T) {
	c, path := loadConfigText(t, "# my settings\ntheme: light\npermissions:\n  shell: deny\n  \"shell:git status*\": allow\nmcp:\n  docs:\n    url: http://localhost:9/mcp\n  fs:\n    command: mcp-fs\n    args: [--root, .]\n")
	rules, err := c.PermissionRules()
	if err != nil || len(rules) != 2 || rules[0].Pattern != "shell" || rules[0].Mode != "deny" {
		t.Fatalf("rules %+v %v", rules, err)
	}
	servers, err := c.MCPServers()
	if err != nil || len(servers) != 2 || servers[0].Name != "docs" || servers[1].Command != "mcp-fs" || len(servers[1].Args) != 2 {
		t.Fatalf("servers %+v %v", servers, err)
	}
	r, _ := tools.ParseRule("write_file:docs/**", tools.ModeAllow)
	if err := SavePermission(path, r); err != nil {
		t.Fatal(err)
	}
	c, err = LoadConfig(path)
	if err != nil {
		t.Fatal(err)
	}
	rules, _ = c.PermissionRules()
	if len(rules) != 3 || c.Theme != "light" {
		t.Fatalf("after saving: %+v theme %q", rules, c.Theme)
	}
	b, _ := os.ReadFile(path)
	if !strings.Contains(string(b), "# my settings") {
		t.Fatalf("comment lost:\n%s", b)
	}
	os.WriteFile(path, []byte("permissions:\n  shell: sometimes\n"), 0o600)
	c, _ = LoadConfig(path)
	if _, err := c.PermissionRules(); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("bad mode: %v", err)
	}
}

// TestOfflineProfileKeepsItsSettings: an offline profile of the config keeps
// its name, model name, limits and prices, so stats and costs show them.
func TestOfflineProfileKeepsItsSettings(t *testing.T) {
	cfg, _ := loadConfigText(t, "models:\n  rehearsal:\n    provider: offline\n    model: offline-mini\n    max_tokens: 512\n    prices:\n      input: 1.5\n      output: 6\n  plain:\n    provider: offline\n")
	p, err := cfg.ResolveModel("rehearsal")
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "rehearsal" || p.Provider != llm.KindOffline || p.Model != "offline-mini" || p.MaxTokens != 512 ||
		p.Prices.InputPerMTok != 1.5 || p.Prices.OutputPerMTok != 6 || p.ContextWindow == 0 {
		t.Fatalf("profile %+v", p)
	}
	if c := p.Cost(session.Usage{InputTokens: 1_000_000, OutputTokens: 1_000_000}); c != 7.5 {
		t.Fatalf("cost %v, want 7.5", c)
	}
	if p, _ := cfg.ResolveModel("plain"); p.Name != "plain" || p.Model != "offline" {
		t.Fatalf("plain offline profile %+v", p)
	}
}
