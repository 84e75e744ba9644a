package tools

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func writeDef(t *testing.T, dir, name, body string) {
	t.Helper()
	os.MkdirAll(dir, 0o755)
	if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadDefinitions(t *testing.T) {
	project, config := t.TempDir(), t.TempDir()
	dirs := DefinitionDirs(project, config)
	writeDef(t, dirs[0], "research.yaml", `
name: research
description: user version
target: {command: "echo user"}
`)
	writeDef(t, dirs[1], "research.yaml", `
name: research
description: Research a topic slowly.
async: true
input_schema:
  type: object
  properties:
    topic: {type: string}
  required: [topic]
retry: {attempts: 3, backoff: 2s, timeout: 10m}
target:
  command: ./research.sh "$GROVE_INPUT_TOPIC"
`)
	writeDef(t, dirs[1], "more.yml", `
tools:
  - name: ask_architect
    description: Ask the architect.
    target: {agent: architect}
  - name: bring_reviewer
    description: Add the reviewer.
    target: {agent: reviewer, mode: loop_in}
  - name: issue
    description: File an issue.
    input_mapping: {title: "$.summary", repo: grove}
    target: {mcp: {server: github, tool: create_issue}}
`)
	defs, err := LoadDefinitions(dirs...)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]Definition{}
	for _, d := range defs {
		byName[d.Name] = d
	}
	r := byName["research"]
	if r.Description != "Research a topic slowly." || !r.Async || r.Target.Kind != TargetCommand ||
		r.Retry != (RetryPolicy{Attempts: 3, Backoff: 2 * time.Second, Timeout: 10 * time.Minute}) || !strings.Contains(string(r.Schema), `"topic"`) {
		t.Fatalf("research: %+v", r)
	}
	if a := byName["ask_architect"]; a.Target != (Target{Kind: TargetAgent, Agent: "architect", Mode: ModeDelegate}) {
		t.Fatalf("agent: %+v", a.Target)
	}
	if a := byName["bring_reviewer"]; a.Target.Mode != ModeLoopIn {
		t.Fatalf("loop_in: %+v", a.Target)
	}
	if m := byName["issue"]; m.Target.Server != "github" || m.Target.Tool != "create_issue" || m.InputMapping["title"] != "$.summary" {
		t.Fatalf("mcp: %+v", m)
	}
}

