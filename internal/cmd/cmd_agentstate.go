package cmd

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// restartPolicy is how failed turns are tried again: 1s, doubling up to
// 30s, 5 times in a row; GROVE_RESTART_BACKOFF sets the first wait.
func restartPolicy() *agent.Restarts {
	p := agent.DefaultRestarts
	if v := os.Getenv("GROVE_RESTART_BACKOFF"); v != "" {
		if d, err := time.ParseDuration(v); err == nil && d > 0 {
			p.Base = d
		}
	}
	return &p
}

// namesAgent reports whether the argument of stop or start names an agent
// rather than a workflow: a path to a file, a github: reference or a
// WORKFLOW:TAG always names a workflow; a name that a defined agent has
// names that agent.
func namesAgent(arg string, isAgent func(string) bool) bool {
	if arg == "" || strings.HasPrefix(arg, "github:") || strings.ContainsAny(arg, ":/@") ||
		strings.HasSuffix(arg, ".yaml") || strings.HasSuffix(arg, ".yml") {
		return false
	}
	if _, err := os.Stat(arg); err == nil {
		return false
	}
	return isAgent(arg)
}

// agentNamed reports whether name is an agent grove knows (the catalog's,
// without starting a runtime); errors read as no.
func (g *globals) agentNamed(ctx context.Context) func(string) bool {
	return func(name string) bool {
		if filepath.Base(name) != name {
			return false
		}
		e, err := g.openAgentEnv(ctx, false)
		if err != nil {
			return false
		}
		_, ok := e.defs[name]
		return ok
	}
}

// stopAgent is `grove stop NAME`: the agent's queue is held (nothing new
// is delivered, its wake-ups pause); its running turns finish, or with
// now are cancelled wherever they run.
func stopAgent(cmd *cobra.Command, st *session.Store, name string, now bool) error {
	ctx := cmd.Context()
	running := func() map[string]bool {
		_, live, err := agent.AgentStatuses(ctx, st, nil)
		if err != nil {
			return nil
		}
		ids := map[string]bool{}
		for _, t := range live {
			if t.Agent == name {
				ids[t.ID] = true
			}
		}
		return ids
	}
	// Read before the stop: with --now the processes running them may
	// cancel them as soon as it commits.
	turns := running()
	prev, err := st.StopAgent(ctx, name, now)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	switch prev.State {
	case session.AgentStateStopped:
		fmt.Fprintf(out, "%s was already stopped\n", name)
	default:
		fmt.Fprintf(out, "stopped %s: nothing new is delivered to it until `grove start %s`\n", name, name)
	}
	if len(turns) == 0 {
		return nil
	}
	if !now {
		fmt.Fprintf(out, "%s running: they finish (grove stop %s --now cancels them)\n", counted(len(turns), "turn is", "turns are"), name)
		return nil
	}
	// The processes running them cancel them when they see the change.
	left := len(turns)
	for deadline := time.Now().Add(30 * time.Second); left > 0 && time.Now().Before(deadline); {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		left = 0
		for id := range running() {
			if turns[id] {
				left++
			}
		}
	}
	if left > 0 {
		return fmt.Errorf("%s of %s still running after 30s", counted(left, "turn", "turns"), name)
	}
	fmt.Fprintf(out, "its running turns were cancelled\n")
	return nil
}

// startAgent is `grove start NAME`: a stopped agent, or one in the error
// state, runs again and gets what was held for it.
func (g *globals) startAgent(cmd *cobra.Command, name string) error {
	ctx := cmd.Context()
	st, err := g.openStore(ctx)
	if err != nil {
		return err
	}
	defer st.Close()
	prev, err := st.StartAgent(ctx, name)
	if err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	switch prev.State {
	case session.AgentStateStopped:
		fmt.Fprintf(out, "started %s\n", name)
	case session.AgentStateError:
		fmt.Fprintf(out, "started %s (it was in the error state: %s)\n", name, prev.Error)
	default:
		fmt.Fprintf(out, "%s was not stopped\n", name)
	}
	return nil
}

// lsAgent is one agent of grove ls.
type lsAgent struct {
	agent.AgentStatus
	Model string `json:"model,omitempty"`
}

// lsWorkspace is one running workspace of grove ls.
type lsWorkspace struct {
	Workflow string                   `json:"workflow"`
	Tag      string                   `json:"tag"`
	Status   string                   `json:"status"`
	Agents   []session.WorkspaceAgent `json:"agents"`
}

