package agent

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// ContextInput is what a context builder may use to assemble one step's
// request.
type ContextInput struct {
	Agent        config.Definition
	Conversation session.Conversation
	TurnID       string
	// InputEntryID is the entry the turn answers ("" when unknown).
	InputEntryID string
	// Path is the branch as this turn sees it (see TurnPath): the branch up
	// to the turn's input without the entries of turns running beside it,
	// then the turn's own entries.
	Path []session.Entry
	// Pending are the running async operations of every active turn in the
	// conversation.
	Pending []session.AsyncOp
	// Parallel are the other active turns of the conversation with their
	// inputs. Their entries are left out of this turn's messages, so that
	// two turns never both answer the same request.
	Parallel []ParallelTurn
	Tools    []tools.Spec
	Now      time.Time
}

// ParallelTurn is another turn running in the same conversation.
type ParallelTurn struct {
	Turn  session.Turn
	Input string
}

// ContextBuilder assembles the request for one LLM step. It is
// deterministic Go: no LLM calls.
type ContextBuilder interface {
	Build(ctx context.Context, in ContextInput) (llm.Request, error)
}

// SimpleContext is the default builder: system prompt and soul, the pending
// background work, and as much of the branch as fits the model's window
// (newest first, never starting inside a tool call group).
type SimpleContext struct{}

// Build implements ContextBuilder.
func (SimpleContext) Build(_ context.Context, in ContextInput) (llm.Request, error) {
	req := llm.Request{
		Model:       in.Agent.Profile.Model,
		System:      SystemPrompt(in),
		MaxTokens:   in.Agent.MaxTokens,
		Temperature: in.Agent.Profile.Temperature,
	}
	for _, s := range in.Tools {
		req.Tools = append(req.Tools, llm.ToolSpec{Name: s.Name, Description: s.Description, Schema: s.Schema})
	}
	budget := in.Agent.Profile.ContextWindow
	if budget <= 0 {
		budget = 128000
	}
	// Leave room for the reply (at most a quarter of the window) and the
	// system prompt (4 characters ≈ 1 token).
	reserve := min(max(in.Agent.MaxTokens, 1024), budget/4)
	budget = budget*4 - len(req.System) - 4*reserve
	summary, path := SplitSummary(AfterCompaction(VisiblePath(in)))
	if summary != "" {
		req.System += "\n\n" + SummaryPrompt(summary)
		budget -= len(summary)
	}
	start := messagesStart(in.Agent.Name, path, budget)
	if left := CountMessages(path[:start]); left > 0 {
		// What neither the summary nor the messages cover is named, never
		// silently dropped; the start is computed again within what is left.
		start = max(start, messagesStart(in.Agent.Name, path, budget-len(GapPrompt(left, summary != ""))-16))
		req.System += "\n\n" + GapPrompt(CountMessages(path[:start]), summary != "")
	}
	req.Messages = messagesFrom(in.Agent.Name, path, start, false)
	return req, nil
}

// GapPrompt tells the model that left messages of the conversation (after
// the summary, when there is one) are in neither the summary nor the
// context: they do not fit, and no summary covers them yet.
func GapPrompt(left int, summarized bool) string {
	since := "the start"
	if summarized {
		since = "the summary"
	}
	return fmt.Sprintf("## Not in this context\n%d earlier messages since %s: no room, not summarized yet. "+
		"history_search/history_read find them; do not guess them.", left, since)
}

// CountMessages counts the entries of a path that become messages.
func CountMessages(path []session.Entry) int {
	n := 0
	for _, e := range path {
		switch e.Kind {
		case session.EntryMessage, session.EntryAsyncResult, session.EntryBranchSummary, session.EntryInjection:
			n++
		}
	}
	return n
}

// SplitSummary splits a path as AfterCompaction returns it into the text of
// its compaction summary ("" when it was never compacted) and the entries
// the messages are made of.
func SplitSummary(path []session.Entry) (string, []session.Entry) {
	if len(path) == 0 || path[0].Kind != session.EntryCompaction {
		return "", path
	}
	text := session.Text(path[0].Content)
	if first, rest, ok := strings.Cut(text, "\n"); ok && strings.HasPrefix(first, "[Conversation summary]") {
		text = rest
	}
	return strings.TrimSpace(text), path[1:]
}

// SummaryPrompt presents a compaction summary in the system prompt: it is
// what grove kept of the earlier conversation, never something the user
// said, and it comes before every message (the turn's input stays the last
// thing the user said).
func SummaryPrompt(summary string) string {
	return "## Earlier in this conversation\nThe start of this conversation was compacted. grove wrote this summary of it " +
		"(it is not a message from the user); the messages below follow it:\n" + summary
}

