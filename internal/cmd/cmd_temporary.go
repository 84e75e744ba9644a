package cmd

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/extract"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

func newNewCmd(g *globals) *cobra.Command {
	var model, system, file string
	var asJSON, ephemeral bool
	cmd := &cobra.Command{
		Use:   "new [MESSAGE | -]",
		Short: "Talk to a temporary agent: unnamed, no memory (keep it with: grove agent create NAME --from CONVERSATION)",
		Long: "Starts a conversation with a new temporary agent (temp.N) on --model with --system as its system prompt. " +
			"It has no memory, notes or todos; the conversation is kept. With a message (an argument, - for stdin, or --file) " +
			"its reply streams like grove send. Go on with grove send --conversation ID temp.N, or in the TUI; " +
			"grove agent create NAME --from ID promotes it: its definition is written and what it learned is extracted into memory.\n\n" +
			"With --ephemeral the exchange is one message and its reply, and nothing of it is kept: the conversation is not listed " +
			"and is erased with the temporary agent once the reply is printed (as grove ask).",
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) (err error) {
			ctx := cmd.Context()
			text := ""
			if len(args) > 0 || file != "" {
				if text, err = sendMessage(cmd, append([]string{"new"}, args...), file); err != nil {
					return err
				}
			}
			if ephemeral && text == "" {
				return fmt.Errorf("new --ephemeral needs a message: give it as an argument, pipe it in (- reads stdin) or use --file")
			}
			a, err := g.openShortLived(ctx)
			if err != nil {
				return err
			}
			var endErr error
			defer func() {
				a.Close() // an ephemeral exchange is erased here, after the runtime stopped
				err = errors.Join(err, endErr)
			}()
			if model == "" {
				def, _ := a.catalog.Agent(config.DefaultAgentName)
				model = modelRef(def.Profile)
			}
			ta := agent.TemporaryAgent{Name: config.TemporaryPrefix + "0", Model: model, System: system}
			if _, err := ta.Definition(a.catalog.Config()); err != nil { // the model must resolve before anything is saved
				return err
			}
			if ta, err = agent.CreateTemporary(ctx, a.store, model, system); err != nil {
				return err
			}
			conv, err := a.store.CreateConversation(ctx, session.NewConversation{Agent: ta.Name, Ephemeral: ephemeral})
			if err != nil {
				return err
			}
			errOut := cmd.ErrOrStderr()
			keep := fmt.Sprintf("go on: grove send --conversation %s %s MESSAGE · keep it: grove agent create NAME --from %s", conv.ID, ta.Name, conv.ID)
			if ephemeral {
				name := ta.Name
				a.beforeStoreClose = append(a.beforeStoreClose, func() {
					endErr = a.endEphemeral(context.WithoutCancel(ctx), conv.ID, false, func(tx *sql.Tx) error {
						return agent.DeleteTemporaryTx(ctx, tx, name)
					})
				})
				fmt.Fprintf(errOut, "%s · %s · no memory · ephemeral: erased after the reply\n", ta.Name, model)
				keep = "[ephemeral: erased]"
			} else {
				fmt.Fprintf(errOut, "%s · %s · no memory · conversation %s\n", ta.Name, model, conv.ID)
			}
			if text == "" {
				fmt.Fprintln(errOut, keep)
				return nil
			}
			sub := a.rt.Subscribe()
			defer sub.Close()
			t, err := a.rt.Send(ctx, agent.SendRequest{ConversationID: conv.ID, Agent: ta.Name, Text: text})
			if err != nil {
				return err
			}
			final, err := streamTurn(ctx, a.rt, sub, t, cmd.OutOrStdout(), asJSON, false)
			if err != nil {
				return err
			}
			if !asJSON && ephemeral {
				fmt.Fprintf(errOut, "\n%s\n", keep)
			} else if !asJSON {
				fmt.Fprintf(errOut, "\n[conversation %s · turn %s · %s]\n%s\n", conv.ID, final.ID, final.Status, keep)
			}
			if final.Status != session.TurnCompleted {
				return fmt.Errorf("turn %s: %s", final.Status, final.Error)
			}
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVarP(&model, "model", "m", "", "model: a profile name, provider/model or offline (default: the default assistant's)")
	fl.StringVarP(&system, "system", "s", "", "system prompt")
	fl.StringVar(&file, "file", "", "read the first message from this file")
	fl.BoolVar(&asJSON, "json", false, "print one JSON object per event line")
	fl.BoolVar(&ephemeral, "ephemeral", false, "keep nothing: the conversation and the temporary agent are erased after the reply")
	fl.BoolVar(&g.yes, "yes", false, "allow tools that would ask for permission (shell, file writes)")
	return cmd
}

// temporary resolves a temporary agent's name: its own definition, or the
// agent it was promoted to.
func (a *app) temporary(name string) (config.Definition, error) {
	ta, err := agent.LookupTemporary(context.Background(), a.store, name)
	if err != nil {
		return config.Definition{}, err
	}
	if ta.PromotedTo != "" {
		return a.resolve(ta.PromotedTo)
	}
	return ta.Definition(a.catalog.Config())
}

// promotion is a temporary agent becoming a defined one (agent create
// --from): its model and system prompt go into the new file unless flags
// say otherwise; then its conversations pass to the new agent and what it
// learned in them is extracted into the new agent's memory.
type promotion struct {
	st   *session.Store
	ta   agent.TemporaryAgent
	conv session.Conversation
}

func (g *globals) preparePromotion(cmd *cobra.Command, ref string, f *config.AgentFile) (*promotion, error) {
	ctx := cmd.Context()
	st, err := g.openStore(ctx)
	if err != nil {
		return nil, err
	}
	p, err := func() (*promotion, error) {
		conv, err := st.ResolveConversation(ctx, ref)
		if err != nil {
			return nil, err
		}
		if !config.IsTemporaryName(conv.Agent) {
			return nil, fmt.Errorf("conversation %s is with %s, not a temporary agent: --from takes a conversation started with grove new", conv.ID, conv.Agent)
		}
		ta, err := agent.LookupTemporary(ctx, st, conv.Agent)
		if err != nil {
			return nil, err
		}
		if ta.PromotedTo != "" {
			return nil, fmt.Errorf("%s was already promoted to %s", ta.Name, ta.PromotedTo)
		}
		if !cmd.Flags().Changed("model") {
			f.Model = ta.Model
		}
		if !cmd.Flags().Changed("system") && !cmd.Flags().Changed("system-file") {
			f.Prompt.System, f.Prompt.SystemFile = ta.System, ""
		}
		f.PromotedFrom = ta.Name
		return &promotion{st: st, ta: ta, conv: conv}, nil
	}()
	if err != nil {
		st.Close()
	}
	return p, err
}

// finish hands the temporary agent's conversations to d and extracts its
// memories from them.
func (p *promotion) finish(ctx context.Context, out io.Writer, d config.Definition, cfg config.Config) error {
	if err := agent.MarkPromoted(ctx, p.st, p.ta.Name, d.Name); err != nil {
		return err
	}
	convs, err := p.st.ListConversations(ctx, session.ListOptions{IncludeArchived: true, Agent: p.ta.Name})
	if err != nil {
		return err
	}
	for _, c := range convs {
		if err := p.st.ReassignConversation(ctx, c.ID, p.ta.Name, d.Name); err != nil {
			return err
		}
	}
	mem := memory.New(p.st, nil)
	useEmbedders(mem, func() config.Config { return cfg }, func(name string) (config.Definition, bool) { return d, name == d.Name }, warnTo(out))
	provider := func(pr llm.Profile) (llm.Provider, error) {
		if pr.Provider == llm.KindOffline {
			return &llm.Offline{}, nil
		}
		return llm.New(pr)
	}
	x := extract.New(p.st, mem, provider, cfg.ResolveModel)
	prof := d.Profile
	if d.ExtractionModel != "" {
		if prof, err = cfg.ResolveModel(d.ExtractionModel); err != nil {
			return err
		}
	}
	prov, err := provider(prof)
	if err != nil {
		return fmt.Errorf("agent %s is defined, but its memories could not be extracted: %w", d.Name, err)
	}
	var written []memory.Memory
	for _, c := range convs {
		msgs, last, err := transcriptOf(ctx, p.st, c, p.ta.Name)
		if err != nil {
			return err
		}
		if len(msgs) == 0 {
			continue
		}
		res, err := x.Extract(ctx, prov, prof, d.Name, session.Turn{ConversationID: c.ID, CreatedAt: last}, msgs)
		if err != nil {
			return fmt.Errorf("agent %s is defined, but extracting what %s learned failed: %w", d.Name, p.ta.Name, err)
		}
		written = append(written, res.Written...)
	}
	fmt.Fprintf(out, "Promoted %s: %d conversation(s) now with %s; %d memories extracted\n", p.ta.Name, len(convs), d.Name, len(written))
	for _, m := range written {
		printMemory(out, m, -1)
	}
	return nil
}

// transcriptOf is a conversation's current branch as an extraction
// transcript: the person's messages, the agent's replies, tool results.
func transcriptOf(ctx context.Context, st *session.Store, c session.Conversation, agentName string) ([]extract.Message, time.Time, error) {
	path, err := st.Path(ctx, c.ID, c.CurrentBranch)
	if err != nil {
		return nil, time.Time{}, err
	}
	var out []extract.Message
	var last time.Time
	for _, e := range path {
		last = e.CreatedAt
		switch {
		case e.Kind == session.EntryMessage && e.Role == session.RoleUser:
			out = append(out, extract.Message{Who: "USER", Text: session.Text(e.Content)})
		case e.Kind == session.EntryMessage && e.Role == session.RoleAssistant && (e.Author == agentName || e.Author == ""):
			if txt := session.Text(e.Content); strings.TrimSpace(txt) != "" {
				out = append(out, extract.Message{Who: "ASSISTANT", Text: txt})
			}
		case e.Kind == session.EntryToolResult:
			for _, b := range e.Content {
				if b.ToolResult != nil {
					out = append(out, extract.Message{Who: "TOOL RESULT (" + b.ToolResult.Name + ")", Text: llm.ToolResultText(b.ToolResult)})
				}
			}
		}
	}
	return out, last, nil
}
