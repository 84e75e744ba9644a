package agent

import (
	"context"
	"fmt"

	"grove/agent/config"
	"grove/agent/llm"
	"grove/session"
)

// ContextAt rebuilds the request the agent was given at one point of a
// conversation, for replay: what the agent saw when it produced entryID.
//
// For an entry a model step wrote (an assistant message, or the tool
// results and llm_call record that follow it in the same step) that is the
// request of that step: the branch up to just before the step's assistant
// message. For any other entry (a user message, an async result, a
// compaction) it is the request that would have been built just before the
// entry arrived: the branch up to its parent.
//
// The request is assembled by the runtime's context builder with the
// agent of the entry's turn (with the turn's model override, when it has
// one and it still resolves), the turn's id, that agent's tool specs and
// Now set to the entry's creation time. Entries outside a turn use the
// agent that wrote them when it is still defined, else the conversation's
// agent.
//
// Two inputs cannot be reconstructed and are left empty: the background
// operations still running at that moment (ContextInput.Pending) and the
// other turns running in parallel (ContextInput.Parallel). The rebuilt
// request therefore lacks the system prompt's notes about them; the path is
// the turn's view (TurnPath) with the turns that wrote after the input left
// out (a sibling that was running but wrote nothing after it is not). It also reflects the agent definitions as they
// are now, not as they were.
//
// Errors: ENOTFOUND when the entry, its turn or its agent is gone.
func (r *Runtime) ContextAt(ctx context.Context, entryID string) (llm.Request, error) {
	path, err := r.store.PathTo(ctx, entryID)
	if err != nil {
		return llm.Request{}, err
	}
	if len(path) == 0 {
		return llm.Request{}, session.Errorf(session.ENOTFOUND, "entry %s not found", entryID)
	}
	at := stepStart(path)
	e := path[at]
	conv, err := r.store.Conversation(ctx, e.ConversationID)
	if err != nil {
		return llm.Request{}, err
	}
	var (
		def     config.Definition
		turnID  string
		inputID string
		hidden  = map[string]bool{}
	)
	if e.TurnID != "" {
		t, err := r.store.Turn(ctx, e.TurnID)
		if err != nil {
			return llm.Request{}, err
		}
		if def, err = r.opts.Agent(ctx, t.Agent); err != nil {
			return llm.Request{}, session.Errorf(session.ENOTFOUND, "agent %s is no longer defined", t.Agent)
		}
		if t.Model != "" && r.opts.ResolveModel != nil {
			if p, err := r.opts.ResolveModel(t.Model); err == nil {
				def.Profile = p
			}
		}
		turnID, inputID = t.ID, t.InputEntryID
		if inputID != "" {
			after, err := r.store.TurnsWritingAfter(ctx, inputID, turnID)
			if err != nil {
				return llm.Request{}, err
			}
			for _, id := range after {
				hidden[id] = true
			}
		}
	} else {
		name := conv.Agent
		if e.Kind == session.EntryMessage && e.Role == session.RoleAssistant && e.Author != "" {
			if _, err := r.opts.Agent(ctx, e.Author); err == nil {
				name = e.Author
			}
		}
		if def, err = r.opts.Agent(ctx, name); err != nil {
			return llm.Request{}, session.Errorf(session.ENOTFOUND, "agent %s is no longer defined", name)
		}
	}
	// As a turn does: the registry from the definition as written, the
	// specs from the definition with its defaults.
	reg := r.ToolsFor(def)
	def = def.WithDefaults()
	req, err := r.opts.Context.Build(ctx, ContextInput{
		Agent:        def,
		Conversation: conv,
		TurnID:       turnID,
		InputEntryID: inputID,
		Path:         TurnPath(path[:at:at], turnID, inputID, hidden),
		Tools:        reg.Specs(def.Tools),
		Now:          e.CreatedAt,
	})
	if err != nil {
		return llm.Request{}, fmt.Errorf("assembling the context: %w", err)
	}
	return req, nil
}

// stepStart is the index in path (which ends at the entry asked about) of
// the entry whose context is wanted: for a step's tool results or llm_call
// record, the assistant message the step began with; otherwise the last.
func stepStart(path []session.Entry) int {
	i := len(path) - 1
	last := path[i]
	if last.Kind != session.EntryLLMCall && last.Kind != session.EntryToolResult {
		return i
	}
	same := func(j int) bool { return j >= 0 && path[j].TurnID == last.TurnID }
	j := i
	if last.Kind == session.EntryLLMCall && same(j-1) && path[j-1].Kind == session.EntryToolResult {
		j--
	}
	if same(j-1) && path[j-1].Kind == session.EntryMessage && path[j-1].Role == session.RoleAssistant {
		return j - 1
	}
	return i
}
