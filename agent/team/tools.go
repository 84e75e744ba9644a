package team

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// Member describes an agent of a workspace for team_members and the UI.
type Member struct {
	Name   string `json:"name"`
	Ref    string `json:"ref,omitempty"`
	State  string `json:"state"`
	Lane   string `json:"lane,omitempty"`
	Unread int    `json:"unread"`
	Error  string `json:"error,omitempty"`
}

// Members lists a workspace's agents with state (from this process's
// scheduler when it knows better) and unread inbox counts.
func (tm *Team) Members(ctx context.Context, ws session.Workspace) ([]Member, error) {
	as, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return nil, err
	}
	counts, err := tm.st.InboxCounts(ctx, ws.ID)
	if err != nil {
		return nil, err
	}
	var out []Member
	for _, a := range as {
		m := Member{Name: a.Name, Ref: a.Ref, State: a.State, Unread: counts[a.Name], Error: a.Error}
		if tm.rt != nil && tm.rt.Scheduler() != nil && a.State != "stopped" {
			name := a.Ref
			if name == "" {
				name = a.Name + "@" + ws.Key()
			}
			if st := tm.rt.Scheduler().State(name); st.State != "idle" || m.State == "running" {
				m.State, m.Lane = st.State, st.Lane
				if st.Error != "" {
					m.Error = st.Error
				}
			}
		}
		out = append(out, m)
	}
	return out, nil
}

func (tm *Team) caller(ctx context.Context, info tools.CallInfo) (session.Workspace, session.WorkspaceAgent, error) {
	fail := func(msg string) error { return &session.ToolError{Code: tools.CodeExecutionFailed, Message: msg} }
	if info.ConversationID == "" {
		return session.Workspace{}, session.WorkspaceAgent{}, fail("workspace tools need a calling conversation")
	}
	ws, err := tm.st.WorkspaceOf(ctx, info.ConversationID)
	if err != nil {
		return ws, session.WorkspaceAgent{}, fail("you are not working in a workspace here (this is a direct conversation); agents talk to each other only through a workspace channel")
	}
	if ws.Status != session.WorkspaceRunning {
		return ws, session.WorkspaceAgent{}, fail(fmt.Sprintf("workflow %q is no longer running", ws.Key()))
	}
	as, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return ws, session.WorkspaceAgent{}, err
	}
	for _, a := range as {
		if a.ConversationID == info.ConversationID {
			return ws, a, nil
		}
	}
	return ws, session.WorkspaceAgent{}, fail("this conversation is not an agent's thread in " + ws.Key())
}

// ChannelSend implements tools.Team.
func (tm *Team) ChannelSend(ctx context.Context, info tools.CallInfo, message string) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	depth := 0
	if in, err := tm.st.InstructionForTurn(ctx, info.TurnID); err == nil {
		depth = in.Depth + 1
	}
	e, ins, err := tm.Post(ctx, ws, me.Name, message, depth, tm.owner)
	if err != nil {
		return "", err
	}
	if tm.rt != nil {
		tm.Deliver(tm.ctx, ins...)
	}
	var woke []string
	for _, in := range ins {
		woke = append(woke, "@"+in.Agent)
	}
	s := fmt.Sprintf("Posted to #%s (message %s).", ws.Key(), e.ID)
	if len(woke) > 0 {
		s += " Notified " + strings.Join(woke, ", ") + "; their answers will appear in the channel."
	}
	return s, nil
}

// ChannelRead implements tools.Team.
func (tm *Team) ChannelRead(ctx context.Context, info tools.CallInfo, limit int) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	return tm.channelText(ctx, ws, limit)
}

func (tm *Team) channelText(ctx context.Context, ws session.Workspace, limit int) (string, error) {
	path, err := tm.st.Path(ctx, ws.ChannelID, session.DefaultBranch)
	if err != nil {
		return "", err
	}
	if len(path) > limit {
		path = path[len(path)-limit:]
	}
	var b strings.Builder
	for _, e := range path {
		fmt.Fprintf(&b, "[%s] %s: %s\n", e.CreatedAt.Format("15:04:05"), e.Author, strings.TrimSpace(session.Text(e.Content)))
	}
	if b.Len() == 0 {
		return "The channel is empty.", nil
	}
	return b.String(), nil
}

// Inbox implements tools.Team.
func (tm *Team) Inbox(ctx context.Context, info tools.CallInfo) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	return lines("Your inbox is empty.", func(it session.InboxItem) string {
		mark := ""
		if it.Mention {
			mark = " (mentions you)"
		}
		return fmt.Sprintf("#%d %s%s: %s", it.ID, it.Entry.Author, mark, strings.TrimSpace(session.Text(it.Entry.Content)))
	})(tm.st.Inbox(ctx, ws.ID, me.Name))
}

// InboxAck implements tools.Team.
func (tm *Team) InboxAck(ctx context.Context, info tools.CallInfo, ids []int64) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	n, err := tm.st.AckInbox(ctx, ws.ID, me.Name, ids)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("Marked %d message(s) as handled.", n), nil
}

