package session

import (
	"context"
	"testing"
)

// TestInstructionTransitions: an instruction's status changes only as the
// table allows; done and failed are final.
func TestInstructionTransitions(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	queue := func() Instruction {
		in, err := s.QueueInstruction(ctx, Instruction{Agent: "a", ConversationID: c.ID, Text: "x", Lane: "normal"})
		if err != nil {
			t.Fatal(err)
		}
		return in
	}
	in := queue()
	if err := s.FinishInstruction(ctx, in.ID, InstructionDone, "", ""); ErrorCode(err) != EINVALID {
		t.Errorf("pending → done: %v", err)
	}
	if _, err := s.ClaimInstructions(ctx, "me", 10); err != nil {
		t.Fatal(err)
	}
	if err := s.FinishInstruction(ctx, in.ID, InstructionDone, "", ""); err != nil {
		t.Errorf("claimed → done: %v", err)
	}
	for _, to := range []string{InstructionClaimed, InstructionFailed, InstructionDone, InstructionPending, "bogus"} {
		if err := s.FinishInstruction(ctx, in.ID, to, "", ""); ErrorCode(err) != EINVALID {
			t.Errorf("done → %s: %v", to, err)
		}
	}
	if err := s.FinishInstruction(ctx, "nope", InstructionDone, "", ""); ErrorCode(err) != ENOTFOUND {
		t.Errorf("unknown instruction: %v", err)
	}
	// Release: only a claim of that owner whose turn never started.
	in2 := queue()
	if _, err := s.ClaimInstructions(ctx, "gone", 10); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.ReleaseInstruction(ctx, in2.ID, "someone-else"); ok || err != nil {
		t.Errorf("released another owner's claim: %v %v", ok, err)
	}
	if ok, err := s.ReleaseInstruction(ctx, in2.ID, "gone"); !ok || err != nil {
		t.Errorf("release: %v %v", ok, err)
	}
}

// TestAgentStateTransitions: only known states, and a stopped agent stays
// stopped.
func TestAgentStateTransitions(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	ws := newOneAgentWorkspace(t, s)
	for _, st := range []string{AgentRunning, "queued:background", AgentError, AgentIdle} {
		if err := s.SetAgentState(ctx, ws.ID, "a", st, ""); err != nil {
			t.Errorf("→ %s: %v", st, err)
		}
	}
	for _, st := range []string{"sleeping", "queued:", ""} {
		if err := s.SetAgentState(ctx, ws.ID, "a", st, ""); ErrorCode(err) != EINVALID {
			t.Errorf("→ %q: %v", st, err)
		}
	}
	if err := s.SetAgentState(ctx, ws.ID, "nobody", AgentIdle, ""); ErrorCode(err) != ENOTFOUND {
		t.Errorf("unknown agent: %v", err)
	}
	if err := s.SetAgentState(ctx, ws.ID, "a", AgentStopped, ""); err != nil {
		t.Fatal(err)
	}
	if err := s.SetAgentState(ctx, ws.ID, "a", AgentIdle, ""); ErrorCode(err) != EINVALID {
		t.Errorf("stopped → idle: %v", err)
	}
}

// TestWorkspaceStatusTransitions: a running workspace stops, a stopped one
// resumes with its agents idle again; nothing else, and never beside
// another running instance of the same workflow:tag.
func TestWorkspaceStatusTransitions(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	ws := newOneAgentWorkspace(t, s)
	if _, err := s.ResumeWorkspace(ctx, ws.ID); ErrorCode(err) != EINVALID {
		t.Errorf("running → running: %v", err)
	}
	if err := s.StopWorkspace(ctx, ws.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.StopWorkspace(ctx, ws.ID); ErrorCode(err) != EINVALID {
		t.Errorf("stopped → stopped: %v", err)
	}
	if err := s.SetAgentState(ctx, ws.ID, "a", AgentIdle, ""); ErrorCode(err) != EINVALID {
		t.Errorf("a stopped agent became idle on its own: %v", err)
	}
	got, err := s.ResumeWorkspace(ctx, ws.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != WorkspaceRunning || got.StoppedAt != nil || got.ChannelID != ws.ChannelID {
		t.Fatalf("resumed %+v", got)
	}
	as, _ := s.WorkspaceAgents(ctx, ws.ID)
	if len(as) != 1 || as[0].State != AgentIdle {
		t.Fatalf("agents after resume %+v", as)
	}
	if err := s.SetAgentState(ctx, ws.ID, "a", AgentRunning, ""); err != nil {
		t.Errorf("a resumed agent cannot run: %v", err)
	}
	if w, err := s.RunningWorkspace(ctx, "w", ""); err != nil || w.ID != ws.ID {
		t.Errorf("running after resume: %+v %v", w, err)
	}
	// Stopped while a new instance of w:main started: no second one.
	if err := s.StopWorkspace(ctx, ws.ID); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.StartWorkspace(ctx, NewWorkspace{Workflow: "w"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ResumeWorkspace(ctx, ws.ID); ErrorCode(err) != ECONFLICT {
		t.Errorf("resume beside a running w:main: %v", err)
	}
	if _, err := s.ResumeWorkspace(ctx, "nope"); ErrorCode(err) != ENOTFOUND {
		t.Errorf("unknown workspace: %v", err)
	}
	if err := s.StopWorkspace(ctx, "nope"); ErrorCode(err) != ENOTFOUND {
		t.Errorf("stop unknown workspace: %v", err)
	}
}
