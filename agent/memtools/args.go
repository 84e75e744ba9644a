package memtools

import (
	"strings"
	"time"

	"github.com/grovechat/grove/tools"
)

// windowArgs are the since/until arguments of the search and read tools.
type windowArgs struct {
	Since string `json:"since"`
	Until string `json:"until"`
}

// memoriesWindow and messagesWindow are the schema properties of
// windowArgs for memories and for messages.
const (
	memoriesWindow = `"since": {"type": "string", "format": "date-time", "description": "Only memories created at or after this RFC 3339 time."},
    "until": {"type": "string", "format": "date-time", "description": "Only memories created before this RFC 3339 time."}`
	messagesWindow = `"since": {"type": "string", "format": "date-time", "description": "Only messages at or after this RFC 3339 time."},
    "until": {"type": "string", "format": "date-time", "description": "Only messages before this RFC 3339 time."}`
)

// times parses the window; an open end is the zero time.
func (w windowArgs) times() (since, until time.Time, err error) {
	if since, err = parseTime("since", w.Since); err != nil {
		return since, until, err
	}
	until, err = parseTime("until", w.Until)
	return since, until, err
}

func parseTime(field, v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return time.Time{}, tools.InvalidInput("%s must be an RFC 3339 time like 2026-01-31T09:00:00Z", field)
	}
	return t, nil
}

// queryArgs are the arguments of the search tools: words to look for, how
// many results (1 to 50) and a time window.
type queryArgs struct {
	Query string `json:"query"`
	K     int    `json:"k"`
	windowArgs
}

// check validates the query and k and returns the parsed window.
func (q queryArgs) check() (since, until time.Time, err error) {
	if strings.TrimSpace(q.Query) == "" {
		return since, until, tools.InvalidInput("query is required")
	}
	if q.K < 0 || q.K > 50 {
		return since, until, tools.InvalidInput("k must be between 1 and 50")
	}
	return q.times()
}
