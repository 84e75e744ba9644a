package team

import (
	"context"
	"encoding/json"
	"sort"

	"github.com/grovechat/grove/session"
)

// Workflow records of the event log (on the workspace's channel): a run
// started (grove run, grove start, the workflow tool), and how a run that
// grove waited on ended. A started instance that is later stopped records
// workflow.stopped (the store does, whoever stops it).
const (
	LogWorkflowStarted   = "workflow.started"
	LogWorkflowCompleted = "workflow.completed"
	LogWorkflowFailed    = "workflow.failed"
)

// logWorkflow writes one workflow record for ws; extra adds to its data.
// The log is for watching: a write that fails is logged, not returned.
func (tm *Team) logWorkflow(ctx context.Context, kind string, ws session.Workspace, extra map[string]any) {
	data := map[string]any{"workflow": ws.Workflow, "tag": ws.Tag, "workspace_id": ws.ID}
	for k, v := range extra {
		data[k] = v
	}
	b, err := json.Marshal(data)
	if err == nil {
		err = tm.st.RecordEvent(context.WithoutCancel(ctx), session.Event{ConversationID: ws.ChannelID, Kind: kind, Data: b})
	}
	if err != nil {
		tm.log.Warn("event log: "+kind, "workspace", ws.Key(), "err", err)
	}
}

// inputKeys lists the names of the inputs a run was given, sorted (their
// values stay out of the log).
func inputKeys(vars map[string]string) []string {
	keys := make([]string, 0, len(vars))
	for k := range vars {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Finished records how a workflow run grove waited on ended: completed
// when runErr is nil and no agent is in error, else failed with why.
func (tm *Team) Finished(ctx context.Context, ws session.Workspace, runErr error, failed []string) {
	switch {
	case runErr != nil:
		tm.logWorkflow(ctx, LogWorkflowFailed, ws, map[string]any{"error": runErr.Error()})
	case len(failed) > 0:
		tm.logWorkflow(ctx, LogWorkflowFailed, ws, map[string]any{"error": "agents in error", "agents": failed})
	default:
		tm.logWorkflow(ctx, LogWorkflowCompleted, ws, nil)
	}
}
