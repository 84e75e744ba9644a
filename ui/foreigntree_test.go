package ui

import (
	"context"
	"testing"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestTreeFollowsOtherProcess: a turn another process runs on the open
// conversation (grove send in another shell), delivered by the change
// feed, is in the tree view: its entries are counted and its branch's
// head moved, as for a turn of this process — also when it branches.
func TestTreeFollowsOtherProcess(t *testing.T) {
	ctx := context.Background()
	env := newEnv(t, false)
	c := env.newConversation(t, "shared")
	env.converse(t, c.ID, "first question")
	m := env.openModel(t, c.ID, 100, 30)
	cv := m.cur()
	if cv == nil || cv.tree == nil {
		t.Fatal("the tree of the open conversation is not loaded")
	}
	before := cv.tree.Len()

	// The other process: its own store on the file, its own runtime.
	st2 := testkit.Open(t, env.st.File())
	defer st2.Close()
	rt2 := agent.New(agent.Options{Store: st2, Provider: func(llm.Profile) (llm.Provider, error) {
		return &llm.Offline{WordsPerSecond: 0}, nil
	}})
	defer rt2.Close()
	feed := func(run func()) {
		t.Helper()
		seq, err := env.st.LastSeq(ctx)
		if err != nil {
			t.Fatal(err)
		}
		run()
		es, last, err := env.st.EntriesSince(ctx, seq, 1000)
		if err != nil || len(es) == 0 {
			t.Fatalf("the other process wrote nothing: %v", err)
		}
		_, cmd := m.Update(feedMsg{seq: last, entries: es})
		driveAll(m, cmd)
	}
	send := func(req agent.SendRequest) {
		tu, err := rt2.Send(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rt2.WaitTurn(ctx, tu.ID); err != nil {
			t.Fatal(err)
		}
	}
	feed(func() { send(agent.SendRequest{ConversationID: c.ID, Text: "calculate 6*7"}) })
	want, err := env.st.Tree(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	cv = m.cur()
	if cv.tree.Len() != want.Len() || cv.tree.Len() <= before {
		t.Fatalf("tree after the other process's turn: %d entries, the store has %d (%d before)", cv.tree.Len(), want.Len(), before)
	}
	if got, _ := cv.tree.Branch(session.DefaultBranch); got.HeadID != want.Branches[0].HeadID {
		t.Fatalf("main's head %s, the store's %s", got.HeadID, want.Branches[0].HeadID)
	}

	// A branch made elsewhere from the first message.
	first := want.Nodes[want.Roots()[0]].Entry.ID
	feed(func() {
		if _, err := st2.CreateBranch(ctx, c.ID, "elsewhere", first); err != nil {
			t.Fatal(err)
		}
		send(agent.SendRequest{ConversationID: c.ID, Branch: "elsewhere", Text: "calculate 2*3"})
	})
	want, _ = env.st.Tree(ctx, c.ID)
	cv = m.cur()
	b, ok := cv.tree.Branch("elsewhere")
	wb, _ := want.Branch("elsewhere")
	if cv.tree.Len() != want.Len() || !ok || b.HeadID != wb.HeadID {
		t.Fatalf("tree after a branch elsewhere: %d entries (store %d), branch %+v (store %+v)", cv.tree.Len(), want.Len(), b, wb)
	}
}
