package llm

import (
	"fmt"
	"strings"

	"github.com/grovechat/grove/internal/lazyre"
)

// Team decision intents of the offline model. "propose: Which database?
// SQLite or Postgres; voters architect and me; deadline 2 minutes" puts the
// question to the team (team_proposal_create: the options after the
// question mark, "me" being the person, "user"); a channel message
// "Proposal ID: question / 1. option …" — what team_proposal_create posts,
// mentioning the voters — is answered with a vote for its first option.
func init() {
	offlineIntents = append(offlineIntents,
		offlineIntent{
			tool:     "team_proposal_create",
			trigger:  lazyre.New(`(?i)\b(?:propose|put\s+(?:it\s+)?to\s+(?:a\s+)?vote)(?:\s+to\s+the\s+team)?\b:?`),
			args:     proposalArgs,
			announce: func(a map[string]any) string { return fmt.Sprintf("put *%s* to the team", a["question"]) },
			report: func(a map[string]any, _ string) string {
				opts, _ := a["options"].([]any)
				var names []string
				for _, o := range opts {
					names = append(names, fmt.Sprint(o))
				}
				return fmt.Sprintf("I put *%s* to the team (%s).", a["question"], strings.Join(names, " or "))
			},
		},
		offlineIntent{
			tool:    "team_proposal_vote",
			trigger: lazyre.New(`(?i)\bproposal\s+[0-9a-z]{26}:`),
			args: func(trigger, rest string) map[string]any {
				id := strings.TrimSuffix(strings.Fields(trigger)[1], ":")
				m := optionLineRe.FindStringSubmatch(rest)
				if m == nil {
					return nil
				}
				return map[string]any{"id": id, "choice": strings.TrimSpace(m[1]), "reason": "the first option suits me"}
			},
			announce: func(a map[string]any) string { return fmt.Sprintf("vote *%s* on proposal %s", a["choice"], a["id"]) },
			report: func(a map[string]any, _ string) string {
				return fmt.Sprintf("I voted *%s* on proposal %s.", a["choice"], a["id"])
			},
		},
	)
}

// proposalResultAnswer is the offline model's words on the result of a
// proposal grove posts: what was decided.
func proposalResultAnswer(text string) (string, bool) {
	m := proposalResultRe.FindStringSubmatch(text)
	if m == nil {
		return "", false
	}
	return fmt.Sprintf("Noted: the team decided *%s* — %s", m[1], strings.TrimSpace(m[2])), true
}

var (
	proposalResultRe = lazyre.New(`Result of @[a-z0-9_.@:-]+'s proposal [0-9A-Z]{26} \((.+?)\): (.+)$`)
	optionLineRe     = lazyre.New(`(?m)^\s*1\.\s+(\S.*)$`)
	optionSplitRe    = lazyre.New(`(?i)\s*(?:,|/|\bor\b)\s*`)
	proposalEndRe    = lazyre.New(`(?i)[;\n]|\.(?:\s|$)|\b(?:voters?|deadline|within)\b`)
	votersRe         = lazyre.New(`(?i)\bvoters?\b\s*:?\s*([^;.\n]*?)\s*(?:[;.\n]|\b(?:deadline|within)\b|$)`)
	voterSplitRe     = lazyre.New(`(?i)\s*(?:,|\band\b|\s)\s*`)
	proposalTimeRe   = lazyre.New(`(?i)\b(?:deadline|within|open for)\b\s*:?\s*(\d+)\s*(s|secs?|seconds?|m|mins?|minutes?|h|hours?)\b`)
)

// proposalArgs reads a proposal from the words after "propose": the
// question up to its question mark, then the options (split at commas,
// slashes and "or"), and optionally "voters …" and "deadline N minutes".
func proposalArgs(_, rest string) map[string]any {
	q, after, ok := strings.Cut(rest, "?")
	q = strings.TrimSpace(q)
	if !ok || q == "" {
		return nil
	}
	optText := after
	if loc := proposalEndRe.FindStringIndex(after); loc != nil {
		optText = after[:loc[0]]
	}
	var opts []any
	for _, o := range optionSplitRe.Split(optText, -1) {
		if o = strings.TrimSpace(o); o != "" {
			opts = append(opts, o)
		}
	}
	if len(opts) < 2 {
		return nil
	}
	args := map[string]any{"question": q + "?", "options": opts}
	if m := votersRe.FindStringSubmatch(after); m != nil {
		var who []any
		for _, v := range voterSplitRe.Split(m[1], -1) {
			v = strings.TrimPrefix(strings.TrimSpace(v), "@")
			switch strings.ToLower(v) {
			case "":
				continue
			case "me", "i", "myself":
				v = "user"
			}
			who = append(who, v)
		}
		if len(who) > 0 {
			args["voters"] = who
		}
	}
	if m := proposalTimeRe.FindStringSubmatch(after); m != nil {
		args["deadline"] = m[1] + strings.ToLower(m[2][:1])
	}
	return args
}
