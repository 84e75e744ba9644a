package team

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// deadOwner names a claimer on this host whose process has exited.
func deadOwner(t *testing.T) string {
	t.Helper()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	host, _ := os.Hostname()
	return fmt.Sprintf("%s/%d/team-gone", host, cmd.Process.Pid)
}

func waitInstruction(t *testing.T, st *session.Store, id, status string) session.Instruction {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); ; { // only a hang
		all, err := st.Instructions(context.Background(), "")
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range all {
			if in.ID == id && in.Status == status {
				return in
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("instruction %s never became %s: %+v", id, status, all)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestRecoverClaimsOfDeadProcesses: instructions claimed by a process that
// is gone do not stay claimed: one whose turn never started is released and
// runs here; one whose turn started is finished here when the turn ends. A
// live claimer's instruction is left alone.
func TestRecoverClaimsOfDeadProcesses(t *testing.T) {
	e := newTeamEnv(t, "alice")
	ctx := context.Background()
	dead := deadOwner(t)
	c := e.conv("alice")

	notStarted, err := e.store.QueueInstruction(ctx, session.Instruction{Agent: "alice", ConversationID: c.ID, Text: "hello", Source: "dm", Lane: "normal", ClaimedBy: dead})
	if err != nil {
		t.Fatal(err)
	}
	tr := e.send(c, "calculate 2+2")
	started, err := e.store.QueueInstruction(ctx, session.Instruction{Agent: "alice", ConversationID: c.ID, Text: "calculate 2+2", Source: "dm", Lane: "normal", ClaimedBy: dead})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.store.FinishInstruction(ctx, started.ID, session.InstructionClaimed, tr.ID, ""); err != nil {
		t.Fatal(err)
	}
	other := NewTeam(e.store, nil, nil) // alive, in this process
	defer other.Close()
	alive, err := e.store.QueueInstruction(ctx, session.Instruction{Agent: "alice", ConversationID: c.ID, Text: "mine", Source: "dm", Lane: "normal", ClaimedBy: other.Owner()})
	if err != nil {
		t.Fatal(err)
	}

	n, err := e.team.RecoverClaims(ctx)
	if err != nil || n != 2 {
		t.Fatalf("recovered %d claims: %v", n, err)
	}
	if in := waitInstruction(t, e.store, notStarted.ID, session.InstructionPending); in.ClaimedBy != "" {
		t.Errorf("released instruction still names %q", in.ClaimedBy)
	}
	if in := waitInstruction(t, e.store, started.ID, session.InstructionDone); in.TurnID != tr.ID || in.ClaimedBy != e.team.Owner() {
		t.Errorf("finished instruction: %+v", in)
	}
	if _, err := e.team.Pump(ctx); err != nil {
		t.Fatal(err)
	}
	waitInstruction(t, e.store, notStarted.ID, session.InstructionDone)
	if in := waitInstruction(t, e.store, alive.ID, session.InstructionClaimed); in.ClaimedBy != other.Owner() {
		t.Errorf("a live claim was taken: %+v", in)
	}
	// Once its team closed, that claim is recovered too.
	other.Close()
	if n, err := e.team.RecoverClaims(ctx); err != nil || n != 1 {
		t.Fatalf("after close: recovered %d: %v", n, err)
	}
	waitInstruction(t, e.store, alive.ID, session.InstructionPending)
}
