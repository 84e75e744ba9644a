package team

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// busyAdd counts instructions in flight, in all and by workspace.
func (tm *Team) busyAdd(wsID string, d int64) {
	tm.inflight.Add(d)
	if wsID == "" {
		return
	}
	tm.mu.Lock()
	if tm.wsBusy == nil {
		tm.wsBusy = map[string]int64{}
	}
	tm.wsBusy[wsID] += d
	if tm.wsBusy[wsID] <= 0 {
		delete(tm.wsBusy, wsID)
	}
	tm.mu.Unlock()
}

// workspaceBusy reports how many instructions of a workspace this process
// is delivering.
func (tm *Team) workspaceBusy(wsID string) int64 {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	return tm.wsBusy[wsID]
}

// WorkflowInputs turns a workflow tool's input object into the workflow's
// inputs: strings as they are, other values as JSON. Every input the
// workflow declares must be given.
func WorkflowInputs(wf *config.Workflow, input json.RawMessage) (map[string]string, error) {
	var obj map[string]any
	if len(input) > 0 {
		if err := json.Unmarshal(input, &obj); err != nil {
			return nil, tools.InvalidInput("input must be an object: %v", err)
		}
	}
	vars := map[string]string{}
	for k, v := range obj {
		if s, ok := v.(string); ok {
			vars[k] = s
			continue
		}
		b, _ := json.Marshal(v) // it came from JSON
		vars[k] = string(b)
	}
	for _, in := range wf.Inputs {
		if _, ok := vars[in]; !ok {
			return nil, tools.InvalidInput("workflow %s needs the input %q (inputs: %s)", wf.Name, in, strings.Join(wf.Inputs, ", "))
		}
	}
	return vars, nil
}

// RunWorkflow runs wf as a tool: a workspace of its own (tag tool-…) with
// vars as its inputs, its kickoff delivered here, until none of its agents
// has work left; then it is stopped (it stays listed and readable) and its
// final channel message is the result. Cancelling ctx stops it. Errors are
// tool errors.
func (tm *Team) RunWorkflow(ctx context.Context, wf *config.Workflow, vars map[string]string, dir string) (result string, err error) {
	fail := func(format string, args ...any) error {
		return &session.ToolError{Code: tools.CodeExecutionFailed, Message: fmt.Sprintf(format, args...)}
	}
	id := session.NewID()
	tag := "tool-" + strings.ToLower(id[len(id)-6:])
	ws, ins, err := tm.StartWorkflow(ctx, wf, tag, dir, vars, tm.owner)
	if err != nil {
		return "", fail("starting workflow %s: %v", wf.Name, err)
	}
	defer func() {
		tm.Finished(ctx, ws, err, nil)
		if err := tm.Stop(context.WithoutCancel(ctx), ws); err != nil {
			tm.log.Warn("stopping a workflow tool's workspace", "workspace", ws.Key(), "err", err)
		}
	}()
	tm.Deliver(ctx, ins...)
	// Done when nothing of the workspace is in flight here and nothing is
	// queued for it, twice in a row (a reply is posted, and its mentions
	// queued, before the instruction that made it counts as done).
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	quiet := 0
	for quiet < 2 {
		select {
		case <-ctx.Done():
			return "", ctx.Err()
		case <-tick.C:
		}
		pending := 0
		for _, st := range []string{session.InstructionPending, session.InstructionClaimed} {
			list, err := tm.st.Instructions(ctx, st)
			if err != nil {
				return "", fail("watching workflow %s: %v", ws.Key(), err)
			}
			for _, in := range list {
				if in.WorkspaceID == ws.ID {
					pending++
				}
			}
		}
		if pending == 0 && tm.workspaceBusy(ws.ID) == 0 {
			quiet++
		} else {
			quiet = 0
		}
	}
	path, err := tm.st.Path(ctx, ws.ChannelID, session.DefaultBranch)
	if err != nil {
		return "", fail("reading #%s: %v", ws.Key(), err)
	}
	return channelSummary(ws, path)
}

// channelSummary is a finished workflow's result: who spoke, problems
// reported in the channel, and the last agent message in full.
func channelSummary(ws session.Workspace, path []session.Entry) (string, error) {
	var last *session.Entry
	speakers := map[string]int{}
	var problems []string
	for i := range path {
		e := &path[i]
		text := strings.TrimSpace(session.Text(e.Content))
		switch {
		case e.Author == "grove" && text != "":
			problems = append(problems, text)
		case e.Author != "user" && e.Author != "" && text != "":
			speakers[e.Author]++
			last = e
		}
	}
	if last == nil {
		msg := fmt.Sprintf("workflow %s ended without a message from its agents", ws.Key())
		if len(problems) > 0 {
			msg += ": " + strings.Join(problems, "; ")
		}
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: msg}
	}
	names := make([]string, 0, len(speakers))
	n := 0
	for name, c := range speakers {
		names = append(names, name)
		n += c
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "Workflow %s finished (#%s): %d messages from %s.\n", ws.Workflow, ws.Key(), n, strings.Join(names, ", "))
	for _, p := range problems {
		fmt.Fprintf(&b, "%s\n", p)
	}
	fmt.Fprintf(&b, "\nFinal message, from %s:\n%s", last.Author, strings.TrimSpace(session.Text(last.Content)))
	return b.String(), nil
}
