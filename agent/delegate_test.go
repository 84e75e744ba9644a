package agent

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

func TestDelegateSeesOnlyItsInput(t *testing.T) {
	e := newEnv(t, offlineDef("manager", 0), offlineDef("architect", 0))
	ctx := context.Background()
	c := e.conv("manager")
	e.wait(e.send(c, "a secret only the manager's conversation knows: the password is swordfish"))
	def := tools.Definition{Name: "ask_architect", Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: "delegate"}}
	out, err := e.rt.RunAgentTool(tools.WithCallInfo(ctx, tools.CallInfo{ConversationID: c.ID, Agent: "manager"}), def,
		json.RawMessage(`{"task":"what is 6*7?"}`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "42") {
		t.Fatalf("delegate answer %q", out)
	}
	convs, _ := e.store.ListConversations(ctx, session.ListOptions{Agent: "architect"})
	if len(convs) != 1 || convs[0].Kind != session.KindDelegate {
		t.Fatalf("delegate conversations %+v", convs)
	}
	for _, en := range e.path(convs[0].ID, "main") {
		if strings.Contains(session.Text(en.Content), "swordfish") {
			t.Fatal("the delegate saw the caller's conversation")
		}
	}
	if _, err := e.rt.RunAgentTool(ctx, tools.Definition{Target: tools.Target{Kind: tools.TargetAgent, Agent: "nobody", Mode: "delegate"}}, json.RawMessage(`{}`)); err == nil ||
		!strings.Contains(err.Error(), tools.CodeAgentDeclined) {
		t.Fatalf("unknown agent: %v", err)
	}
}

func TestLoopInJoinsTheConversation(t *testing.T) {
	e := newEnv(t, offlineDef("manager", 0), offlineDef("architect", 0))
	ctx := context.Background()
	c := e.conv("manager")
	first := e.wait(e.send(c, "hello"))
	last := e.loopInArchitect(c, first.ID, "calculate 2+2")
	got, _ := e.store.Conversation(ctx, c.ID)
	joined := false
	for _, p := range got.Participants {
		joined = joined || (p.Name == "architect" && p.Mode == "loop_in")
	}
	if !joined {
		t.Fatalf("participants %+v", got.Participants)
	}
	if last.Agent != "architect" {
		t.Fatalf("no architect turn: %+v", last)
	}
	if done := e.wait(last); done.Status != session.TurnCompleted {
		t.Fatalf("architect turn %s", done.Status)
	}
	var saw bool
	for _, en := range e.path(c.ID, "main") {
		if en.Author == "architect" && strings.Contains(session.Text(en.Content), "4") {
			saw = true
		}
	}
	if !saw {
		t.Fatal("the architect did not answer in the conversation")
	}
}
