package memory

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

func TestCRUD(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	m := mustAdd(t, s, "ada", NewMemory{Content: "The user prefers tabs over spaces.", Type: "preference", Significance: Sig(0.8), Metadata: json.RawMessage(`{"source":"chat"}`)})
	if m.ID == "" || m.Type != "preference" || m.Significance != 0.8 {
		t.Fatalf("added %+v", m)
	}
	got, err := s.Get(ctx, "ada", m.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Content != m.Content || string(got.Metadata) != `{"source":"chat"}` || !got.CreatedAt.Equal(m.CreatedAt) {
		t.Fatalf("got %+v, want %+v", got, m)
	}
	if _, err := s.Get(ctx, "bob", m.ID); !session.IsNotFound(err) {
		t.Fatalf("another agent read ada's memory: %v", err)
	}
	up, err := s.Update(ctx, "ada", m.ID, Patch{Content: Str("The user prefers spaces now."), Significance: Sig(0.9)})
	if err != nil {
		t.Fatal(err)
	}
	if up.Content != "The user prefers spaces now." || up.Significance != 0.9 || up.Type != "preference" {
		t.Fatalf("updated %+v", up)
	}
	rs, err := s.Search(ctx, "ada", Query{Text: "spaces", Mode: FullText})
	if err != nil || len(rs) != 1 || rs[0].ID != m.ID {
		t.Fatalf("search after update: %v %+v", err, rs)
	}
	if rs, _ := s.Search(ctx, "ada", Query{Text: "tabs", Mode: FullText}); len(rs) != 0 {
		t.Fatalf("old content still indexed: %+v", rs)
	}
	list, err := s.List(ctx, "ada", ListOptions{})
	if err != nil || len(list) != 1 {
		t.Fatalf("list: %v %d", err, len(list))
	}
	if err := s.Delete(ctx, "ada", m.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(ctx, "ada", m.ID); !session.IsNotFound(err) {
		t.Fatalf("get after delete: %v", err)
	}
	for _, mode := range []Mode{Hybrid, FullText, Vector} {
		if rs, err := s.Search(ctx, "ada", Query{Text: "spaces", Mode: mode}); err != nil || len(rs) != 0 {
			t.Fatalf("%v search after delete: %v %+v", mode, err, rs)
		}
	}
	if err := s.Delete(ctx, "ada", m.ID); !session.IsNotFound(err) {
		t.Fatalf("second delete: %v", err)
	}
}

func TestAddInvalid(t *testing.T) {
	s := newTestStore(t)
	for name, nm := range map[string]NewMemory{
		"empty":          {Content: "  "},
		"significance":   {Content: "x", Significance: Sig(7)},
		"negative":       {Content: "x", Significance: Sig(-0.1)},
		"metadata array": {Content: "x", Metadata: json.RawMessage(`[1]`)},
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := s.Add(context.Background(), "ada", nm); session.ErrorCode(err) != session.EINVALID {
				t.Fatalf("got %v, want EINVALID", err)
			}
		})
	}
}

func TestLargeContentOutOfLine(t *testing.T) {
	ctx := context.Background()
	db := testkit.OpenStore(t)
	s := New(db, nil)
	big := strings.Repeat("the quick brown fox jumps over the lazy dog ", 200) + "zebracorn"
	m := mustAdd(t, s, "ada", NewMemory{Content: big})
	var inline string
	var external int
	if err := db.ReadDB().QueryRow(`SELECT content, external FROM memories WHERE id = ?`, m.ID).Scan(&inline, &external); err != nil {
		t.Fatal(err)
	}
	if inline != "" || external != 1 {
		t.Fatalf("content over 4 KB stored inline (%d bytes)", len(inline))
	}
	got, _ := s.Get(ctx, "ada", m.ID)
	if got.Content != big {
		t.Fatal("out-of-line content not read back")
	}
	rs, _ := s.Search(ctx, "ada", Query{Text: "zebracorn", Mode: FullText})
	if len(rs) != 1 || rs[0].Content != big {
		t.Fatal("out-of-line content not searchable or not returned in full")
	}
	// shrinking it brings it back inline
	if _, err := s.Update(ctx, "ada", m.ID, Patch{Content: Str("short now")}); err != nil {
		t.Fatal(err)
	}
	var n int
	db.ReadDB().QueryRow(`SELECT COUNT(*) FROM memory_content`).Scan(&n)
	if got, _ := s.Get(ctx, "ada", m.ID); got.Content != "short now" || n != 0 {
		t.Fatalf("after shrink: %q, %d external rows", got.Content, n)
	}
}

