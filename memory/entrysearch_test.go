package memory

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

func msg(role, text string) session.Entry {
	author := "user"
	if role == session.RoleAssistant {
		author = "helper"
	}
	return session.Entry{Kind: session.EntryMessage, Role: role, Author: author, Content: []session.Block{session.TextBlock(text)}}
}

func appendOrFail(t *testing.T, st *session.Store, conv, branch string, es ...session.Entry) []session.Entry {
	t.Helper()
	out, err := st.Append(context.Background(), conv, branch, es...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func searchOrFail(t *testing.T, s *Store, q EntryQuery) []EntryHit {
	t.Helper()
	hits, err := s.SearchEntries(context.Background(), q)
	if err != nil {
		t.Fatalf("search %q: %v", q.Text, err)
	}
	return hits
}

func hitIDs(hits []EntryHit) []string {
	var out []string
	for _, h := range hits {
		out = append(out, h.EntryID)
	}
	return out
}

func marked(h EntryHit) string {
	var b strings.Builder
	last := 0
	for _, m := range h.Marks {
		b.WriteString(h.Line[last:m[0]] + "[" + h.Line[m[0]:m[1]] + "]")
		last = m[1]
	}
	b.WriteString(h.Line[last:])
	return b.String()
}

func TestParseEntryQuery(t *testing.T) {
	for in, want := range map[string]string{
		`Deploy kubernetes`:         `deploy kubernetes`,
		`"blue whale" ocean`:        `"blue whale" ocean`,
		`kube* OR docker`:           `kube* OR docker`,
		`NOT near AND`:              `not near and`,
		`it's a "half-open phrase`:  `it s a "half open phrase"`,
		`OR cats OR`:                `cats`,
		`café-crème`:                `café crème`,
		`(weird) -chars: "x" *`:     `weird chars "x"`,
		`tab	separated,words;here.`: `tab separated words here`,
	} {
		got, err := ParseEntryQuery(in)
		if err != nil || got != want {
			t.Errorf("ParseEntryQuery(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "   ", `"" * - ()`, "OR"} {
		if _, err := ParseEntryQuery(in); session.ErrorCode(err) != session.EINVALID {
			t.Errorf("ParseEntryQuery(%q) error = %v, want EINVALID", in, err)
		}
	}
}

func TestSearchEntriesStemsPhrasesAndPrefixes(t *testing.T) {
	ctx := context.Background()
	st := testkit.OpenStore(t)
	s := New(st, nil)
	c := testkit.NewConversation(t, st, session.NewConversation{Title: "ops", Agent: "helper"})
	es := appendOrFail(t, st, c.ID, "main",
		msg(session.RoleUser, "The runners were running the deployment"),
		msg(session.RoleAssistant, "A blue whale swims; whales are blue."),
		msg(session.RoleUser, "the whale was blue"),
		msg(session.RoleAssistant, "Kubernetes clusters need care"),
		msg(session.RoleUser, "docker compose is simpler"),
	)
	// Stemming: "run" finds "runners"/"running".
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: "run"})); len(got) != 1 || got[0] != es[0].ID {
		t.Errorf("run: got %v, want the first message", got)
	}
	// Every word must match.
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: "whale running"})); len(got) != 0 {
		t.Errorf("whale running: got %v, want nothing", got)
	}
	// A phrase matches adjacent words only; unquoted, both messages match.
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: `"blue whale"`})); len(got) != 1 || got[0] != es[1].ID {
		t.Errorf(`"blue whale": got %v, want the second message`, got)
	}
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: `blue whale`})); len(got) != 2 {
		t.Errorf(`blue whale: got %v, want two messages`, got)
	}
	// A prefix, and OR.
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: "kube*"})); len(got) != 1 || got[0] != es[3].ID {
		t.Errorf("kube*: got %v, want the fourth message", got)
	}
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: "kube* OR docker"})); len(got) != 2 {
		t.Errorf("kube* OR docker: got %v, want two", got)
	}
	// Ranking: the message saying whale twice (and blue twice) comes first.
	hits := searchOrFail(t, s, EntryQuery{Text: "blue whale"})
	if hits[0].EntryID != es[1].ID || hits[0].Score <= hits[1].Score {
		t.Errorf("ranking: got %v (scores %v, %v)", hitIDs(hits), hits[0].Score, hits[1].Score)
	}
	h := hits[0]
	if h.ConversationID != c.ID || h.Title != "ops" || h.Branch != "main" || h.Author != "helper" || h.Role != session.RoleAssistant || h.Time.IsZero() || h.Deleted || h.Excluded {
		t.Errorf("hit = %+v", h)
	}
	if got, want := marked(h), "A [blue] [whale] swims; [whales] are [blue]."; got != want {
		t.Errorf("marked line = %q, want %q", got, want)
	}
	if _, err := s.SearchEntries(ctx, EntryQuery{Text: " ? "}); session.ErrorCode(err) != session.EINVALID {
		t.Errorf("empty query: err = %v, want EINVALID", err)
	}
}

