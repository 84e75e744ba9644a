package agent

import (
	"context"
	"fmt"
	"testing"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// The written summary of a long branch (the offline model), read only as
// far back as the extract reaches, is the one the whole branch gives: the
// same entries kept verbatim and the same text, after an earlier summary
// in the middle of the branch and a tail of short messages, in the
// background and when asked for.
func TestCompactionOfALongBranchIsTheWholeBranchsSummary(t *testing.T) {
	g, e := corpus.New(23), newEnv(t, offlineDef("assistant", 0))
	c, ctx := e.conv("assistant"), context.Background()
	add := func(branch string, es ...session.Entry) []session.Entry {
		t.Helper()
		out, err := e.store.Append(ctx, c.ID, branch, es...)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	es := g.Entries(2400)
	var keep string
	for i := 0; i < len(es); i += 100 {
		out := add(session.DefaultBranch, es[i:i+100]...)
		if i == 1000 {
			keep = out[40].ID
		}
		if i == 1100 {
			s := session.Entry{Kind: session.EntryCompaction, Role: session.RoleUser, Author: "grove",
				Content: []session.Block{session.TextBlock("[Conversation summary] Earlier parts were compacted:\n" + g.Message(session.RoleAssistant))}}
			s.SetMeta(session.EntryMeta{KeepFrom: keep})
			add(session.DefaultBranch, s)
		}
	}
	// A tail of short messages: the extract and the part kept verbatim
	// reach further back than the first read.
	for i := 0; i < 1200; i += 100 {
		short := make([]session.Entry, 100)
		for j := range short {
			short[j] = g.Entry(j)
			short[j].Content = []session.Block{session.TextBlock(fmt.Sprintf("%s %d", g.Topic(), i+j))}
		}
		add(session.DefaultBranch, short...)
	}
	window := e.defs["assistant"].WithDefaults().Profile.ContextWindow
	limit := summaryLimit(window)
	head := e.path(c.ID, session.DefaultBranch)
	for i, asked := range []bool{false, true} {
		branch := fmt.Sprintf("b%d", i)
		if _, err := e.store.CreateBranch(ctx, c.ID, branch, head[len(head)-1].ID); err != nil {
			t.Fatal(err)
		}
		full := e.path(c.ID, branch)
		live := AfterCompaction(full)
		wantKeep := ""
		if !asked {
			wantKeep = compactKeepFrom(live, window)
			for j, x := range live {
				if x.ID == wantKeep {
					live = live[:j]
					break
				}
			}
		}
		want := ExtractSummary(live, limit)
		if asked {
			if _, err := e.rt.Compact(ctx, CompactRequest{ConversationID: c.ID, Branch: branch}); err != nil {
				t.Fatal(err)
			}
		} else {
			e.rt.CompactInBackground(c.ID, branch, "")
			if err := e.rt.WaitCompactions(ctx); err != nil {
				t.Fatal(err)
			}
		}
		p := e.path(c.ID, branch)
		got := p[len(p)-1]
		if got.Kind != session.EntryCompaction {
			t.Fatalf("asked %v: the branch was not compacted", asked)
		}
		if got.Meta().KeepFrom != wantKeep || wantKeep == "" && !asked {
			t.Fatalf("asked %v: keeps from %q, want %q", asked, got.Meta().KeepFrom, wantKeep)
		}
		if text := session.Text(got.Content); text != "[Conversation summary] Earlier parts of this conversation were compacted; this is what they contained:\n"+want {
			t.Fatalf("asked %v: summary\n%.600s\nwant\n%.600s", asked, text, want)
		}
	}
}
