package memtools

import (
	"context"
	"time"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/tools"
)

var historySearchSpec = spec("history_search",
	"Full-text search over the messages of your past conversations (yours and the user's). "+
		"Returns matching messages, best first, with conversation id, entry id, time, author and a snippet (matches in [brackets]).",
	`"query": {"type": "string", "description": "Words to look for."},
    "k": {"type": "integer", "minimum": 1, "maximum": 50, "description": "How many results (default 10)."},
    "conversation_id": {"type": "string", "description": "Only this conversation."},
    `+messagesWindow,
	"query")

type historySearchArgs struct {
	queryArgs
	ConversationID string `json:"conversation_id"`
}

// historyRef says where a message of the history stands and who wrote it.
type historyRef struct {
	ConversationID string `json:"conversation_id"`
	EntryID        string `json:"entry_id"`
	Time           string `json:"time"`
	Author         string `json:"author"`
}

// historyHit is one result of history_search; historyMessage one message
// of history_read.
type (
	historyHit struct {
		historyRef
		Snippet string  `json:"snippet"`
		Score   float64 `json:"score"`
	}
	historyMessage struct {
		historyRef
		Text string `json:"text"`
	}
)

func refOf(convID, entryID string, t time.Time, author string) historyRef {
	return historyRef{convID, entryID, t.Format(time.RFC3339), author}
}

func (b binding) historySearch(ctx context.Context, in historySearchArgs) (any, error) {
	since, until, err := in.check()
	if err != nil {
		return nil, err
	}
	q := memory.HistoryQuery{Text: in.Query, K: in.K, ConversationID: in.ConversationID, Since: since, Until: until}
	return listing("results", func(h memory.HistoryHit) historyHit {
		return historyHit{refOf(h.ConversationID, h.EntryID, h.Time, h.Author), h.Snippet, h.Score}
	})(b.s.SearchHistory(ctx, b.agent, q))
}

var historyReadSpec = spec("history_read",
	"Read messages of your past conversations in order: the last `count` messages (default 20) of a time range, "+
		"of one conversation or of all of them.",
	`"count": {"type": "integer", "minimum": 1, "maximum": 200, "description": "How many messages, counted back from the end of the range (default 20)."},
    "conversation_id": {"type": "string", "description": "Only this conversation."},
    `+messagesWindow)

// maxHistoryText bounds each message's text in history_read output.
const maxHistoryText = 2000

type historyReadArgs struct {
	Count          int    `json:"count"`
	ConversationID string `json:"conversation_id"`
	windowArgs
}

func (b binding) historyRead(ctx context.Context, in historyReadArgs) (any, error) {
	if in.Count < 0 || in.Count > 200 {
		return nil, tools.InvalidInput("count must be between 1 and 200")
	}
	since, until, err := in.times()
	if err != nil {
		return nil, err
	}
	r := memory.HistoryRange{Limit: in.Count, ConversationID: in.ConversationID, Since: since, Until: until}
	return listing("messages", func(m memory.HistoryMessage) historyMessage {
		text := m.Text
		if len(text) > maxHistoryText {
			text = clip.Bytes(text, maxHistoryText) + " […]"
		}
		return historyMessage{refOf(m.ConversationID, m.EntryID, m.Time, m.Author), text}
	})(b.s.ReadHistory(ctx, b.agent, r))
}
