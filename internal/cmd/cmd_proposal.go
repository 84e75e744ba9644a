package cmd

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/session"
)

// newProposalCmd is grove proposal list|show|vote: the team decisions of
// workspaces, read and voted on by the person. A proposal's author makes
// the person a voter by naming "user" among its voters.
func newProposalCmd(g *globals) *cobra.Command {
	var all, asJSON bool
	list := &cobra.Command{
		Use:   "list",
		Short: "List the open proposals of running workspaces (--all: every proposal)",
		Args:  verbArgs(0, 0),
		RunE: g.withStore(func(cmd *cobra.Command, _ []string, st *session.Store) error {
			rows, err := listProposals(cmd.Context(), st, all)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSONList(cmd.OutOrStdout(), rows, true)
			}
			return printProposals(cmd.OutOrStdout(), rows, all, time.Now())
		}),
	}
	list.Flags().BoolVar(&all, "all", false, "closed proposals and those of stopped workspaces too")
	list.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	show := &cobra.Command{
		Use:   "show ID",
		Short: "Show a proposal: its options and their votes, who voted what, who has yet to, its result",
		Args:  verbArgs(1, 1),
		RunE: g.withStore(func(cmd *cobra.Command, args []string, st *session.Store) error {
			p, err := st.Proposal(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			ws, err := st.Workspace(cmd.Context(), p.WorkspaceID)
			if err != nil {
				return err
			}
			showProposal(cmd.OutOrStdout(), p, ws, time.Now())
			return nil
		}),
	}
	var reason string
	vote := &cobra.Command{
		Use:   "vote ID CHOICE",
		Short: "Vote on an open proposal that lists you (user) as a voter: CHOICE is an option's text or number",
		Long: "Records your vote (a second vote replaces the first) and posts it to the workspace's channel as yours; " +
			"the last vote missing closes the proposal and grove posts the result, which its author is told of " +
			"while grove serve, grove run or the TUI runs.",
		Args: verbArgs(2, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			g.headless = true
			a, err := g.openShortLived(ctx)
			if err != nil {
				return err
			}
			defer a.Close()
			p, res, err := a.team.PersonVote(ctx, args[0], args[1], reason)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "you voted %s on proposal %s (%s)\n", p.Votes[team.PersonVoter], p.ID, p.Question)
			switch {
			case res != "":
				fmt.Fprintf(out, "result: %s\n", res)
			case p.Status == session.ProposalOpen:
				fmt.Fprintf(out, "still to vote: %s\n", strings.Join(p.Missing(), ", "))
			}
			return nil
		},
	}
	vote.Flags().StringVar(&reason, "reason", "", "why, in a sentence (posted with the vote)")
	return verbGroup(&cobra.Command{
		Use:   "proposal",
		Short: "Team decisions of workspaces: list, show, and vote on those that list you",
		Long: "Agents of a workspace decide with team_proposal_create, team_proposal_vote and team_proposal_status. " +
			"A proposal whose voters include \"user\" waits for your vote: grove proposal vote ID CHOICE.",
	}, list, show, vote)
}

// proposalRow is a proposal with the key of its workspace.
type proposalRow struct {
	session.Proposal
	Workspace string `json:"workspace"`
}

// listProposals reads the open proposals of running workspaces, or with
// all every proposal of every workspace.
func listProposals(ctx context.Context, st *session.Store, all bool) ([]proposalRow, error) {
	wss, err := st.Workspaces(ctx, !all)
	if err != nil {
		return nil, err
	}
	var rows []proposalRow
	for _, ws := range wss {
		ps, err := st.Proposals(ctx, ws.ID, !all)
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			rows = append(rows, proposalRow{Proposal: p, Workspace: ws.Key()})
		}
	}
	slices.SortStableFunc(rows, func(a, b proposalRow) int { return a.CreatedAt.Compare(b.CreatedAt) })
	return rows, nil
}

