package session

import (
	"bytes"
	"context"
	"database/sql"
	"slices"
	"sort"
	"testing"
)

func llmCall(turn string) Entry {
	return Entry{Kind: EntryLLMCall, Author: "assistant", TurnID: turn}
}

func sortedKeys(m map[string]bool) []string {
	out := keys(m)
	sort.Strings(out)
	return out
}

// An entry no model call saw is marked in place; one a later call saw
// forks a new branch that gets the mark, and the old branch keeps none.
func TestSetExcludedInPlaceAndFork(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	es := mustAppend(t, s, c.ID, DefaultBranch, userMsg("secret pasted"), agentMsg("noted"), llmCall(""), userMsg("newest"))

	// The newest input: no call after it.
	r, err := s.SetExcluded(ctx, c.ID, DefaultBranch, es[3].ID, true)
	if err != nil {
		t.Fatal(err)
	}
	if r.Forked || r.Branch != DefaultBranch || !r.Changed || !slices.Equal(r.Entries, []string{es[3].ID}) {
		t.Fatalf("in place: %+v", r)
	}
	if m, _ := s.Excluded(ctx, c.ID, DefaultBranch); !m[es[3].ID] || len(m) != 1 {
		t.Fatalf("marks of main: %v", m)
	}
	// Again: nothing changes.
	if r, err = s.SetExcluded(ctx, c.ID, DefaultBranch, es[3].ID, true); err != nil || r.Changed || r.Forked {
		t.Fatalf("repeat: %+v %v", r, err)
	}

	// The first message was seen by the reply after it: a fork.
	r, err = s.SetExcluded(ctx, c.ID, DefaultBranch, es[0].ID, true)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Forked || r.Branch == DefaultBranch || r.From != DefaultBranch {
		t.Fatalf("seen entry did not fork: %+v", r)
	}
	main, _ := s.Excluded(ctx, c.ID, DefaultBranch)
	fork, _ := s.Excluded(ctx, c.ID, r.Branch)
	if !slices.Equal(sortedKeys(main), []string{es[3].ID}) {
		t.Fatalf("old branch changed: %v", main)
	}
	want := []string{es[0].ID, es[3].ID}
	sort.Strings(want)
	if !slices.Equal(sortedKeys(fork), want) {
		t.Fatalf("fork's marks: %v, want %v", fork, want)
	}
	conv, _ := s.Conversation(ctx, c.ID)
	if conv.CurrentBranch != r.Branch {
		t.Fatalf("current branch %s, want the fork %s", conv.CurrentBranch, r.Branch)
	}
	b, _ := s.Branch(ctx, c.ID, r.Branch)
	if b.HeadID != es[3].ID {
		t.Fatalf("fork's head %s, want %s", b.HeadID, es[3].ID)
	}

	// Including it again on the fork forks again (a call saw it excluded
	// there? no: but one saw it before the fork, on the shared path).
	r2, err := s.SetExcluded(ctx, c.ID, r.Branch, es[0].ID, false)
	if err != nil || !r2.Forked {
		t.Fatalf("include of a seen entry: %+v %v", r2, err)
	}
	if m, _ := s.Excluded(ctx, c.ID, r2.Branch); m[es[0].ID] || !m[es[3].ID] {
		t.Fatalf("include: %v", m)
	}

	// Renaming a branch carries its marks; deleting it drops them.
	if err := s.RenameBranch(ctx, c.ID, r.Branch, "renamed"); err != nil {
		t.Fatal(err)
	}
	if m, _ := s.Excluded(ctx, c.ID, "renamed"); len(m) != 2 {
		t.Fatalf("marks after rename: %v", m)
	}
	if err := s.DeleteBranch(ctx, c.ID, "renamed"); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.r.QueryRowContext(ctx, `SELECT COUNT(*) FROM excluded_entries WHERE branch = 'renamed'`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("marks of a deleted branch: %d %v", n, err)
	}
}

