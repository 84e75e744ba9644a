package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
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

// TestOpenKeepsScreenUntilRead: a conversation opened from the list the
// first time never shows a blank "loading…" pane: the screen before it
// stays, its top line saying what is opening, until the end of the new
// branch is read; then the new conversation's last screen replaces it. A
// resize meanwhile does not keep a screen laid out for another size.
func TestOpenKeepsScreenUntilRead(t *testing.T) {
	env := newEnv(t, false)
	ctx := context.Background()
	long, _ := env.importLong(t, 17, 600, 2, func(x *session.Export) {
		x.Conversation.Title = "the long one"
		endWith(x, "LAST-OF-LONG")
	})
	newer := env.newConversation(t, "newer")
	if _, err := env.st.Append(ctx, newer.ID, session.DefaultBranch,
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("NEWER-SHOWN-FIRST")}}); err != nil {
		t.Fatal(err)
	}
	m := env.startedModel(t, 120, 40)
	if s := plainScreen(m); !strings.Contains(s, "NEWER-SHOWN-FIRST") {
		t.Fatalf("the newer conversation is not on screen at start:\n%s", s)
	}

	// The next conversation of the list, as alt+down opens it.
	_, read := m.Update(tea.KeyPressMsg{Code: tea.KeyDown, Mod: tea.ModAlt})
	if read == nil || m.current != long.ID {
		t.Fatalf("alt+down did not open the long conversation (current %q)", m.current)
	}
	screen := plainScreen(m)
	if strings.Contains(screen, "loading…") || !strings.Contains(screen, "NEWER-SHOWN-FIRST") || !strings.Contains(screen, "opening the long one…") {
		t.Fatalf("while the long branch's end is read, the screen before it should stay, saying what opens:\n%s", screen)
	}

	msg, ok := read().(convLoadMsg)
	if !ok || !msg.partial {
		t.Fatalf("the open read %T (partial %v); want the end of the branch", msg, msg.partial)
	}
	m.Update(msg)
	screen = plainScreen(m)
	if !strings.Contains(screen, "LAST-OF-LONG") || strings.Contains(screen, "NEWER-SHOWN-FIRST") || strings.Contains(screen, "opening") {
		t.Fatalf("once the end is read, the long conversation's last screen should replace the one before:\n%s", screen)
	}

	// Back to the newer one (loaded) and on again to a conversation not
	// read yet, with the terminal resized in between: no stale screen.
	third := env.newConversation(t, "third")
	m.open(newer.ID)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	m.open(third.ID)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	if s := plainScreen(m); strings.Contains(s, "NEWER-SHOWN-FIRST") {
		t.Fatalf("a screen laid out for another size was kept:\n%s", s)
	}
}

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
