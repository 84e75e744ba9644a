package agent

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// Participation. An agent looped into a conversation (the loop_in target
// of an agent tool) is a participant of it until it leaves (its
// leave_conversation tool) or someone removes it (RemoveParticipant); this
// is stored with the conversation and survives restarts. While it takes
// part:
//
//   - a message of the person goes to the first present participant it
//     @mentions, else to the conversation's owner agent;
//   - when a turn of the owner agent completes with a reply that @mentions
//     a present participant, that participant answers next (a handover),
//     on the same branch;
//   - a participant's turn sees the shared branch: the person's messages,
//     the other agents' replies (attributed by name) and its own.
//
// A participant's reply never hands over by itself, so two agents cannot
// keep each other talking without the person or the owner.

// LeaveConversationTool is the tool a looped-in agent calls to leave.
const LeaveConversationTool = "leave_conversation"

// addressee is who answers text in conv: the first present agent
// participant it @mentions, else the owner ("" for the conversation's
// agent).
func addressee(conv session.Conversation, text string) string {
	for _, name := range config.Mentions(text) {
		for _, p := range conv.Participants {
			if p.Kind == "agent" && p.Name == name {
				return name
			}
		}
	}
	return ""
}

// othersToAddress reports whether the conversation has an agent besides its
// own that a reply could address: only then is the reply read for
// mentions (a turn's end reads nothing more in a conversation of one agent).
func othersToAddress(conv session.Conversation) bool {
	for _, p := range conv.Participants {
		if p.Kind == "agent" && p.Name != conv.Agent {
			return true
		}
	}
	return false
}

// LoopIn makes an agent a participant of a conversation and has it answer
// text there, on branch, in a turn of its own. caller is who looped it in.
//
// Errors: session ENOTFOUND for an unknown conversation; an error naming
// the agent when it is unknown.
func (r *Runtime) LoopIn(ctx context.Context, convID, branch, name, caller, text string) (session.Turn, error) {
	def, err := r.opts.Agent(ctx, name)
	if err != nil {
		return session.Turn{}, err
	}
	before, err := r.store.Conversation(ctx, convID)
	if err != nil {
		return session.Turn{}, err
	}
	if err := r.store.AddParticipant(ctx, convID, session.Participant{Name: def.Name, Kind: "agent", Mode: session.ModeLoopIn}); err != nil {
		return session.Turn{}, err
	}
	if !present(before, def.Name) {
		r.participationChanged(ctx, convID, branch, fmt.Sprintf("%s joined the conversation (looped in by %s)", def.Name, orDefault(caller, "user")))
	}
	return r.Send(ctx, SendRequest{ConversationID: convID, Branch: branch, Agent: def.Name, Caller: caller,
		Text: fmt.Sprintf("@%s %s", def.Name, text)})
}

func present(c session.Conversation, name string) bool {
	for _, p := range c.Participants {
		if p.Name == name {
			return true
		}
	}
	return false
}

// RemoveParticipant ends an agent's participation in a conversation: by
// is who removed it (the agent itself when it leaves). Its turns still
// running there are cancelled.
//
// Errors: session ENOTFOUND when it is not a participant; EINVALID for
// the conversation's owner.
func (r *Runtime) RemoveParticipant(ctx context.Context, convID, name, by string) error {
	conv, err := r.store.Conversation(ctx, convID)
	if err != nil {
		return err
	}
	if _, err := r.store.EndParticipation(ctx, convID, name, by); err != nil {
		return err
	}
	what := fmt.Sprintf("%s left the conversation", name)
	if by != name {
		what = fmt.Sprintf("%s was removed from the conversation by %s", name, orDefault(by, "user"))
		for _, t := range r.ActiveTurns() {
			if t.ConversationID == convID && t.Agent == name {
				_ = r.Cancel(t.ID)
			}
		}
	}
	r.participationChanged(ctx, convID, conv.CurrentBranch, what)
	return nil
}

// participationChanged records a change of participants as a notice on
// the branch and tells subscribers.
func (r *Runtime) participationChanged(ctx context.Context, convID, branch, what string) {
	e := session.Entry{Kind: session.EntryNotice, Role: session.RoleSystem, Author: "grove", Content: []session.Block{session.TextBlock(what)}}
	if _, err := r.Append(ctx, convID, branch, e); err != nil {
		r.opts.Log.Warn("recording a participation change", "conversation", convID, "err", err)
	}
	r.bus.Publish(Event{Kind: EvConversation, ConversationID: convID, Name: "participants", Text: ""})
}

