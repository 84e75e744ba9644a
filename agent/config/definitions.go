package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/internal/lazyre"
	"github.com/grovechat/grove/internal/yamlfield"
	"github.com/grovechat/grove/tools"
)

var agentNameRe = lazyre.New(`^[a-z][a-z0-9_-]{0,39}$`)

// DefinitionError is a problem in an agent file, with where it is.
type DefinitionError = yamlfield.Error

// ParseAgentFile reads and validates one agent file: the seed schema with
// prompt.system XOR prompt.system_file, a known model, right types, and no
// unknown fields. Errors are *DefinitionError naming file, line and field.
func ParseAgentFile(path string, cfg Config) (Definition, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Definition{}, &DefinitionError{File: path, Msg: err.Error()}
	}
	return ParseAgent(path, b, cfg)
}

// ParseAgent is ParseAgentFile on bytes already read.
func ParseAgent(path string, b []byte, cfg Config) (Definition, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(b, &root); err != nil {
		return Definition{}, yamlError(path, err, nil)
	}
	var f AgentFile
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil && !errors.Is(err, io.EOF) {
		return Definition{}, yamlError(path, err, f)
	}
	bad := func(field, format string, args ...any) error {
		return &DefinitionError{File: path, Line: nodeLine(&root, strings.Split(field, ".")...), Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if f.Name == "" {
		return Definition{}, bad("name", "required")
	}
	if !agentNameRe.MatchString(f.Name) {
		return Definition{}, bad("name", "%q must be lower case letters, digits, - or _ (up to 40)", f.Name)
	}
	if base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)); base != f.Name && filepath.Ext(path) != "" {
		return Definition{}, bad("name", "%q does not match the file name %s", f.Name, filepath.Base(path))
	}
	models, profile, err := agentModels(f, cfg, bad)
	if err != nil {
		return Definition{}, err
	}
	if err := checkEmbeddings(f.Embeddings, "embeddings", bad); err != nil {
		return Definition{}, err
	}
	switch {
	case f.Prompt.System != "" && f.Prompt.SystemFile != "":
		return Definition{}, bad("prompt.system_file", "set either prompt.system or prompt.system_file, not both")
	case f.Prompt.System == "" && f.Prompt.SystemFile == "":
		return Definition{}, bad("prompt", "prompt.system or prompt.system_file is required")
	}
	system, sf := f.Prompt.System, ""
	if f.Prompt.SystemFile != "" {
		sf = f.Prompt.SystemFile
		if !filepath.IsAbs(sf) {
			sf = filepath.Join(filepath.Dir(path), sf)
		}
		sb, err := os.ReadFile(sf)
		if err != nil {
			return Definition{}, bad("prompt.system_file", "cannot read %s: %v", sf, errors.Unwrap(err))
		}
		system = string(sb)
	}
	if err := checkAgentLimits(&f, bad); err != nil {
		return Definition{}, err
	}
	d := Definition{
		Name: f.Name, Profile: profile, System: system, Soul: f.Soul, Tools: f.Tools,
		MaxSteps: f.MaxSteps, MaxTokens: f.MaxTokens, ThinThread: f.Context.ThinThread,
		Extraction: f.Memory.Extraction == nil || *f.Memory.Extraction, ExtractionModel: f.Memory.Model,
		Schedule: f.Schedule, Source: path, SystemFile: sf, Route: f.Route,
		Backend: f.Backend, BackendArgs: f.BackendArgs, WorkDir: f.WorkDir, PromotedFrom: f.PromotedFrom,
		Budget: f.Budget, BudgetSwitch: f.BudgetSwitch, DelegateContext: f.DelegateContext,
	}
	if f.Embeddings != nil {
		spec := f.Embeddings.Spec()
		d.Embeddings = &spec
	}
	if len(models) > 1 {
		d.Models = models
	}
	if f.PromotedFrom != "" && !IsTemporaryName(f.PromotedFrom) {
		return Definition{}, bad("promoted_from", "%q is not a temporary agent's name (temp.N)", f.PromotedFrom)
	}
	if backend.IsCLI(d.Backend) && d.ExtractionModel == "" {
		// A CLI's own model is not one grove can call: extraction needs
		// memory.model.
		d.Extraction = false
	}
	if d.ExtractionModel != "" {
		if _, err := cfg.ResolveModel(d.ExtractionModel); err != nil {
			return Definition{}, bad("memory.model", "%s", err)
		}
	}
	return d.WithDefaults(), nil
}

