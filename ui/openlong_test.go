package ui

import (
	"context"
	"strings"
	"testing"

	"grove/agent"
	"grove/agent/config"
	"grove/internal/corpus"
	"grove/session"
)

// TestOpenLongShowsEndFirst: a long conversation opened the first time
// shows its last screen from the end of the branch alone — no "loading…"
// pane —, a message arriving while its turns and tree are read is not lost,
// and the rest of the branch is read page by page as the view scrolls up,
// down to its first message.
func TestOpenLongShowsEndFirst(t *testing.T) {
	env := newEnv(t, false)
	ctx := context.Background()
	c, x := env.importLong(t, 31, 600, 3, func(x *session.Export) {
		first := &x.Entries[0]
		first.Content = []session.Block{session.TextBlock("FIRST-OF-LONG " + first.Content[0].Text)}
		endWith(x, "LAST-OF-LONG")
	})
	// A newer conversation is the one shown at start.
	other := env.newConversation(t, "newer")
	if _, err := env.st.Append(ctx, other.ID, session.DefaultBranch, corpus.New(1).Entries(2)...); err != nil {
		t.Fatal(err)
	}
	m := env.startedModel(t, 120, 40)

	cmd := m.open(c.ID)
	msg, ok := cmd().(convLoadMsg)
	if !ok || !msg.partial || len(msg.path) >= len(x.Entries)-1 {
		t.Fatalf("first read: partial %v, %d entries; want the end of the branch only", msg.partial, len(msg.path))
	}
	_, rest := m.Update(msg)
	screen := plainScreen(m)
	if !strings.Contains(screen, "LAST-OF-LONG") || strings.Contains(screen, "loading…") {
		t.Fatalf("the end of the branch is not on the first screen:\n%s", screen)
	}
	// A reply saved while the rest loads.
	es, err := env.st.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant,
		Author: config.DefaultAgentName, Content: []session.Block{session.TextBlock("ARRIVED-MEANWHILE")}})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(eventsMsg{{Kind: agent.EvEntry, ConversationID: c.ID, Branch: session.DefaultBranch, Entry: &es[0]}})
	cv := m.tl.views[c.ID]
	tail := len(cv.items)
	drive(m, rest)
	if cv.partial || cv.loading || !cv.more || len(cv.items) != tail+1 || cv.tree == nil || cv.tree.Len() != len(x.Entries)+1 {
		t.Fatalf("after the turns and tree: partial %v, loading %v, more %v, %d items (want %d)", cv.partial, cv.loading, cv.more, len(cv.items), tail+1)
	}
	screen = plainScreen(m)
	if !strings.Contains(screen, "ARRIVED-MEANWHILE") || !strings.Contains(screen, "LAST-OF-LONG") {
		t.Fatalf("the end of the branch after the turns and tree:\n%s", screen)
	}
	// Scroll up to the top: each page read above keeps the screen as it
	// was (but for the line saying a page is coming).
	for pages := 0; cv.more; {
		if pages > 1000 {
			t.Fatal("scrolling up never reached the first message")
		}
		m.scroll(-100)
		_, cmd := m.Update(keyMsg("pgup"))
		if !cv.paging {
			continue
		}
		pages++
		before, n := plainScreen(m), len(cv.items)
		driveAll(m, cmd)
		after := plainScreen(m)
		if len(cv.items) <= n || cv.paging {
			t.Fatalf("a page read above brought no items (%d → %d)", n, len(cv.items))
		}
		_, b, _ := strings.Cut(before, "\n")
		_, a, _ := strings.Cut(after, "\n")
		if a != b {
			t.Fatalf("the screen moved when the page above arrived:\n%s\n---\n%s", before, after)
		}
	}
	m.scroll(-1 << 20)
	if len(cv.items) != 600+1 {
		t.Fatalf("after paging up: %d items; want 601", len(cv.items))
	}
	if s := plainScreen(m); !strings.Contains(s, "FIRST-OF-LONG") {
		t.Fatalf("the first message is not on screen at the top:\n%s", s)
	}
	if !strings.HasPrefix(cv.items[0].text, "FIRST-OF-LONG") {
		t.Fatalf("the branch does not start with its first message: %.40q", cv.items[0].text)
	}
}
