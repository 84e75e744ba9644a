package ui

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/alecthomas/chroma/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

const codeReply = "Here is the **fixed** loop:\n\n```go\nfunc sum(xs []int) int {\n\ttotal := 0\n\tfor _, x := range xs {\n\t\ttotal += x // add\n\t}\n\treturn total\n}\n```\n\nIt returns *zero* for an empty slice."

var fgRe = regexp.MustCompile(`\x1b\[[0-9;]*38;2;(\d+;\d+;\d+)`)

// TestCodeBlockStandsOut: fenced code gets the theme's code background, a
// language label and several syntax colours in every theme; tabs become
// spaces at four-column stops.
func TestCodeBlockStandsOut(t *testing.T) {
	for _, name := range themes.Names() {
		th, _ := themes.Get(name)
		md := newMarkdown(th)
		lines := md.render(codeReply, 70)
		plain := ansi.Strip(strings.Join(lines, "\n"))
		if strings.Contains(plain, "```") {
			t.Fatalf("%s: fence markers shown:\n%s", name, plain)
		}
		if !regexp.MustCompile(`(?m)^go\s*$`).MatchString(plain) {
			t.Fatalf("%s: no language label:\n%s", name, plain)
		}
		if !strings.Contains(plain, "\n         total += x // add") {
			t.Fatalf("%s: tabs not kept as indentation:\n%s", name, plain)
		}
		var code []string
		for _, l := range lines {
			if strings.Contains(ansi.Strip(l), "total") {
				code = append(code, l)
			}
		}
		colours := map[string]bool{}
		for _, l := range code {
			if !strings.Contains(l, "48;2;") {
				t.Fatalf("%s: code line without background: %q", name, l)
			}
			for _, m := range fgRe.FindAllStringSubmatch(l, -1) {
				colours[m[1]] = true
			}
		}
		if len(colours) < 2 {
			t.Fatalf("%s: code is not highlighted (%d colours)", name, len(colours))
		}
		// The prose around it is still markdown.
		if strings.Contains(plain, "**fixed**") || !strings.Contains(plain, "empty slice") {
			t.Fatalf("%s: prose around the code:\n%s", name, plain)
		}
	}
}

// TestCodeBlockNoColor: without colours a frame marks the block and
// emphasis is drawn as emphasis, not as literal asterisks.
func TestCodeBlockNoColor(t *testing.T) {
	md := newMarkdown(themes.Mono())
	lines := md.render(codeReply, 70)
	plain := ansi.Strip(strings.Join(lines, "\n"))
	for _, w := range []string{"┌─ go", "│ func sum(xs []int) int {", "│         total += x // add", "└─"} {
		if !strings.Contains(plain, w) {
			t.Fatalf("no %q in:\n%s", w, plain)
		}
	}
	if strings.Contains(plain, "*") {
		t.Fatalf("literal asterisks under NO_COLOR:\n%s", plain)
	}
	if !strings.Contains(strings.Join(lines, "\n"), "\x1b[1m") {
		t.Fatal("bold is not drawn as bold")
	}
}

// TestStreamingCodeFence: while a reply streams inside an unclosed fence,
// the code shows as a code block (never the raw fence), and its lines are
// the same as once the reply is finished.
func TestStreamingCodeFence(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 40)
	turn := startTurn(m, c.ID)
	open := strings.SplitAfter(codeReply, "return total\n")[0]
	m.Update(eventsMsg{{Kind: agent.EvDelta, ConversationID: c.ID, TurnID: turn.ID, Branch: session.DefaultBranch, Text: open}})
	streaming := plainScreen(m)
	if strings.Contains(streaming, "```") {
		t.Fatalf("an unclosed fence shows raw while streaming:\n%s", streaming)
	}
	codeRows := func(screen string) []string {
		var out []string
		for _, l := range strings.Split(screen, "\n") {
			if strings.Contains(l, "total") || strings.Contains(l, "func sum") {
				out = append(out, strings.TrimRight(l, " "))
			}
		}
		return out
	}
	live := codeRows(streaming)
	if len(live) != 4 {
		t.Fatalf("streaming code rows: %q", live)
	}
	// The finished reply draws the same code rows.
	md := m.c.md.render(codeReply, m.mainWidth()-3)
	var done []string
	for _, l := range md {
		p := ansi.Strip(l)
		if strings.Contains(p, "total") || strings.Contains(p, "func sum") {
			done = append(done, strings.TrimRight(p, " "))
		}
	}
	for i := range live {
		if !strings.HasSuffix(live[i], done[i]) {
			t.Fatalf("row %d differs between streaming and finished:\n%q\n%q", i, live[i], done[i])
		}
	}
}

