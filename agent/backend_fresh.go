package agent

import (
	"context"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/session"
)

// freshInvocation is inv as a run in a new session: the agent's context
// and the conversation as the agent's first message in it gets them.
func (t *turnRun) freshInvocation(inv backend.Invocation) (backend.Invocation, error) {
	in, err := backendFreshInput(t.ctx, t.rt.store, InputSpec{Agent: t.def, TurnID: t.turn.ID,
		InputEntryID: t.turn.InputEntryID, Conversation: session.Conversation{ID: t.turn.ConversationID}, Branch: t.turn.Branch, Now: time.Now()}, t.leaf)
	if err != nil {
		return inv, err
	}
	in.Conversation = t.conv
	req, err := t.rt.opts.Context.Build(t.ctx, in)
	if err != nil {
		return inv, err
	}
	if req, err = resolveAttachmentsTo(t.ctx, t.rt.store, t.def.Profile, req, true); err != nil {
		return inv, err
	}
	inv.System, inv.Prompt, inv.Resume = req.System, backendPrompt(req.Messages), ""
	return inv, nil
}

// backendFreshInput is the context input of a CLI backend's run at leaf in
// a new session: the view of the whole path, whatever sessions earlier runs
// had (read as far back as a context builder reaches, see reach).
func backendFreshInput(ctx context.Context, st backendStore, s InputSpec, leaf string) (ContextInput, error) {
	lv, err := excludedLive(ctx, st, s)
	if err != nil {
		return ContextInput{}, err
	}
	for n := firstWhole; ; n *= 4 {
		path, from, err := st.PathToNewest(ctx, leaf, n)
		if err != nil {
			return ContextInput{}, err
		}
		s.Path = path
		if in, ok, err := reach(ctx, st, s, lv, from); err != nil || ok {
			return in, err
		}
	}
}
