package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
)

// /stop-agent stops an agent in the store (a send to it is then refused
// with the command that resumes it), the sidebar marks it once the state
// is read back, and /start-agent lets it run again; an unknown agent is
// an error.
func TestStopAndStartAgentFromTheTUI(t *testing.T) {
	env := newEnv(t, false)
	m := env.startedModel(t, 120, 30)
	ctx := context.Background()

	done, ok := findMsg[agentStateDone](m.runCommand("/stop-agent assistant --now"))
	if !ok || done.err != nil || !strings.Contains(done.text, "stopped assistant") {
		t.Fatalf("/stop-agent: %+v", done)
	}
	m.Update(done)
	h, err := env.st.AgentHold(ctx, "assistant")
	if err != nil || h.State != session.AgentStateStopped || !h.CancelTurns {
		t.Fatalf("not stopped in the store: %+v %v", h, err)
	}
	if err := env.rt.Held(ctx, "assistant"); session.ErrorCode(err) != session.EAGENTSTOPPED {
		t.Fatalf("a send would not be refused: %v", err)
	}
	held, ok := findMsg[heldMsg](watchHeld(m.c.ctx, m.c.store, nil, 0))
	if !ok {
		t.Fatal("the held agents were not read")
	}
	m.Update(held)
	if v := screenOf(m.View()); !strings.Contains(v, "assistant ■ stopped") {
		t.Fatalf("the sidebar does not mark the stopped agent:\n%s", v)
	}

	done, _ = findMsg[agentStateDone](m.runCommand("/start-agent assistant"))
	if done.err != nil || done.text != "started assistant" {
		t.Fatalf("/start-agent: %+v", done)
	}
	if h, _ := env.st.AgentHold(ctx, "assistant"); h.Held() {
		t.Fatalf("still held: %+v", h)
	}
	held, _ = findMsg[heldMsg](watchHeld(m.c.ctx, m.c.store, held.held, 0))
	m.Update(held)
	if v := screenOf(m.View()); strings.Contains(v, "■ stopped") {
		t.Fatalf("the sidebar still marks the agent:\n%s", v)
	}
	// An agent whose turns kept failing is marked in error.
	for i := 0; i < 6; i++ {
		if _, err := env.st.AgentTurnFailed(ctx, "assistant", "the server had an error", 5); err != nil {
			t.Fatal(err)
		}
	}
	held, _ = findMsg[heldMsg](watchHeld(m.c.ctx, m.c.store, held.held, 0))
	m.Update(held)
	if v := screenOf(m.View()); !strings.Contains(v, "assistant ✗ error") {
		t.Fatalf("the sidebar does not mark the agent in error:\n%s", v)
	}
	if cmd := m.runCommand("/stop-agent nobody"); cmd == nil || !strings.Contains(noticeText(m), `no agent named "nobody"`) {
		t.Fatalf("unknown agent: %q", noticeText(m))
	}
}
