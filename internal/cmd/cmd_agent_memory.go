package cmd

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/memory"
)

// agentRun is the body of a command that runs with the agent named by its
// first argument resolved and the store open.
type agentRun = func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error

// knowledgeGroup makes an agent knowledge command (memory, notes, todo): a
// group of verbs that each take the agent's NAME first. The older order,
// NAME before the verb, is rewritten by canonicalArgs; help says which
// form is canonical.
func knowledgeGroup(name, short, long string, verbs ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{
		Use:   name,
		Short: short,
		Long: long + fmt.Sprintf("\n\nThe canonical form is `grove agent %[1]s VERB NAME …`. The older order "+
			"`grove agent %[1]s NAME [VERB] …` still works (without VERB it lists).", name),
		Annotations: map[string]string{nameFirstVerb: "list"},
	}
	return verbGroup(cmd, verbs...)
}

// agentVerb makes one verb of a knowledge group: Use starts with the verb
// and NAME, and the command takes between min and max arguments in all
// (max < 0: no upper bound).
func (g *globals) agentVerb(use, short string, min, max int, run agentRun) *cobra.Command {
	return &cobra.Command{
		Use:               use,
		Short:             short,
		Args:              verbArgs(min, max),
		ValidArgsFunction: g.completeAgentName,
		RunE:              g.withAgent(run),
	}
}

// agentTextVerb is an agentVerb whose words after NAME (one at least) are
// one text.
func (g *globals) agentTextVerb(use, short string, run func(cmd *cobra.Command, text string, e *agentEnv, d config.Definition) error) *cobra.Command {
	return g.agentVerb(use, short, 2, -1, func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
		return run(cmd, strings.Join(args[1:], " "), e, d)
	})
}

// agentBodyVerb is an agentTextVerb that writes its text: the words after
// NAME, or stdin when they are "-" or left out with stdin not a terminal
// (a README piped into a note), as `grove send` reads a message.
func (g *globals) agentBodyVerb(use, short string, run func(cmd *cobra.Command, text string, e *agentEnv, d config.Definition) error) *cobra.Command {
	return g.agentVerb(use, short, 1, -1, func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
		if len(args) > 2 {
			return run(cmd, strings.Join(args[1:], " "), e, d)
		}
		if len(args) == 1 && isTerminal(cmd.InOrStdin()) {
			return fmt.Errorf("%s: no text: give it as arguments, or pipe it in (- reads stdin)", cmd.Name())
		}
		text, err := sendMessage(cmd, args, "")
		if err != nil {
			return fmt.Errorf("%s: %w", cmd.Name(), err)
		}
		return run(cmd, text, e, d)
	})
}

// completeAgentName offers the defined agents for a command's first
// argument (NAME) and files after it.
func (g *globals) completeAgentName(cmd *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveDefault
	}
	e, err := g.openAgentEnv(cmd.Context(), false)
	if err != nil {
		return nil, cobra.ShellCompDirectiveError
	}
	names := make([]cobra.Completion, 0, len(e.list))
	for _, d := range e.list {
		names = append(names, cobra.CompletionWithDesc(d.Name, modelRef(d.Profile)))
	}
	return names, cobra.ShellCompDirectiveNoFileComp
}

func newAgentMemoryCmd(g *globals) *cobra.Command {
	return knowledgeGroup("memory", "Show, search and change an agent's memories",
		"Memories are what an agent remembers across conversations: the agent keeps them with its memory tools "+
			"and extraction after turns; these verbs let a person read and change them.",
		newMemoryListCmd(g), newMemorySearchCmd(g), newMemoryAddCmd(g), newMemorySetCmd(g), newMemoryGetCmd(g), newMemoryDeleteCmd(g),
		newMemoryImportCmd(g), newMemoryExportCmd(g), newMemoryReembedCmd(g))
}

