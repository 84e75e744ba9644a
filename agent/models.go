package agent

import (
	"encoding/json"
	"fmt"
	"strings"

	"grove/agent/llm"
	"grove/session"
	"grove/tools"
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

// UseModelTool is the tool an agent with several models calls to choose
// the model of its next steps.
const UseModelTool = "use_model"

// How a step's model was chosen (recorded on its entries).
const (
	ChosePrimary   = "primary"
	ChoseRoute     = "route:"
	ChoseUseModel  = UseModelTool
	routeToolSteps = "tool_steps"
	routeDefault   = "default"
)

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

// stepModel is the definition a turn's next step runs with: its profile is
// the model chosen for the step, by precedence the model the agent picked
// with use_model earlier in this turn, its route, its primary. A turn whose
// model a person chose (SendRequest.Model) keeps that model. view is the
// branch as the turn sees it. It also returns the chosen model's reference
// and how it was chosen (both "" when the agent has one model).
func (t *turnRun) stepModel(view []session.Entry) (def Definition, ref, why string) {
	def = t.def
	if len(def.Models) < 2 || t.turn.Model != "" {
		return def, "", ""
	}
	ref, why = def.Models[0].Ref, ChosePrimary
	switch afterTool := afterTools(view, t.turn.ID); {
	case afterTool && def.Route.ToolSteps != "":
		ref, why = def.Route.ToolSteps, ChoseRoute+routeToolSteps
	case !afterTool && def.Route.Default != "":
		ref, why = def.Route.Default, ChoseRoute+routeDefault
	}
	if chosen := chosenModel(view, t.turn.ID); chosen != "" {
		ref, why = chosen, ChoseUseModel
	}
	m, ok := def.model(ref)
	if !ok {
		m, why = def.Models[0], ChosePrimary
	}
	def.Profile = m.Profile
	return def, m.Ref, why
}

func (d Definition) model(ref string) (ModelOption, bool) {
	for _, m := range d.Models {
		if m.Ref == ref {
			return m, true
		}
	}
	return ModelOption{}, false
}

// afterTools reports whether the turn's newest entry on view is a tool
// result or a background result: the next step reads what tools returned.
func afterTools(view []session.Entry, turnID string) bool {
	for i := len(view) - 1; i >= 0; i-- {
		e := view[i]
		if e.TurnID != turnID {
			continue
		}
		switch e.Kind {
		case session.EntryToolResult, session.EntryAsyncResult:
			return true
		case session.EntryMessage:
			return false
		}
	}
	return false
}

// chosenModel is the model of the turn's newest successful use_model call
// on view ("" when none). It is read from the branch, so a turn resumed
// after a restart keeps its choice.
func chosenModel(view []session.Entry, turnID string) string {
	asked := map[string]string{}
	chosen := ""
	for _, e := range view {
		if e.TurnID != turnID {
			continue
		}
		for _, b := range e.Content {
			switch {
			case b.ToolCall != nil && b.ToolCall.Name == UseModelTool:
				var in struct {
					Model string `json:"model"`
				}
				if json.Unmarshal(b.ToolCall.Arguments, &in) == nil {
					asked[b.ToolCall.ID] = in.Model
				}
			case b.ToolResult != nil && b.ToolResult.Success && asked[b.ToolResult.ToolCallID] != "":
				chosen = asked[b.ToolResult.ToolCallID]
			}
		}
	}
	return chosen
}

// useModelSpec is the use_model tool of an agent with several models.
func useModelSpec(def Definition) tools.Spec {
	refs := make([]string, len(def.Models))
	var desc strings.Builder
	desc.WriteString("Choose the model for your next steps in this turn (from the next call on, until you choose again; the next message starts with your usual choice). Your models: ")
	for i, m := range def.Models {
		refs[i] = m.Ref
		if i > 0 {
			desc.WriteString(", ")
		}
		fmt.Fprintf(&desc, "%s (%s/%s", m.Ref, m.Profile.Provider, m.Profile.Model)
		if i == 0 {
			desc.WriteString(", primary")
		}
		desc.WriteString(")")
	}
	desc.WriteString(". Use a fast model for routine tool work and a strong one for hard reasoning.")
	schema, _ := json.Marshal(map[string]any{
		"type": "object",
		"properties": map[string]any{
			"model":  map[string]any{"type": "string", "enum": refs, "description": "one of your models"},
			"reason": map[string]any{"type": "string", "description": "why, in a few words"},
		},
		"required": []string{"model"},
	})
	return tools.Spec{Name: UseModelTool, Description: desc.String(), Schema: schema}
}

// useModel answers a use_model call; the choice itself is read back from
// the branch by stepModel.
func (t *turnRun) useModel(c session.ToolCall) session.ToolResult {
	res := session.ToolResult{ToolCallID: c.ID, Name: c.Name}
	var in struct {
		Model string `json:"model"`
	}
	_ = json.Unmarshal(c.Arguments, &in)
	if t.turn.Model != "" {
		res.Error = &session.ToolError{Code: tools.CodeInvalidInput, Message: "the person chose the model of this turn (" + t.turn.Model + "); it cannot be changed"}
		return res
	}
	m, ok := t.def.model(in.Model)
	if !ok {
		refs := make([]string, len(t.def.Models))
		for i, m := range t.def.Models {
			refs[i] = m.Ref
		}
		res.Error = &session.ToolError{Code: tools.CodeInvalidInput, Message: fmt.Sprintf("unknown model %q: choose one of %s", in.Model, strings.Join(refs, ", "))}
		return res
	}
	res.Success = true
	res.Result = fmt.Sprintf("Your next steps in this turn use %s (%s/%s).", m.Ref, m.Profile.Provider, m.Profile.Model)
	return res
}