func TestDefinitionErrorsNameFileLineField(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"unknown field", "name: a\ndescription: d\ntarget: {command: x}\nasynk: true\n", "bad.yaml:4: asynk: unknown field"},
		{"bad name", "name: 'has space'\ndescription: d\ntarget: {command: x}\n", "bad.yaml:1: name: must be"},
		{"no target", "name: a\ndescription: d\n", "bad.yaml:1: target: is required"},
		{"two targets", "name: a\ndescription: d\ntarget:\n  command: x\n  agent: y\n", "bad.yaml:4: target: needs exactly one"},
		{"bad mode", "name: a\ndescription: d\ntarget:\n  agent: y\n  mode: shout\n", "bad.yaml:5: target.mode: must be delegate or loop_in"},
		{"bad duration", "name: a\ndescription: d\ntarget: {command: x}\nretry:\n  timeout: soon\n", "bad.yaml:5: retry.timeout: must be a duration"},
		{"bad schema", "name: a\ndescription: d\ntarget: {command: x}\ninput_schema:\n  type: object\n  properties: {x: {type: 7}}\n", "bad.yaml:5: input_schema:"},
		{"async loop_in", "name: a\ndescription: d\nasync: true\ntarget: {agent: y, mode: loop_in}\n", "bad.yaml:3: async: does not apply"},
		{"yaml syntax", "name: a\n  description: [\n", "bad.yaml:2:"},
		{"wrong type", "name: a\ndescription: d\nasync: maybe\ntarget: {command: x}\n", "bad.yaml:3:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			writeDef(t, dir, "bad.yaml", c.body)
			_, err := LoadDefinitions(dir)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), dir) {
				t.Fatalf("error %v, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestCommandToolPassesInputSafely(t *testing.T) {
	w := newSandbox(t)
	t.Setenv("OPENAI_API_KEY", "sk-secret")
	defs, err := ParseDefinitions("t.yaml", []byte(`
name: echo_topic
description: Echo the topic.
permission: allow
input_schema:
  type: object
  properties: {topic: {type: string}, n: {type: integer}}
  required: [topic]
target:
  command: 'printf "topic=%s n=%s key=%s\n" "$GROVE_INPUT_TOPIC" "$GROVE_INPUT_N" "$OPENAI_API_KEY"; cat'
`))
	if err != nil {
		t.Fatal(err)
	}
	r := NewRegistry()
	for _, tool := range Build(defs, BuildOptions{Registry: r, Sandbox: w}) {
		r.Register(tool)
	}
	r.SetGate(NewPermissions(nil, nil, nil))
	evil := `$(touch pwned); rm -rf ~ "quoted"`
	args, _ := json.Marshal(map[string]any{"topic": evil, "n": 3})
	res := call(r, context.Background(), "echo_topic", string(args))
	if !res.Success {
		t.Fatalf("%+v", res)
	}
	if !strings.HasPrefix(res.Result, "topic="+evil+" n=3 key=\n") || !strings.Contains(res.Result, `"topic":`) {
		t.Fatalf("result: %q", res.Result)
	}
	if _, err := os.Stat(filepath.Join(w.Root(), "pwned")); err == nil {
		t.Fatal("input was interpreted by the shell")
	}
	wantCode(t, call(r, context.Background(), "echo_topic", `{"n":3}`), CodeInvalidInput)
}

func TestBuiltinTargetWithMappingKeepsTargetRules(t *testing.T) {
	w := newSandbox(t)
	defs, err := ParseDefinitions("t.yaml", []byte(`
name: run_tests
description: Run the tests.
input_mapping: {command: "echo testing $PWD"}
target: {builtin: shell}
`))
	if err != nil {
		t.Fatal(err)
	}
	r := NewRegistry(ShellTools(w)...)
	r.Register(Build(defs, BuildOptions{Registry: r, Sandbox: w})[0])
	// The wrapper is allowed, but shell still asks: headless refuses.
	r.SetGate(NewPermissions(DefaultRules(), HeadlessAsker{}, nil))
	wantCode(t, call(r, context.Background(), "run_tests", `{}`), CodePermissionDenied)
	r.SetGate(NewPermissions([]Rule{{"shell:echo testing *", ModeAllow}}, nil, nil))
	if res := call(r, context.Background(), "run_tests", `{}`); !res.Success || !strings.Contains(res.Result, "testing "+w.Root()) {
		t.Fatalf("%+v", res)
	}
	// Agent targets without an engine fail clearly.
	defs, _ = ParseDefinitions("t.yaml", []byte("name: ask\ndescription: d\ntarget: {agent: architect}\n"))
	r.Register(Build(defs, BuildOptions{Registry: r})[0])
	r.SetGate(nil)
	wantCode(t, call(r, context.Background(), "ask", `{}`), CodeExecutionFailed)
}

func TestMapInput(t *testing.T) {
	out, err := MapInput(map[string]string{"q": "$.query.text", "lang": "en", "gone": "$.nope"}, json.RawMessage(`{"query":{"text":"hi"},"x":1}`))
	if err != nil || string(out) != `{"lang":"en","q":"hi"}` {
		t.Fatalf("%s %v", out, err)
	}
}

// Tools say whether running them again is harmless: the read-only and
// waiting built-ins are, shell and file writes are not, and a defined tool
// only when its file says idempotent: true.
func TestIdempotentTools(t *testing.T) {
	ws, err := NewSandbox(t.TempDir(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"wait": true, "read_file": true, "grep": true, "glob": true, "list": true, "calculate": true,
		"shell": false, "write_file": false, "edit_file": false, "shell_background": false}
	seen := 0
	for _, tool := range Standard(ws) {
		s := tool.Spec()
		if w, ok := want[s.Name]; ok {
			seen++
			if s.Idempotent != w {
				t.Errorf("%s: idempotent %v, want %v", s.Name, s.Idempotent, w)
			}
		}
	}
	if seen != len(want) {
		t.Fatalf("saw %d of %d built-ins", seen, len(want))
	}
	defs, err := ParseDefinitions("t.yaml", []byte(`
tools:
  - name: fetch_status
    description: Read the build status.
    async: true
    idempotent: true
    target: {command: "cat status"}
  - name: deploy
    description: Deploy.
    async: true
    target: {command: "./deploy.sh"}
`))
	if err != nil {
		t.Fatal(err)
	}
	built := Build(defs, BuildOptions{})
	if !built[0].Spec().Idempotent || built[1].Spec().Idempotent {
		t.Fatalf("idempotent: %v %v, want true false", built[0].Spec().Idempotent, built[1].Spec().Idempotent)
	}
}
