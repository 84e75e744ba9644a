package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// RunAgentTool runs a tool whose target is another agent (tools.AgentRunner).
//
// delegate: a one-shot turn of the target agent in a new delegate
// conversation that holds the tool's input and the context it was given
// (none by default: see delegateContext); its final answer is the tool's
// result, and the caller's conversation keeps the record (see delegate).
//
// loop_in: the target agent joins the calling conversation as a participant
// and answers there, on the caller's branch, in a turn of its own; it stays
// a participant (see LoopIn and the participation rules).
//
// Errors are tool errors: AGENT_DECLINED when the agent does not exist or
// gave no answer, EXECUTION_FAILED when its turn failed.
func (r *Runtime) RunAgentTool(ctx context.Context, def tools.Definition, input json.RawMessage) (result string, err error) {
	target, err := r.opts.Agent(ctx, def.Target.Agent)
	if err != nil {
		return "", &session.ToolError{Code: tools.CodeAgentDeclined, Message: fmt.Sprintf("agent %s is not available: %v", def.Target.Agent, err)}
	}
	call := tools.CallInfoFrom(ctx)
	mode := orDefault(def.Target.Mode, "delegate")
	r.logEvent(LogAgentCallStarted, call.ConversationID, call.TurnID, call.Agent, -1, map[string]any{"target": target.Name, "mode": mode})
	t0 := time.Now()
	defer func() {
		d := map[string]any{"target": target.Name, "mode": mode, "ok": err == nil}
		if err != nil {
			d["error"] = err.Error()
		}
		r.logEvent(LogAgentCallCompleted, call.ConversationID, call.TurnID, call.Agent, time.Since(t0), d)
	}()
	text := inputText(input)
	switch def.Target.Mode {
	case "loop_in":
		info := tools.CallInfoFrom(ctx)
		if info.ConversationID == "" {
			return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: "loop_in needs a calling conversation"}
		}
		branch := session.DefaultBranch
		if caller, err := r.store.Turn(ctx, info.TurnID); err == nil {
			branch = caller.Branch
		}
		t, err := r.LoopIn(context.WithoutCancel(ctx), info.ConversationID, branch, target.Name, info.Agent, text)
		if err != nil {
			return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
		}
		return fmt.Sprintf("%s joined the conversation and is answering there (turn %s). It stays a participant: "+
			"mention @%s in your reply to hand the conversation over to it.", target.Name, t.ID, target.Name), nil
	default: // delegate
		return r.delegate(ctx, def, target.Name, input, text)
	}
}

