package cmd

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/keyring"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

// agentEnv is what the agent commands need: the config, the definitions
// and, opened on demand, the store and the memory store. It never starts a
// runtime, so it does not touch running turns.
type agentEnv struct {
	cfg      config.Config
	defs     map[string]config.Definition
	list     []config.Definition // sorted, the default agent first
	warnings []string
	st       *session.Store
	mem      *memory.Store
}

func (g *globals) openAgentEnv(ctx context.Context, withStore bool) (*agentEnv, error) {
	cat, err := config.NewCatalog(config.CatalogOptions{ConfigPath: configPath(), Dirs: agentDirs(),
		Default: defaultAgent(func() llm.Profile {
			dctx, cancel := context.WithTimeout(ctx, 400*time.Millisecond)
			defer cancel()
			return llm.DetectDefault(dctx, keyring.Getenv, llm.DefaultOllamaURL)
		})})
	if err != nil {
		return nil, err
	}
	e := &agentEnv{cfg: cat.Config(), defs: map[string]config.Definition{}, list: cat.Agents()}
	if _, err := e.cfg.KeyProblems(configNeeds["agent"]...); err != nil {
		return nil, err
	}
	for _, d := range e.list {
		e.defs[d.Name] = d
	}
	for _, p := range cat.Problems() {
		if notConfigKey(e.cfg, p) {
			e.warnings = append(e.warnings, p.Error())
		}
	}
	if withStore {
		if e.st, err = g.openStore(ctx); err != nil {
			return nil, err
		}
		e.mem = memory.New(e.st, nil)
		useEmbedders(e.mem, func() config.Config { return e.cfg }, func(name string) (config.Definition, bool) {
			d, ok := e.defs[name]
			return d, ok
		}, warnTo(os.Stderr))
	}
	return e, nil
}

// withAgent makes a command body that runs with the agent named by the
// first argument resolved and the store open.
func (g *globals) withAgent(run agentRun) func(*cobra.Command, []string) error {
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
	}
	return verbGroup(cmd,
		newAgentCreateCmd(g), newAgentListCmd(g), newAgentInfoCmd(g), newAgentEditCmd(g), newAgentDeleteCmd(g),
		newAgentMemoryCmd(g), newAgentNotesCmd(g), newAgentTodoCmd(g), newAgentContextCmd(g),
	)
}

