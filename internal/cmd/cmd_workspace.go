package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/internal/errs"
	"github.com/grovechat/grove/session"
)

// workspaceCmds are the workflow commands: start and stop a workspace, run
// a workflow to the end, serve the workspaces of the store.
func workspaceCmds(g *globals) []*cobra.Command {
	return []*cobra.Command{newStartCmd(g), newStopCmd(g), newRunCmd(g), newServeCmd(g)}
}

// loadWorkflow finds a workflow by file path or by name in .workflows/.
func (a *app) loadWorkflow(ref string) (*config.Workflow, error) {
	path := ref
	if _, err := os.Stat(path); err != nil && !strings.ContainsAny(ref, "/.") {
		path = filepath.Join(".workflows", ref+".yaml")
	}
	// A workflow's own project (the directory holding its .workflows/)
	// may define agents too: they join the ones grove knows.
	if abs, err := filepath.Abs(path); err == nil && filepath.Base(filepath.Dir(abs)) == ".workflows" {
		dir := filepath.Join(filepath.Dir(filepath.Dir(abs)), ".agents")
		defs, errs := config.LoadAgents(a.catalog.Config(), dir)
		if len(errs) > 0 {
			return nil, errs[0]
		}
		a.extraMu.Lock()
		for n, d := range defs {
			if _, ok := a.catalog.Agent(n); !ok {
				a.extra[n] = d
			}
		}
		a.extraMu.Unlock()
	}
	return config.ParseWorkflowFile(path, a.catalog.Config(), a.knownAgents())
}

// inputFlag adds --input KEY=VALUE (repeatable) to cmd: a workflow's inputs.
func inputFlag(cmd *cobra.Command, given *[]string) {
	cmd.Flags().StringArrayVar(given, "input", nil, "give the workflow's input KEY the value VALUE (KEY=VALUE, repeatable)")
}

// workflowWithVars loads the workflow ref names and checks the --input
// values given against the inputs it declares: they are its variables.
func (a *app) workflowWithVars(ref string, given []string) (*config.Workflow, map[string]string, error) {
	wf, err := a.loadWorkflow(ref)
	if err != nil {
		return nil, nil, err
	}
	m := map[string]string{}
	for _, kv := range given {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || strings.TrimSpace(k) == "" {
			return nil, nil, fmt.Errorf("--input %q: write it as KEY=VALUE", kv)
		}
		m[strings.TrimSpace(k)] = v
	}
	vars, err := wf.InputValues(m)
	return wf, vars, err
}

func newStartCmd(g *globals) *cobra.Command {
	var tag string
	var fresh bool
	var inputs []string
	cmd := &cobra.Command{
		Use:   "start FILE | github:OWNER/REPO@REF/PATH | AGENT",
		Short: "Start a workflow instance (its workspace, channel and kickoff), or resume a stopped one, and return",
		Long: "Runs the setup steps, starts the workspace and posts the kickoff. Agents work on it while " +
			"`grove serve` or the TUI runs; `grove run` does both in the foreground. When the instance " +
			"(workflow:tag) was stopped, start resumes it: the same channel, documents and agents, no new " +
			"kickoff; --new starts a fresh instance instead. --input KEY=VALUE gives each of the workflow's inputs. " + remoteHelp +
			"\n\nstart AGENT lets an agent stopped with `grove stop AGENT`, or in the error state, run again.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			if namesAgent(args[0], g.agentNamed(ctx)) {
				return g.startAgent(cmd, args[0])
			}
			file, err := g.remoteWorkflow(cmd, args[0])
			if err != nil {
				return err
			}
			a, err := g.openShortLived(ctx)
			if err != nil {
				return err
			}
			a.printWarnings(cmd.ErrOrStderr())
			defer a.Close()
			wf, vars, err := a.workflowWithVars(file, inputs)
			if err != nil {
				return err
			}
			wd, _ := os.Getwd()
			ws, ins, resumed, err := a.team.StartOrResume(ctx, wf, tag, wd, "", fresh, vars)
			if err != nil {
				return err
			}
			if resumed {
				fmt.Fprintf(cmd.OutOrStdout(), "resumed %s (its channel, documents and agents as they were)\n", ws.Key())
			} else {
				fmt.Fprintf(cmd.OutOrStdout(), "started %s (%d agents, %d instruction(s) queued)\n", ws.Key(), len(wf.Agents), len(ins))
			}
			fmt.Fprintln(cmd.ErrOrStderr(), "agents work on it while `grove serve` or grove's TUI runs")
			return nil
		},
	}
	cmd.Flags().StringVar(&tag, "tag", "", "instance tag (default main), e.g. pr-123")
	cmd.Flags().BoolVar(&fresh, "new", false, "start a fresh instance even if a stopped one could be resumed")
	inputFlag(cmd, &inputs)
	return cmd
}