func newMemoryListCmd(g *globals) *cobra.Command {
	var limit int
	var asJSON bool
	cmd := g.agentVerb("list NAME", "List the newest memories", 1, 1, func(cmd *cobra.Command, _ []string, e *agentEnv, d config.Definition) error {
		ctx, out := cmd.Context(), cmd.OutOrStdout()
		ms, err := e.mem.List(ctx, d.Name, memory.ListOptions{Limit: limit})
		if err != nil {
			return err
		}
		if asJSON {
			return json.NewEncoder(out).Encode(ms)
		}
		if len(ms) == 0 {
			fmt.Fprintf(out, "%s remembers nothing yet.\n", d.Name)
			return nil
		}
		n, err := e.mem.Count(ctx, d.Name)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%d memories, newest first:\n", n)
		for _, m := range ms {
			printMemory(out, m, -1)
		}
		return nil
	})
	cmd.Flags().IntVar(&limit, "limit", 20, "how many (0 = all)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newMemorySearchCmd(g *globals) *cobra.Command {
	var k int
	var mode string
	var asJSON bool
	cmd := g.agentTextVerb("search NAME QUERY…", "Search memories by meaning and words", func(cmd *cobra.Command, text string, e *agentEnv, d config.Definition) error {
		m, err := memory.ParseMode(mode)
		if err != nil {
			return err
		}
		out := cmd.OutOrStdout()
		res, err := e.mem.Search(cmd.Context(), d.Name, memory.Query{Text: text, K: k, Mode: m})
		if err != nil {
			return err
		}
		if asJSON {
			return writeJSONList(out, res, true)
		}
		if len(res) == 0 {
			fmt.Fprintln(out, "No memories match.")
		}
		for _, r := range res {
			printMemory(out, r.Memory, r.Score)
		}
		return nil
	})
	cmd.Long = "Ranks by meaning and words (--mode hybrid, the default; text or vector use one ranker alone). A time in " +
		"the query such as \"last spring\" or \"in May\" ranks memories of that time first. --json prints id, score and metadata."
	cmd.Example = `  grove agent memory search alice "auth module" -k 5 --json`
	cmd.Flags().IntVarP(&k, "k", "k", 10, "how many results")
	cmd.Flags().StringVar(&mode, "mode", "hybrid", "hybrid, text or vector")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newMemoryAddCmd(g *globals) *cobra.Command {
	var typ, metadata string
	var sig float64
	var asJSON bool
	cmd := g.agentBodyVerb("add NAME TEXT… | -", "Add a memory (- or a pipe: the text from stdin)", func(cmd *cobra.Command, text string, e *agentEnv, d config.Definition) error {
		nm := memory.NewMemory{Type: typ, Content: text}
		if cmd.Flags().Changed("significance") {
			nm.Significance = memory.Sig(sig)
		}
		if metadata != "" {
			nm.Metadata = json.RawMessage(metadata)
		}
		m, err := e.mem.Add(cmd.Context(), d.Name, nm)
		if err != nil {
			return err
		}
		if asJSON {
			return json.NewEncoder(cmd.OutOrStdout()).Encode(m)
		}
		fmt.Fprintf(cmd.OutOrStdout(), "Added memory %s\n", m.ID)
		return nil
	})
	cmd.Example = `  grove agent memory add alice "The API uses JWT" --type decision --significance 0.8`
	fl := cmd.Flags()
	fl.StringVar(&typ, "type", "", "memory type ("+strings.Join(memory.Types, ", ")+")")
	fl.Float64Var(&sig, "significance", memory.DefaultSignificance, "significance 0–1")
	fl.StringVar(&metadata, "metadata", "", "metadata as a JSON object")
	fl.BoolVar(&asJSON, "json", false, "print the new memory as JSON")
	return cmd
}

func newMemoryGetCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := g.agentVerb("get NAME ID|KEY", "Show one memory in full, or print the value under a key", 2, 2, func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
		out := cmd.OutOrStdout()
		m, byKey, err := memoryByIDOrKey(cmd, e, d.Name, args[1])
		if err != nil {
			return err
		}
		if asJSON {
			return json.NewEncoder(out).Encode(m)
		}
		if byKey {
			fmt.Fprintln(out, m.Content)
			return nil
		}
		fmt.Fprintf(out, "id            %s\ntype          %s\nsignificance  %.2f\ncreated       %s\nupdated       %s\n",
			m.ID, m.Type, m.Significance, m.CreatedAt.Local().Format(time.DateTime), m.UpdatedAt.Local().Format(time.DateTime))
		if m.Key != "" {
			fmt.Fprintf(out, "key           %s\n", m.Key)
		}
		if len(m.Metadata) > 0 && string(m.Metadata) != "{}" {
			fmt.Fprintf(out, "metadata      %s\n", m.Metadata)
		}
		if m.SupersededBy != "" {
			fmt.Fprintf(out, "superseded by %s\n", m.SupersededBy)
		}
		fmt.Fprintf(out, "\n%s\n", m.Content)
		return nil
	})
	cmd.Long = "With the id of one of NAME's memories, shows that memory in full (superseded or not). Any other " +
		"argument is a key: the live value written under it (grove agent memory set) is printed alone, as a script reads it."
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newMemoryDeleteCmd(g *globals) *cobra.Command {
	return g.agentVerb("delete NAME ID", "Delete one memory", 2, 2, func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
		return report(cmd, e.mem.Delete(cmd.Context(), d.Name, args[1]), "Deleted memory %s", args[1])
	})
}

func newMemoryImportCmd(g *globals) *cobra.Command {
	cmd := g.agentVerb("import NAME FILE.jsonl", "Import memories, one JSON object a line (- reads stdin)", 2, 2, func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
		r, err := openInput(cmd, args[1])
		if err != nil {
			return err
		}
		defer r.Close()
		start := time.Now()
		n, err := e.mem.Import(cmd.Context(), d.Name, r)
		return report(cmd, err, "Imported %d memories in %s", n, time.Since(start).Round(time.Millisecond))
	})
	cmd.Long = "Each line holds content and optionally type, significance, metadata and created_at: what export writes."
	cmd.Example = `  grove agent memory import alice memories.jsonl`
	return cmd
}

func newMemoryExportCmd(g *globals) *cobra.Command {
	return g.agentVerb("export NAME", "Write the memories to stdout, one JSON object a line", 1, 1, func(cmd *cobra.Command, _ []string, e *agentEnv, d config.Definition) error {
		bw := bufio.NewWriter(cmd.OutOrStdout())
		if err := e.mem.Export(cmd.Context(), d.Name, bw); err != nil {
			return err
		}
		return bw.Flush()
	})
}

func newMemoryReembedCmd(g *globals) *cobra.Command {
	return g.agentVerb("reembed NAME", "Embed the memories again with the configured embedder", 1, 1, func(cmd *cobra.Command, _ []string, e *agentEnv, d config.Definition) error {
		emb := e.mem.EmbedderOf(d.Name)
		n, err := e.mem.Reembed(cmd.Context(), d.Name, emb)
		return report(cmd, err, "Re-embedded %d memories with %s", n, emb.Name())
	})
}

func printMemory(w io.Writer, m memory.Memory, score float64) {
	s := ""
	if score >= 0 {
		s = fmt.Sprintf(" score %.4f ·", score)
	}
	if m.Key != "" {
		s += " key " + m.Key + " ·"
	}
	fmt.Fprintf(w, "%s ·%s %s · significance %.2f · %s\n  %s\n", m.ID, s, m.Type, m.Significance,
		m.CreatedAt.Local().Format("2006-01-02"), clip.Line(m.Content, 200))
}
