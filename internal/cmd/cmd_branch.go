package cmd

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// The branch commands: what the model is given on a branch. Entries are
// left out of (exclude) or put back into (include) a branch's context, and
// a person's notes are added to it (inject), edited and deleted.

func newBranchCmd(g *globals) *cobra.Command {
	return verbGroup(&cobra.Command{
		Use:   "branch",
		Short: "Decide what the model is given on a branch: show, exclude, include, inject, edit-note, delete-note, budget",
	}, newBranchShowCmd(g), newBranchMarkCmd(g, true), newBranchMarkCmd(g, false), newBranchInjectCmd(g),
		newBranchEditNoteCmd(g), newBranchDeleteNoteCmd(g), newBranchBudgetCmd(g))
}

// branchTarget is a conversation and one of its branches (--branch, else
// the current one).
type branchTarget struct {
	conv   session.Conversation
	branch string
}

func resolveBranch(ctx context.Context, st *session.Store, convRef, branch string) (branchTarget, error) {
	c, err := st.ResolveConversation(ctx, convRef)
	if err != nil {
		return branchTarget{}, err
	}
	if branch == "" {
		branch = c.CurrentBranch
	}
	if _, err := st.Branch(ctx, c.ID, branch); err != nil {
		return branchTarget{}, err
	}
	return branchTarget{conv: c, branch: branch}, nil
}

// resolveEntry finds the entry of a branch's path that ref names: its id,
// or a part of it no other entry of the path begins or ends with.
func resolveEntry(path []session.Entry, branch, ref string) (session.Entry, error) {
	ref = strings.ToUpper(strings.TrimSpace(ref))
	if ref == "" {
		return session.Entry{}, session.Errorf(session.EINVALID, "no entry given (grove branch show lists them)")
	}
	var found []session.Entry
	for _, e := range path {
		if e.ID == ref {
			return e, nil
		}
		if strings.HasPrefix(e.ID, ref) || strings.HasSuffix(e.ID, ref) {
			found = append(found, e)
		}
	}
	switch len(found) {
	case 0:
		return session.Entry{}, session.Errorf(session.ENOTFOUND, "no entry %s on branch %s (grove branch show lists them)", ref, branch)
	case 1:
		return found[0], nil
	}
	return session.Entry{}, session.Errorf(session.EINVALID, "%d entries of branch %s match %s; give more of the id", len(found), branch, ref)
}

// entryWhat names an entry for a person: "your message", "the note", …
func entryWhat(e session.Entry) string {
	switch {
	case e.Kind == session.EntryInjection:
		return "note"
	case e.Kind == session.EntryMessage && e.Role == session.RoleUser:
		return "message"
	case e.Kind == session.EntryMessage:
		return "reply"
	}
	return strings.ReplaceAll(e.Kind, "_", " ")
}

func newBranchShowCmd(g *globals) *cobra.Command {
	var branch string
	cmd := &cobra.Command{
		Use:   "show CONVERSATION",
		Short: "List a branch's entries with their ids, the excluded ones marked",
		Args:  verbArgs(1, 1),
		RunE: g.withStore(func(cmd *cobra.Command, args []string, st *session.Store) error {
			ctx := cmd.Context()
			bt, err := resolveBranch(ctx, st, args[0], branch)
			if err != nil {
				return err
			}
			path, err := st.Path(ctx, bt.conv.ID, bt.branch)
			if err != nil {
				return err
			}
			marks, err := st.Excluded(ctx, bt.conv.ID, bt.branch)
			if err != nil {
				return err
			}
			writeBranchEntries(cmd.OutOrStdout(), bt, path, marks)
			return nil
		}),
	}
	cmd.Flags().StringVar(&branch, "branch", "", "the branch (default: the conversation's current branch)")
	return cmd
}

