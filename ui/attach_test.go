package ui

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/charmbracelet/x/ansi"
	"github.com/grovechat/grove/session"
)

// writeFile writes data to name in dir and returns its path.
func writeFile(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// enterText puts text in the box and presses enter, running what follows.
func enterText(m *Model, text string) {
	m.in.ta.SetValue(text)
	press(m, "enter")
}

// paste pastes content as a terminal's bracketed paste does.
func paste(m *Model, content string) {
	_, cmd := m.Update(tea.PasteMsg{Content: content})
	driveAll(m, cmd)
}

// hearTurn waits for the turn sent last and gives the model what it
// published, as the TUI hears it.
func hearTurn(t *testing.T, env *testEnv, m *Model) {
	t.Helper()
	waitIdle(t, env)
	if evs := m.sub.Drain(); len(evs) > 0 {
		driveAll(m, m.applyEvents(eventsMsg(evs)))
	}
}

// storedCopies counts the stored copies of the bytes of sha.
func storedCopies(t *testing.T, env *testEnv, sha string) int {
	t.Helper()
	var n int
	if err := env.st.DB().QueryRow(`SELECT count(*) FROM attachments WHERE sha256 = ?`, sha).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestAttachAndSend: /attach PATH (under the lines of a message being
// written) and a pasted path (quoted, as a terminal pastes a dragged
// file) attach files, shown as chips above the box; the message sent
// carries them as attachment blocks after its text, the same bytes stored
// once; the timeline shows them under the message with name, type and
// size, and the box has none left.
func TestAttachAndSend(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 30)
	dir := t.TempDir()
	notes := writeFile(t, dir, "notes.txt", []byte("the river rises in spring\n"))
	same := writeFile(t, dir, "copy of notes.txt", []byte("the river rises in spring\n"))
	csv := writeFile(t, dir, "levels.csv", []byte("day,level\n1,3.2\n2,3.9\n"))

	typeText(m, "compare these\n/attach "+notes)
	press(m, "enter")
	if got := m.in.ta.Value(); got != "compare these" {
		t.Fatalf("after /attach the box holds %q, want the message being written", got)
	}
	if n := noticeText(m); !strings.Contains(n, "attached notes.txt (26 B)") {
		t.Fatalf("notice after /attach: %q", n)
	}
	paste(m, "'"+csv+"'\n")
	if got := m.in.ta.Value(); got != "compare these" {
		t.Fatalf("a pasted file path went into the box: %q", got)
	}
	if n := noticeText(m); !strings.Contains(n, "attached levels.csv (22 B) · ctrl+z pastes the path as text instead") {
		t.Fatalf("notice after the paste: %q", n)
	}
	screen := plainScreen(m)
	if !strings.Contains(screen, "⊕ [1 notes.txt · 26 B] [2 levels.csv · 22 B]") {
		t.Fatalf("no chips above the box:\n%s", screen)
	}
	// The same bytes again (here under another name) are attached once.
	paste(m, "file://"+strings.ReplaceAll(same, " ", "%20"))
	if fs, n := m.files(), m.bar.notice; len(fs) != 2 || n != "copy of notes.txt is already attached" {
		t.Fatalf("files after pasting the same bytes: %+v, notice %q", fs, n)
	}

	press(m, "enter")
	hearTurn(t, env, m)
	path, err := env.st.Path(context.Background(), c.ID, session.DefaultBranch)
	if err != nil || len(path) < 2 {
		t.Fatalf("path: %d entries, %v", len(path), err)
	}
	in := path[0]
	if session.Text(in.Content) != "compare these" || in.Content[0].Type != session.BlockText {
		t.Fatalf("the message's text: %+v", in.Content)
	}
	atts := session.Attachments(in.Content)
	if len(atts) != 2 || atts[0].Name != "notes.txt" || atts[1].Name != "levels.csv" || atts[1].MimeType != "text/csv" {
		t.Fatalf("attachment blocks: %+v", atts)
	}
	for i, b := range in.Content[1:] {
		if b.Type != session.BlockAttachment {
			t.Fatalf("block %d after the text is %s", i+1, b.Type)
		}
	}
	data, err := env.st.AttachmentData(context.Background(), atts[0].SHA256)
	if err != nil || string(data) != "the river rises in spring\n" {
		t.Fatalf("stored bytes: %q %v", data, err)
	}
	if len(m.files()) != 0 || strings.Contains(plainScreen(m), "⊕") {
		t.Fatalf("files still attached after sending: %+v", m.files())
	}
	screen = plainScreen(m)
	if miss, ok := inOrder(screen, []string{"you", "compare these", "[notes.txt · text/plain · 26 B] [levels.csv · text/csv · 22 B]"}); !ok {
		t.Fatalf("%q not in the timeline in order:\n%s", miss, screen)
	}

	// The same bytes with the next message, alone: one stored copy.
	paste(m, same)
	press(m, "enter")
	hearTurn(t, env, m)
	path, err = env.st.Path(context.Background(), c.ID, session.DefaultBranch)
	if err != nil || len(path) < 4 {
		t.Fatalf("path: %d entries, %v", len(path), err)
	}
	last := path[0]
	for _, e := range path {
		if e.Kind == session.EntryMessage && e.Role == session.RoleUser {
			last = e
		}
	}
	again := session.Attachments(last.Content)
	if len(again) != 1 || again[0].SHA256 != atts[0].SHA256 || again[0].Name != "copy of notes.txt" || session.Text(last.Content) != "" {
		t.Fatalf("the second message: %+v", last.Content)
	}
	if n := storedCopies(t, env, atts[0].SHA256); n != 1 {
		t.Fatalf("the same bytes attached twice are stored %d times", n)
	}
	if miss, ok := inOrder(plainScreen(m), []string{"you", "[copy of notes.txt · text/plain · 26 B]"}); !ok {
		t.Fatalf("%q not in the timeline:\n%s", miss, plainScreen(m))
	}
}

// TestPastedPathUndo: ctrl+z right after a paste attached a file takes the
// file back and pastes the path as text; a further ctrl+z takes the text
// away. A path pasted after /attach, a path that is no file, or a paste
// of more than a path, goes in as text.
func TestPastedPathUndo(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 30)
	dir := t.TempDir()
	report := writeFile(t, dir, "my report.md", []byte("# Report\n\nAll well.\n"))
	escaped := strings.ReplaceAll(report, " ", `\ `)

	typeText(m, "see ")
	paste(m, escaped)
	if fs := m.files(); len(fs) != 1 || fs[0].Name != "my report.md" || fs[0].MimeType != "text/markdown" {
		t.Fatalf("files after pasting %q: %+v", escaped, fs)
	}
	typeText(m, "x")
	press(m, "ctrl+z") // takes back the x
	if m.in.ta.Value() != "see " || len(m.files()) != 1 {
		t.Fatalf("first undo: box %q, files %d", m.in.ta.Value(), len(m.files()))
	}
	press(m, "ctrl+z") // takes back the file: the path goes in as text
	if got := m.in.ta.Value(); got != "see "+escaped || len(m.files()) != 0 {
		t.Fatalf("undo of the paste: box %q, files %+v", got, m.files())
	}
	if n := noticeText(m); !strings.Contains(n, "my report.md is no longer attached: its path is pasted as text") {
		t.Fatalf("notice after the undo: %q", n)
	}
	press(m, "ctrl+z")
	if got := m.in.ta.Value(); got != "see " {
		t.Fatalf("the next undo leaves %q, want the text before the paste", got)
	}

	// After /attach the paste is the path typed, as text.
	m.in.ta.SetValue("/attach ")
	paste(m, report)
	if got := m.in.ta.Value(); got != "/attach "+report || len(m.files()) != 0 {
		t.Fatalf("paste after /attach: box %q, files %+v", got, m.files())
	}
	for _, text := range []string{filepath.Join(dir, "missing.txt"), dir, report + "\n" + report, "notes.txt"} {
		m.in.ta.Reset()
		paste(m, text)
		if got := m.in.ta.Value(); got != text || len(m.files()) != 0 {
			t.Fatalf("paste %q: box %q, files %+v", text, got, m.files())
		}
	}
}

// TestAttachErrorsKeepDraft: a missing file, a file over the size cap and
// a type grove does not attach are refused with a notice; the message
// being written, the /attach line (to put right) and the files already
// attached all stay. A refused send (an image for the offline model)
// puts the text and the files back.
func TestAttachErrorsKeepDraft(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 30)
	dir := t.TempDir()
	ok := writeFile(t, dir, "ok.txt", []byte("fine"))
	big := writeFile(t, dir, "big.log", []byte(strings.Repeat("log line\n", 20)))
	bin := writeFile(t, dir, "tool.bin", []byte{0x7f, 'E', 'L', 'F', 0, 1, 2, 0xff, 0xfe})
	png := writeFile(t, dir, "dot.png", append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 40)...))
	m.ws.cfg.Attachments.MaxBytes = 100 // attachments.max_bytes in the config

	enterText(m, "/attach "+ok)
	for _, tc := range []struct{ path, notice string }{
		{filepath.Join(dir, "nope.txt"), "cannot attach " + filepath.Join(dir, "nope.txt") + ": no such file"},
		{big, "big.log is 180 B, over the attachment limit of 100 B"},
		{bin, "tool.bin cannot be attached"},
	} {
		draft := "my long draft\n/attach " + tc.path
		m.in.ta.SetValue(draft)
		press(m, "enter")
		if n := m.bar.notice; !strings.Contains(n, tc.notice) {
			t.Fatalf("/attach %s: notice %q, want %q", tc.path, n, tc.notice)
		}
		if got := m.in.ta.Value(); got != draft {
			t.Fatalf("/attach %s: the box holds %q, want %q", tc.path, got, draft)
		}
		if fs := m.files(); len(fs) != 1 || fs[0].Name != "ok.txt" {
			t.Fatalf("/attach %s: files %+v", tc.path, fs)
		}
	}
	// A pasted path of a file over the cap goes in as text, said so.
	m.in.ta.SetValue("draft ")
	paste(m, big)
	if got, n := m.in.ta.Value(), m.bar.notice; got != "draft "+big || !strings.HasPrefix(n, "pasted as text: big.log is 180 B, over the attachment limit of 100 B") {
		t.Fatalf("pasting a path over the cap: box %q, notice %q", got, n)
	}

	enterText(m, "/attach "+png)
	m.in.ta.SetValue("what is in the picture?")
	press(m, "enter")
	if n := noticeText(m); !strings.Contains(n, "dot.png is an image and the offline model cannot see images") {
		t.Fatalf("notice of the refused send: %q", n)
	}
	if got := m.in.ta.Value(); got != "what is in the picture?" {
		t.Fatalf("after the refused send the box holds %q", got)
	}
	if fs := m.files(); len(fs) != 2 || fs[0].Name != "ok.txt" || fs[1].Name != "dot.png" {
		t.Fatalf("after the refused send the files are %+v", fs)
	}
	if path, _ := env.st.Path(context.Background(), c.ID, session.DefaultBranch); len(path) != 0 {
		t.Fatalf("a refused send saved %d entries", len(path))
	}
	if !strings.Contains(plainScreen(m), "[1 ok.txt · 4 B] [2 dot.png · 48 B]") {
		t.Fatalf("chips after the refused send:\n%s", plainScreen(m))
	}
}

