package corpus

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/grovechat/grove/session"
)

// LongBranch is a conversation whose main branch holds 3,000 realistic
// messages with tool groups every 40 entries, side branches, a compaction
// summary after the first 1,500 (keeping the 60 entries before it), an
// old turn still active whose input lies near the start, and at the end
// two parallel turns (A and B, interleaved) and a turn C that finished
// after B's input.
type LongBranch struct {
	Store   *session.Store
	Conv    session.Conversation
	A, B    session.Turn
	Old     session.Turn
	ALeaf   string
	BLeaf   string
	Marks   map[string]string // branch name → what is special about its head
	Entries int
}

// NewLongBranch writes a LongBranch into conv, a conversation of the agent
// "assistant" in st.
func NewLongBranch(t testing.TB, st *session.Store, conv session.Conversation) *LongBranch {
	t.Helper()
	ctx := context.Background()
	lb := &LongBranch{Store: st, Conv: conv, Marks: map[string]string{}}
	g := New(17)
	main := session.DefaultBranch
	appendMain := func(es ...session.Entry) []session.Entry {
		t.Helper()
		out, err := st.Append(ctx, conv.ID, main, es...)
		if err != nil {
			t.Fatal(err)
		}
		lb.Entries += len(out)
		return out
	}
	branchAt := func(name, at, why string, es ...session.Entry) {
		t.Helper()
		if _, err := st.CreateBranch(ctx, conv.ID, name, at); err != nil {
			t.Fatal(err)
		}
		if len(es) > 0 {
			if _, err := st.Append(ctx, conv.ID, name, es...); err != nil {
				t.Fatal(err)
			}
		}
		lb.Marks[name] = why
	}
	var keep string
	for i := 0; i < 3000; i++ {
		e := g.Entry(i)
		switch {
		case i == 30:
			in, tu, err := st.StartTurn(ctx, main, e, session.Turn{ConversationID: conv.ID, Agent: "assistant", Status: session.TurnActive})
			if err != nil {
				t.Fatal(err)
			}
			lb.Old = tu
			lb.Entries++
			_ = in
			continue
		case i%40 == 39:
			call := fmt.Sprintf("call-%d", i)
			appendMain(session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant",
				Content: []session.Block{session.TextBlock("Let me look."), {Type: session.BlockToolCall,
					ToolCall: &session.ToolCall{ID: call, Name: "read_file", Arguments: json.RawMessage(`{"path":"notes.md"}`)}}}},
				session.Entry{Kind: session.EntryToolResult, Role: session.RoleTool, Content: []session.Block{{Type: session.BlockToolResult,
					ToolResult: &session.ToolResult{ToolCallID: call, Name: "read_file", Success: true, Result: g.Message(session.RoleAssistant)}}}})
			continue
		case i == 1500:
			text := "[Conversation summary] Earlier parts of this conversation were compacted; this is what they contained:\n" + g.Message(session.RoleAssistant)
			c := session.Entry{Kind: session.EntryCompaction, Role: session.RoleUser, Author: "grove", Content: []session.Block{session.TextBlock(text)}}
			c.SetMeta(session.EntryMeta{KeepFrom: keep})
			appendMain(c)
			continue
		}
		out := appendMain(e)[0]
		switch {
		case i == 1440:
			keep = out.ID
		case i == 700:
			branchAt("side-early", out.ID, "a side branch far before the summary", g.Entries(3)...)
		case i == 1510:
			branchAt("after-summary", out.ID, "just after the summary: it and all after it fit")
		case i == 1200:
			branchAt("no-summary", out.ID, "before the summary: the gap since the start is counted")
		case i == 2500:
			branchAt("side-late", out.ID, "a side branch after the summary", g.Entries(2)...)
		}
	}
	// Two parallel turns interleaved at the head, then C, which finished
	// after B's input.
	start := func(text string) (session.Entry, session.Turn) {
		in, tu, err := st.StartTurn(ctx, main, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
			Content: []session.Block{session.TextBlock(text)}}, session.Turn{ConversationID: conv.ID, Agent: "assistant", Status: session.TurnActive})
		if err != nil {
			t.Fatal(err)
		}
		return in, tu
	}
	reply := func(turn, text string) string {
		out := appendMain(session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", TurnID: turn,
			Content: []session.Block{session.TextBlock(text)}})
		return out[0].ID
	}
	_, lb.A = start("calculate 2+2")
	_, lb.B = start("please summarize the design")
	lb.ALeaf = reply(lb.A.ID, "4")
	_, c := start("and the cache?")
	reply(c.ID, "It is warm.")
	if _, err := st.UpdateTurn(ctx, c.ID, session.TurnUpdate{Status: session.TurnCompleted}); err != nil {
		t.Fatal(err)
	}
	lb.BLeaf = reply(lb.B.ID, "The design has three parts.")
	return lb
}
