package ui

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
)

// delegated stores a conversation whose reply delegated to the architect
// (its tool call and result, the spawn and result records) and the child
// conversation, linked; it returns both and the spawn entry's id.
func delegated(t *testing.T, env *testEnv) (parent, child session.Conversation, spawnID string) {
	t.Helper()
	ctx := context.Background()
	var err error
	if child, err = env.st.CreateConversation(ctx, session.NewConversation{Kind: session.KindDelegate, Agent: "architect", Title: "delegated: what is 6*7?"}); err != nil {
		t.Fatal(err)
	}
	if parent, err = env.st.CreateConversation(ctx, session.NewConversation{Agent: "assistant", Title: "planning"}); err != nil {
		t.Fatal(err)
	}
	if err := env.st.LinkChild(ctx, child.ID, session.SpawnRef{ConversationID: parent.ID}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Append(ctx, child.ID, "main", textEntry("user", "what is 6*7?"), textEntry("assistant", "42 it is.")); err != nil {
		t.Fatal(err)
	}
	call := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", Content: []session.Block{
		{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "c1", Name: "ask_architect", Arguments: json.RawMessage(`{"task":"what is 6*7?"}`)}}}}
	result := session.Entry{Kind: session.EntryToolResult, Role: session.RoleTool, Author: "assistant", Content: []session.Block{
		{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: "c1", Name: "ask_architect", Success: true, Result: "42 it is."}}}}
	spawn := session.NewSpawnEntry("assistant", "", session.SpawnInfo{Agent: "architect", Conversation: child.ID, Tool: "ask_architect", Input: "what is 6*7?"})
	end := session.NewAgentResultEntry("assistant", "", "42 it is.", session.AgentResultInfo{Agent: "architect", Conversation: child.ID,
		Status: session.TurnCompleted, Usage: session.Usage{InputTokens: 100, OutputTokens: 10, Cost: 0.011}})
	final := textEntry("assistant", "The architect says 42.")
	const turn = "01JTURN0000000000000000000"
	for _, e := range []*session.Entry{&call, &result, &spawn, &end, &final} {
		e.TurnID = turn
	}
	out, err := env.st.Append(ctx, parent.ID, "main", textEntry("user", "ask the architect"), call, result, spawn, end, final)
	if err != nil {
		t.Fatal(err)
	}
	return parent, child, out[3].ID
}

// TestDelegationInTheTUI: the timeline shows the spawn (who was started
// with what) and the result (status, tokens, cost, the answer's first
// words) on rows of their own; the status bar counts the sub-agent's cost
// with the conversation's, each part named; in the tree the run holding
// the spawn is tagged, o opens the child conversation and p in the
// child's tree comes back to the spawn; help lists both keys.
func TestDelegationInTheTUI(t *testing.T) {
	env := newEnv(t, false)
	parent, child, spawnID := delegated(t, env)
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		m := env.openModel(t, parent.ID, size[0], size[1])
		screen := strings.Join(strings.Fields(ansi.Strip(m.render())), " ")
		for _, want := range []string{"↳ sub-agent · assistant", "started architect: “what is 6*7?”", "↩ sub-agent result ✓",
			"architect completed · 110 tok · $0.0110 — 42 it is.", "$0.0110 (own $0.0000 + sub $0.0110)"} {
			if !strings.Contains(screen, want) {
				t.Fatalf("%dx%d: %q is not on screen:\n%s", size[0], size[1], want, ansi.Strip(m.render()))
			}
		}
		// The newest turn's cost with its sub-agent's, where there is room.
		if turn := "turn $0.0110 (own $0.0000 + sub $0.0110)"; strings.Contains(screen, turn) != (size[0] >= 160) {
			t.Fatalf("%dx%d: the turn's cost %q shown: %v\n%s", size[0], size[1], turn, strings.Contains(screen, turn), ansi.Strip(m.render()))
		}
		press(m, "ctrl+y")
		tv := m.treeOv()
		if tv == nil {
			t.Fatal("tree did not open")
		}
		if s := ansi.Strip(m.render()); !strings.Contains(s, "↳ architect (o)") || !strings.Contains(s, "$0.0000 + $0.0110 sub-agents") {
			t.Fatalf("%dx%d: the spawn's row is not tagged:\n%s", size[0], size[1], s)
		}
		found := false
		for i, r := range tv.rows {
			if len(spawnsOf(m.cur().tree, r)) > 0 {
				tv.sel, found = i, true
			}
		}
		if !found {
			t.Fatal("no tree row holds the spawn")
		}
		press(m, "o")
		if m.treeOv() != nil || m.current != child.ID {
			t.Fatalf("o: tree open %v, showing %s (the child is %s)", m.treeOv() != nil, m.current, child.ID)
		}
		press(m, "ctrl+y")
		if s := ansi.Strip(m.render()); !strings.Contains(s, "↳ started by assistant in “planning” · p goes back") {
			t.Fatalf("%dx%d: the child's tree does not say where it came from:\n%s", size[0], size[1], s)
		}
		press(m, "p")
		if m.treeOv() != nil || m.current != parent.ID {
			t.Fatalf("p: tree open %v, showing %s (the parent is %s)", m.treeOv() != nil, m.current, parent.ID)
		}
		if cv := m.cur(); cv.wantFocus != spawnID {
			if _, ok := cv.entryIdx[spawnID]; !ok {
				t.Fatalf("p did not bring the spawn entry %s on screen", spawnID)
			}
		}
		// In a conversation no delegation started, p says so.
		press(m, "ctrl+y", "p")
		if m.current != parent.ID || !strings.Contains(ansi.Strip(m.render()), "not started by a delegation") {
			t.Fatalf("p in a parent:\n%s", ansi.Strip(m.render()))
		}
	}
	if help := strings.Join(helpLines(&common{keys: DefaultKeyMap()}, 200), "\n"); !strings.Contains(help, "o on a ↳ row opens the sub-agent's conversation, p in it goes back") {
		t.Fatalf("help does not list the keys:\n%s", help)
	}
}
