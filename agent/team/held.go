package team

import (
	"context"

	"github.com/grovechat/grove/session"
)

// held reports whether err is the refusal of an agent that is stopped or
// in the error state.
func held(err error) bool {
	c := session.ErrorCode(err)
	return c == session.EAGENTSTOPPED || c == session.EAGENTERROR
}

// hold gives back an instruction whose agent is held: it returns to
// pending, where no process claims it until the agent is started
// (session.ClaimInstructions), and the member it was for is idle again.
func (tm *Team) hold(ctx context.Context, in session.Instruction, ws session.Workspace) {
	if ws.ID != "" {
		if err := tm.st.SetAgentState(ctx, ws.ID, in.Agent, session.AgentIdle, ""); err != nil && session.ErrorCode(err) != session.EINVALID {
			tm.log.Warn("agent state", "agent", in.Agent, "err", err)
		}
	}
	if ok, err := tm.st.ReleaseInstruction(ctx, in.ID, in.ClaimedBy); err != nil || !ok {
		tm.log.Warn("holding an instruction", "id", in.ID, "released", ok, "err", err)
	}
}
