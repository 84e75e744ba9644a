package ui

import (
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
)

// TestAttachmentsSurviveRestart: files attached and not sent are kept
// with the conversation's draft: a model opened again on the same store
// shows their chips above the box; /detach there forgets them and removes
// the bytes nothing else refers to; a message sent takes them out of the
// draft and its entry keeps their bytes.
func TestAttachmentsSurviveRestart(t *testing.T) {
	ctx := context.Background()
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	other := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 30)
	dir := t.TempDir()
	notes := writeFile(t, dir, "notes.txt", []byte("kept across a restart\n"))
	levels := writeFile(t, dir, "levels.csv", []byte("day,level\n1,3.2\n"))
	typeText(m, "look at these")
	enterText(m, "look at these\n/attach "+notes)
	paste(m, levels)
	if fs := m.files(); len(fs) != 2 {
		t.Fatalf("attached %+v", fs)
	}
	driveAll(m, m.open(other.ID))
	enterText(m, "/attach "+notes) // the same bytes in another draft
	driveAll(m, m.quitNow())

	m2 := env.openModel(t, c.ID, 100, 30)
	driveAll(m2, loadInput(m2.c.ctx, m2.c.store))
	if fs := m2.files(); len(fs) != 2 || fs[0].Name != "notes.txt" || fs[1].Name != "levels.csv" {
		t.Fatalf("after a restart the files are %+v", fs)
	}
	if screen := plainScreen(m2); !strings.Contains(screen, "[1 notes.txt · 22 B] [2 levels.csv · 16 B]") {
		t.Fatalf("no chips after a restart:\n%s", screen)
	}
	if v := m2.in.ta.Value(); v != "look at these" {
		t.Fatalf("the draft's text: %q", v)
	}
	levelsSHA := m2.files()[1].SHA256
	notesSHA := m2.files()[0].SHA256
	enterText(m2, "/detach")
	enterText(m2, "/detach")
	if n := storedCopies(t, env, levelsSHA); n != 0 {
		t.Fatal("the detached file's bytes are still stored")
	}
	if n := storedCopies(t, env, notesSHA); n != 1 {
		t.Fatal("a file another draft holds lost its bytes at /detach")
	}
	m3 := env.openModel(t, c.ID, 100, 30)
	driveAll(m3, loadInput(m3.c.ctx, m3.c.store))
	if fs := m3.files(); len(fs) != 0 {
		t.Fatalf("detached files came back: %+v", fs)
	}
	driveAll(m3, m3.open(other.ID))
	if fs := m3.files(); len(fs) != 1 || fs[0].SHA256 != notesSHA {
		t.Fatalf("the other conversation's draft files: %+v", fs)
	}
	m3.in.ta.SetValue("what do you make of it")
	press(m3, "enter")
	hearTurn(t, env, m3)
	drafts, err := env.st.DraftAttachments(ctx)
	if err != nil || len(drafts) != 0 {
		t.Fatalf("after the send the drafts hold %+v, %v", drafts, err)
	}
	if n, _, err := env.st.CollectAttachments(ctx, 0); err != nil || n != 0 || storedCopies(t, env, notesSHA) != 1 {
		t.Fatalf("the sent file's bytes were collected (%d, %v)", n, err)
	}
	path, err := env.st.Path(ctx, other.ID, session.DefaultBranch)
	if err != nil || len(path) == 0 || len(session.Attachments(path[0].Content)) != 1 {
		t.Fatalf("the sent message: %+v %v", path, err)
	}
}

// TestNewConversationDraftSurvivesRestart: what is typed and attached in
// the box of a new conversation, before its first message creates it, is
// back after a quit and a start; sent, it leaves no draft behind.
func TestNewConversationDraftSurvivesRestart(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 100, 30)
	if m.current != "" {
		t.Fatalf("a fresh start shows conversation %q, want the new one", m.current)
	}
	notes := writeFile(t, t.TempDir(), "notes.txt", []byte("kept before the first message\n"))
	enterText(m, "/attach "+notes)
	typeText(m, "read this first")
	driveAll(m, m.quitNow())

	m2 := env.startedModel(t, 100, 30)
	driveAll(m2, loadInput(m2.c.ctx, m2.c.store))
	if v := m2.in.ta.Value(); v != "read this first" {
		t.Fatalf("the new conversation's text after a restart: %q", v)
	}
	if fs := m2.files(); len(fs) != 1 || fs[0].Name != "notes.txt" {
		t.Fatalf("the new conversation's files after a restart: %+v", fs)
	}
	press(m2, "enter")
	driveAll(m2, m2.quitNow())
	st := m2.c.store
	if d, err := st.Drafts(context.Background()); err != nil || d[""] != "" {
		t.Fatalf("after sending, drafts = %q, %v", d, err)
	}
	if fs, err := st.DraftAttachments(context.Background()); err != nil || len(fs[""]) != 0 {
		t.Fatalf("after sending, the new conversation's files = %+v, %v", fs, err)
	}
}