// A tool call and its results go in or out together, whichever is named;
// the llm_call record of the step that made them did not see them.
func TestSetExcludedToolGroup(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	g := toolGroup("look", 2)
	for i := range g {
		g[i].TurnID = "t1"
	}
	es := mustAppend(t, s, c.ID, DefaultBranch, append(append([]Entry{userMsg("go")}, g...), llmCall("t1"))...)
	r, err := s.SetExcluded(ctx, c.ID, DefaultBranch, es[2].ID, true)
	if err != nil {
		t.Fatal(err)
	}
	if r.Forked || !slices.Equal(r.Entries, ids(es[1:4])) {
		t.Fatalf("group: %+v, want %v in place", r, ids(es[1:4]))
	}
	if m, _ := s.Excluded(ctx, c.ID, DefaultBranch); len(m) != 3 {
		t.Fatalf("marks: %v", m)
	}
	// An llm_call record or an error step after it: seen.
	mustAppend(t, s, c.ID, DefaultBranch, llmCall("t2"))
	r, err = s.SetExcluded(ctx, c.ID, DefaultBranch, es[1].ID, false)
	if err != nil || !r.Forked || len(r.Entries) != 3 {
		t.Fatalf("include after a call: %+v %v", r, err)
	}
	if m, _ := s.Excluded(ctx, c.ID, r.Branch); len(m) != 0 {
		t.Fatalf("fork's marks after include: %v", m)
	}
	// Records and entries off the branch are refused.
	if _, err := s.SetExcluded(ctx, c.ID, DefaultBranch, es[4].ID, true); ErrorCode(err) != EINVALID {
		t.Fatalf("llm_call record: %v", err)
	}
	other := mustCreate(t, s)
	oe := mustAppend(t, s, other.ID, DefaultBranch, userMsg("elsewhere"))
	if _, err := s.SetExcluded(ctx, c.ID, DefaultBranch, oe[0].ID, true); ErrorCode(err) != EINVALID {
		t.Fatalf("entry of another conversation: %v", err)
	}
	if _, err := s.SetExcluded(ctx, c.ID, "nope", es[0].ID, true); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("unknown branch: %v", err)
	}
}

