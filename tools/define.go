package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/grovechat/grove/internal/lazyre"
	"github.com/grovechat/grove/internal/yamlfield"

	"github.com/grovechat/grove/session"
)

// TargetKind says what a user-defined tool runs: a command, a built-in
// tool, an MCP tool or an agent.
type TargetKind string

const (
	TargetBuiltin TargetKind = "builtin" // another registered tool, e.g. shell
	TargetMCP     TargetKind = "mcp"     // a tool of a configured MCP server
	TargetAgent   TargetKind = "agent"   // another agent; the engine runs it
	TargetCommand TargetKind = "command" // a shell command template
	// TargetWorkflow runs a workflow file (.workflows/NAME.yaml or a path)
	// as a workspace of its own; the tool is always async and its result
	// is the workflow's final channel message.
	TargetWorkflow TargetKind = "workflow"
)

// Invocation modes for agent targets.
const (
	ModeDelegate = "delegate"
	ModeLoopIn   = "loop_in"
)

// Target is what a definition dispatches to. Exactly one kind is set.
type Target struct {
	Kind TargetKind
	// Builtin names a registered tool (TargetBuiltin).
	Builtin string
	// Server and Tool name an MCP tool (TargetMCP); it is registered as
	// Server__Tool.
	Server, Tool string
	// Agent and Mode (delegate or loop_in) name an agent (TargetAgent).
	Agent, Mode string
	// Command is run with /bin/sh -c in the sandbox root (TargetCommand).
	// Inputs are never pasted into it: they arrive as environment variables
	// GROVE_INPUT (the whole JSON object) and GROVE_INPUT_<NAME> (each
	// top-level field, strings raw, other values as JSON), and as JSON on
	// stdin. Quote them in the template: "$GROVE_INPUT_TOPIC".
	Command string
	// Workflow names the workflow file (TargetWorkflow): a name in
	// .workflows/ or a path. The tool's input fields are the workflow's
	// inputs (its kickoff's ${{ name }} variables).
	Workflow string
}

// Definition is a tool defined in YAML (.tools/*.yaml or the config dir).
type Definition struct {
	Name        string
	Description string
	Schema      json.RawMessage
	Target      Target
	Async       bool
	// Idempotent declares that running the tool again with the same input
	// does no harm, so an interrupted background call is re-submitted
	// after a restart instead of failed.
	Idempotent bool
	Retry      RetryPolicy
	// InputMapping builds the target's input: target field → "$.path.in.input"
	// (a value from the model's input) or a literal string. Empty passes the
	// input through.
	InputMapping map[string]string
	// Permission overrides the default mode (ask for commands and agents;
	// builtin and mcp targets inherit their target's rules).
	Permission Mode
	// Source is "file:line" of the definition.
	Source string
}

// DefinitionError names the file, line and field of a bad definition.
type DefinitionError = yamlfield.Error

var toolName = lazyre.New(`^[a-zA-Z0-9_-]{1,64}$`)

// DefinitionDirs returns where definitions live: the project's .tools
// directory and the user's config dir (configHome is $XDG_CONFIG_HOME).
func DefinitionDirs(projectDir, configHome string) []string {
	return []string{filepath.Join(configHome, "grove", "tools"), filepath.Join(projectDir, ".tools")}
}

// LoadDefinitions reads every *.yaml and *.yml file of the directories in
// order (missing directories are skipped); a later definition with the same
// name replaces an earlier one, so list the user dir before the project dir
// for the project to win. A file holds one definition, or several under
// `tools:`. All errors are returned joined, each naming file, line, field.
func LoadDefinitions(dirs ...string) ([]Definition, error) {
	byName := map[string]Definition{}
	var errs []error
	for _, dir := range dirs {
		ents, err := os.ReadDir(dir)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("reading tool definitions in %s: %w", dir, err))
			continue
		}
		for _, e := range ents {
			if e.IsDir() || !(strings.HasSuffix(e.Name(), ".yaml") || strings.HasSuffix(e.Name(), ".yml")) {
				continue
			}
			path := filepath.Join(dir, e.Name())
			data, err := os.ReadFile(path)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			defs, err := ParseDefinitions(path, data)
			if err != nil {
				errs = append(errs, err)
			}
			for _, d := range defs {
				byName[d.Name] = d
			}
		}
	}
	out := make([]Definition, 0, len(byName))
	for _, d := range byName {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, errors.Join(errs...)
}

