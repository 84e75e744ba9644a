package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/session"
)

// The commands that act on workspaces: posting to a channel, starting,
// resuming and stopping a workflow.

// postToChannel posts the user's message to a workspace channel and
// delivers the instructions its @mentions set off.
func postToChannel(ctx context.Context, tm *team.Team, ws session.Workspace, text string) tea.Cmd {
	return func() tea.Msg {
		e, ins, err := tm.Post(ctx, ws, "user", text, 0, tm.Owner())
		if err != nil {
			return postedMsg{wsID: ws.ID, err: err}
		}
		tm.Deliver(ctx, ins...)
		var names []string
		for _, in := range ins {
			names = append(names, "@"+in.Agent)
		}
		msg := postedMsg{wsID: ws.ID, entry: e, notified: names}
		if unknown, agents, err := tm.UnknownMentions(ctx, ws, text); err == nil && len(unknown) > 0 {
			msg.nobody = team.NobodyWoken(unknown[0], ws, agents)
		}
		return msg
	}
}

// postedNotice says on the status bar whom a channel post woke, or that a
// mention in it is no agent of the workspace.
func (m *Model) postedNotice(msg postedMsg) tea.Cmd {
	switch {
	case msg.nobody != "":
		return m.flash(msg.nobody, true)
	case len(msg.notified) > 0:
		return m.flash("notified "+strings.Join(msg.notified, ", "), false)
	}
	return nil
}

// startWorkflow does what `grove start` does: find the workflow file (a
// path, or a name in .workflows/), add the agents of its project's
// .agents/ to the known ones, run the setup, start the workspace and post
// the kickoff; the instructions it queues are delivered here at once.
func startWorkflow(ctx context.Context, tm *team.Team, cfg config.Config, agents []config.Definition, ref, tag string) tea.Cmd {
	return func() tea.Msg {
		path := ref
		if _, err := os.Stat(path); err != nil && !strings.ContainsAny(ref, "/.") {
			path = filepath.Join(".workflows", ref+".yaml")
		}
		known := make(map[string]config.Definition, len(agents))
		for _, d := range agents {
			known[d.Name] = d
		}
		if abs, err := filepath.Abs(path); err == nil && filepath.Base(filepath.Dir(abs)) == ".workflows" {
			defs, errs := config.LoadAgents(cfg, filepath.Join(filepath.Dir(filepath.Dir(abs)), ".agents"))
			if len(errs) > 0 {
				return startedMsg{err: errs[0]}
			}
			for n, d := range defs {
				if _, ok := known[n]; !ok {
					known[n] = d
				}
			}
		}
		wf, err := config.ParseWorkflowFile(path, cfg, known)
		if err != nil {
			return startedMsg{err: err}
		}
		// The TUI gives no inputs: a workflow that declares some says so.
		vars, err := wf.InputValues(nil)
		if err != nil {
			return startedMsg{err: err}
		}
		wd, _ := os.Getwd()
		ws, ins, resumed, err := tm.StartOrResume(ctx, wf, tag, wd, tm.Owner(), false, vars)
		if err != nil {
			return startedMsg{err: err}
		}
		tm.Deliver(ctx, ins...)
		return startedMsg{ws: ws, agents: len(wf.Agents), queued: len(ins), resumed: resumed}
	}
}

// resumeWorkspace runs a stopped workspace again.
func resumeWorkspace(ctx context.Context, st Store, tm *team.Team, ws session.Workspace) tea.Cmd {
	return func() tea.Msg {
		var err error
		if tm != nil {
			ws, err = tm.Resume(ctx, ws)
		} else {
			ws, err = st.ResumeWorkspace(ctx, ws.ID)
		}
		return startedMsg{ws: ws, resumed: true, err: err}
	}
}

func stopWorkspace(ctx context.Context, st Store, tm *team.Team, ws session.Workspace) tea.Cmd {
	return func() tea.Msg {
		var err error
		if tm != nil {
			err = tm.Stop(ctx, ws)
		} else {
			err = st.StopWorkspace(ctx, ws.ID)
		}
		return stoppedMsg{key: ws.Key(), err: err}
	}
}
