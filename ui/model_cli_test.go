package ui

import (
	"context"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// TestModelCommandTakesACLIAgentsOwnModelNames: /model for a conversation
// with an agent run by an agent CLI takes the CLI's own model names (passed
// to it as its --model), which are no profiles of the config.
func TestModelCommandTakesACLIAgentsOwnModelNames(t *testing.T) {
	st, err := session.Open(context.Background(), t.TempDir()+"/grove.db")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	rt, _ := resolvingRuntime(t, st)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	alice := config.DefaultAssistant(config.CLIProfile("claude", "sonnet"))
	alice.Name, alice.Backend = "alice", "claude"
	m, err := newModel(ctx, Options{Runtime: rt, Agents: []config.Definition{alice}, ConfigPath: "-", Models: []string{"fast"}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.sub.Close()
	c, _ := st.CreateConversation(ctx, session.NewConversation{Agent: "alice"})
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	m.in.ta.SetValue("/model claude-haiku-4-5")
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if m.bar.noticeErr || m.modelOverride[c.ID] != "claude-haiku-4-5" {
		t.Fatalf("/model claude-haiku-4-5 for a Claude Code agent: notice %q, overrides %v", m.bar.notice, m.modelOverride)
	}
}