// MapInput applies an input mapping to the model's input object.
func MapInput(mapping map[string]string, input json.RawMessage) (json.RawMessage, error) {
	if len(mapping) == 0 {
		return input, nil
	}
	var in map[string]any
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, InvalidInput("input must be an object: %v", err)
	}
	out := map[string]any{}
	for field, src := range mapping {
		if !strings.HasPrefix(src, "$.") {
			out[field] = src
			continue
		}
		var cur any = in
		found := true
		for _, part := range strings.Split(strings.TrimPrefix(src, "$."), ".") {
			m, ok := cur.(map[string]any)
			if !ok {
				found = false
				break
			}
			if cur, ok = m[part]; !ok {
				found = false
				break
			}
		}
		if found {
			out[field] = cur
		}
	}
	return json.Marshal(out)
}

// AgentRunner runs agent-targeted tools; the engine implements it. For
// delegate it runs a one-shot turn of def.Target.Agent with input and
// returns its answer; for loop_in it adds the agent to the conversation in
// ctx's CallInfo and returns a short note. Errors follow Tool.Run's contract
// (AGENT_DECLINED or EXECUTION_FAILED tool errors).
type AgentRunner interface {
	RunAgentTool(ctx context.Context, def Definition, input json.RawMessage) (string, error)
}

// WorkflowRunner runs workflow-targeted tools; the engine implements it:
// it starts def.Target.Workflow as a workspace of its own with the input's
// fields as the workflow's inputs, waits until its agents are done, stops
// it, and returns its final channel message. Errors are tool errors.
type WorkflowRunner interface {
	RunWorkflowTool(ctx context.Context, def Definition, input json.RawMessage) (string, error)
}

// CodeAgentDeclined is the code for an agent that would not do the work.
const CodeAgentDeclined = "AGENT_DECLINED"

// Defined is a Tool built from a Definition.
type Defined struct {
	def    Definition
	reg    *Registry
	box    *Sandbox
	agents AgentRunner
	flows  WorkflowRunner
	secret []string
}

// BuildOptions are what definitions need to run.
type BuildOptions struct {
	Registry  *Registry      // where builtin and mcp targets are looked up
	Sandbox   *Sandbox       // command targets run in its root
	Agents    AgentRunner    // may be nil until the engine installs one
	Workflows WorkflowRunner // may be nil until the engine installs one
	SecretEnv []string       // more env names to strip from commands
}

// Build turns definitions into tools (register them into o.Registry).
func Build(defs []Definition, o BuildOptions) []Tool {
	out := make([]Tool, 0, len(defs))
	for _, d := range defs {
		if d.Target.Kind == TargetAgent && d.Target.Mode != ModeLoopIn {
			d.Schema = withContextArg(d.Schema)
		}
		out = append(out, &Defined{def: d, reg: o.Registry, box: o.Sandbox, agents: o.Agents, flows: o.Workflows, secret: o.SecretEnv})
	}
	return out
}

// Definition returns the parsed definition (the engine dispatches agent
// targets from it).
func (t *Defined) Definition() Definition { return t.def }

func (t *Defined) Spec() Spec {
	return Spec{Name: t.def.Name, Description: t.def.Description, Schema: t.def.Schema,
		Async:      t.def.Async && !(t.def.Target.Kind == TargetAgent && t.def.Target.Mode == ModeLoopIn),
		Idempotent: t.def.Idempotent}
}

func (t *Defined) RetryPolicy() RetryPolicy { return t.def.Retry }

func (t *Defined) DefaultMode() Mode {
	if t.def.Permission != "" {
		return t.def.Permission
	}
	switch t.def.Target.Kind {
	case TargetBuiltin, TargetMCP:
		return ModeAllow // the target's own rules are checked when it runs
	}
	return ModeAsk
}

