package cmd

import (
	"bufio"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

func newStatsCmd(g *globals) *cobra.Command {
	var by, conv string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Tokens and cost rolled up by conversation, branch, agent, model or workspace",
		Args:  cobra.NoArgs,
		RunE: g.withStore(func(cmd *cobra.Command, _ []string, st *session.Store) error {
			ctx := cmd.Context()
			convID := ""
			if conv != "" {
				c, err := st.ResolveConversation(ctx, conv)
				if err != nil {
					return err
				}
				convID = c.ID
			}
			rows, err := st.UsageBy(ctx, by, convID)
			if err != nil {
				return err
			}
			if by == session.ByBranch {
				if err := addBranchBudgets(ctx, st, rows); err != nil {
					return err
				}
			}
			out := bufio.NewWriter(cmd.OutOrStdout())
			defer out.Flush()
			if asJSON {
				return writeJSONList(out, rows, true)
			}
			if len(rows) == 0 {
				fmt.Fprintln(out, "No turns yet.")
				return nil
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			head := map[string]string{session.ByBranch: "CONVERSATION\tBRANCH", session.ByConversation: "CONVERSATION\tID", session.ByTurn: "CONVERSATION\tTURN"}[by]
			if head == "" {
				head = "\t" + map[string]string{session.ByAgent: "AGENT", session.ByModel: "MODEL", session.ByWorkspace: "WORKSPACE"}[by]
			}
			// Delegations' children count where they were started; the
			// column says how much of the cost was theirs.
			children := false
			for _, r := range rows {
				children = children || len(r.Children) > 0
			}
			childHead := ""
			if children {
				childHead = "\tOWN + CHILDREN"
			}
			fmt.Fprintln(tw, head+"\tTURNS\tINPUT\tOUTPUT\tCOST"+childHead+"\tLAST ACTIVITY")
			var total session.Usage
			turns := 0
			for _, r := range rows {
				first, second := "", r.Key
				switch by {
				case session.ByBranch:
					first = titleCell(r.Title)
				case session.ByConversation:
					first, second = titleCell(r.Title), r.Key
				case session.ByTurn:
					first, second = titleCell(r.Title), r.Key+" "+r.Agent
				}
				cost := costCell(r)
				if children {
					cost += "\t" + childCell(r)
				}
				fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%s\t%s\n", first, second, r.Turns, r.Usage.InputTokens, r.Usage.OutputTokens, cost,
					r.LastActivity.Local().Format("2006-01-02 15:04"))
				total.Add(r.Usage)
				turns += r.Turns
			}
			if by != session.ByModel {
				fmt.Fprintf(tw, "TOTAL\t\t%d\t%d\t%d\t$%.4f%s\t\n", turns, total.InputTokens, total.OutputTokens, total.Cost, strings.Repeat("\t", min(len(childHead), 1)))
			}
			return tw.Flush()
		}),
	}
	cmd.Flags().StringVar(&by, "by", session.ByConversation, "group by conversation, branch, turn, agent, model or workspace (a delegation's child counts towards the conversation, branch and turn that started it)")
	cmd.Flags().StringVarP(&conv, "conversation", "c", "", "only this conversation (id or prefix)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// childCell is the own and children's parts of a row's cost: "$0.0100 +
// $0.0040 (1 child)", "" when it has no children.
func childCell(r session.UsageRow) string {
	if len(r.Children) == 0 {
		return ""
	}
	n := fmt.Sprintf("%d children", len(r.Children))
	if len(r.Children) == 1 {
		n = "1 child"
	}
	return fmt.Sprintf("$%.4f + $%.4f (%s)", r.Own().Cost, r.ChildUsage.Cost, n)
}

// titleCell is a conversation's title for a table cell.
func titleCell(title string) string {
	if title == "" {
		return "(untitled)"
	}
	return clip.Line(title, 32)
}
