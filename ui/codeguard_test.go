package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

// hugeCode is a Go fenced block of n lines, each a statement of its own
// (with a line of long bytes every so often when long > 0).
func hugeCode(n, long int) string {
	var b strings.Builder
	b.WriteString("Here is the file:\n\n```go\npackage big\n\nfunc f() {\n")
	for i := range n {
		fmt.Fprintf(&b, "\tx%d := %d // step %d of the work\n", i, i*7, i)
	}
	if long > 0 {
		b.WriteString("\tvar s = \"" + strings.Repeat("abcdefgh ", long/9) + "\"\n")
	}
	b.WriteString("}\n```\n\nThat is all.")
	return b.String()
}

// seedReply makes a conversation whose one reply is text.
func seedReply(tb testing.TB, env *testEnv, text string) session.Conversation {
	tb.Helper()
	c := env.newConversation(tb, "code")
	user := textEntry(session.RoleUser, "show me the file")
	reply := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName,
		Content: []session.Block{session.TextBlock(text)}}
	if _, err := env.st.Append(context.Background(), c.ID, session.DefaultBranch, user, reply); err != nil {
		tb.Fatal(err)
	}
	return c
}

// BenchmarkHugeCodeBlock opens a conversation whose reply holds a
// 20,000-line code block (huge_lines) or one line of a megabyte
// (huge_line), at 120×40: ms/first_frame is until its end is drawn,
// ms/scroll a page up and the frame after it.
//
//	go test -run '^$' -bench '^BenchmarkHugeCodeBlock$' -benchtime 3x ./ui
func BenchmarkHugeCodeBlock(b *testing.B) {
	for _, tc := range []struct {
		name string
		text string
	}{{"huge_lines", hugeCode(20000, 0)}, {"huge_line", hugeCode(0, 1<<20)}} {
		b.Run(tc.name, func(b *testing.B) {
			env := newEnv(b, false)
			c := seedReply(b, env, tc.text)
			var first, scroll time.Duration
			for range b.N {
				t0 := time.Now()
				m := env.openModel(b, c.ID, 120, 40)
				m.View()
				t1 := time.Now()
				pressCode(m, tea.KeyPgUp)
				v := m.View()
				first += t1.Sub(t0)
				scroll += time.Since(t1)
				if !strings.Contains(ansi.Strip(v.Content), "abcdefgh") && !strings.Contains(ansi.Strip(v.Content), "of the work") {
					b.Fatal("the code is not on screen:\n" + ansi.Strip(v.Content))
				}
				m.sub.Close()
			}
			b.ReportMetric(ms(first)/float64(b.N), "ms/first_frame")
			b.ReportMetric(ms(scroll)/float64(b.N), "ms/scroll")
		})
	}
}

// TestLongCodeIsDrawnPlain: a code block of 20,000 lines, or of one line
// of a megabyte, is not handed to the highlighter (its lexers run on the
// UI goroutine, seconds for such a block): it is drawn whole, every line
// on the code background, its label saying why it has no colours; a short
// block, finished or streaming, is still highlighted.
func TestLongCodeIsDrawnPlain(t *testing.T) {
	th, _ := themes.Get("dark")
	for _, tc := range []struct {
		name string
		text string
		rows int
	}{{"lines", hugeCode(20000, 0), 20000}, {"line", hugeCode(0, 1<<20), (1 << 20) / 118}} {
		md := newMarkdown(th)
		rows := md.render(tc.text, 120)
		if md.code.lexed != 0 {
			t.Errorf("%s: %d bytes of the block were lexed", tc.name, md.code.lexed)
		}
		var s stream
		s.add(tc.text[:len(tc.text)*2/3], "")
		s.textLines(nil, md, renderKey{width: 120, theme: th.Name}, "")
		if md.code.lexed != 0 {
			t.Errorf("%s: streaming, %d bytes of the block were lexed", tc.name, md.code.lexed)
		}
		code, label := 0, false
		for _, r := range rows {
			if strings.HasPrefix(r, md.code.on) && strings.HasSuffix(r, md.code.off) {
				code++
			}
			label = label || ansi.Strip(r) == "go · too long to highlight"
		}
		if code < tc.rows || !label {
			t.Errorf("%s: %d rows on the code background of %d (want at least %d); label: %v", tc.name, code, len(rows), tc.rows, label)
		}
	}
	md := newMarkdown(th)
	md.render(hugeCode(100, 0), 120)
	if md.code.lexed == 0 {
		t.Error("a 100-line block was not highlighted")
	}
}
