package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"gopkg.in/yaml.v3"

	"grove/agent"
	"grove/agent/assemble"
	"grove/agent/config"
	"grove/agent/llm"
	"grove/agent/memtools"
	"grove/keyring"
	"grove/memory"
	"grove/session"
	"grove/tools"
)

// agentEnv is what the agent commands need: the config, the definitions
// and, opened on demand, the store and the memory store. It never starts a
// runtime, so it does not touch running turns.
type agentEnv struct {
	cfg      config.Config
	defs     map[string]config.Definition
	warnings []string
	st       *session.Store
	mem      *memory.Store
}

func (g *globals) openAgentEnv(ctx context.Context, withStore bool) (*agentEnv, error) {
	cfg, err := config.LoadConfig(configPath())
	if err != nil {
		return nil, err
	}
	e := &agentEnv{cfg: cfg}
	e.defs, e.warnings, err = loadAgents(cfg, func() llm.Profile {
		dctx, cancel := context.WithTimeout(ctx, 400*time.Millisecond)
		defer cancel()
		return llm.DetectDefault(dctx, keyring.Getenv, llm.DefaultOllamaURL)
	})
	if err != nil {
		return nil, err
	}
	if withStore {
		if e.st, err = g.openStore(ctx); err != nil {
			return nil, err
		}
		e.mem = memory.New(e.st, nil)
	}
	return e, nil
}

// withAgent makes a command body that runs with the agent named by the
// first argument resolved and the store open.
func (g *globals) withAgent(run func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		e, err := g.openAgentEnv(cmd.Context(), true)
		if err != nil {
			return err
		}
		defer e.Close()
		d, err := e.agent(args[0])
		if err != nil {
			return err
		}
		return run(cmd, args, e, d)
	}
}

func (e *agentEnv) Close() {
	if e.st != nil {
		e.st.Close()
	}
}

// agent returns a defined agent; the error lists the defined ones and any
// bad agent files (a typo there is the usual reason a name is missing).
func (e *agentEnv) agent(name string) (config.Definition, error) {
	if d, ok := e.defs[name]; ok {
		return d, nil
	}
	if err := brokenAgent(e.cfg, name); err != nil {
		return config.Definition{}, err
	}
	names := make([]string, 0, len(e.defs))
	for n := range e.defs {
		names = append(names, n)
	}
	sort.Strings(names)
	msg := fmt.Sprintf("no agent named %q (defined: %s)", name, strings.Join(names, ", "))
	if len(e.warnings) > 0 {
		msg += "; problems in agent files: " + strings.Join(e.warnings, "; ")
	}
	return config.Definition{}, errors.New(msg)
}

func newAgentCmd(g *globals) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "agent",
		Short: "Define agents and look after what they know (memories, notes, todos)",
		Long: "Agents are defined in .agents/NAME.yaml (the project) or $XDG_CONFIG_HOME/grove/agents (yours); " +
			"a project file wins. Their memories, notes and todos live in the database.",
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(
		newAgentCreateCmd(g), newAgentListCmd(g), newAgentInfoCmd(g), newAgentEditCmd(g), newAgentDeleteCmd(g),
		newAgentMemoryCmd(g), newAgentNotesCmd(g), newAgentTodoCmd(g), newAgentContextCmd(g),
	)
	return cmd
}

