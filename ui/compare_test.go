package ui

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// A long comparison is drawn only as far as it is on screen, and what it
// shows at every scroll position, width and theme is the part of the whole
// drawing there: scrolled down line by line, by pages and by the wheel,
// back up, past the end (held at the last screen), jumped to the end and
// back to the top, from a view scrolled before and from a fresh one.
func TestCompareShowsItsWholeDrawingScrolled(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 120, 40)
	var rows []session.CompareRow
	for i := range 400 {
		x := &session.Exchange{Input: fmt.Sprintf("question %d", i), Answer: strings.Repeat(fmt.Sprintf("answer %d ", i), 1+i%40),
			Usage: session.Usage{InputTokens: int64(i), Cost: float64(i) / 1000}}
		r := session.CompareRow{Left: x}
		if i%3 != 0 {
			r.Right = x
		}
		rows = append(rows, r)
	}
	wheel := func(b tea.MouseButton) tea.Msg { return tea.MouseWheelMsg{Button: b} }
	steps := []struct {
		msgs []tea.Msg
		move int // lines down; jumps below
	}{
		{[]tea.Msg{keyMsg("j")}, 1}, {[]tea.Msg{keyMsg("j")}, 1}, {[]tea.Msg{keyMsg("down"), keyMsg("j")}, 2},
		{[]tea.Msg{keyMsg("pgdown")}, 10}, {[]tea.Msg{wheel(tea.MouseWheelDown)}, 3}, {[]tea.Msg{keyMsg("k")}, -1},
		{[]tea.Msg{keyMsg("pgup"), keyMsg("pgup")}, -20}, {[]tea.Msg{keyMsg("G")}, 1 << 30}, {[]tea.Msg{keyMsg("j")}, 1},
		{[]tea.Msg{wheel(tea.MouseWheelUp)}, -3}, {[]tea.Msg{keyMsg("pgup")}, -10}, {[]tea.Msg{keyMsg("g")}, -1 << 30},
		{[]tea.Msg{keyMsg("k")}, -1},
	}
	for _, w := range []int{60, 120} {
		const h = 30
		whole := (&compareOverlay{c: m.c, left: "main", right: "rerun", rows: rows}).View(w, 1<<20)
		body := whole[3 : len(whole)-2] // the head is three lines here, the foot two
		room := h - 3 - 2
		screen := func(top int) []string {
			return slices.Concat(whole[:3], body[top:top+room], whole[len(whole)-2:])
		}
		scrolled := &compareOverlay{c: m.c, left: "main", right: "rerun", rows: rows}
		top := 0
		for _, st := range steps {
			for _, msg := range st.msgs {
				if open, _ := scrolled.Update(msg); !open {
					t.Fatalf("%v closed the comparison", msg)
				}
			}
			top = min(max(top+st.move, 0), len(body)-room)
			if got := scrolled.View(w, h); !slices.Equal(got, screen(top)) {
				t.Fatalf("width %d, at line %d: shows\n%s\nwant\n%s", w, top, strings.Join(got, "\n"), strings.Join(screen(top), "\n"))
			}
		}
		for _, jump := range []struct {
			keys []string
			top  int
		}{{nil, 0}, {[]string{"pgdown", "pgdown", "j"}, 21}, {[]string{"G"}, len(body) - room}, {[]string{"end", "k"}, len(body) - room - 1}} {
			fresh := &compareOverlay{c: m.c, left: "main", right: "rerun", rows: rows}
			for _, k := range jump.keys {
				fresh.Update(keyMsg(k))
			}
			if got := fresh.View(w, h); !slices.Equal(got, screen(jump.top)) {
				t.Fatalf("width %d, %v from a fresh view: shows\n%s\nwant\n%s", w, jump.keys, strings.Join(got, "\n"), strings.Join(screen(jump.top), "\n"))
			}
			drawn := 0
			for _, d := range fresh.drawn {
				if d != nil {
					drawn++
				}
			}
			if drawn > 12 {
				t.Fatalf("width %d, %v: drew %d of %d rows for one screen", w, jump.keys, drawn, len(rows))
			}
		}
	}
}

// textEntry is a message of role, written by role.
func textEntry(role, text string) session.Entry {
	return session.Entry{Kind: session.EntryMessage, Role: role, Author: role, Content: []session.Block{session.TextBlock(text)}}
}

