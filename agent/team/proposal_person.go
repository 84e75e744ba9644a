package team

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/grovechat/grove/session"
)

// PersonVoter is the voter name of the person in a proposal: the author
// of what they post to a channel.
const PersonVoter = "user"

// PersonVote records the person's vote on a proposal that lists them as a
// voter, posts it to the channel as theirs and, when it was the last one
// missing, closes the proposal and posts the result. The wake-ups these
// posts queue are left to whichever process serves workspaces (grove
// serve, grove run, the TUI). It returns the proposal as it now is and
// its result ("" while it stays open). Errors: ENOTFOUND, EINVALID.
func (tm *Team) PersonVote(ctx context.Context, id, choice, reason string) (session.Proposal, string, error) {
	p, err := tm.st.Proposal(ctx, id)
	if err != nil {
		return p, "", err
	}
	if p.Status != session.ProposalOpen {
		return p, "", session.Errorf(session.EINVALID, "proposal %s is closed: %s", p.ID, p.Result)
	}
	if !slices.Contains(p.Voters, PersonVoter) {
		return p, "", session.Errorf(session.EINVALID, "you are not a voter of proposal %s: its voters are %s", p.ID, strings.Join(p.Voters, ", "))
	}
	ws, err := tm.st.Workspace(ctx, p.WorkspaceID)
	if err != nil {
		return p, "", err
	}
	if ws.Status != session.WorkspaceRunning {
		return p, "", session.Errorf(session.EINVALID, "#%s is stopped: resume it with grove start %s, then vote", ws.Key(), ws.Workflow)
	}
	if p, err = tm.st.VoteProposal(ctx, p.ID, PersonVoter, choice); err != nil {
		return p, "", err
	}
	text := fmt.Sprintf("Vote on proposal %s (%s): %s", p.ID, p.Question, p.Votes[PersonVoter])
	if reason = strings.TrimSpace(reason); reason != "" {
		text += " — " + reason
	}
	text += fmt.Sprintf(" (%d of %d voted)", len(p.Voters)-len(p.Missing()), len(p.Voters))
	if _, _, err := tm.Post(ctx, ws, PersonVoter, text, 0, ""); err != nil {
		return p, "", err
	}
	if len(p.Missing()) > 0 {
		return p, "", nil
	}
	res, err := tm.closeProposal(ctx, ws, p, "everyone has voted", "")
	if err != nil {
		return p, "", err
	}
	if q, err := tm.st.Proposal(ctx, p.ID); err == nil {
		p = q
	}
	return p, res, nil
}