func TestSearchEntriesShowsTheMatchingLine(t *testing.T) {
	st := testkit.OpenStore(t)
	s := New(st, nil)
	c := testkit.NewConversation(t, st, session.NewConversation{Title: "notes"})
	long := strings.Repeat("filler words here ", 60)
	appendOrFail(t, st, c.ID, "main",
		msg(session.RoleUser, "first line about nothing\nsecond line: the invoice is late\nthird line"),
		msg(session.RoleAssistant, long+"the zebra appears "+long),
	)
	hits := searchOrFail(t, s, EntryQuery{Text: "invoice"})
	if len(hits) != 1 || marked(hits[0]) != "second line: the [invoice] is late" {
		t.Fatalf("hits = %+v", hits)
	}
	hits = searchOrFail(t, s, EntryQuery{Text: "zebra"})
	if len(hits) != 1 || len(hits[0].Marks) != 1 || len(hits[0].Line) > maxLineBytes+2*len("…") || !strings.Contains(marked(hits[0]), "[zebra]") {
		t.Fatalf("long message: %q", marked(hits[0]))
	}
	// A long line is cut around the word, between words, and says so.
	l := hits[0].Line
	if !strings.HasPrefix(l, "…") || !strings.HasSuffix(l, "…") {
		t.Errorf("cut line without ellipses: %q", l)
	}
	for _, w := range strings.Fields(strings.Trim(l, "…")) {
		if !strings.Contains(" filler words here the zebra appears ", " "+w+" ") {
			t.Errorf("cut line with a cut word %q: %q", w, l)
		}
	}
	// The line begins where the message's line does, whatever the
	// tokenizer makes of its first word; its indentation goes.
	appendOrFail(t, st, c.ID, "main", msg(session.RoleUser, "intro\n    Here's the gist: blimps float."))
	if hits := searchOrFail(t, s, EntryQuery{Text: "blimps"}); len(hits) != 1 || marked(hits[0]) != "Here's the gist: [blimps] float." {
		t.Errorf("blimps: %q", marked(hits[0]))
	}
}

