package team

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// DefaultProposalDeadline is how long a proposal stays open when its
// author gives no deadline.
const DefaultProposalDeadline = time.Hour

// parseDeadline reads a proposal's deadline: a duration from now ("30m",
// "2h") or an RFC 3339 time, in the future; "" is the default.
func parseDeadline(s string, now time.Time) (time.Time, error) {
	if s == "" {
		return now.Add(DefaultProposalDeadline), nil
	}
	if d, err := time.ParseDuration(s); err == nil {
		if d <= 0 {
			return time.Time{}, tools.InvalidInput("deadline %q is not in the future", s)
		}
		return now.Add(d), nil
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, tools.InvalidInput("deadline %q is neither a duration (30m, 2h) nor an RFC 3339 time", s)
	}
	if !t.After(now) {
		return time.Time{}, tools.InvalidInput("deadline %s has already passed", s)
	}
	return t, nil
}

// toolError turns a store's refusal into a tool error the model can act on.
func toolError(err error) error {
	var se *session.Error
	if errors.As(err, &se) && (se.Code == session.EINVALID || se.Code == session.ENOTFOUND) {
		return &session.ToolError{Code: tools.CodeInvalidInput, Message: se.Message}
	}
	return err
}

// ProposalCreate implements tools.ProposalTeam: it stores the proposal and
// posts it to the channel, mentioning the voters so they are asked at once.
func (tm *Team) ProposalCreate(ctx context.Context, info tools.CallInfo, question string, options, voters []string, deadline string) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	at, err := parseDeadline(strings.TrimSpace(deadline), tm.Now())
	if err != nil {
		return "", err
	}
	members, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return "", err
	}
	running := map[string]bool{}
	var all []string
	for _, m := range members {
		if m.State != "stopped" {
			running[m.Name] = true
			all = append(all, m.Name)
		}
	}
	var who []string
	seen := map[string]bool{}
	for _, v := range voters {
		v = strings.TrimPrefix(strings.TrimSpace(v), "@")
		if v == "" || seen[v] {
			continue
		}
		if !running[v] && v != PersonVoter {
			return "", tools.InvalidInput("%s is not an agent of #%s (its agents: %s; %q is the person)", v, ws.Key(), strings.Join(all, ", "), PersonVoter)
		}
		seen[v] = true
		who = append(who, v)
	}
	if len(who) == 0 {
		who = all
	}
	p, err := tm.st.CreateProposal(ctx, session.Proposal{WorkspaceID: ws.ID, Author: me.Name, Question: question, Options: options, Voters: who, Deadline: at})
	if err != nil {
		return "", toolError(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Proposal %s: %s\n", p.ID, p.Question)
	for i, o := range p.Options {
		fmt.Fprintf(&b, "%d. %s\n", i+1, o)
	}
	// A paragraph of its own, so markdown does not read it as a part of
	// the last option.
	fmt.Fprintf(&b, "\nVoters: %s. Vote with team_proposal_vote by %s.", mentionList(p.Voters), p.Deadline.UTC().Format("15:04 UTC, Jan 2"))
	if slices.Contains(p.Voters, PersonVoter) {
		fmt.Fprintf(&b, " (@%s: grove proposal vote %s CHOICE)", PersonVoter, p.ID)
	}
	if err := tm.postStep(ctx, ws, me.Name, b.String(), info); err != nil {
		return "", err
	}
	return fmt.Sprintf("Created proposal %s (voters: %s; open until %s). The result will be posted to the channel when everyone has voted or the deadline passes.",
		p.ID, strings.Join(p.Voters, ", "), p.Deadline.UTC().Format(time.RFC3339)), nil
}

// ProposalVote implements tools.ProposalTeam: it records the vote, posts it
// to the channel and, when it was the last one missing, closes the
// proposal and posts the result.
func (tm *Team) ProposalVote(ctx context.Context, info tools.CallInfo, id, choice, reason string) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	if p, err := tm.st.Proposal(ctx, id); err == nil && p.WorkspaceID != ws.ID {
		return "", tools.InvalidInput("proposal %s belongs to another workspace", id)
	}
	p, err := tm.st.VoteProposal(ctx, id, me.Name, choice)
	if err != nil {
		return "", toolError(err)
	}
	text := fmt.Sprintf("Vote on proposal %s (%s): %s", p.ID, p.Question, p.Votes[me.Name])
	if reason != "" {
		text += " — " + reason
	}
	text += fmt.Sprintf(" (%d of %d voted)", len(p.Voters)-len(p.Missing()), len(p.Voters))
	if err := tm.postStep(ctx, ws, me.Name, text, info); err != nil {
		return "", err
	}
	out := fmt.Sprintf("You voted %q on proposal %s.", p.Votes[me.Name], p.ID)
	if len(p.Missing()) == 0 {
		res, err := tm.closeProposal(ctx, ws, p, "everyone has voted", tm.owner)
		if err != nil {
			return "", err
		}
		if res != "" {
			out += " Everyone has voted: " + res
		}
	} else {
		out += " Still to vote: " + strings.Join(p.Missing(), ", ") + "."
	}
	return out, nil
}

