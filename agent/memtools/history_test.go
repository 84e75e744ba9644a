package memtools

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// historyFixture: two conversations of maya, one of bob, with messages an
// hour apart; a tool call entry and tool result that must not be indexed.
func historyFixture(t *testing.T) (*session.Store, *memory.Store, map[string]string) {
	t.Helper()
	ctx := context.Background()
	now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	db, err := session.Open(ctx, filepath.Join(t.TempDir(), "grove.db"), session.WithClock(func() time.Time { return now }))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ids := map[string]string{}
	msg := func(conv, role, author, text string) {
		t.Helper()
		now = now.Add(time.Hour)
		es, err := db.Append(ctx, conv, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: role, Author: author,
			Content: []session.Block{session.TextBlock(text)}, CreatedAt: now})
		if err != nil {
			t.Fatal(err)
		}
		ids[text] = es[0].ID
	}
	c1, err := db.CreateConversation(ctx, session.NewConversation{Agent: "maya", Title: "garden"})
	if err != nil {
		t.Fatal(err)
	}
	c2, _ := db.CreateConversation(ctx, session.NewConversation{Agent: "maya", Title: "trip"})
	c3, _ := db.CreateConversation(ctx, session.NewConversation{Agent: "bob", Title: "bob's"})
	ids["c1"], ids["c2"], ids["c3"] = c1.ID, c2.ID, c3.ID
	msg(c1.ID, session.RoleUser, "user", "The tomatoes in the greenhouse need watering twice a day")
	msg(c1.ID, session.RoleAssistant, "maya", "Noted: water the tomatoes morning and evening.")
	msg(c2.ID, session.RoleUser, "user", "Book the train to Lisbon for the conference")
	msg(c2.ID, session.RoleAssistant, "maya", "The Lisbon train leaves at 8:10 on Tuesday.")
	msg(c3.ID, session.RoleUser, "user", "bob, the tomatoes are secret")
	return db, memory.New(db, nil), ids
}

func TestHistorySearchAndRead(t *testing.T) {
	ctx := context.Background()
	db, mem, ids := historyFixture(t)
	r := tools.NewRegistry(New(mem, "maya")...)

	out := ok(t, call(t, r, "history_search", `{"query":"greenhouse tomatoes"}`))
	res := out["results"].([]any)
	if len(res) != 2 {
		t.Fatalf("want maya's two tomato messages, got %v", res)
	}
	top := res[0].(map[string]any)
	if top["entry_id"] != ids["The tomatoes in the greenhouse need watering twice a day"] || top["conversation_id"] != ids["c1"] ||
		top["author"] != "user" || !strings.Contains(top["snippet"].(string), "[tomatoes]") || top["time"] != "2026-03-01T10:00:00Z" {
		t.Fatalf("top hit %v", top)
	}
	for _, h := range res {
		if h.(map[string]any)["conversation_id"] == ids["c3"] {
			t.Fatal("found another agent's conversation")
		}
	}
	// Conversation and time filters.
	out = ok(t, call(t, r, "history_search", `{"query":"tomatoes lisbon","conversation_id":"`+ids["c2"]+`"}`))
	if res := out["results"].([]any); len(res) != 2 || res[0].(map[string]any)["conversation_id"] != ids["c2"] {
		t.Fatalf("conversation filter: %v", res)
	}
	out = ok(t, call(t, r, "history_search", `{"query":"tomatoes","since":"2026-03-01T10:30:00Z"}`))
	if res := out["results"].([]any); len(res) != 1 || res[0].(map[string]any)["author"] != "maya" {
		t.Fatalf("since filter: %v", res)
	}
	if res := call(t, r, "history_search", `{"query":"  "}`); res.Success {
		t.Fatal("empty query accepted")
	}

	// history_read by count: the last two, oldest first.
	out = ok(t, call(t, r, "history_read", `{"count":2}`))
	msgs := out["messages"].([]any)
	if len(msgs) != 2 || msgs[0].(map[string]any)["text"] != "Book the train to Lisbon for the conference" ||
		msgs[1].(map[string]any)["author"] != "maya" {
		t.Fatalf("read by count: %v", msgs)
	}
	// By time range.
	out = ok(t, call(t, r, "history_read", `{"since":"2026-03-01T10:00:00Z","until":"2026-03-01T12:00:00Z"}`))
	if msgs := out["messages"].([]any); len(msgs) != 2 || msgs[0].(map[string]any)["entry_id"] != ids["The tomatoes in the greenhouse need watering twice a day"] {
		t.Fatalf("read by range: %v", msgs)
	}

	// Deleting a conversation drops its messages from the index.
	if err := db.DeleteConversation(ctx, ids["c1"]); err != nil {
		t.Fatal(err)
	}
	hs, err := mem.SearchHistory(ctx, "maya", memory.HistoryQuery{Text: "tomatoes"})
	if err != nil || len(hs) != 0 {
		t.Fatalf("after delete: %v %v", hs, err)
	}
	// A participant agent sees the conversations it joined.
	if err := db.AddParticipant(ctx, ids["c3"], session.Participant{Name: "maya", Kind: "agent", Mode: "participant"}); err != nil {
		t.Fatal(err)
	}
	hs, err = mem.SearchHistory(ctx, "maya", memory.HistoryQuery{Text: "secret"})
	if err != nil || len(hs) != 1 {
		t.Fatalf("joined conversation: %v %v", hs, err)
	}
}

// TestHistoryReadCutsOnCharacters: a long message is shortened without
// splitting a character.
func TestHistoryReadCutsOnCharacters(t *testing.T) {
	ctx := context.Background()
	db, mem, ids := historyFixture(t)
	long := "x" + strings.Repeat("🌳", maxHistoryText)
	if _, err := db.Append(ctx, ids["c1"], session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Author: "user", Content: []session.Block{session.TextBlock(long)}}); err != nil {
		t.Fatal(err)
	}
	r := tools.NewRegistry(New(mem, "maya")...)
	res := r.Call(ctx, session.ToolCall{ID: "1", Name: "history_read", Arguments: json.RawMessage(`{"count":1}`)})
	if !res.Success || !utf8.ValidString(res.Result) || !strings.Contains(res.Result, "[…]") || strings.Contains(res.Result, `\ufffd`) {
		t.Fatalf("result: %.200s", res.Result)
	}
}
