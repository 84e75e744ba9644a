package session

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"testing"
)

// model is the simple in-memory reference the store is checked against.
type model struct {
	convs map[string]*mconv
	order []string
}

type mentry struct {
	id, parent, kind, text string
	calls, answers         []string
}

type mconv struct {
	entries  map[string]*mentry
	ids      []string
	branches map[string]string // name → head ("" for empty)
	current  string
}

func (c *mconv) path(head string) []string {
	var out []string
	for id := head; id != ""; id = c.entries[id].parent {
		out = append(out, id)
	}
	slices.Reverse(out)
	return out
}

// safe mirrors SafeForkPoint for groups made by toolGroup: a call or any of
// its results snaps to the group's last result.
func (c *mconv) safe(id string) string {
	e := c.entries[id]
	for e.kind == EntryToolResult {
		e = c.entries[e.parent]
	}
	if len(e.calls) == 0 {
		return e.id
	}
	pending := map[string]bool{}
	for _, k := range e.calls {
		pending[k] = true
	}
	cur := e
	for len(pending) > 0 {
		var next *mentry
		for _, cid := range c.ids {
			ce := c.entries[cid]
			if ce.parent == cur.id && ce.kind == EntryToolResult {
				next = ce
				break
			}
		}
		if next == nil {
			break
		}
		for _, a := range next.answers {
			delete(pending, a)
		}
		cur = next
	}
	return cur.id
}

func TestTreeProperties(t *testing.T) {
	rng := testRand(t)
	ctx := context.Background()
	s := newTestStore(t)
	m := &model{convs: map[string]*mconv{}}
	n := 0
	newConv := func() {
		c := mustCreate(t, s)
		m.convs[c.ID] = &mconv{entries: map[string]*mentry{}, branches: map[string]string{DefaultBranch: ""}, current: DefaultBranch}
		m.order = append(m.order, c.ID)
	}
	newConv()
	pick := func(xs []string) string { return xs[rng.Intn(len(xs))] }
	branchNames := func(c *mconv) []string {
		var out []string
		for b := range c.branches {
			out = append(out, b)
		}
		slices.Sort(out)
		return out
	}
	add := func(c *mconv, stored []Entry, branch string) {
		for _, e := range stored {
			me := &mentry{id: e.ID, parent: e.ParentID, kind: e.Kind, text: Text(e.Content)}
			for _, tc := range ToolCalls(e.Content) {
				me.calls = append(me.calls, tc.ID)
			}
			for _, b := range e.Content {
				if b.ToolResult != nil {
					me.answers = append(me.answers, b.ToolResult.ToolCallID)
				}
			}
			c.entries[e.ID] = me
			c.ids = append(c.ids, e.ID)
		}
		c.branches[branch] = stored[len(stored)-1].ID
	}

	const ops = 3000
	for i := 0; i < ops; i++ {
		cid := pick(m.order)
		c := m.convs[cid]
		n++
		switch r := rng.Intn(100); {
		case r < 45: // append messages or a tool group
			b := pick(branchNames(c))
			var es []Entry
			if rng.Intn(4) == 0 {
				es = toolGroup(fmt.Sprintf("t%d", n), 1+rng.Intn(2))
			} else {
				for k := 0; k <= rng.Intn(3); k++ {
					es = append(es, userMsg(fmt.Sprintf("m%d.%d", n, k)))
				}
			}
			stored, err := s.Append(ctx, cid, b, es...)
			if err != nil {
				t.Fatalf("op %d append: %v", i, err)
			}
			if stored[0].ParentID != c.branches[b] {
				t.Fatalf("op %d: appended below %s, want head %s", i, stored[0].ParentID, c.branches[b])
			}
			add(c, stored, b)
		case r < 60 && len(c.ids) > 0: // branch at a random entry
			at := pick(c.ids)
			name := ""
			if rng.Intn(2) == 0 {
				name = fmt.Sprintf("b%d", n)
			}
			br, err := s.CreateBranch(ctx, cid, name, at)
			if err != nil {
				t.Fatalf("op %d create branch: %v", i, err)
			}
			if want := c.safe(at); br.HeadID != want {
				t.Fatalf("op %d: branch at %s has head %s, model says %s", i, at, br.HeadID, want)
			}
			if _, dup := c.branches[br.Name]; dup {
				t.Fatalf("op %d: branch name %s reused", i, br.Name)
			}
			c.branches[br.Name] = br.HeadID
		case r < 72: // switch
			b := pick(branchNames(c))
			if err := s.SwitchBranch(ctx, cid, b); err != nil {
				t.Fatalf("op %d switch: %v", i, err)
			}
			c.current = b
		case r < 78 && len(c.ids) > 0: // fork into a new conversation
			at := pick(c.ids)
			nc, err := s.Fork(ctx, cid, at, "")
			if err != nil {
				t.Fatalf("op %d fork: %v", i, err)
			}
			want := c.path(c.safe(at))
			got, err := s.Path(ctx, nc.ID, DefaultBranch)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(want) {
				t.Fatalf("op %d fork: %d entries, want %d", i, len(got), len(want))
			}
			mc := &mconv{entries: map[string]*mentry{}, branches: map[string]string{DefaultBranch: ""}, current: DefaultBranch}
			for k, e := range got {
				if Text(e.Content) != c.entries[want[k]].text {
					t.Fatalf("op %d fork: entry %d text %q, want %q", i, k, Text(e.Content), c.entries[want[k]].text)
				}
			}
			add(mc, got, DefaultBranch)
			m.convs[nc.ID] = mc
			m.order = append(m.order, nc.ID)
		case r < 82:
			newConv()
		case r < 90: // invalid operations change nothing
			if _, err := s.Append(ctx, cid, c.current, toolGroup("bad", 1)[1]); ErrorCode(err) != EUNSAFE {
				t.Fatalf("op %d: lone result: %v", i, err)
			}
			if err := s.SwitchBranch(ctx, cid, "missing"); !IsNotFound(err) {
				t.Fatalf("op %d: switch to missing: %v", i, err)
			}
			if _, err := s.CreateBranch(ctx, cid, c.current, pickOr(c.ids, "x", rng)); err == nil {
				t.Fatalf("op %d: duplicate branch name accepted", i)
			}
		default: // delete a non-current branch
			for _, b := range branchNames(c) {
				if b != c.current {
					if err := s.DeleteBranch(ctx, cid, b); err != nil {
						t.Fatalf("op %d delete branch: %v", i, err)
					}
					delete(c.branches, b)
					break
				}
			}
		}
		if i%250 == 0 || i == ops-1 {
			verifyModel(t, s, m, i)
		}
	}
	if f, err := s.Check(ctx); err != nil || len(f) != 0 {
		t.Fatalf("check: %v %v", f, err)
	}
}

