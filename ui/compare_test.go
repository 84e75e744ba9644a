package ui

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"grove/session"
)

// A long comparison is drawn only down to the bottom of the screen, and
// what it shows at every scroll position, width and theme is the part of
// the whole drawing there: scrolled down line by line and by pages, back
// up, jumped to from a fresh view, and past the end (held at the last
// screen).
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
	for _, w := range []int{60, 120} {
		const h = 30
		whole := (&compareOverlay{c: m.c, left: "main", right: "rerun", rows: rows}).View(w, 1<<20)
		body := whole[3 : len(whole)-2] // the head is three lines here, the foot two
		room := h - 3 - 2
		scrolled := &compareOverlay{c: m.c, left: "main", right: "rerun", rows: rows}
		tops := []int{0, 1, 2, 7, 10, 200, 1000, 999, 3, len(body) - room, len(body) + 50}
		for _, top := range tops {
			for _, cmp := range []*compareOverlay{scrolled, {c: m.c, left: "main", right: "rerun", rows: rows}} {
				cmp.top = top
				got := cmp.View(w, h)
				at := min(top, len(body)-room)
				want := slices.Concat(whole[:3], body[at:at+room], whole[len(whole)-2:])
				if !slices.Equal(got, want) {
					t.Fatalf("width %d, top %d: shows\n%s\nwant\n%s", w, top, strings.Join(got, "\n"), strings.Join(want, "\n"))
				}
			}
		}
		fresh := &compareOverlay{c: m.c, left: "main", right: "rerun", rows: rows}
		fresh.View(w, h)
		if len(fresh.drawn) > 10 {
			t.Fatalf("width %d: drew %d of %d rows for the first screen", w, len(fresh.drawn), len(rows))
		}
	}
}

// A comparison opens where the two branches part, not at their shared
// history: after twenty exchanges in common, the first input on screen is
// the one the branches answer differently (the head says how many are
// shared), and g (home) goes back up to the first input.
func TestCompareOpensWhereTheBranchesPart(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "long")
	msg := func(role, text string) session.Entry {
		return session.Entry{Kind: session.EntryMessage, Role: role, Author: role, Content: []session.Block{session.TextBlock(text)}}
	}
	var es []session.Entry
	for i := range 20 {
		es = append(es, msg("user", fmt.Sprintf("shared question %d", i)), msg("assistant", fmt.Sprintf("shared answer %d\nwith a second line", i)))
	}
	main, err := env.st.Append(ctx, c.ID, "main", append(es, msg("user", "where they part"), msg("assistant", "the main answer"))...)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.CreateBranch(ctx, c.ID, "other", main[len(es)].ID); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.Append(ctx, c.ID, "other", msg("assistant", "the other answer")); err != nil {
		t.Fatal(err)
	}
	m := env.openModel(t, c.ID, 100, 24)
	m.in.ta.SetValue("/compare main other")
	press(m, "enter")
	if m.compareOv() == nil {
		t.Fatal("compare did not open")
	}
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
