package session

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/clip"
)

// longBranch appends n messages of about 1 KB each, every tenth with a
// tool call and its result, and returns them as stored.
func longBranch(t *testing.T, s *Store, conv string, n int) []Entry {
	t.Helper()
	var want []Entry
	for i := 0; i < n; i++ {
		text := fmt.Sprintf("message %d: %s", i, strings.Repeat("word ", 200))
		switch i % 50 {
		case 3: // a line only after a long run of white space
			text = strings.Repeat("\n \t", 600) + fmt.Sprintf("message %d comes late", i)
		case 5: // escapes, quotes, characters beyond ASCII
			text = fmt.Sprintf("message %d: \"quoted\" \\ back, tab\t, é, 世界, 👍🏽 ", i) + strings.Repeat("ünïcödé ", 150)
		}
		if i%10 == 9 {
			want = append(want, mustAppend(t, s, conv, DefaultBranch, toolGroup(fmt.Sprintf("group %d", i), 1)...)...)
			continue
		}
		e := userMsg(text)
		if i%2 == 1 {
			e = agentMsg(text)
		}
		want = append(want, mustAppend(t, s, conv, DefaultBranch, e)...)
	}
	return want
}

func sameContent(t *testing.T, got, want []Entry) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("path has %d entries, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].ID != want[i].ID {
			t.Fatalf("entry %d is %s, want %s", i, got[i].ID, want[i].ID)
		}
		g, _ := marshalContent(got[i].Content)
		w, _ := marshalContent(want[i].Content)
		if g != w {
			t.Fatalf("entry %d (%s) content:\n%.200s\nwant\n%.200s", i, want[i].ID, g, w)
		}
	}
}

// checkTree checks that the tree holds every entry of want in outline.
func checkTree(t *testing.T, s *Store, convID string, want []Entry) {
	t.Helper()
	tree, err := s.Tree(context.Background(), convID)
	if err != nil {
		t.Fatal(err)
	}
	if tree.Len() != len(want) {
		t.Fatalf("tree has %d nodes, want %d", tree.Len(), len(want))
	}
	for _, e := range want {
		i, ok := tree.Index(e.ID)
		if !ok {
			t.Fatalf("entry %s is not in the tree", e.ID)
		}
		n := tree.Nodes[i].Entry
		g, _ := marshalContent(n.Content)
		w, _ := marshalContent(outline(e.Content))
		if g != w || len(Text(n.Content)) > 4*outlineWidth {
			t.Fatalf("outline of %s is\n%s\nwant\n%s", e.ID, g, w)
		}
	}
}

// Reading a long branch's tree keeps the content of its newest entries
// only, within the budget, the rest in outline; a path then reads the
// content it lacks, whole and right, and keeps it for the next read.
func TestCacheTreeHoldsNewestPathHoldsWhatItRead(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	s.cache.budget = 20 << 10 // about 20 of the 1 KB messages
	c := mustCreate(t, s)
	want := longBranch(t, s, c.ID, 200)

	checkTree(t, s, c.ID, want)
	cc := s.cache.get(c.ID)
	held := 0
	for _, ce := range cc.bySeq {
		if ce.held {
			held++
		}
	}
	newest := cc.bySeq[cc.maxSeq]
	if cc.bytes > cc.budget || held == 0 || held > 40 || !newest.held || newest.e.ID != want[len(want)-1].ID {
		t.Fatalf("after the tree the cache holds %d bytes in %d entries (budget %d), the newest held: %v", cc.bytes, held, cc.budget, newest.held)
	}

	got, err := s.PathTo(ctx, want[40].ID) // an old entry
	if err != nil {
		t.Fatal(err)
	}
	sameContent(t, got, want[:41])
	for round := 0; round < 2; round++ {
		got, err := s.Path(ctx, c.ID, DefaultBranch)
		if err != nil {
			t.Fatal(err)
		}
		sameContent(t, got, want)
		for _, ce := range cc.bySeq {
			if !ce.held {
				t.Fatalf("entry %s read by a path does not keep its content", ce.e.ID)
			}
		}
	}

	// New rows read for the tree alone past the budget stay in outline;
	// the path reads them.
	want = append(want, longBranch(t, s, c.ID, 30)...)
	checkTree(t, s, c.ID, want)
	if cc.bySeq[cc.maxSeq].held {
		t.Fatal("a row read for the tree past the budget keeps its content")
	}
	got, err = s.PathTo(ctx, want[len(want)-1].ID)
	if err != nil {
		t.Fatal(err)
	}
	sameContent(t, got, want)
}

// PathBefore pages up a branch from an entry to its root.
func TestPathBeforePagesToTheRoot(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	want := longBranch(t, s, c.ID, 50)
	tail, more, err := s.PathTail(ctx, c.ID, DefaultBranch, 10)
	if err != nil || !more {
		t.Fatalf("tail: more=%v err=%v", more, err)
	}
	got := tail
	for more {
		var page []Entry
		if page, more, err = s.PathBefore(ctx, got[0].ID, 7); err != nil {
			t.Fatal(err)
		}
		if len(page) == 0 || len(page) > 7 {
			t.Fatalf("page of %d entries", len(page))
		}
		got = append(slices.Clone(page), got...)
	}
	sameContent(t, got, want)
	if page, more, err := s.PathBefore(ctx, want[0].ID, 7); err != nil || more || len(page) != 0 {
		t.Fatalf("above the root: %d entries, more=%v, err=%v", len(page), more, err)
	}
	if _, _, err := s.PathBefore(ctx, "nope", 7); ErrorCode(err) != ENOTFOUND {
		t.Fatalf("unknown entry: %v", err)
	}
}

// TestPathTailSaysWhetherMoreComeBefore: the end of a branch read up to
// its root says nothing comes before it, one entry short of the root says
// something does, and either way its entries are the branch's, in order.
func TestPathTailSaysWhetherMoreComeBefore(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := mustCreate(t, s)
	want := longBranch(t, s, c.ID, 50)
	for _, n := range []int{1, 49, 50, 51} {
		tail, more, err := s.PathTail(ctx, c.ID, DefaultBranch, n)
		if err != nil {
			t.Fatal(err)
		}
		if more != (n < len(want)) || len(tail) != min(n, len(want)) {
			t.Fatalf("tail of %d: %d entries, more=%v", n, len(tail), more)
		}
		sameContent(t, tail, want[len(want)-len(tail):])
	}
}

// line is clip.Line, reading only what the line needs (for text: escape
// sequences and invalid bytes after the cut, which clip.Line keeps, line
// drops).
func TestLineIsClipLine(t *testing.T) {
	parts := []string{"word", " ", "\n", "\t", "é", "世界", "👍🏽", "e\u0301", "\u00a0", "\u0085", "long" + strings.Repeat("x", 30)}
	rng := testRand(t)
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := rng.Intn(400); k > 0; k-- {
			b.WriteString(parts[rng.Intn(len(parts))])
		}
		s := b.String()
		for _, w := range []int{1, 5, 40, outlineWidth} {
			if got, want := line(s, w), clip.Line(s, w); got != want {
				t.Fatalf("line(%q, %d) = %q, want %q", s, w, got, want)
			}
		}
	}
}