func newStopCmd(g *globals) *cobra.Command {
	var all, now bool
	cmd := &cobra.Command{
		Use:   "stop [WORKFLOW[:TAG] | AGENT]",
		Short: "Stop a running workflow instance (agents detach; inline agents end), or an agent",
		Long: "stop WORKFLOW[:TAG] stops a running workflow instance: its agents detach, inline agents end.\n\n" +
			"stop AGENT holds the agent's queue: nothing new is delivered to it (a send is refused, workspace messages " +
			"wait, scheduled wake-ups pause) until `grove start AGENT`; its running turns finish, or are cancelled with --now. " +
			"It stays stopped across restarts of grove.",
		Args: cobra.MaximumNArgs(1),
		RunE: g.withStore(func(cmd *cobra.Command, args []string, st *session.Store) error {
			ctx := cmd.Context()
			if len(args) == 1 && !all && namesAgent(args[0], g.agentNamed(ctx)) {
				return stopAgent(cmd, st, args[0], now)
			}
			if now {
				return fmt.Errorf("--now is for stopping an agent (grove stop AGENT --now)")
			}
			running, err := st.Workspaces(ctx, true)
			if err != nil {
				return err
			}
			var stop []session.Workspace
			switch {
			case all:
				stop = running
			case len(args) == 1:
				wf, tag, _ := strings.Cut(strings.TrimPrefix(args[0], "@"), ":")
				ws, err := st.RunningWorkspace(ctx, wf, tag)
				if err != nil {
					return err
				}
				stop = []session.Workspace{ws}
			case len(running) == 1:
				stop = running
			case len(running) == 0:
				return fmt.Errorf("no workflow is running")
			default:
				var keys []string
				for _, w := range running {
					keys = append(keys, w.Key())
				}
				return fmt.Errorf("several workflows are running (%s); name one or use --all", strings.Join(keys, ", "))
			}
			for _, ws := range stop {
				if err := st.StopWorkspace(ctx, ws.ID); err != nil {
					return err
				}
				fmt.Fprintf(cmd.OutOrStdout(), "stopped %s\n", ws.Key())
			}
			return nil
		}),
	}
	cmd.Flags().BoolVar(&all, "all", false, "stop every running workflow")
	cmd.Flags().BoolVar(&now, "now", false, "stopping an agent: cancel its running turns instead of letting them finish")
	return cmd
}