// SystemPrompt renders the system prompt, soul and pending operations.
func SystemPrompt(in ContextInput) string {
	var b strings.Builder
	b.WriteString(strings.TrimSpace(in.Agent.System))
	if soul := in.Agent.Soul.Prompt(); soul != "" {
		b.WriteString("\n\n## Who you are\n")
		b.WriteString(soul)
	}
	if len(in.Parallel) > 0 {
		b.WriteString("\n\n## Also being handled right now, in parallel\n")
		for _, p := range in.Parallel {
			fmt.Fprintf(&b, "- %q (by %s)\n", clip.Text(p.Input, 200), p.Turn.Agent)
		}
		b.WriteString("Answer only the latest message; these are answered separately.")
	}
	if len(in.Pending) > 0 {
		b.WriteString("\n\n## Still running in the background\n")
		for _, op := range in.Pending {
			mine := ""
			if op.TurnID == in.TurnID {
				mine = ", started in this turn"
			}
			fmt.Fprintf(&b, "- %s %s (operation %s, running for %s%s)\n", op.Tool, string(op.Input), op.ID,
				in.Now.Sub(op.CreatedAt).Round(time.Second), mine)
		}
		b.WriteString("Their results arrive as new messages; do not start them again.")
	}
	return b.String()
}

// TurnPath is the branch as a turn sees it. path runs from the root to the
// turn's newest entry; active names the other turns of the conversation
// still running or that wrote after the input (wherever in the tree). The
// result is the path up to and including the turn's
// input entry, without the entries of the turns that were running when the
// input was saved (those still active, and those that wrote anything after
// the input), followed by the turn's own entries after the input. It
// depends on nothing else, so however the steps of parallel turns
// interleave, a turn is never prompted with a sibling's input or answers.
// Without an input entry on the path, only the active turns are left out.
// The turn that wrote the input entry is never left out: when the input is
// another agent's reply (a handover), that agent's turn is what is answered.
func TurnPath(path []session.Entry, turnID, inputID string, active map[string]bool) []session.Entry {
	at := -1
	if inputID != "" {
		for i, e := range path {
			if e.ID == inputID {
				at = i
				break
			}
		}
	}
	hidden := make(map[string]bool, len(active))
	for id := range active {
		if id != turnID {
			hidden[id] = true
		}
	}
	if at < 0 {
		out := make([]session.Entry, 0, len(path))
		for _, e := range path {
			if e.TurnID == "" || e.TurnID == turnID || !hidden[e.TurnID] {
				out = append(out, e)
			}
		}
		return out
	}
	for _, e := range path[at+1:] {
		if e.TurnID != "" && e.TurnID != turnID {
			hidden[e.TurnID] = true
		}
	}
	// The turn that wrote the input (another agent's reply handed over to
	// this one) is what is being answered: its words stay.
	delete(hidden, path[at].TurnID)
	out := make([]session.Entry, 0, len(path))
	for _, e := range path[:at] {
		if e.TurnID == "" || e.TurnID == turnID || !hidden[e.TurnID] {
			out = append(out, e)
		}
	}
	out = append(out, path[at])
	for _, e := range path[at+1:] {
		if e.TurnID == turnID {
			out = append(out, e)
		}
	}
	return out
}

// VisiblePath is the path without the entries of other turns still running.
func VisiblePath(in ContextInput) []session.Entry {
	if len(in.Parallel) == 0 {
		return in.Path
	}
	skip := make(map[string]bool, len(in.Parallel))
	for _, p := range in.Parallel {
		skip[p.Turn.ID] = true
	}
	out := make([]session.Entry, 0, len(in.Path))
	for _, e := range in.Path {
		// The turn's input stays, whichever turn wrote it (a candidate
		// reply answers the message another turn answers beside it).
		if e.TurnID == "" || !skip[e.TurnID] || e.ID == in.InputEntryID {
			out = append(out, e)
		}
	}
	return out
}

// Messages converts a path to provider-neutral messages, keeping the newest
// that fit in budget characters. It never starts inside a tool group, so a
// tool result is never sent without its call.
func Messages(agentName string, path []session.Entry, budget int) []llm.Message {
	return messagesFrom(agentName, path, messagesStart(agentName, path, budget), false)
}

// MessagesBefore is Messages for the part of a branch that something
// follows (the thread before a turn's input): background work cancelled at
// its end is told as the agent's words too (cancelledAside), not left as a
// message the next one would be joined to.
func MessagesBefore(agentName string, path []session.Entry, budget int) []llm.Message {
	return messagesFrom(agentName, path, messagesStart(agentName, path, budget), true)
}

// messagesStart is where Messages starts path for budget characters.
func messagesStart(agentName string, path []session.Entry, budget int) int {
	size := 0
	start, taken := len(path), 0
	for i := len(path) - 1; i >= 0; i-- {
		if _, ok := toMessage(agentName, path[i]); !ok {
			continue // records (llm calls, notices) cost nothing
		}
		size += entrySize(path[i])
		if size > budget && taken > 0 {
			break
		}
		start, taken = i, taken+1
	}
	// Never start inside a tool group: take its call too, even past the
	// budget, rather than lose the newest results.
	for start > 0 && start < len(path) && path[start].Kind == session.EntryToolResult {
		start--
	}
	return start
}

