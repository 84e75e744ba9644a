package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
)

// goFunc is a pasted function: indentation, blank lines and tabs.
func goFunc(n int) string {
	lines := []string{"func main() {", "\tfmt.Println(\"hi\")"}
	for i := 0; len(lines) < n-1; i++ {
		lines = append(lines, fmt.Sprintf("\tfor i := 0; i < %d; i++ { // line %d", i, len(lines)+1), "\t}")
	}
	lines = append(lines[:n-1], "}")
	return strings.Join(lines, "\n")
}

// plainScreen is the current frame without styles.
func plainScreen(m *Model) string {
	m.prepare()
	return ansi.Strip(m.render())
}

// inOrder reports the first of want not found on its own screen row after
// the previous one (rows are matched by their trimmed text).
func inOrder(screen string, want []string) (string, bool) {
	rows := strings.Split(screen, "\n")
	i := 0
	for _, w := range want {
		w = strings.TrimSpace(strings.ReplaceAll(w, "\t", "    "))
		found := false
		for ; i < len(rows); i++ {
			if w == "" || strings.Contains(rows[i], w) {
				found = true
				i++
				break
			}
		}
		if !found {
			return w, false
		}
	}
	return "", true
}

// TestUserLineBreaksKept: a multi-line message shows line by line in the
// timeline, indentation kept, not joined into one paragraph.
func TestUserLineBreaksKept(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "")
	code := goFunc(10) + "\nsecond paragraph # not a heading\n* not a list"
	if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
		Content: []session.Block{session.TextBlock(code)}}); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 120, 40)
	screen := plainScreen(m)
	want := strings.Split(code, "\n")
	if miss, ok := inOrder(screen, want); !ok {
		t.Fatalf("line %q not on its own row in order:\n%s", miss, screen)
	}
	if !strings.Contains(screen, "▌     fmt.Println(\"hi\")") {
		t.Fatalf("indentation lost:\n%s", screen)
	}
	if !strings.Contains(screen, "* not a list") {
		t.Fatalf("the user's text was reinterpreted as markdown:\n%s", screen)
	}
}

// typeText types s key by key, alt+enter between lines.
func typeText(m *Model, s string) {
	for i, line := range strings.Split(s, "\n") {
		if i > 0 {
			m.Update(tea.KeyPressMsg{Code: tea.KeyEnter, Mod: tea.ModAlt})
		}
		for _, r := range line {
			m.Update(tea.KeyPressMsg{Code: r, Text: string(r)})
		}
	}
}

// inputRows is the input box as drawn: the rows after the hint line.
func inputRows(m *Model) []string {
	rows := strings.Split(plainScreen(m), "\n")
	n := m.inputHeight()
	return rows[len(rows)-1-n : len(rows)-1]
}

// TestInputShowsWhatYouTyped: the box grows with its content up to a cap,
// never shows blank rows while lines scroll away, and always shows the
// cursor line.
func TestInputShowsWhatYouTyped(t *testing.T) {
	env := newEnv(t, true)
	m := env.model(t, context.Background(), "dark")
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	drive(m, initCmds(m)...)

	typeText(m, "one\ntwo\nthree\nfour")
	rows := inputRows(m)
	if len(rows) != 4 {
		t.Fatalf("4 typed lines: box is %d rows, want 4: %q", len(rows), rows)
	}
	for i, w := range []string{"one", "two", "three", "four"} {
		if !strings.Contains(rows[i], w) {
			t.Fatalf("row %d = %q, want %q (box %q)", i, rows[i], w, rows)
		}
	}

	// A paste of 10 lines: the box grows to its cap and is full of text,
	// ending at the cursor line.
	m.in.ta.Reset()
	m.Update(tea.PasteMsg{Content: goFunc(10)})
	rows = inputRows(m)
	if len(rows) != inputMaxH {
		t.Fatalf("10 pasted lines: box is %d rows, want the cap %d", len(rows), inputMaxH)
	}
	for i, r := range rows {
		if strings.TrimSpace(strings.TrimPrefix(r, "›")) == "" {
			t.Fatalf("row %d of the box is empty after a paste:\n%s", i, strings.Join(rows, "\n"))
		}
	}
	if !strings.Contains(rows[len(rows)-1], "}") {
		t.Fatalf("the cursor line is not shown: %q", rows)
	}
	// Moving up keeps the cursor line on screen with context.
	for i := 0; i < 9; i++ {
		m.Update(tea.KeyPressMsg{Code: tea.KeyUp})
	}
	rows = inputRows(m)
	if !strings.Contains(rows[0], "func main()") {
		t.Fatalf("cursor on the first line, which is not shown: %q", rows)
	}
	// The hint line says how much of the box is out of sight.
	if s := plainScreen(m); !strings.Contains(s, "line 1/10") {
		t.Fatalf("no position for a box taller than its cap:\n%s", s)
	}
}

