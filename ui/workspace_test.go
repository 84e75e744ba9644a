package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/session"
)

const testWorkflow = `name: feature
agents:
  manager:
    model: offline
    prompt: { system: You coordinate the team. }
  architect:
    model: offline
    prompt: { system: You design. }
  developer:
    model: offline
    prompt: { system: You build. }
  reviewer:
    model: offline
    prompt: { system: You review. }
kickoff: "@manager plan the password reset"
`

// wsEnv is a store, a runtime and a team with one running workspace whose
// channel has a few messages. Nothing is delivered: no turn runs.
type wsEnv struct {
	path string
	st   *session.Store
	rt   *agent.Runtime
	team *team.Team
	ws   session.Workspace
}

func newWSEnv(t *testing.T) *wsEnv {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	st, err := session.Open(ctx, path, session.WithClock(func() time.Time { return fixedNow }))
	if err != nil {
		t.Fatal(err)
	}
	rt := agent.New(agent.Options{Store: st, Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil }})
	tm := team.NewTeam(st, func(string) (config.Definition, error) { return config.Definition{}, nil }, nil)
	tm.Bind(rt)
	t.Cleanup(func() {
		tm.Close()
		rt.Close()
		st.Close()
	})
	wf, err := config.ParseWorkflow("feature.yaml", []byte(testWorkflow), config.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws, _, err := tm.StartWorkflow(ctx, wf, "", t.TempDir(), nil, "nobody")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct{ author, text string }{
		{"manager", "@architect design the API, @developer build the endpoints"},
		{"architect", "Two endpoints: `POST /reset` and `POST /reset/confirm`."},
		{"developer", "On it."},
		{"grove", "⚠ reviewer's turn failed: offline"},
	} {
		if _, _, err := tm.Post(ctx, ws, p.author, p.text, 1, "nobody"); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.SetAgentState(ctx, ws.ID, "developer", "running", ""); err != nil {
		t.Fatal(err)
	}
	if err := st.SetAgentState(ctx, ws.ID, "reviewer", "error", "crashed"); err != nil {
		t.Fatal(err)
	}
	return &wsEnv{path: path, st: st, rt: rt, team: tm, ws: ws}
}

func (e *wsEnv) model(t *testing.T, ctx context.Context, theme string) *Model {
	t.Helper()
	def, _ := e.rt.ResolveAgent(context.Background(), "")
	m, err := newModel(ctx, Options{Runtime: e.rt, Agents: []config.Definition{def}, Theme: theme, ConfigPath: "-", Team: e.team})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.sub.Close)
	return m
}

// runCmd runs a command and feeds what it returns (batches included) to
// the model, skipping the long-lived waits.
func runCmd(m *Model, cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	if isWait(cmd) {
		return // a wait for events or changes
	}
	msg := runToEnd(cmd)
	switch msg := msg.(type) {
	case tea.BatchMsg:
		for _, c := range msg {
			runCmd(m, c)
		}
	case nil, clearNotice:
	default:
		_, next := m.Update(msg)
		if _, isFeed := msg.(feedStartMsg); isFeed {
			return // the feed's next wait
		}
		runCmd(m, next)
	}
}

// openChannel loads the model's lists and opens the workspace's channel.
func (e *wsEnv) openChannel(t *testing.T, m *Model) {
	t.Helper()
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 34})
	runCmd(m, loadConvs(m.c.ctx, m.c.store))
	runCmd(m, func() tea.Msg {
		ws, err := e.st.Workspaces(context.Background(), true)
		return feedStartMsg{seq: 0, ws: ws, err: err}
	})
	runCmd(m, m.openWorkspace(e.ws.ID))
	if cv := m.cur(); cv == nil || !cv.loaded || cv.conv.Kind != session.KindChannel {
		t.Fatalf("the channel is not open: %+v", cv)
	}
}

// channelModel is a dark-themed model showing the workspace's channel; its
// context ends with the test.
func (e *wsEnv) channelModel(t *testing.T) *Model {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	m := e.model(t, ctx, "dark")
	t.Cleanup(cancel)
	e.openChannel(t, m)
	return m
}

