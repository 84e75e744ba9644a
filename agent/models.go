package agent

import (
	"encoding/json"
	"fmt"
	"iter"
	"strings"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

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

// stepModel is the definition a turn's next step runs with: its profile is
// the model chosen for the step, by precedence the model the agent picked
// with use_model earlier in this turn, its route, its primary. A turn whose
// model a person chose (SendRequest.Model) keeps that model. view is the
// branch as the turn sees it. It also returns the chosen model's reference
// and how it was chosen (both "" when the agent has one model).
func (t *turnRun) stepModel(view []session.Entry) (def config.Definition, ref, why string) {
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
	m, ok := def.Model(ref)
	if !ok {
		m, why = def.Models[0], ChosePrimary
	}
	def.Profile = m.Profile
	return def, m.Ref, why
}

// afterTools reports whether the turn's newest entry on view is a tool
// result or a background result: the next step reads what tools returned.
func afterTools(view []session.Entry, turnID string) bool {
	for e := range newestOfTurn(view, turnID) {
		switch e.Kind {
		case session.EntryToolResult, session.EntryAsyncResult:
			return true
		case session.EntryMessage:
			return false
		}
	}
	return false
}

// newestOfTurn yields the entries of turnID on view, newest first.
func newestOfTurn(view []session.Entry, turnID string) iter.Seq[session.Entry] {
	return func(yield func(session.Entry) bool) {
		for i := len(view) - 1; i >= 0; i-- {
			if view[i].TurnID == turnID && !yield(view[i]) {
				return
			}
		}
	}
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
func useModelSpec(def config.Definition) tools.Spec {
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
	m, ok := t.def.Model(in.Model)
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
