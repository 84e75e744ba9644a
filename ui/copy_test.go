package ui

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
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