func newRunCmd(g *globals) *cobra.Command {
	var tag string
	var timeout time.Duration
	var keep bool
	var inputs []string
	cmd := &cobra.Command{
		Use:   "run FILE | github:OWNER/REPO@REF/PATH",
		Short: "Run a workflow in the foreground until the kickoff's work is done, printing the channel",
		Long:  "Runs the setup steps, starts the workspace, posts the kickoff and runs the agents until nothing is left to do, then prints the channel. " + remoteHelp,
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			g.headless = true
			file, err := g.remoteWorkflow(cmd, args[0])
			if err != nil {
				return err
			}
			a, err := g.openApp(ctx)
			if err != nil {
				return err
			}
			a.printWarnings(cmd.ErrOrStderr())
			defer a.Close()
			wf, vars, err := a.workflowWithVars(file, inputs)
			if err != nil {
				return err
			}
			wd, _ := os.Getwd()
			rctx, cancel := context.WithTimeout(ctx, timeout)
			defer cancel()
			ws, ins, err := a.team.StartWorkflow(rctx, wf, tag, wd, vars, a.team.Owner())
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			fmt.Fprintf(out, "# %s\n", ws.Key())
			a.team.Deliver(rctx, ins...)
			runErr := runUntilDecided(rctx, a, ws, cmd.ErrOrStderr())
			printChannel(ctx, a.store, ws, out)
			members, _ := a.team.Members(context.WithoutCancel(ctx), ws)
			var failed []string
			for _, m := range members {
				if m.State == "error" {
					failed = append(failed, m.Name+": "+m.Error)
				}
			}
			switch {
			case runErr != nil && ctx.Err() == nil:
				a.team.Finished(ctx, ws, fmt.Errorf("did not finish within %s", timeout), failed)
			case runErr != nil:
				a.team.Finished(ctx, ws, errors.New("interrupted"), failed)
			default:
				a.team.Finished(ctx, ws, nil, failed)
			}
			var stopErr error
			if !keep {
				if err := a.team.Stop(context.WithoutCancel(ctx), ws); err != nil {
					stopErr = fmt.Errorf("stopping %s: %w", ws.Key(), err)
				}
			}
			cancel()
			a.team.Close()
			switch {
			case runErr != nil && ctx.Err() == nil:
				return fmt.Errorf("%s did not finish within %s", ws.Key(), timeout)
			case len(failed) > 0:
				return errors.Join(fmt.Errorf("agents in error: %s", strings.Join(failed, "; ")), stopErr)
			}
			return stopErr
		},
	}
	cmd.Flags().StringVar(&tag, "tag", "", "instance tag (default main)")
	cmd.Flags().DurationVar(&timeout, "timeout", 10*time.Minute, "give up after this long")
	cmd.Flags().BoolVar(&keep, "keep", false, "leave the workspace running afterwards")
	inputFlag(cmd, &inputs)
	cmd.Flags().BoolVar(&g.yes, "yes", false, "allow tools that would ask for permission (shell, file writes)")
	return cmd
}

// printChannel prints a workspace channel, one message per paragraph.
func printChannel(ctx context.Context, st *session.Store, ws session.Workspace, out io.Writer) {
	path, err := st.Path(context.WithoutCancel(ctx), ws.ChannelID, session.DefaultBranch)
	if err != nil {
		fmt.Fprintln(out, "reading the channel:", err)
		return
	}
	for _, e := range path {
		fmt.Fprintf(out, "\n%s: %s\n", e.Author, strings.TrimSpace(session.Text(e.Content)))
	}
}

func newServeCmd(g *globals) *cobra.Command {
	return &cobra.Command{
		Use:   "serve",
		Short: "Run headless: deliver workspace instructions and scheduled wake-ups until Ctrl+C",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
			defer stop()
			g.headless = true
			a, err := g.openApp(ctx)
			if err != nil {
				return err
			}
			a.printWarnings(cmd.ErrOrStderr())
			defer a.Close()
			fmt.Fprintln(cmd.ErrOrStderr(), "grove serve: delivering workspace instructions and scheduled wake-ups (Ctrl+C to stop)")
			// Agents created or changed meanwhile are scheduled without a
			// restart; a broken file keeps its last good definition.
			a.catalog.Watch(ctx, catalogPoll, func(ch config.CatalogChange) {
				for _, p := range ch.Problems {
					fmt.Fprintln(cmd.ErrOrStderr(), "grove serve: agent or config file:", errs.UserMessage(p))
				}
			})
			err = a.team.Serve(ctx, a.agentList)
			a.team.Close()
			return err
		},
	}
}

