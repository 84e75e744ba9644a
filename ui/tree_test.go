package ui

import (
	"context"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// driveAll runs commands and feeds their results back, like drive, for
// every message; commands that wait for something to happen (ticks, event,
// question and change-feed waits) are dropped without running, and every
// other command runs to its end (only a hang reaches the deadline).
func driveAll(m *Model, cmds ...tea.Cmd) {
	for len(cmds) > 0 {
		c := cmds[0]
		cmds = cmds[1:]
		if c == nil || isWait(c) {
			continue
		}
		msg := runToEnd(c)
		switch msg := msg.(type) {
		case nil, tickMsg, clearNotice, replayTick:
		case tea.BatchMsg:
			cmds = append(cmds, msg...)
		default:
			if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) {
				for i := 0; i < v.Len(); i++ {
					cmds = append(cmds, v.Index(i).Interface().(tea.Cmd))
				}
				continue
			}
			_, next := m.Update(msg)
			cmds = append(cmds, next)
		}
	}
}

// waitCmds are the code pointers of the commands that wait for something
// to happen rather than compute a result: every closure made by one
// constructor shares its code pointer.
var waitCmds = func() map[uintptr]bool {
	ctx := context.Background()
	out := map[uintptr]bool{}
	for _, c := range []tea.Cmd{
		tea.Tick(time.Hour, nil),
		waitEvents(ctx, nil),
		waitAsk(ctx, nil),
		watchFeed(ctx, nil, nil, nil, feedSnap{}),
	} {
		out[reflect.ValueOf(c).Pointer()] = true
	}
	return out
}()

// isWait also knows the feed's wait where the compiler inlined watchFeed
// into its caller (the closure then has a code pointer of its own).
func isWait(c tea.Cmd) bool {
	p := reflect.ValueOf(c).Pointer()
	return waitCmds[p] || strings.Contains(runtime.FuncForPC(p).Name(), ".watchFeed.")
}

// runToEnd runs a command that computes something; a minute means a hang.
func runToEnd(c tea.Cmd) tea.Msg {
	ch := make(chan tea.Msg, 1)
	go func() { ch <- c() }()
	select {
	case msg := <-ch:
		return msg
	case <-time.After(time.Minute):
		panic("a command did not return within a minute: " + runtime.FuncForPC(reflect.ValueOf(c).Pointer()).Name())
	}
}

// namedKeys are the keys keyMsg knows by name.
var namedKeys = map[string]rune{"up": tea.KeyUp, "down": tea.KeyDown, "enter": tea.KeyEnter, "esc": tea.KeyEscape,
	"f1": tea.KeyF1, "pgdown": tea.KeyPgDown, "pgup": tea.KeyPgUp}

// keyMsg is the key press s names: a key of namedKeys, ctrl+ or alt+ and
// a character, or else the character s starts with, typed.
func keyMsg(s string) tea.KeyPressMsg {
	if code, ok := namedKeys[s]; ok {
		return tea.KeyPressMsg{Code: code}
	}
	for prefix, mod := range map[string]tea.KeyMod{"ctrl+": tea.ModCtrl, "alt+": tea.ModAlt} {
		if k, ok := strings.CutPrefix(s, prefix); ok && utf8.RuneCountInString(k) == 1 {
			return tea.KeyPressMsg{Code: []rune(k)[0], Mod: mod}
		}
	}
	r := []rune(s)[0]
	return tea.KeyPressMsg{Code: r, Text: s}
}

func press(m *Model, keys ...string) {
	for _, k := range keys {
		_, cmd := m.Update(keyMsg(k))
		driveAll(m, cmd)
	}
}

func waitIdle(t *testing.T, env *testEnv) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, tu := range env.rt.ActiveTurns() {
		if _, err := env.rt.WaitTurn(ctx, tu.ID); err != nil {
			t.Fatal(err)
		}
	}
}