// TestCodeGolden renders a conversation with pasted code and a highlighted
// reply at 40×12, 80×24 and 140×45 in two themes and without colours.
func TestCodeGolden(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "sum")
	user := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
		Content: []session.Block{session.TextBlock("why does this fail?\n\nfunc sum(xs []int) int {\n\tfor i := 0; i <= len(xs); i++ {\n\t\ttotal += xs[i]\n\t}\n}")}}
	reply := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName,
		Content: []session.Block{session.TextBlock(codeReply)}}
	if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, user, reply); err != nil {
		t.Fatal(err)
	}
	for _, theme := range []string{"dark", "light", "mono"} {
		for _, sz := range [][2]int{{40, 12}, {80, 24}, {140, 45}} {
			t.Run(fmt.Sprintf("%s_%dx%d", theme, sz[0], sz[1]), func(t *testing.T) {
				golden.RequireEqual(t, runCodeScreen(t, env, theme, sz[0], sz[1], "empty slice"))
			})
		}
	}
}

// runCodeScreen runs the program until want is on screen and returns the
// last frame; theme "mono" runs without colours.
func runCodeScreen(t *testing.T, env *testEnv, theme string, w, h int, want string) string {
	return runCodeScreenMsgs(t, env, theme, w, h, want, nil)
}

// runCodeScreenMsgs is runCodeScreen sending msgs once want is on screen.
func runCodeScreenMsgs(t *testing.T, env *testEnv, theme string, w, h int, want string, msgs []tea.Msg) string {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(t, ctx, theme)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(w, h))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return strings.Contains(ansi.Strip(string(b)), want)
	}, teatest.WithDuration(10*time.Second))
	for _, msg := range msgs {
		tm.Send(msg)
	}
	if err := tm.Quit(); err != nil {
		t.Fatal(err)
	}
	fm := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(*Model)
	return stable(fm.render())
}

// TestFinishedReplyKeepsStreamedWhitespace: tabs in prose, in an indented
// code block and in a fenced block show as the same spaces while the reply
// streams and once it is saved; no raw tab reaches the screen.
func TestFinishedReplyKeepsStreamedWhitespace(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 40)
	reply := "Counts per file:\n\nprose\t20\tENDMARK-A\n\n    indented\t20\tENDMARK-B\n\n```\nfenced\t20\tENDMARK-C\n```\n\nDone."
	turn := startTurn(m, c.ID)
	marks := func(screen string) map[string]string {
		out := map[string]string{}
		for _, l := range strings.Split(screen, "\n") {
			for _, k := range []string{"ENDMARK-A", "ENDMARK-B", "ENDMARK-C"} {
				if i := strings.Index(l, k); i >= 0 {
					out[k] = strings.TrimSpace(l[:i+len(k)])
				}
			}
		}
		return out
	}
	// Word by word, so each part is seen both as the live tail and as a
	// finished paragraph.
	live, screen := streamThenSave(t, env, m, c, turn, reply, marks)
	if strings.Contains(screen, "\t") {
		t.Fatalf("a raw tab reached the screen:\n%s", screen)
	}
	finished := marks(screen)
	for _, k := range []string{"ENDMARK-A", "ENDMARK-B", "ENDMARK-C"} {
		if live[k] == "" || finished[k] != live[k] {
			t.Errorf("%s: streaming showed %q, finished shows %q", k, live[k], finished[k])
		}
	}
}

