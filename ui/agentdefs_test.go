package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// TestTemporaryAgentsModelShows opens a conversation with a temporary
// agent (grove new): the status bar names its model, and /model knows the
// agent, though it is not one of the catalog's agents the UI started with.
func TestTemporaryAgentsModelShows(t *testing.T) {
	ctx := context.Background()
	st, err := session.Open(ctx, filepath.Join(t.TempDir(), "grove.db"))
	if err != nil {
		t.Fatal(err)
	}
	rt := agent.New(agent.Options{Store: st,
		Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil },
		Agent: func(ctx context.Context, name string) (config.Definition, error) {
			if config.IsTemporaryName(name) {
				ta, err := agent.LookupTemporary(ctx, st, name)
				if err != nil {
					return config.Definition{}, err
				}
				return ta.Definition(config.Config{})
			}
			if name == "" || name == config.DefaultAgentName {
				return config.DefaultAssistant(llm.OfflineProfile()), nil
			}
			return config.Definition{}, fmt.Errorf("no agent named %q", name)
		}})
	t.Cleanup(func() {
		rt.Close()
		st.Close()
	})
	ta, err := agent.CreateTemporary(ctx, st, "openai/gpt-4.1-mini", "")
	if err != nil {
		t.Fatal(err)
	}
	c, err := st.CreateConversation(ctx, session.NewConversation{Agent: ta.Name})
	if err != nil {
		t.Fatal(err)
	}
	def, _ := rt.ResolveAgent(ctx, "")
	mctx, cancel := context.WithCancel(ctx)
	t.Cleanup(cancel)
	m, err := newModel(mctx, Options{Runtime: rt, Agents: []config.Definition{def}, Theme: "dark", ConfigPath: "-"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.sub.Close)
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	driveAll(m, m.open(c.ID))
	if m.current != c.ID {
		t.Fatalf("the conversation did not open (current %q)", m.current)
	}
	bar := statusText(m)
	if !strings.Contains(bar, ta.Name) || !strings.Contains(bar, "gpt-4.1-mini") {
		t.Fatalf("the bar does not name %s's model: %q", ta.Name, bar)
	}
	m.in.ta.SetValue("/model")
	press(m, "enter")
	if s := statusText(m); strings.Contains(s, "no agent") {
		t.Fatalf("/model does not know the temporary agent: %q", s)
	}
}
