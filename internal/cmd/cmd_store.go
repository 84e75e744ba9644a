package cmd

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/internal/errs"
	"github.com/grovechat/grove/session"
)

func newListCmd(g *globals) *cobra.Command {
	var asJSON, all bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List conversations, most recent first",
		Args:  cobra.NoArgs,
		RunE: g.withStore(func(cmd *cobra.Command, _ []string, st *session.Store) error {
			convs, err := st.ListConversations(cmd.Context(), session.ListOptions{IncludeArchived: all})
			if err != nil {
				return err
			}
			out := bufio.NewWriter(cmd.OutOrStdout())
			defer out.Flush()
			if asJSON {
				type row struct {
					ID           string    `json:"id"`
					Title        string    `json:"title"`
					Agent        string    `json:"agent"`
					Kind         string    `json:"kind"`
					LastActivity time.Time `json:"last_activity"`
					Entries      int       `json:"entries"`
					Branches     int       `json:"branches"`
					Status       string    `json:"status"`
					Archived     bool      `json:"archived"`
					Personal     bool      `json:"personal,omitempty"` // the agent's personal DM thread
				}
				rows := make([]row, 0, len(convs))
				for _, c := range convs {
					rows = append(rows, row{c.ID, c.Title, c.Agent, c.Kind, c.LastActivity, c.EntryCount, c.BranchCount, c.Status, c.Archived, c.Personal})
				}
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(rows)
			}
			if len(convs) == 0 {
				fmt.Fprintln(out, "No conversations yet. Run `grove` to start one.")
				return nil
			}
			rows := [][]string{{"ID", "TITLE", "AGENT", "LAST ACTIVITY", "ENTRIES", "BRANCHES", "STATUS"}}
			for _, c := range convs {
				title := cell(c.Title, 48)
				if strings.TrimSpace(title) == "" {
					title = "(untitled)"
				}
				status := c.Status
				if c.Archived {
					status += ", archived"
				}
				rows = append(rows, []string{c.ID, title, cell(c.Agent, 32), c.LastActivity.Local().Format(time.DateTime),
					fmt.Sprint(c.EntryCount), fmt.Sprint(c.BranchCount), status})
			}
			return writeTable(out, rows)
		}),
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	cmd.Flags().BoolVar(&all, "all", false, "include archived conversations")
	return cmd
}

func newExportCmd(g *globals) *cobra.Command {
	var format, output string
	cmd := &cobra.Command{
		Use:   "export CONVERSATION",
		Short: "Export a conversation (json: the whole tree; md: the current branch as a transcript)",
		Args:  cobra.ExactArgs(1),
		RunE: g.withStore(func(cmd *cobra.Command, args []string, st *session.Store) error {
			ctx := cmd.Context()
			c, err := st.ResolveConversation(ctx, args[0])
			if err != nil {
				return err
			}
			if output == "" || output == "-" {
				bw := bufio.NewWriter(cmd.OutOrStdout())
				if err := writeExport(ctx, st, c, format, bw); err != nil {
					return err
				}
				return bw.Flush()
			}
			f, err := os.OpenFile(output, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
			if err != nil {
				return errs.Write(output, err)
			}
			// The buffer's last write and the close are where a full disk
			// shows: their errors are the export's.
			bw := bufio.NewWriter(f)
			err = writeExport(ctx, st, c, format, bw)
			if err == nil {
				err = bw.Flush()
			}
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			return errs.Write(output, err)
		}),
	}
	cmd.Flags().StringVar(&format, "format", "json", "json or md")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to a file instead of stdout")
	return cmd
}

// writeExport writes conversation c to w in format: json, the whole tree;
// md, the current branch as a transcript.
func writeExport(ctx context.Context, st *session.Store, c session.Conversation, format string, w io.Writer) error {
	switch format {
	case "json":
		x, err := st.ExportConversation(ctx, c.ID)
		if err != nil {
			return err
		}
		return x.WriteJSON(w)
	case "md", "markdown":
		path, err := st.Path(ctx, c.ID, c.CurrentBranch)
		if err != nil {
			return err
		}
		return session.WriteMarkdown(w, c, c.CurrentBranch, path)
	default:
		return fmt.Errorf("unknown format %q (want json or md)", format)
	}
}

func newImportCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "import FILE",
		Short: "Import a conversation exported as JSON (use - for stdin)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			in, err := openInput(cmd, args[0])
			if err != nil {
				return err
			}
			defer in.Close()
			st, err := g.openStore(ctx)
			if err != nil {
				return err
			}
			defer st.Close()
			// Read while storing: a bad file stores nothing.
			c, err := st.ImportFrom(ctx, bufio.NewReaderSize(in, 1<<20))
			return report(cmd, err, "imported conversation %s (%s, %s)", c.ID,
				counted(c.EntryCount, "entry", "entries"), counted(c.BranchCount, "branch", "branches"))
		},
	}
}

func newDoctorCmd(g *globals) *cobra.Command {
	var salvage string
	cmd := &cobra.Command{
		Use:   "doctor",
		Short: "Check the database: SQLite integrity, foreign keys and the conversation tree",
		Long: "Runs SQLite's integrity check, the foreign-key check and grove's tree checks and prints every problem. " +
			"On a damaged file it also tells which conversations can still be read; --salvage NEW.db copies every readable " +
			"conversation into a new file (memories are not copied).",
		Args: cobra.NoArgs,
		RunE: g.withStore(func(cmd *cobra.Command, _ []string, st *session.Store) error {
			ctx := cmd.Context()
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "database: %s (schema version %d)\n", st.File(), st.SchemaVersion())
			if why := st.ReadOnly(); why != "" {
				fmt.Fprintf(out, "opened read-only: %s\n", why)
			}
			if salvage != "" {
				copied, failed, err := st.Salvage(ctx, salvage)
				if err != nil {
					return err
				}
				for _, r := range failed {
					fmt.Fprintf(out, "not copied: conversation %s: %s\n", r.ID, r.Err)
				}
				fmt.Fprintf(out, "salvaged %d conversation(s) into %s; %d could not be read\n", len(copied), salvage, len(failed))
				return nil
			}
			findings, err := st.Check(ctx)
			damaged := st.ReadOnly() == damagedFile || err != nil
			for _, f := range findings {
				fmt.Fprintf(out, "problem (%s): %s\n", f.Check, f.Message)
				damaged = damaged || f.Check == "integrity"
			}
			if err != nil {
				fmt.Fprintf(out, "problem (checks): could not finish: %s\n", err)
			}
			if damaged {
				readable, rerr := st.Readable(ctx)
				if rerr != nil {
					fmt.Fprintf(out, "no conversation can be listed: %s\n", rerr)
				}
				n := 0
				for _, r := range readable {
					if r.Err != nil {
						fmt.Fprintf(out, "unreadable: conversation %s: %s\n", r.ID, r.Err)
						continue
					}
					n++
					fmt.Fprintf(out, "readable: conversation %s %q (%d entries)\n", r.ID, r.Title, r.Entries)
				}
				fmt.Fprintf(out, "%d of %d conversation(s) readable; copy them into a new file with: grove doctor --salvage NEW.db\n", n, len(readable))
			}
			if len(findings) == 0 && err == nil && !damaged {
				fmt.Fprintln(out, "ok: integrity check passed, foreign keys consistent, conversation trees sound")
				return nil
			}
			return fmt.Errorf("%d problem(s) found", max(len(findings), 1))
		}),
	}
	cmd.Flags().StringVar(&salvage, "salvage", "", "copy every readable conversation into this new database file")
	return cmd
}