// submit types text in the input box, presses enter and runs what follows.
func submit(m *Model, text string) {
	m.in.ta.SetValue(text)
	runCmd(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
}

func plain(s string) string { return ansi.Strip(s) }

// TestChannelView: the channel shows user, agent and system messages with
// agent names in colour, the sidebar lists the workspace with each agent's
// state and unread inbox, the status bar sums them up.
func TestChannelView(t *testing.T) {
	env := newWSEnv(t)
	m := env.model(t, context.Background(), "dark")
	env.openChannel(t, m)
	m.prepare()
	screen := plain(m.render())
	for _, want := range []string{"#feature:main", "@manager", "@architect", "POST /reset", "you", "plan the password reset",
		"ⓘ grove", "reviewer's turn failed", "developer", "running", "error", "✉", "4 agents", "1 running", "1 error"} {
		if !strings.Contains(screen, want) {
			t.Errorf("%q not on screen:\n%s", want, screen)
		}
	}
	// Agent names are drawn in distinct colours.
	seen := map[string]string{}
	for _, a := range []string{"manager", "architect", "developer", "reviewer"} {
		st := m.agentStyle(a).Render("x")
		for b, other := range seen {
			if other == st {
				t.Errorf("%s and %s share a colour", a, b)
			}
		}
		seen[a] = st
		if m.tint(a) != m.tintOf(a) {
			t.Errorf("%s's colour is not stable", a)
		}
	}
}

// TestChannelGolden renders the channel view through a real program.
// Regenerate with: go test ./ui -run TestChannelGolden -update
func TestChannelGolden(t *testing.T) {
	env := newWSEnv(t)
	for _, theme := range []string{"dark", "light"} {
		t.Run(theme, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			m := env.model(t, ctx, theme)
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(120, 34))
			teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "feature:main") },
				teatest.WithDuration(time.Minute))
			tm.Send(tea.KeyPressMsg{Code: 'w', Mod: tea.ModAlt})
			tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
			teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "confirm") },
				teatest.WithDuration(time.Minute))
			// The members the channel loads: delivered here so that they
			// are in the model before it quits, however slow the load.
			tm.Send(loadMembers(ctx, env.st, env.team, env.ws)())
			if err := tm.Quit(); err != nil {
				t.Fatal(err)
			}
			fm := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(*Model)
			golden.RequireEqual(t, stable(fm.render()))
		})
	}
}

// TestMentionCompletion: tab completes @names of the workspace's agents.
func TestMentionCompletion(t *testing.T) {
	env := newWSEnv(t)
	m := env.model(t, context.Background(), "dark")
	env.openChannel(t, m)
	m.in.ta.SetValue("hey @")
	if got := m.mentionCompletions(m.in.ta.Value()); len(got) != 4 {
		t.Fatalf("@ → %v", got)
	}
	m.in.ta.SetValue("hey @ar")
	m.Update(tea.KeyPressMsg{Code: tea.KeyTab})
	if got := m.in.ta.Value(); got != "hey @architect " {
		t.Fatalf("tab gave %q", got)
	}
	m.in.ta.SetValue("@d")
	if h := plain(m.hintLine(80)); !strings.Contains(h, "@developer") {
		t.Fatalf("hint line %q", h)
	}
	// Outside a channel @ completes nothing.
	m.current = ""
	if got := m.mentionCompletions("@ar"); got != nil {
		t.Fatalf("outside a channel: %v", got)
	}
}

// postInChannel types text in a workspace channel and sends it; the post
// is on screen.
func postInChannel(t *testing.T, text string) (*wsEnv, *Model) {
	t.Helper()
	env := newWSEnv(t)
	m := env.channelModel(t)
	m.in.ta.SetValue(text)
	_, cmd := m.Update(tea.KeyPressMsg{Code: tea.KeyEnter})
	runCmd(m, cmd)
	m.prepare()
	if screen := plain(m.render()); !strings.Contains(screen, text[strings.Index(text, " ")+1:]) {
		t.Fatalf("the post is not on screen:\n%s", screen)
	}
	return env, m
}

// TestChannelPost: what the user writes in a channel is posted as the
// user, the mentioned agent gets an instruction, and the message shows.
func TestChannelPost(t *testing.T) {
	env, m := postInChannel(t, "@reviewer please check the tests")
	if m.bar.notice != "notified @reviewer" {
		t.Errorf("notice %q", m.bar.notice)
	}
	in, err := env.st.Instructions(context.Background(), "")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, i := range in {
		if i.Agent == "reviewer" && strings.Contains(i.Text, "please check the tests") {
			found = true
		}
	}
	if !found {
		t.Fatalf("no instruction for reviewer: %+v", in)
	}
}

// TestChannelPostMisspeltMention: a post whose @name is no agent of the
// workspace is kept, and the status bar says that nobody was woken and
// names the agents there are.
func TestChannelPostMisspeltMention(t *testing.T) {
	_, m := postInChannel(t, "@reviwer please check the tests")
	if n := m.bar.notice; !m.bar.noticeErr || !strings.Contains(n, "@reviwer is not an agent of #") || !strings.Contains(n, "reviewer") {
		t.Errorf("notice %q (error: %v)", n, m.bar.noticeErr)
	}
}

