package assemble

import (
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// TestCancelledWorkBeforeTheInputIsAnAside: background work cancelled with
// an earlier turn, the last entry of the thread before the new input, is
// told as the agent's own words about that work, never merged into the
// person's new message (where a model answered it instead of the
// question).
func TestCancelledWorkBeforeTheInputIsAnAside(t *testing.T) {
	f := newFixture(t)
	f.in.Parallel, f.in.Pending = nil, nil
	path := f.in.Path
	input := path[len(path)-1]
	cancelled := session.Entry{ID: "e99", ConversationID: "c1", Kind: session.EntryAsyncResult, Role: session.RoleUser,
		Author: "tool:wait", TurnID: "t3", CreatedAt: input.CreatedAt,
		Content: []session.Block{{Type: session.BlockAsyncResult, AsyncResult: &session.AsyncResult{
			OpID: "op-9", Tool: "wait", Status: session.AsyncCancelled, Result: "cancelled: the turn was cancelled before it finished"}}}}
	f.in.Path = append(append(append([]session.Entry{}, path[:len(path)-2]...), cancelled), input)
	a, err := New(f.mem).Explain(context.Background(), Input{ContextInput: f.in})
	if err != nil {
		t.Fatal(err)
	}
	ms := a.Request.Messages
	last := ms[len(ms)-1]
	if last.Role != llm.RoleUser || strings.Contains(session.Text(last.Content), "cancelled") {
		t.Fatalf("the person's new message reads %q", session.Text(last.Content))
	}
	aside := false
	for _, m := range ms {
		if m.Role == llm.RoleAssistant && strings.Contains(session.Text(m.Content), "The background wait was cancelled") {
			aside = true
		}
	}
	if !aside {
		t.Errorf("the cancelled wait is not told as the agent's words: %+v", ms)
	}
}
