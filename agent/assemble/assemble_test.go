package assemble

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

var update = flag.Bool("update", false, "rewrite the golden files")

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// fixture is a store with memories, todos and notes on a fixed clock, and a
// branch to assemble.
type fixture struct {
	mem *memory.Store
	ids []string
	in  agent.ContextInput
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	ctx := context.Background()
	db, err := session.Open(ctx, filepath.Join(t.TempDir(), "grove.db"), session.WithClock(func() time.Time {
		return t0.Add(-30 * 24 * time.Hour)
	}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	f := &fixture{mem: memory.New(db, nil)}
	mems := []struct {
		typ, text string
		sig       float64
	}{
		{"fact", "The user's favourite tree is the oak in their grandmother's garden in Lyon.", 0.8},
		{"preference", "The user prefers short answers with code examples in Go.", 0.7},
		{"fact", "The oak in the garden was planted in 1952 and is called Old Marcel.", 0.6},
		{"decision", "We decided to store all agent state in one SQLite file.", 0.9},
		{"episode", "On Tuesday the user debugged a flaky test in the scheduler for two hours.", 0.3},
		{"fact", "The user's cat is called Pixel and sleeps under the oak tree.", 0.5},
		{"pattern", "When the user says 'ship it' they want a commit message drafted.", 0.6},
		{"fact", "The garden also has two birch trees and a walnut tree.", 0.4},
		{"fact", "The user lives in Grenoble and works remotely.", 0.5},
		{"episode", "The user asked about pruning oak trees in late winter.", 0.4},
		{"fact", "The user's favourite editor is Helix.", 0.5},
		{"summary", strings.Repeat("A long summary of the garden project: soil, light, water and trees. ", 20), 0.5},
	}
	for _, m := range mems {
		got, err := f.mem.Add(ctx, "ada", memory.NewMemory{Type: m.typ, Content: m.text, Significance: memory.Sig(m.sig)})
		if err != nil {
			t.Fatal(err)
		}
		f.ids = append(f.ids, got.ID)
	}
	for _, td := range []string{"Review the pruning calendar", "Order mulch for the oak", "Ask about the walnut tree's disease", "Water the birches", "Write up the garden plan"} {
		if _, err := f.mem.AddTodo(ctx, "ada", td); err != nil {
			t.Fatal(err)
		}
	}
	for _, n := range []string{"Garden map", "Tree species", "Soil tests", "Watering schedule", "Pruning notes", "Suppliers"} {
		if _, err := f.mem.WriteNote(ctx, "ada", n, "body of "+n); err != nil {
			t.Fatal(err)
		}
	}

	def := config.Definition{
		Name:    "ada",
		Profile: llm.Profile{Name: "test-model", Provider: llm.KindOpenAI, Model: "gpt-test"},
		System: "You are Ada, a gardening assistant who remembers the user's garden. Answer briefly, " +
			"cite what you remember, and ask before giving advice that could harm a tree. " +
			"When unsure, say so and suggest how to find out.",
		Soul: config.Soul{Role: "gardener", Expertise: []string{"trees", "soil", "pruning"}, Style: "warm, precise",
			Principles: []string{"never guess a species", "prefer organic treatments"}},
		ThinThread: 4, MaxTokens: 512,
	}
	var path []session.Entry
	add := func(e session.Entry) {
		e.ID = fmt.Sprintf("e%02d", len(path)+1)
		e.ConversationID = "c1"
		e.CreatedAt = t0.Add(time.Duration(len(path)) * time.Minute)
		path = append(path, e)
	}
	user := func(text, turn string) {
		add(session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", TurnID: turn, Content: []session.Block{session.TextBlock(text)}})
	}
	asst := func(text, turn string) {
		add(session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "ada", TurnID: turn, Content: []session.Block{session.TextBlock(text)}})
	}
	user("Hi Ada, I'm planning the garden for spring.", "t1")
	asst("Lovely! What would you like to start with?", "t1")
	user("The soil near the birches is very dry.", "t2")
	asst("Mulch helps the birches keep water; water deeply once a week.", "t2")
	user("How many trees do I have?", "t3")
	add(session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "ada", TurnID: "t3",
		Content: []session.Block{{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "call1", Name: "memory_search", Arguments: json.RawMessage(`{"query":"trees"}`)}}}})
	add(session.Entry{Kind: session.EntryToolResult, Role: session.RoleTool, TurnID: "t3",
		Content: []session.Block{{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: "call1", Name: "memory_search", Success: true, Result: `[{"content":"two birches, a walnut and the oak"}]`}}}})
	asst("Four: the oak, two birches and a walnut.", "t3")
	user("Check the forecast for frost this week.", "t4") // still running, in parallel
	user("What was the name of the oak tree in the garden?", "t5")

	f.in = agent.ContextInput{
		Agent:        def,
		Conversation: session.Conversation{ID: "c1", Kind: session.KindDM, Agent: "ada", CurrentBranch: "main"},
		TurnID:       "t5",
		Path:         path,
		Pending: []session.AsyncOp{{ID: "op-1", TurnID: "t4", Tool: "weather", Status: session.AsyncRunning,
			Input: json.RawMessage(`{"days":7}`), CreatedAt: t0.Add(-90 * time.Second)}},
		Parallel: []agent.ParallelTurn{{Turn: session.Turn{ID: "t4", Agent: "ada", Status: session.TurnActive}, Input: "Check the forecast for frost this week."}},
		Tools: []tools.Spec{
			{Name: "memory_search", Description: "Search your memories by meaning and words.", Schema: json.RawMessage(`{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}`)},
			{Name: "weather", Description: "Forecast for the garden.", Schema: json.RawMessage(`{"type":"object","properties":{"days":{"type":"integer"}}}`), Async: true},
		},
		Now: t0,
	}
	return f
}