// Members implements tools.Team.
func (tm *Team) MembersTool(ctx context.Context, info tools.CallInfo) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	ms, err := tm.Members(ctx, ws)
	if err != nil {
		return "", err
	}
	b, _ := json.Marshal(ms)
	return string(b), nil
}

// DocRead implements tools.Team.
func (tm *Team) DocRead(ctx context.Context, info tools.CallInfo, name string) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	d, err := tm.st.Document(ctx, ws.ID, name)
	if err != nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
	}
	return d.Content, nil
}

// DocWrite implements tools.Team.
func (tm *Team) DocWrite(ctx context.Context, info tools.CallInfo, name, content string) (string, error) {
	ws, me, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	if err := tm.st.WriteDocument(ctx, ws.ID, name, content, me.Name); err != nil {
		return "", &session.ToolError{Code: tools.CodeInvalidInput, Message: err.Error()}
	}
	return fmt.Sprintf("Saved document %q (%d bytes).", name, len(content)), nil
}

// DocList implements tools.Team.
func (tm *Team) DocList(ctx context.Context, info tools.CallInfo) (string, error) {
	ws, _, err := tm.caller(ctx, info)
	if err != nil {
		return "", err
	}
	return lines("No documents yet.", func(d session.Document) string {
		return fmt.Sprintf("%s (%s, by %s)", d.Name, d.Content, d.UpdatedBy)
	})(tm.st.Documents(ctx, ws.ID))
}

// lines makes a tool's answer of a store's list: a line an item, or empty
// when there are none; or the store's error.
func lines[T any](empty string, line func(T) string) func([]T, error) (string, error) {
	return func(xs []T, err error) (string, error) {
		if err != nil {
			return "", err
		}
		if len(xs) == 0 {
			return empty, nil
		}
		var b strings.Builder
		for _, x := range xs {
			b.WriteString(line(x))
			b.WriteByte('\n')
		}
		return b.String(), nil
	}
}

// teamTools adapts Team to tools.Team (Members has another signature).
type teamTools struct{ *Team }

func (t teamTools) Members(ctx context.Context, info tools.CallInfo) (string, error) {
	return t.Team.MembersTool(ctx, info)
}

// Tools returns the workspace tools bound to this team.
func (tm *Team) Tools() []tools.Tool {
	return append(tools.ChannelTools(teamTools{tm}), tools.ProposalTools(tm)...)
}

// Context wraps a context builder: turns in a workspace thread get a
// workspace section (who they are there, members, unread inbox, recent
// channel, documents); turns elsewhere do not see the workspace tools.
func (tm *Team) Context(inner agent.ContextBuilder) agent.ContextBuilder {
	return teamContext{tm, inner}
}

type teamContext struct {
	tm    *Team
	inner agent.ContextBuilder
}

func (c teamContext) Build(ctx context.Context, in agent.ContextInput) (req llm.Request, err error) {
	req, err = c.inner.Build(ctx, in)
	if err != nil {
		return req, err
	}
	ws, err := c.tm.st.WorkspaceOf(ctx, in.Conversation.ID)
	if err != nil || ws.Status != session.WorkspaceRunning {
		var keep = req.Tools[:0:0]
		for _, t := range req.Tools {
			if !isChannelTool(t.Name) {
				keep = append(keep, t)
			}
		}
		req.Tools = keep
		return req, nil
	}
	sec, err := c.tm.section(ctx, ws, in.Conversation.ID)
	if err != nil {
		return req, err
	}
	req.System = strings.TrimRight(req.System, "\n") + "\n\n" + sec
	return req, nil
}

func isChannelTool(name string) bool {
	return slices.Contains(tools.ChannelToolNames, name) || slices.Contains(tools.ProposalToolNames, name)
}

func (tm *Team) section(ctx context.Context, ws session.Workspace, convID string) (string, error) {
	as, err := tm.st.WorkspaceAgents(ctx, ws.ID)
	if err != nil {
		return "", err
	}
	var me string
	var others []string
	for _, a := range as {
		if a.ConversationID == convID {
			me = a.Name
		} else if a.State != "stopped" {
			others = append(others, "@"+a.Name)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "## Workspace #%s\n", ws.Key())
	fmt.Fprintf(&b, "You are @%s in workflow %q. Team: %s.\n", me, ws.Workflow, strings.Join(others, ", "))
	b.WriteString("Talk to the team only through the channel: channel_send (an @name wakes that agent), channel_read, my_inbox, my_inbox_ack, team_members, team_doc_read/write/list; team_proposal_create/vote/status for team decisions. Your final answer is posted to the channel for you.\n")
	if ds, err := tm.st.Documents(ctx, ws.ID); err == nil && len(ds) > 0 {
		b.WriteString("Documents: ")
		for i, d := range ds {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(d.Name)
		}
		b.WriteString("\n")
	}
	if items, err := tm.st.Inbox(ctx, ws.ID, me); err == nil && len(items) > 0 {
		fmt.Fprintf(&b, "\nUnread in the channel for you (%d):\n", len(items))
		for _, it := range items {
			fmt.Fprintf(&b, "- #%d %s: %s\n", it.ID, it.Entry.Author, clip.Text(clip.Flat(session.Text(it.Entry.Content)), 400))
		}
	}
	return strings.TrimRight(b.String(), "\n"), nil
}
