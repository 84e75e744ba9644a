package session

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
)

// convEvents returns the conversation events of the log as kind, reason
// (for an end) or kind of conversation (for a start), by conversation.
func convEvents(t *testing.T, s *Store) map[string][]string {
	t.Helper()
	evs, err := s.Events(context.Background(), EventQuery{})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, ev := range evs {
		var d map[string]any
		if len(ev.Data) > 0 {
			if err := json.Unmarshal(ev.Data, &d); err != nil {
				t.Fatalf("event %s data %s: %v", ev.Kind, ev.Data, err)
			}
		}
		switch ev.Kind {
		case EventConversationStarted:
			out[ev.ConversationID] = append(out[ev.ConversationID], ev.Kind+":"+d["kind"].(string))
		case EventConversationEnded:
			out[ev.ConversationID] = append(out[ev.ConversationID], ev.Kind+":"+d["reason"].(string))
		case EventWorkflowStopped:
			out[ev.ConversationID] = append(out[ev.ConversationID], ev.Kind+":"+d["workflow"].(string)+":"+d["tag"].(string))
		}
	}
	return out
}

// Every way a conversation starts records conversation.started, and every
// way one ends (archived, deleted, its workspace stopped) records
// conversation.ended with the reason, in the transaction of the change.
// An imported conversation is not started again.
func TestConversationStartAndEndEvents(t *testing.T) {
	s := newTestStore(t)
	ctx := context.Background()
	dm, err := s.CreateConversation(ctx, NewConversation{Agent: "alice", Title: "hello"})
	if err != nil {
		t.Fatal(err)
	}
	first := mustAppend(t, s, dm.ID, DefaultBranch, userMsg("hi"))
	personal, _, err := s.PersonalThread(ctx, "bob")
	if err != nil {
		t.Fatal(err)
	}
	fork, err := s.Fork(ctx, dm.ID, first[0].ID, "")
	if err != nil {
		t.Fatal(err)
	}
	ws, _, err := s.StartWorkspace(ctx, NewWorkspace{Workflow: "review", Agents: []WorkspaceAgent{{Name: "helper"}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.ArchiveConversation(ctx, dm.ID, true); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteConversation(ctx, fork.ID); err != nil {
		t.Fatal(err)
	}
	if err := s.StopWorkspace(ctx, ws.ID); err != nil {
		t.Fatal(err)
	}
	got := convEvents(t, s)
	want := map[string][]string{
		dm.ID:       {"conversation.started:dm", "conversation.ended:archived"},
		personal.ID: {"conversation.started:dm"},
		fork.ID:     {"conversation.started:dm", "conversation.ended:deleted"},
		ws.ChannelID: {"conversation.started:channel", "workflow.stopped:review:main",
			"conversation.ended:workspace_stopped"},
	}
	thread := ""
	for id := range got {
		if _, ok := want[id]; !ok {
			thread = id
		}
	}
	want[thread] = []string{"conversation.started:dm", "conversation.ended:workspace_stopped"}
	if len(got) != len(want) {
		t.Fatalf("conversation events %v, want %v", got, want)
	}
	for id, w := range want {
		if g := got[id]; len(g) != len(w) || func() bool {
			for i := range g {
				if g[i] != w[i] {
					return true
				}
			}
			return false
		}() {
			t.Fatalf("events of %s: %v, want %v (all: %v)", id, g, w, got)
		}
	}

	// Importing an export of alice's conversation starts nothing.
	before, _ := s.Events(ctx, EventQuery{})
	x, err := s.ExportConversation(ctx, dm.ID)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := x.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	other := newTestStore(t)
	if _, err := other.ImportFrom(ctx, &buf); err != nil {
		t.Fatal(err)
	}
	if evs, _ := other.Events(ctx, EventQuery{}); len(evs) != 0 {
		t.Fatalf("an import recorded %+v", evs)
	}
	if after, _ := s.Events(ctx, EventQuery{}); len(after) != len(before) {
		t.Fatalf("exporting recorded events")
	}
}
