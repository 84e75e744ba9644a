package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// cjkText wraps at 40 columns (36 cells of text) with "，", "。", "、",
// "）" and "」" falling at line starts, and "（" at a line end.
const cjkText = "这是一个很长的中文句子，用来测试换行的时候标点符号会不会出现在行首。我们需要确认，逗号和句号不会单独出现在一行的开头、也不会出现在（括号）里面」。日本語の文章も同じです、句読点は行頭に来ません。"

// TestCJKPunctuationStaysWithItsCharacter: at 40 columns a person's CJK
// message, the reply rendered as markdown and the reply still streaming
// never put closing punctuation at the start of a line (nor an opening
// bracket at the end), and keep every character, within the width.
func TestCJKPunctuationStaysWithItsCharacter(t *testing.T) {
	for _, w := range []int{40, 41, 44, 47} {
		env := newEnv(t, true)
		c := env.newConversation(t, "")
		testkit.AppendInBatches(t, env.st, c.ID, session.DefaultBranch, []session.Entry{
			{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock(cjkText)}},
			{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", Content: []session.Block{session.TextBlock(cjkText + "\n\n- " + cjkText)}},
		})
		m := env.openModel(t, c.ID, w, 200)
		turn := startTurn(m, c.ID)
		m.Update(eventsMsg{{Kind: agent.EvDelta, ConversationID: c.ID, TurnID: turn.ID, Branch: session.DefaultBranch, Text: cjkText}})
		screen := ansi.Strip(m.render())
		var text strings.Builder
		for _, l := range strings.Split(screen, "\n") {
			body, ok := strings.CutPrefix(strings.TrimRight(l, " "), "▌ ")
			if !ok || strings.ContainsAny(body, "abcdefghijklmnopqrstuvwxyz") {
				continue
			}
			body = strings.TrimLeft(strings.TrimPrefix(body, "• "), " ")
			if body == "" {
				continue
			}
			if f := firstGrapheme(body); strings.Contains(noLineStart, f) {
				t.Errorf("%d columns: a line starts with %q: %q", w, f, l)
			}
			if e := lastGrapheme(body); strings.Contains(noLineEnd, e) {
				t.Errorf("%d columns: a line ends with %q: %q", w, e, l)
			}
			if n := ansi.StringWidth(l); n > w {
				t.Errorf("%d columns: a line is %d wide: %q", w, n, l)
			}
			text.WriteString(body)
		}
		if got, want := strings.Count(text.String(), cjkText), 4; got != want {
			t.Errorf("%d columns: the text shows whole %d times, want %d (message, reply, its list item, the stream):\n%s", w, got, want, screen)
		}
	}
}

// TestKinsokuLeavesOtherTextAlone: a line of other text that starts with
// "…" or "”" after a space is where the wrap put it; nothing moves.
func TestKinsokuLeavesOtherTextAlone(t *testing.T) {
	lines := []string{"and then we wait", "… and see what", "happens"}
	if got := keepPunct(lines, 16); strings.Join(got, "|") != strings.Join(lines, "|") {
		t.Fatalf("moved: %q", got)
	}
}
