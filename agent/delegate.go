package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// RunAgentTool runs a tool whose target is another agent (tools.AgentRunner).
//
// delegate: a one-shot turn of the target agent in a new delegate
// conversation that holds only the tool's input (no history of the caller's
// conversation); its final answer is the tool's result.
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
		conv, err := r.store.CreateConversation(ctx, session.NewConversation{Kind: session.KindDelegate, Agent: target.Name,
			Title: "delegated: " + TitleFrom(text)})
		if err != nil {
			return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error(), Retriable: true}
		}
		// The delegate's conversation ends with its answer (or failure):
		// nothing sends to it again.
		answered := false
		defer func() {
			reason := session.EndedDelegateFailed
			if answered {
				reason = session.EndedDelegateAnswered
			}
			r.logEvent(session.EventConversationEnded, conv.ID, "", target.Name, -1, map[string]any{"reason": reason})
		}()
		caller := tools.CallInfoFrom(ctx).Agent
		t, err := r.Send(ctx, SendRequest{ConversationID: conv.ID, Agent: target.Name, Text: text, Caller: orDefault(caller, "agent")})
		if err != nil {
			return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
		}
		done, err := r.WaitTurn(ctx, t.ID)
		if err != nil {
			// The delegate's own error is what the caller needs; a
			// turn that already ended cannot be cancelled, and that is fine.
			_ = r.Cancel(t.ID)
			return "", err
		}
		if done.Status != session.TurnCompleted {
			return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: fmt.Sprintf("%s's turn %s: %s", target.Name, done.Status, done.Error)}
		}
		answer, err := r.lastAnswer(ctx, conv.ID)
		if err != nil {
			return "", err
		}
		if answer == "" {
			return "", &session.ToolError{Code: tools.CodeAgentDeclined, Message: target.Name + " gave no answer"}
		}
		answered = true
		return answer, nil
	}
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
// "prompt" or "question" string field, else the input as JSON.
func inputText(input json.RawMessage) string {
	var m map[string]any
	if json.Unmarshal(input, &m) == nil {
		for _, k := range []string{"task", "input", "prompt", "question", "topic"} {
			if s, ok := m[k].(string); ok && strings.TrimSpace(s) != "" {
				return s
			}
		}
	}
	return string(input)
}
