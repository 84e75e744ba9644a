package tools

// Tool definition files: the YAML format and its checks, each error at
// the file, line and field it is about.

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/internal/yamlfield"
)

// yamlDef is the file format.
type yamlDef struct {
	Name         string            `yaml:"name"`
	Description  string            `yaml:"description"`
	InputSchema  yaml.Node         `yaml:"input_schema"`
	Async        bool              `yaml:"async"`
	Idempotent   bool              `yaml:"idempotent"`
	Retry        *yamlRetry        `yaml:"retry"`
	InputMapping map[string]string `yaml:"input_mapping"`
	Permission   string            `yaml:"permission"`
	Target       yamlTarget        `yaml:"target"`
}

type yamlTarget struct {
	Builtin string `yaml:"builtin"`
	MCP     *struct {
		Server string `yaml:"server"`
		Tool   string `yaml:"tool"`
	} `yaml:"mcp"`
	Agent    string `yaml:"agent"`
	Mode     string `yaml:"mode"`
	Command  string `yaml:"command"`
	Workflow string `yaml:"workflow"`
}

type yamlRetry struct {
	Attempts int    `yaml:"attempts"`
	Backoff  string `yaml:"backoff"`
	Timeout  string `yaml:"timeout"`
}

// ParseDefinitions parses one file's content; file names the errors.
func ParseDefinitions(file string, data []byte) ([]Definition, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		line := 0
		var te *yaml.TypeError
		if !errors.As(err, &te) {
			fmt.Sscanf(strings.TrimPrefix(err.Error(), "yaml: "), "line %d:", &line)
		}
		return nil, &DefinitionError{File: file, Line: line, Msg: strings.TrimPrefix(err.Error(), "yaml: ")}
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, &DefinitionError{File: file, Line: root.Line, Msg: "a tool definition must be a mapping"}
	}
	items := []*yaml.Node{root}
	if list := child(root, "tools"); list != nil {
		if list.Kind != yaml.SequenceNode {
			return nil, &DefinitionError{File: file, Line: list.Line, Field: "tools", Msg: "must be a list of tool definitions"}
		}
		items = list.Content
	}
	var defs []Definition
	var errs []error
	for _, n := range items {
		d, err := parseDefinition(file, n)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		defs = append(defs, d)
	}
	return defs, errors.Join(errs...)
}

var knownFields = map[string]bool{"name": true, "description": true, "input_schema": true, "async": true, "idempotent": true,
	"retry": true, "input_mapping": true, "permission": true, "target": true}

func parseDefinition(file string, n *yaml.Node) (Definition, error) {
	p := defParser{file: file, n: n}
	y, err := p.decode()
	if err != nil {
		return Definition{}, err
	}
	d := Definition{Name: y.Name, Description: strings.TrimSpace(y.Description), Async: y.Async,
		Idempotent: y.Idempotent, InputMapping: y.InputMapping, Source: fmt.Sprintf("%s:%d", file, n.Line)}
	if !toolName.MatchString(d.Name) {
		return d, p.bad(child(n, "name"), "name", "must be 1-64 letters, digits, _ or - (got %q)", d.Name)
	}
	if d.Description == "" {
		return d, p.bad(child(n, "description"), "description", "is required: the model decides when to call the tool from it")
	}
	if d.Schema, err = p.schema(); err != nil {
		return d, err
	}
	if y.Retry != nil {
		if d.Retry, err = p.retry(y.Retry); err != nil {
			return d, err
		}
	}
	if y.Permission != "" {
		switch m := Mode(y.Permission); m {
		case ModeAllow, ModeAsk, ModeDeny:
			d.Permission = m
		default:
			return d, p.bad(child(n, "permission"), "permission", "must be allow, ask or deny (got %q)", y.Permission)
		}
	}
	for k, v := range d.InputMapping {
		if strings.HasPrefix(v, "$") && !strings.HasPrefix(v, "$.") {
			return d, p.bad(child(n, "input_mapping"), "input_mapping."+k, `paths start with "$." (got %q)`, v)
		}
	}
	return d, p.target(&d, y.Target)
}

// defParser is one tool definition being parsed: its file and YAML node.
type defParser struct {
	file string
	n    *yaml.Node
}

// bad is a DefinitionError at node (the definition itself when nil).
func (p defParser) bad(node *yaml.Node, field, format string, args ...any) error {
	line := p.n.Line
	if node != nil {
		line = node.Line
	}
	return &DefinitionError{File: p.file, Line: line, Field: field, Msg: fmt.Sprintf(format, args...)}
}

