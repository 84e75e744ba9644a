package ui

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// TestSubAgentLiveRow: while a delegation's child runs, the parent's
// running tool call says which agent works in which conversation and,
// once a step of it ended, what it spent so far where there is room (at
// 80x24 and 160x50; at 80 columns the id and /subagent come first),
// /subagent opens that conversation, and once the
// child's turn ends the line is gone; /subagent then says none runs.
func TestSubAgentLiveRow(t *testing.T) {
	env := newEnv(t, false)
	ctx := context.Background()
	parent := env.newConversation(t, "planning")
	child, err := env.st.CreateConversation(ctx, session.NewConversation{Kind: session.KindDelegate, Agent: "architect", Title: "delegated: what is 6*7?"})
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		m := env.openModel(t, parent.ID, size[0], size[1])
		pt := startTurn(m, parent.ID)
		call := session.ToolCall{ID: "call_ask_architect0", Name: "ask_architect", Arguments: json.RawMessage(`{"task":"what is 6*7?"}`)}
		ct := session.Turn{ID: session.NewID(), ConversationID: child.ID, Branch: session.DefaultBranch, Agent: "architect", Status: session.TurnActive}
		m.Update(eventsMsg{
			{Kind: agent.EvToolStarted, ConversationID: parent.ID, TurnID: pt.ID, Branch: "main", ToolCall: &call},
			{Kind: agent.EvTurn, ConversationID: child.ID, TurnID: ct.ID, Turn: &ct},
		})
		if s := ansi.Strip(m.render()); strings.Contains(s, "is working") {
			t.Fatalf("%dx%d: a sub-agent is shown before one started:\n%s", size[0], size[1], s)
		}
		m.Update(eventsMsg{{Kind: agent.EvSpawn, ConversationID: parent.ID, TurnID: pt.ID, Branch: "main", Turn: &ct,
			Spawn: &session.SpawnInfo{Agent: "architect", Conversation: child.ID, Tool: "ask_architect", ToolCallID: call.ID, Input: "what is 6*7?"}}})
		s := ansi.Strip(m.render())
		if !strings.Contains(s, "↳ architect is working") || !strings.Contains(s, child.ID+" · /subagent opens it") ||
			size[0] >= 160 && !strings.Contains(s, "is working · conversation "+child.ID) {
			t.Fatalf("%dx%d: the running call does not name its sub-agent:\n%s", size[0], size[1], s)
		}
		// Its steps' spend shows as it goes.
		stepped := ct
		stepped.Usage = session.UsageByModel{"openai/gpt-test": {InputTokens: 100, OutputTokens: 10, Cost: 0.033}}
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: child.ID, TurnID: ct.ID, Turn: &stepped}})
		if s := ansi.Strip(m.render()); !strings.Contains(s, child.ID+" · /subagent opens it") ||
			size[0] >= 160 && !strings.Contains(s, "↳ architect is working ($0.0330 so far) · conversation "+child.ID) {
			t.Fatalf("%dx%d: the sub-agent's spend so far is not shown:\n%s", size[0], size[1], s)
		}
		submit(m, "/subagent")
		if m.current != child.ID {
			t.Fatalf("%dx%d: /subagent opened %s, want the child %s", size[0], size[1], m.current, child.ID)
		}
		runCmd(m, m.open(parent.ID))
		done := ct
		done.Status = session.TurnCompleted
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: child.ID, TurnID: ct.ID, Turn: &done}})
		if s := ansi.Strip(m.render()); strings.Contains(s, "is working") {
			t.Fatalf("%dx%d: the sub-agent still shows as working after its turn ended:\n%s", size[0], size[1], s)
		}
		submit(m, "/subagent")
		if m.current != parent.ID || !strings.Contains(noticeText(m), "no sub-agent is running here") {
			t.Fatalf("%dx%d: /subagent with none running: on %s, notice %q", size[0], size[1], m.current, noticeText(m))
		}
	}
}
