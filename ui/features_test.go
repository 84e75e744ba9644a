package ui

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// fakeShell is a guarded tool like the real shell: ask by default, the
// command is the subject.
type fakeShell struct{}

func (fakeShell) Spec() tools.Spec {
	return tools.Spec{Name: "shell", Description: "run a command", Schema: json.RawMessage(`{"type":"object"}`)}
}
func (fakeShell) Run(context.Context, json.RawMessage) (string, error) { return "ok", nil }
func (fakeShell) DefaultMode() tools.Mode                              { return tools.ModeAsk }
func (fakeShell) Subject(args json.RawMessage) tools.Subject {
	var in struct {
		Command string `json:"command"`
	}
	_ = json.Unmarshal(args, &in)
	return tools.Subject{Value: in.Command, Command: true}
}

func shellQuestion(convID, callID, cmd string) tools.Question {
	args := json.RawMessage(`{"command":` + strconvQuote(cmd) + `}`)
	return tools.Question{
		Info:    tools.CallInfo{ConversationID: convID, TurnID: "T1", Agent: config.DefaultAgentName},
		Call:    session.ToolCall{ID: callID, Name: "shell", Arguments: args},
		Subject: tools.Subject{Value: cmd, Command: true},
		Pattern: "shell:" + cmd,
	}
}

func strconvQuote(s string) string { b, _ := json.Marshal(s); return string(b) }

func pressKey(m *Model, k tea.KeyPressMsg) tea.Cmd {
	_, cmd := m.Update(k)
	return cmd
}

func runeKey(r rune) tea.KeyPressMsg { return tea.KeyPressMsg{Code: r, Text: string(r)} }

// nextAsk runs the model's asker wait once and feeds the message in.
func nextAsk(t *testing.T, m *Model) {
	t.Helper()
	ch := make(chan tea.Msg, 1)
	go func() { ch <- waitAsk(m.c.ctx, m.perm.asker)() }()
	m.Update(testkit.Within(t, ch, "no question reached the model"))
}

type askResult struct {
	ans tools.Answer
	err error
}

func TestPermissionDialog(t *testing.T) {
	env := newEnv(t, true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, "dark")
	now := fixedNow
	m.c.clock = func() time.Time { return now }
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 34})

	// Two questions at once queue; the first is on screen.
	res1, res2 := make(chan askResult, 1), make(chan askResult, 1)
	go func() {
		a, err := m.perm.asker.Ask(ctx, shellQuestion("", "call-1", "rm -rf build"))
		res1 <- askResult{a, err}
	}()
	nextAsk(t, m)
	go func() {
		a, err := m.perm.asker.Ask(ctx, shellQuestion("", "call-2", "make test"))
		res2 <- askResult{a, err}
	}()
	nextAsk(t, m)
	if len(m.pendingAsks()) != 2 {
		t.Fatalf("%d questions queued", len(m.pendingAsks()))
	}
	screen := ansi.Strip(m.render())
	for _, want := range []string{"permission needed", "1 of 2 waiting", "rm -rf build", "allow once", "allow for this conversation", "always allow", "deny", "assistant"} {
		if !strings.Contains(screen, want) {
			t.Fatalf("dialog lacks %q:\n%s", want, screen)
		}
	}
	// A key typed just as the dialog appeared does not answer it.
	if cmd := pressKey(m, runeKey('y')); cmd != nil || len(m.pendingAsks()) != 2 {
		t.Fatal("a key inside the typing guard answered the dialog")
	}
	now = now.Add(time.Second)
	driveAll(m, pressKey(m, runeKey('c')))
	if r := <-res1; r.err != nil || r.ans.Decision != tools.AllowConversation {
		t.Fatalf("first answer: %+v", r)
	}
	if m.perm.decisions["call-1"] != tools.AllowConversation {
		t.Fatal("decision not remembered for the tool block")
	}
	// The second is shown now; arrows and enter choose, esc denies.
	if len(m.pendingAsks()) != 1 || !strings.Contains(ansi.Strip(m.render()), "make test") {
		t.Fatal("the second question is not shown")
	}
	now = now.Add(time.Second)
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyDown})
	if m.permOv().sel != 1 {
		t.Fatalf("selection %d", m.permOv().sel)
	}
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEscape}))
	if r := <-res2; r.err != nil || r.ans.Decision != tools.DenyOnce || r.ans.Reason == "" {
		t.Fatalf("second answer: %+v", r)
	}
	if len(m.pendingAsks()) != 0 || strings.Contains(ansi.Strip(m.render()), "permission needed") {
		t.Fatal("dialog still up")
	}

	// A caller that gives up takes its question off the screen.
	qctx, qcancel := context.WithCancel(ctx)
	res3 := make(chan askResult, 1)
	go func() { a, err := m.perm.asker.Ask(qctx, shellQuestion("", "call-3", "ls")); res3 <- askResult{a, err} }()
	nextAsk(t, m)
	qcancel()
	if r := <-res3; !errors.Is(r.err, context.Canceled) {
		t.Fatalf("cancelled ask: %+v", r)
	}
	nextAsk(t, m)
	if len(m.pendingAsks()) != 0 {
		t.Fatal("a withdrawn question stayed")
	}
	// Once the UI stops, Ask refuses at once.
	m.perm.asker.close()
	if _, err := m.perm.asker.Ask(ctx, shellQuestion("", "call-4", "ls")); !errors.Is(err, errUIClosed) {
		t.Fatalf("ask after close: %v", err)
	}
}