// TestInputLongLineGrows: one long line wraps and the box grows with the
// wrapped rows (not only with logical lines).
func TestInputLongLineGrows(t *testing.T) {
	env := newEnv(t, true)
	m := env.model(t, context.Background(), "dark")
	m.Update(tea.WindowSizeMsg{Width: 60, Height: 30})
	drive(m, initCmds(m)...)
	long := strings.Repeat("word ", 30)
	m.Update(tea.PasteMsg{Content: long})
	rows := inputRows(m)
	if len(rows) < 3 {
		t.Fatalf("a 150-character line in a 57-column box shows %d rows: %q", len(rows), rows)
	}
	if !strings.Contains(rows[0], "word word") {
		t.Fatalf("first row lost: %q", rows)
	}
}

var _ = time.Second

// TestLargePasteFolds: a paste of more lines than the box can usefully show
// stands as a label, and the message sent carries every line.
func TestLargePasteFolds(t *testing.T) {
	env := newEnv(t, true)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, "dark")
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	drive(m, initCmds(m)...)
	big := goFunc(120)
	m.Update(tea.PasteMsg{Content: "look at this:\n"})
	m.Update(tea.PasteMsg{Content: big})
	rows := inputRows(m)
	if !strings.Contains(strings.Join(rows, "\n"), "look at this:") || !strings.Contains(strings.Join(rows, "\n"), "[pasted 120 lines #1]") {
		t.Fatalf("the box does not show the paste's label: %q", rows)
	}
	if m.in.pastes.expand(m.in.ta.Value()) != "look at this:\n"+big {
		t.Fatal("the label does not stand for the pasted text")
	}
	drive(m, m.submit())
	convs, err := env.st.ListConversations(ctx, session.ListOptions{})
	if err != nil || len(convs) != 1 {
		t.Fatalf("conversations: %v %v", convs, err)
	}
	path, err := env.st.Path(ctx, convs[0].ID, session.DefaultBranch)
	if err != nil {
		t.Fatal(err)
	}
	if got := session.Text(path[0].Content); got != "look at this:\n"+big {
		t.Fatalf("sent %d bytes, want the whole paste (%d bytes)", len(got), len("look at this:\n"+big))
	}
}

// TestPasteKeepsTabsAndLineEnds: CR line ends (as terminals paste) count
// as lines, the label counts the lines pasted (a final line end starts no
// new one), and tabs shown as spaces in the box are sent as tabs.
func TestPasteKeepsTabsAndLineEnds(t *testing.T) {
	var p pastes
	if got := p.fold("a\r\tb\r\nc"); got != "a\n\tb\nc" {
		t.Fatalf("fold = %q", got)
	}
	if got := p.expand("see: a\n    b\nc!"); got != "see: a\n\tb\nc!" {
		t.Fatalf("expand = %q", got)
	}
	big := strings.Repeat("x\r", pasteFoldLines+5)
	if got := p.fold(big); !strings.HasPrefix(got, "[pasted 105 lines") {
		t.Fatalf("a long CR paste is not folded as its 105 lines: %q", got[:20])
	}
	// A file's last line ends with a line break: it is not one more line.
	if got := p.fold(strings.Repeat("line\r\n", 500)); !strings.HasPrefix(got, "[pasted 500 lines") {
		t.Fatalf("500 lines, each ending in CR LF, folded as %q", got)
	}
}