// delegate runs a one-shot turn of agent in a new child conversation,
// given the input and the context chosen (see delegateContext), and
// returns its answer. The parent keeps its record: an agent_spawn entry
// and an agent_result entry (see recordDelegation); the child is linked
// to the parent's conversation and turn.
func (r *Runtime) delegate(ctx context.Context, def tools.Definition, agent string, input json.RawMessage, text string) (string, error) {
	call := tools.CallInfoFrom(ctx)
	caller := call.Agent
	mode, n, err := r.delegateContext(ctx, input, caller)
	if err != nil {
		return "", err
	}
	branch := session.DefaultBranch
	if call.TurnID != "" {
		if t, err := r.store.Turn(ctx, call.TurnID); err == nil {
			branch = t.Branch
		}
	} else if call.ConversationID != "" {
		if c, err := r.store.Conversation(ctx, call.ConversationID); err == nil {
			branch = c.CurrentBranch
		}
	}
	given, err := r.contextEntries(ctx, call.ConversationID, branch, n)
	if err != nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: "reading the context to give " + agent + ": " + err.Error(), Retriable: true}
	}
	conv, err := r.store.CreateConversation(ctx, session.NewConversation{Kind: session.KindDelegate, Agent: agent,
		Title: "delegated: " + TitleFrom(text)})
	if err != nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error(), Retriable: true}
	}
	if call.ConversationID != "" {
		if err := r.store.LinkChild(ctx, conv.ID, session.SpawnRef{ConversationID: call.ConversationID, TurnID: call.TurnID}); err != nil {
			return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error(), Retriable: true}
		}
	}
	sp := session.SpawnInfo{Agent: agent, Conversation: conv.ID, Tool: def.Name, Input: text, ContextMode: mode.String(), Context: given}
	if s := spawnSinkFrom(ctx); s != nil {
		sp.ToolCallID = s.callID
	}
	author := orDefault(caller, "agent")
	r.recordDelegation(ctx, call.ConversationID, branch, session.NewSpawnEntry(author, call.TurnID, sp))
	res := session.AgentResultInfo{Agent: agent, Conversation: conv.ID, Status: session.TurnFailed}
	answer := ""
	closing := false
	// The delegate's conversation ends with its answer (or failure):
	// nothing sends to it again.
	defer func() {
		if closing {
			return // the child resumes with the next start, whose Recover records its end (settleSpawns)
		}
		reason := session.EndedDelegateFailed
		if answer != "" {
			reason = session.EndedDelegateAnswered
		}
		res.Usage = r.childUsage(context.WithoutCancel(ctx), conv.ID)
		r.recordDelegation(ctx, call.ConversationID, branch, session.NewAgentResultEntry(author, call.TurnID, answer, res))
		r.logEvent(session.EventConversationEnded, conv.ID, "", agent, -1, map[string]any{"reason": reason})
	}()
	t, err := r.Send(ctx, SendRequest{ConversationID: conv.ID, Agent: agent, Text: withContext(caller, given, text), Caller: author})
	if err != nil {
		res.Error = err.Error()
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
	}
	res.Turn = t.ID
	// Whoever shows the parent can say a sub-agent runs on its call.
	r.bus.Publish(Event{Kind: EvSpawn, ConversationID: call.ConversationID, TurnID: call.TurnID, Branch: branch, Spawn: &sp, Turn: &t})
	done, err := r.WaitTurn(ctx, t.ID)
	if err != nil {
		if r.ctx.Err() != nil {
			// grove is closing: the child's turn stays active like every
			// other and resumes with the next start.
			closing = true
			return "", err
		}
		res.Status, res.Error = r.stopChild(ctx, t.ID, def, err)
		return "", err
	}
	res.Status, res.Error = done.Status, done.Error
	if done.Status != session.TurnCompleted {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: fmt.Sprintf("%s's turn %s: %s", agent, done.Status, done.Error)}
	}
	a, err := r.lastAnswer(ctx, conv.ID)
	if err != nil {
		res.Error = err.Error()
		return "", err
	}
	if a == "" {
		res.Error = agent + " gave no answer"
		return "", &session.ToolError{Code: tools.CodeAgentDeclined, Message: agent + " gave no answer"}
	}
	answer = a
	return answer, nil
}

// stopChild cancels a child's turn whose caller stopped waiting (err: the
// call was cancelled, or its tool's timeout passed) and waits for it to
// stop, so that its record has its final status and spend; it returns
// that status and why it stopped.
func (r *Runtime) stopChild(ctx context.Context, turnID string, def tools.Definition, err error) (string, string) {
	// A turn that already ended cannot be cancelled, and that is fine.
	_ = r.Cancel(turnID)
	why := "cancelled with the call that started it"
	if errors.Is(err, context.DeadlineExceeded) {
		why = "stopped at the tool's timeout"
		if d := def.Retry.Timeout; d > 0 {
			why += " (" + d.String() + ")"
		}
	}
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
	defer cancel()
	status := session.TurnCancelled
	if tu, terr := r.WaitTurn(wctx, turnID); terr == nil && tu.Status != session.TurnActive {
		status = tu.Status
	}
	return status, why
}

// lastAnswer is the text of the newest assistant message with text on a
// conversation's main branch ("" when there is none), read up from the
// head only as far as that message.
func (r *Runtime) lastAnswer(ctx context.Context, convID string) (string, error) {
	page, more, err := r.store.PathTail(ctx, convID, session.DefaultBranch, 16)
	for n := 64; err == nil; n *= 4 {
		for i := len(page) - 1; i >= 0; i-- {
			if e := page[i]; e.Kind == session.EntryMessage && e.Role == session.RoleAssistant && strings.TrimSpace(session.Text(e.Content)) != "" {
				return session.Text(e.Content), nil
			}
		}
		if !more || len(page) == 0 {
			return "", nil
		}
		page, more, err = r.store.PathBefore(ctx, page[0].ID, n)
	}
	return "", err
}

// inputText is the text a delegated agent receives: a "task", "input",
// "prompt" or "question" string field, else the input as JSON (without
// the context argument, which says what else it is given).
func inputText(input json.RawMessage) string {
	var m map[string]any
	if json.Unmarshal(input, &m) == nil {
		for _, k := range []string{"task", "input", "prompt", "question", "topic"} {
			if s, ok := m[k].(string); ok && strings.TrimSpace(s) != "" {
				return s
			}
		}
		if _, ok := m[tools.DelegateContextArg]; ok {
			delete(m, tools.DelegateContextArg)
			if b, err := json.Marshal(m); err == nil {
				return string(b)
			}
		}
	}
	return string(input)
}
