package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// TestFocusedTurnShowsAndMoves: with three turns running, the block esc
// would cancel says so (the newest at first); alt+t moves the focus to the
// next one round, and a turn cancelled before its first word leaves its
// mark on its message.
func TestFocusedTurnShowsAndMoves(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "")
	var turns []session.Turn
	for _, q := range []string{"apples", "bananas", "cherries"} {
		id := session.NewID()
		saved, err := env.st.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
			Author: "user", TurnID: id, Content: []session.Block{session.TextBlock("tell me about " + q)}})
		if err != nil {
			t.Fatal(err)
		}
		turns = append(turns, session.Turn{ID: id, ConversationID: c.ID, Branch: session.DefaultBranch, Agent: "assistant",
			Status: session.TurnActive, InputEntryID: saved[0].ID})
	}
	m := env.openModel(t, c.ID, 100, 40)
	for i := range turns {
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: turns[i].ID, Turn: &turns[i]}})
	}
	marked := func() int {
		rows := strings.Split(screenOf(m.View()), "\n")
		n := -1
		for _, r := range rows {
			if strings.Contains(r, "esc cancels this") {
				if n != -1 {
					t.Fatalf("two blocks say esc cancels them:\n%s", screenOf(m.View()))
				}
				n = 0
				for i := range turns {
					if strings.Contains(r, "turn "+string(rune('1'+i))) {
						n = i + 1
					}
				}
			}
		}
		return n
	}
	if got := marked(); got != 3 {
		t.Fatalf("the focused block is turn %d, want the newest (3):\n%s", got, screenOf(m.View()))
	}
	alt := tea.KeyPressMsg{Code: 't', Mod: tea.ModAlt}
	for _, want := range []int{1, 2, 3, 1} {
		m.Update(alt)
		if got := marked(); got != want {
			t.Fatalf("after alt+t the focused block is turn %d, want %d:\n%s", got, want, screenOf(m.View()))
		}
		if m.focusedTurn() != turns[want-1].ID {
			t.Fatalf("esc would cancel %s, the screen says turn %d", m.focusedTurn(), want)
		}
	}
	// Turn 1 ends cancelled before a word of its reply: its message says
	// so; the others do not.
	done := turns[0]
	done.Status = session.TurnCancelled
	m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: done.ID, Turn: &done}})
	screen := screenOf(m.View())
	if strings.Count(screen, "⊘ you cancelled this before a reply began") != 1 {
		t.Fatalf("the cancelled turn left no mark (or more than one):\n%s", screen)
	}
	rows := strings.Split(screen, "\n")
	for i, r := range rows {
		if strings.Contains(r, "⊘ you cancelled") && (i == 0 || !strings.Contains(rows[i-1], "tell me about apples")) {
			t.Fatalf("the mark is not under its message:\n%s", screen)
		}
	}
	// With one turn left running there is nothing to choose between.
	for _, tu := range turns[1:2] {
		tu.Status = session.TurnCompleted
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: tu.ID, Turn: &tu}})
	}
	if strings.Contains(screenOf(m.View()), "esc cancels this") {
		t.Fatalf("one turn running, yet a block is singled out:\n%s", screenOf(m.View()))
	}
}