// Export and import keep the marks; doctor finds a mark that splits a
// tool group or names an entry off its branch.
func TestExcludedExportImportDoctor(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	es := mustAppend(t, s, c.ID, DefaultBranch, append([]Entry{userMsg("go")}, toolGroup("x", 1)...)...)
	if _, err := s.SetExcluded(ctx, c.ID, DefaultBranch, es[1].ID, true); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := MustExport(t, s, c.ID).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte(`"excluded"`)) {
		t.Fatal("export has no marks")
	}
	dst := newTestStore(t)
	got := MustImport(t, dst, buf.Bytes())
	if m, _ := dst.Excluded(ctx, got.ID, DefaultBranch); !m[es[1].ID] || !m[es[2].ID] || len(m) != 2 {
		t.Fatalf("imported marks: %v", m)
	}
	if f, err := dst.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("doctor on a sound import: %v %v", f, err)
	}

	// A mark that splits a tool call from its result.
	if err := dst.WriteTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM excluded_entries WHERE entry_id = ?`, es[2].ID)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	f, err := dst.Check(ctx)
	if err != nil || len(f) != 1 || f[0].Check != "exclusions" {
		t.Fatalf("doctor on a split group: %v %v", f, err)
	}

	// An import whose mark names an entry off its branch is refused.
	if _, err := s.CreateBranch(ctx, c.ID, "side", es[0].ID); err != nil {
		t.Fatal(err)
	}
	x := MustExport(t, s, c.ID)
	x.Conversation.ID = NewID()
	for i := range x.Entries {
		x.Entries[i].ConversationID = x.Conversation.ID
	}
	x.Excluded = []Mark{{Branch: "side", EntryID: es[2].ID}}
	other := newTestStore(t)
	if _, err := other.Import(ctx, x); ErrorCode(err) != EINVALID {
		t.Fatalf("import of a mark off its branch: %v", err)
	}
}

// A note is an entry of its own kind; edited or deleted in place while
// unseen (the entries after it copied), on a new branch once seen.
func TestInjectionEditDelete(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	mustAppend(t, s, c.ID, DefaultBranch, userMsg("hi"), agentMsg("hello"), llmCall(""))
	if _, err := s.Inject(ctx, c.ID, DefaultBranch, "  "); ErrorCode(err) != EINVALID {
		t.Fatalf("empty note: %v", err)
	}
	note, err := s.Inject(ctx, c.ID, DefaultBranch, "the deploy is frozen")
	if err != nil {
		t.Fatal(err)
	}
	if note.Kind != EntryInjection || note.Role != RoleUser || Text(note.Content) != "the deploy is frozen" {
		t.Fatalf("note: %+v", note)
	}
	after := mustAppend(t, s, c.ID, DefaultBranch, userMsg("unanswered"))
	if _, err := s.SetExcluded(ctx, c.ID, DefaultBranch, after[0].ID, true); err != nil {
		t.Fatal(err)
	}

	r, err := s.EditInjection(ctx, c.ID, DefaultBranch, note.ID, "the deploy is open")
	if err != nil || r.Forked || r.Branch != DefaultBranch {
		t.Fatalf("edit of an unseen note: %+v %v", r, err)
	}
	path, _ := s.Path(ctx, c.ID, DefaultBranch)
	if got := texts(path); !slices.Equal(got, []string{"hi", "hello", "", "the deploy is open", "unanswered"}) {
		t.Fatalf("path after edit: %q", got)
	}
	if m, _ := s.Excluded(ctx, c.ID, DefaultBranch); len(m) != 1 || !m[path[4].ID] {
		t.Fatalf("the mark did not follow the copied entry: %v (copy %s)", m, path[4].ID)
	}
	if f, err := s.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("doctor after an in-place edit: %v %v", f, err)
	}

	// Seen: a reply comes after the note.
	mustAppend(t, s, c.ID, DefaultBranch, agentMsg("ok"), llmCall(""))
	edited := path[3]
	r, err = s.EditInjection(ctx, c.ID, DefaultBranch, edited.ID, "frozen again")
	if err != nil || !r.Forked || r.Branch == DefaultBranch {
		t.Fatalf("edit of a seen note: %+v %v", r, err)
	}
	fp, _ := s.Path(ctx, c.ID, r.Branch)
	if got := texts(fp); !slices.Equal(got, []string{"hi", "hello", "", "frozen again"}) {
		t.Fatalf("fork after edit: %q", got)
	}
	if m, _ := s.Excluded(ctx, c.ID, r.Branch); len(m) != 0 {
		t.Fatalf("the fork kept marks of entries not on it: %v", m)
	}
	mp, _ := s.Path(ctx, c.ID, DefaultBranch)
	if len(mp) != 7 || mp[3].ID != edited.ID {
		t.Fatalf("the old branch changed: %q", texts(mp))
	}

	// Delete: seen on main → excluded on a new branch; unseen on the fork → gone.
	d, err := s.DeleteInjection(ctx, c.ID, DefaultBranch, edited.ID)
	if err != nil || !d.Forked || !d.Excluded {
		t.Fatalf("delete of a seen note: %+v %v", d, err)
	}
	if m, _ := s.Excluded(ctx, c.ID, d.Branch); !m[edited.ID] {
		t.Fatalf("deleted seen note not excluded on %s: %v", d.Branch, m)
	}
	d, err = s.DeleteInjection(ctx, c.ID, r.Branch, fp[3].ID)
	if err != nil || d.Forked || d.Excluded {
		t.Fatalf("delete of an unseen note: %+v %v", d, err)
	}
	if fp, _ = s.Path(ctx, c.ID, r.Branch); len(fp) != 3 {
		t.Fatalf("path after delete: %q", texts(fp))
	}
	if _, err := s.EditInjection(ctx, c.ID, DefaultBranch, mp[0].ID, "x"); ErrorCode(err) != EINVALID {
		t.Fatalf("edit of a user message as a note: %v", err)
	}
	if f, err := s.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("doctor: %v %v", f, err)
	}
}

// The markdown export names a note as the person's note to the context.
func TestMarkdownNamesANote(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	if _, err := s.Inject(ctx, c.ID, DefaultBranch, "the deploy is frozen"); err != nil {
		t.Fatal(err)
	}
	path, _ := s.Path(ctx, c.ID, DefaultBranch)
	var buf bytes.Buffer
	if err := WriteMarkdown(&buf, c, DefaultBranch, path); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte("## Your note (context for the model) · ")) || !bytes.Contains(buf.Bytes(), []byte("the deploy is frozen")) {
		t.Fatalf("markdown:\n%s", buf.String())
	}
}

// While a turn runs on the branch, an exclusion forks: the running call
// read the context without the mark.
func TestSetExcludedForksBesideARunningTurn(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	in, _, err := s.StartTurn(ctx, DefaultBranch, userMsg("newest"), Turn{ConversationID: c.ID, Agent: "assistant", Status: TurnActive})
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.SetExcluded(ctx, c.ID, DefaultBranch, in.ID, true)
	if err != nil || !r.Forked {
		t.Fatalf("exclude beside a running turn: %+v %v", r, err)
	}
}

// Forking into a new conversation takes the current branch's marks along.
func TestForkKeepsMarks(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	es := mustAppend(t, s, c.ID, DefaultBranch, userMsg("secret"), agentMsg("ok"), userMsg("next"))
	if _, err := s.SetExcluded(ctx, c.ID, DefaultBranch, es[0].ID, true); err != nil {
		t.Fatal(err)
	}
	c, _ = s.Conversation(ctx, c.ID)
	nc, err := s.Fork(ctx, c.ID, es[2].ID, "")
	if err != nil {
		t.Fatal(err)
	}
	path, _ := s.Path(ctx, nc.ID, DefaultBranch)
	if m, _ := s.Excluded(ctx, nc.ID, DefaultBranch); len(m) != 1 || !m[path[0].ID] {
		t.Fatalf("fork's marks %v, want the copy of the first entry %s", m, path[0].ID)
	}
	if f, err := s.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("doctor: %v %v", f, err)
	}
}
