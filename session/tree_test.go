package session

import (
	"context"
	"reflect"
	"testing"
	"time"
)

func TestConversationLifecycle(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	s, err := Open(ctx, t.TempDir()+"/g.db", WithClock(func() time.Time { now = now.Add(time.Second); return now }))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, _ := s.CreateConversation(ctx, NewConversation{Title: "first", Agent: "assistant"})
	b, _ := s.CreateConversation(ctx, NewConversation{Title: "second", Agent: "assistant"})
	mustAppend(t, s, a.ID, DefaultBranch, userMsg("hello"), agentMsg("hi"))

	list, err := s.ListConversations(ctx, ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != a.ID || list[0].EntryCount != 2 || list[0].BranchCount != 1 {
		t.Fatalf("list not sorted by activity with counts: %+v", list)
	}
	if err := s.RenameConversation(ctx, b.ID, "renamed"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Conversation(ctx, b.ID); got.Title != "renamed" || len(got.Participants) != 2 {
		t.Fatalf("rename: %+v", got)
	}
	if err := s.ArchiveConversation(ctx, b.ID, true); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.ListConversations(ctx, ListOptions{}); len(list) != 1 {
		t.Fatalf("archived conversation still listed: %d", len(list))
	}
	if list, _ := s.ListConversations(ctx, ListOptions{IncludeArchived: true}); len(list) != 2 {
		t.Fatalf("archived conversation not listed with IncludeArchived")
	}
	// The shortest prefix of a's id that b's does not share (ids made in
	// the same millisecond share their first 20 characters or more).
	k := 0
	for k < len(a.ID) && a.ID[k] == b.ID[k] {
		k++
	}
	got, err := s.ResolveConversation(ctx, a.ID[:k+1])
	if err != nil || got.ID != a.ID {
		t.Fatalf("resolve prefix: %v %v", got.ID, err)
	}
	if err := s.DeleteConversation(ctx, a.ID); err != nil {
		t.Fatal(err)
	}
	for _, err := range []error{
		s.DeleteConversation(ctx, a.ID),
		s.RenameConversation(ctx, a.ID, "x"),
		func() error { _, err := s.Conversation(ctx, a.ID); return err }(),
		func() error { _, err := s.Append(ctx, a.ID, DefaultBranch, userMsg("x")); return err }(),
	} {
		if !IsNotFound(err) {
			t.Fatalf("want not found after delete, got %v", err)
		}
	}
	var n int
	s.DB().QueryRow(`SELECT COUNT(*) FROM entries`).Scan(&n)
	if n != 0 {
		t.Fatalf("%d entries left after delete", n)
	}
	if _, err := s.CreateConversation(ctx, NewConversation{Kind: "group"}); ErrorCode(err) != EINVALID {
		t.Fatalf("bad kind: %v", err)
	}
}

func TestAppendPathBranches(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	e := mustAppend(t, s, c.ID, DefaultBranch, userMsg("u1"), agentMsg("a1"), userMsg("u2"), agentMsg("a2"))

	path, err := s.Path(ctx, c.ID, DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"u1", "a1", "u2", "a2"}; !reflect.DeepEqual(texts(path), want) {
		t.Fatalf("path = %v", texts(path))
	}
	if path[1].ParentID != path[0].ID || path[0].ParentID != "" {
		t.Fatal("parent links wrong")
	}

	// Edit u2: a sibling on a new branch created at a1.
	br, err := s.CreateBranch(ctx, c.ID, "edit", e[1].ID)
	if err != nil || br.HeadID != e[1].ID {
		t.Fatalf("create branch: %+v %v", br, err)
	}
	mustAppend(t, s, c.ID, "edit", userMsg("u2'"), agentMsg("a2'"))
	if p, _ := s.Path(ctx, c.ID, "edit"); !reflect.DeepEqual(texts(p), []string{"u1", "a1", "u2'", "a2'"}) {
		t.Fatalf("edit path = %v", texts(p))
	}
	if p, _ := s.Path(ctx, c.ID, DefaultBranch); !reflect.DeepEqual(texts(p), []string{"u1", "a1", "u2", "a2"}) {
		t.Fatalf("main changed: %v", texts(p))
	}
	sib, err := s.Siblings(ctx, e[2].ID)
	if err != nil || !reflect.DeepEqual(texts(sib), []string{"u2", "u2'"}) {
		t.Fatalf("siblings = %v %v", texts(sib), err)
	}
	kids, _ := s.Children(ctx, e[1].ID)
	if len(kids) != 2 {
		t.Fatalf("children = %v", texts(kids))
	}

	if err := s.SwitchBranch(ctx, c.ID, "edit"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Conversation(ctx, c.ID); got.CurrentBranch != "edit" || got.BranchCount != 2 {
		t.Fatalf("current = %s, branches %d", got.CurrentBranch, got.BranchCount)
	}
	if err := s.SwitchBranch(ctx, c.ID, "nope"); !IsNotFound(err) {
		t.Fatalf("switch to unknown: %v", err)
	}
	if _, err := s.CreateBranch(ctx, c.ID, "edit", e[0].ID); ErrorCode(err) != ECONFLICT {
		t.Fatalf("duplicate branch: %v", err)
	}
	if _, err := s.CreateBranch(ctx, c.ID, "bad name", e[0].ID); ErrorCode(err) != EINVALID {
		t.Fatalf("bad name: %v", err)
	}
	auto, err := s.CreateBranch(ctx, c.ID, "", e[0].ID)
	if err != nil || auto.Name == "" {
		t.Fatalf("auto name: %+v %v", auto, err)
	}
	bs, _ := s.Branches(ctx, c.ID)
	if len(bs) != 3 {
		t.Fatalf("branches = %+v", bs)
	}
	if err := s.DeleteBranch(ctx, c.ID, "edit"); ErrorCode(err) != EINVALID {
		t.Fatalf("deleting the current branch: %v", err)
	}
	if err := s.DeleteBranch(ctx, c.ID, auto.Name); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Entry(ctx, e[0].ID); err != nil {
		t.Fatalf("deleting a branch removed shared entries: %v", err)
	}
	if err := s.RenameBranch(ctx, c.ID, "edit", "tried-shorter"); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Conversation(ctx, c.ID); got.CurrentBranch != "tried-shorter" {
		t.Fatalf("rename did not carry the current branch: %s", got.CurrentBranch)
	}

	other := mustCreate(t, s)
	if _, err := s.CreateBranch(ctx, other.ID, "x", e[0].ID); ErrorCode(err) != EINVALID {
		t.Fatalf("branch at another conversation's entry: %v", err)
	}
}

func TestToolGroupsAreNeverSplit(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	mustAppend(t, s, c.ID, DefaultBranch, userMsg("compute"))
	g := mustAppend(t, s, c.ID, DefaultBranch, toolGroup("g", 2)...)
	mustAppend(t, s, c.ID, DefaultBranch, agentMsg("done"))

	// A call without its result, or a result on its own, is refused.
	if _, err := s.Append(ctx, c.ID, DefaultBranch, toolGroup("x", 1)[0]); ErrorCode(err) != EUNSAFE {
		t.Fatalf("call without result: %v", err)
	}
	if _, err := s.Append(ctx, c.ID, DefaultBranch, toolGroup("x", 1)[1]); ErrorCode(err) != EUNSAFE {
		t.Fatalf("lone result: %v", err)
	}
	two := toolGroup("y", 2)
	if _, err := s.Append(ctx, c.ID, DefaultBranch, two[0], two[1], userMsg("between"), two[2]); ErrorCode(err) != EUNSAFE {
		t.Fatalf("message between call and result: %v", err)
	}

	// Forking at the call or at its first result snaps to the last result.
	for i, at := range g {
		b, err := s.CreateBranch(ctx, c.ID, "", at.ID)
		if err != nil {
			t.Fatal(err)
		}
		if b.HeadID != g[2].ID {
			t.Fatalf("fork at group entry %d: head %s, want last result %s", i, b.HeadID, g[2].ID)
		}
		p, _ := s.SafeForkPoint(ctx, at.ID)
		if p != g[2].ID {
			t.Fatalf("SafeForkPoint(%d) = %s", i, p)
		}
	}
	fc, err := s.Fork(ctx, c.ID, g[0].ID, "")
	if err != nil {
		t.Fatal(err)
	}
	fp, _ := s.Path(ctx, fc.ID, DefaultBranch)
	if len(fp) != 4 || fp[3].Kind != EntryToolResult {
		t.Fatalf("fork path = %v", texts(fp))
	}
	if fc.ForkedFrom == nil || fc.ForkedFrom.ConversationID != c.ID || fc.ForkedFrom.EntryID != g[2].ID {
		t.Fatalf("fork origin = %+v", fc.ForkedFrom)
	}
	got, _ := s.Conversation(ctx, fc.ID)
	if got.ForkedFrom == nil || got.EntryCount != 4 {
		t.Fatalf("stored fork = %+v", got)
	}
	if f, err := s.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("check: %v %v", f, err)
	}
}

func TestTurnsAsyncOpsCheckpoints(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	in := mustAppend(t, s, c.ID, DefaultBranch, userMsg("go"))
	tr, err := s.CreateTurn(ctx, Turn{ConversationID: c.ID, Agent: "assistant", InputEntryID: in[0].ID})
	if err != nil || tr.Status != TurnActive {
		t.Fatalf("%+v %v", tr, err)
	}
	if _, err := s.CreateTurn(ctx, Turn{ConversationID: c.ID, Agent: "a", Branch: "nope"}); !IsNotFound(err) {
		t.Fatalf("turn on unknown branch: %v", err)
	}
	steps := 2
	usage := UsageByModel{"offline/offline": {InputTokens: 10, OutputTokens: 5, Calls: 1}}
	tr, err = s.UpdateTurn(ctx, tr.ID, TurnUpdate{Steps: &steps, Usage: &usage, AddIssue: "memoryExtractionFailed"})
	if err != nil || tr.Steps != 2 || tr.Usage["offline/offline"].OutputTokens != 5 || len(tr.Issues) != 1 {
		t.Fatalf("%+v %v", tr, err)
	}
	if tr, err = s.UpdateTurn(ctx, tr.ID, TurnUpdate{Status: TurnIncomplete}); err != nil || tr.FinishedAt.IsZero() {
		t.Fatalf("%+v %v", tr, err)
	}
	if _, err = s.UpdateTurn(ctx, tr.ID, TurnUpdate{Status: TurnCompleted}); ErrorCode(err) != EINVALID {
		t.Fatalf("incomplete → completed must go through active: %v", err)
	}
	if tr, err = s.UpdateTurn(ctx, tr.ID, TurnUpdate{Status: TurnActive}); err != nil || !tr.FinishedAt.IsZero() {
		t.Fatalf("continue: %+v %v", tr, err)
	}
	if act, _ := s.ActiveTurns(ctx); len(act) != 1 {
		t.Fatalf("active turns = %d", len(act))
	}
	op, err := s.CreateAsyncOp(ctx, AsyncOp{TurnID: tr.ID, ConversationID: c.ID, ToolCallID: "c1", Tool: "wait", Input: []byte(`{"seconds":1}`)})
	if err != nil {
		t.Fatal(err)
	}
	if ops, _ := s.AsyncOps(ctx, c.ID, "", AsyncRunning); len(ops) != 1 || string(ops[0].Input) != `{"seconds":1}` {
		t.Fatalf("pending ops = %+v", ops)
	}
	if err := s.FinishAsyncOp(ctx, op.ID, AsyncCompleted, "waited", "", ""); err != nil {
		t.Fatal(err)
	}
	if err := s.FinishAsyncOp(ctx, op.ID, AsyncFailed, "", "late", ""); ErrorCode(err) != EINVALID {
		t.Fatalf("second finish: %v", err)
	}
	for i := 1; i <= 3; i++ {
		if _, err := s.SaveCheckpoint(ctx, Checkpoint{ConversationID: c.ID, TurnID: tr.ID, LeafEntryID: in[0].ID, Step: i, Usage: usage}); err != nil {
			t.Fatal(err)
		}
	}
	cp, err := s.LatestCheckpoint(ctx, tr.ID)
	if err != nil || cp.Seq != 3 || cp.Step != 3 || cp.LeafEntryID != in[0].ID || cp.Usage["offline/offline"].Calls != 1 {
		t.Fatalf("%+v %v", cp, err)
	}
	if tr, err = s.UpdateTurn(ctx, tr.ID, TurnUpdate{Status: TurnCompleted}); err != nil {
		t.Fatal(err)
	}
	if _, err = s.UpdateTurn(ctx, tr.ID, TurnUpdate{Status: TurnActive}); ErrorCode(err) != EINVALID {
		t.Fatalf("completed is final: %v", err)
	}
}
