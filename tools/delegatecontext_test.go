package tools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// A delegate tool's schema gets the context argument (one that names it
// keeps its own, and loop_in gets none); the argument's values are read
// and a bad one is refused with what is allowed.
func TestDelegateContextArgument(t *testing.T) {
	defs := []Definition{
		{Name: "ask", Schema: json.RawMessage(`{"type":"object","properties":{"task":{"type":"string"}},"additionalProperties":false}`),
			Target: Target{Kind: TargetAgent, Agent: "a", Mode: ModeDelegate}},
		{Name: "own", Schema: json.RawMessage(`{"type":"object","properties":{"context":{"type":"integer"}}}`), Target: Target{Kind: TargetAgent, Agent: "a"}},
		{Name: "join", Schema: json.RawMessage(`{"type":"object","properties":{}}`), Target: Target{Kind: TargetAgent, Agent: "a", Mode: ModeLoopIn}},
	}
	specs := map[string]string{}
	for _, tl := range Build(defs, BuildOptions{}) {
		specs[tl.Spec().Name] = string(tl.Spec().Schema)
	}
	if !strings.Contains(specs["ask"], `"context":{"description":"What of this conversation`) || !strings.Contains(specs["ask"], `"task"`) {
		t.Fatalf("ask: %s", specs["ask"])
	}
	if !strings.Contains(specs["own"], `"context":{"type":"integer"}`) || strings.Contains(specs["join"], "context") {
		t.Fatalf("own: %s, join: %s", specs["own"], specs["join"])
	}
	for in, want := range map[string]string{"": "none", "none": "none", "thread": "thread", " Last:3 ": "last:3"} {
		if c, err := ParseDelegateContext(in); err != nil || c.String() != want {
			t.Fatalf("%q: %v %v", in, c, err)
		}
	}
	for _, in := range []string{"last:0", "last:201", "last:x", "all"} {
		if _, err := ParseDelegateContext(in); err == nil || !strings.Contains(err.Error(), "none, thread, or last:N") {
			t.Fatalf("%q: %v", in, err)
		}
	}
}

type recordingRunner struct{ got json.RawMessage }

func (r *recordingRunner) RunAgentTool(_ context.Context, _ Definition, input json.RawMessage) (string, error) {
	r.got = input
	return "ok", nil
}

// An input mapping keeps the context argument a delegate call was given.
func TestDelegateContextThroughInputMapping(t *testing.T) {
	r := &recordingRunner{}
	def := Definition{Name: "ask", InputMapping: map[string]string{"task": "$.question"},
		Target: Target{Kind: TargetAgent, Agent: "a", Mode: ModeDelegate}}
	tl := Build([]Definition{def}, BuildOptions{Agents: r})[0]
	if _, err := tl.Run(context.Background(), json.RawMessage(`{"question":"why?","context":"last:3"}`)); err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(r.got, &got); err != nil || got["task"] != "why?" || got["context"] != "last:3" || len(got) != 2 {
		t.Fatalf("the target got %s (%v)", r.got, err)
	}
}
