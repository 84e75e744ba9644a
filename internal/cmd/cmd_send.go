package cmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/startlog"
	"github.com/grovechat/grove/session"
)

// newSendCmd is grove send. It is long because it is one headless turn
// from the arguments to the exit status, each step a few lines that need
// the ones before it.
func newSendCmd(g *globals) *cobra.Command {
	var convRef string
	var newConv, asJSON, noWait bool
	var model, file, variants string
	var budget usdFlag
	var attach []string
	cmd := &cobra.Command{
		Use:   "send TARGET [MESSAGE | -]",
		Short: "Send a message to an agent and stream the reply (headless)",
		Long: "Runs one turn: the reply streams to stdout, background tools are waited for (unless --no-wait), " +
			"and the exit status is non-zero when the turn fails. --json prints one JSON event per line.\n\n" +
			"TARGET is an agent: the message continues its personal DM thread (the TUI's \"DM NAME\"), " +
			"or a new conversation with --new, or any conversation with --conversation. TARGET may also be @workflow[:tag] (the workspace channel; @mentions in the message wake those agents) " +
			"or agent@workflow[:tag] (that agent, in the workspace).\n\n" +
			"The message is read from stdin when it is - or left out with stdin not a terminal, and from a file with --file. " +
			"send runs only its own turn: turns left unfinished by a process that ended are resumed by the TUI, " +
			"`grove serve` or `grove run`, not by a send.",
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) (err error) {
			ctx := cmd.Context()
			runner := detachedRunner()
			if noWait && runner == nil && !strings.Contains(args[0], "@") {
				// The turn runs in a runner of its own, which outlives
				// this command and finishes the background work.
				return runDetached(cmd)
			}
			if runner != nil {
				cmd.SetOut(runner.out)
				cmd.SetErr(runner.err)
				defer func() { runner.report(err) }()
			}
			text, err := sendMessage(cmd, args, file)
			if err != nil {
				return err
			}
			a, err := g.openShortLived(ctx)
			if err != nil {
				return err
			}
			defer a.Close()
			if strings.Contains(args[0], "@") { // @workflow[:tag] or agent@workflow[:tag]
				if budget.set {
					return session.Errorf(session.EINVALID, "--budget caps a turn of one agent: send to the agent (grove send AGENT --conversation …)")
				}
				if len(attach) > 0 {
					return session.Errorf(session.EINVALID, "--attach goes with a message to an agent, not to a workspace channel")
				}
				a.printWarnings(cmd.ErrOrStderr())
				return sendToWorkspace(cmd, a, args[0], text, noWait)
			}
			def, err := a.rt.ResolveAgent(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			if err := a.checkTools(def, cmd.ErrOrStderr()); err != nil {
				return err
			}
			if strings.TrimSpace(text) == "" && len(attach) == 0 {
				return fmt.Errorf("nothing to send: the message is empty")
			}
			attached, err := a.attachFiles(ctx, attach)
			if err != nil {
				return err
			}
			// The first request offers the tools of every MCP server
			// that starts.
			a.waitMCP(ctx, cmd.ErrOrStderr())
			var conv session.Conversation
			created := false
			switch {
			case convRef != "" && newConv:
				return fmt.Errorf("use either --conversation or --new, not both")
			case convRef != "":
				if conv, err = a.store.ResolveConversation(ctx, convRef); err != nil {
					return err
				}
			case newConv:
				if conv, err = a.store.CreateConversation(ctx, session.NewConversation{Agent: def.Name}); err != nil {
					return err
				}
				created = true
			default: // the agent's personal thread, as the TUI's "DM NAME"
				if conv, created, err = a.store.PersonalThread(ctx, def.Name); err != nil {
					return err
				}
			}
			sub := a.rt.Subscribe()
			defer sub.Close()
			// Sent to the conversation's own agent, a message goes where the
			// same message typed in the TUI goes: to an agent taking part
			// that it @mentions, else to the owner.
			to := def.Name
			if to == conv.Agent {
				to = ""
			}
			if variants != "" {
				var err error = session.Errorf(session.EINVALID, "--variants names the models itself and waits for every reply: it goes without --model, --no-wait and --json")
				if model == "" && !noWait && !asJSON {
					err = sendVariants(ctx, cmd, a, agent.SendRequest{ConversationID: conv.ID, Agent: to, Text: text, Budget: budget.v, Attachments: attached}, variants)
				}
				if err != nil && created && session.ErrorCode(err) == session.EINVALID { // a refused send leaves nothing behind
					a.store.DeleteConversation(context.WithoutCancel(ctx), conv.ID)
				}
				return err
			}
			t, err := a.rt.Send(ctx, agent.SendRequest{ConversationID: conv.ID, Agent: to, Text: text, Model: model, Budget: budget.v, Attachments: attached})
			if err != nil {
				if created { // a refused send leaves nothing behind
					if derr := a.store.DeleteConversation(context.WithoutCancel(ctx), conv.ID); derr != nil {
						return errors.Join(err, fmt.Errorf("removing the new conversation %s: %w", conv.ID, derr))
					}
				}
				return err
			}
			startlog.Mark("turn started")
			if t.Agent != def.Name { // an agent it @mentions answers
				if d, err := a.rt.ResolveAgent(ctx, t.Agent); err == nil {
					def = d
				}
			}
			out := cmd.OutOrStdout()
			profile := def.Profile
			if model != "" { // --model: the turn runs on that profile
				if p, err := a.resolveModel(model); err == nil {
					profile = p
				}
			}
			if !asJSON && profile.Provider == llm.KindOffline {
				fmt.Fprintln(cmd.ErrOrStderr(), "(offline model: no API key or local Ollama found; set ANTHROPIC_API_KEY or OPENAI_API_KEY for a real model)")
			}
			final, err := streamTurn(ctx, a.rt, sub, t, out, asJSON, noWait)
			if err != nil {
				return err
			}
			if !asJSON {
				fmt.Fprintf(cmd.ErrOrStderr(), "\n[conversation %s · turn %s · %s]\n", conv.ID, final.ID, final.Status)
			}
			waitCompaction(ctx, cmd, a.rt, final, asJSON)
			switch final.Status {
			case session.TurnCompleted:
				return nil
			case session.TurnActive:
				if noWait {
					if runner == nil {
						return nil
					}
					// The person's command returns now; this runner
					// stays until the background work is done.
					runner.report(nil)
					final, err = a.rt.WaitTurn(ctx, final.ID)
					if err != nil {
						return err
					}
					a.log.Info("send runner finished", "turn", final.ID, "status", final.Status)
					return nil
				}
			}
			if final.Error != "" {
				return fmt.Errorf("turn %s: %s", final.Status, final.Error)
			}
			return fmt.Errorf("turn %s", final.Status)
		},
	}
	cmd.Flags().StringVar(&convRef, "conversation", "", "continue this conversation (id or unique prefix)")
	cmd.Flags().BoolVar(&newConv, "new", false, "start a new conversation instead of continuing the agent's personal thread")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object per event line")
	cmd.Flags().StringVarP(&model, "model", "m", "", "answer with this model instead of the agent's (a profile, provider/model, or offline; for an agent run by an agent CLI, the CLI's model name)")
	cmd.Flags().StringVar(&file, "file", "", "read the message from this file")
	cmd.Flags().StringArrayVar(&attach, "attach", nil, "attach this file to the message (repeatable): an image (png, jpeg, gif, webp), a PDF or a text file, at most attachments.max_bytes (20 MB)")
	cmd.Flags().StringVar(&variants, "variants", "", "answer with each of these models at once (comma-separated): candidate replies, each on a branch of its own")
	cmd.Flags().Var(&budget, "budget", "cap what the turn may spend, in dollars (a step that would pass it does not run; grove continue --budget raises it)")
	cmd.Flags().BoolVar(&noWait, "no-wait", false, "return when the reply is done; a runner process of its own finishes the background tools")
	cmd.Flags().BoolVar(&g.yes, "yes", false, "allow tools that would ask for permission (shell, file writes)")
	return cmd
}

