package ui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// treeLine is the line of the rendered screen holding s ("" when none).
func treeLine(screen, s string) string {
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(ansi.Strip(l), s) {
			return l
		}
	}
	return ""
}

// unfoldAll gives every entry of the open tree a row of its own.
func unfoldAll(m *Model) {
	tv := m.treeOv()
	for r := 0; r < len(tv.rows); r++ {
		if tv.rows[r].count > 1 {
			tv.sel = r
			press(m, "space")
		}
	}
}

// The tree view shows a note of the person's as a note, and an entry the
// shown branch leaves out of its context dimmed and marked "excluded"; a
// folded run says how many of its entries are left out.
func TestTreeMarksNotesAndExcludedEntries(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		_, _, m := excludeModel(t, size[0], size[1])
		press(m, "ctrl+y")
		tv := m.treeOv()
		if tv == nil {
			t.Fatal("tree did not open")
		}
		unfoldAll(m)
		screen := ansi.Strip(m.render())
		if !strings.Contains(screen, "✎ your note: the user is on call") {
			t.Fatalf("%v: the note has no row of its own marked as a note:\n%s", size, screen)
		}
		if strings.Contains(screen, "excluded") {
			t.Fatalf("%v: nothing is excluded, yet:\n%s", size, screen)
		}
		press(m, "esc")

		// The note, unseen by any reply, is left out in place.
		press(m, "ctrl+x", "end", "x", "esc")
		if cv := m.cur(); !cv.excluded[cv.items[len(cv.items)-1].id] {
			t.Fatalf("%v: the note was not excluded: %q", size, noticeText(m))
		}
		press(m, "ctrl+y")
		screen = ansi.Strip(m.render())
		if !strings.Contains(screen, "(⊘ 1 excluded)") {
			t.Fatalf("%v: the folded run does not say one of its entries is left out:\n%s", size, screen)
		}
		unfoldAll(m)
		press(m, "home") // the selection off the note's row
		raw := m.render()
		line := treeLine(raw, "⊘ excluded ✎ your note: the user is on call")
		if line == "" {
			t.Fatalf("%v: the note's row is not marked excluded:\n%s", size, ansi.Strip(raw))
		}
		th := &m.c.theme
		plain := ansi.Strip(line)
		body := plain[strings.Index(plain, "⊘"):]
		if j := strings.Index(body, "  ⎇"); j > 0 {
			body = body[:j]
		}
		if !strings.Contains(line, th.Muted.Render(body)) {
			t.Fatalf("%v: the excluded row is not dimmed: %q", size, line)
		}
		if l := treeLine(raw, "you: my token"); l == "" || strings.Contains(ansi.Strip(l), "excluded") {
			t.Fatalf("%v: the message still in the context is marked: %q", size, ansi.Strip(l))
		}
	}
}

// space on a folded run gives each of its entries a row, down to the
// branch's head; space again folds it back.
func TestTreeSpaceUnfoldsTheWholeRun(t *testing.T) {
	_, _, m := excludeModel(t, 100, 30)
	press(m, "ctrl+y")
	tv := m.treeOv()
	if tv == nil || len(tv.rows) != 1 || tv.rows[0].count != 3 {
		t.Fatalf("want one folded row of 3 entries, got %+v", tv.rows)
	}
	press(m, "space")
	if len(tv.rows) != 3 {
		t.Fatalf("unfolded into %d rows, want 3: %+v", len(tv.rows), tv.rows)
	}
	press(m, "space")
	if len(tv.rows) != 1 {
		t.Fatalf("folded back into %d rows, want 1", len(tv.rows))
	}
}

// The tree's head says what the shown branch spent against its cap, at
// any width (the branch rows say it only where their tags fit).
func TestTreeHeadShowsTheBranchsSpendAgainstItsCap(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {160, 50}} {
		_, _, m := excludeModel(t, size[0], size[1])
		typeText(m, "/budget branch 5")
		press(m, "enter", "ctrl+y")
		screen := ansi.Strip(m.render())
		if !strings.Contains(screen, "⎇ main $0.0000 of $5.00") {
			t.Fatalf("%v: the head does not show main's spend against its cap:\n%s", size, screen)
		}
	}
}

// An exclusion that forks a new branch (a reply saw the message) shows in
// the tree at once: the new branch among its branches, the message marked
// on it.
func TestTreeShowsTheBranchAnExclusionForks(t *testing.T) {
	_, _, m := excludeModel(t, 100, 30)
	press(m, "ctrl+x", "home", "x", "esc")
	cv := m.cur()
	if cv.branch == "main" {
		t.Fatalf("no new branch: %q", noticeText(m))
	}
	press(m, "ctrl+y")
	unfoldAll(m)
	screen := ansi.Strip(m.render())
	if !strings.Contains(screen, "2 branches") || !strings.Contains(screen, "⊘ excluded you: my token") || !strings.Contains(screen, "⎇ "+cv.branch) {
		t.Fatalf("the tree after an exclusion on new branch %s:\n%s", cv.branch, screen)
	}
}
