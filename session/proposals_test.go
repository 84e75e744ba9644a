package session

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"
)

// A proposal keeps its options and voters; votes name an option by text
// or number, a second vote replaces the first, strangers and unknown
// options are refused; it closes once, and a closed proposal takes no vote.
func TestProposalVotesAndClose(t *testing.T) {
	s := newTestStore(t)
	ctx := context.Background()
	ws := newOneAgentWorkspace(t, s)
	deadline := time.Now().Add(time.Hour)
	p, err := s.CreateProposal(ctx, Proposal{WorkspaceID: ws.ID, Author: "a", Question: "Which database?",
		Options: []string{"SQLite", " Postgres ", ""}, Voters: []string{"a", "b"}, Deadline: deadline})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(p.Options, []string{"SQLite", "Postgres"}) || p.Status != ProposalOpen {
		t.Fatalf("created %+v", p)
	}
	if _, err := s.VoteProposal(ctx, p.ID, "c", "SQLite"); !isCode(err, EINVALID) {
		t.Fatalf("a stranger's vote: %v", err)
	}
	if _, err := s.VoteProposal(ctx, p.ID, "a", "MySQL"); !isCode(err, EINVALID) {
		t.Fatalf("an unknown option: %v", err)
	}
	if _, err := s.VoteProposal(ctx, "nope", "a", "1"); !isCode(err, ENOTFOUND) {
		t.Fatalf("an unknown proposal: %v", err)
	}
	if _, err := s.VoteProposal(ctx, p.ID, "a", "postgres"); err != nil {
		t.Fatal(err)
	}
	got, err := s.VoteProposal(ctx, p.ID, "a", "1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Votes["a"] != "SQLite" || !reflect.DeepEqual(got.Missing(), []string{"b"}) || !reflect.DeepEqual(got.Tally(), []int{1, 0}) {
		t.Fatalf("after a's second vote: %+v missing %v", got, got.Missing())
	}
	if open, err := s.Proposals(ctx, ws.ID, true); err != nil || len(open) != 1 || open[0].Votes["a"] != "SQLite" {
		t.Fatalf("open proposals %+v, %v", open, err)
	}
	if due, err := s.DueProposals(ctx, time.Now()); err != nil || len(due) != 0 {
		t.Fatalf("due before the deadline: %+v, %v", due, err)
	}
	if due, err := s.DueProposals(ctx, deadline.Add(time.Second)); err != nil || len(due) != 1 || due[0].ID != p.ID {
		t.Fatalf("due after the deadline: %+v, %v", due, err)
	}
	if ok, err := s.CloseProposal(ctx, p.ID, "SQLite wins"); err != nil || !ok {
		t.Fatalf("close: %v %v", ok, err)
	}
	if ok, err := s.CloseProposal(ctx, p.ID, "again"); err != nil || ok {
		t.Fatalf("second close: %v %v", ok, err)
	}
	if _, err := s.VoteProposal(ctx, p.ID, "b", "SQLite"); !isCode(err, EINVALID) {
		t.Fatalf("a vote on a closed proposal: %v", err)
	}
	got, err = s.Proposal(ctx, p.ID)
	if err != nil || got.Status != ProposalClosed || got.Result != "SQLite wins" || got.ClosedAt == nil {
		t.Fatalf("closed %+v, %v", got, err)
	}
	if open, err := s.Proposals(ctx, ws.ID, true); err != nil || len(open) != 0 {
		t.Fatalf("open after close %+v, %v", open, err)
	}
	if due, err := s.DueProposals(ctx, deadline.Add(time.Second)); err != nil || len(due) != 0 {
		t.Fatalf("due after close: %+v, %v", due, err)
	}
}

// A proposal without a question, with fewer than two options, with an
// option twice or without voters is refused.
func TestProposalInvalid(t *testing.T) {
	s := newTestStore(t)
	ctx := context.Background()
	ws := newOneAgentWorkspace(t, s)
	for name, p := range map[string]Proposal{
		"no question": {Question: " ", Options: []string{"x", "y"}, Voters: []string{"a"}},
		"one option":  {Question: "q", Options: []string{"x", " "}, Voters: []string{"a"}},
		"twice":       {Question: "q", Options: []string{"x", "X"}, Voters: []string{"a"}},
		"no voters":   {Question: "q", Options: []string{"x", "y"}},
	} {
		p.WorkspaceID = ws.ID
		if _, err := s.CreateProposal(ctx, p); !isCode(err, EINVALID) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func isCode(err error, code string) bool {
	var e *Error
	return errors.As(err, &e) && e.Code == code
}
