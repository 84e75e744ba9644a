package agent

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

var tinyPDF = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n")

// attachAll stores a PNG, a text file and a PDF.
func attachAll(t *testing.T, st *session.Store) (png, txt, pdf session.Attachment) {
	t.Helper()
	ctx := context.Background()
	var err error
	if png, err = st.PutAttachment(ctx, "dot.png", tinyPNG, 0); err != nil {
		t.Fatal(err)
	}
	if txt, err = st.PutAttachment(ctx, "notes.txt", []byte("the meeting moved to Tuesday\n"), 0); err != nil {
		t.Fatal(err)
	}
	if pdf, err = st.PutAttachment(ctx, "paper.pdf", tinyPDF, 0); err != nil {
		t.Fatal(err)
	}
	return png, txt, pdf
}

func sendWith(t *testing.T, e *testEnv, c session.Conversation, text string, as ...session.Attachment) session.Turn {
	t.Helper()
	tu, err := e.rt.Send(context.Background(), SendRequest{ConversationID: c.ID, Text: text, Attachments: as})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("turn %s: %s", tu.Status, tu.Error)
	}
	return tu
}

func TestAttachmentsReachOpenAIAsContentParts(t *testing.T) {
	w := newWire(t, "chat_text.sse")
	d := openaiDef("assistant", w.URL)
	yes := true
	d.Profile.PDF = &yes // a server at a base_url of its own takes PDFs when its profile says so
	e := newSwitchEnv(t, d)
	png, txt, pdf := attachAll(t, e.store)
	sendWith(t, e, e.conv("assistant"), "look at these", png, txt, pdf)

	user := at(w.request(t, 0), "messages", 1)
	if at(user, "role") != "user" {
		t.Fatalf("second message: %v", user)
	}
	parts, _ := at(user, "content").([]any)
	if len(parts) != 6 {
		t.Fatalf("user content has %d parts, want 6 (text, image line, image, text file, pdf line, file): %v", len(parts), parts)
	}
	if at(parts, 0, "type") != "text" || at(parts, 0, "text") != "look at these" {
		t.Errorf("part 0: %v", parts[0])
	}
	if at(parts, 1, "text") != "[attachment: dot.png, image/png, 70 B]" {
		t.Errorf("image line: %v", parts[1])
	}
	if at(parts, 2, "type") != "image_url" || at(parts, 2, "image_url", "url") != "data:image/png;base64,"+base64.StdEncoding.EncodeToString(tinyPNG) {
		t.Errorf("image part: %v", parts[2])
	}
	if at(parts, 3, "text") != "[attachment: notes.txt, text/plain, 29 B]\nthe meeting moved to Tuesday\n" {
		t.Errorf("text file part: %v", parts[3])
	}
	if at(parts, 5, "type") != "file" || at(parts, 5, "file", "filename") != "paper.pdf" ||
		at(parts, 5, "file", "file_data") != "data:application/pdf;base64,"+base64.StdEncoding.EncodeToString(tinyPDF) {
		t.Errorf("pdf part: %v", parts[5])
	}
}

func TestAttachmentsReachAnthropicAsBlocks(t *testing.T) {
	w := newWire(t, "anthropic/messages_text.sse")
	d := config.DefaultAssistant(llm.Profile{Name: "claude", Provider: llm.KindAnthropic, Model: "claude-test", BaseURL: w.URL, ContextWindow: 200000})
	d.Name = "assistant"
	e := newSwitchEnv(t, d)
	png, txt, pdf := attachAll(t, e.store)
	sendWith(t, e, e.conv("assistant"), "look at these", png, txt, pdf)

	blocks, _ := at(w.request(t, 0), "messages", 0, "content").([]any)
	if len(blocks) != 6 {
		t.Fatalf("user content has %d blocks, want 6: %v", len(blocks), blocks)
	}
	if at(blocks, 2, "type") != "image" || at(blocks, 2, "source", "type") != "base64" ||
		at(blocks, 2, "source", "media_type") != "image/png" || at(blocks, 2, "source", "data") != base64.StdEncoding.EncodeToString(tinyPNG) {
		t.Errorf("image block: %v", blocks[2])
	}
	if !strings.HasSuffix(at(blocks, 3, "text").(string), "the meeting moved to Tuesday\n") {
		t.Errorf("text file block: %v", blocks[3])
	}
	if at(blocks, 5, "type") != "document" || at(blocks, 5, "source", "type") != "base64" ||
		at(blocks, 5, "source", "media_type") != "application/pdf" || at(blocks, 5, "source", "data") != base64.StdEncoding.EncodeToString(tinyPDF) {
		t.Errorf("document block: %v", blocks[5])
	}
}

