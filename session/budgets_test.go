package session

import (
	"context"
	"math"
	"testing"
)

// A branch's cap is kept per branch, follows a rename, goes with a delete,
// and 0 removes it; bad amounts and unknown branches are refused.
func TestBranchBudget(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	es := mustAppend(t, s, c.ID, DefaultBranch, userMsg("hi"), agentMsg("hello"))
	if _, err := s.CreateBranch(ctx, c.ID, "side", es[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := s.SetBranchBudget(ctx, c.ID, DefaultBranch, 0.5); err != nil {
		t.Fatal(err)
	}
	if got, err := s.BranchBudget(ctx, c.ID, DefaultBranch); err != nil || got != 0.5 {
		t.Fatalf("main's cap %v %v, want 0.5", got, err)
	}
	if tr, err := s.Tree(ctx, c.ID); err != nil || tr.Budgets[DefaultBranch] != 0.5 || len(tr.Budgets) != 1 {
		t.Fatalf("the tree's caps: %v %v", tr.Budgets, err)
	}
	if got, _ := s.BranchBudget(ctx, c.ID, "side"); got != 0 {
		t.Fatalf("side's cap %v, want none", got)
	}
	if err := s.SetBranchBudget(ctx, c.ID, DefaultBranch, 2); err != nil {
		t.Fatal(err)
	}
	if err := s.RenameBranch(ctx, c.ID, DefaultBranch, "renamed"); err != nil {
		t.Fatal(err)
	}
	all, err := s.BranchBudgets(ctx, c.ID)
	if err != nil || len(all) != 1 || all["renamed"] != 2 {
		t.Fatalf("caps after rename: %v %v", all, err)
	}
	if err := s.SetBranchBudget(ctx, c.ID, "renamed", 0); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.BranchBudget(ctx, c.ID, "renamed"); got != 0 {
		t.Fatalf("cap after 0: %v", got)
	}
	for _, bad := range []float64{-1, math.NaN(), math.Inf(1)} {
		if err := s.SetBranchBudget(ctx, c.ID, "side", bad); ErrorCode(err) != EINVALID {
			t.Fatalf("cap %v: %v, want EINVALID", bad, err)
		}
	}
	if err := s.SetBranchBudget(ctx, c.ID, "nope", 1); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("unknown branch: %v", err)
	}
	if err := s.SetBranchBudget(ctx, c.ID, "side", 3); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteBranch(ctx, c.ID, "side"); err != nil {
		t.Fatal(err)
	}
	if all, _ := s.BranchBudgets(ctx, c.ID); len(all) != 0 {
		t.Fatalf("caps after delete: %v", all)
	}
}

// A turn's cap is set, raised and removed; what a branch spent sums its
// turns' costs, leaving out the one asked.
func TestTurnBudgetAndBranchSpend(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	mustAppend(t, s, c.ID, DefaultBranch, userMsg("hi"))
	var turns []Turn
	for _, cost := range []float64{0.25, 0.5} {
		tu, err := s.CreateTurn(ctx, Turn{ConversationID: c.ID, Agent: "assistant"})
		if err != nil {
			t.Fatal(err)
		}
		u := UsageByModel{}
		u.Add("offline/offline", Usage{Cost: cost, Calls: 1})
		if tu, err = s.UpdateTurn(ctx, tu.ID, TurnUpdate{Usage: &u}); err != nil {
			t.Fatal(err)
		}
		turns = append(turns, tu)
	}
	if got, err := s.BranchSpend(ctx, c.ID, DefaultBranch, ""); err != nil || got != 0.75 {
		t.Fatalf("spend %v %v, want 0.75", got, err)
	}
	if got, _ := s.BranchSpend(ctx, c.ID, DefaultBranch, turns[1].ID); got != 0.25 {
		t.Fatalf("spend without the second turn %v, want 0.25", got)
	}
	if got, _ := s.TurnBudget(ctx, turns[0].ID); got != 0 {
		t.Fatalf("unset turn cap %v", got)
	}
	if err := s.SetTurnBudget(ctx, turns[0].ID, 0.3); err != nil {
		t.Fatal(err)
	}
	if err := s.SetTurnBudget(ctx, turns[0].ID, 0.9); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.TurnBudget(ctx, turns[0].ID); got != 0.9 {
		t.Fatalf("raised turn cap %v, want 0.9", got)
	}
	if err := s.SetTurnBudget(ctx, "nope", 1); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("unknown turn: %v", err)
	}
	if err := s.SetTurnBudget(ctx, turns[0].ID, -2); ErrorCode(err) != EINVALID {
		t.Fatalf("negative cap: %v", err)
	}
	if err := s.SetTurnBudget(ctx, turns[0].ID, 0); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.TurnBudget(ctx, turns[0].ID); got != 0 {
		t.Fatalf("removed turn cap %v", got)
	}
}
