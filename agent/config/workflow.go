package config

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/internal/lazyre"
)

// Workflow is a parsed .workflows/NAME.yaml: its agents (references to
// defined agents or inline ones), setup steps and kickoff message.
type Workflow struct {
	Name      string
	Path      string
	Agents    []WorkflowAgent // in file order
	Workspace map[string]any
	Setup     []SetupStep
	Kickoff   string
	// Inputs are variables the one who starts the workflow gives (a
	// workflow tool's input fields); the kickoff may use them.
	Inputs []string
}

// WorkflowAgent is one entry of a workflow's agents: a reference to a global
// agent (Ref set, with an optional prompt append and runtime overrides) or
// an inline, workflow-local agent (Inline set).
type WorkflowAgent struct {
	Name   string
	Ref    string
	Append string
	// Effective is the definition turns in this workspace use: the global
	// agent with the overrides and append applied, or the inline one.
	Effective Definition
}

// SetupStep is a shell command run before the kickoff; its output is
// captured as a variable.
type SetupStep struct {
	Shell string
	As    string
	Line  int
}

type workflowYAML struct {
	Name      string                     `yaml:"name"`
	Agents    map[string]workflowAgentYA `yaml:"agents"`
	Workspace map[string]any             `yaml:"workspace"`
	Setup     []struct {
		Shell string `yaml:"shell"`
		As    string `yaml:"as"`
	} `yaml:"setup"`
	Kickoff string   `yaml:"kickoff"`
	Inputs  []string `yaml:"inputs"`
}

type workflowAgentYA struct {
	Ref     string `yaml:"ref"`
	Model   string `yaml:"model"`
	Backend string `yaml:"backend"`
	Prompt  struct {
		System     string `yaml:"system"`
		SystemFile string `yaml:"system_file"`
		Append     string `yaml:"append"`
	} `yaml:"prompt"`
	Soul      *Soul     `yaml:"soul"`
	Tools     []string  `yaml:"tools"`
	MaxTokens int       `yaml:"max_tokens"`
	MaxSteps  int       `yaml:"max_steps"`
	Schedule  *Schedule `yaml:"schedule"`
}

