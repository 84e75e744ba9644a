package config

import (
	"strings"

	"github.com/grovechat/grove/agent/llm"
)

// ModelOption is one model an agent may use: the reference as its
// definition writes it and the profile it resolves to.
type ModelOption struct {
	Ref     string
	Profile llm.Profile
}

// Route chooses the model of a step by rule. ToolSteps is for a step that
// goes on after tool results (the model reads what its tools returned);
// Default is for every other step (answering a message). An empty field
// means the primary model.
type Route struct {
	ToolSteps string `yaml:"tool_steps,omitempty" json:"tool_steps,omitempty"`
	Default   string `yaml:"default,omitempty" json:"default,omitempty"`
}

// parseModels reads model or models (never both) and checks route against
// them. The first model is the primary.
func parseModels(f AgentFile, cfg Config, bad func(field, format string, args ...any) error) ([]ModelOption, error) {
	switch {
	case f.Model != "" && len(f.Models) > 0:
		return nil, bad("models", "set model or models, not both (models lists the primary first)")
	case f.Model == "" && len(f.Models) == 0:
		return nil, bad("model", "required (a profile name, provider/model, or offline; or models: [primary, other…])")
	}
	refs, field := f.Models, "models"
	if f.Model != "" {
		refs, field = []string{f.Model}, "model"
	}
	var out []ModelOption
	seen := map[string]bool{}
	for _, ref := range refs {
		if seen[ref] {
			return nil, bad(field, "%q is listed twice", ref)
		}
		seen[ref] = true
		p, err := cfg.ResolveModel(ref)
		if err != nil {
			return nil, bad(field, "%s", err)
		}
		out = append(out, ModelOption{Ref: ref, Profile: p})
	}
	for _, r := range []struct{ field, ref string }{{"route.tool_steps", f.Route.ToolSteps}, {"route.default", f.Route.Default}} {
		if r.ref != "" && !seen[r.ref] {
			return nil, bad(r.field, "%q is not one of the agent's models (%s)", r.ref, strings.Join(refs, ", "))
		}
	}
	return out, nil
}

// Model returns the agent's model named ref.
func (d Definition) Model(ref string) (ModelOption, bool) {
	for _, m := range d.Models {
		if m.Ref == ref {
			return m, true
		}
	}
	return ModelOption{}, false
}
