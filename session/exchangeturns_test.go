package session

import (
	"context"
	"testing"
)

// regenerate records what Runtime.Regenerate does for the reply at of
// branch from: a branch named into at the reply's parent and a turn a
// person started whose input is that parent, no message of its own.
func regenerate(t *testing.T, s *Store, convID, into string, reply Entry) Turn {
	t.Helper()
	ctx := context.Background()
	b, err := s.CreateBranch(ctx, convID, into, reply.ParentID)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := s.CreateTurn(ctx, Turn{ID: NewID(), ConversationID: convID, Agent: "assistant", Caller: "user", InputEntryID: b.HeadID, Branch: into})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// Two inputs sent together, the first answered after the second: its
// reply's parent is the second input, where a regeneration of that reply
// starts. The comparison shows the regenerated reply facing the reply it
// replaces, marked so, while it is written and once saved, and the
// second input without an answer on that branch (its own turn answered
// it on main only), where it showed the regenerated reply as the second
// input's answer and the first input unanswered.
func TestCompareShowsARegeneratedReplyAsAnotherAnswerToItsInput(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	_, one, err := s.StartTurn(ctx, DefaultBranch, userMsg("one"), Turn{ConversationID: c.ID, Agent: "assistant", Caller: "user"})
	if err != nil {
		t.Fatal(err)
	}
	_, two, err := s.StartTurn(ctx, DefaultBranch, userMsg("two"), Turn{ConversationID: c.ID, Agent: "assistant", Caller: "user"})
	if err != nil {
		t.Fatal(err)
	}
	first := mustAppend(t, s, c.ID, DefaultBranch, replyOf(one.ID, "reply to one", 10)...)
	mustAppend(t, s, c.ID, DefaultBranch, replyOf(two.ID, "reply to two", 20)...)
	for _, id := range []string{one.ID, two.ID} {
		if _, err := s.UpdateTurn(ctx, id, TurnUpdate{Status: TurnCompleted}); err != nil {
			t.Fatal(err)
		}
	}
	regen := regenerate(t, s, c.ID, "again", first[0])

	check := func(when, answer string, writing bool) {
		t.Helper()
		rows, err := s.CompareBranches(ctx, c.ID, DefaultBranch, "again")
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 2 || rows[0].Left == nil || rows[0].Right == nil || rows[1].Right == nil {
			t.Fatalf("%s: rows %+v", when, rows)
		}
		l, r := rows[0].Left, rows[0].Right
		if l.Input != "one" || l.Answer != "reply to one" || l.Regenerated || l.Writing {
			t.Errorf("%s: main's first row %+v", when, *l)
		}
		if r.Input != "one" || r.Answer != answer || !r.Regenerated || r.Writing != writing || r.Shared {
			t.Errorf("%s: the regenerated row %+v, want %q regenerated, writing %v", when, *r, answer, writing)
		}
		if x := rows[1].Right; x.Input != "two" || x.Answer != "" || x.Regenerated || x.Writing || x.Cut != "" {
			t.Errorf("%s: the second input on the new branch %+v", when, *x)
		}
	}
	check("while it is written", "", true)
	mustAppend(t, s, c.ID, "again", replyOf(regen.ID, "another reply to one", 30)...)
	check("while its turn runs on", "another reply to one", true)
	if _, err := s.UpdateTurn(ctx, regen.ID, TurnUpdate{Status: TurnCompleted}); err != nil {
		t.Fatal(err)
	}
	check("once saved", "another reply to one", false)

	// A regeneration of the regenerated reply answers the same input.
	p, err := s.Path(ctx, c.ID, "again")
	if err != nil {
		t.Fatal(err)
	}
	twice := regenerate(t, s, c.ID, "twice", p[len(p)-1])
	mustAppend(t, s, c.ID, "twice", replyOf(twice.ID, "a third reply to one", 40)...)
	rows, err := s.CompareBranches(ctx, c.ID, "again", "twice")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].Right == nil || rows[0].Right.Input != "one" || rows[0].Right.Answer != "a third reply to one" || !rows[0].Right.Regenerated {
		t.Fatalf("regenerated twice: %+v", rows[0].Right)
	}
}

// A row says whether its answer is still written or ended cut, from the
// turn writing on that branch: running; cancelled, with the reply saying
// so or without a reply; failed before it wrote anything, with the error.
// The same input on a branch parted before its turn answered is neither.
func TestCompareSaysWhichAnswersAreWrittenOrCut(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	start := func(text string) Turn {
		t.Helper()
		_, tr, err := s.StartTurn(ctx, DefaultBranch, userMsg(text), Turn{ConversationID: c.ID, Agent: "assistant", Caller: "user"})
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	end := func(tr Turn, status, why string) {
		t.Helper()
		if _, err := s.UpdateTurn(ctx, tr.ID, TurnUpdate{Status: status, Error: &why}); err != nil {
			t.Fatal(err)
		}
	}
	done := start("done")
	mustAppend(t, s, c.ID, DefaultBranch, replyOf(done.ID, "a whole answer", 1)...)
	end(done, TurnCompleted, "")
	stopped := start("stopped")
	cut := replyOf(stopped.ID, "half an ans", 1)
	cut[1].SetMeta(EntryMeta{Interrupted: true, ErrorClass: ErrorClassCanceled})
	mustAppend(t, s, c.ID, DefaultBranch, cut...)
	end(stopped, TurnCancelled, "")
	quiet := start("cancelled before a word")
	end(quiet, TurnCancelled, "")
	broken := start("broken")
	end(broken, TurnFailed, "the provider said no")
	running := start("running")
	p, err := s.Path(ctx, c.ID, DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.CreateBranch(ctx, c.ID, "other", p[len(p)-1].ID); err != nil {
		t.Fatal(err)
	}
	_ = running
	rows, err := s.CompareBranches(ctx, c.ID, DefaultBranch, "other")
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		answer, cut, err string
		writing          bool
	}{{"a whole answer", "", "", false}, {"half an ans", CutCancelled, "", false}, {"", CutCancelled, "", false},
		{"", CutFailed, "the provider said no", false}, {"", "", "", true}}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d", len(rows), len(want))
	}
	for i, w := range want {
		x := rows[i].Left
		if x.Answer != w.answer || x.Cut != w.cut || x.Error != w.err || x.Writing != w.writing {
			t.Errorf("row %d (%s): answer %q cut %q error %q writing %v, want %+v", i+1, x.Input, x.Answer, x.Cut, x.Error, x.Writing, w)
		}
	}
	if o := rows[4].Right; o == nil || o.Writing || o.Cut != "" {
		t.Errorf("the running input on the other branch: %+v", o)
	}
}
