package session_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

func findText(role, text string) session.Entry {
	return session.Entry{Kind: session.EntryMessage, Role: role, Author: role, Content: []session.Block{session.TextBlock(text)}}
}

func TestFindInBranch(t *testing.T) {
	ctx := context.Background()
	st := session.NewTestStore(t)
	c, err := st.CreateConversation(ctx, session.NewConversation{Title: "find", Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	es, err := st.Append(ctx, c.ID, "main",
		findText(session.RoleUser, "Where is the Config file?"),
		findText(session.RoleAssistant, "The config lives in ~/.config/grove/config.yaml; CONFIG is read at start."),
		findText(session.RoleUser, `A quote: "x < y & z" and Ünïcode ÉTÉ`),
		session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", Content: []session.Block{
			session.TextBlock("first part"), {Type: session.BlockThinking, Thinking: "config in thinking is not shown text"}, session.TextBlock("the type of config")}},
	)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateBranch(ctx, c.ID, "side", es[0].ID); err != nil {
		t.Fatal(err)
	}
	side, err := st.Append(ctx, c.ID, "side", findText(session.RoleAssistant, "config on the side branch only"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Append(ctx, c.ID, "main", session.NewInjection("a note about the config")); err != nil {
		t.Fatal(err)
	}

	find := func(branch, text string) []session.FindHit {
		t.Helper()
		hits, err := st.FindInBranch(ctx, c.ID, branch, text)
		if err != nil {
			t.Fatalf("find %q in %s: %v", text, branch, err)
		}
		return hits
	}
	hits := find("main", "config")
	// Ignoring case, oldest first, counted; never the other branch's entry
	// nor a block that is not text, nor the word "type" of the stored JSON.
	if len(hits) != 4 || hits[0].EntryID != es[0].ID || hits[0].Count != 1 || hits[1].EntryID != es[1].ID || hits[1].Count != 4 ||
		hits[2].EntryID != es[3].ID || hits[2].Count != 1 || hits[3].Count != 1 {
		t.Errorf("config on main: %+v", hits)
	}
	if hits := find("main", "type"); len(hits) != 1 || hits[0].EntryID != es[3].ID {
		t.Errorf("type on main: %+v (only the message saying it)", hits)
	}
	if hits := find("side", "CONFIG"); len(hits) != 2 || hits[0].EntryID != es[0].ID || hits[1].EntryID != side[0].ID {
		t.Errorf("config on side: %+v", hits)
	}
	// Text JSON escapes, and letters beyond ASCII in another case.
	for _, q := range []string{`"x < y & z"`, "ünïcode été", "ÜNÏCODE", "config.yaml; config"} {
		if hits := find("main", q); len(hits) != 1 {
			t.Errorf("%q: %+v", q, hits)
		}
	}
	if hits := find("main", "   "); hits != nil {
		t.Errorf("blank: %+v", hits)
	}
	if hits := find("main", "nowhere to be found"); len(hits) != 0 {
		t.Errorf("absent: %+v", hits)
	}
	if _, err := st.FindInBranch(ctx, c.ID, "nosuch", "config"); session.ErrorCode(err) != session.ENOTFOUND {
		t.Errorf("unknown branch: %v", err)
	}
}

// BenchmarkFindInBranch10k: ctrl+f's search of a branch of 10,000
// realistic messages (internal/corpus), for a word most messages hold and
// for a phrase in one message; the UI runs it off its goroutine.
//
//	go test ./session -run '^$' -bench FindInBranch10k -benchtime 20x
func BenchmarkFindInBranch10k(b *testing.B) {
	ctx := context.Background()
	st := session.NewTestStore(b)
	x := corpus.Conversation(9, 10000, 8, time.Now())
	last := &x.Entries[len(x.Entries)-1]
	last.Content = []session.Block{session.TextBlock(last.Content[0].Text + "\n\nthe needle in the haystack")}
	c, err := st.Import(ctx, x)
	if err != nil {
		b.Fatal(err)
	}
	for _, q := range []string{"latency", "needle in the haystack"} {
		b.Run(fmt.Sprintf("%q", q), func(b *testing.B) {
			var lat []time.Duration
			for b.Loop() {
				t0 := time.Now()
				hits, err := st.FindInBranch(ctx, c.ID, session.DefaultBranch, q)
				lat = append(lat, time.Since(t0))
				if err != nil || len(hits) == 0 {
					b.Fatal(hits, err)
				}
			}
			slices.Sort(lat)
			b.ReportMetric(float64(lat[len(lat)/2])/float64(time.Millisecond), "p50_ms")
		})
	}
}
