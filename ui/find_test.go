package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
)

// findMark is the word the find tests plant in a long conversation.
const findMark = "Zebracorn"

// plantFind adds a sentence with findMark to the messages at is of an
// export.
func plantFind(x *session.Export, is ...int) {
	for _, i := range is {
		e := &x.Entries[i]
		e.Content = []session.Block{session.TextBlock("The " + findMark + " of message " + string(rune('A'+i%26)) + " grazes here.\n\n" + e.Content[0].Text)}
	}
}

// markedOnScreen reports whether the timeline shows findMark marked
// (reverse video) on some line.
func markedOnScreen(m *Model) bool {
	m.prepare()
	for _, l := range m.tl.frame {
		if strings.Contains(strings.ToLower(l), "\x1b[7m"+strings.ToLower(findMark)) {
			return true
		}
	}
	return false
}

func pressShiftEnter(m *Model) {
	_, cmd := m.Update(tea.KeyPressMsg{Code: tea.KeyEnter, Mod: tea.ModShift})
	driveAll(m, cmd)
}

func typeKeys(m *Model, s string) {
	for _, r := range s {
		press(m, string(r))
	}
}

// TestFindInConversation: ctrl+f finds text in the whole branch (here in
// a message far above what the view holds), steps through the messages
// holding it both ways and round the ends, marks it on screen and closes
// with esc; the branch's other messages do not count.
func TestFindInConversation(t *testing.T) {
	env := newEnv(t, false)
	var x session.Export
	c, x := env.importLong(t, 11, 600, 2, func(x *session.Export) {
		// Some of these may lie on side branches: the test counts the
		// ones on the branch shown.
		plantFind(x, 20, 300, 500, len(x.Entries)-1)
	})
	m := env.startedModel(t, 120, 40)
	driveAll(m, m.open(c.ID))
	cv := m.tl.views[c.ID]
	if cv == nil || !cv.loaded || !cv.more {
		t.Fatal("the long branch is not open, or held whole")
	}
	path, err := env.st.Path(context.Background(), c.ID, cv.branch)
	if err != nil {
		t.Fatal(err)
	}
	var planted []string
	for _, e := range path {
		if strings.Contains(session.Text(e.Content), findMark) {
			planted = append(planted, e.ID)
		}
	}
	if len(planted) < 2 {
		t.Fatalf("%d planted messages on the branch of %d entries (export of %d)", len(planted), len(path), len(x.Entries))
	}
	if _, held := cv.entryIdx[planted[0]]; held {
		t.Fatal("the oldest planted message is held already")
	}

	press(m, "ctrl+f")
	f := find[*findOverlay](&m.stack)
	if f == nil {
		t.Fatal("ctrl+f opened no find bar")
	}
	if h := noticeText(m); !strings.Contains(h, "find") || !strings.Contains(h, "type to find") {
		t.Fatalf("find bar: %q", h)
	}
	typeKeys(m, strings.ToLower(findMark))
	if !f.done || len(f.hits) != len(planted) {
		t.Fatalf("found %d messages (done %v, err %v), want %d", len(f.hits), f.done, f.err, len(planted))
	}
	n := len(planted)
	// The newest first: the person is at the end.
	if f.hits[f.pos].EntryID != planted[n-1] || !strings.Contains(noticeText(m), fmt.Sprintf("%d/%d messages · %d matches", n, n, n)) {
		t.Fatalf("first hit %d %s: %q", f.pos, f.hits[f.pos].EntryID, noticeText(m))
	}
	if !markedOnScreen(m) {
		t.Fatalf("the newest hit is not marked on screen:\n%s", plainScreen(m))
	}
	// Previous, back to the oldest: read down from above what was held.
	for i := n - 2; i >= 0; i-- {
		pressShiftEnter(m)
		if f.hits[f.pos].EntryID != planted[i] {
			t.Fatalf("shift+enter: at %d, want %d", f.pos, i)
		}
	}
	idx, ok := cv.entryIdx[planted[0]]
	if !ok {
		t.Fatal("stepping back to the oldest hit did not read it")
	}
	m.prepare()
	if idx < cv.firstVis || idx > cv.lastVis || !markedOnScreen(m) {
		t.Fatalf("the oldest hit (item %d) is not on screen (items %d–%d) marked:\n%s", idx, cv.firstVis, cv.lastVis, plainScreen(m))
	}
	if !strings.Contains(noticeText(m), "1/") {
		t.Fatalf("count: %q", noticeText(m))
	}
	// Round the ends both ways.
	pressShiftEnter(m)
	if f.pos != n-1 {
		t.Fatalf("shift+enter on the first: at %d", f.pos)
	}
	press(m, "enter")
	if f.pos != 0 {
		t.Fatalf("enter on the last: at %d", f.pos)
	}
	// Text not there; then the bar closes and nothing stays marked.
	typeKeys(m, "qq")
	if len(f.hits) != 0 || !strings.Contains(noticeText(m), "not found") {
		t.Fatalf("not found: %d hits, %q", len(f.hits), noticeText(m))
	}
	press(m, "esc")
	if find[*findOverlay](&m.stack) != nil || strings.Contains(noticeText(m), "find ") {
		t.Fatal("esc did not close the find bar")
	}
	if markedOnScreen(m) {
		t.Fatal("text stays marked after the bar closed")
	}
}

