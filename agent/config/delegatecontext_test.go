package config

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/grovechat/grove/agent/llm"
)

// An agent file's delegate_context is read, and a bad value is reported
// with its line.
func TestAgentFileDelegateContext(t *testing.T) {
	cfg := Config{Models: map[string]ModelProfile{"fast": {Provider: llm.KindOpenAI, Model: "gpt-4o-mini"}}}
	good := "name: alice\nmodel: fast\nprompt:\n  system: hi\ndelegate_context: last:4\n"
	checkAgentFiles(t, cfg, []agentFileCase{
		{"good", good, ""},
		{"thread", "name: alice\nmodel: fast\nprompt:\n  system: hi\ndelegate_context: thread\n", ""},
		{"unknown", "name: alice\nmodel: fast\nprompt:\n  system: hi\ndelegate_context: everything\n",
			`alice.yaml:5: delegate_context: "everything" is not a delegate context (none, thread, or last:N with N from 1 to 200)`},
		{"zero", "name: alice\nmodel: fast\nprompt:\n  system: hi\ndelegate_context: last:0\n", "alice.yaml:5: delegate_context: \"last:0\" is not a delegate context"},
	}, nil)
	path := filepath.Join(t.TempDir(), "alice.yaml")
	if err := os.WriteFile(path, []byte(good), 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := ParseAgentFile(path, cfg)
	if err != nil || d.DelegateContext != "last:4" {
		t.Fatalf("%+v %v", d.DelegateContext, err)
	}
}
