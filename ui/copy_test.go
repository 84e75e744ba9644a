package ui

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/grovechat/grove/session"
)

// clipboardOf runs cmd (and the batches it returns) and gives the text it
// puts on the clipboard, and whether it puts any.
func clipboardOf(cmd tea.Cmd) (string, bool) {
	want := reflect.TypeOf(tea.SetClipboard("")())
	cmds := []tea.Cmd{cmd}
	for len(cmds) > 0 {
		c := cmds[0]
		cmds = cmds[1:]
		if c == nil || isWait(c) {
			continue
		}
		switch msg := c().(type) {
		case tea.BatchMsg:
			cmds = append(cmds, msg...)
		default:
			if reflect.TypeOf(msg) == want {
				return fmt.Sprint(msg), true
			}
		}
	}
	return "", false
}

// ctrl+x, y copies the selected message as it was written: the reply's
// markdown source (backticks and all, no gutter, no wrapping), and your own
// message with its line breaks; the selection ends and the bar says what
// was copied.
func TestSelectCopiesTheMessageText(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	env.converse(t, c.ID, "hello")
	m := env.openModel(t, c.ID, 40, 20)
	pressKey(m, keyMsg("ctrl+x"))
	if !m.selecting() {
		t.Fatal("ctrl+x did not start selecting")
	}
	got, ok := clipboardOf(pressKey(m, keyMsg("y")))
	if !ok {
		t.Fatal("y in select mode put nothing on the clipboard")
	}
	if !strings.HasPrefix(got, "Hello!") || !strings.Contains(got, "- `calculate 27*453`") || strings.Contains(got, "▌") {
		t.Errorf("the clipboard holds %q, want the reply's markdown as written", got)
	}
	if m.selecting() {
		t.Error("select mode stays open after copying")
	}
	if line := noticeText(m); !strings.Contains(line, "copied") {
		t.Errorf("nothing says the text was copied: %q", line)
	}

	env.converse(t, c.ID, "first line\n    indented second line")
	m = env.openModel(t, c.ID, 40, 20)
	press(m, "ctrl+x", "up")
	got, _ = clipboardOf(pressKey(m, keyMsg("y")))
	if got != "first line\n    indented second line" {
		t.Errorf("your message copies as %q", got)
	}
}

// ctrl+x, b copies the selected message's code block, its code only; with
// several, it lists them by number and copies the one whose number comes
// next; a message without one says so.
func TestSelectCopiesOneCodeBlock(t *testing.T) {
	env := newEnv(t, true)
	ctx := t.Context()
	c := env.newConversation(t, "")
	reply := "Two ways:\n\n```go\nfmt.Println(1)\n```\n\nor\n\n```sh\necho 1\necho 2\n```\n"
	for _, e := range []session.Entry{
		{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("one block:\n\n```py\nprint(1)\n```")}},
		{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", Content: []session.Block{session.TextBlock(reply)}},
	} {
		if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, e); err != nil {
			t.Fatal(err)
		}
	}
	m := env.openModel(t, c.ID, 80, 30)
	pressKey(m, keyMsg("ctrl+x")) // the newest message: the reply with two blocks
	if _, ok := clipboardOf(pressKey(m, keyMsg("b"))); ok || !strings.Contains(noticeText(m), "1 go (1 line) · 2 sh (2 lines)") {
		t.Fatalf("b on two blocks: %q", noticeText(m))
	}
	got, ok := clipboardOf(pressKey(m, keyMsg("2")))
	if !ok || got != "echo 1\necho 2" {
		t.Fatalf("2 copied %q (%v)", got, ok)
	}
	pressKey(m, keyMsg("ctrl+x"))
	pressKey(m, keyMsg("up"))
	if got, ok := clipboardOf(pressKey(m, keyMsg("b"))); !ok || got != "print(1)" {
		t.Fatalf("b on the one block of a message copied %q (%v)", got, ok)
	}
}

// alt+m lets the terminal have the mouse (a drag selects text) and takes
// it back; help says shift+drag selects meanwhile.
func TestMouseCanBeLetGo(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 80, 24)
	if m.View().MouseMode != tea.MouseModeCellMotion {
		t.Fatal("grove does not take the mouse for the wheel")
	}
	pressKey(m, keyMsg("alt+m"))
	if m.View().MouseMode != tea.MouseModeNone || !strings.Contains(noticeText(m), "drag selects text") {
		t.Fatalf("alt+m kept the mouse: %v %q", m.View().MouseMode, noticeText(m))
	}
	pressKey(m, keyMsg("alt+m"))
	if m.View().MouseMode != tea.MouseModeCellMotion {
		t.Fatal("alt+m did not take the mouse back")
	}
	if d := m.c.keys.Mouse.Help().Desc; !strings.Contains(d, "shift+drag") {
		t.Fatalf("help does not say how to select: %q", d)
	}
}

// The select mode's hint line names every key of the mode it has room
// for: from 130 columns (the timeline beside the sidebar) each action key
// with its word, copy a code block and exclude among them; narrower, the
// keys alone, never some keys dropped while others keep their word.
func TestSelectHintNamesEveryKey(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	env.converse(t, c.ID, "hello")
	words := []string{"e edit", "r regen", "f fork", "c cont", "o tools", "p replay", "t tree", "y copy", "b code", "x excl", "esc"}
	for _, size := range [][2]int{{160, 50}, {130, 44}, {120, 40}, {100, 30}, {80, 24}, {60, 20}} {
		m := env.openModel(t, c.ID, size[0], size[1])
		pressKey(m, keyMsg("ctrl+x"))
		line := noticeText(m)
		worded := 0
		for _, w := range words {
			if strings.Contains(line, w) {
				worded++
			}
		}
		switch {
		case worded == len(words):
		case size[0] >= 130:
			t.Errorf("%dx%d: the select hint %q does not name every key with its word", size[0], size[1], line)
		case worded > 1: // "esc" alone is a word
			t.Errorf("%dx%d: the select hint %q names some keys with their word and drops others", size[0], size[1], line)
		case !strings.Contains(line, "e r f c o p t y b x"):
			t.Errorf("%dx%d: the select hint %q does not list every key", size[0], size[1], line)
		}
	}
}
