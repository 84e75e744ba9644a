package ui

import (
	"context"
	"strings"
	"testing"
)

// TestWorkspaceMemberShowsItsAgentHeld: a workspace's agent that is
// stopped (grove stop NAME) or in the error state reads so in the
// sidebar's list of the workspace's agents, not idle.
func TestWorkspaceMemberShowsItsAgentHeld(t *testing.T) {
	env := newWSEnv(t)
	ctx := context.Background()
	if _, err := env.st.StopAgent(ctx, "architect@"+env.ws.Key(), false); err != nil {
		t.Fatal(err)
	}
	m := env.model(t, ctx, "dark")
	env.openChannel(t, m)
	held, err := env.st.HeldAgents(ctx)
	if err != nil {
		t.Fatal(err)
	}
	m.Update(heldMsg{held: held})
	m.prepare()
	screen := plain(m.render())
	for _, line := range strings.Split(screen, "\n") {
		switch {
		case strings.Contains(line, "● architect"):
			if !strings.Contains(line, "architect stopped") {
				t.Errorf("the stopped agent's line: %q", line)
			}
		case strings.Contains(line, "● developer"):
			if strings.Contains(line, "stopped") {
				t.Errorf("an agent not stopped reads stopped: %q", line)
			}
		}
	}
	if !strings.Contains(screen, "● architect") {
		t.Fatalf("no architect in the sidebar:\n%s", screen)
	}
}