// ProposalStatus implements tools.ProposalTeam.
func (tm *Team) ProposalStatus(ctx context.Context, info tools.CallInfo, id string) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	if id == "" {
		return lines("No proposals in this workspace.", func(p session.Proposal) string {
			if p.Status == session.ProposalClosed {
				return fmt.Sprintf("%s closed: %s", p.ID, p.Result)
			}
			return fmt.Sprintf("%s open until %s: %s (%d of %d voted)", p.ID, p.Deadline.UTC().Format(time.RFC3339), p.Question, len(p.Voters)-len(p.Missing()), len(p.Voters))
		})(tm.st.Proposals(ctx, ws.ID, false))
	}
	p, err := tm.st.Proposal(ctx, id)
	if err != nil {
		return "", toolError(err)
	}
	if p.WorkspaceID != ws.ID {
		return "", tools.InvalidInput("proposal %s belongs to another workspace", id)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Proposal %s by %s: %s\n", p.ID, p.Author, p.Question)
	tally := p.Tally()
	for i, o := range p.Options {
		fmt.Fprintf(&b, "%d. %s: %d vote(s)\n", i+1, o, tally[i])
	}
	for _, v := range p.Voters {
		if c, ok := p.Votes[v]; ok {
			fmt.Fprintf(&b, "%s voted %s\n", v, c)
		}
	}
	if p.Status == session.ProposalClosed {
		fmt.Fprintf(&b, "Closed: %s", p.Result)
	} else {
		fmt.Fprintf(&b, "Open until %s; still to vote: %s", p.Deadline.UTC().Format(time.RFC3339), strings.Join(p.Missing(), ", "))
	}
	return b.String(), nil
}

// CloseDueProposals closes the open proposals whose deadline has passed
// (tm.Now) and posts their results; it returns how many it closed.
func (tm *Team) CloseDueProposals(ctx context.Context) (int, error) {
	due, err := tm.st.DueProposals(ctx, tm.Now())
	if err != nil {
		return 0, err
	}
	n := 0
	for _, p := range due {
		ws, err := tm.st.Workspace(ctx, p.WorkspaceID)
		if err != nil {
			return n, err
		}
		res, err := tm.closeProposal(ctx, ws, p, "the deadline passed", tm.owner)
		if err != nil {
			return n, err
		}
		if res != "" {
			n++
		}
	}
	return n, nil
}

// closeProposal closes p with its result and posts the result to the
// channel as grove, mentioning the author; it returns the result, or ""
// when another call closed it first. The author's wake-up is claimed by
// claimBy and delivered here, or, with claimBy "", left to whichever
// process serves workspaces.
func (tm *Team) closeProposal(ctx context.Context, ws session.Workspace, p session.Proposal, why, claimBy string) (string, error) {
	res := proposalResult(p, why)
	ok, err := tm.st.CloseProposal(ctx, p.ID, res)
	if err != nil || !ok {
		return "", err
	}
	text := fmt.Sprintf("Result of @%s's proposal %s (%s): %s", p.Author, p.ID, p.Question, res)
	if ws.Status != session.WorkspaceRunning {
		return res, nil
	}
	_, ins, err := tm.Post(ctx, ws, "grove", text, 0, claimBy)
	if err != nil {
		return "", err
	}
	if tm.rt != nil && claimBy != "" {
		tm.Deliver(tm.ctx, ins...)
	}
	return res, nil
}

// proposalResult says what was decided: the option with the most votes,
// a tie, or no votes; with the count and who did not vote.
func proposalResult(p session.Proposal, why string) string {
	tally := p.Tally()
	best, top := 0, []string(nil)
	for i, n := range tally {
		switch {
		case n > best:
			best, top = n, []string{p.Options[i]}
		case n == best && n > 0:
			top = append(top, p.Options[i])
		}
	}
	var b strings.Builder
	switch {
	case best == 0:
		b.WriteString("no decision, nobody voted")
	case len(top) > 1:
		fmt.Fprintf(&b, "no decision, a tie between %s (%d vote(s) each)", strings.Join(top, " and "), best)
	default:
		fmt.Fprintf(&b, "%s (%d of %d vote(s))", top[0], best, len(p.Votes))
	}
	fmt.Fprintf(&b, "; %s", why)
	if m := p.Missing(); len(m) > 0 {
		fmt.Fprintf(&b, "; did not vote: %s", strings.Join(m, ", "))
	}
	return b.String() + "."
}

// postStep posts a step of a proposal to the channel as the calling agent
// (its @mentions wake those agents, as channel_send does).
func (tm *Team) postStep(ctx context.Context, ws session.Workspace, author, text string, info tools.CallInfo) error {
	depth := 0
	if in, err := tm.st.InstructionForTurn(ctx, info.TurnID); err == nil {
		depth = in.Depth + 1
	}
	_, ins, err := tm.Post(ctx, ws, author, text, depth, tm.owner)
	if err != nil {
		return err
	}
	if tm.rt != nil {
		tm.Deliver(tm.ctx, ins...)
	}
	return nil
}

func mentionList(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = "@" + n
	}
	return strings.Join(out, ", ")
}
