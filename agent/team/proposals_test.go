package team

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

const quietWorkflow = `name: review
agents:
  alice: { ref: alice }
  bob: { ref: bob }
  helper:
    model: offline
    prompt:
      system: You help with lookups.
`

// call runs a tool of the team's registry as agent name of ws.
func (te *teamEnv) call(t *testing.T, reg *tools.Registry, ws session.Workspace, name, tool string, args map[string]any) session.ToolResult {
	t.Helper()
	m, err := te.store.WorkspaceAgent(context.Background(), ws.ID, name)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(args)
	return reg.CallFor(context.Background(), tools.CallInfo{ConversationID: m.ConversationID, Agent: name},
		session.ToolCall{ID: "c-" + tool, Name: tool, Arguments: b})
}

func refused(t *testing.T, res session.ToolResult, want string) {
	t.Helper()
	if res.Success || res.Error == nil || !strings.Contains(res.Error.Message, want) {
		t.Fatalf("want a refusal containing %q, got %+v", want, res)
	}
}

func lastFrom(t *testing.T, st *session.Store, ws session.Workspace, author string) string {
	t.Helper()
	ch := channel(t, st, ws)
	for i := len(ch) - 1; i >= 0; i-- {
		if ch[i].Author == author {
			return session.Text(ch[i].Content)
		}
	}
	t.Fatalf("nothing from %s in the channel", author)
	return ""
}

func openProposal(t *testing.T, st *session.Store, ws session.Workspace) session.Proposal {
	t.Helper()
	ps, err := st.Proposals(context.Background(), ws.ID, true)
	if err != nil || len(ps) != 1 {
		t.Fatalf("open proposals %+v, %v", ps, err)
	}
	return ps[0]
}

// A proposal made with team_proposal_create is posted to the channel and
// wakes its voters; each team_proposal_vote is posted; the last vote
// closes it and grove posts the result. Bad input is refused.
func TestProposalToolsVoteToResult(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	ws := te.start(t, quietWorkflow)
	reg := tools.NewRegistry(te.team.Tools()...)

	refused(t, te.call(t, reg, ws, "alice", "team_proposal_create", map[string]any{"question": "Which database?", "options": []string{"SQLite", "Postgres"}, "voters": []string{"carol"}}), "carol is not an agent")
	refused(t, te.call(t, reg, ws, "alice", "team_proposal_create", map[string]any{"question": "Which database?", "options": []string{"SQLite", "Postgres"}, "deadline": "-5m"}), "not in the future")
	refused(t, te.call(t, reg, ws, "alice", "team_proposal_create", map[string]any{"question": "Which database?", "options": []string{"SQLite", "Postgres"}, "deadline": "soon"}), "neither a duration")
	refused(t, te.call(t, reg, ws, "alice", "team_proposal_create", map[string]any{"question": "Which database?", "options": []string{"SQLite", "sqlite"}}), "given twice")

	res := te.call(t, reg, ws, "alice", "team_proposal_create", map[string]any{"question": "Which database?", "options": []string{"SQLite", "Postgres"}, "voters": []string{"alice", "@bob", "user"}, "deadline": "2h"})
	if !res.Success {
		t.Fatalf("create: %+v", res.Error)
	}
	p := openProposal(t, te.store, ws)
	if !strings.Contains(res.Result, p.ID) || strings.Join(p.Voters, ",") != "alice,bob,user" || p.Author != "alice" {
		t.Fatalf("created %+v, answered %q", p, res.Result)
	}
	if d := p.Deadline.Sub(p.CreatedAt); d < 119*time.Minute || d > 121*time.Minute {
		t.Fatalf("deadline %v after creation", d)
	}
	posted := lastFrom(t, te.store, ws, "alice")
	for _, want := range []string{"Proposal " + p.ID, "Which database?", "1. SQLite", "2. Postgres", "@bob", "(@user: grove proposal vote " + p.ID + " CHOICE)"} {
		if !strings.Contains(posted, want) {
			t.Fatalf("the proposal's channel message lacks %q:\n%s", want, posted)
		}
	}
	te.idle(t)
	if len(te.rec.sys["bob"]) == 0 {
		t.Fatal("bob, a voter, was not asked")
	}
	if len(te.rec.sys["helper@review:main"]) != 0 {
		t.Fatal("helper, not a voter, was woken")
	}
	// bob's offline model votes the first option.
	bobVoted := false
	for _, e := range channel(t, te.store, ws) {
		bobVoted = bobVoted || e.Author == "bob" && session.Text(e.Content) == "Vote on proposal "+p.ID+" (Which database?): SQLite — the first option suits me (1 of 3 voted)"
	}
	if !bobVoted {
		t.Fatalf("bob's vote is not in the channel: %+v", channel(t, te.store, ws))
	}

	refused(t, te.call(t, reg, ws, "helper", "team_proposal_vote", map[string]any{"id": p.ID, "choice": "SQLite"}), "not a voter")
	refused(t, te.call(t, reg, ws, "alice", "team_proposal_vote", map[string]any{"id": p.ID, "choice": "MySQL"}), "not an option")
	refused(t, te.call(t, reg, ws, "alice", "team_proposal_vote", map[string]any{"id": "nope", "choice": "1"}), "no proposal")

	res = te.call(t, reg, ws, "alice", "team_proposal_vote", map[string]any{"id": p.ID, "choice": "1", "reason": "one file is enough"})
	if !res.Success || !strings.Contains(res.Result, "Still to vote: user") {
		t.Fatalf("alice's vote: %+v", res)
	}
	if v := lastFrom(t, te.store, ws, "alice"); !strings.Contains(v, "SQLite — one file is enough (2 of 3 voted)") {
		t.Fatalf("alice's vote in the channel: %q", v)
	}
	res = te.call(t, reg, ws, "helper", "team_proposal_status", map[string]any{"id": p.ID})
	if !res.Success || !strings.Contains(res.Result, "1. SQLite: 2 vote(s)") || !strings.Contains(res.Result, "still to vote: user") {
		t.Fatalf("status: %+v", res)
	}

	// The person votes last (as "user"); only a voter may.
	if _, _, err := te.team.PersonVote(ctx, p.ID, "MySQL", ""); session.ErrorCode(err) != session.EINVALID {
		t.Fatalf("the person's vote for no option: %v", err)
	}
	got, res2, err := te.team.PersonVote(ctx, p.ID, "postgres", "")
	if err != nil || res2 != "SQLite (2 of 3 vote(s)); everyone has voted." || got.Status != session.ProposalClosed {
		t.Fatalf("the person's vote: %+v %q %v", got, res2, err)
	}
	if v := lastFrom(t, te.store, ws, "user"); v != "Vote on proposal "+p.ID+" (Which database?): Postgres (3 of 3 voted)" {
		t.Fatalf("the person's vote in the channel: %q", v)
	}
	result := lastFrom(t, te.store, ws, "grove")
	if !strings.Contains(result, "Result of @alice's proposal "+p.ID) || !strings.Contains(result, "SQLite (2 of 3 vote(s)); everyone has voted.") {
		t.Fatalf("the result in the channel: %q", result)
	}
	if _, _, err := te.team.PersonVote(ctx, p.ID, "1", ""); err == nil || !strings.Contains(err.Error(), "is closed") {
		t.Fatalf("a vote after the result: %v", err)
	}
	refused(t, te.call(t, reg, ws, "bob", "team_proposal_vote", map[string]any{"id": p.ID, "choice": "Postgres"}), "is closed")
	res = te.call(t, reg, ws, "bob", "team_proposal_status", map[string]any{})
	if !res.Success || !strings.Contains(res.Result, p.ID+" closed: SQLite") {
		t.Fatalf("status list: %+v", res)
	}
	te.idle(t)
	if len(te.rec.sys["alice"]) == 0 {
		t.Fatal("the result's mention did not wake alice")
	}

	// Outside a workspace the tools refuse.
	dm, _ := te.store.CreateConversation(ctx, session.NewConversation{Agent: "alice"})
	out := reg.CallFor(ctx, tools.CallInfo{ConversationID: dm.ID, Agent: "alice"}, session.ToolCall{ID: "x", Name: "team_proposal_status", Arguments: json.RawMessage(`{}`)})
	refused(t, out, "not working in a workspace")
}

