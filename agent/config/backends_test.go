package config

import (
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
)

func TestAgentFileBackend(t *testing.T) {
	cases := []struct {
		name, yaml, wantErr string
		check               func(Definition) bool
	}{
		{"claude without a model", "name: a\nbackend: claude\nprompt: {system: hi}\n", "",
			func(d Definition) bool {
				return d.Backend == "claude" && d.Profile.Provider == "claude" && d.Profile.Model == "" && !d.Extraction
			}},
		{"codex with its model, args and directory", "name: a\nbackend: codex\nmodel: gpt-5-codex\nbackend_args: [--sandbox, workspace-write]\nworkdir: /tmp\nprompt: {system: hi}\n", "",
			func(d Definition) bool {
				return d.Profile.Model == "gpt-5-codex" && strings.Join(d.BackendArgs, " ") == "--sandbox workspace-write" && d.WorkDir == "/tmp"
			}},
		{"a CLI with an extraction model keeps extraction", "name: a\nbackend: cursor\nmemory: {model: offline}\nprompt: {system: hi}\n", "",
			func(d Definition) bool { return d.Extraction && d.ExtractionModel == "offline" }},
		{"mock is the offline model", "name: a\nbackend: mock\nmodel: anthropic/claude-sonnet-4-5\nprompt: {system: hi}\n", "",
			func(d Definition) bool { return d.Profile.Provider == llm.KindOffline }},
		{"sdk still needs a model", "name: a\nbackend: sdk\nprompt: {system: hi}\n", "a.yaml:1: model: required", nil},
		{"unknown backend", "name: a\nmodel: offline\nbackend: gemini\nprompt: {system: hi}\n", `a.yaml:3: backend: "gemini" is not one of sdk, mock, claude, codex, cursor`, nil},
		{"args without a CLI", "name: a\nmodel: offline\nbackend_args: [-x]\nprompt: {system: hi}\n", "a.yaml:3: backend_args: only for a CLI backend", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := ParseAgent("a.yaml", []byte(c.yaml), Config{})
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err %v, want %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !c.check(d) {
				t.Errorf("definition %+v", d)
			}
		})
	}
}
