package agent

import (
	"context"
	"fmt"
	"testing"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// BenchmarkCompactLongBranch measures a background compaction of a
// 10,000-entry branch of realistic messages on the offline model, as the
// first send into such a branch starts it: CPU-seconds (user+system) per
// compaction and the peak of live heap above what was live before it
// (extra MB). Each iteration compacts a fresh branch at the same head,
// given the path as the asking turn read it (see readPath).
func BenchmarkCompactLongBranch(b *testing.B) {
	e, c := offlineConv(b)
	ctx := context.Background()
	testkit.AppendInBatches(b, e.store, c.ID, session.DefaultBranch, corpus.New(7).Entries(10000))
	// As the turn that asks has read it: its newest entries whole.
	path, from, err := e.store.PathNewest(ctx, c.ID, session.DefaultBranch, firstWhole)
	if err != nil {
		b.Fatal(err)
	}
	head := path[len(path)-1].ID
	testkit.Measure(b, func(i int) {
		if _, err := e.store.CreateBranch(ctx, c.ID, fmt.Sprintf("bench-%d", i), head); err != nil {
			b.Fatal(err)
		}
	}, func(i int) {
		e.rt.compactInBackground(c.ID, fmt.Sprintf("bench-%d", i), "", readPath{path, from})
		if err := e.rt.WaitCompactions(ctx); err != nil {
			b.Fatal(err)
		}
	}, func(i int) {
		if p := e.path(c.ID, fmt.Sprintf("bench-%d", i)); p[len(p)-1].Kind != session.EntryCompaction {
			b.Fatalf("branch bench-%d was not compacted", i)
		}
	})
}
