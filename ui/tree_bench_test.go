package ui

import (
	"context"
	"fmt"
	"math/rand"
	"sort"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// seedBigTree writes a conversation of 10,000 entries: a main line of
// 9,500 and 500 branches of one entry each forking at random points.
func seedBigTree(b *testing.B, env *testEnv) session.Conversation {
	ctx := context.Background()
	c, err := env.st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName, Title: "big tree"})
	if err != nil {
		b.Fatal(err)
	}
	var ids []string
	for batch := 0; batch < 19; batch++ {
		es := make([]session.Entry, 500)
		for i := range es {
			role, author := session.RoleUser, "user"
			if i%2 == 1 {
				role, author = session.RoleAssistant, config.DefaultAgentName
			}
			es[i] = session.Entry{Kind: session.EntryMessage, Role: role, Author: author,
				Content: []session.Block{session.TextBlock(fmt.Sprintf("message %d of the main line, with some words to wrap", batch*500+i))}}
		}
		out, err := env.st.Append(ctx, c.ID, session.DefaultBranch, es...)
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range out {
			ids = append(ids, e.ID)
		}
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 500; i++ {
		name := fmt.Sprintf("b%03d", i)
		if _, err := env.st.CreateBranch(ctx, c.ID, name, ids[rng.Intn(len(ids))]); err != nil {
			b.Fatal(err)
		}
		if _, err := env.st.Append(ctx, c.ID, name, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
			Content: []session.Block{session.TextBlock("an alternative " + name)}}); err != nil {
			b.Fatal(err)
		}
	}
	return c
}

func bigTreeModel(b *testing.B) (*testEnv, *Model, session.Conversation) {
	env := newEnv(b, false)
	c := seedBigTree(b, env)
	ctx, cancel := context.WithCancel(context.Background())
	b.Cleanup(cancel)
	m := env.model(b, ctx, "dark")
	drive(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: 140, Height: 45})
	if cv := m.cur(); cv == nil || cv.tree == nil || cv.tree.Len() != 10000 {
		b.Fatalf("big tree not loaded")
	}
	return env, m, c
}

// BenchmarkTreeOpen: from the key to the first frame of the tree view of a
// 10,000-entry, 500-branch conversation, the tree re-read from the store
// (its cache) included.
func BenchmarkTreeOpen(b *testing.B) {
	_, m, c := bigTreeModel(b)
	cv := m.cur()
	b.ResetTimer()
	var ds []time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		t, err := m.c.store.Tree(m.c.ctx, c.ID)
		if err != nil {
			b.Fatal(err)
		}
		cv.tree = t
		m.Update(keyMsg("ctrl+y"))
		_ = m.render()
		ds = append(ds, time.Since(t0))
		m.stack.drop(layerPanel)
	}
	report(b, ds, "open", 100*time.Millisecond)
}

// BenchmarkBranchSwitch: switching branches in a 10,000-entry conversation,
// from the key to the first screen of the other branch (store writes and
// reads, rebuilding the timeline, rendering).
func BenchmarkBranchSwitch(b *testing.B) {
	_, m, _ := bigTreeModel(b)
	cv := m.cur()
	names := []string{"b007", session.DefaultBranch}
	b.ResetTimer()
	var ds []time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		m.switchBranch(cv, names[i%2], "") // state change only; the commands run below
		_, _ = m.Update(m.showBranch(cv, names[i%2], "")())
		_ = m.render()
		ds = append(ds, time.Since(t0))
		b.StopTimer()
		persistBranch(m.c.ctx, m.c.store, cv.conv.ID, names[i%2])()
		b.StartTimer()
		cv = m.cur()
		if cv.branch != names[i%2] || !cv.loaded {
			b.Fatalf("switch failed: %s", cv.branch)
		}
	}
	report(b, ds, "switch", 50*time.Millisecond)
}

// report gives the median and 95th percentile; the budget holds for the
// median (a shared CI machine has pauses no code controls).
func report(b *testing.B, ds []time.Duration, what string, budget time.Duration) {
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	med, p95 := ds[len(ds)/2], ds[min(len(ds)*95/100, len(ds)-1)]
	b.ReportMetric(float64(med.Microseconds())/1000, "ms/"+what)
	b.ReportMetric(float64(p95.Microseconds())/1000, "ms-p95")
	if med > budget {
		b.Errorf("%s took %s (median; budget %s)", what, med, budget)
	}
}