// TestRefusedFirstMessage: the first message of a new conversation,
// refused for a file the model cannot take, comes back in that
// conversation's box with its files.
func TestRefusedFirstMessage(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 80, 24)
	png := writeFile(t, t.TempDir(), "dot.png", append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 40)...))
	paste(m, png)
	m.in.ta.SetValue("look")
	press(m, "enter")
	if m.current == "" {
		t.Fatal("the conversation the message created is not open")
	}
	if got, fs := m.in.ta.Value(), m.files(); got != "look" || len(fs) != 1 || fs[0].Name != "dot.png" {
		t.Fatalf("after the refusal: box %q, files %+v (notice %q)", got, fs, m.bar.notice)
	}
	// /detach on a line of its own takes the image off; the message stays.
	typeText(m, "\n/detach")
	press(m, "enter")
	if got := m.in.ta.Value(); got != "look" || len(m.files()) != 0 {
		t.Fatalf("after /detach: box %q, files %+v", got, m.files())
	}
}

// TestRefusedFirstMessageListedFirst: the conversation list, read again
// because the refused message created a conversation, can open that
// conversation before the refusal arrives; the files still come back with
// the message, in the box on screen.
func TestRefusedFirstMessageListedFirst(t *testing.T) {
	env := newEnv(t, true)
	m := env.startedModel(t, 80, 24)
	png := writeFile(t, t.TempDir(), "dot.png", append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 40)...))
	paste(m, png)
	m.in.ta.SetValue("look")
	sent, ok := findMsg[sentMsg](pressKey(m, keyMsg("enter")))
	if !ok || sent.err == nil || !sent.created {
		t.Fatalf("the send's answer: %+v", sent)
	}
	drive(m, loadConvs(m.c.ctx, m.c.store)) // the list arrives first and opens it
	if m.current != sent.conv.ID {
		t.Fatalf("the list opened %q, want the created conversation", m.current)
	}
	drive(m, func() tea.Msg { return sent })
	if got, fs := m.in.ta.Value(), m.files(); got != "look" || len(fs) != 1 || fs[0].Name != "dot.png" {
		t.Fatalf("after the refusal: box %q, files %+v (notice %q)", got, fs, m.bar.notice)
	}
}

