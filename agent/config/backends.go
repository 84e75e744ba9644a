package config

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/llm"
)

// TemporaryPrefix starts the name of every temporary agent ("temp.1"): a
// dot never appears in a defined agent's name, so the two never collide.
const TemporaryPrefix = "temp."

// IsTemporaryName reports whether name is a temporary agent's.
func IsTemporaryName(name string) bool {
	n, ok := strings.CutPrefix(name, TemporaryPrefix)
	if !ok {
		return false
	}
	_, err := strconv.Atoi(n)
	return err == nil
}

// cliContextWindow is the context grove assembles for a CLI backend, in
// tokens: the CLI keeps its own session, so grove sends its agent's
// context (system prompt, soul, memories) and the messages the CLI has not
// seen, within this budget.
const cliContextWindow = 24000

// CLIProfile is the profile of an agent run by an agent CLI: the backend
// is its provider, model the CLI's own model name ("" = its default).
func CLIProfile(backendName, model string) llm.Profile {
	name := backendName
	if model != "" {
		name += "/" + model
	}
	return llm.Profile{Name: name, Provider: backendName, Model: model, ContextWindow: cliContextWindow}
}

// agentProfile resolves an agent file's model for its backend; field names
// the field an error is about.
func agentProfile(f AgentFile, cfg Config) (llm.Profile, string, error) {
	if !backend.IsCLI(f.Backend) && (len(f.BackendArgs) > 0 || f.WorkDir != "") {
		field := "backend_args"
		if f.WorkDir != "" {
			field = "workdir"
		}
		return llm.Profile{}, field, fmt.Errorf("only for a CLI backend (backend: %s)", strings.Join(backend.CLIs(), ", "))
	}
	switch {
	case f.Backend == "" || f.Backend == backend.SDK:
		if f.Model == "" {
			return llm.Profile{}, "model", errors.New("required (a profile name, provider/model, or offline)")
		}
		p, err := cfg.ResolveModel(f.Model)
		return p, "model", err
	case f.Backend == backend.Mock:
		return llm.OfflineProfile(), "", nil
	case backend.IsCLI(f.Backend):
		// The CLI's own model name, passed to it as it is.
		return CLIProfile(f.Backend, f.Model), "", nil
	}
	return llm.Profile{}, "backend", fmt.Errorf("%q is not one of %s", f.Backend, strings.Join(backend.Names(), ", "))
}

// agentModels reads an agent's models: for the sdk engine its model or
// models list (primary first, with an optional route); for the other
// backends the one profile the backend runs (several models and routing
// are the sdk engine's).
func agentModels(f AgentFile, cfg Config, bad func(field, format string, args ...any) error) ([]ModelOption, llm.Profile, error) {
	if (f.Backend == "" || f.Backend == backend.SDK) && len(f.BackendArgs) == 0 && f.WorkDir == "" {
		ms, err := parseModels(f, cfg, bad)
		if err != nil {
			return nil, llm.Profile{}, err
		}
		return ms, ms[0].Profile, nil
	}
	if len(f.Models) > 0 {
		return nil, llm.Profile{}, bad("models", "several models are for the sdk backend; backend %s runs one (model:)", f.Backend)
	}
	if f.Route != (Route{}) {
		return nil, llm.Profile{}, bad("route", "routing is for the sdk backend, not %s", f.Backend)
	}
	p, field, err := agentProfile(f, cfg)
	if err != nil {
		return nil, llm.Profile{}, bad(field, "%s", err)
	}
	return nil, p, nil
}

// RunsCLI reports whether an agent CLI runs the agent: a model named for
// it is then the CLI's own model name, not a profile of the config.
func (d Definition) RunsCLI() bool { return backend.IsCLI(d.Backend) }