// writeBranchEntries lists path, one entry a line (llm_call records left
// out): id, what it is, who wrote it, "excluded" when marked, its text.
func writeBranchEntries(w io.Writer, bt branchTarget, path []session.Entry, marks map[string]bool) {
	fmt.Fprintf(w, "conversation %s · branch %s · %d entries, %d excluded\n", bt.conv.ID, bt.branch, len(path), len(marks))
	for _, e := range path {
		if e.Kind == session.EntryLLMCall {
			continue
		}
		mark := ""
		if marks[e.ID] {
			mark = " [excluded]"
		}
		text := strings.Join(strings.Fields(session.Text(e.Content)), " ")
		if text == "" {
			if calls := session.ToolCalls(e.Content); len(calls) > 0 {
				text = "calls " + calls[0].Name
			}
		}
		fmt.Fprintf(w, "%s  %-8s %-10s%s %s\n", e.ID, entryWhat(e), clip.Line(e.Author, 10), mark, clip.Line(text, 60))
	}
}

func newBranchMarkCmd(g *globals, exclude bool) *cobra.Command {
	var branch string
	use, short := "include CONVERSATION ENTRY", "Put an excluded entry back into what the model is given on a branch"
	if exclude {
		use, short = "exclude CONVERSATION ENTRY", "Leave an entry out of what the model is given on a branch (it stays in the tree)"
	}
	cmd := &cobra.Command{
		Use:   use,
		Short: short,
		Long: short + ". A tool call and its results go together. When a model call on the branch already saw the entry, " +
			"a new branch is forked at the same point first (and made current if the branch was): the old branch keeps what " +
			"its calls were given. ENTRY is an id or a part of one (grove branch show lists them).",
		Args: verbArgs(2, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			st, bt, e, err := g.branchEntry(ctx, args[0], branch, args[1])
			if err != nil {
				return err
			}
			defer st.Close()
			r, err := st.SetExcluded(ctx, bt.conv.ID, bt.branch, e.ID, exclude)
			if err != nil {
				return err
			}
			fmt.Fprintln(cmd.OutOrStdout(), markReport(e, r, exclude))
			return nil
		},
	}
	cmd.Flags().StringVar(&branch, "branch", "", "the branch (default: the conversation's current branch)")
	return cmd
}

// markReport says what SetExcluded did, in a line.
func markReport(e session.Entry, r session.MarkResult, exclude bool) string {
	verb, state := "included", "included"
	if exclude {
		verb, state = "excluded", "excluded"
	}
	what := fmt.Sprintf("%s %s", entryWhat(e), e.ID)
	if n := len(r.Entries) - 1; n > 0 {
		what += fmt.Sprintf(" with its tool call group (%d more)", n)
	}
	switch {
	case !r.Changed:
		return fmt.Sprintf("%s is already %s on branch %s; nothing changed", what, state, r.From)
	case r.Forked:
		return fmt.Sprintf("a model call on branch %s already saw %s: forked branch %s and %s it there; %s keeps what its calls saw",
			r.From, what, r.Branch, verb, r.From)
	}
	return fmt.Sprintf("%s %s on branch %s", verb, what, r.Branch)
}

// noteArg is a note's text from an argument ("-": standard input).
func noteArg(cmd *cobra.Command, arg string) (string, error) {
	if arg != "-" {
		return arg, nil
	}
	b, err := io.ReadAll(cmd.InOrStdin())
	return string(b), err
}

func newBranchInjectCmd(g *globals) *cobra.Command {
	var branch string
	cmd := &cobra.Command{
		Use:   "inject CONVERSATION TEXT",
		Short: "Add a note of yours to what the model is given, at the branch's tip (- reads it from stdin)",
		Long: "Adds a note to the branch's context at its tip: the model reads it as context, not as a message to answer, " +
			"and no turn starts. It shows in the timeline; edit-note and delete-note change it.",
		Args: verbArgs(2, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			text, err := noteArg(cmd, args[1])
			if err != nil {
				return err
			}
			st, err := g.openStore(ctx)
			if err != nil {
				return err
			}
			defer st.Close()
			bt, err := resolveBranch(ctx, st, args[0], branch)
			if err != nil {
				return err
			}
			e, err := st.Inject(ctx, bt.conv.ID, bt.branch, text)
			return report(cmd, err, "added note %s to the context of branch %s", e.ID, bt.branch)
		},
	}
	cmd.Flags().StringVar(&branch, "branch", "", "the branch (default: the conversation's current branch)")
	return cmd
}

