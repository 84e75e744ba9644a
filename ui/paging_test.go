package ui

import (
	"context"
	"testing"

	"grove/session"
)

// TestJumpAboveWhatIsRead: in a long branch whose end only is read, the
// tree view still lists its first messages, and Enter on one brings it on
// screen: the branch is read down from it.
func TestJumpAboveWhatIsRead(t *testing.T) {
	env := newEnv(t, false)
	ctx := context.Background()
	c, _ := env.importLong(t, 7, 600, 2, nil)
	m := env.startedModel(t, 120, 40)
	driveAll(m, m.open(c.ID))
	cv := m.tl.views[c.ID]
	if cv == nil || !cv.loaded || !cv.more || cv.tree == nil {
		t.Fatalf("the long branch: loaded %v, more %v, tree %v", cv != nil && cv.loaded, cv != nil && cv.more, cv != nil && cv.tree != nil)
	}
	path, err := env.st.Path(ctx, c.ID, cv.branch)
	if err != nil {
		t.Fatal(err)
	}
	var old session.Entry
	for _, e := range path[3:] {
		if e.Kind == session.EntryMessage && e.Role == session.RoleUser {
			old = e
			break
		}
	}
	if _, ok := cv.entryIdx[old.ID]; ok || old.ID == "" {
		t.Fatalf("the old message %q is read already", old.ID)
	}
	m.openTree(old.ID)
	tv := m.treeOv()
	if tv == nil {
		t.Fatal("no tree view")
	}
	// Enter shows the first message of the selected row.
	want := cv.tree.Nodes[tv.rows[tv.sel].first].Entry.ID
	if _, ok := cv.entryIdx[want]; ok {
		t.Fatalf("the row's message %s is read already", want)
	}
	press(m, "enter")
	idx, ok := cv.entryIdx[want]
	if !ok {
		t.Fatalf("Enter on an old message in the tree did not read it (%d items)", len(cv.items))
	}
	m.prepare()
	if idx < cv.firstVis || idx > cv.lastVis {
		t.Fatalf("the old message (item %d) is not on screen (items %d–%d)", idx, cv.firstVis, cv.lastVis)
	}
	if cv.items[len(cv.items)-1].id != path[len(path)-1].ID {
		t.Fatal("the branch read down from the old message does not reach its end")
	}
}
