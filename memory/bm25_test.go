package memory

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
)

// TestBM25PerAgent: document count, document frequencies and average length
// are those of the searched agent's memories, not of the whole table, so
// another agent's memories change nothing in an agent's scores.
func TestBM25PerAgent(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	mine := []string{"zebra quokka", "zebra lemur lemur", "otter", "quokka otter walrus walrus walrus"}
	for _, c := range mine {
		mustAdd(t, s, "a", NewMemory{Content: c})
	}
	var other []NewMemory
	for i := range 300 {
		other = append(other, NewMemory{Content: fmt.Sprintf("zebra zebra crossing number %d on a long road", i)})
	}
	if _, err := s.AddMany(ctx, "b", other); err != nil {
		t.Fatal(err)
	}
	rs, err := s.Search(ctx, "a", Query{Text: "zebra walrus", Mode: FullText})
	if err != nil {
		t.Fatal(err)
	}
	// textbook BM25 over agent a's four memories alone
	n, avg := 4.0, (2+3+1+5)/4.0
	idf := func(df float64) float64 { return math.Log((n-df+0.5)/(df+0.5) + 1) }
	tfPart := func(tf, l float64) float64 { return tf * 2.2 / (tf + 1.2*(0.25+0.75*l/avg)) }
	want := map[string]float64{
		"zebra quokka":                      idf(2) * tfPart(1, 2),
		"zebra lemur lemur":                 idf(2) * tfPart(1, 3),
		"quokka otter walrus walrus walrus": idf(1) * tfPart(3, 5),
	}
	if len(rs) != len(want) {
		t.Fatalf("got %d results, want %d: %+v", len(rs), len(want), rs)
	}
	for _, r := range rs {
		if w, ok := want[r.Content]; !ok || math.Abs(r.BM25-w) > 1e-9 {
			t.Errorf("%q: bm25 %.6f, want %.6f", r.Content, r.BM25, w)
		}
	}
	if rs[0].Content != "quokka otter walrus walrus walrus" {
		t.Errorf("rarest term should rank first, got %q", rs[0].Content)
	}
	// Updating and deleting keep the statistics in step.
	if _, err := s.Update(ctx, "a", rs[0].ID, Patch{Content: Str("walrus")}); err != nil {
		t.Fatal(err)
	}
	rs, err = s.Search(ctx, "a", Query{Text: "walrus", Mode: FullText})
	if err != nil {
		t.Fatal(err)
	}
	avg = (2 + 3 + 1 + 1) / 4.0
	if w := idf(1) * tfPart(1, 1); len(rs) != 1 || math.Abs(rs[0].BM25-w) > 1e-9 {
		t.Fatalf("after update: %+v, want one result scoring %.6f", rs, w)
	}
}

// TestPerAgentFTSMigration opens a store written before per-agent
// full-text statistics (memory/testdata/store-before-per-agent-fts.db.gz:
// agent a's four memories of TestBM25PerAgent and 50 of agent b): the
// migration rebuilds the index, every memory is still found, and scores
// are computed over the agent's own memories.
func TestPerAgentFTSMigration(t *testing.T) {
	ctx := context.Background()
	gz, err := os.Open(filepath.Join("testdata", "store-before-per-agent-fts.db.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer gz.Close()
	zr, err := gzip.NewReader(gz)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "grove.db")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(f, zr); err != nil {
		t.Fatal(err)
	}
	f.Close()
	db := testkit.Open(t, path)
	defer db.Close()
	s := New(db, nil)
	rs, err := s.Search(ctx, "a", Query{Text: "zebra walrus", Mode: FullText})
	if err != nil {
		t.Fatal(err)
	}
	n, avg := 4.0, (2+3+1+5)/4.0
	idf := func(df float64) float64 { return math.Log((n-df+0.5)/(df+0.5) + 1) }
	tfPart := func(tf, l float64) float64 { return tf * 2.2 / (tf + 1.2*(0.25+0.75*l/avg)) }
	if w := idf(1) * tfPart(3, 5); len(rs) != 3 || rs[0].Content != "quokka otter walrus walrus walrus" || math.Abs(rs[0].BM25-w) > 1e-9 {
		t.Fatalf("after migration: %+v, want 3 results, the walrus one first scoring %.6f", rs, w)
	}
	rs, err = s.Search(ctx, "b", Query{Text: "crossing", Mode: FullText, K: 100})
	if err != nil || len(rs) != 50 {
		t.Fatalf("agent b after migration: %d results, %v", len(rs), err)
	}
	// New memories join the rebuilt index and statistics.
	mustAdd(t, s, "a", NewMemory{Content: "walrus"})
	rs, err = s.Search(ctx, "a", Query{Text: "walrus", Mode: FullText})
	if err != nil || len(rs) != 2 {
		t.Fatalf("after adding: %+v %v", rs, err)
	}
}

// TestNeighbourContext: an answer that lacks the question's words ranks
// above an equally matching memory with an unrelated neighbour, by the
// share of its neighbour's score (the turn that asked).
func TestNeighbourContext(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	for _, c := range []string{
		"Mia: the concert program",
		"Mia: my sister painted the kitchen yellow",
		"Mia: did you hear back about the scholarship?",
		"Jonah: yes they cover the whole program, tuition too",
	} {
		mustAdd(t, s, "a", NewMemory{Content: c})
	}
	for _, mode := range []Mode{FullText, Hybrid} {
		rs, err := s.Search(ctx, "a", Query{Text: "what program is the scholarship for", Mode: mode, Weights: &Weights{}})
		if err != nil {
			t.Fatal(err)
		}
		pos := map[string]int{}
		for i, r := range rs {
			pos[r.Content[:8]] = i + 1
		}
		if pos["Jonah: y"] == 0 || pos["Mia: the"] == 0 || pos["Jonah: y"] > pos["Mia: the"] {
			t.Errorf("%s: the answer should outrank the concert: %v", mode, pos)
		}
	}
}

// TestNamesAndNumbersSearchable: names, numbers and short words are query
// terms like any other.
func TestNamesAndNumbersSearchable(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	mustAdd(t, s, "a", NewMemory{Content: "Caroline booked flight UA 857 for the 3rd"})
	mustAdd(t, s, "a", NewMemory{Content: "Melanie booked a flight too"})
	for _, q := range []string{"857", "Caroline", "UA", "3rd"} {
		rs, err := s.Search(ctx, "a", Query{Text: "which flight " + q, Mode: FullText})
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) == 0 || !strings.HasPrefix(rs[0].Content, "Caroline") {
			t.Errorf("%q: %+v", q, rs)
		}
	}
}
