package session

import (
	"context"
	"encoding/json"
	"testing"
)

// replyOf is an agent reply of turn, and the model call that wrote it
// (tokens and latency), both carrying the turn.
func replyOf(turn, text string, tokens int64) []Entry {
	meta, _ := json.Marshal(EntryMeta{Model: "offline", Usage: &Usage{InputTokens: tokens, OutputTokens: 1}, LatencyMs: int64(tokens)})
	call := Entry{Kind: EntryLLMCall, Role: RoleAssistant, Author: "assistant", TurnID: turn, Metadata: meta}
	msg := agentMsg(text)
	msg.TurnID = turn
	return []Entry{call, msg}
}

// Turns that overlap write their replies after later inputs and out of
// order: each input is still paired with the reply of its own turn (tokens
// and latency included), and an input whose turn wrote nothing has no
// reply, rather than the reply of the input before it.
func TestExchangesPairRepliesWithTheirOwnTurn(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	turns := map[string]string{}
	start := func(text string) {
		t.Helper()
		_, tr, err := s.StartTurn(ctx, DefaultBranch, userMsg(text), Turn{ConversationID: c.ID, Agent: "assistant"})
		if err != nil {
			t.Fatal(err)
		}
		turns[text] = tr.ID
	}
	reply := func(input, text string, tokens int64) {
		t.Helper()
		mustAppend(t, s, c.ID, DefaultBranch, replyOf(turns[input], text, tokens)...)
	}
	// one, then two before one's reply, three before either's; three's
	// reply comes first, two's last, four's never.
	start("one")
	start("two")
	start("three")
	reply("three", "reply to three", 30)
	reply("one", "reply to one", 10)
	start("four")
	reply("two", "reply to two", 20)
	start("five")
	reply("five", "reply to five", 50)

	path, err := s.Path(ctx, c.ID, DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		input, answer string
		tokens        int64
	}{{"one", "reply to one", 11}, {"two", "reply to two", 21}, {"three", "reply to three", 31}, {"four", "", 0}, {"five", "reply to five", 51}}
	xs := Exchanges(path)
	if len(xs) != len(want) {
		t.Fatalf("%d exchanges, want %d", len(xs), len(want))
	}
	for i, w := range want {
		x := xs[i]
		if x.Input != w.input || x.Answer != w.answer || x.Usage.InputTokens+x.Usage.OutputTokens != w.tokens || len(x.AnswerIDs) != int(min(w.tokens, 1)) {
			t.Errorf("exchange %d: %q answered %q (%d tokens, %d entries), want %q answered %q (%d tokens)",
				i+1, x.Input, x.Answer, x.Usage.InputTokens+x.Usage.OutputTokens, len(x.AnswerIDs), w.input, w.answer, w.tokens)
		}
	}
}

// Entries of a turn that no input on the path started (an agent woken by
// a background result) and entries without a turn belong to the input
// before them, as they always did.
func TestExchangesCreditTurnsWithoutAnInputToTheInputBefore(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	_, tr, err := s.StartTurn(ctx, DefaultBranch, userMsg("one"), Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	mustAppend(t, s, c.ID, DefaultBranch, replyOf(tr.ID, "first", 1)...)
	mustAppend(t, s, c.ID, DefaultBranch, replyOf("woken", "second", 1)...)
	mustAppend(t, s, c.ID, DefaultBranch, agentMsg("third"))
	mustAppend(t, s, c.ID, DefaultBranch, userMsg("two"))
	mustAppend(t, s, c.ID, DefaultBranch, agentMsg("fourth"))
	path, err := s.Path(ctx, c.ID, DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	xs := Exchanges(path)
	if len(xs) != 2 || xs[0].Answer != "first\n\nsecond\n\nthird" || xs[1].Answer != "fourth" {
		t.Fatalf("exchanges %+v", xs)
	}
}
