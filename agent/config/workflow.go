package config

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
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
	Kickoff string `yaml:"kickoff"`
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
	varRe     = regexp.MustCompile(`\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`)
	mentionRe = regexp.MustCompile(`(?:^|[^\w@.])@([a-z][a-z0-9_-]{0,39})\b`)
	identRe   = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
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
	bad := func(field, format string, args ...any) error {
		return &DefinitionError{File: path, Line: nodeLine(&root, strings.Split(field, ".")...), Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	wf := &Workflow{Name: f.Name, Path: path, Workspace: f.Workspace, Kickoff: f.Kickoff}
	if wf.Name == "" {
		wf.Name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	}
	if !agentNameRe.MatchString(wf.Name) {
		return nil, bad("name", "%q must be lower case letters, digits, - or _", wf.Name)
	}
	if len(f.Agents) == 0 {
		return nil, bad("agents", "a workflow needs at least one agent")
	}
	// File order of the agents.
	order := make([]string, 0, len(f.Agents))
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
	if len(order) != len(f.Agents) {
		order = order[:0]
		for n := range f.Agents {
			order = append(order, n)
		}
		sort.Strings(order)
	}
	for _, name := range order {
		e := f.Agents[name]
		field := "agents." + name
		if !agentNameRe.MatchString(name) {
			return nil, bad(field, "%q must be lower case letters, digits, - or _ (up to 40)", name)
		}
		wa := WorkflowAgent{Name: name, Ref: e.Ref, Append: e.Prompt.Append}
		if e.Backend != "" && e.Backend != "sdk" && e.Backend != "mock" {
			return nil, bad(field+".backend", "backend %q is not supported by grove (models are chosen with model:)", e.Backend)
		}
		if e.Ref != "" {
			base, ok := agents[e.Ref]
			switch {
			case !ok:
				return nil, bad(field+".ref", "no agent named %q (define .agents/%s.yaml)", e.Ref, e.Ref)
			case e.Prompt.System != "" || e.Prompt.SystemFile != "":
				f := field + ".prompt.system"
				if e.Prompt.SystemFile != "" {
					f = field + ".prompt.system_file"
				}
				return nil, bad(f, "a ref agent keeps its own system prompt; use prompt.append to add to it")
			case e.Soul != nil:
				return nil, bad(field+".soul", "a ref agent keeps its own soul; only an inline agent may define one")
			}
			d := base
			if e.Model != "" {
				p, err := cfg.ResolveModel(e.Model)
				if err != nil {
					return nil, bad(field+".model", "%s", err)
				}
				d.Profile = p
			}
			if e.MaxTokens < 0 || e.MaxSteps < 0 {
				return nil, bad(field+".max_steps", "limits must be positive")
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
			wa.Effective = d
		} else {
			switch {
			case e.Prompt.Append != "":
				return nil, bad(field+".prompt.append", "prompt.append extends a ref agent; an inline agent sets prompt.system")
			case e.Model == "":
				return nil, bad(field+".model", "an inline agent needs a model (or ref: to use a global agent)")
			case e.Prompt.System != "" && e.Prompt.SystemFile != "":
				return nil, bad(field+".prompt.system_file", "set either prompt.system or prompt.system_file, not both")
			case e.Prompt.System == "" && e.Prompt.SystemFile == "":
				return nil, bad(field+".prompt", "prompt.system or prompt.system_file is required")
			}
			p, err := cfg.ResolveModel(e.Model)
			if err != nil {
				return nil, bad(field+".model", "%s", err)
			}
			system := e.Prompt.System
			if sf := e.Prompt.SystemFile; sf != "" {
				if !filepath.IsAbs(sf) {
					sf = filepath.Join(filepath.Dir(path), sf)
				}
				sb, err := os.ReadFile(sf)
				if err != nil {
					return nil, bad(field+".prompt.system_file", "cannot read %s", sf)
				}
				system = string(sb)
			}
			d := Definition{Name: name, Profile: p, System: system, Tools: e.Tools, MaxSteps: e.MaxSteps, MaxTokens: e.MaxTokens, Source: path}
			if e.Soul != nil {
				d.Soul = *e.Soul
			}
			wa.Effective = d.WithDefaults()
		}
		if e.Schedule != nil && e.Schedule.Wakeup != "" {
			every, err := time.ParseDuration(e.Schedule.Wakeup)
			if err != nil || every < time.Minute {
				return nil, bad(field+".schedule.wakeup", "%q is not a duration of at least 1m", e.Schedule.Wakeup)
			}
			s := *e.Schedule
			s.Every = every
			wa.Effective.Schedule = s
		}
		wf.Agents = append(wf.Agents, wa)
	}
	vars := map[string]bool{}
	for i, s := range f.Setup {
		field := fmt.Sprintf("setup.%d", i)
		line := setupLine(&root, i)
		if strings.TrimSpace(s.Shell) == "" {
			return nil, &DefinitionError{File: path, Line: line, Field: field + ".shell", Msg: "a setup step needs a shell command"}
		}
		if s.As != "" && !identRe.MatchString(s.As) {
			return nil, &DefinitionError{File: path, Line: line, Field: field + ".as", Msg: fmt.Sprintf("%q is not a variable name (letters, digits, _)", s.As)}
		}
		if s.As != "" {
			vars[s.As] = true
		}
		wf.Setup = append(wf.Setup, SetupStep{Shell: s.Shell, As: s.As, Line: line})
	}
	for _, m := range varRe.FindAllStringSubmatch(f.Kickoff, -1) {
		if !vars[m[1]] {
			return nil, bad("kickoff", "${{ %s }} is not set by any setup step (add `as: %s` to one)", m[1], m[1])
		}
	}
	for _, m := range Mentions(f.Kickoff) {
		if wf.Agent(m) == nil {
			return nil, bad("kickoff", "@%s is not an agent of this workflow", m)
		}
	}
	return wf, nil
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

// Interpolate replaces ${{ var }} in text.
func Interpolate(text string, vars map[string]string) string {
	return varRe.ReplaceAllStringFunc(text, func(m string) string {
		return vars[varRe.FindStringSubmatch(m)[1]]
	})
}