// TestUndoRedoInTheBox: ctrl+z takes back typing a word at a time, a
// paste and a ctrl+c clear; alt+z (and ctrl+_ for undo) works the other
// way; sending starts afresh.
func TestUndoRedoInTheBox(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 80, 24)
	undo := tea.KeyPressMsg{Code: 'z', Mod: tea.ModCtrl}
	undo2 := tea.KeyPressMsg{Code: '_', Mod: tea.ModCtrl}
	redo := tea.KeyPressMsg{Code: 'z', Mod: tea.ModAlt}
	typeText(m, "hello big world")
	m.Update(tea.PasteMsg{Content: " PASTED"})
	if v := m.in.ta.Value(); v != "hello big world PASTED" {
		t.Fatalf("box holds %q", v)
	}
	pressKey(m, tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}) // clears the box into the history
	want := []string{"hello big world PASTED", "hello big world", "hello big ", "hello ", ""}
	for i, w := range want {
		k := undo
		if i%2 == 1 {
			k = undo2
		}
		pressKey(m, k)
		if v := m.in.ta.Value(); v != w {
			t.Fatalf("undo %d: box holds %q, want %q", i+1, v, w)
		}
	}
	pressKey(m, undo)
	if !strings.Contains(noticeText(m), "nothing to undo") {
		t.Fatalf("undo past the start says %q", noticeText(m))
	}
	for i := len(want) - 2; i >= 0; i-- {
		pressKey(m, redo)
		if v := m.in.ta.Value(); v != want[i] {
			t.Fatalf("redo: box holds %q, want %q", v, want[i])
		}
	}
	// A new edit after undoing drops what could be redone.
	pressKey(m, undo)
	typeText(m, "!")
	pressKey(m, redo)
	if v := m.in.ta.Value(); v != "hello big world!" {
		t.Fatalf("redo after a new edit: %q", v)
	}
	// Sending starts afresh: undo does not bring the sent text back.
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter})
	pressKey(m, undo)
	if v := m.in.ta.Value(); v != "" {
		t.Fatalf("undo after sending put %q back", v)
	}
}

// TestRepliesSayWhatTheyAnswer: with turns side by side, a reply that does
// not come right below its message says which message it answers ("↳ re:"),
// saved or still streaming; a reply right below its message does not.
func TestRepliesSayWhatTheyAnswer(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "")
	msg := func(role, turn, text string) session.Entry {
		return session.Entry{Kind: session.EntryMessage, Role: role, Author: map[string]string{session.RoleUser: "user", session.RoleAssistant: "assistant"}[role],
			TurnID: turn, Content: []session.Block{session.TextBlock(text)}}
	}
	for _, e := range []session.Entry{
		msg(session.RoleUser, "T1", "tell me about `apples`"), msg(session.RoleUser, "T2", "tell me about bananas"),
		msg(session.RoleAssistant, "T2", "Bananas are yellow."), msg(session.RoleAssistant, "T1", "Apples are red."),
		msg(session.RoleUser, "T3", "tell me about cherries"), msg(session.RoleUser, "T4", "tell me about dates"),
	} {
		if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, e); err != nil {
			t.Fatal(err)
		}
	}
	m := env.openModel(t, c.ID, 100, 50)
	for _, id := range []string{"T3", "T4"} {
		tu := session.Turn{ID: id, ConversationID: c.ID, Branch: session.DefaultBranch, Agent: "assistant", Status: session.TurnActive}
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: id, Turn: &tu}})
	}
	rows := strings.Split(screenOf(m.View()), "\n")
	for i, r := range rows {
		if strings.Contains(r, "Apples are red") && !strings.Contains(rows[i-1], "↳ re: “tell me about apples”") {
			t.Fatalf("the reply to apples does not say what it answers:\n%s", strings.Join(rows, "\n"))
		}
		if strings.Contains(r, "Bananas are yellow") && strings.Contains(rows[i-1], "↳ re:") {
			t.Fatalf("the reply right below its message is labelled:\n%s", strings.Join(rows, "\n"))
		}
	}
	// The stream of T3 comes below dates, T4's message: it says what it
	// answers; T4's block comes below T3's block, not below its message.
	n := 0
	for _, r := range rows {
		if strings.Contains(r, "↳ re: “tell me about cherries”") || strings.Contains(r, "↳ re: “tell me about dates”") {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d running blocks say what they answer, want 2:\n%s", n, strings.Join(rows, "\n"))
	}
}

// TestNoKeyBoundTwice: each key of the default key map does one thing.
func TestNoKeyBoundTwice(t *testing.T) {
	km := DefaultKeyMap()
	seen := map[string]string{}
	for name, b := range km.bindings() {
		for _, k := range b.Keys() {
			if other, ok := seen[k]; ok {
				t.Errorf("%s is bound to both %s and %s", k, other, name)
			}
			seen[k] = name
		}
	}
}