// TestDetachAndList: /attach alone lists the files, /detach N takes the
// Nth off, /detach the last, /detach all the rest.
func TestDetachAndList(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 80, 24)
	dir := t.TempDir()
	for _, n := range []string{"a.txt", "b.txt", "c.txt", "d.txt"} {
		enterText(m, "/attach "+writeFile(t, dir, n, []byte("file "+n)))
	}
	enterText(m, "/attach")
	if n := noticeText(m); !strings.Contains(n, "attached: 1 a.txt 10 B · 2 b.txt 10 B") {
		t.Fatalf("/attach lists: %q", n)
	}
	enterText(m, "/detach 2")
	enterText(m, "/detach")
	if fs := m.files(); len(fs) != 2 || fs[0].Name != "a.txt" || fs[1].Name != "c.txt" {
		t.Fatalf("after /detach 2 and /detach: %+v", fs)
	}
	enterText(m, "/detach 7")
	if n := noticeText(m); !strings.Contains(n, `no attachment "7": /detach N takes 1 to 2, or all`) || m.in.ta.Value() != "/detach 7" {
		t.Fatalf("/detach 7: notice %q, box %q", n, m.in.ta.Value())
	}
	enterText(m, "/detach all")
	enterText(m, "/attach")
	if n := noticeText(m); !strings.Contains(n, "nothing attached") || len(m.files()) != 0 {
		t.Fatalf("after /detach all: %q %+v", n, m.files())
	}
}