func newAgentCreateCmd(g *globals) *cobra.Command {
	var f config.AgentFile
	var system, systemFile, role, style, model string
	var expertise, principles, toolNames []string
	var thin int
	var user bool
	cmd := &cobra.Command{
		Use:   "create NAME",
		Short: "Define a new agent (writes .agents/NAME.yaml)",
		Example: `  grove agent create alice --model anthropic/claude-sonnet-4-5 \
    --system "You are a senior code reviewer." --role code-reviewer --expertise typescript,architecture`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			e, err := g.openAgentEnv(cmd.Context(), false)
			if err != nil {
				return err
			}
			name := args[0]
			if model == "" {
				model = e.cfg.DefaultModel
			}
			if model == "" {
				model = modelRef(e.defs[config.DefaultAgentName].Profile)
			}
			if system == "" && systemFile == "" {
				system = fmt.Sprintf("You are %s, a helpful assistant. Answer briefly and precisely.", name)
			}
			f.Name, f.Model = name, model
			f.Prompt.System, f.Prompt.SystemFile = system, systemFile
			f.Soul = config.Soul{Role: role, Expertise: expertise, Style: style, Principles: principles}
			f.Tools = toolNames
			f.Context.ThinThread = thin
			dir := ".agents"
			if user {
				dir = filepath.Join(configDir(), "agents")
			}
			path := filepath.Join(dir, name+".yaml")
			// Validate before writing anything (a bad name must not
			// become a path), then parse the written file back.
			b, err := yaml.Marshal(f)
			if err != nil {
				return err
			}
			if _, err := config.ParseAgent(path, b, e.cfg); err != nil {
				return err
			}
			if err := config.WriteAgentFile(path, f); err != nil {
				return err
			}
			d, err := config.ParseAgentFile(path, e.cfg)
			if err != nil {
				os.Remove(path)
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Created agent %s (%s) in %s\n", d.Name, modelRef(d.Profile), path)
			if old, ok := e.defs[name]; ok && old.Source != "built-in" && old.Source != path {
				fmt.Fprintf(cmd.ErrOrStderr(), "note: %s also defines %s; the project's file wins\n", old.Source, name)
			}
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&model, "model", "", "model: a profile name, provider/model (anthropic/…, openai/…, ollama/…) or offline (default: the configured default)")
	fl.StringVar(&system, "system", "", "system prompt")
	fl.StringVar(&systemFile, "system-file", "", "file holding the system prompt (relative to the agent file)")
	fl.StringVar(&role, "role", "", "soul: role")
	fl.StringSliceVar(&expertise, "expertise", nil, "soul: expertise (comma separated)")
	fl.StringVar(&style, "style", "", "soul: style")
	fl.StringArrayVar(&principles, "principle", nil, "soul: a principle (repeatable)")
	fl.StringSliceVar(&toolNames, "tools", nil, "tools the agent may use (default: all)")
	fl.IntVar(&thin, "thin-thread", 0, "messages of the conversation in every prompt (default 10)")
	fl.IntVar(&f.MaxSteps, "max-steps", 0, "LLM calls per turn (default 10)")
	fl.IntVar(&f.MaxTokens, "max-tokens", 0, "reply length limit")
	fl.BoolVar(&user, "user", false, "write to your config dir instead of the project's .agents")
	return cmd
}

// modelRef is how an agent file names a profile.
func modelRef(p llm.Profile) string {
	switch {
	case p.Provider == llm.KindOffline:
		return "offline"
	case p.Name != "" && (strings.Contains(p.Name, "/") || p.Name != p.Model):
		return p.Name
	}
	return p.Provider + "/" + p.Model
}

func newAgentListCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List defined agents",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			e, err := g.openAgentEnv(cmd.Context(), false)
			if err != nil {
				return err
			}
			for _, w := range e.warnings {
				fmt.Fprintf(cmd.ErrOrStderr(), "warning: %s\n", w)
			}
			a := &app{agents: e.defs}
			out := cmd.OutOrStdout()
			if asJSON {
				type row struct {
					Name   string `json:"name"`
					Model  string `json:"model"`
					Role   string `json:"role,omitempty"`
					Source string `json:"source"`
				}
				var rows []row
				for _, d := range a.agentList() {
					rows = append(rows, row{d.Name, modelRef(d.Profile), d.Soul.Role, d.Source})
				}
				return json.NewEncoder(out).Encode(rows)
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tMODEL\tROLE\tSOURCE")
			for _, d := range a.agentList() {
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", d.Name, modelRef(d.Profile), d.Soul.Role, d.Source)
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// agentCounts summarizes what an agent knows.
type agentCounts struct {
	Memories      int `json:"memories"`
	Notes         int `json:"notes"`
	OpenTodos     int `json:"open_todos"`
	DoneTodos     int `json:"done_todos"`
	Conversations int `json:"conversations"`
}

func (e *agentEnv) counts(ctx context.Context, name string) (agentCounts, error) {
	var c agentCounts
	var err error
	if c.Memories, err = e.mem.Count(ctx, name); err != nil {
		return c, err
	}
	notes, err := e.mem.Notes(ctx, name)
	if err != nil {
		return c, err
	}
	c.Notes = len(notes)
	todos, err := e.mem.Todos(ctx, name, true)
	if err != nil {
		return c, err
	}
	for _, t := range todos {
		if t.Done {
			c.DoneTodos++
		} else {
			c.OpenTodos++
		}
	}
	convs, err := e.st.ListConversations(ctx, session.ListOptions{Agent: name, IncludeArchived: true})
	if err != nil {
		return c, err
	}
	c.Conversations = len(convs)
	return c, nil
}

func newAgentInfoCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "info NAME",
		Short: "Show an agent's definition and what it knows",
		Args:  cobra.ExactArgs(1),
		RunE: g.withAgent(func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
			ctx := cmd.Context()
			c, err := e.counts(ctx, d.Name)
			if err != nil {
				return userError(err)
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return json.NewEncoder(out).Encode(map[string]any{
					"name": d.Name, "model": modelRef(d.Profile), "provider": d.Profile.Provider, "source": d.Source,
					"system": d.System, "soul": d.Soul, "tools": d.Tools, "max_steps": d.MaxSteps, "max_tokens": d.MaxTokens,
					"thin_thread": d.ThinThread, "extraction": d.Extraction, "extraction_model": d.ExtractionModel,
					"schedule": d.Schedule, "counts": c,
				})
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintf(tw, "name\t%s\n", d.Name)
			fmt.Fprintf(tw, "model\t%s (%s, context window %d)\n", modelRef(d.Profile), d.Profile.Provider, d.Profile.ContextWindow)
			fmt.Fprintf(tw, "source\t%s\n", d.Source)
			if soul := d.Soul.Prompt(); soul != "" {
				for i, l := range strings.Split(soul, "\n") {
					k := ""
					if i == 0 {
						k = "soul"
					}
					fmt.Fprintf(tw, "%s\t%s\n", k, l)
				}
			}
			toolList := "all"
			if d.Tools != nil {
				toolList = strings.Join(d.Tools, ", ")
			}
			fmt.Fprintf(tw, "tools\t%s\n", toolList)
			fmt.Fprintf(tw, "limits\tmax_steps %d · max_tokens %d · thin_thread %d\n", d.MaxSteps, d.MaxTokens, d.ThinThread)
			ext := "off"
			if d.Extraction {
				ext = "on"
				if d.ExtractionModel != "" {
					ext += " (" + d.ExtractionModel + ")"
				}
			}
			fmt.Fprintf(tw, "extraction\t%s\n", ext)
			if d.Schedule.Wakeup != "" {
				fmt.Fprintf(tw, "schedule\tevery %s: %s\n", d.Schedule.Wakeup, oneLineCLI(d.Schedule.Prompt, 80))
			}
			fmt.Fprintf(tw, "memories\t%d\n", c.Memories)
			fmt.Fprintf(tw, "notes\t%d\n", c.Notes)
			fmt.Fprintf(tw, "todos\t%d open, %d done\n", c.OpenTodos, c.DoneTodos)
			fmt.Fprintf(tw, "conversations\t%d\n", c.Conversations)
			tw.Flush()
			fmt.Fprintf(out, "\nsystem prompt:\n%s\n", indent(strings.TrimSpace(d.System)))
			return nil
		}),
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func indent(s string) string { return "  " + strings.ReplaceAll(s, "\n", "\n  ") }

func oneLineCLI(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// ask asks a yes/no question on the command's input; no answer is no.
func ask(cmd *cobra.Command, question string, def bool) bool {
	fmt.Fprintf(cmd.ErrOrStderr(), "%s ", question)
	line, err := bufio.NewReader(cmd.InOrStdin()).ReadString('\n')
	if err != nil && line == "" {
		fmt.Fprintln(cmd.ErrOrStderr())
		return false
	}
	switch strings.ToLower(strings.TrimSpace(line)) {
	case "y", "yes":
		return true
	case "n", "no":
		return false
	}
	return def && strings.TrimSpace(line) == ""
}

// editableFile is the file an agent's definition comes from.
func editableFile(d config.Definition) (string, error) {
	if d.Source == "" || d.Source == "built-in" {
		return "", fmt.Errorf("%s is built in; define your own with `grove agent create %s` (a file named %s wins over the built-in)", d.Name, d.Name, filepath.Join(".agents", d.Name+".yaml"))
	}
	return d.Source, nil
}

func newAgentEditCmd(g *globals) *cobra.Command {
	var yes bool
	cmd := &cobra.Command{
		Use:   "edit NAME",
		Short: "Edit an agent's definition in $EDITOR (validated on save)",
		Long: "Opens a copy of the agent file in $VISUAL or $EDITOR (else vi). The file is replaced only when the edited " +
			"copy is a valid definition; otherwise the error is shown and you may edit again (--yes: just report).",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			e, err := g.openAgentEnv(cmd.Context(), false)
			if err != nil {
				return err
			}
			d, err := e.agent(args[0])
			if err != nil {
				return err
			}
			path, err := editableFile(d)
			if err != nil {
				return err
			}
			orig, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			tmpDir, err := os.MkdirTemp("", "grove-edit-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(tmpDir)
			tmp := filepath.Join(tmpDir, filepath.Base(path))
			if err := os.WriteFile(tmp, orig, 0o600); err != nil {
				return err
			}
			for {
				if err := runEditor(cmd, tmp); err != nil {
					return err
				}
				b, err := os.ReadFile(tmp)
				if err != nil {
					return err
				}
				if string(b) == string(orig) {
					fmt.Fprintln(cmd.OutOrStdout(), "No changes.")
					return nil
				}
				// Parsed as the real path, so system_file resolves as it will.
				nd, perr := config.ParseAgent(path, b, e.cfg)
				if perr == nil {
					if err := os.WriteFile(path, b, 0o600); err != nil {
						return err
					}
					fmt.Fprintf(cmd.OutOrStdout(), "Saved %s (%s, %s)\n", path, nd.Name, modelRef(nd.Profile))
					return nil
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "invalid definition: %s\n", perr)
				if yes || !ask(cmd, "Edit again? [Y/n]", true) {
					return fmt.Errorf("%s left unchanged: %w", path, perr)
				}
			}
		},
	}
	cmd.Flags().BoolVarP(&yes, "yes", "y", false, "do not ask; report a validation error and stop")
	return cmd
}

func runEditor(cmd *cobra.Command, file string) error {
	ed := os.Getenv("VISUAL")
	if ed == "" {
		ed = os.Getenv("EDITOR")
	}
	if ed == "" {
		ed = "vi"
	}
	// Through the shell, so EDITOR="code --wait" works.
	c := exec.CommandContext(cmd.Context(), "sh", "-c", ed+` "$1"`, "editor", file)
	c.Stdin, c.Stdout, c.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := c.Run(); err != nil {
		return fmt.Errorf("editor %q: %w", ed, err)
	}
	return nil
}

func newAgentDeleteCmd(g *globals) *cobra.Command {
	var yes, keep bool
	cmd := &cobra.Command{
		Use:   "delete NAME",
		Short: "Delete an agent: its definition file and what it knows",
		Long:  "Removes the agent file and the agent's memories, notes and todos (--keep-memory keeps those). Conversations stay.",
		Args:  cobra.ExactArgs(1),
		RunE: g.withAgent(func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
			ctx := cmd.Context()
			path, err := editableFile(d)
			if err != nil {
				return err
			}
			c, err := e.counts(ctx, d.Name)
			if err != nil {
				return userError(err)
			}
			what := path
			if !keep {
				what += fmt.Sprintf(", %d memories, %d notes and %d todos", c.Memories, c.Notes, c.OpenTodos+c.DoneTodos)
			}
			if !yes && !ask(cmd, fmt.Sprintf("Delete agent %s (%s)? [y/N]", d.Name, what), false) {
				return errAborted
			}
			if !keep {
				if err := forgetAgent(ctx, e.mem, d.Name); err != nil {
					return userError(err)
				}
			}
			if err := os.Remove(path); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Deleted agent %s (%s)\n", d.Name, what)
			return nil
		}),
	}
	cmd.Flags().BoolVarP(&yes, "yes", "y", false, "do not ask")
	cmd.Flags().BoolVar(&keep, "keep-memory", false, "keep the agent's memories, notes and todos")
	return cmd
}

// forgetAgent removes an agent's memories and notes and closes its todos
// (the memory API has no todo deletion).
func forgetAgent(ctx context.Context, mem *memory.Store, name string) error {
	ms, err := mem.List(ctx, name, memory.ListOptions{IncludeSuperseded: true})
	if err != nil {
		return err
	}
	for _, m := range ms {
		if err := mem.Delete(ctx, name, m.ID); err != nil && session.ErrorCode(err) != session.ENOTFOUND {
			return err
		}
	}
	notes, err := mem.Notes(ctx, name)
	if err != nil {
		return err
	}
	for _, n := range notes {
		if err := mem.DeleteNote(ctx, name, n.Title); err != nil && session.ErrorCode(err) != session.ENOTFOUND {
			return err
		}
	}
	todos, err := mem.Todos(ctx, name, false)
	if err != nil {
		return err
	}
	for _, t := range todos {
		if _, err := mem.DoneTodo(ctx, name, t.ID); err != nil {
			return err
		}
	}
	return nil
}

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
					return userError(err)
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
					return userError(err)
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
					return userError(err)
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
					return userError(err)
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
					return userError(err)
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
					return userError(err)
				}
				fmt.Fprintf(out, "Imported %d memories in %s\n", n, time.Since(start).Round(time.Millisecond))
				return nil
			case "export":
				if err := need(0, "no arguments (it writes to stdout)"); err != nil {
					return err
				}
				bw := bufio.NewWriter(out)
				if err := e.mem.Export(ctx, d.Name, bw); err != nil {
					return userError(err)
				}
				return bw.Flush()
			case "reembed":
				if err := need(0, "no arguments"); err != nil {
					return err
				}
				n, err := e.mem.Reembed(ctx, d.Name, e.mem.Embedder())
				if err != nil {
					return userError(err)
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
		m.CreatedAt.Local().Format("2006-01-02"), oneLineCLI(m.Content, 200))
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
					return userError(err)
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
					return userError(err)
				}
				fmt.Fprintf(out, "Saved note %q\n", n.Title)
				return nil
			case "show":
				n, err := e.mem.Note(ctx, d.Name, text)
				if err != nil {
					return userError(err)
				}
				fmt.Fprintln(out, n.Body)
				return nil
			case "delete":
				if err := e.mem.DeleteNote(ctx, d.Name, text); err != nil {
					return userError(err)
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
					return userError(err)
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
					return userError(err)
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
					return userError(err)
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

func newAgentContextCmd(g *globals) *cobra.Command {
	var convRef, input string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "context NAME --conversation ID",
		Short: "Show what the agent's next prompt in a conversation would contain, section by section",
		Long: "Assembles the prompt the agent would get for its next message in the conversation (current branch): " +
			"system prompt, soul, memories, todos, notes, background work, thin thread and the input, with the token " +
			"budget of each. --input sets the message to assume (default: none, memories are searched with the last one).",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if convRef == "" {
				return errors.New("--conversation is required (see grove list)")
			}
			e, err := g.openAgentEnv(ctx, true)
			if err != nil {
				return err
			}
			defer e.Close()
			d, err := e.agent(args[0])
			if err != nil {
				return err
			}
			conv, err := e.st.ResolveConversation(ctx, convRef)
			if err != nil {
				return userError(err)
			}
			in, err := nextContextInput(ctx, e, d, conv, input)
			if err != nil {
				return userError(err)
			}
			a, err := assemble.New(e.mem).Explain(ctx, assemble.Input{ContextInput: in})
			if err != nil {
				return userError(err)
			}
			out := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(a)
			}
			fmt.Fprintf(out, "conversation %s · branch %s\n", conv.ID, conv.CurrentBranch)
			return a.Format(out)
		},
	}
	cmd.Flags().StringVar(&convRef, "conversation", "", "conversation id or unique prefix")
	cmd.Flags().StringVar(&input, "input", "", "the next message to assume")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// nextContextInput is the context input of a turn that would start now on