// TestBlocksKeepTheirPlaceWhenATurnCompletes: three turns run; the second
// saves its reply first, and it stays where its block was (below the first
// turn's block, above the third's) through its turn's end; when the first
// completes, both replies take their places in the order the blocks had.
func TestBlocksKeepTheirPlaceWhenATurnCompletes(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "")
	var turns []session.Turn
	for _, q := range []string{"apples", "bananas", "cherries"} {
		id := session.NewID()
		saved, err := env.st.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
			Author: "user", TurnID: id, Content: []session.Block{session.TextBlock("tell me about " + q)}})
		if err != nil {
			t.Fatal(err)
		}
		turns = append(turns, session.Turn{ID: id, ConversationID: c.ID, Branch: session.DefaultBranch, Agent: "assistant",
			Status: session.TurnActive, InputEntryID: saved[0].ID})
	}
	m := env.openModel(t, c.ID, 100, 60)
	for i := range turns {
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: turns[i].ID, Turn: &turns[i]}})
		m.Update(eventsMsg{{Kind: agent.EvDelta, ConversationID: c.ID, TurnID: turns[i].ID, Branch: session.DefaultBranch, Text: fmt.Sprintf("streaming %d", i+1)}})
	}
	reply := func(i int, text string) {
		saved, err := env.st.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant,
			Author: "assistant", TurnID: turns[i].ID, Content: []session.Block{session.TextBlock(text)}})
		if err != nil {
			t.Fatal(err)
		}
		m.Update(eventsMsg{{Kind: agent.EvEntry, ConversationID: c.ID, TurnID: turns[i].ID, Branch: session.DefaultBranch, Entry: &saved[0]}})
	}
	end := func(i int) {
		done := turns[i]
		done.Status = session.TurnCompleted
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: done.ID, Turn: &done}})
	}
	order := func(want ...string) {
		t.Helper()
		screen := screenOf(m.View())
		at := -1
		for _, w := range want {
			i := strings.Index(screen, w)
			if i < 0 || i < at {
				t.Fatalf("want %q in this order:\n%s", want, screen)
			}
			at = i
		}
	}
	order("streaming 1", "streaming 2", "streaming 3")
	reply(1, "Bananas are yellow.")
	order("streaming 1", "Bananas are yellow.", "streaming 3")
	end(1)
	order("streaming 1", "Bananas are yellow.", "streaming 3")
	reply(0, "Apples are red.")
	end(0)
	order("Apples are red.", "Bananas are yellow.", "streaming 3")
	cv := m.cur()
	if last := cv.items[len(cv.items)-1]; last.text != "Bananas are yellow." {
		t.Fatalf("the held reply did not join the saved messages: last item %q", last.text)
	}
	reply(2, "Cherries are dark.")
	end(2)
	order("Apples are red.", "Bananas are yellow.", "Cherries are dark.")
	if n := len(m.tl.streamsOf(cv)); n != 0 {
		t.Fatalf("%d blocks left after every turn ended", n)
	}
}

// A reply that carries on its turn's cut reply (grove closed mid-reply,
// or a cancelled turn continued) says so in its header.
func TestContinuedReplySaysSo(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "")
	cut := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", TurnID: "T1",
		Content: []session.Block{session.TextBlock("Volcanoes form where")}}
	cut.SetMeta(session.EntryMeta{Interrupted: true, Error: session.ClosedMidReply, ErrorClass: session.ErrorClassClosed})
	for _, e := range []session.Entry{
		{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", TurnID: "T1", Content: []session.Block{session.TextBlock("volcanoes?")}},
		cut,
		{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", TurnID: "T1", Content: []session.Block{session.TextBlock("plates meet.")}},
	} {
		if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, e); err != nil {
			t.Fatal(err)
		}
	}
	m := env.openModel(t, c.ID, 100, 30)
	rows := strings.Split(screenOf(m.View()), "\n")
	for i, r := range rows {
		if strings.Contains(r, "plates meet.") {
			if !strings.Contains(rows[i-1], "continues the reply above") {
				t.Fatalf("the continuation does not say so:\n%s", strings.Join(rows, "\n"))
			}
			return
		}
	}
	t.Fatalf("no continuation on screen:\n%s", strings.Join(rows, "\n"))
}