// feedTUI runs the TUI on a workspace store until its sidebar is drawn;
// it ends with the test.
func feedTUI(t *testing.T) (*wsEnv, *teatest.TestModel) {
	env := newWSEnv(t)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	m := env.model(t, ctx, "dark")
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(120, 34))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "feature:main") },
		teatest.WithDuration(time.Minute))
	return env, tm
}

// TestFeedOtherProcess: another store on the same file (another process)
// posts to the channel; the running program shows it, woken by the change
// feed, without a reload.
func TestFeedOtherProcess(t *testing.T) {
	env, tm := feedTUI(t)
	tm.Send(tea.KeyPressMsg{Code: 'w', Mod: tea.ModAlt})
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "confirm") },
		teatest.WithDuration(time.Minute))

	other, err := session.Open(context.Background(), env.path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	team2 := team.NewTeam(other, nil, nil)
	defer team2.Close()
	if _, _, err := team2.Post(context.Background(), env.ws, "user", "hello-from-elsewhere", 0, ""); err != nil {
		t.Fatal(err)
	}
	// Nothing but the change feed can bring it: only a hang reaches the deadline.
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "hello-from-elsewhere") },
		teatest.WithDuration(time.Minute))
	// A conversation created elsewhere joins the list.
	if _, err := other.CreateConversation(context.Background(), session.NewConversation{Agent: config.DefaultAgentName, Title: "made-elsewhere"}); err != nil {
		t.Fatal(err)
	}
	c, _ := other.ListConversations(context.Background(), session.ListOptions{})
	var id string
	for _, x := range c {
		if x.Title == "made-elsewhere" {
			id = x.ID
		}
	}
	if _, err := other.Append(context.Background(), id, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Author: "user", Content: []session.Block{session.TextBlock("hi")}}); err != nil {
		t.Fatal(err)
	}
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "made-elsewhere") },
		teatest.WithDuration(time.Minute))
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	fm := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(*Model)
	cv := fm.tl.views[env.ws.ChannelID]
	n := 0
	for _, it := range cv.items {
		if it.text == "hello-from-elsewhere" {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("the message is shown %d times", n)
	}
}

// TestIdleChannelNoRedraws: with a channel open and the change feed
// polling, an idle second draws nothing.
func TestIdleChannelNoRedraws(t *testing.T) {
	env := newWSEnv(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, "dark")
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(120, 34))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "feature:main") },
		teatest.WithDuration(time.Minute))
	tm.Send(tea.KeyPressMsg{Code: 'w', Mod: tea.ModAlt})
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "confirm") },
		teatest.WithDuration(time.Minute))
	// Settle: wait until the opening's last frames are drawn (no frame for
	// two polls of the feed); only a screen that never settles hits the
	// deadline.
	v0 := m.viewCalls.Load()
	for deadline := time.Now().Add(time.Minute); ; {
		time.Sleep(2 * feedEvery)
		v := m.viewCalls.Load()
		if v == v0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the screen never settled: %d frames", v)
		}
		v0 = v
	}
	time.Sleep(time.Second) // an idle second: the feed polls about four times
	if n := m.viewCalls.Load() - v0; n > 0 {
		t.Fatalf("%d frames during an idle second; want 0", n)
	}
	tm.Quit()
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
}

// TestFeedTitleAfterFirstEntry: another process titles a conversation just
// after its first entry; read between the two, the conversation shows as
// "New conversation", and its next entry brings the title.
func TestFeedTitleAfterFirstEntry(t *testing.T) {
	env, tm := feedTUI(t)
	other, err := session.Open(context.Background(), env.path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	c, err := other.CreateConversation(context.Background(), session.NewConversation{Agent: config.DefaultAgentName})
	if err != nil {
		t.Fatal(err)
	}
	entry := func(role, text string) {
		t.Helper()
		if _, err := other.Append(context.Background(), c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: role,
			Author: "user", Content: []session.Block{session.TextBlock(text)}}); err != nil {
			t.Fatal(err)
		}
	}
	entry(session.RoleUser, "hi")
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "New conversation") },
		teatest.WithDuration(time.Minute))
	if err := other.RenameConversation(context.Background(), c.ID, "titled-elsewhere"); err != nil {
		t.Fatal(err)
	}
	entry(session.RoleAssistant, "hello")
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "titled-elsewhere") },
		teatest.WithDuration(time.Minute))
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
}