func TestConcurrentWriters(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	const writers, each = 8, 25
	seed := mustAdd(t, s, "ada", NewMemory{Content: "shared counter memory", Metadata: json.RawMessage(`{"n":0}`)})
	var wg sync.WaitGroup
	errs := make(chan error, writers*each*2)
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				if _, err := s.Add(ctx, "ada", NewMemory{Content: fmt.Sprintf("writer %d memory %d about gardening", w, i)}); err != nil {
					errs <- err
				}
				if _, err := s.Update(ctx, "ada", seed.ID, Patch{Significance: Sig(float64(i) / each)}); err != nil {
					errs <- err
				}
				if _, err := s.Search(ctx, "ada", Query{Text: "gardening memory", K: 5}); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	n, _ := s.Count(ctx, "ada")
	if n != writers*each+1 {
		t.Fatalf("count %d, want %d", n, writers*each+1)
	}
	rs, err := s.Search(ctx, "ada", Query{Text: "gardening", K: 1000, Mode: FullText})
	if err != nil || len(rs) != writers*each {
		t.Fatalf("full-text index has %d of %d: %v", len(rs), writers*each, err)
	}
	rs, err = s.Search(ctx, "ada", Query{Text: "gardening", K: 1000, Mode: Vector, Weights: &Weights{Depth: 1000}})
	if err != nil || len(rs) != writers*each+1 {
		t.Fatalf("vector index has %d of %d: %v", len(rs), writers*each+1, err)
	}
}

func TestEmbedderMismatchAndReembed(t *testing.T) {
	ctx := context.Background()
	db := testkit.OpenStore(t)
	a := New(db, nil)
	m := mustAdd(t, a, "ada", NewMemory{Content: "Ada's cat is called Pixel."})
	mustAdd(t, a, "bob", NewMemory{Content: "Bob keeps bees."})

	other := renamed{NewOffline(), "offline-other"}
	b := New(db, other)
	var told []string
	b.OnNotice(func(msg string) { told = append(told, msg) })
	// ada's vectors are the offline embedder's: a search embeds its query
	// with that one until she is re-embedded.
	if rs, err := b.Search(ctx, "ada", Query{Text: "cat", Mode: Vector}); err != nil || len(rs) != 1 || rs[0].ID != m.ID {
		t.Fatalf("search with another embedder configured: %v %+v", err, rs)
	}
	// A write embeds with the configured embedder; its vector waits to be
	// re-embedded instead of joining vectors of another embedder.
	x, err := b.Add(ctx, "ada", NewMemory{Content: "Ada's kitten is named Xeno."})
	if err != nil {
		t.Fatalf("add with another embedder: %v", err)
	}
	mustAdd(t, b, "ada", NewMemory{Content: "Ada feeds the kitten twice a day."})
	if n, err := b.Pending(ctx, "ada"); err != nil || n != 2 {
		t.Fatalf("pending after two writes: %d %v", n, err)
	}
	if len(told) != 1 || !strings.Contains(told[0], "offline-hash-v1") || !strings.Contains(told[0], "reembed ada") {
		t.Fatalf("notices: %q, want one naming both embedders and the command", told)
	}
	if name, _, _, _ := b.AgentEmbedder(ctx, "ada"); name != "offline-hash-v1" {
		t.Fatalf("a write switched ada's embedder to %s", name)
	}
	if rs, err := b.Search(ctx, "ada", Query{Text: "Xeno kitten", Mode: Vector, Weights: &Weights{Depth: 100}}); err != nil || slices.ContainsFunc(rs, func(r Result) bool { return r.ID == x.ID }) {
		t.Fatalf("a pending vector was compared with ada's: %v %+v", err, rs)
	}
	// full-text search does not compare vectors and finds it
	if rs, err := b.Search(ctx, "ada", Query{Text: "Xeno", Mode: FullText}); err != nil || len(rs) != 1 || rs[0].ID != x.ID {
		t.Fatalf("full-text with another embedder: %v %v", err, rs)
	}
	n, err := b.Reembed(ctx, "ada", other)
	if err != nil || n != 3 {
		t.Fatalf("reembed: %d %v", n, err)
	}
	if name, dim, ok, _ := b.AgentEmbedder(ctx, "ada"); !ok || name != "offline-other" || dim != OfflineDim {
		t.Fatalf("agent embedder after reembed: %s %d %v", name, dim, ok)
	}
	if n, err := b.Pending(ctx, "ada"); err != nil || n != 0 {
		t.Fatalf("pending after reembed: %d %v", n, err)
	}
	rs, err := b.Search(ctx, "ada", Query{Text: "Xeno", Mode: Vector})
	if err != nil || len(rs) == 0 || rs[0].ID != x.ID {
		t.Fatalf("vector search after reembed: %v %+v", err, rs)
	}
	if _, err := a.Search(ctx, "ada", Query{Text: "cat"}); session.ErrorCode(err) != EMISMATCH {
		t.Fatalf("old embedder after reembed: %v", err)
	}
	// bob is untouched
	if _, err := a.Search(ctx, "bob", Query{Text: "bees"}); err != nil {
		t.Fatal(err)
	}
	// a different dimension under the same name is refused
	short := New(db, shortEmbedder{})
	if _, err := short.Reembed(ctx, "bob", shortEmbedder{}); err != nil {
		t.Fatal(err)
	}
	if _, err := New(db, shortEmbedder{dim: 3}).Add(ctx, "carl", NewMemory{Content: "x"}); session.ErrorCode(err) != EMISMATCH {
		t.Fatalf("same name, other dimension: %v", err)
	}
}

