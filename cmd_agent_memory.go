package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"grove/agent/config"
	"grove/internal/clip"
	"grove/memory"
)

func newAgentMemoryCmd(g *globals) *cobra.Command {
	var k, limit int
	var asJSON bool
	var typ, metadata, mode string
	var sig float64
	cmd := &cobra.Command{
		Use:   "memory NAME [search QUERY | add TEXT | get ID | delete ID | import FILE.jsonl | export | reembed]",
		Short: "Show, search and change an agent's memories",
		Long: "With only NAME, lists the newest memories. search ranks by meaning and words (--mode hybrid, the default; text or vector " +
			"use one ranker alone, and a time in the query such as \"last spring\" or \"in May\" ranks memories of that time first); --json prints id, " +
			"score and metadata. import reads one memory per jsonl line (content, optional type, significance, metadata, " +
			"created_at; - is stdin); export writes the same to stdout.",
		Example: `  grove agent memory alice search "auth module" -k 5 --json
  grove agent memory alice add "The API uses JWT" --type decision --significance 0.8
  grove agent memory alice import memories.jsonl`,
		Args: cobra.MinimumNArgs(1),
		RunE: g.withAgent(func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
			ctx := cmd.Context()
			out := cmd.OutOrStdout()
			op, rest := "list", args[1:]
			if len(args) > 1 {
				op, rest = args[1], args[2:]
			}
			need := func(n int, what string) error {
				if len(rest) != n {
					return fmt.Errorf("memory %s takes %s", op, what)
				}
				return nil
			}
			switch op {
			case "list":
				ms, err := e.mem.List(ctx, d.Name, memory.ListOptions{Limit: limit})
				if err != nil {
					return err
				}
				if asJSON {
					return json.NewEncoder(out).Encode(ms)
				}
				n, _ := e.mem.Count(ctx, d.Name)
				if len(ms) == 0 {
					fmt.Fprintf(out, "%s remembers nothing yet.\n", d.Name)
					return nil
				}
				fmt.Fprintf(out, "%d memories, newest first:\n", n)
				for _, m := range ms {
					printMemory(out, m, -1)
				}
				return nil
			case "search":
				if len(rest) == 0 {
					return errors.New("memory search takes a QUERY")
				}
				m, err := memory.ParseMode(mode)
				if err != nil {
					return err
				}
				res, err := e.mem.Search(ctx, d.Name, memory.Query{Text: strings.Join(rest, " "), K: k, Mode: m})
				if err != nil {
					return err
				}
				if asJSON {
					if res == nil {
						res = []memory.Result{}
					}
					enc := json.NewEncoder(out)
					enc.SetIndent("", "  ")
					return enc.Encode(res)
				}
				if len(res) == 0 {
					fmt.Fprintln(out, "No memories match.")
				}
				for _, r := range res {
					printMemory(out, r.Memory, r.Score)
				}
				return nil
			case "add":
				if len(rest) == 0 {
					return errors.New("memory add takes TEXT")
				}
				nm := memory.NewMemory{Type: typ, Content: strings.Join(rest, " ")}
				if cmd.Flags().Changed("significance") {
					nm.Significance = memory.Sig(sig)
				}
				if metadata != "" {
					nm.Metadata = json.RawMessage(metadata)
				}
				m, err := e.mem.Add(ctx, d.Name, nm)
				if err != nil {
					return err
				}
				if asJSON {
					return json.NewEncoder(out).Encode(m)
				}
				fmt.Fprintf(out, "Added memory %s\n", m.ID)
				return nil
			case "get":
				if err := need(1, "an ID"); err != nil {
					return err
				}
				m, err := e.mem.Get(ctx, d.Name, rest[0])
				if err != nil {
					return err
				}
				if asJSON {
					return json.NewEncoder(out).Encode(m)
				}
				fmt.Fprintf(out, "id            %s\ntype          %s\nsignificance  %.2f\ncreated       %s\nupdated       %s\n",
					m.ID, m.Type, m.Significance, m.CreatedAt.Local().Format(time.DateTime), m.UpdatedAt.Local().Format(time.DateTime))
				if len(m.Metadata) > 0 && string(m.Metadata) != "{}" {
					fmt.Fprintf(out, "metadata      %s\n", m.Metadata)
				}
				if m.SupersededBy != "" {
					fmt.Fprintf(out, "superseded by %s\n", m.SupersededBy)
				}
				fmt.Fprintf(out, "\n%s\n", m.Content)
				return nil
			case "delete":
				if err := need(1, "an ID"); err != nil {
					return err
				}
				if err := e.mem.Delete(ctx, d.Name, rest[0]); err != nil {
					return err
				}
				fmt.Fprintf(out, "Deleted memory %s\n", rest[0])
				return nil
			case "import":
				if err := need(1, "a FILE.jsonl (- for stdin)"); err != nil {
					return err
				}
				var r io.Reader = cmd.InOrStdin()
				if rest[0] != "-" {
					f, err := os.Open(rest[0])
					if err != nil {
						return err
					}
					defer f.Close()
					r = f
				}
				start := time.Now()
				n, err := e.mem.Import(ctx, d.Name, r)
				if err != nil {
					return err
				}
				fmt.Fprintf(out, "Imported %d memories in %s\n", n, time.Since(start).Round(time.Millisecond))
				return nil
			case "export":
				if err := need(0, "no arguments (it writes to stdout)"); err != nil {
					return err
				}
				bw := bufio.NewWriter(out)
				if err := e.mem.Export(ctx, d.Name, bw); err != nil {
					return err
				}
				return bw.Flush()
			case "reembed":
				if err := need(0, "no arguments"); err != nil {
					return err
				}
				n, err := e.mem.Reembed(ctx, d.Name, e.mem.Embedder())
				if err != nil {
					return err
				}
				fmt.Fprintf(out, "Re-embedded %d memories with %s\n", n, e.mem.Embedder().Name())
				return nil
			}
			return fmt.Errorf("unknown memory command %q (search, add, get, delete, import, export, reembed)", op)
		}),
	}
	fl := cmd.Flags()
	fl.IntVarP(&k, "k", "k", 10, "search: how many results")
	fl.BoolVar(&asJSON, "json", false, "print JSON")
	fl.StringVar(&mode, "mode", "hybrid", "search: hybrid, text or vector")
	fl.StringVar(&typ, "type", "", "add: memory type ("+strings.Join(memory.Types, ", ")+")")
	fl.Float64Var(&sig, "significance", memory.DefaultSignificance, "add: significance 0–1")
	fl.StringVar(&metadata, "metadata", "", "add: metadata as a JSON object")
	fl.IntVar(&limit, "limit", 20, "list: how many (0 = all)")
	return cmd
}