// messagesFrom converts path[start:] to messages; followed: more messages
// come after path's.
func messagesFrom(agentName string, path []session.Entry, start int, followed bool) []llm.Message {
	var msgs []llm.Message
	last := len(path) - 1
	for last >= start && !followed {
		if _, ok := toMessage(agentName, path[last]); ok {
			break
		}
		last--
	}
	if followed {
		last = len(path)
	}
	for i, e := range path[start:] {
		if i+start < last && cancelledAside(&msgs, e) {
			continue
		}
		m, ok := toMessage(agentName, e)
		if !ok {
			continue
		}
		if n := len(msgs); n > 0 && msgs[n-1].Role == m.Role && m.Role == llm.RoleUser {
			msgs[n-1].Content = append(msgs[n-1].Content, m.Content...)
			continue
		}
		msgs = append(msgs, m)
	}
	return answerToolCalls(msgs)
}

// cancelledAside tells the result of background work that was cancelled
// as the agent's own words, what became of that work, when something
// followed it: the result is history then, not news. As a message of its
// own it sat right before the next question, and a model answered it
// instead ("The background wait failed: cancelled" to "describe the
// Sahara"). It goes into the agent's reply before it, or stands as a reply
// of its own after a tool result or a message of the user. It reports
// whether it did.
func cancelledAside(msgs *[]llm.Message, e session.Entry) bool {
	if e.Kind != session.EntryAsyncResult || len(*msgs) == 0 {
		return false
	}
	r, ok := session.AsyncResultOf(e.Content)
	if !ok || r.Status != session.AsyncCancelled {
		return false
	}
	note := fmt.Sprintf("[The background %s was cancelled before it finished: %s]", orDefault(r.Tool, "operation"), strings.TrimSpace(r.Result))
	if prev := &(*msgs)[len(*msgs)-1]; prev.Role == llm.RoleAssistant && len(session.ToolCalls(prev.Content)) == 0 {
		prev.Content = append(prev.Content, session.TextBlock("\n\n"+note))
		return true
	}
	if prev := (*msgs)[len(*msgs)-1]; prev.Role == llm.RoleAssistant {
		return false // calls not yet answered: nothing goes between
	}
	*msgs = append(*msgs, llm.Message{Role: llm.RoleAssistant, Content: []session.Block{session.TextBlock(note)}})
	return true
}

func entrySize(e session.Entry) int {
	n := 16
	for _, b := range e.Content {
		n += len(b.Text) + len(b.Thinking)
		if b.ToolCall != nil {
			n += len(b.ToolCall.Arguments) + len(b.ToolCall.Name)
		}
		if b.ToolResult != nil {
			n += len(b.ToolResult.Result) + 32 + 4*llm.ImageTokens*len(b.ToolResult.Images)
		}
		if b.Attachment != nil {
			n += llm.AttachmentChars(*b.Attachment)
		}
	}
	return n
}

func toMessage(agentName string, e session.Entry) (llm.Message, bool) {
	switch e.Kind {
	case session.EntryMessage:
		if e.Role == session.RoleAssistant {
			if e.Author != "" && e.Author != agentName {
				// Another agent's words reach this one as attributed text.
				return llm.Message{Role: llm.RoleUser, Content: []session.Block{session.TextBlock(fmt.Sprintf("[%s]: %s", e.Author, session.Text(e.Content)))}}, true
			}
			var content []session.Block
			for _, b := range e.Content {
				if b.Type == session.BlockText && b.Text == "" {
					continue
				}
				content = append(content, b)
			}
			if len(content) == 0 {
				return llm.Message{}, false
			}
			return llm.Message{Role: llm.RoleAssistant, Content: content}, true
		}
		return llm.Message{Role: llm.RoleUser, Content: e.Content}, true
	case session.EntryToolResult:
		var content []session.Block
		for _, b := range e.Content {
			if b.Type == session.BlockToolResult {
				content = append(content, b)
			}
		}
		return llm.Message{Role: llm.RoleTool, Content: content}, len(content) > 0
	case session.EntryCompaction:
		// The summary goes to the system prompt (SplitSummary), never in
		// the user's mouth.
		return llm.Message{}, false
	case session.EntryAsyncResult, session.EntryBranchSummary:
		content := []session.Block{session.TextBlock(session.Text(e.Content))}
		if r, ok := session.AsyncResultOf(e.Content); ok && e.Kind == session.EntryAsyncResult {
			// A background tool's images follow its text as attachments:
			// the call gives them in the provider's format (or says why
			// not) just before it is made.
			for _, a := range r.Images {
				content = append(content, session.AttachmentBlock(a))
			}
		}
		return llm.Message{Role: llm.RoleUser, Content: content}, true
	case session.EntryInjection:
		return llm.Message{Role: llm.RoleUser, Content: []session.Block{session.TextBlock(InjectionText(session.Text(e.Content)))}}, true
	}
	return llm.Message{}, false
}

// InjectionText is how a note a person added to the context reaches the
// model: as context, marked so that it is not taken for a message to
// answer.
func InjectionText(note string) string {
	return "[Note added to the context by the user; context to keep in mind, not a message to answer]\n" + note
}