// agentCap is how many LLM calls one agent may have in flight
// (GROVE_AGENT_CAP, default 2).
func agentCap() int {
	var n int
	if v := os.Getenv("GROVE_AGENT_CAP"); v != "" {
		if _, err := fmt.Sscan(v, &n); err == nil && n > 0 {
			return n
		}
	}
	return 2
}

// sendTarget is a parsed send target: agent@workflow:tag, @workflow:tag.
type sendTarget struct{ agent, workflow, tag string }

func parseSendTarget(s string) (sendTarget, error) {
	agentName, rest, _ := strings.Cut(s, "@")
	wf, tag, _ := strings.Cut(rest, ":")
	if wf == "" || strings.Contains(rest, "@") || (strings.Contains(rest, ":") && tag == "") {
		return sendTarget{}, fmt.Errorf("bad target %q: use AGENT, @WORKFLOW[:TAG] or AGENT@WORKFLOW[:TAG]", s)
	}
	return sendTarget{agent: agentName, workflow: wf, tag: tag}, nil
}

// sendToWorkspace posts to a workspace channel (@review) or sends to one
// agent in it (alice@review), then, unless noWait, delivers what that set
// off here and prints what the channel gained.
func sendToWorkspace(cmd *cobra.Command, a *app, target, text string, noWait bool) error {
	ctx := cmd.Context()
	t, err := parseSendTarget(target)
	if err != nil {
		return err
	}
	ws, err := a.store.RunningWorkspace(ctx, t.workflow, t.tag)
	if err != nil {
		key := t.workflow
		if t.tag != "" {
			key += ":" + t.tag
		}
		return fmt.Errorf("workflow %q is not running.\nStart it with: grove start .workflows/%s.yaml", key, t.workflow)
	}
	before, _ := a.store.LastSeq(ctx)
	claim := a.team.Owner()
	if noWait {
		claim = "" // whoever serves workspaces picks it up
	}
	var ins []session.Instruction
	if t.agent == "" {
		_, ins, err = a.team.Post(ctx, ws, "user", text, 0, claim)
		if err != nil {
			return err
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "posted to #%s", ws.Key())
		if len(ins) > 0 {
			var names []string
			for _, in := range ins {
				names = append(names, "@"+in.Agent)
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "; notified %s", strings.Join(names, ", "))
		}
		fmt.Fprintln(cmd.ErrOrStderr())
		unknownMentions(cmd, a, ws, text)
	} else {
		if _, err := a.store.WorkspaceAgent(ctx, ws.ID, t.agent); err != nil {
			return fmt.Errorf("%s is not a participant in workflow %q.\nAdd %s to .workflows/%s.yaml first.", t.agent, ws.Workflow, t.agent, ws.Workflow)
		}
		in, err := a.team.SendTo(ctx, ws, t.agent, text, claim)
		if err != nil {
			return err
		}
		ins = append(ins, in)
	}
	if noWait {
		return nil
	}
	a.team.Deliver(ctx, ins...)
	for a.team.Busy() > 0 {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	es, _, err := a.store.EntriesSince(ctx, before, 10000)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	for _, e := range es {
		if e.ConversationID == ws.ChannelID && e.Author != "user" {
			fmt.Fprintf(out, "%s: %s\n\n", e.Author, strings.TrimSpace(session.Text(e.Content)))
		}
	}
	return nil
}

// unknownMentions warns about the @names of a channel post that are no
// running agent of the workspace: a misspelt mention wakes nobody, and the
// person would otherwise wait for an answer that never comes.
func unknownMentions(cmd *cobra.Command, a *app, ws session.Workspace, text string) {
	unknown, agents, err := a.team.UnknownMentions(cmd.Context(), ws, text)
	if err != nil {
		return
	}
	for _, name := range unknown {
		fmt.Fprintf(cmd.ErrOrStderr(), "warning: %s\n", team.NobodyWoken(name, ws, agents))
	}
}
