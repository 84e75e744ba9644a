package cmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/memory"
)

func newAgentNotesCmd(g *globals) *cobra.Command {
	return knowledgeGroup("notes", "List, read, add or delete an agent's notes",
		"Notes are an agent's longer texts, each under a title (the first line of the text).",
		newNotesListCmd(g), newNotesAddCmd(g), newNotesShowCmd(g), newNotesDeleteCmd(g))
}

func newNotesListCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := g.agentVerb("list NAME", "List the notes' titles", 1, 1, func(cmd *cobra.Command, _ []string, e *agentEnv, d config.Definition) error {
		notes, err := e.mem.Notes(cmd.Context(), d.Name)
		if err != nil {
			return err
		}
		return printList(cmd.OutOrStdout(), notes, asJSON, d.Name+" has no notes.", func(n memory.Note) string {
			return fmt.Sprintf("%s  (updated %s)", n.Title, n.UpdatedAt.Local().Format(time.DateTime))
		})
	})
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newNotesAddCmd(g *globals) *cobra.Command {
	cmd := g.agentBodyVerb("add NAME TEXT… | -", "Write a note (the first line of TEXT is its title; the same title replaces it; - or a pipe: stdin)", func(cmd *cobra.Command, text string, e *agentEnv, d config.Definition) error {
		text = strings.TrimSpace(text)
		title, _, _ := strings.Cut(text, "\n")
		title = noteTitle(title)
		if title == "" {
			return errors.New("notes add takes TEXT (its first line is the title)")
		}
		n, err := e.mem.WriteNote(cmd.Context(), d.Name, title, text)
		return report(cmd, err, "Saved note %q", n.Title)
	})
	cmd.Example = `  grove agent notes add alice "Review checklist
- tests
- naming"
  grove agent notes add alice - < README.md`
	return cmd
}

// noteTitle is a note's title from its first line: a markdown heading
// ("# Contributing") is titled by its words, so that `notes show` finds it
// by what the person reads.
func noteTitle(line string) string {
	t := strings.TrimSpace(line)
	if h := strings.TrimLeft(t, "#"); len(t)-len(h) <= 6 && (h == "" || h[0] == ' ' || h[0] == '\t') {
		t = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(h), "#"))
	}
	return t
}

func newNotesShowCmd(g *globals) *cobra.Command {
	return g.agentTextVerb("show NAME TITLE…", "Print a note", func(cmd *cobra.Command, title string, e *agentEnv, d config.Definition) error {
		n, err := e.mem.Note(cmd.Context(), d.Name, title)
		if err != nil && noteTitle(title) != title {
			// "# Title", as the file's first line reads, finds the note too.
			if m, err2 := e.mem.Note(cmd.Context(), d.Name, noteTitle(title)); err2 == nil {
				n, err = m, nil
			}
		}
		return report(cmd, err, "%s", n.Body)
	})
}

func newNotesDeleteCmd(g *globals) *cobra.Command {
	return g.agentTextVerb("delete NAME TITLE…", "Delete a note", func(cmd *cobra.Command, title string, e *agentEnv, d config.Definition) error {
		return report(cmd, e.mem.DeleteNote(cmd.Context(), d.Name, title), "Deleted note %q", title)
	})
}

func newAgentTodoCmd(g *globals) *cobra.Command {
	return knowledgeGroup("todo", "List, add or complete an agent's todos",
		"Todos are an agent's open tasks, numbered; done ones are kept and shown with --all.",
		newTodoListCmd(g), newTodoAddCmd(g), newTodoDoneCmd(g))
}

func newTodoListCmd(g *globals) *cobra.Command {
	var all, asJSON bool
	cmd := g.agentVerb("list NAME", "List the open todos (--all: the done ones too)", 1, 1, func(cmd *cobra.Command, _ []string, e *agentEnv, d config.Definition) error {
		todos, err := e.mem.Todos(cmd.Context(), d.Name, all)
		if err != nil {
			return err
		}
		return printList(cmd.OutOrStdout(), todos, asJSON, d.Name+" has no open todos.", func(t memory.Todo) string {
			mark := "[ ]"
			if t.Done {
				mark = "[x]"
			}
			return fmt.Sprintf("%3d %s %s", t.ID, mark, t.Text)
		})
	})
	cmd.Flags().BoolVar(&all, "all", false, "include done todos")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newTodoAddCmd(g *globals) *cobra.Command {
	return g.agentBodyVerb("add NAME TEXT… | -", "Add a todo (- or a pipe: the text from stdin)", func(cmd *cobra.Command, text string, e *agentEnv, d config.Definition) error {
		t, err := e.mem.AddTodo(cmd.Context(), d.Name, text)
		return report(cmd, err, "Added todo %d", t.ID)
	})
}

func newTodoDoneCmd(g *globals) *cobra.Command {
	return g.agentVerb("done NAME N", "Mark todo number N done", 2, 2, func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
		id, err := strconv.ParseInt(strings.TrimPrefix(args[1], "#"), 10, 64)
		if err != nil {
			return fmt.Errorf("%q is not a todo number", args[1])
		}
		t, err := e.mem.DoneTodo(cmd.Context(), d.Name, id)
		return report(cmd, err, "Done: %s", t.Text)
	})
}
