package cmd

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/colorprofile"
	"github.com/spf13/cobra"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

func newSearchCmd(g *globals) *cobra.Command {
	var agentName, conv, since string
	var limit int
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "search QUERY",
		Short: "Find messages in every conversation",
		Long: "Ranks the user and assistant messages of every conversation for QUERY (best first) and prints, for each, " +
			"the conversation, the branch holding it, its author and date, and the line the words were found on with " +
			"them marked. Every word must match, stemmed (\"running\" finds \"runs\"); \"a phrase\" in double quotes " +
			"matches those words in a row, prefix* any word starting so, and OR between words either. A message its " +
			"branch leaves out of the model's context is marked excluded; one no branch reaches any more (its branch " +
			"was deleted) is marked deleted. A query matching more than 2,000 messages ranks the newest 2,000.",
		Example: "  grove search 'sqlite wal'\n  grove search '\"connection pool\"' --agent coder --since 2w\n  grove search 'deploy*' --json",
		Args:    verbArgs(1, -1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			// Bringing the index up to date writes; like grove send, a
			// search trusts the verdict the last process to close the file
			// left on it rather than read the whole file first.
			st, err := g.openStoreFor(ctx, true, session.CheckAtFirstWrite(), session.ColdReaders(), session.TrustSoundVerdict())
			if err != nil {
				return err
			}
			defer st.Close()
			q := memory.EntryQuery{Text: strings.Join(args, " "), Agent: agentName, Limit: limit}
			if limit < 1 {
				return session.Errorf(session.EINVALID, "--limit must be at least 1 (got %d)", limit)
			}
			if _, err := memory.ParseEntryQuery(q.Text); err != nil {
				return err
			}
			if since != "" {
				t, err := parseSince(since, st.Now())
				if err != nil {
					return err
				}
				q.Since = t
			}
			if conv != "" {
				c, err := st.ResolveConversation(ctx, conv)
				if err != nil {
					return err
				}
				q.ConversationID = c.ID
			}
			hits, err := memory.New(st, nil).SearchEntries(ctx, q)
			if err != nil {
				return err
			}
			out := bufio.NewWriter(cmd.OutOrStdout())
			defer out.Flush()
			if asJSON {
				return writeJSONList(out, hits, true)
			}
			if len(hits) == 0 {
				fmt.Fprintln(out, "No messages found.")
				return nil
			}
			styled := false
			if f, ok := cmd.OutOrStdout().(*os.File); ok {
				styled = colorprofile.Detect(f, os.Environ()) > colorprofile.NoTTY
			}
			for i, h := range hits {
				if i > 0 {
					fmt.Fprintln(out)
				}
				printHit(out, h, styled)
			}
			return nil
		},
	}
	cmd.Flags().StringVarP(&agentName, "agent", "a", "", "only the conversations this agent owns or takes part in")
	cmd.Flags().StringVarP(&conv, "conversation", "c", "", "only this conversation (id or prefix)")
	cmd.Flags().StringVar(&since, "since", "", "only messages written since DATE (2026-03-01, 2026-03-01T15:04, 3d, 2w, 12h, yesterday, last week)")
	cmd.Flags().IntVarP(&limit, "limit", "n", 20, "how many messages to print")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// printHit prints one message found: where it is, then its line with the
// words found between [ and ], or in reverse video on a terminal.
func printHit(w io.Writer, h memory.EntryHit, styled bool) {
	title := h.Title
	if title == "" {
		title = "(untitled)"
	}
	where := h.Branch
	switch {
	case h.Deleted:
		where = "deleted"
	case h.Excluded:
		where += " · excluded"
	}
	author := h.Author
	if author == "" {
		author = h.Role
	}
	fmt.Fprintf(w, "%s  %s · %s · %s · %s\n", h.ConversationID, clip.Line(title, 48), where, author, h.Time.Local().Format("2006-01-02 15:04"))
	open, close := "[", "]"
	if styled {
		open, close = "\x1b[7m", "\x1b[27m"
	}
	var b strings.Builder
	last := 0
	for _, m := range h.Marks {
		if m[0] < last || m[1] > len(h.Line) {
			continue
		}
		b.WriteString(h.Line[last:m[0]])
		b.WriteString(open + h.Line[m[0]:m[1]] + close)
		last = m[1]
	}
	b.WriteString(h.Line[last:])
	fmt.Fprintf(w, "    %s\n", b.String())
}

// parseSince reads --since: a date, a date and time (local), an age (12h,
// 3d, 2w) or words such as "yesterday" or "last week".
func parseSince(s string, now time.Time) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{time.RFC3339, "2006-01-02T15:04", "2006-01-02 15:04", "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, time.Local); err == nil {
			return t, nil
		}
	}
	if len(s) > 1 {
		if n, err := strconv.Atoi(s[:len(s)-1]); err == nil && n >= 0 {
			unit := map[byte]time.Duration{'m': time.Minute, 'h': time.Hour, 'd': 24 * time.Hour, 'w': 7 * 24 * time.Hour}[s[len(s)-1]]
			if unit > 0 {
				return now.Add(-time.Duration(n) * unit), nil
			}
		}
	}
	if since, _, ok := memory.TimeRange(s, now); ok && !since.IsZero() {
		return since, nil
	}
	return time.Time{}, session.Errorf(session.EINVALID, "--since %q is not a date: give 2026-03-01, 2026-03-01T15:04, an age such as 3d, 12h or 2w, or words such as yesterday or last week", s)
}