func pickOr(xs []string, def string, rng *rand.Rand) string {
	if len(xs) == 0 {
		return def
	}
	return xs[rng.Intn(len(xs))]
}

func verifyModel(t *testing.T, s *Store, m *model, op int) {
	t.Helper()
	ctx := context.Background()
	for cid, c := range m.convs {
		conv, err := s.Conversation(ctx, cid)
		if err != nil {
			t.Fatal(err)
		}
		if conv.CurrentBranch != c.current || conv.EntryCount != len(c.ids) || conv.BranchCount != len(c.branches) {
			t.Fatalf("op %d conv %s: current %s/%s entries %d/%d branches %d/%d", op, cid,
				conv.CurrentBranch, c.current, conv.EntryCount, len(c.ids), conv.BranchCount, len(c.branches))
		}
		for name, head := range c.branches {
			p, err := s.Path(ctx, cid, name)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(ids(p), c.path(head)) {
				t.Fatalf("op %d: path of %s differs from the model", op, name)
			}
		}
		all, _ := s.Entries(ctx, cid)
		if !slices.Equal(ids(all), c.ids) {
			t.Fatalf("op %d: entries of %s differ (lost or duplicated)", op, cid)
		}
		for _, id := range c.ids[max(0, len(c.ids)-5):] {
			kids, _ := s.Children(ctx, id)
			var want []string
			for _, k := range c.ids {
				if c.entries[k].parent == id {
					want = append(want, k)
				}
			}
			if !slices.Equal(ids(kids), want) {
				t.Fatalf("op %d: children of %s differ", op, id)
			}
		}
	}
}
