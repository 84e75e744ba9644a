package team

import (
	"context"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// A stopped agent's workspace work waits: the kickoff's mention of it
// goes back to pending instead of running or failing, its scheduled
// wake-ups queue nothing; once started, the waiting work is delivered and
// answered in the channel.
func TestStoppedAgentsWorkWaitsUntilStarted(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	if _, err := te.store.StopAgent(ctx, "alice", false); err != nil {
		t.Fatal(err)
	}
	d := te.defs["alice"]
	d.Schedule.Prompt = "Look at the inbox"
	if err := te.team.WakeUp(ctx, d); err != nil {
		t.Fatal(err)
	}
	wf, err := config.ParseWorkflow("review.yaml", []byte(testWorkflow), config.Config{}, te.defs)
	if err != nil {
		t.Fatal(err)
	}
	ws, ins, err := te.team.StartWorkflow(ctx, wf, "", t.TempDir(), nil, te.team.Owner())
	if err != nil {
		t.Fatal(err)
	}
	te.team.Deliver(ctx, ins...)
	deadline := time.Now().Add(30 * time.Second)
	for {
		pending, err := te.store.Instructions(ctx, session.InstructionPending)
		if err != nil {
			t.Fatal(err)
		}
		if len(pending) == 1 && pending[0].Agent == "alice" && te.team.Busy() == 0 {
			break
		}
		if time.Now().After(deadline) {
			all, _ := te.store.Instructions(ctx, "")
			t.Fatalf("alice's instruction is not waiting: %+v", all)
		}
		time.Sleep(20 * time.Millisecond)
	}
	all, err := te.store.Instructions(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 1 {
		t.Fatalf("a wake-up was queued for a stopped agent, or work failed: %+v", all)
	}
	if n, err := te.team.Pump(ctx); err != nil || n != 0 {
		t.Fatalf("a stopped agent's instruction was claimed: %d %v", n, err)
	}
	m, err := te.store.WorkspaceAgent(ctx, ws.ID, "alice")
	if err != nil {
		t.Fatal(err)
	}
	if turns, err := te.store.Turns(ctx, m.ConversationID); err != nil || len(turns) != 0 || m.State != "idle" {
		t.Fatalf("alice ran while stopped: %+v %+v %v", m, turns, err)
	}

	// Its waiting work keeps no run going (grove run ends).
	te.idle(t)

	if _, err := te.store.StartAgent(ctx, "alice"); err != nil {
		t.Fatal(err)
	}
	te.idle(t)
	if got, _ := te.store.Instructions(ctx, session.InstructionDone); len(got) != 1 || got[0].Agent != "alice" {
		t.Fatalf("after start: %+v", got)
	}
	said := false
	for _, e := range channel(t, te.store, ws) {
		if e.Author == "alice" {
			said = true
		}
	}
	if !said {
		t.Fatal("alice never answered in the channel after she was started")
	}
}