func newLsCmd(g *globals) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "ls",
		Short: "Show what runs: agents (state, model, queue), running workflows, running turns",
		Long: "Every agent with its state — idle, running (with its turns), stopped (grove stop NAME) or error " +
			"(its turns kept failing; grove start NAME clears it) —, its model and the work queued for it; the running " +
			"workflow instances with their agents; the turns running in any grove process.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			e, err := g.openAgentEnv(ctx, false)
			if err != nil {
				return err
			}
			st, err := g.openStoreFor(ctx, true, session.CheckAtFirstWrite(), session.ColdReaders())
			if err != nil {
				return err
			}
			defer st.Close()
			names := make([]string, 0, len(e.list))
			for _, d := range e.list {
				names = append(names, d.Name)
			}
			statuses, live, err := agent.AgentStatuses(ctx, st, names)
			if err != nil {
				return err
			}
			agents := lsAgents(e.list, statuses)
			running, err := st.Workspaces(ctx, true)
			if err != nil {
				return err
			}
			wss := make([]lsWorkspace, 0, len(running))
			for _, w := range running {
				members, err := st.WorkspaceAgents(ctx, w.ID)
				if err != nil {
					return err
				}
				for i := range members {
					members[i].Definition = nil
				}
				wss = append(wss, lsWorkspace{Workflow: w.Workflow, Tag: w.Tag, Status: w.Status, Agents: members})
			}
			if live == nil {
				live = []session.Turn{}
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return json.NewEncoder(out).Encode(map[string]any{"agents": agents, "workspaces": wss, "turns": live})
			}
			printLs(out, agents, wss, live)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// lsAgents are the defined agents in the catalog's order, then the others
// with a state (workflows' inline agents, agents no longer defined).
func lsAgents(defs []config.Definition, statuses map[string]agent.AgentStatus) []lsAgent {
	out := make([]lsAgent, 0, len(statuses))
	seen := map[string]bool{}
	for _, d := range defs {
		out = append(out, lsAgent{AgentStatus: statuses[d.Name], Model: modelRef(d.Profile)})
		seen[d.Name] = true
	}
	var rest []string
	for n := range statuses {
		if !seen[n] {
			rest = append(rest, n)
		}
	}
	sort.Strings(rest)
	for _, n := range rest {
		out = append(out, lsAgent{AgentStatus: statuses[n]})
	}
	return out
}

func printLs(w interface{ Write([]byte) (int, error) }, agents []lsAgent, wss []lsWorkspace, live []session.Turn) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "AGENT\tSTATE\tMODEL\tQUEUE")
	for _, a := range agents {
		q := "-"
		if a.Queued > 0 {
			q = fmt.Sprint(a.Queued)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", a.Agent, clip.Line(a.Text(), 60), orDash(a.Model), q)
	}
	tw.Flush()
	fmt.Fprintln(w)
	if len(wss) == 0 {
		fmt.Fprintln(w, "no workflow is running")
	} else {
		// A workflow's agent that is held (its ref, or the workflow's own
		// agent) reads stopped or error, whatever its part in the workflow.
		held := map[string]string{}
		for _, a := range agents {
			if a.State == session.AgentStateStopped || a.State == session.AgentStateError {
				held[a.Agent] = a.State
			}
		}
		tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "WORKFLOW\tSTATUS\tAGENTS")
		for _, ws := range wss {
			var as []string
			for _, m := range ws.Agents {
				state, key := m.State, m.Ref
				if key == "" {
					key = m.Name + "@" + ws.Workflow + ":" + ws.Tag
				}
				if h, ok := held[key]; ok {
					state = h
				}
				as = append(as, m.Name+" ("+state+")")
			}
			fmt.Fprintf(tw, "%s:%s\t%s\t%s\n", ws.Workflow, ws.Tag, ws.Status, strings.Join(as, ", "))
		}
		tw.Flush()
	}
	fmt.Fprintln(w)
	if len(live) == 0 {
		fmt.Fprintln(w, "no turn is running")
		return
	}
	tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TURN\tAGENT\tCONVERSATION\tSTEPS\tSTARTED")
	for _, t := range live {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\n", t.ID, t.Agent, t.ConversationID, t.Steps, t.CreatedAt.Local().Format("15:04:05"))
	}
	tw.Flush()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// agentStatus reads one agent's state for grove agent info.
func agentStatus(ctx context.Context, st *session.Store, name string) (agent.AgentStatus, error) {
	statuses, _, err := agent.AgentStatuses(ctx, st, []string{name})
	if err != nil {
		return agent.AgentStatus{}, err
	}
	return statuses[name], nil
}

// stateLine is an agent's state for grove agent info: the state, the work
// queued for it, the failed turns in a row and how to resume it.
func stateLine(s agent.AgentStatus) string {
	line := s.Text()
	if s.Queued > 0 {
		line += fmt.Sprintf(" · %d queued", s.Queued)
	}
	if s.Failures > 0 && s.State != session.AgentStateError {
		line += fmt.Sprintf(" · %s in a row", counted(s.Failures, "failed turn", "failed turns"))
	}
	if s.State == session.AgentStateStopped || s.State == session.AgentStateError {
		line += fmt.Sprintf(" (grove start %s)", s.Agent)
	}
	return line
}