// shortEmbedder is a tiny fake with a configurable dimension.
type shortEmbedder struct{ dim int }

func (shortEmbedder) Name() string { return "short" }
func (e shortEmbedder) Dim() int {
	if e.dim == 0 {
		return 2
	}
	return e.dim
}
func (e shortEmbedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		v := make([]float32, e.Dim())
		v[0], v[1] = 1, float32(len(t)%7)
		out[i] = v
	}
	return out, nil
}

func TestSupersededHiddenFromSearch(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	old := mustAdd(t, s, "ada", NewMemory{Content: "The user lives in Lyon."})
	nw := mustAdd(t, s, "ada", NewMemory{Content: "The user lives in Porto."})
	if _, err := s.Update(ctx, "ada", old.ID, Patch{SupersededBy: Str(nw.ID)}); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []Mode{Hybrid, FullText, Vector} {
		rs, err := s.Search(ctx, "ada", Query{Text: "where does the user live Lyon", Mode: mode})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			if r.ID == old.ID {
				t.Fatalf("%v: superseded memory returned", mode)
			}
		}
		rs, _ = s.Search(ctx, "ada", Query{Text: "where does the user live Lyon", Mode: mode, IncludeSuperseded: true})
		if len(rs) != 2 {
			t.Fatalf("%v with superseded: %d results", mode, len(rs))
		}
	}
	if got, _ := s.Get(ctx, "ada", old.ID); got.SupersededBy != nw.ID {
		t.Fatalf("superseded_by not kept: %+v", got)
	}
}

