package cmd

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/tools"
)

// TestWorkflowToolWiring: a .tools file targeting a workflow of the
// project's .workflows is registered as an async tool; run, it finds the
// workflow as grove start does, runs it on the offline model with the
// tool's input as its inputs, and answers with the final channel message.
func TestWorkflowToolWiring(t *testing.T) {
	work := isolate(t)
	files := map[string]string{
		".agents/alice.yaml":    "name: alice\nmodel: offline\nprompt:\n  system: You review.\n",
		".workflows/check.yaml": "name: check\ninputs: [topic]\nagents:\n  alice: { ref: alice }\nkickoff: \"@alice Check ${{ topic }}.\"\n",
		".tools/check.yaml":     "name: check_topic\ndescription: Has alice check a topic.\ninput_schema:\n  type: object\n  properties:\n    topic: { type: string }\ntarget:\n  workflow: check\n",
	}
	for name, body := range files {
		writeFile(t, filepath.Join(work, name), body)
	}
	a := openTestApp(t)
	defs, err := tools.LoadDefinitions(filepath.Join(work, ".tools"))
	if err != nil || len(defs) != 1 || defs[0].Target.Kind != tools.TargetWorkflow || !defs[0].Async {
		t.Fatalf("definitions %+v %v", defs, err)
	}
	out, err := a.runner.RunWorkflowTool(context.Background(), defs[0], json.RawMessage(`{"topic":"the cache"}`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "Workflow check finished (#check:tool-") || !strings.Contains(out, "Final message, from alice:") {
		t.Fatalf("result:\n%s", out)
	}
}
