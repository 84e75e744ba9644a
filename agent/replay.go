package agent

import (
	"context"
	"fmt"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// InputAt rebuilds the context input the agent was given at one point of a
// conversation, for replay: what the agent saw when it produced entryID.
//
// For an entry a model step wrote (an assistant message, or the tool
// results and llm_call record that follow it in the same step) that is the
// request of that step: the branch up to just before the step's assistant
// message. For any other entry (a user message, an async result, a
// compaction) it is the request that would have been built just before the
// entry arrived: the branch up to its parent.
//
// The input is assembled by ReadInput, as a turn's is, with the agent of
// the entry's turn (with the turn's model override, when it has
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
// out (a sibling that was running but wrote nothing after it is not). It
// also reflects the agent definitions as they are now, not as they were.
//
// Errors: ENOTFOUND when the entry, its turn or its agent is gone.
func (r *Runtime) InputAt(ctx context.Context, entryID string) (ContextInput, error) {
	spec, parent, err := r.specAt(ctx, entryID)
	if err != nil {
		return ContextInput{}, err
	}
	// The path above the step is read whole only as far back as the
	// context reaches.
	return ReadInput(ctx, r.store, spec, func(n int) ([]session.Entry, int, error) {
		if parent == "" {
			return nil, 0, nil
		}
		return r.store.PathToNewest(ctx, parent, n)
	})
}

// specAt is InputAt's spec without its path, and the id of the entry the
// path runs to ("" for none): the parent of the step's start, which is at
// most two entries above entryID.
func (r *Runtime) specAt(ctx context.Context, entryID string) (InputSpec, string, error) {
	tail, _, err := r.store.PathToTail(ctx, entryID, 3)
	if err != nil {
		return InputSpec{}, "", err
	}
	if len(tail) == 0 {
		return InputSpec{}, "", session.Errorf(session.ENOTFOUND, "entry %s not found", entryID)
	}
	e := tail[stepStart(tail)]
	conv, err := r.store.Conversation(ctx, e.ConversationID)
	if err != nil {
		return InputSpec{}, "", err
	}
	var (
		def     config.Definition
		turnID  string
		inputID string
		// The branch whose exclusions the step was given: its turn's
		// (marks a call saw never change on a branch), else the current.
		branch = conv.CurrentBranch
	)
	if e.TurnID != "" {
		t, err := r.store.Turn(ctx, e.TurnID)
		if err != nil {
			return InputSpec{}, "", err
		}
		if def, err = r.opts.Agent(ctx, t.Agent); err != nil {
			return InputSpec{}, "", session.Errorf(session.ENOTFOUND, "agent %s is no longer defined", t.Agent)
		}
		if t.Model != "" {
			if p, err := r.profileFor(def, t.Model); err == nil {
				def.Profile = p
			}
		}
		turnID, inputID, branch = t.ID, t.InputEntryID, t.Branch
	} else {
		name := conv.Agent
		if e.Kind == session.EntryMessage && e.Role == session.RoleAssistant && e.Author != "" {
			if _, err := r.opts.Agent(ctx, e.Author); err == nil {
				name = e.Author
			}
		}
		if def, err = r.opts.Agent(ctx, name); err != nil {
			return InputSpec{}, "", session.Errorf(session.ENOTFOUND, "agent %s is no longer defined", name)
		}
	}
	// As a turn does: the registry from the definition as written, the
	// specs from the definition with its defaults.
	reg := r.ToolsFor(def)
	def = def.WithDefaults()
	return InputSpec{Agent: def, Conversation: conv, TurnID: turnID, InputEntryID: inputID, Branch: branch,
		Tools: reg.Specs(def.Tools), Now: e.CreatedAt}, e.ParentID, nil
}

// ContextAt is the request the runtime's context builder makes of
// InputAt(entryID): what the agent was given when it produced the entry.
func (r *Runtime) ContextAt(ctx context.Context, entryID string) (llm.Request, error) {
	in, err := r.InputAt(ctx, entryID)
	if err != nil {
		return llm.Request{}, err
	}
	req, err := r.opts.Context.Build(ctx, in)
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
