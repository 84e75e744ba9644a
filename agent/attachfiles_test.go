package agent

import (
	"context"
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/backend/backendtest"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

var tinyPNG, _ = base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")

func TestReadAttachmentErrors(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	if err := os.WriteFile(small, []byte("hello"), 0o600); err != nil {
		t.Fatal(err)
	}
	name, data, err := ReadAttachment(small, 0)
	if err != nil || name != "small.txt" || string(data) != "hello" {
		t.Fatalf("ReadAttachment = %q %q %v", name, data, err)
	}
	for _, c := range []struct {
		path string
		max  int64
		want string
	}{
		{filepath.Join(dir, "absent.png"), 0, "no such file"},
		{dir, 0, "it is a directory"},
		{small, 4, "small.txt is 5 B, over the attachment limit of 4 B"},
	} {
		_, _, err := ReadAttachment(c.path, c.max)
		if session.ErrorCode(err) != session.EINVALID || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadAttachment(%s, %d): err = %v, want %q", c.path, c.max, err, c.want)
		}
	}
}

func TestSendStoresAttachmentBlocksAfterTheText(t *testing.T) {
	e, conv := offlineConv(t)
	ctx := context.Background()
	a, err := e.store.PutAttachment(ctx, "notes.txt", []byte("the meeting moved to Tuesday\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "read this", Attachments: []session.Attachment{a}})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("turn %s: %s", tu.Status, tu.Error)
	}
	p := e.path(conv.ID, conv.CurrentBranch)
	in := p[0]
	if len(in.Content) != 2 || in.Content[0].Text != "read this" || in.Content[1].Type != session.BlockAttachment || *in.Content[1].Attachment != a {
		t.Fatalf("user entry content = %+v", in.Content)
	}
}

func TestSendRefusesAnImageTheModelCannotSee(t *testing.T) {
	e, conv := offlineConv(t)
	ctx := context.Background()
	a, err := e.store.PutAttachment(ctx, "dot.png", tinyPNG, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "what is this?", Attachments: []session.Attachment{a}})
	if session.ErrorCode(err) != session.EINVALID || !strings.Contains(err.Error(), "dot.png is an image and the offline model cannot see images") {
		t.Fatalf("err = %v", err)
	}
	if p := e.path(conv.ID, conv.CurrentBranch); len(p) != 0 {
		t.Fatalf("a refused message saved %d entries", len(p))
	}
	pdf, err := e.store.PutAttachment(ctx, "paper.pdf", []byte("%PDF-1.4\n%rest"), 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "summarise", Attachments: []session.Attachment{pdf}})
	if session.ErrorCode(err) != session.EINVALID || !strings.Contains(err.Error(), "paper.pdf is a PDF and the offline model cannot read PDFs") {
		t.Fatalf("err = %v", err)
	}
}

