package memtools

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"grove/internal/clip"
	"grove/memory"
	"grove/tools"
)

var historySearchSpec = tools.Spec{
	Name: "history_search",
	Description: "Full-text search over the messages of your past conversations (yours and the user's). " +
		"Returns matching messages, best first, with conversation id, entry id, time, author and a snippet (matches in [brackets]).",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "query": {"type": "string", "description": "Words to look for."},
    "k": {"type": "integer", "minimum": 1, "maximum": 50, "description": "How many results (default 10)."},
    "conversation_id": {"type": "string", "description": "Only this conversation."},
    "since": {"type": "string", "format": "date-time", "description": "Only messages at or after this RFC 3339 time."},
    "until": {"type": "string", "format": "date-time", "description": "Only messages before this RFC 3339 time."}
  },
  "required": ["query"],
  "additionalProperties": false
}`),
}

func (b binding) historySearch(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Query          string `json:"query"`
		K              int    `json:"k"`
		ConversationID string `json:"conversation_id"`
		Since          string `json:"since"`
		Until          string `json:"until"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if strings.TrimSpace(in.Query) == "" {
		return "", tools.InvalidInput("query is required")
	}
	if in.K < 0 || in.K > 50 {
		return "", tools.InvalidInput("k must be between 1 and 50")
	}
	q := memory.HistoryQuery{Text: in.Query, K: in.K, ConversationID: in.ConversationID}
	var err error
	if q.Since, q.Until, err = timeRange(in.Since, in.Until); err != nil {
		return "", err
	}
	hs, err := b.s.SearchHistory(ctx, b.agent, q)
	if err != nil {
		return "", err
	}
	type hit struct {
		ConversationID string  `json:"conversation_id"`
		EntryID        string  `json:"entry_id"`
		Time           string  `json:"time"`
		Author         string  `json:"author"`
		Snippet        string  `json:"snippet"`
		Score          float64 `json:"score"`
	}
	out := make([]hit, len(hs))
	for i, h := range hs {
		out[i] = hit{h.ConversationID, h.EntryID, h.Time.Format(time.RFC3339), h.Author, h.Snippet, h.Score}
	}
	return jsonOut(map[string]any{"results": out})
}

var historyReadSpec = tools.Spec{
	Name: "history_read",
	Description: "Read messages of your past conversations in order: the last `count` messages (default 20) of a time range, " +
		"of one conversation or of all of them.",
	Schema: json.RawMessage(`{
  "type": "object",
  "properties": {
    "count": {"type": "integer", "minimum": 1, "maximum": 200, "description": "How many messages, counted back from the end of the range (default 20)."},
    "conversation_id": {"type": "string", "description": "Only this conversation."},
    "since": {"type": "string", "format": "date-time", "description": "Only messages at or after this RFC 3339 time."},
    "until": {"type": "string", "format": "date-time", "description": "Only messages before this RFC 3339 time."}
  },
  "additionalProperties": false
}`),
}

// maxHistoryText bounds each message's text in history_read output.
const maxHistoryText = 2000

func (b binding) historyRead(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Count          int    `json:"count"`
		ConversationID string `json:"conversation_id"`
		Since          string `json:"since"`
		Until          string `json:"until"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	if in.Count < 0 || in.Count > 200 {
		return "", tools.InvalidInput("count must be between 1 and 200")
	}
	r := memory.HistoryRange{Limit: in.Count, ConversationID: in.ConversationID}
	var err error
	if r.Since, r.Until, err = timeRange(in.Since, in.Until); err != nil {
		return "", err
	}
	ms, err := b.s.ReadHistory(ctx, b.agent, r)
	if err != nil {
		return "", err
	}
	type msg struct {
		ConversationID string `json:"conversation_id"`
		EntryID        string `json:"entry_id"`
		Time           string `json:"time"`
		Author         string `json:"author"`
		Text           string `json:"text"`
	}
	out := make([]msg, len(ms))
	for i, m := range ms {
		text := m.Text
		if len(text) > maxHistoryText {
			text = clip.Bytes(text, maxHistoryText) + " […]"
		}
		out[i] = msg{m.ConversationID, m.EntryID, m.Time.Format(time.RFC3339), m.Author, text}
	}
	return jsonOut(map[string]any{"messages": out})
}