// A proposal whose deadline passes is closed by the serving loop, which
// posts the result with who did not vote.
func TestProposalDeadlineClosesIt(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	ws := te.start(t, quietWorkflow)
	reg := tools.NewRegistry(te.team.Tools()...)
	var clock atomic.Int64
	clock.Store(time.Now().UnixNano())
	te.team.Now = func() time.Time { return time.Unix(0, clock.Load()) }

	res := te.call(t, reg, ws, "alice", "team_proposal_create", map[string]any{"question": "Ship today?", "options": []string{"yes", "no"}, "deadline": "30m"})
	if !res.Success {
		t.Fatalf("create: %+v", res.Error)
	}
	p := openProposal(t, te.store, ws)
	if strings.Join(p.Voters, ",") != "alice,bob,helper" {
		t.Fatalf("the default voters are every agent: %v", p.Voters)
	}
	// bob and helper, woken by the proposal, vote its first option (the
	// offline model); helper changes its mind.
	te.idle(t)
	if r := te.call(t, reg, ws, "helper", "team_proposal_vote", map[string]any{"id": p.ID, "choice": "no"}); !r.Success {
		t.Fatalf("vote: %+v", r.Error)
	}
	if n, err := te.team.CloseDueProposals(ctx); err != nil || n != 0 {
		t.Fatalf("closed %d before the deadline, %v", n, err)
	}

	sctx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- te.team.Serve(sctx, func() []config.Definition { return nil }) }()
	defer func() { cancel(); <-done }()
	clock.Add(int64(31 * time.Minute))
	wait := time.Now().Add(15 * time.Second)
	for {
		got, err := te.store.Proposal(ctx, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status == session.ProposalClosed {
			break
		}
		if time.Now().After(wait) {
			t.Fatal("the serving loop did not close the proposal after its deadline")
		}
		time.Sleep(20 * time.Millisecond)
	}
	result := lastFrom(t, te.store, ws, "grove")
	if !strings.Contains(result, "no decision, a tie between yes and no (1 vote(s) each); the deadline passed; did not vote: alice.") {
		t.Fatalf("the result in the channel: %q", result)
	}
}
