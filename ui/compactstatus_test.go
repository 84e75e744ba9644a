package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// TestStatusBarSaysWhileCompacting: the runtime's compaction records for
// the branch on screen show "compacting" on the status bar, also at 80
// columns with a turn running, until the compaction is done or stopped;
// another branch's compaction does not.
func TestStatusBarSaysWhileCompacting(t *testing.T) {
	_, c, m := showcaseModel(t, 80, 24)
	record := func(name, branch string) {
		m.Update(eventsMsg{{Kind: agent.EvLog, ConversationID: c.ID, Name: name, Data: map[string]any{"branch": branch}}})
	}
	startTurn(m, c.ID)

	record(agent.LogCompactionStarted, "elsewhere")
	if s := statusText(m); strings.Contains(s, "compacting") {
		t.Fatalf("another branch's compaction is shown: %s", s)
	}
	record(agent.LogCompactionStarted, session.DefaultBranch)
	if s := statusText(m); !strings.Contains(s, "⟳ compacting") {
		t.Fatalf("no compaction on the status bar: %s", s)
	}
	record(agent.LogCompactionDone, session.DefaultBranch)
	if s := statusText(m); strings.Contains(s, "compacting") {
		t.Fatalf("the compaction outlived its end: %s", s)
	}
	record(agent.LogCompactionStarted, session.DefaultBranch)
	record(agent.LogCompactionStopped, session.DefaultBranch)
	if s := statusText(m); strings.Contains(s, "compacting") {
		t.Fatalf("a stopped compaction is still shown: %s", s)
	}
}

// TestCompactionSummaryIsFolded: a summary written after a reply shows its
// first lines and how many more there are, so the reply stays on screen;
// ctrl+x, o opens it.
func TestCompactionSummaryIsFolded(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "long")
	var lines []string
	for i := range 40 {
		lines = append(lines, fmt.Sprintf("- user: question %d\n  answer: SUMMARY-LINE-%d", i, i))
	}
	if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch,
		session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("what is 6*7?")}},
		session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName, Content: []session.Block{session.TextBlock("THE-REPLY is 42")}},
		session.Entry{Kind: session.EntryCompaction, Role: session.RoleUser, Author: "grove",
			Content: []session.Block{session.TextBlock("[Conversation summary] Earlier parts were compacted:\n" + strings.Join(lines, "\n"))}},
	); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 80, 24)
	screen := plainScreen(m)
	if !strings.Contains(screen, "THE-REPLY") || !strings.Contains(screen, "more lines (ctrl+x, o opens them)") || strings.Contains(screen, "SUMMARY-LINE-39") {
		t.Fatalf("the summary is not folded under the reply:\n%s", screen)
	}
	m.Update(tea.KeyPressMsg{Code: 'x', Mod: tea.ModCtrl})
	m.Update(tea.KeyPressMsg{Code: 'o', Text: "o"})
	if screen := plainScreen(m); !strings.Contains(screen, "SUMMARY-LINE-39") {
		t.Fatalf("ctrl+x, o does not open the summary:\n%s", screen)
	}
}

// TestLongMessageOfYoursIsFolded: a message of two thousand pasted lines
// shows its first lines and how many more there are, so the reply and what
// came before are a screen apart, not two thousand lines; ctrl+x, o opens
// it, and a short message is never folded.
func TestLongMessageOfYoursIsFolded(t *testing.T) {
	env := newEnv(t, true)
	paste := make([]string, 2000)
	for i := range paste {
		paste[i] = fmt.Sprintf("PASTED-LINE-%d", i)
	}
	c := env.newConversation(t, "paste")
	msg := func(role, text string) session.Entry {
		return session.Entry{Kind: session.EntryMessage, Role: role, Author: role, Content: []session.Block{session.TextBlock(text)}}
	}
	if _, err := env.st.Append(context.Background(), c.ID, session.DefaultBranch, msg(session.RoleUser, "EARLIER-QUESTION\nsecond line"),
		msg(session.RoleAssistant, "EARLIER-REPLY"), msg(session.RoleUser, strings.Join(paste, "\n")), msg(session.RoleAssistant, "THE-REPLY")); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 80, 40)
	screen := plainScreen(m)
	if !strings.Contains(screen, "EARLIER-REPLY") || !strings.Contains(screen, "PASTED-LINE-9") || strings.Contains(screen, "PASTED-LINE-10") ||
		!strings.Contains(screen, "1990 more lines (ctrl+x, o opens them)") || !strings.Contains(screen, "THE-REPLY") || !strings.Contains(screen, "second line") {
		t.Fatalf("the long message is not folded between the replies:\n%s", screen)
	}
	m.Update(tea.KeyPressMsg{Code: 'x', Mod: tea.ModCtrl})
	m.Update(tea.KeyPressMsg{Code: tea.KeyUp})
	m.Update(tea.KeyPressMsg{Code: 'o', Text: "o"})
	m.Update(tea.KeyPressMsg{Code: tea.KeyEscape})
	if screen := plainScreen(m); strings.Contains(screen, "more lines") || !strings.Contains(screen, "PASTED-LINE-1999") {
		t.Fatalf("ctrl+x, o does not open the message:\n%s", screen)
	}
}