// openCompare branches conversation convID into "other" at entry at, with
// answer there, and compares main with it on a w×h screen.
func openCompare(t *testing.T, env *testEnv, convID, at, answer string, w, h int) *Model {
	t.Helper()
	if _, err := env.st.CreateBranch(context.Background(), convID, "other", at); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Append(context.Background(), convID, "other", textEntry("assistant", answer)); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, convID, w, h)
	m.in.ta.SetValue("/compare main other")
	press(m, "enter")
	if m.compareOv() == nil {
		t.Fatal("compare did not open")
	}
	return m
}

// A comparison opens where the two branches part, not at their shared
// history: after twenty exchanges in common, the first input on screen is
// the one the branches answer differently (the head says how many are
// shared), and g (home) goes back up to the first input.
func TestCompareOpensWhereTheBranchesPart(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "long")
	msg := textEntry
	var es []session.Entry
	for i := range 20 {
		es = append(es, msg("user", fmt.Sprintf("shared question %d", i)), msg("assistant", fmt.Sprintf("shared answer %d\nwith a second line", i)))
	}
	main, err := env.st.Append(ctx, c.ID, "main", append(es, msg("user", "where they part"), msg("assistant", "the main answer"))...)
	if err != nil {
		t.Fatal(err)
	}
	m := openCompare(t, env, c.ID, main[len(es)].ID, "the other answer", 100, 24)
	screen := ansi.Strip(m.render())
	if !strings.Contains(screen, "21 › where they part") || !strings.Contains(screen, "the other answer") ||
		!strings.Contains(screen, "the first 20 shared") || strings.Contains(screen, "shared question 3") {
		t.Fatalf("compare opened at:\n%s", screen)
	}
	press(m, "g")
	if screen := ansi.Strip(m.render()); !strings.Contains(screen, "1 › shared question 0") {
		t.Fatalf("g shows:\n%s", screen)
	}
}

// The answers are rendered as markdown (emphasis, lists, fenced code, as in
// the timeline) at the column's width, when they come on screen, never
// while the frame is drawn, once for a width: scrolling back to them draws
// nothing again, and a narrower terminal renders them again to fit.
func TestCompareRendersAnswersAsMarkdown(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "markdown")
	msg := textEntry
	main, err := env.st.Append(ctx, c.ID, "main", msg("user", "how?"),
		msg("assistant", "Use **bold** words:\n\n- first item\n- second item"))
	if err != nil {
		t.Fatal(err)
	}
	var more []session.Entry
	for i := range 8 {
		more = append(more, msg("user", fmt.Sprintf("more %d", i)), msg("assistant", fmt.Sprintf("answer *%d*", i)))
	}
	if _, err := env.st.Append(ctx, c.ID, "main", more...); err != nil {
		t.Fatal(err)
	}
	m := openCompare(t, env, c.ID, main[0].ID, "A `code span` and\n\n```go\nx := 1\n```", 120, 40)
	renders := m.c.md.renders
	screen := ansi.Strip(m.render())
	if m.c.md.renders != renders {
		t.Fatalf("drawing the frame rendered %d answers", m.c.md.renders-renders)
	}
	for _, want := range []string{"Use bold words:", "• first item", "x := 1", "code span", "answer 2"} {
		if !strings.Contains(screen, want) {
			t.Fatalf("no %q in\n%s", want, screen)
		}
	}
	for _, raw := range []string{"**", "```", "- first", "`code", "*2*"} {
		if strings.Contains(screen, raw) {
			t.Fatalf("raw markdown %q in\n%s", raw, screen)
		}
	}
	press(m, "G")
	renders = m.c.md.renders
	press(m, "g")
	if m.c.md.renders != renders {
		t.Fatalf("scrolling back to the top rendered %d answers again", m.c.md.renders-renders)
	}
	m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	if m.c.md.renders == renders {
		t.Fatal("a narrower terminal rendered nothing again")
	}
	renders = m.c.md.renders
	narrow := m.render()
	if m.c.md.renders != renders {
		t.Fatalf("drawing the narrow frame rendered %d answers", m.c.md.renders-renders)
	}
	for _, l := range strings.Split(narrow, "\n") {
		if ansi.StringWidth(l) > 60 {
			t.Fatalf("a line %d cells wide at 60: %q", ansi.StringWidth(l), ansi.Strip(l))
		}
	}
	if s := ansi.Strip(narrow); !strings.Contains(s, "• first item") || strings.Contains(s, "**") {
		t.Fatalf("narrow compare:\n%s", s)
	}
}