// ollamaDef is an agent on an Ollama model reached through its
// OpenAI-compatible endpoint at url.
func ollamaDef(url string, vision *bool) config.Definition {
	d := config.DefaultAssistant(llm.Profile{Name: "llava", Provider: llm.KindOllama, Model: "llava", BaseURL: url, ContextWindow: 8192, Vision: vision})
	d.Name = "assistant"
	return d
}

func TestAttachedImageReachesOllamaWithVision(t *testing.T) {
	w := newWire(t, "chat_text.sse")
	yes := true
	e := newSwitchEnv(t, ollamaDef(w.URL, &yes))
	png, _, _ := attachAll(t, e.store)
	sendWith(t, e, e.conv("assistant"), "what is this?", png)
	parts, _ := at(w.request(t, 0), "messages", 1, "content").([]any)
	if at(parts, 2, "type") != "image_url" || at(parts, 2, "image_url", "url") != "data:image/png;base64,"+base64.StdEncoding.EncodeToString(tinyPNG) {
		t.Fatalf("Ollama image part: %v", parts)
	}
}

func TestOllamaRefusesImagesAndPDFsByDefault(t *testing.T) {
	w := newWire(t, "chat_text.sse")
	e := newSwitchEnv(t, ollamaDef(w.URL, nil))
	png, txt, pdf := attachAll(t, e.store)
	c := e.conv("assistant")
	ctx := context.Background()
	_, err := e.rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: "what is this?", Attachments: []session.Attachment{png}})
	if session.ErrorCode(err) != session.EINVALID || !strings.Contains(err.Error(), "dot.png is an image and model llava does not take images (set vision: true") {
		t.Fatalf("image: err = %v", err)
	}
	_, err = e.rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: "summarise", Attachments: []session.Attachment{pdf}})
	if session.ErrorCode(err) != session.EINVALID || !strings.Contains(err.Error(), "paper.pdf is a PDF and model llava does not take PDF documents") {
		t.Fatalf("pdf: err = %v", err)
	}
	if w.count() != 0 {
		t.Fatalf("a refused message reached the server (%d requests)", w.count())
	}
	// A text file goes to every model.
	sendWith(t, e, c, "read this", txt)
	content, _ := at(w.request(t, 0), "messages", 1, "content").(string)
	if !strings.Contains(content, "[attachment: notes.txt, text/plain, 29 B]\nthe meeting moved to Tuesday") {
		t.Fatalf("text attachment: %v", at(w.request(t, 0), "messages", 1))
	}
}

func TestAttachmentWithMissingBytesIsNamedNotSent(t *testing.T) {
	w := newWire(t, "chat_text.sse")
	e := newSwitchEnv(t, openaiDef("assistant", w.URL))
	gone := session.Attachment{SHA256: strings.Repeat("ab", 32), Name: "lost.png", MimeType: "image/png", Size: 70}
	sendWith(t, e, e.conv("assistant"), "and this?", gone)
	if at(w.request(t, 0), "messages", 1, "content") != "and this?\n\n[attachment: lost.png, image/png, 70 B] (not shown: its bytes are missing from the database)" {
		t.Fatalf("content: %v", at(w.request(t, 0), "messages", 1, "content"))
	}
}

// snapTool returns a PNG beside its text, as an MCP tool's image content
// reaches grove (tools.ReturnImage).
type snapTool struct{}

func (snapTool) Spec() tools.Spec {
	return tools.Spec{Name: "research", Description: "takes a picture", Schema: json.RawMessage(`{"type":"object"}`)}
}

