package agent

import (
	"context"
	"strings"

	"github.com/grovechat/grove/session"
)

// Variants sends one message and has it answered by each of models at
// once, as candidate replies: the first model's turn runs on the branch
// the message goes to, each other's on a new branch from the message, so
// the replies are alternatives of one input (‹1/3›) and the person keeps
// one by moving to its branch. Every model is checked before anything is
// written. It returns the turns in the order of models.
func (r *Runtime) Variants(ctx context.Context, req SendRequest, models []string) ([]session.Turn, error) {
	var ms []string
	for _, m := range models {
		if m = strings.TrimSpace(m); m != "" {
			ms = append(ms, m)
		}
	}
	if len(ms) < 2 {
		return nil, session.Errorf(session.EINVALID, "candidate replies need at least two models, separated by commas (e.g. fast,smart)")
	}
	conv, err := r.store.Conversation(ctx, req.ConversationID)
	if err != nil {
		return nil, err
	}
	name := req.Agent
	if name == "" {
		name = conv.Agent
	}
	def, err := r.opts.Agent(ctx, name)
	if err != nil {
		return nil, err
	}
	for _, m := range ms {
		p, err := r.profileFor(def, m)
		if err != nil {
			return nil, err
		}
		if err := refuseAttachments(p, req.Attachments); err != nil {
			return nil, err
		}
	}
	req.Model = ms[0]
	first, err := r.Send(ctx, req)
	if err != nil {
		return nil, err
	}
	turns := []session.Turn{first}
	for _, m := range ms[1:] {
		t, _, err := r.Regenerate(ctx, RegenerateRequest{ConversationID: first.ConversationID, EntryID: first.InputEntryID, Agent: name, Model: m})
		if err != nil {
			return turns, err
		}
		turns = append(turns, t)
	}
	return turns, nil
}
