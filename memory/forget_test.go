package memory

import (
	"context"
	"testing"
)

// TestForgetIsOneTransaction: forgetting an agent deletes its memories and
// notes and closes its todos, all or nothing: when one statement fails,
// nothing has changed; other agents keep what they know.
func TestForgetIsOneTransaction(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	for _, text := range []string{"The API uses JWT", "Deploys happen on Fridays", "The cat is called Miso"} {
		mustAdd(t, s, "ada", NewMemory{Content: text})
	}
	mustAdd(t, s, "bob", NewMemory{Content: "Bob keeps this"})
	if _, err := s.WriteNote(ctx, "ada", "plan", "step one"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddTodo(ctx, "ada", "write the report"); err != nil {
		t.Fatal(err)
	}
	counts := func() (mems, notes, open int) {
		t.Helper()
		var err error
		if mems, err = s.Count(ctx, "ada"); err != nil {
			t.Fatal(err)
		}
		ns, err := s.Notes(ctx, "ada")
		if err != nil {
			t.Fatal(err)
		}
		ts, err := s.Todos(ctx, "ada", false)
		if err != nil {
			t.Fatal(err)
		}
		return mems, len(ns), len(ts)
	}

	// Notes are deleted after the memories: make that statement fail.
	db := s.db.DB()
	if _, err := db.ExecContext(ctx, `CREATE TRIGGER keep_notes BEFORE DELETE ON notes BEGIN SELECT RAISE(ABORT, 'notes are kept'); END`); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Forget(ctx, "ada"); err == nil {
		t.Fatal("Forget succeeded although deleting notes failed")
	}
	if m, n, o := counts(); m != 3 || n != 1 || o != 1 {
		t.Fatalf("after a failed Forget: %d memories, %d notes, %d open todos; want all kept (3, 1, 1)", m, n, o)
	}
	if _, err := db.ExecContext(ctx, `DROP TRIGGER keep_notes`); err != nil {
		t.Fatal(err)
	}

	if _, err := s.Forget(ctx, "ada"); err != nil {
		t.Fatal(err)
	}
	if m, n, o := counts(); m != 0 || n != 0 || o != 0 {
		t.Fatalf("after Forget: %d memories, %d notes, %d open todos; want none", m, n, o)
	}
	if res, err := s.Search(ctx, "ada", Query{Text: "JWT", K: 5}); err != nil || len(res) != 0 {
		t.Fatalf("search after Forget: %v %v", res, err)
	}
	if n, err := s.Count(ctx, "bob"); err != nil || n != 1 {
		t.Fatalf("bob has %d memories (%v); want his one kept", n, err)
	}
}