// TestAttachPathCompletion: tab after /attach completes the path from the
// directory (read by a command): the longest shared start, then each
// candidate in turn, listed on the hint line; a directory ends with /.
func TestAttachPathCompletion(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 30)
	dir := t.TempDir()
	writeFile(t, dir, "alpha.txt", []byte("a"))
	writeFile(t, dir, "beta.txt", []byte("b"))
	writeFile(t, dir, ".hidden", []byte("h"))
	if err := os.Mkdir(filepath.Join(dir, "alps"), 0o700); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "alps"), "summit.md", []byte("s"))
	tab := func() { driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyTab})) }

	m.in.ta.SetValue("/attach " + dir + "/al")
	tab()
	if got := m.in.ta.Value(); got != "/attach "+dir+"/alp" {
		t.Fatalf("first tab: %q", got)
	}
	if h := noticeText(m); !strings.Contains(h, "alpha.txt  alps/") || strings.Contains(h, "beta") {
		t.Fatalf("hint line: %q", h)
	}
	tab()
	tab()
	if got := m.in.ta.Value(); got != "/attach "+dir+"/alps/" {
		t.Fatalf("two tabs through the candidates: %q", got)
	}
	typeText(m, "s")
	tab()
	if got := m.in.ta.Value(); got != "/attach "+dir+"/alps/summit.md" {
		t.Fatalf("tab in a directory: %q", got)
	}
	m.in.ta.SetValue("/attach " + dir + "/b")
	tab()
	if got := m.in.ta.Value(); got != "/attach "+dir+"/beta.txt" {
		t.Fatalf("one candidate: %q", got)
	}
	m.in.ta.SetValue("/attach " + dir + "/zz")
	tab()
	if n := m.bar.notice; n != "no file or directory starts with "+dir+"/zz" {
		t.Fatalf("nothing to complete: %q", n)
	}
	// Enter on a candidate attaches it; the hint line gives way to the
	// notice, which says why when it cannot.
	m.in.ta.SetValue("/attach " + dir + "/al")
	tab()
	tab()
	tab()
	press(m, "enter")
	if n := noticeText(m); !strings.Contains(n, "cannot attach") || !strings.Contains(m.bar.notice, "it is a directory") || m.in.ta.Value() != "/attach "+dir+"/alps/" {
		t.Fatalf("enter on a directory: notice %q, box %q", n, m.in.ta.Value())
	}
	// The hidden file is offered once the name typed starts with a dot.
	m.in.ta.SetValue("/attach " + dir + "/.h")
	tab()
	if got := m.in.ta.Value(); got != "/attach "+dir+"/.hidden" {
		t.Fatalf("hidden file: %q", got)
	}
}