// TestFindBarKeysAndHelp: the bar edits its text (backspace, paste,
// ctrl+u), keys typed there never reach the message box, and help lists
// ctrl+f and the search panel's keys.
func TestFindBarKeysAndHelp(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	if _, err := env.st.Append(context.Background(), c.ID, "main",
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("apples and APPLES and pears")}},
		session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", Content: []session.Block{session.TextBlock("no fruit here")}},
	); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 100, 30)
	press(m, "ctrl+f")
	typeKeys(m, "applx")
	_, cmd := m.Update(tea.KeyPressMsg{Code: tea.KeyBackspace})
	driveAll(m, cmd)
	f := find[*findOverlay](&m.stack)
	if f.query != "appl" || len(f.hits) != 1 || f.total != 2 || m.in.ta.Value() != "" {
		t.Fatalf("query %q, %d hits, %d matches, input %q", f.query, len(f.hits), f.total, m.in.ta.Value())
	}
	if !strings.Contains(noticeText(m), "1/1 messages · 2 matches") {
		t.Fatalf("bar: %q", noticeText(m))
	}
	m.prepare()
	marks := 0
	for _, l := range m.tl.frame {
		marks += strings.Count(l, "\x1b[7m")
	}
	if marks != 2 {
		t.Fatalf("%d marks on screen, want 2 (apples, APPLES)", marks)
	}
	_, cmd = m.Update(tea.KeyPressMsg{Code: 'u', Mod: tea.ModCtrl})
	driveAll(m, cmd)
	_, cmd = m.Update(tea.PasteMsg{Content: "fruit\nsecond line"})
	driveAll(m, cmd)
	if f.query != "fruit" || len(f.hits) != 1 {
		t.Fatalf("after ctrl+u and a paste: %q, %d hits", f.query, len(f.hits))
	}
	press(m, "esc")
	press(m, "f1")
	help := strings.Join(find[*helpOverlay](&m.stack).View(96, 200), "\n")
	for _, want := range []string{"ctrl+f", "find in this conversation", "alt+s", "search all conversations"} {
		if !strings.Contains(ansi.Strip(help), want) {
			t.Errorf("help has no %q", want)
		}
	}
}