// TestPermissionGate runs the real gate with the dialog as its Asker: an
// "allow for this conversation" answer covers the next identical call.
func TestPermissionGate(t *testing.T) {
	env := newEnv(t, true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, "dark")
	m.c.clock = func() time.Time { return fixedNow.Add(time.Hour) }
	perms := tools.NewPermissions(nil, nil, nil)
	perms.SetAsker(m.perm.asker)
	info := tools.CallInfo{ConversationID: "C1", TurnID: "T1", Agent: config.DefaultAgentName}
	call := session.ToolCall{ID: "x1", Name: "shell", Arguments: json.RawMessage(`{"command":"go test ./..."}`)}
	done := make(chan error, 1)
	go func() { done <- perms.Authorize(ctx, info, fakeShell{}, call) }()
	nextAsk(t, m)
	m.permOv().shown = fixedNow // shown long ago: past the typing guard
	driveAll(m, pressKey(m, runeKey('c')))
	if err := <-done; err != nil {
		t.Fatalf("allowed call refused: %v", err)
	}
	if err := perms.Authorize(ctx, info, fakeShell{}, call); err != nil {
		t.Fatalf("the conversation decision was not remembered: %v", err)
	}
	if got := perms.Mode(info, fakeShell{}, call); got != tools.ModeAllow {
		t.Fatalf("mode after allow-for-conversation: %s", got)
	}
}

func TestPermissionGolden(t *testing.T) {
	env := newEnv(t, true)
	c := env.seedShowcase(t)
	q := shellQuestion(c.ID, "call-1", "go test ./... && rm -rf /tmp/grove-build")
	q.Call.Arguments = json.RawMessage(`{"command":"go test ./... && rm -rf /tmp/grove-build","timeout_seconds":120}`)
	req := &permRequest{id: 1, q: q, reply: make(chan tools.Answer, 1)}
	out := runScreen(t, env, "dark", 120, 34, []tea.Msg{permAskMsg{req}})
	golden.RequireEqual(t, out)
}

