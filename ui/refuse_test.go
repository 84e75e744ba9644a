package ui

import (
	"context"
	"errors"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// TestModelRefusedWhenGiven: a model the runtime cannot resolve is refused
// by /model itself, with the reason and the valid choices; nothing is
// overridden.
func TestModelRefusedWhenGiven(t *testing.T) {
	env := newEnv(t, true)
	m := env.model(t, context.Background(), "dark")
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	drive(m, initCmds(m)...)
	m.models = nil // no profiles configured
	for _, c := range []struct{ arg, want string }{
		{"gpt-4o", "did you mean openai/gpt-4o?"},
		{"claude-sonnet", "did you mean anthropic/claude-sonnet?"},
		{"acme/big", `unknown provider "acme"`},
	} {
		m.in.ta.SetValue("/model " + c.arg)
		pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter})
		if !m.bar.noticeErr || len(m.modelOverride) != 0 {
			t.Fatalf("/model %s accepted: %q %v", c.arg, m.bar.notice, m.modelOverride)
		}
		for _, w := range []string{c.want, "offline", "openai/MODEL"} {
			if !strings.Contains(m.bar.notice, w) {
				t.Fatalf("/model %s: %q lacks %q", c.arg, m.bar.notice, w)
			}
		}
	}
	for _, ok := range []string{"offline", "openai/gpt-4o", "ollama/llama3"} {
		m.in.ta.SetValue("/model " + ok)
		pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter})
		if m.bar.noticeErr || m.modelOverride[m.current] != ok {
			t.Fatalf("/model %s refused: %q", ok, m.bar.notice)
		}
	}
}

// TestFailedSendKeepsText: a send the runtime refuses leaves the message in
// the box, with the reason shown.
func TestFailedSendKeepsText(t *testing.T) {
	st, err := session.Open(context.Background(), t.TempDir()+"/grove.db")
	if err != nil {
		t.Fatal(err)
	}
	rt := agent.New(agent.Options{Store: st,
		Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil },
		ResolveModel: func(ref string) (llm.Profile, error) {
			return llm.Profile{}, errors.New("model " + ref + " has no API key")
		}})
	t.Cleanup(func() { rt.Close(); st.Close() })
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	def, _ := rt.ResolveAgent(context.Background(), "")
	m, err := newModel(ctx, Options{Runtime: rt, Agents: []config.Definition{def}, ConfigPath: "-", Models: []string{"smart"}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.sub.Close()
	c, _ := st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName})
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	m.in.ta.SetValue("/model smart")
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if m.modelOverride[c.ID] != "smart" {
		t.Fatalf("override: %v %q", m.modelOverride, m.bar.notice)
	}
	typeText(m, "a message\nthat took a while to write")
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if got := m.in.ta.Value(); got != "a message\nthat took a while to write" {
		t.Fatalf("the input after a failed send: %q", got)
	}
	if !m.bar.noticeErr || !strings.Contains(m.bar.notice, "no API key") {
		t.Fatalf("notice: %q", m.bar.notice)
	}
}

// TestStoppedWorkspaceKeepsText: a message to a workspace that is not
// running is refused at once and stays in the box.
func TestStoppedWorkspaceKeepsText(t *testing.T) {
	e := newWSEnv(t)
	m := e.channelModel(t)
	m.ws.workspaces[0].Status = session.WorkspaceStopped // stopped meanwhile
	typeText(m, "@developer status?")
	runCmd(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if got := m.in.ta.Value(); got != "@developer status?" {
		t.Fatalf("the input after a refused post: %q", got)
	}
	if !m.bar.noticeErr || !strings.Contains(m.bar.notice, "stopped") {
		t.Fatalf("notice: %q", m.bar.notice)
	}
}

// TestStopKeepsWorkspaceListed: after /stop the workspace stays in the
// sidebar marked stopped, its channel stays on screen and readable, and the
// lists read again from the store keep it.
func TestStopKeepsWorkspaceListed(t *testing.T) {
	e := newWSEnv(t)
	m := e.channelModel(t)
	submit(m, "/stop")
	if got, _ := e.st.Workspaces(context.Background(), true); len(got) != 0 {
		t.Fatalf("still running: %+v", got)
	}
	// The feed's next look at the store.
	all, err := e.st.Workspaces(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	m.setWorkspaces(all)
	screen := plainScreen(m)
	for _, want := range []string{"#feature:main", "◼ stopped", "POST /reset", "stopped (read-only"} {
		if !strings.Contains(screen, want) {
			t.Fatalf("%q not on screen after /stop:\n%s", want, screen)
		}
	}
	if cv := m.cur(); cv == nil || cv.conv.ID != e.ws.ChannelID {
		t.Fatal("the channel left the screen")
	}
	m.in.ta.SetValue("/stop")
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter})
	if !strings.Contains(m.bar.notice, "already stopped") {
		t.Fatalf("second /stop: %q", m.bar.notice)
	}
	// It can be opened again from the switcher's list.
	if cs := m.completions("/ws f"); len(cs) != 1 {
		t.Fatalf("/ws completions: %v", cs)
	}
}

// TestStartResumesStoppedWorkspace: /start on a stopped workspace's channel
// resumes it — the same channel, running again, posts accepted — and the
// sidebar says so.
func TestStartResumesStoppedWorkspace(t *testing.T) {
	e := newWSEnv(t)
	m := e.channelModel(t)
	submit(m, "/stop")
	if m.ws.workspaces[0].Status != session.WorkspaceStopped {
		t.Fatalf("not stopped: %+v", m.ws.workspaces[0])
	}
	submit(m, "/start")
	if got, _ := e.st.Workspaces(context.Background(), true); len(got) != 1 || got[0].ID != e.ws.ID {
		t.Fatalf("running after /start: %+v", got)
	}
	if m.ws.workspaces[0].Status != session.WorkspaceRunning || !strings.Contains(m.bar.notice, "resumed #feature:main") {
		t.Fatalf("after /start: %+v, notice %q", m.ws.workspaces[0], m.bar.notice)
	}
	if cv := m.cur(); cv == nil || cv.conv.ID != e.ws.ChannelID {
		t.Fatal("the channel left the screen")
	}
	screen := plainScreen(m)
	if strings.Contains(screen, "◼ stopped") || !strings.Contains(screen, "POST /reset") {
		t.Fatalf("screen after /start:\n%s", screen)
	}
	// Running again: a post goes through.
	typeText(m, "back to work")
	runCmd(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if m.bar.noticeErr {
		t.Fatalf("post after resume refused: %q", m.bar.notice)
	}
	path, _ := e.st.Path(context.Background(), e.ws.ChannelID, session.DefaultBranch)
	if last := path[len(path)-1]; session.Text(last.Content) != "back to work" {
		t.Fatalf("last channel entry %q", session.Text(last.Content))
	}
	// /start NAME of a running workspace says so.
	submit(m, "/start feature")
	if !m.bar.noticeErr || !strings.Contains(m.bar.notice, "already running") {
		t.Fatalf("/start of a running workspace: %q", m.bar.notice)
	}
}
