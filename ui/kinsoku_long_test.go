package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// TestLongCJKParagraphRendersInBoundedWork: a reply of one long Japanese
// paragraph without spaces (thousands of bytes, punctuation all along it)
// renders, every character kept, within the width, each line a few
// hundred bytes of text and styles. Moving characters between lines once
// copied a line's styles each time, so the lines grew without bound and
// the screen never came.
func TestLongCJKParagraphRendersInBoundedWork(t *testing.T) {
	para := strings.Repeat("日本語の文章も同じです、句読点は行頭に来ません。「括弧」の中（こちら）も、", 20)
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	testkit.AppendInBatches(t, env.st, c.ID, session.DefaultBranch, []session.Entry{
		{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("日本語で")}},
		{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", Content: []session.Block{session.TextBlock(para + "\n\n**" + para + "**")}},
	})
	for _, w := range []int{41, 60, 97} {
		m := env.openModel(t, c.ID, w, 400)
		done := make(chan string, 1)
		go func() { done <- m.render() }()
		var screen string
		select {
		case screen = <-done:
		case <-time.After(2 * time.Minute):
			t.Fatalf("%d columns: rendering a %d-byte Japanese paragraph did not end", w, len(para))
		}
		for _, l := range strings.Split(screen, "\n") {
			if len(l) > 2000 {
				t.Fatalf("%d columns: a line of %d bytes (%d cells): styles copied along the paragraph", w, len(l), ansi.StringWidth(l))
			}
			if n := ansi.StringWidth(l); n > w {
				t.Errorf("%d columns: a line is %d wide: %q", w, n, ansi.Strip(l))
			}
		}
	}
}
