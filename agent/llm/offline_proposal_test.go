package llm

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
)

func proposalTools() []ToolSpec {
	var ts []ToolSpec
	for _, n := range []string{"team_proposal_create", "team_proposal_vote", "team_proposal_status", "channel_send"} {
		ts = append(ts, ToolSpec{Name: n, Schema: json.RawMessage(`{"type":"object"}`)})
	}
	return ts
}

// TestOfflineProposalIntents: the offline model puts a question to the
// team when asked to propose (options, voters — "me" being the person —
// and a deadline read from the words), and votes the first option of a
// proposal it is asked to vote on; a proposal's result or a vote posted
// to the channel asks it for nothing.
func TestOfflineProposalIntents(t *testing.T) {
	const id = "01KB7Q2M5ZK3W9X8Y7V6T5S4R3"
	type call struct{ name, args string }
	cases := []struct {
		msg  string
		want []call
	}{
		{"propose: Which database? SQLite or Postgres", []call{{"team_proposal_create", `{"question":"Which database?","options":["SQLite","Postgres"]}`}}},
		{"[#feature:main] user: @manager please propose to the team: Which database should we use? SQLite, Postgres or MySQL; voters architect, developer and me; deadline 2 minutes",
			[]call{{"team_proposal_create", `{"question":"Which database should we use?","options":["SQLite","Postgres","MySQL"],"voters":["architect","developer","user"],"deadline":"2m"}`}}},
		{"[#feature:main] user: @manager propose: Which token store? Redis or Postgres; voters architect, reviewer and me; deadline 10 minutes",
			[]call{{"team_proposal_create", `{"question":"Which token store?","options":["Redis","Postgres"],"voters":["architect","reviewer","user"],"deadline":"10m"}`}}},
		{"Put it to a vote: tabs or spaces? tabs / spaces. Voters: @alice @bob, within 30s.",
			[]call{{"team_proposal_create", `{"question":"tabs or spaces?","options":["tabs","spaces"],"voters":["alice","bob"],"deadline":"30s"}`}}},
		{"[#feature:main] manager: Proposal " + id + ": Which database?\n1. SQLite\n2. Postgres\nVoters: @architect, @user. Vote with team_proposal_vote by 15:04 UTC, Nov 29.",
			[]call{{"team_proposal_vote", `{"id":"` + id + `","choice":"SQLite","reason":"the first option suits me"}`}}},
		{"propose something nice", nil},
		{"propose: Which database? SQLite", nil},
		{"[#feature:main] grove: Result of @manager's proposal " + id + " (Which database?): SQLite (2 of 2 vote(s)); everyone has voted.", nil},
		{"[#feature:main] architect: Vote on proposal " + id + " (Which database?): SQLite — the first option suits me (1 of 2 voted)", nil},
	}
	for _, tc := range cases {
		t.Run(tc.msg, func(t *testing.T) {
			var c collect
			resp, err := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText(tc.msg)}, Tools: proposalTools()}, c.emit)
			if err != nil {
				t.Fatal(err)
			}
			calls := resp.ToolCalls()
			if len(calls) != len(tc.want) {
				t.Fatalf("calls = %+v, want %v", calls, tc.want)
			}
			for i, w := range tc.want {
				if calls[i].Name != w.name {
					t.Errorf("call %d = %s, want %s", i, calls[i].Name, w.name)
				}
				jsonEqual(t, calls[i].Arguments, w.args)
			}
		})
	}
}

// TestOfflineProposalReports: after the tools answer, the offline model
// says what it proposed or voted, in a line.
func TestOfflineProposalReports(t *testing.T) {
	for _, tc := range []struct{ msg, result, want string }{
		{"propose: Which database? SQLite or Postgres", "Created proposal X (voters: bob; open until 2026-11-29T06:00:00Z).", "I put *Which database?* to the team (SQLite or Postgres)."},
		{"[#w:main] alice: Proposal 01KB7Q2M5ZK3W9X8Y7V6T5S4R3: Which database?\n1. SQLite\n2. Postgres\nVoters: @bob.", `You voted "SQLite" on proposal X.`, "I voted *SQLite* on proposal 01KB7Q2M5ZK3W9X8Y7V6T5S4R3."},
	} {
		first, err := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText(tc.msg)}, Tools: proposalTools()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		calls := first.ToolCalls()
		if len(calls) != 1 {
			t.Fatalf("%q: calls %+v", tc.msg, calls)
		}
		msgs := []Message{userText(tc.msg), {Role: RoleAssistant, Content: first.Content},
			{Role: RoleTool, Content: []session.Block{{Type: session.BlockToolResult, ToolResult: &session.ToolResult{ToolCallID: calls[0].ID, Success: true, Result: tc.result}}}}}
		second, err := fastOffline().Stream(context.Background(), Request{Messages: msgs, Tools: proposalTools()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := second.Text(); !strings.Contains(got, tc.want) {
			t.Errorf("%q: reply %q, want %q", tc.msg, got, tc.want)
		}
	}
}

// TestOfflineAcknowledgesAResult: told the result of its proposal, the
// offline model says what was decided instead of musing on the words.
func TestOfflineAcknowledgesAResult(t *testing.T) {
	msg := "[#feature:main] grove: Result of @manager's proposal 01KB7Q2M5ZK3W9X8Y7V6T5S4R3 (Which database?): SQLite (2 of 3 vote(s)); everyone has voted."
	r, err := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText(msg)}, Tools: proposalTools()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.Text(), "Noted: the team decided *Which database?* — SQLite (2 of 3 vote(s)); everyone has voted."; got != want || len(r.ToolCalls()) != 0 {
		t.Fatalf("reply %q (calls %+v), want %q", got, r.ToolCalls(), want)
	}
}
