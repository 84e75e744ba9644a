package config

import (
	"testing"

	"github.com/grovechat/grove/agent/llm"
)

func TestAgentModelsAndRoute(t *testing.T) {
	cfg := Config{Models: map[string]ModelProfile{
		"fast":  {Provider: llm.KindOpenAI, Model: "gpt-4o-mini"},
		"smart": {Provider: llm.KindAnthropic, Model: "claude-sonnet-4-5"},
	}}
	const prompt = "prompt:\n  system: hi\n"
	cases := []agentFileCase{
		{"models", "name: alice\nmodels: [fast, smart]\nroute: {tool_steps: fast, default: smart}\n" + prompt, ""},
		{"both", "name: alice\nmodel: fast\nmodels: [fast, smart]\n" + prompt, "alice.yaml:3: models: set model or models, not both"},
		{"neither", "name: alice\n" + prompt, "alice.yaml:1: model: required"},
		{"unknown in list", "name: alice\nmodels: [fast, genius]\n" + prompt, "alice.yaml:2: models: unknown model \"genius\""},
		{"twice", "name: alice\nmodels: [fast, fast]\n" + prompt, "alice.yaml:2: models: \"fast\" is listed twice"},
		{"route outside", "name: alice\nmodels: [fast, smart]\nroute:\n  tool_steps: offline\n" + prompt, "alice.yaml:4: route.tool_steps: \"offline\" is not one of the agent's models (fast, smart)"},
		{"route field", "name: alice\nmodels: [fast, smart]\nroute:\n  tools: fast\n" + prompt, "alice.yaml:4: tools: unknown field"},
	}
	checkAgentFiles(t, cfg, cases, func(t *testing.T, d Definition) {
		if len(d.Models) != 2 || d.Models[0].Ref != "fast" || d.Profile.Model != "gpt-4o-mini" || d.Models[1].Profile.Provider != llm.KindAnthropic ||
			d.Route != (Route{ToolSteps: "fast", Default: "smart"}) {
			t.Fatalf("definition: %+v", d)
		}
	})
}