func TestSearchSignificanceRecencyAndFilters(t *testing.T) {
	ctx := context.Background()
	c := &clock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	s := New(testkit.OpenStore(t, session.WithClock(c.now)), nil)
	low := mustAdd(t, s, "ada", NewMemory{Content: "Deploys go out on Tuesdays.", Type: "fact", Significance: Sig(0.1)})
	high := mustAdd(t, s, "ada", NewMemory{Content: "Deploys go out on Tuesdays after review.", Type: "decision", Significance: Sig(0.95)})
	rs, err := s.Search(ctx, "ada", Query{Text: "when do deploys go out on tuesdays"})
	if err != nil || len(rs) != 2 {
		t.Fatalf("%v %+v", err, rs)
	}
	if rs[0].ID != high.ID {
		t.Fatalf("significance did not lift the important memory: %s first", rs[0].Content)
	}
	// With significance ignored, the closer wording wins.
	rs, _ = s.Search(ctx, "ada", Query{Text: "when do deploys go out on tuesdays", Weights: &Weights{}})
	if rs[0].ID != low.ID {
		t.Fatalf("without weights the better match should lead: %s", rs[0].Content)
	}
	// Type filter, in every mode.
	for _, mode := range []Mode{Hybrid, FullText, Vector} {
		rs, _ = s.Search(ctx, "ada", Query{Text: "deploys tuesdays", Types: []string{"fact"}, Mode: mode})
		if len(rs) != 1 || rs[0].ID != low.ID {
			t.Fatalf("%v type filter: %+v", mode, rs)
		}
	}
	// Recency: an equal memory written a year later ranks first.
	c.t = c.t.AddDate(1, 0, 0)
	fresh := mustAdd(t, s, "ada", NewMemory{Content: "Deploys go out on Tuesdays.", Significance: Sig(0.1)})
	rs, _ = s.Search(ctx, "ada", Query{Text: "deploys go out on tuesdays", Types: []string{"fact"}})
	if len(rs) != 2 || rs[0].ID != fresh.ID {
		t.Fatalf("recency did not favour the fresh copy: %+v", rs)
	}
	// Time filter.
	for _, mode := range []Mode{Hybrid, FullText, Vector} {
		rs, _ = s.Search(ctx, "ada", Query{Text: "deploys", Since: c.t.Add(-time.Hour), Mode: mode})
		if len(rs) != 1 || rs[0].ID != fresh.ID {
			t.Fatalf("%v since filter: %+v", mode, rs)
		}
		rs, _ = s.Search(ctx, "ada", Query{Text: "deploys", Until: c.t.Add(-time.Hour), Mode: mode})
		if len(rs) != 2 {
			t.Fatalf("%v until filter: %d", mode, len(rs))
		}
	}
	// Other agents' memories never appear.
	mustAdd(t, s, "bob", NewMemory{Content: "Deploys go out on Tuesdays."})
	rs, _ = s.Search(ctx, "ada", Query{Text: "deploys", K: 50})
	for _, r := range rs {
		if r.Agent != "ada" {
			t.Fatal("bob's memory in ada's search")
		}
	}
	if _, err := s.Search(ctx, "ada", Query{Text: " "}); session.ErrorCode(err) != session.EINVALID {
		t.Fatalf("empty query: %v", err)
	}
}

func TestImportExport(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	in := `{"content":"Ada likes green tea","type":"preference","significance":0.7,"metadata":{"src":"import"},"created_at":"2025-01-02T03:04:05Z"}

{"content":"Ada was born in London"}
`
	n, err := s.Import(ctx, "ada", strings.NewReader(in))
	if err != nil || n != 2 {
		t.Fatalf("import: %d %v", n, err)
	}
	ms, _ := s.List(ctx, "ada", ListOptions{Types: []string{"preference"}})
	if len(ms) != 1 || ms[0].Significance != 0.7 || !ms[0].CreatedAt.Equal(time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)) || string(ms[0].Metadata) != `{"src":"import"}` {
		t.Fatalf("imported %+v", ms)
	}
	var buf bytes.Buffer
	if err := s.Export(ctx, "ada", &buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "green tea") {
		t.Fatalf("export:\n%s", buf.String())
	}
	// round trip into another agent
	if n, err := s.Import(ctx, "bob", &buf); err != nil || n != 2 {
		t.Fatalf("re-import: %d %v", n, err)
	}
	a, _ := s.List(ctx, "ada", ListOptions{})
	b, _ := s.List(ctx, "bob", ListOptions{})
	for i := range a {
		if a[i].Content != b[i].Content || !a[i].CreatedAt.Equal(b[i].CreatedAt) || a[i].Type != b[i].Type {
			t.Fatalf("round trip differs: %+v vs %+v", a[i], b[i])
		}
	}
	for name, bad := range map[string]string{
		"json":         "{\"content\":\"ok\"}\nnot json\n",
		"content":      "{\"content\":\"ok\"}\n{\"type\":\"fact\"}\n",
		"significance": "{\"content\":\"ok\"}\n{\"content\":\"x\",\"significance\":8}\n",
		"date":         "{\"content\":\"ok\"}\n{\"content\":\"x\",\"created_at\":\"yesterday\"}\n",
	} {
		t.Run(name, func(t *testing.T) {
			n, err := s.Import(ctx, "carl", strings.NewReader(bad))
			if session.ErrorCode(err) != session.EINVALID || !strings.Contains(err.Error(), "line 2") || n != 0 {
				t.Fatalf("got %d %v", n, err)
			}
			if c, _ := s.Count(ctx, "carl"); c != 0 {
				t.Fatal("a bad file added memories")
			}
		})
	}
}

