package cmd

import (
	"context"
	"fmt"
	"math"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// Spending caps from the command line: a turn's (grove send --budget,
// grove continue --budget) and a branch's (grove branch budget).

// parseUSD reads an amount of dollars (see agent.ParseUSD).
func parseUSD(s string) (float64, error) { return agent.ParseUSD(s) }

// usdFlag is a --budget flag: an amount of dollars, checked as it is read.
type usdFlag struct {
	v   float64
	set bool
}

func (f *usdFlag) String() string {
	if !f.set {
		return ""
	}
	return agent.USD(f.v)
}

func (f *usdFlag) Set(s string) error {
	v, err := parseUSD(s)
	if err != nil {
		return err
	}
	f.v, f.set = v, true
	return nil
}

func (f *usdFlag) Type() string { return "USD" }

func newBranchBudgetCmd(g *globals) *cobra.Command {
	var branch string
	cmd := &cobra.Command{
		Use:   "budget CONVERSATION [USD]",
		Short: "Show or set the branch's spending cap in dollars (0 or none removes it)",
		Long: "A branch's cap bounds what the turns run on it spend together: before each step grove estimates what the step " +
			"may cost, and a step that would pass the cap does not run (the turn ends incomplete; raise the cap, then " +
			"grove continue). Without USD it shows the cap and what the branch spent.",
		Args: verbArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			st, err := g.openStore(ctx)
			if err != nil {
				return err
			}
			defer st.Close()
			bt, err := resolveBranch(ctx, st, args[0], branch)
			if err != nil {
				return err
			}
			if len(args) == 2 {
				v, err := parseUSD(args[1])
				if err != nil {
					return err
				}
				if err := st.SetBranchBudget(ctx, bt.conv.ID, bt.branch, v); err != nil {
					return err
				}
			}
			capUSD, err := st.BranchBudget(ctx, bt.conv.ID, bt.branch)
			if err != nil {
				return err
			}
			spent, err := st.BranchSpend(ctx, bt.conv.ID, bt.branch, "")
			if err != nil {
				return err
			}
			_, children, err := st.ChildSpend(ctx, bt.conv.ID) // sub-agents count against the cap
			if err != nil {
				return err
			}
			spent += children[bt.branch]
			if capUSD == 0 {
				return report(cmd, nil, "branch %s: no budget (spent %s)", bt.branch, agent.USD(spent))
			}
			return report(cmd, nil, "branch %s: budget %s, spent %s (%s left)", bt.branch, agent.USD(capUSD), agent.USD(spent), agent.USD(math.Max(0, capUSD-spent)))
		},
	}
	cmd.Flags().StringVar(&branch, "branch", "", "the branch (default: the conversation's current branch)")
	return cmd
}

// newContinueCmd is grove continue: the newest turn of a conversation,
// incomplete, failed or cancelled, goes on (as the TUI's /continue),
// with a new cap when --budget is given.
func newContinueCmd(g *globals) *cobra.Command {
	var budget usdFlag
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "continue CONVERSATION",
		Short: "Continue the newest turn of a conversation when it is incomplete, failed or cancelled (--budget raises its cap)",
		Long: "Resumes the conversation's newest turn from where it stopped, streaming as grove send does. A turn stopped by " +
			"its budget goes on with --budget USD (the new cap of the whole turn, spent so far included); one stopped by its " +
			"branch's budget after grove branch budget raises that.",
		Args: verbArgs(1, 1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			a, err := g.openShortLived(ctx)
			if err != nil {
				return err
			}
			defer a.Close()
			conv, err := a.store.ResolveConversation(ctx, args[0])
			if err != nil {
				return err
			}
			turns, err := a.store.Turns(ctx, conv.ID)
			if err != nil {
				return err
			}
			if len(turns) == 0 {
				return session.Errorf(session.EINVALID, "conversation %s has no turn to continue", conv.ID)
			}
			t := turns[len(turns)-1]
			switch t.Status {
			case session.TurnActive:
				return session.Errorf(session.ECONFLICT, "turn %s is still running", t.ID)
			case session.TurnCompleted:
				return session.Errorf(session.EINVALID, "turn %s finished: nothing to continue (send a message to go on)", t.ID)
			}
			if budget.set {
				if err := a.store.SetTurnBudget(ctx, t.ID, budget.v); err != nil {
					return err
				}
			}
			sub := a.rt.Subscribe()
			defer sub.Close()
			if err := a.rt.Continue(ctx, t.ID); err != nil {
				return err
			}
			final, err := streamTurn(ctx, a.rt, sub, t, cmd.OutOrStdout(), asJSON, false)
			if err != nil {
				return err
			}
			if !asJSON {
				fmt.Fprintf(cmd.ErrOrStderr(), "\n[conversation %s · turn %s · %s]\n", conv.ID, final.ID, final.Status)
			}
			switch {
			case final.Status == session.TurnCompleted:
				return nil
			case final.Error != "":
				return fmt.Errorf("turn %s: %s", final.Status, final.Error)
			}
			return fmt.Errorf("turn %s", final.Status)
		},
	}
	cmd.Flags().Var(&budget, "budget", "the turn's new spending cap in dollars (0 or none: the agent's default)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object per event line")
	return cmd
}

// addBranchBudgets fills the caps of branch rows of grove stats.
func addBranchBudgets(ctx context.Context, st *session.Store, rows []session.UsageRow) error {
	caps := map[string]map[string]float64{}
	for i := range rows {
		r := &rows[i]
		m, ok := caps[r.Conversation]
		if !ok {
			var err error
			if m, err = st.BranchBudgets(ctx, r.Conversation); err != nil {
				return err
			}
			caps[r.Conversation] = m
		}
		r.Budget = m[r.Key]
	}
	return nil
}

// costCell is a stats row's cost, with its cap when it has one
// ("$0.4800 of $0.50, 96%").
func costCell(r session.UsageRow) string {
	if r.Budget <= 0 {
		return fmt.Sprintf("$%.4f", r.Usage.Cost)
	}
	return fmt.Sprintf("$%.4f of %s, %.0f%%", r.Usage.Cost, agent.USD(r.Budget), 100*r.Usage.Cost/r.Budget)
}