// printProposals prints rows as a table.
func printProposals(w io.Writer, rows []proposalRow, all bool, now time.Time) error {
	if len(rows) == 0 {
		if all {
			_, err := fmt.Fprintln(w, "no proposal yet")
			return err
		}
		_, err := fmt.Fprintln(w, "no open proposal (grove proposal list --all lists the closed ones)")
		return err
	}
	table := [][]string{{"ID", "WORKSPACE", "QUESTION", "VOTES", "STILL TO VOTE", "CLOSES"}}
	mine := false
	for _, r := range rows {
		missing := strings.Join(r.Missing(), ", ")
		if slices.Contains(r.Missing(), team.PersonVoter) && r.Status == session.ProposalOpen {
			missing += " (you vote)"
			mine = true
		}
		closes := "closed: " + r.Result
		if r.Status == session.ProposalOpen {
			closes = until(r.Deadline, now)
		}
		table = append(table, []string{cell(r.ID, 0), cell(r.Workspace, 0), cell(r.Question, 48),
			fmt.Sprintf("%d of %d", len(r.Voters)-len(r.Missing()), len(r.Voters)), cell(missing, 32), cell(closes, 60)})
	}
	if err := writeTable(w, table); err != nil {
		return err
	}
	if mine {
		_, err := fmt.Fprintln(w, "\nvote with: grove proposal vote ID CHOICE (an option's text or number; grove proposal show ID lists them)")
		return err
	}
	return nil
}

// until says when a deadline comes: its local time and how long from now.
func until(t, now time.Time) string {
	d := t.Sub(now).Round(time.Second)
	if d <= 0 {
		return t.Local().Format("15:04:05") + " (due now)"
	}
	return fmt.Sprintf("%s (in %s)", t.Local().Format("15:04:05"), d)
}

// showProposal prints one proposal whole.
func showProposal(w io.Writer, p session.Proposal, ws session.Workspace, now time.Time) {
	fmt.Fprintf(w, "Proposal %s by %s in #%s: %s\n", p.ID, p.Author, ws.Key(), p.Question)
	tally := p.Tally()
	for i, o := range p.Options {
		fmt.Fprintf(w, "  %d. %s: %d vote(s)\n", i+1, o, tally[i])
	}
	for _, v := range p.Voters {
		if c, ok := p.Votes[v]; ok {
			fmt.Fprintf(w, "%s voted %s\n", v, c)
		}
	}
	if p.Status == session.ProposalClosed {
		fmt.Fprintf(w, "closed: %s\n", p.Result)
		return
	}
	fmt.Fprintf(w, "open until %s; still to vote: %s\n", until(p.Deadline, now), strings.Join(p.Missing(), ", "))
	if slices.Contains(p.Missing(), team.PersonVoter) {
		fmt.Fprintf(w, "you vote with: grove proposal vote %s CHOICE\n", p.ID)
	}
}

// runUntilDecided is grove run's wait: the workspace's work until nothing
// is left to do, and while proposals of it are open, until each is
// decided by its last vote (the person's may come from another process)
// or closed at its deadline; it says once what each open proposal waits
// for.
func runUntilDecided(ctx context.Context, a *app, ws session.Workspace, errOut io.Writer) error {
	told := map[string]bool{}
	for {
		if err := a.team.RunUntilIdle(ctx, 300*time.Millisecond); err != nil {
			return err
		}
		open, err := a.store.Proposals(ctx, ws.ID, true)
		if err != nil {
			return err
		}
		if len(open) == 0 {
			return nil
		}
		for _, p := range open {
			if told[p.ID] {
				continue
			}
			told[p.ID] = true
			fmt.Fprintf(errOut, "waiting for proposal %s (%s): still to vote: %s; it closes at %s", p.ID, p.Question,
				strings.Join(p.Missing(), ", "), p.Deadline.Local().Format("15:04:05"))
			if slices.Contains(p.Missing(), team.PersonVoter) {
				fmt.Fprintf(errOut, "; you vote with: grove proposal vote %s CHOICE", p.ID)
			}
			fmt.Fprintln(errOut)
		}
		if _, err := a.team.CloseDueProposals(ctx); err != nil {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(250 * time.Millisecond):
		}
	}
}
