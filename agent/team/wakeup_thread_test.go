package team

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// A schedule that names no workspace wakes the agent in its personal DM
// thread, the one `grove send alice` and the TUI's "DM alice" continue:
// two wake-ups are two turns of that one conversation, not two new ones.
func TestScheduledWakeUpsGoToTheDMThread(t *testing.T) {
	te := newTeamEnv(t, "alice")
	ctx := context.Background()
	d := te.defs["alice"]
	d.Schedule = config.Schedule{Prompt: "Check the inbox", Every: time.Minute}
	for range 2 {
		if err := te.team.WakeUp(ctx, d); err != nil {
			t.Fatal(err)
		}
		te.idle(t)
	}
	dm, created, err := te.store.PersonalThread(ctx, "alice")
	if err != nil || created {
		t.Fatalf("alice's DM thread: created=%v err=%v, want the wake-ups to have opened it", created, err)
	}
	convs, err := te.store.ListConversations(ctx, session.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(convs) != 1 || convs[0].ID != dm.ID {
		t.Fatalf("conversations after two wake-ups: %+v, want only alice's DM thread %s", convs, dm.ID)
	}
	ins, _ := te.store.Instructions(ctx, "")
	if len(ins) != 2 {
		t.Fatalf("instructions %+v, want two wake-ups", ins)
	}
	for _, in := range ins {
		if in.ConversationID != dm.ID || in.Status != session.InstructionDone {
			t.Fatalf("wake-up %+v, want done in the DM thread %s", in, dm.ID)
		}
	}
	path, err := te.store.Path(ctx, dm.ID, session.DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	asked := 0
	for _, e := range path {
		if e.Role == session.RoleUser && strings.Contains(session.Text(e.Content), "Check the inbox") {
			asked++
		}
	}
	if asked != 2 {
		t.Fatalf("the DM thread holds %d wake-up prompts, want 2", asked)
	}
}

// A schedule that names a running workspace the agent is in wakes it
// there: its answer is posted to that workspace's channel, and no DM
// thread or other conversation is opened.
func TestScheduledWakeUpInWorkspaceAnswersInItsChannel(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	ws := te.start(t, strings.Replace(testWorkflow, `kickoff: "@alice Review the change."`, "", 1))
	before := len(channel(t, te.store, ws))
	convsBefore, err := te.store.ListConversations(ctx, session.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	d := te.defs["alice"]
	d.Schedule = config.Schedule{Prompt: "Check for pending reviews", Workspace: "review", Every: time.Minute}
	for range 2 {
		if err := te.team.WakeUp(ctx, d); err != nil {
			t.Fatal(err)
		}
		te.idle(t)
	}
	posted := 0
	for _, e := range channel(t, te.store, ws)[before:] {
		if e.Author == "alice" {
			posted++
		}
	}
	if posted != 2 {
		t.Fatalf("alice posted %d answers to #%s, want one per wake-up", posted, ws.Key())
	}
	convs, err := te.store.ListConversations(ctx, session.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(convs) != len(convsBefore) {
		t.Fatalf("wake-ups in a workspace opened conversations: %d before, %d after", len(convsBefore), len(convs))
	}
}