// the conversation's current branch.
func nextContextInput(ctx context.Context, e *agentEnv, d config.Definition, conv session.Conversation, input string) (agent.ContextInput, error) {
	path, err := e.st.Path(ctx, conv.ID, conv.CurrentBranch)
	if err != nil {
		return agent.ContextInput{}, err
	}
	pending, err := e.st.AsyncOps(ctx, conv.ID, "", session.AsyncRunning)
	if err != nil {
		return agent.ContextInput{}, err
	}
	active, err := e.st.ActiveTurnsIn(ctx, conv.ID)
	if err != nil {
		return agent.ContextInput{}, err
	}
	var parallel []agent.ParallelTurn
	for _, t := range active {
		p := agent.ParallelTurn{Turn: t}
		for _, en := range path {
			if en.ID == t.InputEntryID {
				p.Input = session.Text(en.Content)
			}
		}
		parallel = append(parallel, p)
	}
	turnID := ""
	if input != "" {
		turnID = "next"
		path = append(path, session.Entry{ID: "next", ConversationID: conv.ID, Kind: session.EntryMessage, Role: session.RoleUser,
			Author: "user", TurnID: turnID, Content: []session.Block{session.TextBlock(input)}, CreatedAt: time.Now()})
	}
	reg := tools.NewRegistry(append(tools.Builtins(), memtools.New(e.mem, d.Name)...)...)
	return agent.ContextInput{Agent: d, Conversation: conv, TurnID: turnID, Path: path, Pending: pending,
		Parallel: parallel, Tools: reg.Specs(d.Tools), Now: time.Now()}, nil
}
