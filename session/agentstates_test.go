package session

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// A stopped agent stays stopped across a reopening of the file; a send's
// refusal names the reason and the command that resumes it; starting it
// clears the state; each change is in the event log, committed with it.
func TestAgentStopStartKeptAndLogged(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "grove.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if h, err := s.AgentHold(ctx, "alice"); err != nil || h.Held() || h.Refusal() != nil {
		t.Fatalf("fresh agent: %+v %v", h, err)
	}
	if _, err := s.StopAgent(ctx, "alice", true); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s, err = Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	h, err := s.AgentHold(ctx, "alice")
	if err != nil || h.State != AgentStateStopped || !h.CancelTurns {
		t.Fatalf("after reopening: %+v %v", h, err)
	}
	ref := h.Refusal()
	if ErrorCode(ref) != EAGENTSTOPPED || !strings.Contains(ref.Error(), "grove start alice") {
		t.Fatalf("refusal: %v (%s)", ref, ErrorCode(ref))
	}
	held, err := s.HeldAgents(ctx)
	if err != nil || len(held) != 1 || !held["alice"].Held() {
		t.Fatalf("held agents: %+v %v", held, err)
	}
	prev, err := s.StartAgent(ctx, "alice")
	if err != nil || prev.State != AgentStateStopped {
		t.Fatalf("start: %+v %v", prev, err)
	}
	if h, _ := s.AgentHold(ctx, "alice"); h.Held() {
		t.Fatalf("still held after start: %+v", h)
	}
	// Starting an agent that runs changes nothing and records nothing.
	if prev, err := s.StartAgent(ctx, "alice"); err != nil || prev.Held() {
		t.Fatalf("second start: %+v %v", prev, err)
	}
	got := agentEvents(t, s)
	want := []string{"agent.stopped:alice:ready", "agent.started:alice:stopped"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("events %v, want %v", got, want)
	}
}

// Failed turns count in a row; past the allowed restarts the agent is in
// error with the last error, which refuses sends until it is started; a
// success in between starts the count again; a stopped agent's failures
// never turn it into an errored one.
func TestAgentFailuresLeadToError(t *testing.T) {
	s := newTestStore(t)
	ctx := context.Background()
	for i := 1; i <= 3; i++ {
		h, err := s.AgentTurnFailed(ctx, "bob", "boom", 3)
		if err != nil || h.Failures != i || h.Held() {
			t.Fatalf("failure %d: %+v %v", i, h, err)
		}
	}
	if err := s.AgentTurnSucceeded(ctx, "bob"); err != nil {
		t.Fatal(err)
	}
	if h, _ := s.AgentHold(ctx, "bob"); h.Failures != 0 {
		t.Fatalf("a success did not reset: %+v", h)
	}
	var h AgentHold
	for i := 1; i <= 4; i++ {
		var err error
		if h, err = s.AgentTurnFailed(ctx, "bob", "boom "+string(rune('0'+i)), 3); err != nil {
			t.Fatal(err)
		}
	}
	if h.State != AgentStateError || h.Error != "boom 4" || h.Failures != 4 {
		t.Fatalf("after 4 failures: %+v", h)
	}
	if ref := h.Refusal(); ErrorCode(ref) != EAGENTERROR || !strings.Contains(ref.Error(), "boom 4") || !strings.Contains(ref.Error(), "grove start bob") {
		t.Fatalf("refusal: %v", ref)
	}
	// A later failure keeps the error it gave up on.
	if h, _ = s.AgentTurnFailed(ctx, "bob", "later", 3); h.Error != "boom 4" {
		t.Fatalf("error replaced: %+v", h)
	}
	if prev, err := s.StartAgent(ctx, "bob"); err != nil || prev.State != AgentStateError {
		t.Fatalf("start: %+v %v", prev, err)
	}
	if h, _ := s.AgentHold(ctx, "bob"); h.Held() || h.Failures != 0 {
		t.Fatalf("after start: %+v", h)
	}

	if _, err := s.StopAgent(ctx, "carol", false); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		if h, _ = s.AgentTurnFailed(ctx, "carol", "boom", 3); h.State != AgentStateStopped {
			t.Fatalf("stopped agent became %+v", h)
		}
	}
	got := strings.Join(agentEvents(t, s), " ")
	if got != "agent.error:bob:boom 4 agent.started:bob:error agent.stopped:carol:ready" {
		t.Fatalf("events: %s", got)
	}
}

// agentEvents lists the agent state events as kind:agent:detail (the
// state it came from, or the error).
func agentEvents(t *testing.T, s *Store) []string {
	t.Helper()
	evs, err := s.Events(context.Background(), EventQuery{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, ev := range evs {
		if !strings.HasPrefix(ev.Kind, "agent.") {
			continue
		}
		var d map[string]any
		if err := json.Unmarshal(ev.Data, &d); err != nil {
			t.Fatal(err)
		}
		detail, _ := d["from"].(string)
		if ev.Kind == EventAgentError {
			detail, _ = d["error"].(string)
		}
		out = append(out, ev.Kind+":"+d["agent"].(string)+":"+detail)
	}
	return out
}

// The instructions of a held agent wait: a DM's, a workspace member's that
// refers to the agent, and an inline member's (name@workflow:tag); the
// others are claimed, and once the agent is started its work is too.
func TestHeldAgentsInstructionsWait(t *testing.T) {
	s := newTestStore(t)
	ctx := context.Background()
	dm, _, err := s.PersonalThread(ctx, "alice")
	if err != nil {
		t.Fatal(err)
	}
	ws, members, err := s.StartWorkspace(ctx, NewWorkspace{Workflow: "review", Agents: []WorkspaceAgent{{Name: "rev", Ref: "alice"}, {Name: "critic"}, {Name: "bob", Ref: "bob"}}})
	if err != nil {
		t.Fatal(err)
	}
	conv := map[string]string{}
	for _, m := range members {
		conv[m.Name] = m.ConversationID
	}
	queue := func(wsID, agent, convID string) {
		if _, err := s.QueueInstruction(ctx, Instruction{WorkspaceID: wsID, Agent: agent, ConversationID: convID, Text: "go", Lane: "normal", Source: "channel"}); err != nil {
			t.Fatal(err)
		}
	}
	queue("", "alice", dm.ID)
	queue(ws.ID, "rev", conv["rev"])
	queue(ws.ID, "critic", conv["critic"])
	queue(ws.ID, "bob", conv["bob"])
	for _, a := range []string{"alice", "critic@review:main"} {
		if _, err := s.StopAgent(ctx, a, false); err != nil {
			t.Fatal(err)
		}
	}
	claimed := func() []string {
		ins, err := s.ClaimInstructions(ctx, "me", 10)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, in := range ins {
			out = append(out, in.Agent)
		}
		return out
	}
	if got := claimed(); strings.Join(got, ",") != "bob" {
		t.Fatalf("claimed while alice and critic are stopped: %v", got)
	}
	if _, err := s.StartAgent(ctx, "alice"); err != nil {
		t.Fatal(err)
	}
	if got := claimed(); strings.Join(got, ",") != "alice,rev" {
		t.Fatalf("claimed after alice started: %v", got)
	}
	if _, err := s.StartAgent(ctx, "critic@review:main"); err != nil {
		t.Fatal(err)
	}
	if got := claimed(); strings.Join(got, ",") != "critic" {
		t.Fatalf("claimed after critic started: %v", got)
	}
}