// TestSearchPanelOpensTheHitsBranch: alt+s searches every conversation;
// enter opens the conversation of the chosen hit on the branch holding it,
// the message on screen; excluded messages say so.
func TestSearchPanelOpensTheHitsBranch(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	msg := func(role, text string) session.Entry {
		return session.Entry{Kind: session.EntryMessage, Role: role, Author: role, Content: []session.Block{session.TextBlock(text)}}
	}
	a := env.newConversation(t, "orchard")
	es, err := env.st.Append(ctx, a.ID, "main", msg(session.RoleUser, "tell me about trees"), msg(session.RoleAssistant, "trees are tall"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.CreateBranch(ctx, a.ID, "side", es[0].ID); err != nil {
		t.Fatal(err)
	}
	side, err := env.st.Append(ctx, a.ID, "side", msg(session.RoleAssistant, "the quince orchard blossoms in spring"))
	if err != nil {
		t.Fatal(err)
	}
	if err := env.st.SwitchBranch(ctx, a.ID, "main"); err != nil {
		t.Fatal(err)
	}
	b := env.newConversation(t, "elsewhere")
	if _, err := env.st.Append(ctx, b.ID, "main", msg(session.RoleUser, "unrelated"), msg(session.RoleAssistant, "quince jam, but excluded")); err != nil {
		t.Fatal(err)
	}
	bes, _ := env.st.Path(ctx, b.ID, "main")
	if _, err := env.st.SetExcluded(ctx, b.ID, "main", bes[1].ID, true); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, b.ID, 120, 40)
	press(m, "alt+s")
	s := find[*searchOverlay](&m.stack)
	if s == nil {
		t.Fatal("alt+s opened no search panel")
	}
	typeKeys(m, "quince")
	if len(s.hits) != 2 {
		t.Fatalf("%d hits (err %v), want 2", len(s.hits), s.err)
	}
	screen := plainScreen(m)
	for _, want := range []string{"Search all conversations", "orchard · side", "elsewhere", "excluded", "quince orchard blossoms"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the panel shows no %q:\n%s", want, screen)
		}
	}
	for s.hits[s.sel].EntryID != side[0].ID {
		press(m, "down")
	}
	press(m, "enter")
	if find[*searchOverlay](&m.stack) != nil {
		t.Fatal("enter did not close the panel")
	}
	cv := m.cur()
	if m.current != a.ID || cv == nil || cv.branch != "side" {
		t.Fatalf("on %s/%v, want %s/side", m.current, cv != nil && cv.branch == "side", a.ID)
	}
	if idx, ok := cv.entryIdx[side[0].ID]; !ok || idx < cv.firstVis || idx > cv.lastVis {
		t.Fatalf("the hit is not on screen (%v)", ok)
	}
	// /search opens it too, with the words searched at once.
	m.in.ta.SetValue("/search trees")
	press(m, "enter")
	if s := find[*searchOverlay](&m.stack); s == nil || s.query != "trees" || len(s.hits) != 2 {
		t.Fatalf("/search trees: %+v", s)
	}
	// And from the palette.
	press(m, "esc")
	press(m, "ctrl+p")
	typeKeys(m, "search")
	press(m, "enter")
	if find[*searchOverlay](&m.stack) == nil || find[*palette](&m.stack) != nil {
		t.Fatal("the palette's search entry did not open the search panel")
	}
}

// TestSearchJumpKeepsTheCurrentBranch: a hit far above the end of a
// conversation not open yet, on its current branch and on a branch changed
// since, opens on the current branch, read down from the hit.
func TestSearchJumpKeepsTheCurrentBranch(t *testing.T) {
	env := newEnv(t, false)
	ctx := context.Background()
	c, x := env.importLong(t, 12, 600, 0, func(x *session.Export) { plantFind(x, 40) })
	target := x.Entries[40].ID
	if _, err := env.st.CreateBranch(ctx, c.ID, "later", x.Entries[400].ID); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Append(ctx, c.ID, "later", session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
		Content: []session.Block{session.TextBlock("a branch changed after the main one")}}); err != nil {
		t.Fatal(err)
	}
	if err := env.st.SwitchBranch(ctx, c.ID, session.DefaultBranch); err != nil {
		t.Fatal(err)
	}
	other := env.newConversation(t, "another")
	m := env.openModel(t, other.ID, 120, 40)
	press(m, "alt+s")
	typeKeys(m, strings.ToLower(findMark))
	s := find[*searchOverlay](&m.stack)
	if len(s.hits) != 1 || s.hits[0].EntryID != target || s.hits[0].Branch != session.DefaultBranch {
		t.Fatalf("hits: %+v", s.hits)
	}
	press(m, "enter")
	cv := m.cur()
	if m.current != c.ID || cv == nil || cv.branch != session.DefaultBranch {
		t.Fatalf("opened %s on %q, want %s on main", m.current, cv.branch, c.ID)
	}
	idx, ok := cv.entryIdx[target]
	if !ok {
		t.Fatal("the hit was not read")
	}
	m.prepare()
	if idx < cv.firstVis || idx > cv.lastVis {
		t.Fatalf("the hit (item %d) is not on screen (%d–%d)", idx, cv.firstVis, cv.lastVis)
	}
}
