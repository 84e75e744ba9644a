package cmd

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// decideFlow is a workflow on the offline model whose lead puts a question
// to the team (voters and deadline from the kickoff's words).
func decideFlow(voters string) string {
	return `name: decide
agents:
  lead:
    model: offline
    prompt: { system: You lead. }
  bob:
    model: offline
    prompt: { system: You review. }
  carol:
    model: offline
    prompt: { system: You test. }
kickoff: "@lead please propose: Which database? SQLite or Postgres; ` + voters + `"
`
}

// proposals reads grove proposal list --all --json.
func (e *stateEnv) proposals() []session.Proposal {
	e.t.Helper()
	out := e.must("proposal", "list", "--all", "--json")
	var ps []session.Proposal
	if err := json.Unmarshal([]byte(out), &ps); err != nil {
		e.t.Fatalf("proposal list --json: %v\n%s", err, out)
	}
	return ps
}

// TestProposalVoteToResultInTheBinary: grove run of a workflow whose lead
// proposes (team_proposal_create), its two voters vote
// (team_proposal_vote), and the last vote closes it: the proposal, each
// vote and the result are in the channel grove run prints (the options a
// list of their own, the voters a paragraph after it); grove proposal list
// and show read it afterwards.
func TestProposalVoteToResultInTheBinary(t *testing.T) {
	e := newStateEnv(t, "models: {}\n")
	flow := filepath.Join(e.work, "decide.yaml")
	writeFile(t, flow, decideFlow("voters bob and carol"))
	out := e.must("run", flow, "--timeout", "2m")
	ps := e.proposals()
	if len(ps) != 1 || ps[0].Status != session.ProposalClosed || ps[0].Votes["bob"] != "SQLite" || ps[0].Votes["carol"] != "SQLite" {
		t.Fatalf("proposals %+v\n%s", ps, out)
	}
	id := ps[0].ID
	contains(t, "grove run", out, "lead: Proposal "+id+": Which database?\n1. SQLite\n2. Postgres\n\nVoters: @bob, @carol.",
		"bob: Vote on proposal "+id+" (Which database?): SQLite", "carol: Vote on proposal "+id+" (Which database?): SQLite",
		"grove: Result of @lead's proposal "+id+" (Which database?): SQLite (2 of 2 vote(s)); everyone has voted.")
	contains(t, "show", e.must("proposal", "show", id), "Which database?", "by lead in #decide:main", "SQLite: 2 vote(s)", "bob voted SQLite", "closed: SQLite (2 of 2 vote(s)); everyone has voted.")
	if out := e.must("proposal", "list"); !strings.Contains(out, "no open proposal") {
		t.Fatalf("list without --all lists closed ones:\n%s", out)
	}
	out, err := e.run("proposal", "vote", id, "1")
	if err == nil || !strings.Contains(out, "proposal "+id+" is closed") {
		t.Fatalf("a vote on a closed proposal: %v\n%s", err, out)
	}
}

// TestProposalPersonVotesInTheBinary: a proposal that lists the person
// ("me") as a voter waits for them: grove run keeps running and says how
// to vote; grove proposal list shows it open, grove proposal vote from
// another process records the person's vote, posts it as theirs and, as
// the last vote, posts the result, which wakes the lead in the running
// grove run, which then ends.
func TestProposalPersonVotesInTheBinary(t *testing.T) {
	e := newStateEnv(t, "models: {}\n")
	flow := filepath.Join(e.work, "decide.yaml")
	writeFile(t, flow, decideFlow("voters bob and me; deadline 30 minutes"))
	run := e.cmd("run", flow, "--timeout", "5m")
	var runOut, runErr lockedBuffer
	run.Stdout, run.Stderr = &runOut, &runErr
	if err := run.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- run.Wait() }()
	// grove run, idle but for the proposal, says what it waits for.
	deadline := time.Now().Add(2 * time.Minute)
	for !strings.Contains(runErr.String(), "waiting for proposal") {
		if time.Now().After(deadline) {
			t.Fatalf("grove run does not wait for the proposal:\n%s\n%s", runOut.String(), runErr.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	ps := e.proposals()
	if len(ps) != 1 || ps[0].Votes["bob"] != "SQLite" {
		t.Fatalf("proposals %+v\n%s", ps, runErr.String())
	}
	p := ps[0]
	if p.Status != session.ProposalOpen || strings.Join(p.Voters, ",") != "bob,user" {
		t.Fatalf("proposal %+v", p)
	}
	contains(t, "list", e.must("proposal", "list"), p.ID, "decide:main", "Which database?", "1 of 2", "you vote")
	out, err := e.run("proposal", "vote", p.ID, "carrots")
	if err == nil || !strings.Contains(out, `"carrots" is not an option of proposal `+p.ID+" (options: SQLite, Postgres)") {
		t.Fatalf("a vote for no option: %v\n%s", err, out)
	}
	out = e.must("proposal", "vote", p.ID, "2", "--reason", "we need replication")
	contains(t, "vote", out, "you voted Postgres on proposal "+p.ID, "no decision, a tie between SQLite and Postgres (1 vote(s) each); everyone has voted.")
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("grove run: %v\n%s\n%s", err, runOut.String(), runErr.String())
		}
	case <-time.After(2 * time.Minute):
		t.Fatalf("grove run did not end after the last vote:\n%s\n%s", runOut.String(), runErr.String())
	}
	contains(t, "grove run's waiting note", runErr.String(), "waiting for proposal "+p.ID+" (Which database?): still to vote: user", "grove proposal vote "+p.ID)
	contains(t, "grove run", runOut.String(), "user: Vote on proposal "+p.ID+" (Which database?): Postgres — we need replication (2 of 2 voted)",
		"grove: Result of @lead's proposal "+p.ID+" (Which database?): no decision, a tie between SQLite and Postgres")
	// The result woke the lead: a reply of hers follows it.
	if _, after, ok := strings.Cut(runOut.String(), "grove: Result of @lead's proposal"); !ok || !strings.Contains(after, "\nlead: ") {
		t.Fatalf("the lead was not woken by the result:\n%s", runOut.String())
	}
}

// TestProposalDeadlineInTheBinary: a proposal whose only voter (the
// person) never votes is closed by grove run when its deadline passes, the
// result saying who did not vote.
func TestProposalDeadlineInTheBinary(t *testing.T) {
	e := newStateEnv(t, "models: {}\n")
	flow := filepath.Join(e.work, "decide.yaml")
	writeFile(t, flow, decideFlow("voters me; deadline 2 seconds"))
	out := e.must("run", flow, "--timeout", "5m")
	ps := e.proposals()
	if len(ps) != 1 || ps[0].Status != session.ProposalClosed {
		t.Fatalf("proposals %+v\n%s", ps, out)
	}
	contains(t, "grove run", out, "grove: Result of @lead's proposal "+ps[0].ID+" (Which database?): no decision, nobody voted; the deadline passed; did not vote: user.")
	if !ps[0].ClosedAt.After(ps[0].Deadline) && !ps[0].ClosedAt.Equal(ps[0].Deadline) {
		t.Fatalf("closed at %v, before its deadline %v", ps[0].ClosedAt, ps[0].Deadline)
	}
}