// TestEditSiblingsFork edits an earlier message through select mode, lets
// the new branch answer, moves back with the sibling keys and forks.
func TestEditSiblingsFork(t *testing.T) {
	env := newEnv(t, false)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := env.newConversation(t, "")
	env.converse(t, c.ID, "hello there")
	env.converse(t, c.ID, "tell me about rivers")
	m := env.model(t, ctx, "dark")
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	cv := m.cur()
	if cv == nil || !cv.loaded || len(cv.items) != 4 {
		t.Fatalf("conversation not loaded: %+v", cv)
	}
	// Select the first message and edit it.
	press(m, "ctrl+x", "up", "up", "up")
	if _, it := m.selected(); it == nil || it.text != "hello there" {
		t.Fatalf("selection: %+v", it)
	}
	press(m, "e")
	if m.in.editing == nil || m.in.ta.Value() != "hello there" {
		t.Fatal("not editing")
	}
	m.in.ta.SetValue("hi, about lakes instead")
	press(m, "enter")
	waitIdle(t, env)
	driveAll(m, loadConv(ctx, m.c.store, c.ID))
	cv = m.cur()
	if cv.branch == "main" || cv.conv.CurrentBranch != cv.branch {
		t.Fatalf("not on the edit's branch: %s", cv.branch)
	}
	if got := cv.altLabel(cv.items[0].id); got != "‹2/2›" {
		t.Fatalf("edited message label %q", got)
	}
	if len(cv.items) < 2 || cv.items[1].kind != kindAssistant {
		t.Fatalf("the new branch has no answer: %d items", len(cv.items))
	}
	screen := ansi.Strip(m.render())
	if !strings.Contains(screen, "‹2/2›") {
		t.Fatalf("no sibling marker on screen:\n%s", screen)
	}
	// Back to the original with the sibling key.
	press(m, "alt+,")
	cv = m.cur()
	if cv.branch != "main" || cv.altLabel(cv.items[0].id) != "‹1/2›" || cv.items[0].text != "hello there" {
		t.Fatalf("sibling key did not go back: %s %q", cv.branch, cv.items[0].text)
	}
	// Regenerate the last reply: a sibling reply on a new branch.
	press(m, "ctrl+x", "r")
	waitIdle(t, env)
	driveAll(m, loadConv(ctx, m.c.store, c.ID))
	cv = m.cur()
	last := cv.items[len(cv.items)-1]
	if cv.branch == "main" || last.kind != kindAssistant || cv.altLabel(last.id) != "‹2/2›" {
		t.Fatalf("regenerate: branch %s, label %q", cv.branch, cv.altLabel(last.id))
	}
	// Fork into a new conversation.
	press(m, "ctrl+x", "f")
	if m.current == c.ID {
		t.Fatal("fork did not open the new conversation")
	}
	fc := m.cur()
	if fc.conv.ForkedFrom == nil || fc.conv.ForkedFrom.ConversationID != c.ID {
		t.Fatalf("fork link missing: %+v", fc.conv)
	}
	if !strings.Contains(ansi.Strip(m.render()), "⑂ forked from") {
		t.Fatal("the fork link is not shown")
	}
}

// treeEnv is a new env (fixed clock) holding seedTree's conversation.
func treeEnv(t testing.TB) *testEnv {
	t.Helper()
	env := newEnv(t, true)
	seedTree(t, env)
	return env
}

// seedTree builds a conversation with three branches, labels and usage,
// written directly so that every figure is fixed.
func seedTree(t testing.TB, env *testEnv) session.Conversation {
	ctx := context.Background()
	c := env.newConversation(t, "Lisbon trip")
	msg := func(role, author, text string) session.Entry {
		return session.Entry{Kind: session.EntryMessage, Role: role, Author: author, Content: []session.Block{session.TextBlock(text)}}
	}
	call := func(model string, in, out int64, cost float64, ms int64) session.Entry {
		e := session.Entry{Kind: session.EntryLLMCall, Author: "assistant"}
		e.SetMeta(session.EntryMeta{Model: model, Usage: &session.Usage{InputTokens: in, OutputTokens: out, Cost: cost}, LatencyMs: ms})
		return e
	}
	turn := func(branch string, cost float64) {
		tu, err := env.st.CreateTurn(ctx, session.Turn{ConversationID: c.ID, Agent: "assistant", Branch: branch})
		if err != nil {
			t.Fatal(err)
		}
		u := session.UsageByModel{"x/m": {InputTokens: 100, OutputTokens: 50, Cost: cost}}
		if _, err := env.st.UpdateTurn(ctx, tu.ID, session.TurnUpdate{Status: session.TurnCompleted, Usage: &u}); err != nil {
			t.Fatal(err)
		}
	}
	main, err := env.st.Append(ctx, c.ID, "main",
		msg("user", "user", "Plan three days in Lisbon"),
		msg("assistant", "assistant", "Day 1: Alfama and the castle. Day 2: Belém. Day 3: Sintra."),
		call("m-large", 120, 80, 0.0012, 900),
		msg("user", "user", "Add a food tour"),
		msg("assistant", "assistant", "Day 2 evening: a food tour in Bairro Alto."),
		call("m-large", 300, 60, 0.0018, 700),
	)
	if err != nil {
		t.Fatal(err)
	}
	turn("main", 0.0030)
	if _, err := env.st.CreateBranch(ctx, c.ID, "cheaper", main[2].ID); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Append(ctx, c.ID, "cheaper",
		msg("user", "user", "Make it cheaper"),
		msg("assistant", "assistant", "Use the Lisboa Card and picnic in the parks."),
		call("m-small", 200, 40, 0.0002, 300),
	); err != nil {
		t.Fatal(err)
	}
	turn("cheaper", 0.0002)
	if _, err := env.st.CreateBranch(ctx, c.ID, "rerun", main[0].ID); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Append(ctx, c.ID, "rerun",
		msg("assistant", "other", "Three days: Baixa, Belém, Cascais."),
		call("m-small", 110, 30, 0.0001, 250),
		msg("user", "user", "Add a food tour"),
		msg("assistant", "other", "Try the Time Out Market on day 1."),
		call("m-small", 200, 20, 0.0001, 200),
	); err != nil {
		t.Fatal(err)
	}
	turn("rerun", 0.0002)
	if err := env.st.LabelBranch(ctx, c.ID, "main", "original"); err != nil {
		t.Fatal(err)
	}
	return c
}