func TestSearchEntriesFilters(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	clock := now
	st := testkit.Open(t, filepath.Join(t.TempDir(), "grove.db"), session.WithClock(func() time.Time { return clock }))
	t.Cleanup(func() { st.Close() })
	s := New(st, nil)
	a := testkit.NewConversation(t, st, session.NewConversation{Title: "with alice", Agent: "alice"})
	b := testkit.NewConversation(t, st, session.NewConversation{Title: "with bob", Agent: "bob"})
	old := appendOrFail(t, st, a.ID, "main", msg(session.RoleUser, "budget review for march"))[0]
	clock = now.Add(48 * time.Hour)
	newer := appendOrFail(t, st, a.ID, "main", msg(session.RoleAssistant, "the budget looks fine"))[0]
	other := appendOrFail(t, st, b.ID, "main", msg(session.RoleUser, "budget of the trip"))[0]

	if got := searchOrFail(t, s, EntryQuery{Text: "budget"}); len(got) != 3 {
		t.Errorf("all: %v", hitIDs(got))
	}
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: "budget", Agent: "bob"})); len(got) != 1 || got[0] != other.ID {
		t.Errorf("agent bob: %v", got)
	}
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: "budget", ConversationID: a.ID})); len(got) != 2 {
		t.Errorf("conversation a: %v", got)
	}
	got := hitIDs(searchOrFail(t, s, EntryQuery{Text: "budget", ConversationID: a.ID, Since: now.Add(time.Hour)}))
	if len(got) != 1 || got[0] != newer.ID {
		t.Errorf("since: %v (old %s)", got, old.ID)
	}
	if got := searchOrFail(t, s, EntryQuery{Text: "budget", Limit: 2}); len(got) != 2 {
		t.Errorf("limit 2: %v", hitIDs(got))
	}
	// Written after the index last caught up: the search catches it up.
	if n, err := s.HistoryBacklog(ctx); err != nil || n != 0 {
		t.Fatalf("backlog after searching = %d, %v", n, err)
	}
	late := appendOrFail(t, st, b.ID, "main", msg(session.RoleUser, "a late budget note"))[0]
	if got := hitIDs(searchOrFail(t, s, EntryQuery{Text: "late budget"})); len(got) != 1 || got[0] != late.ID {
		t.Errorf("late: %v", got)
	}
}

func TestSearchEntriesBranchesExcludedAndDeleted(t *testing.T) {
	ctx := context.Background()
	st := testkit.OpenStore(t)
	s := New(st, nil)
	c := testkit.NewConversation(t, st, session.NewConversation{Title: "tree", Agent: "helper"})
	trunk := appendOrFail(t, st, c.ID, "main",
		msg(session.RoleUser, "shared question about lighthouses"),
		msg(session.RoleAssistant, "shared answer about lighthouses"),
	)
	if _, err := st.CreateBranch(ctx, c.ID, "side", trunk[1].ID); err != nil {
		t.Fatal(err)
	}
	side := appendOrFail(t, st, c.ID, "side", msg(session.RoleUser, "only on the side: lighthouses at night"))
	if _, err := st.CreateBranch(ctx, c.ID, "gone", trunk[1].ID); err != nil {
		t.Fatal(err)
	}
	gone := appendOrFail(t, st, c.ID, "gone", msg(session.RoleUser, "a lost lighthouse message"))
	if err := st.DeleteBranch(ctx, c.ID, "gone"); err != nil {
		t.Fatal(err)
	}
	mark, err := st.SetExcluded(ctx, c.ID, "main", trunk[0].ID, true)
	if err != nil {
		t.Fatal(err)
	}
	cur := mark.Branch // main, or the branch the mark forked (then current)
	hits := searchOrFail(t, s, EntryQuery{Text: "lighthouse"})
	by := map[string]EntryHit{}
	for _, h := range hits {
		by[h.EntryID] = h
	}
	if len(hits) != 4 {
		t.Fatalf("hits %v, want 4", hitIDs(hits))
	}
	// The current branch holds the shared entries; only the side branch
	// holds its own.
	if h := by[trunk[0].ID]; h.Branch != cur || !h.Excluded || h.Deleted {
		t.Errorf("excluded shared question: %+v", h)
	}
	if h := by[trunk[1].ID]; h.Branch != cur || h.Excluded || h.Deleted {
		t.Errorf("shared answer: %+v", h)
	}
	if h := by[side[0].ID]; h.Branch != "side" || h.Excluded || h.Deleted {
		t.Errorf("side entry: %+v", h)
	}
	if h := by[gone[0].ID]; h.Branch != "" || !h.Deleted || h.Excluded {
		t.Errorf("entry of a deleted branch: %+v", h)
	}
	// With side current, the shared entries are found on it, not excluded there.
	if err := st.SwitchBranch(ctx, c.ID, "side"); err != nil {
		t.Fatal(err)
	}
	for _, h := range searchOrFail(t, s, EntryQuery{Text: "shared lighthouses"}) {
		if h.Branch != "side" || h.Excluded {
			t.Errorf("after switching: %+v", h)
		}
	}
}