func TestNotesAndTodos(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	if _, err := s.WriteNote(ctx, "ada", "plan", "step one"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.WriteNote(ctx, "ada", "plan", "step two"); err != nil {
		t.Fatal(err)
	}
	n, err := s.Note(ctx, "ada", "plan")
	if err != nil || n.Body != "step two" {
		t.Fatalf("note: %+v %v", n, err)
	}
	if _, err := s.Note(ctx, "bob", "plan"); !session.IsNotFound(err) {
		t.Fatalf("bob read ada's note: %v", err)
	}
	if ns, _ := s.Notes(ctx, "ada"); len(ns) != 1 {
		t.Fatalf("notes: %+v", ns)
	}
	if _, err := s.WriteNote(ctx, "ada", " ", "x"); session.ErrorCode(err) != session.EINVALID {
		t.Fatal(err)
	}
	if err := s.DeleteNote(ctx, "ada", "plan"); err != nil {
		t.Fatal(err)
	}
	a, _ := s.AddTodo(ctx, "ada", "write tests")
	b, _ := s.AddTodo(ctx, "ada", "ship")
	if _, err := s.DoneTodo(ctx, "bob", a.ID); !session.IsNotFound(err) {
		t.Fatalf("bob closed ada's todo: %v", err)
	}
	d, err := s.DoneTodo(ctx, "ada", a.ID)
	if err != nil || !d.Done || d.DoneAt.IsZero() {
		t.Fatalf("done: %+v %v", d, err)
	}
	open, _ := s.Todos(ctx, "ada", false)
	all, _ := s.Todos(ctx, "ada", true)
	if len(open) != 1 || open[0].ID != b.ID || len(all) != 2 {
		t.Fatalf("open %+v all %+v", open, all)
	}
}

// A query that shares no word and no likeness with any memory finds
// nothing: the nearest vectors by position alone are not listed as matches
// with a score of 0. The memories are what an agent kept of a pasted
// README (CONTRIBUTING.md of the Go project) and two questions about it.
func TestSearchListsNoUnrelatedMemories(t *testing.T) {
	ctx := context.Background()
	s := New(testkit.OpenStore(t), nil)
	for _, c := range []string{
		"The user said: # Contributing to Go Go is an open source project. It is the work of hundreds of contributors. We appreciate your help! ## Before filing an issue If you are …",
		"The Go project's contribution guide says issues go to the Go issue tracker and questions to the golang-nuts mailing list.",
		"The user said: remember that the Go project's contribution guide says issues go to the Go issue tracker and questions to the golang-nuts mailing list",
		"The user said: where do questions about Go go?",
		"The user said: hello",
	} {
		mustAdd(t, s, "ada", NewMemory{Content: c, Type: "episode"})
	}
	for _, mode := range []Mode{Hybrid, FullText, Vector} {
		rs, err := s.Search(ctx, "ada", Query{Text: "security", Mode: mode})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			t.Errorf("%v: %q listed for an unrelated query (score %.4f, similarity %.4f)", mode, r.Content, r.Score, r.Similarity)
		}
		rs, err = s.Search(ctx, "ada", Query{Text: "where do I ask questions about Go", Mode: mode})
		if err != nil || len(rs) == 0 || !strings.Contains(rs[0].Content, "questions") {
			t.Errorf("%v: a related query: %v %+v", mode, err, rs)
		}
	}
}