func (t *Defined) Subject(args json.RawMessage) Subject {
	if t.def.Target.Kind == TargetCommand {
		return Subject{Value: t.def.Target.Command, Command: true}
	}
	return Subject{}
}

func (t *Defined) targetName() string {
	if t.def.Target.Kind == TargetMCP {
		return MCPToolName(t.def.Target.Server, t.def.Target.Tool)
	}
	return t.def.Target.Builtin
}

func (t *Defined) Run(ctx context.Context, args json.RawMessage) (string, error) {
	input, err := MapInput(t.def.InputMapping, args)
	if err != nil {
		return "", err
	}
	switch t.def.Target.Kind {
	case TargetBuiltin, TargetMCP:
		if t.reg == nil {
			return "", fmt.Errorf("tool %s has no registry to find %s in", t.def.Name, t.targetName())
		}
		name := t.targetName()
		if name == t.def.Name {
			return "", fmt.Errorf("tool %s targets itself", name)
		}
		if _, ok := t.reg.Get(name); !ok {
			return "", &session.ToolError{Code: CodeExecutionFailed, Retriable: t.def.Target.Kind == TargetMCP,
				Message: fmt.Sprintf("%s's target %s is not available (is the MCP server connected?)", t.def.Name, name)}
		}
		return t.reg.call(ctx, "", name, input)
	case TargetAgent:
		if t.agents == nil {
			return "", &session.ToolError{Code: CodeExecutionFailed, Message: "agent tools are not available in this run of grove"}
		}
		return t.agents.RunAgentTool(ctx, t.def, keepContextArg(args, input))
	case TargetWorkflow:
		if t.flows == nil {
			return "", &session.ToolError{Code: CodeExecutionFailed, Message: "workflow tools are not available in this run of grove"}
		}
		return t.flows.RunWorkflowTool(ctx, t.def, input)
	case TargetCommand:
		if t.box == nil {
			return "", fmt.Errorf("tool %s has no sandbox to run in", t.def.Name)
		}
		return t.runCommand(ctx, input)
	}
	return "", fmt.Errorf("tool %s has no target", t.def.Name)
}

// runCommand passes input as env vars and stdin, never inside the command
// text, so a model cannot inject shell syntax through its arguments. A
// non-zero exit is a (non-retriable) EXECUTION_FAILED carrying the output.
func (t *Defined) runCommand(ctx context.Context, input json.RawMessage) (string, error) {
	var obj map[string]any
	// Registry.Call validated input against the tool's schema before Run.
	_ = json.Unmarshal(input, &obj)
	env := SafeEnv(os.Environ(), t.secret...)
	env = append(env, "GROVE_INPUT="+string(input), "GROVE_TOOL="+t.def.Name)
	for k, v := range obj {
		name := "GROVE_INPUT_" + strings.ToUpper(envName.ReplaceAllString(k, "_"))
		s, ok := v.(string)
		if !ok {
			b, _ := json.Marshal(v)
			s = string(b)
		}
		if strings.ContainsRune(s, 0) {
			return "", InvalidInput("input %s contains a NUL byte", k)
		}
		env = append(env, name+"="+s)
	}
	cmd := exec.Command("/bin/sh", "-c", t.def.Target.Command)
	cmd.Env = env
	timeout := t.def.Retry.Timeout
	if timeout <= 0 {
		timeout = MaxBackgroundTimeout
	}
	out, err := RunCommand(ctx, cmd, t.box, timeout, bytes.NewReader(input))
	if err != nil {
		return "", err
	}
	if !strings.HasPrefix(out, "exit status 0 ") {
		return "", &session.ToolError{Code: CodeExecutionFailed, Message: out}
	}
	_, body, _ := strings.Cut(out, "\n")
	return body, nil
}

var envName = lazyre.New(`[^A-Za-z0-9_]`)

// MCPToolName is the registry name of an MCP server's tool: server__tool,
// with characters providers refuse replaced by _ and cut to 64.
func MCPToolName(server, tool string) string {
	n := envName.ReplaceAllString(server, "_") + "__" + regexp.MustCompile(`[^A-Za-z0-9_-]`).ReplaceAllString(tool, "_")
	if len(n) > 64 {
		n = n[:64]
	}
	return n
}