func TestOfflineModelTellsWhatATextAttachmentIs(t *testing.T) {
	e, conv := offlineConv(t)
	ctx := context.Background()
	a, err := e.store.PutAttachment(ctx, "notes.txt", []byte("the meeting moved to Tuesday\nbring the slides\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "what is this?", Attachments: []session.Attachment{a}})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("turn %s: %s", tu.Status, tu.Error)
	}
	var reply string
	for _, en := range e.path(conv.ID, conv.CurrentBranch) {
		if en.Kind == session.EntryMessage && en.Role == session.RoleAssistant {
			reply = session.Text(en.Content)
		}
	}
	if !strings.Contains(reply, "**notes.txt** (text/plain, 46 B): 2 lines; it begins “the meeting moved to Tuesday”") {
		t.Fatalf("reply: %q", reply)
	}
	one, err := e.store.PutAttachment(ctx, "todo.txt", []byte("call the plumber\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	tu, err = e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "and this?", Attachments: []session.Attachment{one}})
	if err != nil {
		t.Fatal(err)
	}
	e.wait(tu)
	path := e.path(conv.ID, conv.CurrentBranch)
	for i := len(path) - 1; i >= 0; i-- {
		if en := path[i]; en.Kind == session.EntryMessage && en.Role == session.RoleAssistant {
			if r := session.Text(en.Content); !strings.Contains(r, "(text/plain, 17 B): 1 line; it begins “call the plumber”") {
				t.Fatalf("reply to a one-line file: %q", r)
			}
			break
		}
	}
}

func TestCLIBackendGetsATextAttachmentInItsPrompt(t *testing.T) {
	log := backendtest.Install(t, "")
	e := newEnv(t, cliDef("alice", backend.Claude, t.TempDir()))
	conv := e.conv("alice")
	ctx := context.Background()
	a, err := e.store.PutAttachment(ctx, "notes.txt", []byte("the meeting moved to Tuesday\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "when is the meeting?", Attachments: []session.Attachment{a}})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("turn %s: %s", tu.Status, tu.Error)
	}
	p := backendtest.Calls(t, log)[0].Prompt
	if !strings.HasSuffix(p, "when is the meeting?\n\n[attachment: notes.txt, text/plain, 29 B]\nthe meeting moved to Tuesday\n") {
		t.Fatalf("prompt:\n%s", p)
	}
	png, err := e.store.PutAttachment(ctx, "dot.png", tinyPNG, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "and this?", Attachments: []session.Attachment{png}}); session.ErrorCode(err) != session.EINVALID ||
		!strings.Contains(err.Error(), "dot.png is not a text file and") || !strings.Contains(err.Error(), "runs as an agent CLI, which grove gives text only") {
		t.Fatalf("an image for an agent CLI: err = %v", err)
	}
}

func TestVariantsRefuseAnImageOneOfTheModelsCannotSee(t *testing.T) {
	w := newWire(t, "chat_text.sse")
	e := newEnv(t, openaiDef("assistant", w.URL))
	profiles := map[string]llm.Profile{
		"gpt":     {Name: "gpt", Provider: llm.KindOpenAI, Model: "gpt-test", BaseURL: w.URL, ContextWindow: 8000},
		"offline": llm.OfflineProfile(),
	}
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) {
		o.ResolveModel = func(ref string) (llm.Profile, error) { return profiles[ref], nil }
	})
	t.Cleanup(e.rt.Close)
	ctx := context.Background()
	c := e.conv("assistant")
	png, err := e.store.PutAttachment(ctx, "dot.png", tinyPNG, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.rt.Variants(ctx, SendRequest{ConversationID: c.ID, Text: "what is it?", Attachments: []session.Attachment{png}}, []string{"gpt", "offline"})
	if session.ErrorCode(err) != session.EINVALID || !strings.Contains(err.Error(), "the offline model cannot see images") {
		t.Fatalf("err = %v", err)
	}
	if p := e.path(c.ID, c.CurrentBranch); len(p) != 0 || w.count() != 0 {
		t.Fatalf("a refused send wrote %d entries and made %d requests", len(p), w.count())
	}
}

func TestEditAndResendKeepsTheAttachments(t *testing.T) {
	e, conv := offlineConv(t)
	ctx := context.Background()
	a, err := e.store.PutAttachment(ctx, "notes.txt", []byte("the meeting moved to Tuesday\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	tu, err := e.rt.Send(ctx, SendRequest{ConversationID: conv.ID, Text: "read this", Attachments: []session.Attachment{a}})
	if err != nil {
		t.Fatal(err)
	}
	e.wait(tu)
	edited, b, err := e.rt.EditAndResend(ctx, EditRequest{ConversationID: conv.ID, EntryID: tu.InputEntryID, Text: "read this, please"})
	if err != nil {
		t.Fatal(err)
	}
	e.wait(edited)
	in := e.path(conv.ID, b.Name)[0]
	if session.Text(in.Content) != "read this, please" || len(session.Attachments(in.Content)) != 1 || session.Attachments(in.Content)[0] != a {
		t.Fatalf("edited message: %+v", in.Content)
	}
}