// normalize replaces memory ids with stable names.
func (f *fixture) normalize(s string) string {
	for i, id := range f.ids {
		s = strings.ReplaceAll(s, id, fmt.Sprintf("mem-%02d", i+1))
	}
	return s
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the golden file (go test -update rewrites it)\n--- got\n%s\n--- want\n%s", name, got, want)
	}
}

func TestBudgetsGolden(t *testing.T) {
	for _, tc := range []struct {
		name   string
		window int
	}{{"small_window", 800}, {"large_window", 200000}} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.in.Agent.Profile.ContextWindow = tc.window
			a, err := New(f.mem).Explain(context.Background(), Input{ContextInput: f.in})
			if err != nil {
				t.Fatal(err)
			}
			checkInvariants(t, a)
			var b strings.Builder
			if err := a.Format(&b); err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "\n── request ──\nsystem: %d chars\n", len(a.Request.System))
			for _, m := range a.Request.Messages {
				fmt.Fprintf(&b, "%s (%d blocks)\n", m.Role, len(m.Content))
			}
			golden(t, tc.name, f.normalize(b.String()))
		})
	}
}

func checkInvariants(t *testing.T, a *Assembly) {
	t.Helper()
	for _, s := range a.Sections {
		if s.Name != SecInput && s.Tokens > s.Budget {
			t.Errorf("%s uses %d tokens over its budget %d", s.Name, s.Tokens, s.Budget)
		}
	}
	in := a.Section(SecInput)
	if a.Total()-a.ToolTokens > a.Available && a.Total()-in.Tokens-a.ToolTokens > 0 {
		t.Errorf("prompt %d tokens over the available %d", a.Total(), a.Available)
	}
	ms := a.Request.Messages
	if len(ms) == 0 {
		t.Fatal("no messages")
	}
	if ms[0].Role == llm.RoleTool {
		t.Error("the thread starts inside a tool group")
	}
	last := ms[len(ms)-1]
	if last.Role != llm.RoleUser || !strings.Contains(session.Text(last.Content), "oak tree") {
		t.Errorf("the input is not last: %+v", last)
	}
}

func TestLargeWindowKeepsEverything(t *testing.T) {
	f := newFixture(t)
	f.in.Agent.Profile.ContextWindow = 200000
	a, err := New(f.mem).Explain(context.Background(), Input{ContextInput: f.in, Workspace: "You are in the workspace garden-2026."})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range a.Sections {
		if s.Dropped > 0 || s.Truncated {
			t.Errorf("%s cut in a large window: %+v", s.Name, s)
		}
	}
	if got := a.Section(SecMemories); got.Items != DefaultK || !strings.Contains(got.Text, "Old Marcel") {
		t.Errorf("memories: %+v", got)
	}
	if !strings.Contains(a.Request.System, "garden-2026") || !strings.Contains(a.Request.System, "Order mulch") ||
		!strings.Contains(a.Request.System, "Pruning notes") || !strings.Contains(a.Request.System, "op-1") {
		t.Errorf("system prompt lacks sections:\n%s", a.Request.System)
	}
	// Thin thread of 4: the parallel turn's message is hidden, and the
	// tool group rides with its call.
	th := a.Section(SecThread)
	if th.Items != 5 || strings.Contains(th.Text, "frost") || !strings.Contains(th.Text, "memory_search") {
		t.Errorf("thread: %+v", th)
	}
	if strings.Contains(th.Text, "Hi Ada") {
		t.Error("the thread is longer than thin_thread")
	}
}