// noteReport says what EditInjection or DeleteInjection did.
func noteReport(r session.NoteResult, id string, edit bool) string {
	switch {
	case edit && r.Forked:
		return fmt.Sprintf("a model call on branch %s already saw note %s: forked branch %s at its place with the new note %s; %s keeps the old one",
			r.From, id, r.Branch, r.Entry.ID, r.From)
	case edit:
		return fmt.Sprintf("edited note %s on branch %s: it is now %s", id, r.Branch, r.Entry.ID)
	case r.Forked:
		return fmt.Sprintf("a model call on branch %s already saw note %s: forked branch %s and excluded it there; %s keeps it",
			r.From, id, r.Branch, r.From)
	case r.Excluded:
		return fmt.Sprintf("excluded note %s on branch %s", id, r.Branch)
	}
	return fmt.Sprintf("deleted note %s from branch %s", id, r.Branch)
}

func newBranchEditNoteCmd(g *globals) *cobra.Command {
	var branch string
	cmd := &cobra.Command{
		Use:   "edit-note CONVERSATION ENTRY TEXT",
		Short: "Replace the text of a note (in place while no model call saw it, else on a new branch)",
		Args:  verbArgs(3, 3),
		RunE: func(cmd *cobra.Command, args []string) error {
			return g.changeNote(cmd, args, branch, true)
		},
	}
	cmd.Flags().StringVar(&branch, "branch", "", "the branch (default: the conversation's current branch)")
	return cmd
}

func newBranchDeleteNoteCmd(g *globals) *cobra.Command {
	var branch string
	cmd := &cobra.Command{
		Use:   "delete-note CONVERSATION ENTRY",
		Short: "Take a note off a branch (in place while no model call saw it, else excluded on a new branch)",
		Args:  verbArgs(2, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return g.changeNote(cmd, args, branch, false)
		},
	}
	cmd.Flags().StringVar(&branch, "branch", "", "the branch (default: the conversation's current branch)")
	return cmd
}

// branchEntry opens the store and finds the branch of a conversation
// (convRef; branch "" is its current one) and the entry on it that
// entryRef names. The caller closes the store when err is nil.
func (g *globals) branchEntry(ctx context.Context, convRef, branch, entryRef string) (*session.Store, branchTarget, session.Entry, error) {
	st, err := g.openStore(ctx)
	if err != nil {
		return nil, branchTarget{}, session.Entry{}, err
	}
	bt, err := resolveBranch(ctx, st, convRef, branch)
	if err == nil {
		var path []session.Entry
		if path, err = st.Path(ctx, bt.conv.ID, bt.branch); err == nil {
			var e session.Entry
			if e, err = resolveEntry(path, bt.branch, entryRef); err == nil {
				return st, bt, e, nil
			}
		}
	}
	st.Close()
	return nil, branchTarget{}, session.Entry{}, err
}

// changeNote runs edit-note (edit) or delete-note.
func (g *globals) changeNote(cmd *cobra.Command, args []string, branch string, edit bool) error {
	ctx := cmd.Context()
	var text string
	if edit {
		var err error
		if text, err = noteArg(cmd, args[2]); err != nil {
			return err
		}
	}
	st, bt, e, err := g.branchEntry(ctx, args[0], branch, args[1])
	if err != nil {
		return err
	}
	defer st.Close()
	var r session.NoteResult
	if edit {
		r, err = st.EditInjection(ctx, bt.conv.ID, bt.branch, e.ID, text)
	} else {
		r, err = st.DeleteInjection(ctx, bt.conv.ID, bt.branch, e.ID)
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(cmd.OutOrStdout(), noteReport(r, e.ID, edit))
	return nil
}