// treeModel is a dark 120×30 model on seedTree's conversation.
func treeModel(t *testing.T, env *testEnv) *Model { return fitModel(t, env, "dark", 120, 30) }

// TestTreeGolden renders the tree overlay. Regenerate with -update.
func TestTreeGolden(t *testing.T) {
	env := treeEnv(t)
	m := treeModel(t, env)
	press(m, "ctrl+y")
	if m.treeOv() == nil {
		t.Fatal("tree did not open")
	}
	golden.RequireEqual(t, stable(m.render()))
	// Unfold the selected run, then jump to the cheaper branch's head.
	t.Run("jump", func(t *testing.T) {
		for i, r := range m.treeOv().rows {
			if len(r.heads) > 0 && m.cur().tree.Branches[r.heads[0]].Name == "cheaper" {
				m.treeOv().sel = i
			}
		}
		press(m, "enter")
		if m.treeOv() != nil || m.cur().branch != "cheaper" {
			t.Fatalf("jump: tree %v, branch %s", m.treeOv() != nil, m.cur().branch)
		}
	})
	t.Run("rename", func(t *testing.T) {
		press(m, "ctrl+y")
		press(m, "n")
		m.treeOv().prompt.text = "budget"
		press(m, "enter")
		if _, ok := m.cur().tree.Branch("budget"); !ok || m.cur().branch != "budget" {
			t.Fatalf("rename: %+v", m.cur().tree.Branches)
		}
		press(m, "esc")
	})
}

// TestCompareGolden renders the side-by-side comparison of two branches.
func TestCompareGolden(t *testing.T) {
	env := treeEnv(t)
	m := treeModel(t, env)
	m.in.ta.SetValue("/compare main rerun")
	press(m, "enter")
	if m.compareOv() == nil {
		t.Fatal("compare did not open")
	}
	golden.RequireEqual(t, stable(m.render()))
}

func TestReplay(t *testing.T) {
	env := treeEnv(t)
	m := treeModel(t, env)
	m.in.ta.SetValue("/replay")
	press(m, "enter")
	if m.replayOv() == nil {
		t.Fatal("replay did not open")
	}
	press(m, "l", "l")
	s := ansi.Strip(m.render())
	// The model call of the first reply: the agent was given the first
	// message only.
	if !strings.Contains(s, "entry 3 of 6") || !strings.Contains(s, "model m-large") ||
		!strings.Contains(s, "what the agent was given · 1 message ·") || !strings.Contains(s, "tools: calculate") {
		t.Fatalf("replay screen:\n%s", s)
	}
	if n := len(m.replayOv().ctx); n != 3 {
		t.Fatalf("%d contexts cached after three entries", n)
	}
	press(m, "h", "l")
	if n := len(m.replayOv().ctx); n != 3 {
		t.Fatalf("a cached context was loaded again: %d cached", n)
	}
	press(m, "c")
	s = ansi.Strip(m.render())
	if strings.Contains(s, "what the agent was given") || !strings.Contains(s, "the agent saw 2 earlier entries") {
		t.Fatalf("context panel not hidden:\n%s", s)
	}
	press(m, "c")
	press(m, " ")
	if !m.replayOv().playing {
		t.Fatal("not playing")
	}
	_, cmd := m.Update(replayTick{seq: m.replayOv().seq})
	_ = cmd
	if m.replayOv().pos != 3 {
		t.Fatalf("play did not advance: %d", m.replayOv().pos)
	}
	press(m, "+", "esc")
	if m.replayOv() != nil {
		t.Fatal("replay did not close")
	}
}