// yamlError describes an error of decoding path into target: file, line,
// field and, for an unknown field, the closest known one.
func yamlError(path string, err error, target any) error {
	e := yamlfield.FromDecode(path, err, reflect.TypeOf(target))
	return &DefinitionError{File: e.File, Line: e.Line, Field: e.Field, Msg: e.Msg}
}

// nodeLine finds the line of a key path in a YAML document (0 if absent;
// the parent's line when only a prefix exists).
func nodeLine(root *yaml.Node, path ...string) int {
	n := root
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	line := n.Line
	for _, key := range path {
		if n.Kind != yaml.MappingNode {
			return line
		}
		found := false
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				line = n.Content[i].Line
				n = n.Content[i+1]
				found = true
				break
			}
		}
		if !found {
			return line
		}
	}
	return line
}

// LoadAgents reads agent files from the given directories, later
// directories first so that earlier ones win (pass the project's .agents
// first, then the user's config dir). Missing directories are fine. Every
// bad file is reported; good ones still load.
func LoadAgents(cfg Config, dirs ...string) (map[string]Definition, []error) {
	out := map[string]Definition{}
	var errs []error
	for i := len(dirs) - 1; i >= 0; i-- {
		files, err := filepath.Glob(filepath.Join(dirs[i], "*.yaml"))
		if err != nil {
			continue
		}
		more, _ := filepath.Glob(filepath.Join(dirs[i], "*.yml"))
		files = append(files, more...)
		sort.Strings(files)
		for _, f := range files {
			d, err := ParseAgentFile(f, cfg)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			out[d.Name] = d
		}
	}
	return out, errs
}

// WriteAgentFile writes an agent definition as YAML (0600, directory 0700).
func WriteAgentFile(path string, f AgentFile) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	b, err := yaml.Marshal(f)
	if err != nil {
		return err
	}
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("%s already exists", path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return os.WriteFile(path, b, 0o600)
}

// checkAgentLimits checks an agent file's limits, caps, delegation context
// and schedule, and reads the schedule's interval into f.
func checkAgentLimits(f *AgentFile, bad func(field, format string, args ...any) error) error {
	if f.MaxSteps < 0 || f.MaxTokens < 0 || f.Context.ThinThread < 0 {
		return bad("max_steps", "limits must be positive")
	}
	if f.Budget < 0 {
		return bad("budget", "a cap in dollars must be positive (0 or unset = no cap)")
	}
	if f.BudgetSwitch < 0 || f.BudgetSwitch > 1 {
		return bad("budget_switch", "%v is not a part of the cap between 0 and 1 (e.g. 0.8)", f.BudgetSwitch)
	}
	if f.DelegateContext != "" {
		if _, err := tools.ParseDelegateContext(f.DelegateContext); err != nil {
			return bad("delegate_context", "%v", err)
		}
	}
	if f.Schedule.Wakeup != "" {
		d, err := time.ParseDuration(f.Schedule.Wakeup)
		if err != nil || d < time.Minute {
			return bad("schedule.wakeup", "%q is not a duration of at least 1m (e.g. 5m, 1h)", f.Schedule.Wakeup)
		}
		f.Schedule.Every = d
		if strings.TrimSpace(f.Schedule.Prompt) == "" {
			return bad("schedule.prompt", "a scheduled wake-up needs a prompt")
		}
	}
	return nil
}
