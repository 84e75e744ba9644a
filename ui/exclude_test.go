package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/grovechat/grove/session"
)

// excludeModel is a model of w×h showing a conversation with one exchange
// and a note, after the note was added with /inject.
func excludeModel(t *testing.T, w, h int) (*testEnv, session.Conversation, *Model) {
	t.Helper()
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	// Fixed entries (the offline model's replies vary): a message a reply
	// saw.
	reply := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "assistant",
		Content: []session.Block{session.TextBlock("Noted. Rotate that token now: it was pasted in plain text.")}}
	if _, err := env.st.Append(context.Background(), c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage,
		Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("my token is sk-LEAKED-123")}}, reply); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	m := env.model(t, ctx, "dark")
	driveAll(m, initCmds(m)...)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	driveAll(m, m.open(c.ID))
	typeText(m, "/inject the user is on call this week")
	press(m, "enter")
	return env, c, m
}

// A note added with /inject shows as a note; ctrl+x, x on a message a
// reply saw forks a branch where it is excluded (dimmed, marked), the old
// branch unchanged; x on the unseen note excludes it in place and again
// includes it; e on a note fills /editnote, d deletes it.
func TestExcludeAndNotesInTheTUI(t *testing.T) {
	env, c, m := excludeModel(t, 100, 30)
	ctx := context.Background()
	cv := m.cur()
	last := cv.items[len(cv.items)-1]
	if last.kind != kindNote || last.text != "the user is on call this week" {
		t.Fatalf("the note is not the last item: %+v", last)
	}
	screen := plainScreen(m)
	if !strings.Contains(screen, "✎ your note · context for the model") {
		t.Fatalf("note not shown:\n%s", screen)
	}

	// The first message: a reply saw it, so a new branch.
	press(m, "ctrl+x", "home", "x")
	cv = m.cur()
	if cv.branch == session.DefaultBranch || !cv.excluded[cv.items[0].id] {
		t.Fatalf("after x: branch %s, marks %v", cv.branch, cv.excluded)
	}
	screen = plainScreen(m)
	if !strings.Contains(screen, "⊘ excluded") || !strings.Contains(screen, "already saw this") {
		t.Fatalf("no excluded mark or notice:\n%s", screen)
	}
	if marks, _ := env.st.Excluded(ctx, c.ID, session.DefaultBranch); len(marks) != 0 {
		t.Fatalf("main changed: %v", marks)
	}
	branch := cv.branch

	// The note: no reply saw it; in place, both ways.
	press(m, "end", "x") // select mode stays open after x
	cv = m.cur()
	note := cv.items[len(cv.items)-1].id
	if cv.branch != branch || !cv.excluded[note] {
		t.Fatalf("note not excluded in place: %s %v (notice %q, selected %d of %d)", cv.branch, cv.excluded, noticeText(m), cv.sel, len(cv.items))
	}
	if n := noticeText(m); !strings.Contains(n, "left it out of what the model is given on "+branch) {
		t.Fatalf("notice after x on the note: %q", n)
	}
	press(m, "x")
	if n := noticeText(m); !strings.Contains(n, "put it back into what the model is given") {
		t.Fatalf("notice after x again: %q", n)
	}
	if cv = m.cur(); cv.excluded[note] {
		t.Fatal("note not included again")
	}
	if marks, _ := env.st.Excluded(ctx, c.ID, branch); len(marks) != 1 {
		t.Fatalf("stored marks of %s: %v", branch, marks)
	}

	// e on the note fills /editnote; sending it edits in place.
	press(m, "e")
	if v := m.in.ta.Value(); v != "/editnote "+note+" the user is on call this week" {
		t.Fatalf("input after e: %q", v)
	}
	m.in.ta.SetValue("/editnote " + note + " the user is off this week")
	press(m, "enter")
	cv = m.cur()
	if got := cv.items[len(cv.items)-1]; got.kind != kindNote || got.text != "the user is off this week" || cv.branch != branch {
		t.Fatalf("after edit: %s %+v", cv.branch, got)
	}
	// d deletes it.
	press(m, "ctrl+x", "end", "d", "esc")
	cv = m.cur()
	if got := cv.items[len(cv.items)-1]; got.kind == kindNote {
		t.Fatalf("note still there: %+v", got)
	}
	if !strings.Contains(noticeText(m), "note deleted") {
		t.Fatalf("notice: %q", noticeText(m))
	}
}

// TestGoldenExcluded: an excluded message is drawn dimmed and marked, a
// note as a note. Regenerate with: go test ./ui -run TestGoldenExcluded -update
func TestGoldenExcluded(t *testing.T) {
	_, _, m := excludeModel(t, 80, 24)
	press(m, "ctrl+x", "home", "x", "esc")
	m.prepare()
	out := stable(m.render())
	if !strings.Contains(ansi.Strip(out), "⊘ excluded") {
		t.Fatalf("not excluded:\n%s", ansi.Strip(out))
	}
	golden.RequireEqual(t, out)
}