func newAgentCreateCmd(g *globals) *cobra.Command {
	var f config.AgentFile
	var system, systemFile, role, style, model, from string
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
			if model == "" && !backend.IsCLI(f.Backend) {
				model = e.cfg.DefaultModel
			}
			if model == "" && !backend.IsCLI(f.Backend) {
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
			var promo *promotion
			if from != "" {
				if promo, err = g.preparePromotion(cmd, from, &f); err != nil {
					return err
				}
				defer promo.st.Close()
			}
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
			if promo != nil {
				return promo.finish(cmd.Context(), cmd.OutOrStdout(), d, e.cfg)
			}
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVarP(&model, "model", "m", "", "model: a profile name, provider/model (anthropic/…, openai/…, ollama/…) or offline (default: the configured default)")
	fl.StringVarP(&system, "system", "s", "", "system prompt")
	fl.StringVar(&systemFile, "system-file", "", "file holding the system prompt (relative to the agent file)")
	fl.StringVar(&role, "role", "", "soul: role")
	fl.StringSliceVar(&expertise, "expertise", nil, "soul: expertise (comma separated)")
	fl.StringVar(&style, "style", "", "soul: style")
	fl.StringArrayVar(&principles, "principle", nil, "soul: a principle (repeatable)")
	fl.StringSliceVar(&toolNames, "tools", nil, "tools the agent may use (default: all)")
	fl.IntVar(&thin, "thin-thread", 0, "messages of the conversation in every prompt (default 10)")
	fl.IntVar(&f.MaxSteps, "max-steps", 0, "LLM calls per turn (default 10)")
	fl.IntVar(&f.MaxTokens, "max-tokens", 0, "reply length limit")
	fl.StringVar(&from, "from", "", "promote the temporary agent of this conversation (grove new): its model and system prompt, its conversations, and memories extracted from them")
	fl.StringVar(&f.Backend, "backend", "", "what runs the agent: sdk (grove, the default), mock (offline model), claude, codex or cursor (that CLI; --model is passed to it)")
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
			out := cmd.OutOrStdout()
			if asJSON {
				type row struct {
					Name   string `json:"name"`
					Model  string `json:"model"`
					Role   string `json:"role,omitempty"`
					Source string `json:"source"`
				}
				var rows []row
				for _, d := range e.list {
					rows = append(rows, row{d.Name, modelRef(d.Profile), d.Soul.Role, d.Source})
				}
				return writeJSONList(out, rows, false)
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "NAME\tMODEL\tROLE\tSOURCE")
			for _, d := range e.list {
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
		Use:               "info NAME",
		Short:             "Show an agent's definition and what it knows",
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: g.completeAgentName,
		RunE: g.withAgent(func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
			ctx := cmd.Context()
			c, err := e.counts(ctx, d.Name)
			if err != nil {
				return err
			}
			status, err := agentStatus(ctx, e.st, d.Name)
			if err != nil {
				return err
			}
			emb, err := agentEmbeddings(ctx, e.mem, d.Name)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return json.NewEncoder(out).Encode(map[string]any{
					"name": d.Name, "model": modelRef(d.Profile), "provider": d.Profile.Provider, "source": d.Source,
					"system": d.System, "soul": d.Soul, "tools": d.Tools, "max_steps": d.MaxSteps, "max_tokens": d.MaxTokens,
					"thin_thread": d.ThinThread, "extraction": d.Extraction, "extraction_model": d.ExtractionModel,
					"schedule": d.Schedule, "counts": c, "backend": d.Backend, "status": status, "embeddings": emb,
				})
			}
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintf(tw, "name\t%s\n", d.Name)
			fmt.Fprintf(tw, "model\t%s (%s, context window %d)\n", modelRef(d.Profile), d.Profile.Provider, d.Profile.ContextWindow)
			fmt.Fprintf(tw, "source\t%s\n", d.Source)
			fmt.Fprintf(tw, "state\t%s\n", stateLine(status))
			if d.Backend != "" {
				fmt.Fprintf(tw, "backend\t%s\n", backendLine(d))
			}
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
				fmt.Fprintf(tw, "schedule\tevery %s: %s\n", d.Schedule.Wakeup, clip.Line(d.Schedule.Prompt, 80))
			}
			fmt.Fprintf(tw, "memories\t%d\n", c.Memories)
			fmt.Fprintf(tw, "embeddings\t%s\n", emb.line(d.Name))
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
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: g.completeAgentName,
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
		Use:               "delete NAME",
		Short:             "Delete an agent: its definition file and what it knows",
		Long:              "Removes the agent file and the agent's memories, notes and todos (--keep-memory keeps those). Conversations stay.",
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: g.completeAgentName,
		RunE: g.withAgent(func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
			ctx := cmd.Context()
			path, err := editableFile(d)
			if err != nil {
				return err
			}
			c, err := e.counts(ctx, d.Name)
			if err != nil {
				return err
			}
			what := path
			if !keep {
				what += fmt.Sprintf(", %d memories, %d notes and %d todos", c.Memories, c.Notes, c.OpenTodos+c.DoneTodos)
			}
			if !yes && !ask(cmd, fmt.Sprintf("Delete agent %s (%s)? [y/N]", d.Name, what), false) {
				return errAborted
			}
			done := path + "; memories, notes and todos kept"
			if !keep {
				f, err := e.mem.Forget(ctx, d.Name)
				if err != nil {
					return err
				}
				done = fmt.Sprintf("%s, %d memories, %d notes and %d todos", path, f.Memories, f.Notes, f.Todos)
			}
			return report(cmd, os.Remove(path), "Deleted agent %s (%s)", d.Name, done)
		}),
	}
	cmd.Flags().BoolVarP(&yes, "yes", "y", false, "do not ask")
	cmd.Flags().BoolVar(&keep, "keep-memory", false, "keep the agent's memories, notes and todos")
	return cmd
}
