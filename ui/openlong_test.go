package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"grove/agent"
	"grove/agent/config"
	"grove/internal/corpus"
	"grove/session"
)

// TestOpenLongShowsEndFirst: a long conversation opened the first time
// shows its last screen from the end of the branch alone — no "loading…"
// pane — and then holds the whole branch; a message arriving in between
// is not lost.
func TestOpenLongShowsEndFirst(t *testing.T) {
	env := newEnv(t, false)
	ctx := context.Background()
	x := corpus.Conversation(31, 600, 3, time.Now())
	x.Conversation.Agent = config.DefaultAgentName
	first := &x.Entries[0]
	first.Content = []session.Block{session.TextBlock("FIRST-OF-LONG " + first.Content[0].Text)}
	last := &x.Entries[len(x.Entries)-1]
	last.Content = []session.Block{session.TextBlock(last.Content[0].Text + "\n\nLAST-OF-LONG")}
	c, err := env.st.Import(ctx, x)
	if err != nil {
		t.Fatal(err)
	}
	// A newer conversation is the one shown at start.
	other := env.newConversation(t, "newer")
	if _, err := env.st.Append(ctx, other.ID, session.DefaultBranch, corpus.New(1).Entries(2)...); err != nil {
		t.Fatal(err)
	}
	m := env.model(t, ctx, "dark")
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	drive(m, initCmds(m)...)

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
	drive(m, rest)
	cv := m.tl.views[c.ID]
	if cv.partial || cv.loading || len(cv.items) != 600+1 {
		t.Fatalf("after the whole branch: partial %v, loading %v, %d items; want 601", cv.partial, cv.loading, len(cv.items))
	}
	screen = plainScreen(m)
	if !strings.Contains(screen, "ARRIVED-MEANWHILE") || !strings.Contains(screen, "LAST-OF-LONG") {
		t.Fatalf("the end of the branch after the whole load:\n%s", screen)
	}
	if !strings.HasPrefix(cv.items[0].text, "FIRST-OF-LONG") {
		t.Fatalf("the branch does not start with its first message: %.40q", cv.items[0].text)
	}
}