func TestInputNeverDropped(t *testing.T) {
	f := newFixture(t)
	f.in.Agent.Profile.ContextWindow = 1000
	huge := strings.Repeat("oak ", 3000)
	last := &f.in.Path[len(f.in.Path)-1]
	last.Content = []session.Block{session.TextBlock(huge)}
	a, err := New(f.mem).Explain(context.Background(), Input{ContextInput: f.in})
	if err != nil {
		t.Fatal(err)
	}
	ms := a.Request.Messages
	if len(ms) != 1 || session.Text(ms[0].Content) != huge {
		t.Fatalf("the input was cut: %d messages", len(ms))
	}
	for _, s := range a.Sections {
		if s.Name != SecInput && s.Tokens != 0 {
			t.Errorf("%s has %d tokens with no room left", s.Name, s.Tokens)
		}
	}
}

func TestNoMemoryStoreAndNoTurn(t *testing.T) {
	f := newFixture(t)
	f.in.TurnID = "" // explaining the next prompt: everything is thread
	f.in.Parallel, f.in.Pending = nil, nil
	a, err := (&Builder{}).Explain(context.Background(), Input{ContextInput: f.in})
	if err != nil {
		t.Fatal(err)
	}
	if a.Section(SecInput).Items != 0 || a.Section(SecThread).Items == 0 || a.Section(SecMemories).Text != "" {
		t.Errorf("sections: %+v", a.Sections)
	}
	if a.Query != "What was the name of the oak tree in the garden?" {
		t.Errorf("query %q", a.Query)
	}
}

// TestStartsAfterToolGroup: a thin thread whose N-th message would be a
// tool result starts at the call instead.
func TestThreadNeverStartsInToolGroup(t *testing.T) {
	f := newFixture(t)
	f.in.Parallel, f.in.Pending = nil, nil
	for n := 1; n <= 8; n++ {
		f.in.Agent.ThinThread = n
		for _, w := range []int{600, 900, 1400, 4000} {
			f.in.Agent.Profile.ContextWindow = w
			a, err := New(f.mem).Explain(context.Background(), Input{ContextInput: f.in})
			if err != nil {
				t.Fatal(err)
			}
			ms := a.Request.Messages
			if len(ms) > 0 && ms[0].Role == llm.RoleTool {
				t.Fatalf("thin_thread %d window %d starts with a tool result", n, w)
			}
			for i, m := range ms {
				if m.Role != llm.RoleTool {
					continue
				}
				if i == 0 || len(session.ToolCalls(ms[i-1].Content)) == 0 {
					t.Fatalf("thin_thread %d window %d: tool result without its call", n, w)
				}
			}
		}
	}
}

// TestCompactionStartsTheThread: after a compaction entry the context holds
// the summary and what follows, never what the summary replaced.
func TestCompactionStartsTheThread(t *testing.T) {
	f := newFixture(t)
	b := New(f.mem)
	in := f.in
	in.Agent.ThinThread = 50
	path := append([]session.Entry{}, in.Path[:4]...)
	path = append(path, session.Entry{ID: "cmp", ConversationID: "c1", Kind: session.EntryCompaction, Role: session.RoleUser,
		Content: []session.Block{session.TextBlock("Summary so far: the user is planning a spring garden.")}, CreatedAt: t0})
	path = append(path, in.Path[4:]...)
	in.Path = path
	req, err := b.Build(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, m := range req.Messages {
		all.WriteString(session.Text(m.Content))
	}
	if strings.Contains(all.String(), "Summary so far") || strings.Contains(all.String(), "The soil near the birches") {
		t.Fatalf("thread after compaction:\n%s", all.String())
	}
	// The summary is a section of the prompt, not something the user said.
	if !strings.Contains(req.System, "Summary so far") {
		t.Fatalf("the prompt lacks the summary:\n%s", req.System)
	}
}
