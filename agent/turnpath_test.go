package agent

import (
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

func userEntry(id, turn, text string) session.Entry {
	return session.Entry{ID: id, TurnID: turn, Kind: session.EntryMessage, Role: session.RoleUser, Content: []session.Block{session.TextBlock(text)}}
}

func replyEntry(id, turn, text string) session.Entry {
	return session.Entry{ID: id, TurnID: turn, Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", Content: []session.Block{session.TextBlock(text)}}
}

// A sibling that started first and finished before this turn's next step
// (the interleaving that made a turn answer "calculate 2+2please wait 0.5
// seconds") stays out of the turn's view, whatever is active now.
func TestTurnPathHidesSiblingsThatFinished(t *testing.T) {
	path := []session.Entry{
		userEntry("h1", "old", "hello"), replyEntry("h2", "old", "hi"),
		userEntry("a1", "A", "calculate 2+2"),
		userEntry("b1", "B", "please wait 0.5 seconds"),
		replyEntry("a2", "A", "4"),
		replyEntry("b2", "B", "Let me wait 0.5 seconds."),
	}
	for _, active := range []map[string]bool{{"A": true}, nil} {
		got := TurnPath(path, "B", "b1", active)
		var ids []string
		for _, e := range got {
			ids = append(ids, e.ID)
		}
		if len(ids) != 4 || ids[0] != "h1" || ids[1] != "h2" || ids[2] != "b1" || ids[3] != "b2" {
			t.Fatalf("active %v: view %v, want [h1 h2 b1 b2]", active, ids)
		}
	}
	// A finished turn whose entries all precede the input is history.
	got := TurnPath(path[:4], "B", "b1", nil)
	if len(got) != 4 {
		t.Fatalf("history lost: %d entries", len(got))
	}
	// Consecutive user entries never merge into one run-on text.
	msgs := Messages("assistant", []session.Entry{userEntry("x", "", "calculate 2+2"), userEntry("y", "", "please wait 0.5 seconds")}, 1<<20)
	if len(msgs) != 1 || msgs[0].Role != llm.RoleUser || session.Text(msgs[0].Content) != "calculate 2+2"+session.TextSeparator+"please wait 0.5 seconds" {
		t.Fatalf("merged messages: %+v", msgs)
	}
}