// handOver starts the turn of the participant the owner's finished turn
// addressed, if any (see Participation).
func (t *turnRun) handOver(ctx context.Context, tu session.Turn) {
	if t.replied && len(config.Mentions(t.reply)) == 0 {
		return // the reply, saved by this process, addresses no one
	}
	conv, err := t.rt.store.Conversation(ctx, tu.ConversationID)
	if err != nil || conv.Kind == session.KindChannel || tu.Agent != conv.Agent || !othersToAddress(conv) {
		return
	}
	last, err := t.rt.store.LastEntryOfTurn(ctx, tu.ID)
	if err != nil {
		return
	}
	reply, err := t.rt.lastReply(ctx, tu.ID, last.ID)
	if err != nil || reply == nil {
		return
	}
	name := addressee(conv, session.Text(reply.Content))
	if name == "" || name == conv.Agent {
		return
	}
	if _, err := t.rt.handTo(ctx, conv, tu.Branch, name, reply.ID, tu); err != nil {
		t.rt.opts.Log.Warn("handing over", "conversation", conv.ID, "to", name, "err", err)
	}
}

// handTo starts a turn of agent name that answers entry (another agent's
// reply already on the branch, from turn from) without a new input; its
// creation records from's hand-over as done.
func (r *Runtime) handTo(ctx context.Context, conv session.Conversation, branch, name, entryID string, from session.Turn) (session.Turn, error) {
	def, err := r.opts.Agent(ctx, name)
	if err != nil {
		return session.Turn{}, err
	}
	if err := r.Held(ctx, def.Name); err != nil {
		return session.Turn{}, err
	}
	caller := from.Agent
	t := session.Turn{ID: session.NewID(), ConversationID: conv.ID, Agent: def.Name, Caller: caller,
		InputEntryID: entryID, Branch: branch, Lane: LaneImmediate.String(), Owner: r.owner}
	t, err = r.store.CreateHandOverTurn(ctx, t, from.ID)
	if err != nil {
		return session.Turn{}, err
	}
	r.logEvent(LogAgentCallStarted, conv.ID, t.ID, caller, -1, map[string]any{"target": def.Name, "mode": "handover"})
	r.enqueue(t.ID, def.Name, LaneImmediate)
	r.start(t, def, entryID, 0, nil)
	return t, nil
}

// leaveSpec is the leave_conversation tool of a looped-in participant.
func leaveSpec() tools.Spec {
	return tools.Spec{Name: LeaveConversationTool,
		Description: "Leave this conversation: you were looped in as a participant; once your part is done, leave so that later messages no longer reach you.",
		Schema:      json.RawMessage(`{"type":"object","properties":{"reason":{"type":"string","description":"why, in a few words"}}}`)}
}

// loopedIn reports whether the turn's agent takes part in its
// conversation as a looped-in participant.
func (t *turnRun) loopedIn() bool {
	for _, p := range t.conv.Participants {
		if p.Name == t.def.Name && p.Mode == session.ModeLoopIn {
			return true
		}
	}
	return false
}

func (t *turnRun) leave(c session.ToolCall) session.ToolResult {
	res := session.ToolResult{ToolCallID: c.ID, Name: c.Name}
	if err := t.rt.RemoveParticipant(context.WithoutCancel(t.ctx), t.turn.ConversationID, t.def.Name, t.def.Name); err != nil {
		res.Error = &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
		return res
	}
	res.Success = true
	res.Result = "You left the conversation; later messages no longer reach you. Finish your reply."
	return res
}

// runtimeSpecs are the tools the runtime answers itself for this turn:
// use_model for an agent with several models, leave_conversation for a
// looped-in participant.
func (t *turnRun) runtimeSpecs() []tools.Spec {
	var out []tools.Spec
	if len(t.def.Models) > 1 && t.turn.Model == "" {
		out = append(out, useModelSpec(t.def))
	}
	if t.loopedIn() {
		out = append(out, leaveSpec())
	}
	return out
}

// runtimeTool answers a call of a runtime tool (ok false for any other).
func (t *turnRun) runtimeTool(c session.ToolCall) (session.ToolResult, bool) {
	for _, s := range t.runtimeSpecs() {
		if s.Name != c.Name {
			continue
		}
		switch c.Name {
		case UseModelTool:
			return t.useModel(c), true
		case LeaveConversationTool:
			return t.leave(c), true
		}
	}
	return session.ToolResult{}, false
}

// lastReply is the newest assistant message of a turn among its entries
// at the end of the path to last (nil when none), read from the end of
// the path back to the turn's first entry there, not the whole branch.
func (r *Runtime) lastReply(ctx context.Context, turnID, last string) (*session.Entry, error) {
	for n := 64; ; n *= 4 {
		path, more, err := r.store.PathToTail(ctx, last, n)
		if err != nil {
			return nil, err
		}
		i := len(path) - 1
		for ; i >= 0 && path[i].TurnID == turnID; i-- {
			if e := path[i]; e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
				return &path[i], nil
			}
		}
		if i >= 0 || !more {
			return nil, nil
		}
	}
}