// streamTurn prints a turn's events until it ends (or, with noWait, until
// only background work is left).
func streamTurn(ctx context.Context, rt *agent.Runtime, sub *agent.Subscription, t session.Turn, out io.Writer, asJSON, noWait bool) (session.Turn, error) {
	enc := json.NewEncoder(out)
	pendingOps := map[string]bool{}
	lastWasText := false
	for {
		evs := sub.Next(ctx)
		if evs == nil {
			// Interrupted (Ctrl+C): cancel the turn rather than leave it
			// running, keeping what was said.
			// A turn that ended meanwhile cannot be cancelled: nothing to report.
			_ = rt.Cancel(t.ID)
			wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			return rt.WaitTurn(wctx, t.ID)
		}
		for _, ev := range evs {
			if ev.TurnID != t.ID || ev.Kind == agent.EvLog { // lifecycle records are for grove events
				continue
			}
			if asJSON {
				if err := enc.Encode(ev); err != nil {
					return t, err
				}
			} else {
				switch ev.Kind {
				case agent.EvDelta:
					startlog.Once("first byte of reply")
					fmt.Fprint(out, ev.Text)
					lastWasText = ev.Text != "" && !strings.HasSuffix(ev.Text, "\n")
				case agent.EvEntry:
					if e := ev.Entry; e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
						if lastWasText {
							fmt.Fprintln(out)
							lastWasText = false
						}
						for _, c := range session.ToolCalls(e.Content) {
							fmt.Fprintf(out, "  ⚙ %s %s\n", c.Name, string(c.Arguments))
						}
					} else if e.Kind == session.EntryAsyncResult {
						fmt.Fprintf(out, "\n  ↩ %s\n\n", asyncResultLine(*e))
					} else if e.Kind == session.EntryNotice {
						fmt.Fprintf(out, "\n  ! %s\n", session.Text(e.Content))
					} else if line := delegationLine(*e); line != "" {
						fmt.Fprintf(out, "  %s\n", line)
					}
				case agent.EvNotice:
					fmt.Fprintf(out, "\n  ! %s\n", ev.Text)
				}
			}
			switch ev.Kind {
			case agent.EvAsync:
				if ev.AsyncOp.Status == session.AsyncRunning {
					pendingOps[ev.AsyncOp.ID] = true
				} else {
					delete(pendingOps, ev.AsyncOp.ID)
				}
			case agent.EvTurn:
				if ev.Turn.Status != session.TurnActive {
					return *ev.Turn, nil
				}
			case agent.EvEntry:
				// A finished reply with only background work left.
				if noWait && len(pendingOps) > 0 && ev.Entry.Kind == session.EntryLLMCall {
					if tt, err := rt.Store().Turn(ctx, t.ID); err == nil {
						return tt, nil
					}
				}
			}
		}
	}
}

// asyncResultLine is how `grove send` shows a background result: the tool,
// what became of it and its output, as the TUI does — never the
// operation's id.
func asyncResultLine(e session.Entry) string {
	r, ok := session.AsyncResultOf(e.Content)
	if !ok {
		return session.Text(e.Content)
	}
	what := map[string]string{session.AsyncCompleted: "finished", session.AsyncFailed: "failed", session.AsyncCancelled: "cancelled"}[r.Status]
	if what == "" {
		what = r.Status
	}
	body := strings.TrimSpace(r.Result)
	if body == "" {
		return fmt.Sprintf("background %s %s", r.Tool, what)
	}
	return fmt.Sprintf("background %s %s:\n%s", r.Tool, what, body)
}