func (snapTool) Run(ctx context.Context, _ json.RawMessage) (string, error) {
	tools.ReturnImage(ctx, "image/png", tinyPNG)
	return "[image, image/png, 70 bytes]", nil
}

// toolImageEnv is an env whose agent runs on def with snapTool.
func toolImageEnv(t *testing.T, def config.Definition) *testEnv {
	t.Helper()
	e := newEnv(t, def)
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) {
		o.Provider = bothProviders
		o.Tools = tools.NewRegistry(snapTool{})
	})
	t.Cleanup(e.rt.Close)
	return e
}

// storedToolImages are the images of the tool results on c's branch.
func storedToolImages(t *testing.T, e *testEnv, c session.Conversation) []session.Attachment {
	t.Helper()
	var out []session.Attachment
	for _, en := range e.path(c.ID, c.CurrentBranch) {
		for _, b := range en.Content {
			if b.ToolResult != nil {
				out = append(out, b.ToolResult.Images...)
			}
		}
	}
	return out
}

func TestToolImageFollowsToolMessagesOnOpenAI(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "chat_text.sse"))
	if err != nil {
		t.Fatal(err)
	}
	w := newWireStreams(t, toolCallSSE("call_1", "research", `{}`).body, text)
	e := toolImageEnv(t, openaiDef("assistant", w.URL))
	c := e.conv("assistant")
	sendWith(t, e, c, "take a picture")
	imgs := storedToolImages(t, e, c)
	if len(imgs) != 1 || imgs[0].MimeType != "image/png" || imgs[0].Name != "research-image-1.png" {
		t.Fatalf("stored tool images = %+v", imgs)
	}
	if data, err := e.store.AttachmentData(context.Background(), imgs[0].SHA256); err != nil || string(data) != string(tinyPNG) {
		t.Fatalf("stored bytes: %v", err)
	}
	msgs, _ := at(w.request(t, 1), "messages").([]any)
	if len(msgs) != 5 || at(msgs, 3, "role") != "tool" || at(msgs, 3, "content") != "[image, image/png, 70 bytes]" {
		t.Fatalf("messages: %v", msgs)
	}
	if at(msgs, 4, "role") != "user" || at(msgs, 4, "content", 0, "text") != llm.ToolImagesNote ||
		at(msgs, 4, "content", 1, "image_url", "url") != "data:image/png;base64,"+base64.StdEncoding.EncodeToString(tinyPNG) {
		t.Fatalf("the image after the tool message: %v", msgs[4])
	}
}

func TestToolImageGoesInsideTheToolResultOnAnthropic(t *testing.T) {
	w := newWire(t, "anthropic/messages_tool_use.sse", "anthropic/messages_text.sse")
	d := config.DefaultAssistant(llm.Profile{Name: "claude", Provider: llm.KindAnthropic, Model: "claude-test", BaseURL: w.URL, ContextWindow: 200000})
	d.Name = "assistant"
	e := toolImageEnv(t, d)
	c := e.conv("assistant")
	sendWith(t, e, c, "take a picture")
	result := at(w.request(t, 1), "messages", 2, "content", 0)
	if at(result, "type") != "tool_result" || at(result, "content", 0, "text") != "[image, image/png, 70 bytes]" ||
		at(result, "content", 1, "type") != "image" || at(result, "content", 1, "source", "data") != base64.StdEncoding.EncodeToString(tinyPNG) {
		t.Fatalf("tool result: %v", result)
	}
}

func TestToolImageIsOnlyDescribedToAModelThatCannotSee(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "chat_text.sse"))
	if err != nil {
		t.Fatal(err)
	}
	w := newWireStreams(t, toolCallSSE("call_1", "research", `{}`).body, text)
	no := false
	d := ollamaDef(w.URL, &no)
	e := toolImageEnv(t, d)
	c := e.conv("assistant")
	sendWith(t, e, c, "take a picture")
	msgs, _ := at(w.request(t, 1), "messages").([]any)
	if len(msgs) != 4 || at(msgs, 3, "content") != "[image, image/png, 70 bytes]" {
		t.Fatalf("messages: %v", msgs)
	}
}
