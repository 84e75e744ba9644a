package team

import (
	"context"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// Resume runs a stopped workspace again (session.ResumeWorkspace): the same
// channel, documents and agent threads, its agents idle. An agent whose
// loop had given up (the error state) starts afresh.
func (tm *Team) Resume(ctx context.Context, ws session.Workspace) (session.Workspace, error) {
	out, err := tm.st.ResumeWorkspace(ctx, ws.ID)
	if err != nil {
		return out, err
	}
	var cleared []string
	tm.mu.Lock()
	for key, l := range tm.loops {
		if l.wsID == ws.ID && l.state == "error" {
			delete(tm.loops, key)
			cleared = append(cleared, l.agent)
		}
	}
	tm.mu.Unlock()
	if tm.rt != nil && tm.rt.Scheduler() != nil && len(cleared) > 0 {
		as, _ := tm.st.WorkspaceAgents(ctx, ws.ID)
		for _, a := range as {
			for _, c := range cleared {
				if a.Name != c {
					continue
				}
				name := a.Ref
				if name == "" {
					name = a.Name + "@" + out.Key()
				}
				tm.rt.Scheduler().SetError(name, "")
			}
		}
	}
	return out, nil
}

// StartOrResume starts wf as workflow:tag ("" = main), or, when the newest
// instance of workflow:tag is stopped and fresh is false, resumes that one
// (no setup, no kickoff: its channel goes on where it stopped). resumed
// says which happened. vars are the workflow's inputs for a start.
func (tm *Team) StartOrResume(ctx context.Context, wf *config.Workflow, tag, dir, claimBy string, fresh bool, vars map[string]string) (ws session.Workspace, ins []session.Instruction, resumed bool, err error) {
	if tag == "" {
		tag = "main"
	}
	if !fresh {
		all, err := tm.st.Workspaces(ctx, false)
		if err != nil {
			return ws, nil, false, err
		}
		for _, w := range all { // newest first
			if w.Workflow == wf.Name && w.Tag == tag {
				if w.Status == session.WorkspaceStopped {
					ws, err = tm.Resume(ctx, w)
					return ws, nil, err == nil, err
				}
				break
			}
		}
	}
	ws, ins, err = tm.StartWorkflow(ctx, wf, tag, dir, vars, claimBy)
	return ws, ins, false, err
}
