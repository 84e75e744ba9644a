package session

import (
	"context"
	"testing"
)

// TestUsageByWorkspaceNames: usage by workspace is named workflow:tag (the
// id kept beside it), turns outside workspaces are one row of their own.
func TestUsageByWorkspaceNames(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	ws, _, err := s.StartWorkspace(ctx, NewWorkspace{Workflow: "feature", Tag: "pr-7"})
	if err != nil {
		t.Fatal(err)
	}
	plain := mustCreate(t, s)
	for _, conv := range []string{ws.ChannelID, plain.ID} {
		tr, err := s.CreateTurn(ctx, Turn{ConversationID: conv, Agent: "a"})
		if err != nil {
			t.Fatal(err)
		}
		u := UsageByModel{"offline/offline": {InputTokens: 10, OutputTokens: 5, Calls: 1}}
		if _, err := s.UpdateTurn(ctx, tr.ID, TurnUpdate{Usage: &u, AddUsage: UsageByModel{ExtractionKey("offline/offline"): {InputTokens: 3, Calls: 1}}}); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := s.UsageBy(ctx, ByWorkspace, "")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]UsageRow{}
	for _, r := range rows {
		names[r.Key] = r
	}
	if r, ok := names["feature:pr-7"]; !ok || r.Workspace != ws.ID || r.Turns != 1 || r.Usage.InputTokens != 13 || r.Usage.Calls != 2 {
		t.Fatalf("rows %+v", rows)
	}
	if _, ok := names["(no workspace)"]; !ok || len(rows) != 2 {
		t.Fatalf("rows %+v", rows)
	}
}
