package cmd

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// sendVariants sends req's message answered by each model at once (grove
// send --variants a,b) and prints each reply under a line naming its
// model, cost and time, and the branch that keeps it.
func sendVariants(ctx context.Context, cmd *cobra.Command, a *app, req agent.SendRequest, models string) error {
	turns, err := a.rt.Variants(ctx, req, strings.Split(models, ","))
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	failed := 0
	for i, t := range turns {
		done, err := a.rt.WaitTurn(ctx, t.ID)
		if err != nil {
			return err
		}
		u := done.Usage.Total()
		took := done.FinishedAt.Sub(done.CreatedAt).Round(100_000_000)
		fmt.Fprintf(out, "── %d/%d %s · $%.4f · %s · branch %s · %s ──\n", i+1, len(turns), orNone(done.Model), u.Cost, took, done.Branch, done.Status)
		path, err := a.store.Path(ctx, done.ConversationID, done.Branch)
		if err != nil {
			return err
		}
		for _, e := range path {
			if e.TurnID == done.ID && e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
				if text := strings.TrimSpace(session.Text(e.Content)); text != "" {
					fmt.Fprintln(out, text)
				}
			}
		}
		fmt.Fprintln(out)
		if done.Status != session.TurnCompleted {
			failed++
		}
	}
	fmt.Fprintf(cmd.ErrOrStderr(), "[conversation %s · %d candidate replies: keep one with grove branch switch, or alt+, / alt+. in the TUI]\n",
		turns[0].ConversationID, len(turns))
	if failed > 0 {
		return fmt.Errorf("%d of %d candidate replies did not complete", failed, len(turns))
	}
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "the agent's model"
	}
	return s
}