func printMemory(w io.Writer, m memory.Memory, score float64) {
	s := ""
	if score >= 0 {
		s = fmt.Sprintf(" score %.4f ·", score)
	}
	fmt.Fprintf(w, "%s ·%s %s · significance %.2f · %s\n  %s\n", m.ID, s, m.Type, m.Significance,
		m.CreatedAt.Local().Format("2006-01-02"), clip.Line(m.Content, 200))
}

func newAgentNotesCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "notes NAME [add TEXT | show TITLE | delete TITLE]",
		Short: "List or add an agent's notes (the first line of TEXT is the title)",
		Args:  cobra.MinimumNArgs(1),
		RunE: g.withAgent(func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
			ctx := cmd.Context()
			out := cmd.OutOrStdout()
			if len(args) == 1 {
				notes, err := e.mem.Notes(ctx, d.Name)
				if err != nil {
					return err
				}
				if asJSON {
					if notes == nil {
						notes = []memory.Note{}
					}
					return json.NewEncoder(out).Encode(notes)
				}
				if len(notes) == 0 {
					fmt.Fprintf(out, "%s has no notes.\n", d.Name)
				}
				for _, n := range notes {
					fmt.Fprintf(out, "%s  (updated %s)\n", n.Title, n.UpdatedAt.Local().Format(time.DateTime))
				}
				return nil
			}
			text := strings.Join(args[2:], " ")
			switch args[1] {
			case "add":
				title, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
				title = strings.TrimSpace(title)
				if title == "" {
					return errors.New("notes add takes TEXT (its first line is the title)")
				}
				n, err := e.mem.WriteNote(ctx, d.Name, title, strings.TrimSpace(text))
				if err != nil {
					return err
				}
				fmt.Fprintf(out, "Saved note %q\n", n.Title)
				return nil
			case "show":
				n, err := e.mem.Note(ctx, d.Name, text)
				if err != nil {
					return err
				}
				fmt.Fprintln(out, n.Body)
				return nil
			case "delete":
				if err := e.mem.DeleteNote(ctx, d.Name, text); err != nil {
					return err
				}
				fmt.Fprintf(out, "Deleted note %q\n", text)
				return nil
			}
			return fmt.Errorf("unknown notes command %q (add, show, delete)", args[1])
		}),
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newAgentTodoCmd(g *globals) *cobra.Command {
	var all, asJSON bool
	cmd := &cobra.Command{
		Use:   "todo NAME [add TEXT | done N]",
		Short: "List, add or complete an agent's todos",
		Args:  cobra.MinimumNArgs(1),
		RunE: g.withAgent(func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
			ctx := cmd.Context()
			out := cmd.OutOrStdout()
			if len(args) == 1 {
				todos, err := e.mem.Todos(ctx, d.Name, all)
				if err != nil {
					return err
				}
				if asJSON {
					if todos == nil {
						todos = []memory.Todo{}
					}
					return json.NewEncoder(out).Encode(todos)
				}
				if len(todos) == 0 {
					fmt.Fprintf(out, "%s has no open todos.\n", d.Name)
				}
				for _, t := range todos {
					mark := "[ ]"
					if t.Done {
						mark = "[x]"
					}
					fmt.Fprintf(out, "%3d %s %s\n", t.ID, mark, t.Text)
				}
				return nil
			}
			switch args[1] {
			case "add":
				t, err := e.mem.AddTodo(ctx, d.Name, strings.Join(args[2:], " "))
				if err != nil {
					return err
				}
				fmt.Fprintf(out, "Added todo %d\n", t.ID)
				return nil
			case "done":
				if len(args) != 3 {
					return errors.New("todo done takes the todo's number")
				}
				id, err := strconv.ParseInt(strings.TrimPrefix(args[2], "#"), 10, 64)
				if err != nil {
					return fmt.Errorf("%q is not a todo number", args[2])
				}
				t, err := e.mem.DoneTodo(ctx, d.Name, id)
				if err != nil {
					return err
				}
				fmt.Fprintf(out, "Done: %s\n", t.Text)
				return nil
			}
			return fmt.Errorf("unknown todo command %q (add, done)", args[1])
		}),
	}
	cmd.Flags().BoolVar(&all, "all", false, "include done todos")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