// decode decodes the definition, refusing unknown fields by name (with the
// closest known one) and type errors at their line.
func (p defParser) decode() (yamlDef, error) {
	n := p.n
	if n.Kind != yaml.MappingNode {
		return yamlDef{}, p.bad(n, "", "a tool definition must be a mapping")
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; !knownFields[k.Value] {
			known := make([]string, 0, len(knownFields))
			for f := range knownFields {
				known = append(known, f)
			}
			sort.Strings(known)
			e := yamlfield.Unknown(p.file, k.Line, k.Value, known)
			return yamlDef{}, &DefinitionError{File: e.File, Line: e.Line, Field: e.Field, Msg: e.Msg}
		}
	}
	var y yamlDef
	if err := n.Decode(&y); err != nil {
		var te *yaml.TypeError
		if errors.As(err, &te) && len(te.Errors) > 0 {
			line := n.Line
			fmt.Sscanf(te.Errors[0], "line %d:", &line)
			return y, &DefinitionError{File: p.file, Line: line, Msg: te.Errors[0]}
		}
		return y, p.bad(n, "", "%v", err)
	}
	return y, nil
}

// schema is the input_schema as JSON: an object schema, {"type":"object"}
// when there is none.
func (p defParser) schema() (json.RawMessage, error) {
	sn := child(p.n, "input_schema")
	if sn == nil {
		return json.RawMessage(`{"type":"object"}`), nil
	}
	var v any
	if err := sn.Decode(&v); err != nil {
		return nil, p.bad(sn, "input_schema", "%v", err)
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, p.bad(sn, "input_schema", "cannot be expressed as JSON: %v", err)
	}
	if m, ok := v.(map[string]any); !ok || m["type"] != "object" {
		return nil, p.bad(sn, "input_schema", `must be an object schema (type: object)`)
	}
	if err := ValidateSchema(raw); err != nil {
		return nil, p.bad(sn, "input_schema", "%v", err)
	}
	return raw, nil
}

// retry is the retry policy: attempts up to 10, durations not negative.
func (p defParser) retry(y *yamlRetry) (RetryPolicy, error) {
	rn := child(p.n, "retry")
	r := RetryPolicy{Attempts: y.Attempts}
	if r.Attempts < 0 || r.Attempts > 10 {
		return r, p.bad(child(rn, "attempts"), "retry.attempts", "must be between 1 and 10")
	}
	for _, f := range []struct {
		name string
		s    string
		dst  *time.Duration
	}{{"backoff", y.Backoff, &r.Backoff}, {"timeout", y.Timeout, &r.Timeout}} {
		if f.s == "" {
			continue
		}
		v, err := time.ParseDuration(f.s)
		if err != nil || v < 0 {
			return r, p.bad(child(rn, f.name), "retry."+f.name, "must be a duration like 500ms or 2m (got %q)", f.s)
		}
		*f.dst = v
	}
	return r, nil
}

// target sets d's target: exactly one of builtin, mcp, agent, command and
// workflow.
func (p defParser) target(d *Definition, t yamlTarget) error {
	tn := child(p.n, "target")
	if tn == nil {
		return p.bad(p.n, "target", "is required (one of builtin, mcp, agent, command, workflow)")
	}
	set := 0
	for _, ok := range []bool{t.Builtin != "", t.MCP != nil, t.Agent != "", t.Command != "", t.Workflow != ""} {
		if ok {
			set++
		}
	}
	if set != 1 {
		return p.bad(tn, "target", "needs exactly one of builtin, mcp, agent, command, workflow")
	}
	switch {
	case t.Builtin != "":
		d.Target = Target{Kind: TargetBuiltin, Builtin: t.Builtin}
	case t.MCP != nil:
		if t.MCP.Server == "" || t.MCP.Tool == "" {
			return p.bad(child(tn, "mcp"), "target.mcp", "needs server and tool")
		}
		d.Target = Target{Kind: TargetMCP, Server: t.MCP.Server, Tool: t.MCP.Tool}
	case t.Agent != "":
		mode := t.Mode
		if mode == "" {
			mode = ModeDelegate
		}
		if mode != ModeDelegate && mode != ModeLoopIn {
			return p.bad(child(tn, "mode"), "target.mode", "must be delegate or loop_in (got %q)", mode)
		}
		if mode == ModeLoopIn && d.Async {
			return p.bad(child(p.n, "async"), "async", "does not apply to loop_in: the agent joins the conversation at once")
		}
		d.Target = Target{Kind: TargetAgent, Agent: t.Agent, Mode: mode}
	case t.Workflow != "":
		d.Target = Target{Kind: TargetWorkflow, Workflow: t.Workflow}
		d.Async = true // a workflow takes its agents' turns: it always runs in the background
	default:
		d.Target = Target{Kind: TargetCommand, Command: t.Command}
	}
	if t.Mode != "" && d.Target.Kind != TargetAgent {
		return p.bad(child(tn, "mode"), "target.mode", "only applies to agent targets")
	}
	return nil
}

func child(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}