// TestReplayGolden renders replay at the second answer with the context
// panel: the two earlier messages and the question it answers.
func TestReplayGolden(t *testing.T) {
	env := treeEnv(t)
	m := treeModel(t, env)
	m.in.ta.SetValue("/replay")
	press(m, "enter")
	if m.replayOv() == nil {
		t.Fatal("replay did not open")
	}
	press(m, "l", "l", "l", "l")
	golden.RequireEqual(t, stable(m.render()))
}

// TestReplayContextScroll keeps the newest messages in view and scrolls
// back through older ones when the panel is short.
func TestReplayContextScroll(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "")
	var es []session.Entry
	for i := range 30 {
		role, author := session.RoleUser, "user"
		if i%2 == 1 {
			role, author = session.RoleAssistant, config.DefaultAgentName
		}
		es = append(es, session.Entry{Kind: session.EntryMessage, Role: role, Author: author, Content: []session.Block{session.TextBlock(fmt.Sprintf("message number %d", i))}})
	}
	if _, err := env.st.Append(ctx, c.ID, "main", es...); err != nil {
		t.Fatal(err)
	}
	m := treeModel(t, env)
	m.in.ta.SetValue("/replay")
	press(m, "enter")
	press(m, "end")
	s := ansi.Strip(m.render())
	if !strings.Contains(s, "29 messages") || !strings.Contains(s, "message number 28") || strings.Contains(s, "message number 0\n") || !strings.Contains(s, "earlier") {
		t.Fatalf("newest messages not in view:\n%s", s)
	}
	press(m, "k", "k", "k")
	s = ansi.Strip(m.render())
	if strings.Contains(s, "message number 28") || !strings.Contains(s, "↓ 3 later") {
		t.Fatalf("did not scroll back:\n%s", s)
	}
	press(m, "h")
	if m.replayOv().ctxScroll != 0 {
		t.Fatal("a step did not reset the scroll")
	}
}

// At 40×12 the tree has room for a few rows: a line says which are shown
// and, scrolled down, that the root is above; when every row fits there
// is no such line.
func TestTreeSaysWhichRowsShow(t *testing.T) {
	env := treeEnv(t)
	ctx := context.Background()
	convs, err := env.st.ListConversations(ctx, session.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	path, err := env.st.Path(ctx, convs[0].ID, "main")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 6 { // more branches from the first message
		name := fmt.Sprintf("idea-%d", i)
		if _, err := env.st.CreateBranch(ctx, convs[0].ID, name, path[0].ID); err != nil {
			t.Fatal(err)
		}
		if _, err := env.st.Append(ctx, convs[0].ID, name, textEntry("assistant", "another idea "+name)); err != nil {
			t.Fatal(err)
		}
	}
	m := fitModel(t, env, "dark", 40, 12)
	press(m, "ctrl+y")
	tv := m.treeOv()
	if tv == nil {
		t.Fatal("tree did not open")
	}
	m.render()
	if len(tv.rows) <= tv.page {
		t.Fatalf("every one of %d rows fits in %d at 40×12: no test", len(tv.rows), tv.page)
	}
	for range tv.rows {
		press(m, "down")
	}
	screen := ansi.Strip(m.render())
	want := fmt.Sprintf("of %d · ↑ the root", len(tv.rows))
	if !strings.Contains(screen, want) {
		t.Fatalf("scrolled down, nothing says rows are above (want %q):\n%s", want, screen)
	}
	big := fitModel(t, env, "dark", 160, 50)
	press(big, "ctrl+y")
	if screen := ansi.Strip(big.render()); strings.Contains(screen, "rows 1–") {
		t.Fatalf("every row fits, yet a line says which show:\n%s", screen)
	}
}

// At 120×40 a label cut to fit its row beside the branch tags is shown
// whole below the rows when the selected row's is cut and room is left.
func TestTreeShowsTheSelectedLabelWhole(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "labels")
	long := "You asked about **glaciers**: how they form from compacted snow, how they move under their own weight, and what they leave behind when they melt away."
	if _, err := env.st.Append(ctx, c.ID, "main", textEntry("user", "glaciers?"), textEntry("assistant", long)); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 120, 40)
	press(m, "ctrl+y")
	if m.treeOv() == nil {
		t.Fatal("tree did not open")
	}
	for range 3 {
		press(m, "down")
	}
	screen := ansi.Strip(m.render())
	if !strings.Contains(screen, "what they leave behind") && !strings.Contains(strings.Join(strings.Fields(screen), " "), "what they leave behind") {
		t.Fatalf("the selected label is not shown whole:\n%s", screen)
	}
	if strings.Contains(screen, "**glaciers**") {
		t.Fatalf("a label shows markdown marks:\n%s", screen)
	}
}
