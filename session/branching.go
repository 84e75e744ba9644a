package session

import (
	"context"
	"database/sql"
	"sort"
	"strings"
	"time"
)

// Tree is the whole entry tree of a conversation with its branches, for
// views that show or navigate it. Nodes are in insertion order, so a parent
// always comes before its children. Entries are shared with the store's
// cache and must not be modified.
type Tree struct {
	ConversationID string
	Nodes          []TreeNode
	Branches       []Branch // most recently active first
	// Budgets are the spending caps of the branches that have one.
	Budgets map[string]float64

	index  map[string]int
	roots  []int
	owners []int // per node: the index in Branches of the most recently active branch containing it, or -1
}

// TreeNode is one entry of a Tree with its links. Its Entry's content is an
// outline (what describes it on one line: the text flattened and cut to 200
// cells, tool calls and results by id and name); the path holds the whole
// content.
type TreeNode struct {
	Entry    Entry
	Parent   int // -1 for a root
	Children []int
}

// Tree returns the conversation's whole tree and branches, its entries in
// outline. It reads from the path cache, so a conversation already on
// screen costs only the rows written since. Errors: ENOTFOUND.
func (s *Store) Tree(ctx context.Context, convID string) (*Tree, error) {
	t := &Tree{ConversationID: convID}
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		if err := mustConversation(ctx, tx, convID); err != nil {
			return err
		}
		var maxSeq sql.NullInt64
		if err := tx.QueryRowContext(ctx, `SELECT MAX(seq) FROM entries WHERE conversation_id = ?`, convID).Scan(&maxSeq); err != nil {
			return err
		}
		var err error
		t.Branches, err = Collect(scanBranch)(tx.QueryContext(ctx, `SELECT `+branchCols+` FROM branches WHERE conversation_id = ? ORDER BY updated_at DESC, name`, convID))
		if err != nil {
			return err
		}
		if t.Budgets, err = budgetsOf(ctx, tx, convID); err != nil {
			return err
		}
		if !maxSeq.Valid {
			t.index = map[string]int{}
			return nil
		}
		cc := s.cache.get(convID)
		cc.mu.Lock()
		defer cc.mu.Unlock()
		if err := cc.catchUp(ctx, tx, convID, maxSeq.Int64); err != nil {
			return err
		}
		seqs := make([]int64, 0, len(cc.bySeq))
		for seq := range cc.bySeq {
			if seq <= maxSeq.Int64 {
				seqs = append(seqs, seq)
			}
		}
		sort.Slice(seqs, func(i, j int) bool { return seqs[i] < seqs[j] })
		bySeq := make(map[int64]int, len(seqs))
		t.Nodes = make([]TreeNode, len(seqs))
		t.index = make(map[string]int, len(seqs))
		for i, seq := range seqs {
			ce := cc.bySeq[seq]
			p := -1
			if ce.parentSeq != 0 {
				p = bySeq[ce.parentSeq]
				t.Nodes[p].Children = append(t.Nodes[p].Children, i)
			} else {
				t.roots = append(t.roots, i)
			}
			e := ce.e
			e.Content = ce.outlineOf()
			t.Nodes[i] = TreeNode{Entry: e, Parent: p}
			bySeq[seq] = i
			t.index[ce.e.ID] = i
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return t, nil
}

// Index returns the node of an entry.
func (t *Tree) Index(id string) (int, bool) {
	i, ok := t.index[id]
	return i, ok
}

// Len is the number of entries.
func (t *Tree) Len() int { return len(t.Nodes) }

// Add inserts an entry appended after the tree was read. It reports false
// when the entry is already there or its parent is unknown (reload then).
func (t *Tree) Add(e Entry) bool {
	if t.index == nil {
		t.index = map[string]int{}
	}
	if _, ok := t.index[e.ID]; ok {
		return false
	}
	p := -1
	if e.ParentID != "" {
		var ok bool
		if p, ok = t.index[e.ParentID]; !ok {
			return false
		}
	}
	i := len(t.Nodes)
	e.Content = outline(e.Content)
	t.Nodes = append(t.Nodes, TreeNode{Entry: e, Parent: p})
	if p >= 0 {
		t.Nodes[p].Children = append(t.Nodes[p].Children, i)
	} else {
		t.roots = append(t.roots, i)
	}
	t.index[e.ID] = i
	t.owners = nil
	return true
}

// Roots returns the nodes without a parent, oldest first.
func (t *Tree) Roots() []int { return t.roots }

// MoveHead records that a branch's head moved (an append at time at),
// making it the most recently active branch; unknown branches are added.
func (t *Tree) MoveHead(branch, headID string, at time.Time) {
	for i, b := range t.Branches {
		if b.Name == branch {
			b.HeadID, b.UpdatedAt = headID, at
			copy(t.Branches[1:i+1], t.Branches[:i])
			t.Branches[0] = b
			t.owners = nil
			return
		}
	}
	t.Branches = append([]Branch{{ConversationID: t.ConversationID, Name: branch, HeadID: headID, CreatedAt: at, UpdatedAt: at}}, t.Branches...)
	t.owners = nil
}

// Branch returns a branch by name.
func (t *Tree) Branch(name string) (Branch, bool) {
	for _, b := range t.Branches {
		if b.Name == name {
			return b, true
		}
	}
	return Branch{}, false
}

// PathOf returns the node indices from the root down to node i.
func (t *Tree) PathOf(i int) []int {
	n := 0
	for j := i; j >= 0; j = t.Nodes[j].Parent {
		n++
	}
	out := make([]int, n)
	for j := i; j >= 0; j = t.Nodes[j].Parent {
		n--
		out[n] = j
	}
	return out
}

// transparent entries sit between a message and its alternatives without
// making them different alternatives: a branch summary recorded when a
// branch was started belongs to the edge, not to the choice.
func transparent(e *Entry) bool { return e.Kind == EntryBranchSummary }

// anchor is the nearest ancestor of i that is not transparent (-1: root level).
func (t *Tree) anchor(i int) int {
	p := t.Nodes[i].Parent
	for p >= 0 && transparent(&t.Nodes[p].Entry) {
		p = t.Nodes[p].Parent
	}
	return p
}

// Alternatives returns the entries that are alternatives of node i (itself
// included), oldest first, and i's position among them: the messages of the
// same kind and role under the same parent, looking through branch
// summaries. An edited message and the original, or a regenerated reply and
// the first, are alternatives.
func (t *Tree) Alternatives(i int) ([]int, int) {
	e := &t.Nodes[i].Entry
	a := t.anchor(i)
	var kids []int
	if a >= 0 {
		kids = t.Nodes[a].Children
	} else {
		kids = t.roots
	}
	var out []int
	var walk func(ks []int)
	walk = func(ks []int) {
		for _, k := range ks {
			ke := &t.Nodes[k].Entry
			if transparent(ke) {
				walk(t.Nodes[k].Children)
				continue
			}
			if ke.Kind == e.Kind && ke.Role == e.Role {
				out = append(out, k)
			}
		}
	}
	walk(kids)
	sort.Ints(out)
	pos := 0
	for k, j := range out {
		if j == i {
			pos = k
		}
	}
	return out, pos
}

// Owner returns the most recently active branch whose path contains node
// i, or false when no branch does (its branches were deleted).
func (t *Tree) Owner(i int) (Branch, bool) {
	if t.owners == nil {
		t.computeOwners()
	}
	if i < 0 || i >= len(t.owners) || t.owners[i] < 0 {
		return Branch{}, false
	}
	return t.Branches[t.owners[i]], true
}

// computeOwners walks from each head (most recent first) up to the first
// node already owned: every node is visited once.
func (t *Tree) computeOwners() {
	t.owners = make([]int, len(t.Nodes))
	for i := range t.owners {
		t.owners[i] = -1
	}
	for bi, b := range t.Branches {
		j, ok := t.index[b.HeadID]
		for ok && j >= 0 && t.owners[j] < 0 {
			t.owners[j] = bi
			j = t.Nodes[j].Parent
		}
	}
}

// Leaf follows the newest child from node i down to a leaf.
func (t *Tree) Leaf(i int) int {
	for len(t.Nodes[i].Children) > 0 {
		ch := t.Nodes[i].Children
		i = ch[len(ch)-1]
	}
	return i
}

// OnBranch reports whether node i is on the path of the named branch.
func (t *Tree) OnBranch(i int, branch string) bool {
	b, ok := t.Branch(branch)
	if !ok {
		return false
	}
	j, ok := t.index[b.HeadID]
	for ok && j >= 0 {
		if j == i {
			return true
		}
		if j < i {
			return false // parents come before children
		}
		j = t.Nodes[j].Parent
	}
	return false
}

// CreateBranchAt is CreateBranch that also accepts an empty atEntryID: a
// branch with no entries yet, whose first entry will be a new root (used
// to edit a conversation's first message).
// Errors: as CreateBranch.
func (s *Store) CreateBranchAt(ctx context.Context, convID, name, atEntryID string) (Branch, error) {
	if atEntryID != "" {
		return s.CreateBranch(ctx, convID, name, atEntryID)
	}
	var b Branch
	err := s.inConversation(ctx, convID, func(tx *sql.Tx) error {
		var err error
		if name == "" {
			if name, err = nextBranchName(ctx, tx, convID); err != nil {
				return err
			}
		}
		if err := validBranchName(name); err != nil {
			return err
		}
		now := s.now()
		_, err = tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, head_id, base_id, created_at, updated_at) VALUES (?, ?, NULL, NULL, ?, ?)`,
			convID, name, ms(now), ms(now))
		if err != nil {
			if strings.Contains(err.Error(), "UNIQUE") {
				return Errorf(ECONFLICT, "branch %s already exists", name)
			}
			return err
		}
		b = Branch{ConversationID: convID, Name: name, CreatedAt: fromMs(ms(now)), UpdatedAt: fromMs(ms(now))}
		return nil
	})
	return b, err
}

// Forks lists the conversations forked from convID, newest first.
func (s *Store) Forks(ctx context.Context, convID string) ([]Conversation, error) {
	return Collect(scanConversation)(s.r.QueryContext(ctx, `SELECT `+conversationCols+` FROM conversations c WHERE c.forked_from_conversation = ? ORDER BY c.created_at DESC`, convID))
}
