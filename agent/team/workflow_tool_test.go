package team

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

const reviewFlow = `name: review
inputs: [topic]
agents:
  alice: { ref: alice }
  bob: { ref: bob }
kickoff: "@alice Review ${{ topic }} and ask @bob for a second look."
`

// flowRunner is what grove's wiring does for a workflow tool: find the
// workflow, take the input as its inputs, run it.
type flowRunner struct {
	te *teamEnv
	t  *testing.T
}

func (r flowRunner) RunWorkflowTool(ctx context.Context, def tools.Definition, input json.RawMessage) (string, error) {
	wf, err := config.ParseWorkflow(def.Target.Workflow+".yaml", []byte(reviewFlow), config.Config{}, r.te.defs)
	if err != nil {
		return "", err
	}
	vars, err := WorkflowInputs(wf, input)
	if err != nil {
		return "", err
	}
	return r.te.team.RunWorkflow(ctx, wf, vars, r.t.TempDir())
}

// TestWorkflowTool: a .tools definition with a workflow target is an async
// tool; called, it runs the workflow on the offline model in a workspace
// of its own, and its result is the final channel message; the workspace
// is stopped afterwards, its channel kept.
func TestWorkflowTool(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	defs, err := tools.ParseDefinitions("review.yaml", []byte(`name: review_topic
description: Has alice and bob review a topic; the answer is their final word.
input_schema:
  type: object
  properties:
    topic: { type: string }
  required: [topic]
target:
  workflow: review
`))
	if err != nil {
		t.Fatal(err)
	}
	tool := tools.Build(defs, tools.BuildOptions{Workflows: flowRunner{te, t}})[0]
	if !tool.Spec().Async {
		t.Fatal("a workflow tool is not async")
	}
	out, err := tool.Run(ctx, json.RawMessage(`{"topic": "the parser"}`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "Workflow review finished (#review:tool-") || !strings.Contains(out, "messages from alice, bob") ||
		!strings.Contains(out, "Final message, from ") {
		t.Fatalf("result:\n%s", out)
	}
	t.Logf("result:\n%s", out)
	all, _ := te.store.Workspaces(ctx, false)
	if len(all) != 1 || all[0].Status != session.WorkspaceStopped {
		t.Fatalf("workspaces after the tool: %+v", all)
	}
	ch := channel(t, te.store, all[0])
	if !strings.Contains(session.Text(ch[0].Content), "@alice Review the parser") {
		t.Fatalf("kickoff %q", session.Text(ch[0].Content))
	}
	last := ch[len(ch)-1]
	if !strings.HasSuffix(out, strings.TrimSpace(session.Text(last.Content))) {
		t.Fatalf("the result does not end with the channel's last message %q:\n%s", session.Text(last.Content), out)
	}

	// A missing input is refused before anything starts.
	if _, err := tool.Run(ctx, json.RawMessage(`{}`)); err == nil || !strings.Contains(err.Error(), `needs the input "topic"`) {
		t.Fatalf("missing input: %v", err)
	}
	if all, _ := te.store.Workspaces(ctx, false); len(all) != 1 {
		t.Fatalf("a workspace started without its input: %+v", all)
	}
}