// toolEntries makes an assistant message with four tool calls and their
// results: done, failed, denied, and async (finished later).
func toolEntries() []session.Entry {
	tc := func(id, name, args string) session.Block {
		return session.Block{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: id, Name: name, Arguments: json.RawMessage(args)}}
	}
	tr := func(r session.ToolResult) session.Block {
		return session.Block{Type: session.BlockToolResult, ToolResult: &r}
	}
	at := fixedNow
	call := session.Entry{ID: "E1", Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName, TurnID: "T1", CreatedAt: at,
		Content: []session.Block{session.TextBlock("Working on it."),
			tc("c1", "shell", `{"command":"go build ./..."}`),
			tc("c2", "calculate", `{"expression":"1/0"}`),
			tc("c3", "shell", `{"command":"rm -rf /"}`),
			tc("c4", "wait", `{"seconds":3}`),
		}}
	results := session.Entry{ID: "E2", Kind: session.EntryToolResult, TurnID: "T1", CreatedAt: at.Add(2 * time.Second),
		Content: []session.Block{
			tr(session.ToolResult{ToolCallID: "c1", Success: true, Result: "built", DurationMs: 1530}),
			tr(session.ToolResult{ToolCallID: "c2", Error: &session.ToolError{Code: tools.CodeExecutionFailed, Message: "division by zero"}, DurationMs: 2}),
			tr(session.ToolResult{ToolCallID: "c3", Error: &session.ToolError{Code: tools.CodePermissionDenied, Message: "no"}}),
			tr(session.ToolResult{ToolCallID: "c4", Success: true, Async: true, AsyncOp: "OP1", Result: "started"}),
		}}
	async := session.Entry{ID: "E3", Kind: session.EntryAsyncResult, TurnID: "T1", CreatedAt: at.Add(5 * time.Second),
		Content: []session.Block{session.AsyncResultBlock(session.AsyncResult{OpID: "OP1", Tool: "wait", Status: session.AsyncCompleted, Result: "waited 3s"})}}
	async.SetMeta(session.EntryMeta{AsyncOp: "OP1", ReplyTo: "E1"})
	return []session.Entry{call, results, async}
}

func TestToolBlockStatus(t *testing.T) {
	env := newEnv(t, true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, "dark")
	m.tl.toolTook = nil
	env.rt.Tools().Register(fakeShell{})
	m.perm.gate = tools.NewPermissions([]tools.Rule{{Pattern: "shell:go build *", Mode: tools.ModeAllow}, {Pattern: "shell:rm *", Mode: tools.ModeDeny}}, nil, nil)
	m.c.width, m.c.height = 140, 40
	cv := newConvView(session.Conversation{ID: "C1", CurrentBranch: "main"})
	for _, e := range toolEntries() {
		cv.add(&e)
	}
	r := m.tl.renderer(m.mainWidth())
	lines := ansi.Strip(strings.Join(r.itemLines(cv, cv.items[0]), "\n"))
	for _, want := range []string{
		"✓ shell command=go build ./... → built · 1.5s · allowed by rule",
		"✗ calculate expression=1/0 → failed EXECUTION_FAILED · 2ms",
		"⊘ shell command=rm -rf / → denied · denied by rule",
		"✓ wait seconds=3 → done in background · 5.0s",
	} {
		if !strings.Contains(lines, want) {
			t.Errorf("missing %q in\n%s", want, lines)
		}
	}
	// A decision made in the dialog names itself.
	m.perm.decisions["c1"] = tools.AllowOnce
	cv2 := newConvView(session.Conversation{ID: "C1", CurrentBranch: "main"})
	for _, e := range toolEntries() {
		cv2.add(&e)
	}
	if s := ansi.Strip(strings.Join(r.itemLines(cv2, cv2.items[0]), "\n")); !strings.Contains(s, "built · 1.5s · allowed once") {
		t.Errorf("decision not shown:\n%s", s)
	}
	// Expanded: the status line with the permission.
	cv.items[0].expand = true
	s := ansi.Strip(strings.Join(r.itemLines(cv, cv.items[0]), "\n"))
	if !strings.Contains(s, "status done · took 1.5s · permission allowed by rule") || !strings.Contains(s, "status denied · permission denied by rule") {
		t.Errorf("expanded block:\n%s", s)
	}
}

// TestSelectExpand toggles the tool blocks of the selected message only.
func TestSelectExpand(t *testing.T) {
	env := newEnv(t, true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	env.seedShowcase(t)
	m := env.model(t, ctx, "dark")
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 60})
	cv := m.cur()
	press(m, "ctrl+x")
	for cv.sel > 0 && len(cv.items[cv.sel].tools) == 0 {
		press(m, "up")
	}
	if len(cv.items[cv.sel].tools) == 0 {
		t.Fatal("no message with tools")
	}
	press(m, "o")
	screen := ansi.Strip(m.render())
	if n := strings.Count(screen, "    args   "); n != 2 {
		t.Fatalf("%d expanded tool blocks, want the selected message's 2:\n%s", n, screen)
	}
	press(m, "o", "esc")
	if strings.Contains(ansi.Strip(m.render()), "    args   ") {
		t.Fatal("collapsing did not work")
	}
	// ctrl+e outside select mode still expands everything.
	pressKey(m, tea.KeyPressMsg{Code: 'e', Mod: tea.ModCtrl})
	if m.tl.flags&flagTools == 0 {
		t.Fatal("ctrl+e no longer expands all")
	}
}

