package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"grove/session"
)

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