// TestSummaryShowsAsMarkdown: a compaction summary reads like a reply, its
// markdown rendered (bullets, no asterisks), not as the raw text; folded
// and opened alike, rendered once per width like a message, not at every
// frame.
func TestSummaryShowsAsMarkdown(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "md")
	summary := "[Conversation summary] Earlier parts were compacted:\n" +
		"- user: asked about **rivers** and `deltas`\n  answer: they carve valleys\n" +
		"- user: asked about mountains\n  answer: they rise slowly\n" +
		"- user: asked about seas\n  answer: they are salty\n" +
		"- user: asked about lakes\n  answer: they are calm\n" +
		"- user: asked about glaciers\n  answer: they move\n" +
		"- user: asked about deserts\n  answer: they are dry\n" +
		"- user: asked about forests\n  answer: they are still"
	if _, err := env.st.Append(context.Background(), c.ID, session.DefaultBranch,
		session.Entry{Kind: session.EntryCompaction, Role: session.RoleUser, Author: "grove", Content: []session.Block{session.TextBlock(summary)}},
	); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 100, 30)
	check := func(when string, screen string) {
		t.Helper()
		if !strings.Contains(screen, "• user: asked about rivers and") || !strings.Contains(screen, "deltas") || strings.Contains(screen, "**") ||
			strings.Contains(screen, "`") || strings.Contains(screen, "- user:") {
			t.Fatalf("%s, the summary shows raw markdown:\n%s", when, screen)
		}
	}
	screen := plainScreen(m)
	check("folded", screen)
	if !strings.Contains(screen, "more lines (ctrl+x, o opens them)") || strings.Contains(screen, "[Conversation summary]") {
		t.Fatalf("the summary is not folded:\n%s", screen)
	}
	renders := m.tl.finishedRenders
	plainScreen(m)
	if m.tl.finishedRenders != renders {
		t.Fatalf("drawing the same screen again rendered the markdown again (%d renders, then %d)", renders, m.tl.finishedRenders)
	}
	m.Update(tea.KeyPressMsg{Code: 'x', Mod: tea.ModCtrl})
	m.Update(tea.KeyPressMsg{Code: 'o', Text: "o"})
	screen = plainScreen(m)
	check("opened", screen)
	if !strings.Contains(screen, "they are still") || !strings.Contains(screen, "[Conversation summary]") {
		t.Fatalf("ctrl+x, o does not open the whole summary:\n%s", screen)
	}
}

// The written summary of a compaction, shown as markdown in the
// conversation, puts each answer on a line of its own under its input: as
// a plain continuation line it was joined to the input's line.
func TestWrittenSummaryShowsEachAnswerOnItsOwnLine(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 100, 30)
	msg := func(role, turn, text string) session.Entry {
		return session.Entry{ID: turn + role, Kind: session.EntryMessage, Role: role, TurnID: turn, Content: []session.Block{session.TextBlock(text)}}
	}
	summary := agent.ExtractSummary([]session.Entry{msg(session.RoleUser, "t1", "what carves a valley"), msg(session.RoleAssistant, "t1", "rivers carve valleys"),
		msg(session.RoleUser, "t2", "and a fjord"), msg(session.RoleAssistant, "t2", "glaciers carve fjords")}, 10000)
	var lines []string
	for _, l := range m.c.md.render(summary, 80) {
		if l = strings.TrimSpace(ansi.Strip(l)); l != "" {
			lines = append(lines, l)
		}
	}
	want := []string{"user: what carves a valley", "answer: rivers carve valleys", "user: and a fjord", "answer: glaciers carve fjords"}
	if len(lines) != len(want) {
		t.Fatalf("rendered as %q", lines)
	}
	for i, w := range want {
		if !strings.HasSuffix(lines[i], w) || strings.Count(lines[i], ":") != 1 {
			t.Fatalf("line %d: %q, want it to end %q alone; all: %q", i+1, lines[i], w, lines)
		}
	}
}