var (
	varRe     = lazyre.New(`\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`)
	mentionRe = lazyre.New(`(?:^|[^\w@.])@([a-z][a-z0-9_-]{0,39})\b`)
	identRe   = lazyre.New(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// Mentions returns the distinct @names in text, in order.
func Mentions(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range mentionRe.FindAllStringSubmatch(text, -1) {
		if !seen[m[1]] {
			seen[m[1]] = true
			out = append(out, m[1])
		}
	}
	return out
}

// ParseWorkflowFile reads and validates a workflow file against the agents
// known (by name). Errors are *DefinitionError naming file, line and field.
func ParseWorkflowFile(path string, cfg Config, agents map[string]Definition) (*Workflow, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &DefinitionError{File: path, Msg: err.Error()}
	}
	return ParseWorkflow(path, b, cfg, agents)
}

// ParseWorkflow validates a workflow: ref agents must exist and may only
// append to their prompt (no system, system_file or soul); inline agents
// need a model and prompt.system XOR prompt.system_file and may not use
// prompt.append; setup steps need a shell command and an identifier for
// `as`; the kickoff may only use variables set by setup and mention agents
// of the workflow.
func ParseWorkflow(path string, b []byte, cfg Config, agents map[string]Definition) (*Workflow, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(b, &root); err != nil {
		return nil, yamlError(path, err, nil)
	}
	var f workflowYAML
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return nil, yamlError(path, err, f)
	}
	p := &workflowParser{path: path, root: &root, cfg: cfg, agents: agents}
	wf := &Workflow{Name: f.Name, Path: path, Workspace: f.Workspace, Kickoff: f.Kickoff}
	if wf.Name == "" {
		wf.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	if !agentNameRe.MatchString(wf.Name) {
		return nil, p.bad("name", "%q must be lower case letters, digits, - or _", wf.Name)
	}
	if len(f.Agents) == 0 {
		return nil, p.bad("agents", "a workflow needs at least one agent")
	}
	for _, name := range agentOrder(&root, f.Agents) {
		wa, err := p.agent(name, f.Agents[name])
		if err != nil {
			return nil, err
		}
		wf.Agents = append(wf.Agents, wa)
	}
	vars, err := p.setup(wf, f)
	if err != nil {
		return nil, err
	}
	for _, m := range varRe.FindAllStringSubmatch(f.Kickoff, -1) {
		if !vars[m[1]] {
			return nil, p.bad("kickoff", "${{ %s }} is not set by any setup step (add `as: %s` to one) or listed in inputs", m[1], m[1])
		}
	}
	for _, m := range Mentions(f.Kickoff) {
		if wf.Agent(m) == nil {
			return nil, p.bad("kickoff", "@%s is not an agent of this workflow", m)
		}
	}
	return wf, nil
}

// workflowParser is what checking a workflow's parts needs: the file, its
// YAML tree (for line numbers), the config and the defined agents.
type workflowParser struct {
	path   string
	root   *yaml.Node
	cfg    Config
	agents map[string]Definition
}

// bad is a DefinitionError at the line of field (dotted path).
func (p *workflowParser) bad(field, format string, args ...any) error {
	return &DefinitionError{File: p.path, Line: nodeLine(p.root, strings.Split(field, ".")...), Field: field, Msg: fmt.Sprintf(format, args...)}
}

// agentOrder is the agents' order in the file (sorted by name when the
// YAML tree does not show it).
func agentOrder(root *yaml.Node, agents map[string]workflowAgentYA) []string {
	order := make([]string, 0, len(agents))
	if doc := root.Content; len(doc) > 0 && doc[0].Kind == yaml.MappingNode {
		for i := 0; i+1 < len(doc[0].Content); i += 2 {
			if doc[0].Content[i].Value == "agents" && doc[0].Content[i+1].Kind == yaml.MappingNode {
				m := doc[0].Content[i+1]
				for j := 0; j+1 < len(m.Content); j += 2 {
					order = append(order, m.Content[j].Value)
				}
			}
		}
	}
	if len(order) != len(agents) {
		order = order[:0]
		for n := range agents {
			order = append(order, n)
		}
		sort.Strings(order)
	}
	return order
}

// agent checks one agent of the workflow and works out its effective
// definition: a ref agent's with the file's overrides, or an inline one.
func (p *workflowParser) agent(name string, e workflowAgentYA) (WorkflowAgent, error) {
	field := "agents." + name
	wa := WorkflowAgent{Name: name, Ref: e.Ref, Append: e.Prompt.Append}
	if !agentNameRe.MatchString(name) {
		return wa, p.bad(field, "%q must be lower case letters, digits, - or _ (up to 40)", name)
	}
	if e.Backend != "" && e.Backend != "sdk" && e.Backend != "mock" {
		return wa, p.bad(field+".backend", "backend %q is not supported in a workflow file: define the agent in .agents/%s.yaml with backend: and reference it (ref: %s)", e.Backend, name, name)
	}
	var err error
	if e.Ref != "" {
		wa.Effective, err = p.refAgent(field, e)
	} else {
		wa.Effective, err = p.inlineAgent(name, field, e)
	}
	if err != nil {
		return wa, err
	}
	if e.Schedule != nil && e.Schedule.Wakeup != "" {
		every, err := time.ParseDuration(e.Schedule.Wakeup)
		if err != nil || every < time.Minute {
			return wa, p.bad(field+".schedule.wakeup", "%q is not a duration of at least 1m", e.Schedule.Wakeup)
		}
		s := *e.Schedule
		s.Every = every
		wa.Effective.Schedule = s
	}
	return wa, nil
}

// refAgent is a defined agent with what the workflow file may change of
// it: model, limits, tools and an addition to its system prompt.
func (p *workflowParser) refAgent(field string, e workflowAgentYA) (Definition, error) {
	base, ok := p.agents[e.Ref]
	switch {
	case !ok:
		return Definition{}, p.bad(field+".ref", "no agent named %q (define .agents/%s.yaml)", e.Ref, e.Ref)
	case e.Prompt.System != "" || e.Prompt.SystemFile != "":
		f := field + ".prompt.system"
		if e.Prompt.SystemFile != "" {
			f = field + ".prompt.system_file"
		}
		return Definition{}, p.bad(f, "a ref agent keeps its own system prompt; use prompt.append to add to it")
	case e.Soul != nil:
		return Definition{}, p.bad(field+".soul", "a ref agent keeps its own soul; only an inline agent may define one")
	}
	d := base
	if e.Model != "" {
		prof, err := p.cfg.ResolveModel(e.Model)
		if err != nil {
			return Definition{}, p.bad(field+".model", "%s", err)
		}
		d.Profile = prof
	}
	if e.MaxTokens < 0 || e.MaxSteps < 0 {
		return Definition{}, p.bad(field+".max_steps", "limits must be positive")
	}
	if e.MaxTokens > 0 {
		d.MaxTokens = e.MaxTokens
	}
	if e.MaxSteps > 0 {
		d.MaxSteps = e.MaxSteps
	}
	if e.Tools != nil {
		d.Tools = e.Tools
	}
	if strings.TrimSpace(e.Prompt.Append) != "" {
		d.System = strings.TrimRight(d.System, "\n") + "\n\n" + strings.TrimSpace(e.Prompt.Append)
	}
	return d, nil
}

// inlineAgent is an agent the workflow file defines itself: a model and a
// system prompt (or a file holding it) are required.
func (p *workflowParser) inlineAgent(name, field string, e workflowAgentYA) (Definition, error) {
	switch {
	case e.Prompt.Append != "":
		return Definition{}, p.bad(field+".prompt.append", "prompt.append extends a ref agent; an inline agent sets prompt.system")
	case e.Model == "":
		return Definition{}, p.bad(field+".model", "an inline agent needs a model (or ref: to use a global agent)")
	case e.Prompt.System != "" && e.Prompt.SystemFile != "":
		return Definition{}, p.bad(field+".prompt.system_file", "set either prompt.system or prompt.system_file, not both")
	case e.Prompt.System == "" && e.Prompt.SystemFile == "":
		return Definition{}, p.bad(field+".prompt", "prompt.system or prompt.system_file is required")
	}
	prof, err := p.cfg.ResolveModel(e.Model)
	if err != nil {
		return Definition{}, p.bad(field+".model", "%s", err)
	}
	system := e.Prompt.System
	if sf := e.Prompt.SystemFile; sf != "" {
		if !filepath.IsAbs(sf) {
			sf = filepath.Join(filepath.Dir(p.path), sf)
		}
		sb, err := os.ReadFile(sf)
		if err != nil {
			return Definition{}, p.bad(field+".prompt.system_file", "cannot read %s", sf)
		}
		system = string(sb)
	}
	d := Definition{Name: name, Profile: prof, System: system, Tools: e.Tools, MaxSteps: e.MaxSteps, MaxTokens: e.MaxTokens, Source: p.path}
	if e.Soul != nil {
		d.Soul = *e.Soul
	}
	return d.WithDefaults(), nil
}

// setup checks the inputs and setup steps into wf and returns the
// variables they set, which the kickoff may use.
func (p *workflowParser) setup(wf *Workflow, f workflowYAML) (map[string]bool, error) {
	vars := map[string]bool{}
	for i, in := range f.Inputs {
		if !identRe.MatchString(in) {
			return nil, p.bad("inputs", "input %d: %q is not a variable name (letters, digits, _)", i, in)
		}
		vars[in] = true
	}
	wf.Inputs = f.Inputs
	for i, s := range f.Setup {
		field := fmt.Sprintf("setup.%d", i)
		line := setupLine(p.root, i)
		if strings.TrimSpace(s.Shell) == "" {
			return nil, &DefinitionError{File: p.path, Line: line, Field: field + ".shell", Msg: "a setup step needs a shell command"}
		}
		if s.As != "" && !identRe.MatchString(s.As) {
			return nil, &DefinitionError{File: p.path, Line: line, Field: field + ".as", Msg: fmt.Sprintf("%q is not a variable name (letters, digits, _)", s.As)}
		}
		if s.As != "" {
			vars[s.As] = true
		}
		wf.Setup = append(wf.Setup, SetupStep{Shell: s.Shell, As: s.As, Line: line})
	}
	return vars, nil
}

func setupLine(root *yaml.Node, i int) int {
	n := root
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	for j := 0; j+1 < len(n.Content); j += 2 {
		if n.Content[j].Value == "setup" {
			if s := n.Content[j+1]; s.Kind == yaml.SequenceNode && i < len(s.Content) {
				return s.Content[i].Line
			}
			return n.Content[j].Line
		}
	}
	return 0
}

// Agent returns the workflow's agent by name (nil when absent).
func (wf *Workflow) Agent(name string) *WorkflowAgent {
	for i := range wf.Agents {
		if wf.Agents[i].Name == name {
			return &wf.Agents[i]
		}
	}
	return nil
}

// RunSetup runs the setup steps in dir (a shell each, 2 minutes at most)
// and returns the captured variables (output without its final newline).
func (wf *Workflow) RunSetup(ctx context.Context, dir string, vars map[string]string) (map[string]string, error) {
	out := map[string]string{}
	for k, v := range vars {
		out[k] = v
	}
	for i, s := range wf.Setup {
		sctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		cmd := exec.CommandContext(sctx, "sh", "-c", s.Shell)
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		b, err := cmd.Output()
		cancel()
		if err != nil {
			return out, fmt.Errorf("%s:%d: setup.%d (%s) failed: %v %s", wf.Path, s.Line, i, s.Shell, err, strings.TrimSpace(stderr.String()))
		}
		if s.As != "" {
			out[s.As] = strings.TrimRight(string(b), "\n")
		}
	}
	return out, nil
}

// InputValues checks the inputs given to start wf (the command line's
// --input KEY=VALUE) and returns them as the workflow's variables: every
// input the workflow declares needs a value, and every name given must be
// one it declares.
func (wf *Workflow) InputValues(given map[string]string) (map[string]string, error) {
	declared := map[string]bool{}
	for _, in := range wf.Inputs {
		declared[in] = true
	}
	names := make([]string, 0, len(given))
	for k := range given {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if !declared[k] {
			if len(wf.Inputs) == 0 {
				return nil, fmt.Errorf("workflow %s declares no inputs, but --input %s was given", wf.Name, k)
			}
			return nil, fmt.Errorf("workflow %s has no input %q (its inputs: %s)", wf.Name, k, strings.Join(wf.Inputs, ", "))
		}
	}
	vars := map[string]string{}
	for _, in := range wf.Inputs {
		v, ok := given[in]
		if !ok {
			return nil, fmt.Errorf("workflow %s needs the input %q (--input %s=VALUE)", wf.Name, in, in)
		}
		vars[in] = v
	}
	return vars, nil
}

// Interpolate replaces ${{ var }} in text.
func Interpolate(text string, vars map[string]string) string {
	return varRe.ReplaceAllStringFunc(text, func(m string) string {
		return vars[varRe.FindStringSubmatch(m)[1]]
	})
}
