package tools

import (
	"context"
	"encoding/json"

	"github.com/grovechat/grove/session"
)

// ProposalTeam is what the team decision tools need from the runtime; like
// Team, every call is made on behalf of the calling agent's conversation.
type ProposalTeam interface {
	ProposalCreate(ctx context.Context, info CallInfo, question string, options, voters []string, deadline string) (string, error)
	ProposalVote(ctx context.Context, info CallInfo, id, choice, reason string) (string, error)
	ProposalStatus(ctx context.Context, info CallInfo, id string) (string, error)
}

// ProposalToolNames are the team decision tools' names.
var ProposalToolNames = []string{"team_proposal_create", "team_proposal_vote", "team_proposal_status"}

func strList(args map[string]any, k string) []string {
	var out []string
	if xs, ok := args[k].([]any); ok {
		for _, x := range xs {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

// ProposalTools returns the team decision tools: team_proposal_create,
// team_proposal_vote and team_proposal_status.
func ProposalTools(team ProposalTeam) []Tool {
	obj := func(props string, required string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{` + props + `},"required":[` + required + `],"additionalProperties":false}`)
	}
	return []Tool{
		teamTool{Spec{Name: "team_proposal_create", Description: "Ask the team to decide: a question with options, voted on by the named agents (all of the workspace's agents when omitted) until everyone has voted or the deadline passes. The proposal, each vote and the result are posted to the channel.",
			Schema: obj(`"question":{"type":"string"},`+
				`"options":{"type":"array","items":{"type":"string"},"minItems":2,"description":"the choices, at least two"},`+
				`"voters":{"type":"array","items":{"type":"string"},"description":"agent names who vote (default: every agent of the workspace); \"user\" is the person, who votes with grove proposal vote"},`+
				`"deadline":{"type":"string","description":"how long voting stays open, e.g. 30m or 2h, or an RFC 3339 time (default 1h)"}`,
				`"question","options"`)},
			func(ctx context.Context, info CallInfo, a map[string]any) (string, error) {
				if str(a, "question") == "" {
					return "", &session.ToolError{Code: CodeInvalidInput, Message: "question is empty"}
				}
				return team.ProposalCreate(ctx, info, str(a, "question"), strList(a, "options"), strList(a, "voters"), str(a, "deadline"))
			}},
		teamTool{Spec{Name: "team_proposal_vote", Description: "Vote on an open team proposal: choose one of its options (by text or number). Voting again replaces your vote.",
			Schema: obj(`"id":{"type":"string","description":"the proposal's id"},"choice":{"type":"string","description":"an option's text or number (from 1)"},"reason":{"type":"string","description":"why, in a sentence (optional)"}`,
				`"id","choice"`)},
			func(ctx context.Context, info CallInfo, a map[string]any) (string, error) {
				return team.ProposalVote(ctx, info, str(a, "id"), str(a, "choice"), str(a, "reason"))
			}},
		teamTool{Spec{Name: "team_proposal_status", Description: "Show a team proposal's votes, who has yet to vote and its result; without id, list the workspace's proposals.",
			Schema: obj(`"id":{"type":"string","description":"the proposal's id (omit to list them all)"}`, ``)},
			func(ctx context.Context, info CallInfo, a map[string]any) (string, error) {
				return team.ProposalStatus(ctx, info, str(a, "id"))
			}},
	}
}