// TestJobsPanel runs a real background job, lists it, jumps to the turn
// that started it and cancels it.
func TestJobsPanel(t *testing.T) {
	env := newEnv(t, false)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	c := env.newConversation(t, "slow work")
	other := env.newConversation(t, "elsewhere")
	turn, err := env.rt.Send(ctx, agent.SendRequest{ConversationID: c.ID, Text: "in the background wait 30 seconds"})
	if err != nil {
		t.Fatal(err)
	}
	var ops []session.AsyncOp
	for deadline := time.Now().Add(time.Minute); len(ops) == 0; {
		if time.Now().After(deadline) {
			t.Fatal("the background job never started")
		}
		time.Sleep(20 * time.Millisecond)
		ops, _ = env.st.AsyncOps(ctx, "", "", session.AsyncRunning)
	}
	m := env.model(t, ctx, "dark")
	// Not initCmds: Runtime.ActiveTurns reads a running turn without its
	// lock (a race in agent/, reported); the panel needs only the list.
	driveAll(m, loadConvs(ctx, m.c.store))
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 34})
	driveAll(m, m.open(other.ID))
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: 'j', Mod: tea.ModAlt}))
	if m.jobsOv() == nil || len(m.jobsOv().ops) != 1 {
		t.Fatalf("jobs panel: %+v", m.jobsOv())
	}
	screen := ansi.Strip(m.render())
	for _, want := range []string{"Background jobs · 1 running", "wait  seconds=30", "in slow work", "x cancel"} {
		if !strings.Contains(screen, want) {
			t.Fatalf("panel lacks %q:\n%s", want, screen)
		}
	}
	// Jump to the turn: its conversation opens with the call on screen.
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if m.jobsOv() != nil || m.current != c.ID {
		t.Fatalf("jump: panel %v, current %s", m.jobsOv() != nil, m.current)
	}
	cv := m.cur()
	idx, ok := cv.entryIdx[ops[0].CallEntryID]
	if !ok || idx < cv.firstVis || idx > cv.lastVis {
		t.Fatalf("the call entry is not on screen (idx %d ok %v, visible %d–%d)", idx, ok, cv.firstVis, cv.lastVis)
	}
	// Cancel it from the panel.
	driveAll(m, m.openJobs())
	driveAll(m, pressKey(m, runeKey('x')))
	for deadline := time.Now().Add(time.Minute); ; {
		left, _ := env.st.AsyncOps(ctx, "", "", session.AsyncRunning)
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the job was not cancelled")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, err := env.rt.WaitTurn(ctx, turn.ID); err != nil {
		t.Fatal(err)
	}
	driveAll(m, m.jobsOv().reload())
	if len(m.jobsOv().ops) != 0 || !strings.Contains(ansi.Strip(m.render()), "nothing is running") {
		t.Fatalf("after cancel: %+v", m.jobsOv().ops)
	}
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyEscape})
	if m.jobsOv() != nil {
		t.Fatal("esc did not close the panel")
	}
}