// The compare view renders only the beginning of a long reply: for replies
// of every shape (paragraphs, lists, code, tables, quotes) at every width,
// the lines it shows are those of the whole reply rendered, and it says
// there is more exactly when there is.
func TestCompareShowsTheBeginningOfTheWholeAnswer(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 120, 40)
	var answers []string
	for _, e := range corpus.New(9).Entries(120) {
		if e.Role == session.RoleAssistant {
			answers = append(answers, session.Text(e.Content))
		}
	}
	answers = append(answers, "short", strings.Repeat("word ", 400), strings.Repeat("長い文章です。", 30), "| a | b |\n|---|---|\n"+strings.Repeat("| x | a much longer cell |\n", 30))
	for _, w := range []int{60, 120, 200} {
		col := (w - 3) / 2
		for i, a := range answers {
			x := &session.Exchange{Input: "q", Answer: a}
			cmp := &compareOverlay{c: m.c, left: "a", right: "b", rows: []session.CompareRow{{Left: x}}}
			got := cmp.rowLines(0, w, col)
			whole := m.c.md.render(a, col)
			want := whole
			if len(whole) > 6 {
				want = whole[:5]
			}
			for k, l := range want {
				if g := strings.TrimRight(ansi.Strip(got[1+k]), " "); !strings.HasPrefix(g, strings.TrimRight(ansi.Strip(fit(l, col)), " ")) {
					t.Fatalf("width %d, answer %d, line %d: shows %q, the whole renders %q", w, i, k, g, ansi.Strip(l))
				}
			}
			if more := strings.HasPrefix(ansi.Strip(got[1+len(want)]), "…"); more != (len(whole) > 6) {
				t.Fatalf("width %d, answer %d: says there is more: %v; the whole renders %d lines", w, i, more, len(whole))
			}
		}
	}
}

// A reply longer than five lines is cut with a way to see it whole: o
// shows the replies whole (every line of the long one on screen, scrolled
// to), o again cuts them; on a 40×12 screen the comparison takes the rows
// of the input and status bar too, so both replies show.
func TestCompareShowsWholeRepliesOnO(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "long reply")
	var long []string
	for i := 1; i <= 12; i++ {
		long = append(long, fmt.Sprintf("line %02d of the long reply", i))
	}
	main, err := env.st.Append(ctx, c.ID, "main", textEntry("user", "question"), textEntry("assistant", strings.Join(long, "\n\n")))
	if err != nil {
		t.Fatal(err)
	}
	m := openCompare(t, env, c.ID, main[0].ID, "short answer", 120, 40)
	screen := boxText(m)
	if strings.Contains(screen, "line 12") || !strings.Contains(screen, "o shows the whole replies") || !strings.Contains(screen, "o whole replies") {
		t.Fatalf("the long reply is not cut with a way to see it whole:\n%s", screen)
	}
	press(m, "o")
	screen = boxText(m)
	for _, l := range long {
		if !strings.Contains(screen, l) {
			t.Fatalf("o: %q not on screen:\n%s", l, screen)
		}
	}
	press(m, "o")
	if screen := boxText(m); strings.Contains(screen, "line 12") {
		t.Fatalf("o again left the reply whole:\n%s", screen)
	}

	small := openCompareAgain(t, env, c.ID, 40, 12)
	screen = boxText(small)
	if !strings.Contains(screen, "short") || !strings.Contains(screen, "line 01") {
		t.Fatalf("40×12: the replies have no room:\n%s", screen)
	}
}

// openCompareAgain opens /compare main other on a new model of w×h.
func openCompareAgain(t *testing.T, env *testEnv, convID string, w, h int) *Model {
	t.Helper()
	m := env.openModel(t, convID, w, h)
	m.in.ta.SetValue("/compare main other")
	press(m, "enter")
	if m.compareOv() == nil {
		t.Fatal("compare did not open")
	}
	return m
}

// boxText is what the comparison box shows, without styles.
func boxText(m *Model) string {
	m.render()
	return ansi.Strip(strings.Join(m.compareOv().frame, "\n"))
}
