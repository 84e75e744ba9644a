package cmd

import (
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/config"
)

// TestTemporaryAgentHasNoMemory: a temporary agent runs without memory
// tools or extraction.
func TestTemporaryAgentHasNoMemory(t *testing.T) {
	isolate(t)
	if _, err := run(t, "new", "--model", "offline"); err != nil {
		t.Fatal(err)
	}
	a := openTestApp(t)
	d, err := a.rt.ResolveAgent(context.Background(), "temp.1")
	if err != nil {
		t.Fatal(err)
	}
	if !d.Temporary || d.Extraction {
		t.Errorf("definition %+v: want temporary without extraction", d)
	}
	for _, s := range a.rt.ToolsFor(d).Specs(d.Tools) {
		if strings.HasPrefix(s.Name, "memory_") || strings.HasPrefix(s.Name, "note_") || strings.HasPrefix(s.Name, "todo_") {
			t.Errorf("a temporary agent has the tool %s", s.Name)
		}
	}
	named, _ := a.rt.ResolveAgent(context.Background(), config.DefaultAgentName)
	found := false
	for _, s := range a.rt.ToolsFor(named).Specs(named.Tools) {
		found = found || s.Name == "memory_write"
	}
	if !found {
		t.Error("the check is void: a named agent has no memory_write either")
	}
}