// streamThenSave streams reply word by word into the turn on m, failing when
// a line that marks finds on screen changes once it has appeared, then saves
// the reply and ends the turn. It returns what marks found while streaming
// and the screen of the finished reply.
func streamThenSave(t *testing.T, env *testEnv, m *Model, c session.Conversation, turn session.Turn, reply string, marks func(string) map[string]string) (map[string]string, string) {
	t.Helper()
	live := map[string]string{}
	for _, w := range strings.SplitAfter(reply, " ") {
		m.Update(eventsMsg{{Kind: agent.EvDelta, ConversationID: c.ID, TurnID: turn.ID, Branch: session.DefaultBranch, Text: w}})
		for k, v := range marks(plainScreen(m)) {
			if old, ok := live[k]; ok && old != v {
				t.Fatalf("%s changed while streaming: %q then %q\n%s", k, old, v, plainScreen(m))
			}
			live[k] = v
		}
	}
	es, err := env.st.Append(context.Background(), c.ID, session.DefaultBranch,
		session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant", TurnID: turn.ID, Content: []session.Block{session.TextBlock(reply)}})
	if err != nil {
		t.Fatal(err)
	}
	done := turn
	done.Status = session.TurnCompleted
	m.Update(eventsMsg{
		{Kind: agent.EvEntry, ConversationID: c.ID, TurnID: turn.ID, Branch: session.DefaultBranch, Entry: &es[0]},
		{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: turn.ID, Turn: &done},
	})
	return live, plainScreen(m)
}

// TestCodeColoursAfterAPause: a code block is drawn in the same colours
// whatever the highlighter did before: after a pause of a person reading, a
// Go string literal of 10,000 characters (a pasted log line) is one string,
// in the string colour. chroma, as published, gives each match 250 ms on
// regexp2's clock, which a goroutine advances and which stops when idle;
// since regexp2 v2.2 the clock is read afresh when it starts again, so a
// match right after a pause no longer "times out" into error tokens. (A
// match that really takes 250 ms, on a machine stalled that long, still
// does: chroma sets that bound and grove cannot lift it; blocks over 64 KiB
// are drawn plain, which keeps such matches rare.)
func TestCodeColoursAfterAPause(t *testing.T) {
	th, _ := themes.Get("dark")
	cs := newCodeStyle(th)
	cs.highlight("go", "x := 1")
	time.Sleep(2500 * time.Millisecond) // reading: nothing is highlighted
	literal := `"` + strings.Repeat("0123456789", 1000) + `"`
	lines := cs.highlight("go", "s := "+literal)
	if len(lines) != 1 || !strings.Contains(lines[0], cs.token(chroma.LiteralString).Render(literal)) {
		t.Fatalf("the literal is not drawn as one string: %.300q", lines)
	}
}

// A table in the person's own message is drawn as a table, as the code
// block beside it is highlighted; the lines around keep their shape.
func TestPersonsTableDrawnAsATable(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 80, 24)
	text := "  indented line\n\n| name | qty |\n|------|----:|\n| oak  | 3   |\n| elm  | 12  |\n\n```go\nx := 1\n```"
	out := ansi.Strip(strings.Join(m.c.md.plainText(text, 60, m.c.theme.Text), "\n"))
	if strings.Contains(out, "|------|") || strings.Contains(out, "| oak  | 3   |") {
		t.Fatalf("the table stays raw:\n%s", out)
	}
	for _, want := range []string{"  indented line", "name", "oak", "elm", "12", "x := 1"} {
		if !strings.Contains(out, want) {
			t.Fatalf("%q missing:\n%s", want, out)
		}
	}
	// A line with a pipe that starts no table stays as typed.
	if got := ansi.Strip(strings.Join(m.c.md.plainText("a | b\nnot a delimiter", 60, m.c.theme.Text), "\n")); got != "a | b\nnot a delimiter" {
		t.Fatalf("a pipe in prose: %q", got)
	}
}