// TestAttachHomePath: ~ stands for the home directory in /attach.
func TestAttachHomePath(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	writeFile(t, home, "todo.txt", []byte("buy bread"))
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 100, 30)
	enterText(m, "/attach ~/todo.txt")
	if fs := m.files(); len(fs) != 1 || fs[0].Name != "todo.txt" || fs[0].Size != 9 {
		t.Fatalf("files after /attach ~/todo.txt: %+v (notice %q)", fs, noticeText(m))
	}
}

// TestImagePreview: an image a message carried is drawn small under its
// chip (half blocks in its colours), read by a command the first time it
// shows; without colours only the chip shows.
func TestImagePreview(t *testing.T) {
	env := newEnv(t, true)
	img := image.NewRGBA(image.Rect(0, 0, 8, 4))
	for x := range 8 {
		for y := range 4 {
			c := color.RGBA{R: 255, A: 255}
			if x >= 4 {
				c = color.RGBA{B: 255, A: 255}
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	att, err := env.st.PutAttachment(ctx, "flag.png", buf.Bytes(), 0)
	if err != nil {
		t.Fatal(err)
	}
	c := env.newConversation(t, "")
	in := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
		Content: []session.Block{session.TextBlock("my flag"), session.AttachmentBlock(att)}}
	if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, in); err != nil {
		t.Fatal(err)
	}
	m := env.model(t, ctx, "dark")
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	driveAll(m, initCmds(m)...) // opens the conversation, the one there is
	m.prepare()
	screen := m.render()
	plain := ansi.Strip(screen)
	if miss, ok := inOrder(plain, []string{"my flag", "[flag.png · image/png · " + session.HumanBytes(att.Size) + "]", strings.Repeat("▀", 20)}); !ok {
		t.Fatalf("%q not on screen:\n%s", miss, plain)
	}
	// The left half red, the right half blue.
	if !strings.Contains(screen, "\x1b[38;2;255;0;0m\x1b[48;2;255;0;0m▀") || !strings.Contains(screen, "\x1b[38;2;0;0;255m\x1b[48;2;0;0;255m▀") {
		t.Fatalf("the preview's colours are not the image's: %q", screen)
	}

	mono := env.model(t, ctx, "mono")
	mono.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	driveAll(mono, initCmds(mono)...)
	if s := plainScreen(mono); strings.Contains(s, "▀") || !strings.Contains(s, "[flag.png · image/png") {
		t.Fatalf("without colours: %s", s)
	}
}