func TestModelCommand(t *testing.T) {
	st, err := session.Open(context.Background(), t.TempDir()+"/grove.db")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	rt, resolvedRefs := resolvingRuntime(t, st)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	def, _ := rt.ResolveAgent(context.Background(), "")
	m, err := newModel(ctx, Options{Runtime: rt, Agents: []config.Definition{def}, ConfigPath: "-", Models: []string{"fast", "smart"}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.sub.Close()
	c, _ := st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName})
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	if got := m.completions("/model f"); len(got) != 1 || got[0] != "/model fast" {
		t.Fatalf("completions: %v", got)
	}
	run := func(s string) {
		m.in.ta.SetValue(s)
		driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	}
	run("/model nope")
	if !m.bar.noticeErr || len(m.modelOverride) != 0 {
		t.Fatalf("unknown model accepted: %q", m.bar.notice)
	}
	run("/model fast")
	if m.modelOverride[c.ID] != "fast" {
		t.Fatalf("override: %v", m.modelOverride)
	}
	if s := statusText(m); !strings.Contains(s, "fast (override)") {
		t.Fatalf("status bar: %s", s)
	}
	run("/model")
	if !strings.Contains(m.bar.notice, "next turns use fast") {
		t.Fatalf("/model shows %q", m.bar.notice)
	}
	run("hello")
	if id := m.cur().focusTurn; id == "" {
		t.Fatal("no turn started")
	} else if _, err := rt.WaitTurn(ctx, id); err != nil {
		t.Fatal(err)
	}
	turns, _ := st.Turns(ctx, c.ID)
	asked := resolvedRefs.list()
	if len(turns) != 1 || turns[0].Model != "fast" || len(asked) == 0 || asked[0] != "fast" {
		t.Fatalf("the turn did not use the override: %+v %v", turns, asked)
	}
	run("/model -")
	if m.overrideOf(c.ID) != "" || strings.Contains(statusText(m), "override") {
		t.Fatal("reset did not clear the override")
	}
}

// TestHelpFits opens the help at 120×40 with the sidebar: the box ends on
// screen and scrolls to its last row.
func TestHelpFits(t *testing.T) {
	env := newEnv(t, true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, "dark")
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyF1})
	lines := strings.Split(ansi.Strip(m.render()), "\n")
	bottom := -1
	for i, l := range lines {
		if strings.Contains(l, "╰") {
			bottom = i
		}
	}
	if bottom < 0 || bottom >= m.timelineHeight() {
		t.Fatalf("help box runs off the timeline (bottom row %d):\n%s", bottom, strings.Join(lines, "\n"))
	}
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnd})
	s := ansi.Strip(m.render())
	if !m.helpOpen() || !strings.Contains(s, "/quit") {
		t.Fatalf("scrolled help does not reach the end:\n%s", s)
	}
	pressKey(m, runeKey('z'))
	if m.helpOpen() {
		t.Fatal("another key did not close the help")
	}
}

// An async result stored as a block and one stored by older versions as
// text render the same: status, tool, the call that started it, the result.
func TestAsyncResultBlockAndOldTextRenderAlike(t *testing.T) {
	env := newEnv(t, true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, "dark")
	m.c.width, m.c.height = 120, 40
	for _, ok := range []bool{true, false} {
		r := session.AsyncResult{OpID: "OP1", Tool: "wait", Status: session.AsyncCompleted, Result: "waited 3s"}
		want := "✓"
		if !ok {
			r.Status, r.Result, want = session.AsyncFailed, "EXECUTION_FAILED: boom", "✗ failed"
		}
		render := func(content session.Block) string {
			entries := toolEntries()
			entries[2].Content = []session.Block{content}
			if !ok {
				entries[2].SetMeta(session.EntryMeta{AsyncOp: "OP1", ReplyTo: "E1", Error: r.Result})
			}
			cv := newConvView(session.Conversation{ID: "C1", CurrentBranch: "main"})
			for _, e := range entries {
				cv.add(&e)
			}
			rd := m.tl.renderer(m.mainWidth())
			return ansi.Strip(strings.Join(rd.itemLines(cv, cv.items[len(cv.items)-1]), "\n"))
		}
		block := render(session.AsyncResultBlock(r))
		old := render(session.TextBlock("[async result tool=wait op=OP1 status=" + map[bool]string{true: "success", false: "failed"}[ok] + "]\n" + r.Result))
		if block != old {
			t.Fatalf("block and text forms differ:\n%s\n---\n%s", block, old)
		}
		for _, w := range []string{"↩ background result " + want + " · wait", "↑ started by “Working on it.”", r.Result} {
			if !strings.Contains(block, w) {
				t.Errorf("missing %q in\n%s", w, block)
			}
		}
	}
}
