package session

import (
	"context"
	"reflect"
	"strings"
	"testing"
)

// startedTurn is a new store holding one conversation with a turn started
// on its main branch: the turn's input and the turn.
func startedTurn(t *testing.T) (*Store, Conversation, Entry, Turn) {
	t.Helper()
	s := newTestStore(t)
	c := mustCreate(t, s)
	in, tr, err := s.StartTurn(context.Background(), DefaultBranch, userMsg("add 1 and 1"), Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	return s, c, in, tr
}

// storedAsReturned fails unless the store holds the turn a step's save
// returned.
func storedAsReturned(t *testing.T, s *Store, got Turn) {
	t.Helper()
	stored, err := s.Turn(context.Background(), got.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, stored) {
		t.Fatalf("the step returned the turn\n%+v\nthe store holds\n%+v", got, stored)
	}
}

// A step's save returns the turn as it is stored after it, and a step whose
// turn is gone saves nothing at all.
func TestAppendStepSavesWholeOrNothing(t *testing.T) {
	ctx := context.Background()
	s, c, in, tr := startedTurn(t)
	usage := UsageByModel{"offline/offline": {InputTokens: 12, OutputTokens: 3, Calls: 1}}
	saved, got, err := s.AppendStep(ctx, c.ID, DefaultBranch, toolGroup("step", 2), Checkpoint{ConversationID: c.ID, TurnID: tr.ID, Step: 1, Usage: usage})
	if err != nil || len(saved) != 3 {
		t.Fatalf("saved %d entries: %v", len(saved), err)
	}
	storedAsReturned(t, s, got)
	if got.Steps != 1 || got.Usage["offline/offline"].OutputTokens != 3 || got.InputEntryID != in.ID || got.Status != TurnActive {
		t.Fatalf("turn after the step: %+v", got)
	}
	cp, err := s.LatestCheckpoint(ctx, tr.ID)
	if err != nil || cp.Step != 1 || cp.LeafEntryID != saved[2].ID {
		t.Fatalf("checkpoint %+v, %v", cp, err)
	}

	before, _ := s.Conversation(ctx, c.ID)
	_, _, err = s.AppendStep(ctx, c.ID, DefaultBranch, []Entry{agentMsg("lost")}, Checkpoint{ConversationID: c.ID, TurnID: "no-such-turn", Step: 2})
	if !IsNotFound(err) {
		t.Fatalf("a step of an unknown turn: %v", err)
	}
	after, _ := s.Conversation(ctx, c.ID)
	path, err := s.PathTo(ctx, saved[2].ID)
	if err != nil {
		t.Fatal(err)
	}
	head, err := s.Branch(ctx, c.ID, DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	if after.EntryCount != before.EntryCount || head.HeadID != saved[2].ID || len(path) != 4 {
		t.Fatalf("the failed step left %d entries (before %d), head %s", after.EntryCount, before.EntryCount, head.HeadID)
	}
}

// The turns that wrote after an entry: each once, never the asking turn,
// never entries without a turn, and ENOTFOUND for an entry that is not
// stored.
func TestTurnsWritingAfter(t *testing.T) {
	ctx := context.Background()
	s, c, in, mine := startedTurn(t)
	other := mustCreate(t, s)
	if got, err := s.TurnsWritingAfter(ctx, in.ID, mine.ID); err != nil || len(got) != 0 {
		t.Fatalf("nothing written after the input: %v, %v", got, err)
	}
	_, beside, err := s.StartTurn(ctx, DefaultBranch, userMsg("second"), Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	by := func(turn string) Entry { e := agentMsg("from " + turn); e.TurnID = turn; return e }
	mustAppend(t, s, c.ID, DefaultBranch, by(mine.ID), by(beside.ID), agentMsg("no turn"), by(beside.ID))
	mustAppend(t, s, other.ID, DefaultBranch, by("elsewhere"))
	got, err := s.TurnsWritingAfter(ctx, in.ID, mine.ID)
	if err != nil || len(got) != 1 || got[0] != beside.ID {
		t.Fatalf("turns writing after the input: %v, %v (want only %s)", got, err, beside.ID)
	}
	if _, err := s.TurnsWritingAfter(ctx, "no-such-entry", mine.ID); !IsNotFound(err) {
		t.Fatalf("an unknown entry: %v", err)
	}
	// A step asks this of long conversations: SQLite searches the indexes
	// and never scans the entries.
	rows, err := s.r.QueryContext(ctx, "EXPLAIN QUERY PLAN "+turnsWritingAfterSQL, in.ID, mine.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(detail, "SCAN") {
			t.Errorf("the query scans: %s", detail)
		}
	}
}

// A turn's last step ends the turn in the step's own transaction: the
// stored turn is completed, with its steps, usage and finish time, and its
// checkpoint is at the reply. A turn another process already ended keeps
// its status while the step is still saved, and a status that does not
// end a turn is refused before anything is written.
func TestAppendLastStepEndsTheTurn(t *testing.T) {
	ctx := context.Background()
	s, c, _, tr := startedTurn(t)
	usage := UsageByModel{"offline/offline": {InputTokens: 9, OutputTokens: 2, Calls: 1}}
	if _, _, err := s.AppendLastStep(ctx, c.ID, DefaultBranch, []Entry{agentMsg("no")}, Checkpoint{ConversationID: c.ID, TurnID: tr.ID, Step: 1}, TurnActive); ErrorCode(err) != EINVALID {
		t.Fatalf("ending a turn as active: %v", err)
	}
	if n, _ := s.Conversation(ctx, c.ID); n.EntryCount != 1 {
		t.Fatalf("a refused last step wrote entries: %d", n.EntryCount)
	}
	saved, got, err := s.AppendLastStep(ctx, c.ID, DefaultBranch, []Entry{agentMsg("2")}, Checkpoint{ConversationID: c.ID, TurnID: tr.ID, Step: 1, Usage: usage}, TurnCompleted)
	if err != nil || len(saved) != 1 {
		t.Fatalf("saved %d entries: %v", len(saved), err)
	}
	storedAsReturned(t, s, got)
	if got.Status != TurnCompleted || got.FinishedAt.IsZero() || got.Steps != 1 || got.Usage["offline/offline"].OutputTokens != 2 {
		t.Fatalf("turn after its last step: %+v", got)
	}
	if cp, err := s.LatestCheckpoint(ctx, tr.ID); err != nil || cp.LeafEntryID != saved[0].ID {
		t.Fatalf("checkpoint %+v, %v", cp, err)
	}

	_, other, err := s.StartTurn(ctx, DefaultBranch, userMsg("again"), Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.UpdateTurn(ctx, other.ID, TurnUpdate{Status: TurnCancelled}); err != nil {
		t.Fatal(err)
	}
	saved, got, err = s.AppendLastStep(ctx, c.ID, DefaultBranch, []Entry{agentMsg("late")}, Checkpoint{ConversationID: c.ID, TurnID: other.ID, Step: 1}, TurnCompleted)
	if err != nil || len(saved) != 1 {
		t.Fatalf("the step of a cancelled turn: %d entries, %v", len(saved), err)
	}
	if got.Status != TurnCancelled || got.Steps != 1 {
		t.Fatalf("a cancelled turn's last step made it %+v", got)
	}
}

// What a save returns of its entries is what a read gives back: a turn
// carries them on to its next step instead of reading them again, so the
// arguments of a tool call, normalized when they are encoded, and text that
// is not valid UTF-8 must read as they were stored.
func TestAppendReturnsEntriesAsStored(t *testing.T) {
	ctx := context.Background()
	s, c, _, tr := startedTurn(t)
	call := Entry{Kind: EntryMessage, Role: RoleAssistant, Author: "assistant", TurnID: tr.ID, Content: []Block{
		{Type: BlockText, Text: "let me see <now> & \xff then"},
		{Type: BlockToolCall, ToolCall: &ToolCall{ID: "c1", Name: "calculate", Arguments: []byte("{ \"expression\" :\n \"2+2\" }")}}}}
	call.SetMeta(EntryMeta{Provider: "offline", Model: "offline"})
	res := Entry{Kind: EntryToolResult, Role: RoleTool, TurnID: tr.ID, Content: []Block{
		{Type: BlockToolResult, ToolResult: &ToolResult{ToolCallID: "c1", Name: "calculate", Success: true, Result: "4"}}}}
	saved, _, err := s.AppendStep(ctx, c.ID, DefaultBranch, []Entry{call, res}, Checkpoint{ConversationID: c.ID, TurnID: tr.ID, Step: 1})
	if err != nil {
		t.Fatal(err)
	}
	if args := string(saved[0].Content[1].ToolCall.Arguments); args != `{"expression":"2+2"}` {
		t.Fatalf("the call's arguments came back as %q", args)
	}
	for _, got := range saved {
		read, err := s.Entry(ctx, got.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, read) {
			t.Fatalf("the save returned\n%+v\na read gives\n%+v", got, read)
		}
	}
}
