package session

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// Export and import keep a conversation's branch caps and turn caps;
// an import naming a branch it does not carry is refused; doctor finds
// caps whose branch or turn is gone and caps that are not an amount.
func TestBudgetsExportImportDoctor(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	es := mustAppend(t, s, c.ID, DefaultBranch, userMsg("hi"), agentMsg("hello"))
	if _, err := s.CreateBranch(ctx, c.ID, "side", es[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := s.SetBranchBudget(ctx, c.ID, "side", 0.75); err != nil {
		t.Fatal(err)
	}
	tu, err := s.CreateTurn(ctx, Turn{ConversationID: c.ID, Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetTurnBudget(ctx, tu.ID, 0.2); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := MustExport(t, s, c.ID).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte(`"budgets"`)) || !bytes.Contains(buf.Bytes(), []byte(`"turn_budgets"`)) {
		t.Fatalf("export has no caps:\n%s", buf.String())
	}
	dst := newTestStore(t)
	got := MustImport(t, dst, buf.Bytes())
	if caps, err := dst.BranchBudgets(ctx, got.ID); err != nil || len(caps) != 1 || caps["side"] != 0.75 {
		t.Fatalf("imported branch caps %v %v, want side's $0.75", caps, err)
	}
	if cap, err := dst.TurnBudget(ctx, tu.ID); err != nil || cap != 0.2 {
		t.Fatalf("imported turn cap %v %v, want 0.2", cap, err)
	}
	if f, err := dst.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("doctor on a sound import: %v %v", f, err)
	}

	// A cap naming a branch the export does not carry.
	x := MustExport(t, s, c.ID)
	x.Budgets = append(x.Budgets, BranchCap{Branch: "gone", Cap: 1})
	if _, err := newTestStore(t).Import(ctx, x); ErrorCode(err) != EINVALID || !strings.Contains(err.Error(), "branch gone") {
		t.Fatalf("import of a cap off the branches: %v", err)
	}
	x = MustExport(t, s, c.ID)
	x.Budgets[0].Cap = -1
	if _, err := newTestStore(t).Import(ctx, x); ErrorCode(err) != EINVALID {
		t.Fatalf("import of a negative cap: %v", err)
	}

	// Rows a file written with foreign keys off may hold: a cap of a
	// branch and of a turn that are gone, and a cap of 0.
	conn, err := dst.w.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	for _, q := range []string{`PRAGMA foreign_keys = OFF`,
		`INSERT INTO branch_budgets (conversation_id, branch, cap) VALUES ('` + got.ID + `', 'gone', 2)`,
		`INSERT INTO turn_budgets (turn_id, cap) VALUES ('no-such-turn', 3)`,
		`UPDATE branch_budgets SET cap = 0 WHERE branch = 'side'`,
		`PRAGMA foreign_keys = ON`} {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			t.Fatal(q, err)
		}
	}
	f, err := dst.Check(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	for _, x := range f {
		if x.Check != "budgets" {
			t.Errorf("finding %+v: want only the caps' own", x)
		}
		said = append(said, x.Message)
	}
	want := []string{"names branch gone, which does not exist", "branch side has a budget of 0", "names turn no-such-turn, which does not exist"}
	if len(said) != len(want) {
		t.Fatalf("findings %q, want %d", said, len(want))
	}
	for _, w := range want {
		if !strings.Contains(strings.Join(said, "\n"), w) {
			t.Errorf("findings %q, missing %q", said, w)
		}
	}
}