// ctrl+c on a draft clears the box, as before, but the draft is not lost:
// pressed to stop a reply that ended a moment earlier, it would otherwise
// throw away a message being written. ↑ brings it back, and a second
// ctrl+c on the empty box still arms quitting.
func TestCtrlCClearsDraftIntoHistory(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 80, 24)
	draft := "a long message\nwritten with care"
	typeText(m, draft)
	ctrlC := tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	pressKey(m, ctrlC)
	if v := m.in.ta.Value(); v != "" {
		t.Fatalf("ctrl+c left %q in the box", v)
	}
	if !strings.Contains(noticeText(m), "↑ brings it back") {
		t.Errorf("nothing says how to get the draft back: %q", noticeText(m))
	}
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyUp})
	if v := m.in.ta.Value(); v != draft {
		t.Fatalf("↑ after ctrl+c gives %q, want the draft %q", v, draft)
	}
	m.in.ta.Reset()
	pressKey(m, ctrlC)
	if !m.bar.quitArmed {
		t.Error("ctrl+c on the empty box no longer arms quitting")
	}
}

// TestScrolledHintLeavesAtTheEnd: the wheel up shows "scrolled — end to
// follow"; the wheel back down to the end follows again and the hint goes.
func TestScrolledHintLeavesAtTheEnd(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "")
	for i := range 30 {
		if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
			Content: []session.Block{session.TextBlock(fmt.Sprintf("message number %d", i))}}); err != nil {
			t.Fatal(err)
		}
	}
	m := env.openModel(t, c.ID, 100, 24)
	const hint = "scrolled — end to follow"
	if strings.Contains(plainScreen(m), hint) {
		t.Fatalf("the hint before any scroll:\n%s", plainScreen(m))
	}
	m.Update(tea.MouseWheelMsg{Button: tea.MouseWheelUp})
	if !strings.Contains(plainScreen(m), hint) {
		t.Fatalf("no hint after the wheel went up:\n%s", plainScreen(m))
	}
	m.Update(tea.MouseWheelMsg{Button: tea.MouseWheelDown})
	if screen := plainScreen(m); strings.Contains(screen, hint) || !strings.Contains(screen, "message number 29") {
		t.Fatalf("back at the end, the hint stays or the end is gone:\n%s", screen)
	}
}

// TestDraftsBelongToTheirConversation: text typed in one conversation stays
// with it: another conversation opens with its own (empty) box, Enter
// there sends nothing of the first's, and going back brings the draft.
func TestDraftsBelongToTheirConversation(t *testing.T) {
	env := newEnv(t, true)
	a := env.newConversation(t, "")
	b := env.newConversation(t, "")
	m := env.openModel(t, a.ID, 100, 30)
	typeText(m, "half a thought for a")
	drive(m, m.open(b.ID))
	if v := m.in.ta.Value(); v != "" {
		t.Fatalf("conversation b opened with a's draft %q", v)
	}
	drive(m, m.submit())
	if path, _ := env.st.Path(context.Background(), b.ID, session.DefaultBranch); len(path) != 0 {
		t.Fatalf("enter in b sent %q", session.Text(path[0].Content))
	}
	typeText(m, "b's own")
	drive(m, m.open(a.ID))
	if v := m.in.ta.Value(); v != "half a thought for a" {
		t.Fatalf("back in a the box holds %q", v)
	}
	drive(m, m.open(b.ID))
	if v := m.in.ta.Value(); v != "b's own" {
		t.Fatalf("back in b the box holds %q", v)
	}
}

// TestQuestionMarkStartsAMessage: "?" on an empty box opens the help; a
// character typed right after it closes the help and both are in the box,
// so a message can start with "?". A key that is not a character (an
// arrow) keeps the help, and a character after that only closes it.
func TestQuestionMarkStartsAMessage(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 30)
	key := func(k tea.KeyPressMsg) {
		if _, cmd := m.Update(k); cmd != nil {
			if typed, ok := cmd().(typedMsg); ok {
				m.Update(typed)
			}
		}
	}
	press := func(r rune) { key(tea.KeyPressMsg{Code: r, Text: string(r)}) }
	press('?')
	if m.stack.empty() {
		t.Fatal("? on an empty box did not open the help")
	}
	press('w')
	typeText(m, "hy not?")
	if !m.stack.empty() || m.in.ta.Value() != "?why not?" {
		t.Fatalf("help open %v, box %q: want the help closed and \"?why not?\"", !m.stack.empty(), m.in.ta.Value())
	}

	m.in.ta.Reset()
	press('?')
	key(tea.KeyPressMsg{Code: tea.KeyDown})
	if m.stack.empty() {
		t.Fatal("an arrow closed the help")
	}
	press('x')
	if !m.stack.empty() || m.in.ta.Value() != "" {
		t.Fatalf("a character after scrolling: help open %v, box %q", !m.stack.empty(), m.in.ta.Value())
	}
}
