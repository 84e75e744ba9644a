package tools

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/grovechat/grove/session"
)

// Team is what the workspace tools need from the runtime: every call is
// made on behalf of the calling agent's conversation (CallInfo), which
// names the workspace. Calls outside a workspace fail with EXECUTION_FAILED.
type Team interface {
	ChannelSend(ctx context.Context, info CallInfo, message string) (string, error)
	ChannelRead(ctx context.Context, info CallInfo, limit int) (string, error)
	Inbox(ctx context.Context, info CallInfo) (string, error)
	InboxAck(ctx context.Context, info CallInfo, ids []int64) (string, error)
	Members(ctx context.Context, info CallInfo) (string, error)
	DocRead(ctx context.Context, info CallInfo, name string) (string, error)
	DocWrite(ctx context.Context, info CallInfo, name, content string) (string, error)
	DocList(ctx context.Context, info CallInfo) (string, error)
}

// ChannelToolNames are the workspace tools' names.
var ChannelToolNames = []string{"channel_send", "channel_read", "my_inbox", "my_inbox_ack", "team_members", "team_doc_read", "team_doc_write", "team_doc_list"}

type teamTool struct {
	spec Spec
	run  func(ctx context.Context, info CallInfo, args map[string]any) (string, error)
}

func (t teamTool) Spec() Spec { return t.spec }

func (t teamTool) Run(ctx context.Context, raw json.RawMessage) (string, error) {
	info := CallInfoFrom(ctx)
	var args map[string]any
	// Registry.Call validated raw against the tool's schema before Run.
	_ = json.Unmarshal(raw, &args)
	return t.run(ctx, info, args)
}

func str(args map[string]any, k string) string {
	s, _ := args[k].(string)
	return strings.TrimSpace(s)
}

// ChannelTools returns the workspace tools: channel_send, channel_read,
// my_inbox, my_inbox_ack, team_members, team_doc_read/write/list.
func ChannelTools(team Team) []Tool {
	obj := func(props string, required ...string) json.RawMessage {
		req, _ := json.Marshal(required)
		if len(required) == 0 {
			req = []byte("[]")
		}
		return json.RawMessage(`{"type":"object","properties":{` + props + `},"required":` + string(req) + `,"additionalProperties":false}`)
	}
	return []Tool{
		teamTool{Spec{Name: "channel_send", Description: "Post a message to your workspace's channel. @name mentions wake that agent at once; other agents see the message on their next instruction.",
			Schema: obj(`"message":{"type":"string","description":"the message; @name mentions an agent"}`, "message")},
			func(ctx context.Context, info CallInfo, a map[string]any) (string, error) {
				if str(a, "message") == "" {
					return "", &session.ToolError{Code: CodeInvalidInput, Message: "message is empty"}
				}
				return team.ChannelSend(ctx, info, str(a, "message"))
			}},
		teamTool{Spec{Name: "channel_read", Description: "Read the latest messages of your workspace's channel.",
			Schema: obj(`"limit":{"type":"integer","minimum":1,"maximum":200,"description":"how many (default 20)"}`)},
			func(ctx context.Context, info CallInfo, a map[string]any) (string, error) {
				n := 20
				if f, ok := a["limit"].(float64); ok && f > 0 {
					n = int(f)
				}
				return team.ChannelRead(ctx, info, n)
			}},
		teamTool{Spec{Name: "my_inbox", Description: "List your unread channel messages in this workspace (mentions marked).", Schema: obj(``)},
			func(ctx context.Context, info CallInfo, _ map[string]any) (string, error) {
				return team.Inbox(ctx, info)
			}},
		teamTool{Spec{Name: "my_inbox_ack", Description: "Mark inbox messages as handled (all of them when ids is omitted).",
			Schema: obj(`"ids":{"type":"array","items":{"type":"integer"}}`)},
			func(ctx context.Context, info CallInfo, a map[string]any) (string, error) {
				var ids []int64
				if xs, ok := a["ids"].([]any); ok {
					for _, x := range xs {
						if f, ok := x.(float64); ok {
							ids = append(ids, int64(f))
						}
					}
				}
				return team.InboxAck(ctx, info, ids)
			}},
		teamTool{Spec{Name: "team_members", Description: "List the agents of this workspace with their state.", Schema: obj(``)},
			func(ctx context.Context, info CallInfo, _ map[string]any) (string, error) {
				return team.Members(ctx, info)
			}},
		teamTool{Spec{Name: "team_doc_read", Description: "Read a shared workspace document.",
			Schema: obj(`"name":{"type":"string"}`, "name")},
			func(ctx context.Context, info CallInfo, a map[string]any) (string, error) {
				return team.DocRead(ctx, info, str(a, "name"))
			}},
		teamTool{Spec{Name: "team_doc_write", Description: "Create or replace a shared workspace document.",
			Schema: obj(`"name":{"type":"string"},"content":{"type":"string"}`, "name", "content")},
			func(ctx context.Context, info CallInfo, a map[string]any) (string, error) {
				c, _ := a["content"].(string)
				return team.DocWrite(ctx, info, str(a, "name"), c)
			}},
		teamTool{Spec{Name: "team_doc_list", Description: "List the shared workspace documents.", Schema: obj(``)},
			func(ctx context.Context, info CallInfo, _ map[string]any) (string, error) {
				return team.DocList(ctx, info)
			}},
	}
}
