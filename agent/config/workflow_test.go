package config

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
)

func TestWorkflowValidation(t *testing.T) {
	alice := DefaultAssistant(llm.OfflineProfile())
	alice.Name = "alice"
	defs := map[string]Definition{"alice": alice}
	cases := []struct{ yml, want string }{
		{"agents:\n  a:\n    ref: nobody\n", `w.yaml:3: agents.a.ref: no agent named "nobody"`},
		{"agents:\n  alice:\n    ref: alice\n    prompt:\n      system: hi\n", "w.yaml:5: agents.alice.prompt.system: a ref agent keeps its own system prompt"},
		{"agents:\n  alice:\n    ref: alice\n    soul:\n      role: x\n", "w.yaml:4: agents.alice.soul: a ref agent keeps its own soul"},
		{"agents:\n  h:\n    model: offline\n    prompt:\n      system: a\n      system_file: b\n", "w.yaml:6: agents.h.prompt.system_file: set either prompt.system or prompt.system_file, not both"},
		{"agents:\n  h:\n    model: offline\n    prompt:\n      append: a\n", "w.yaml:5: agents.h.prompt.append: prompt.append extends a ref agent"},
		{"agents:\n  h:\n    prompt:\n      system: a\n", "w.yaml:2: agents.h.model: an inline agent needs a model"},
		{"agents:\n  alice: { ref: alice }\nsetup:\n  - shell: echo hi\n    as: 9x\n", "w.yaml:4: setup.0.as:"},
		{"agents:\n  alice: { ref: alice }\nkickoff: \"${{ diff }}\"\n", "w.yaml:3: kickoff: ${{ diff }} is not set by any setup step"},
		{"agents:\n  alice: { ref: alice }\nkickoff: \"@bob go\"\n", "w.yaml:3: kickoff: @bob is not an agent of this workflow"},
		{"agents:\n  alice: { ref: alice }\nbogus: 1\n", "w.yaml:3: bogus: unknown field"},
		{"agents:\n  alice: { ref: alice }\nkickof: hi\n", "w.yaml:3: kickof: unknown field (did you mean kickoff?)"},
	}
	for _, c := range cases {
		_, err := ParseWorkflow("w.yaml", []byte(c.yml), Config{}, defs)
		var de *DefinitionError
		if err == nil || !errors.As(err, &de) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %s", c.yml, err, c.want)
		}
	}
	wf, err := ParseWorkflow("w.yaml", []byte("agents:\n  alice:\n    ref: alice\n    max_steps: 3\n    prompt:\n      append: Be brief.\nsetup:\n  - shell: printf 'a b'\n    as: x\nkickoff: '@alice ${{ x }}'\n"), Config{}, defs)
	if err != nil {
		t.Fatal(err)
	}
	a := wf.Agent("alice")
	if a.Effective.Name != "alice" || a.Effective.MaxSteps != 3 || !strings.HasSuffix(a.Effective.System, "Be brief.") {
		t.Fatalf("effective %+v", a.Effective)
	}
	vars, err := wf.RunSetup(context.Background(), t.TempDir(), nil)
	if err != nil || Interpolate(wf.Kickoff, vars) != "@alice a b" {
		t.Fatalf("%v %q", err, Interpolate(wf.Kickoff, vars))
	}
}
