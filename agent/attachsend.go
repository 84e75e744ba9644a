package agent

import (
	"context"
	"encoding/base64"
	"fmt"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// attachmentReader is what resolving attachments reads: their stored bytes.
type attachmentReader interface {
	AttachmentData(ctx context.Context, sha256 string) ([]byte, error)
}

// resolveAttachments gives a request's attachments to the step's model,
// just before the call (what is stored, and what a context view shows,
// keeps only the attachment's name, type and size). Each attachment is
// introduced by its line (name, type, size) and then
//   - a text file: its text;
//   - an image, for a model that sees: an image block;
//   - a PDF, for a model that reads PDFs: the attachment block with its
//     bytes, which the provider sends as a document;
//   - otherwise: why it is not shown (the model cannot take it, or its
//     bytes are missing from the database).
//
// An image a tool returned follows its tool result as an image block when
// the model sees; otherwise the result's text, which describes it, stands
// alone. The request's messages are copied where they change: the path's
// entries are never modified.
func resolveAttachments(ctx context.Context, st attachmentReader, p llm.Profile, req llm.Request) (llm.Request, error) {
	return resolveAttachmentsTo(ctx, st, p, req, false)
}

// resolveAttachmentsTo is resolveAttachments; inline joins what an
// attachment becomes in text to the message's text before it (for an
// agent CLI, whose prompt is text).
func resolveAttachmentsTo(ctx context.Context, st attachmentReader, p llm.Profile, req llm.Request, inline bool) (llm.Request, error) {
	cache := map[string][]byte{}
	read := func(sha string) ([]byte, bool, error) {
		if b, ok := cache[sha]; ok {
			return b, b != nil, nil
		}
		b, err := st.AttachmentData(ctx, sha)
		if session.IsNotFound(err) {
			cache[sha] = nil
			return nil, false, nil
		}
		if err != nil {
			return nil, false, fmt.Errorf("reading an attachment: %w", err)
		}
		cache[sha] = b
		return b, true, nil
	}
	var msgs []llm.Message
	for i, m := range req.Messages {
		if !hasAttachments(m.Content) {
			if msgs != nil {
				msgs = append(msgs, m)
			}
			continue
		}
		if msgs == nil {
			msgs = append(make([]llm.Message, 0, len(req.Messages)), req.Messages[:i]...)
		}
		content := make([]session.Block, 0, len(m.Content)+2)
		for _, b := range m.Content {
			switch {
			case b.Type == session.BlockAttachment && b.Attachment != nil:
				a := *b.Attachment
				data, ok, err := read(a.SHA256)
				if err != nil {
					return req, err
				}
				for _, ab := range attachmentBlocks(p, a, data, ok) {
					if n := len(content); inline && ab.Type == session.BlockText && n > 0 && content[n-1].Type == session.BlockText {
						// One text with the message's: an agent CLI's prompt
						// ends with the message to answer, whole.
						prev := content[n-1]
						prev.Text += session.TextSeparator + ab.Text
						content[n-1] = prev
						continue
					}
					content = append(content, ab)
				}
			case b.Type == session.BlockToolResult && b.ToolResult != nil && len(b.ToolResult.Images) > 0:
				content = append(content, b)
				if !p.SeesImages() {
					continue
				}
				for _, a := range b.ToolResult.Images {
					data, ok, err := read(a.SHA256)
					if err != nil {
						return req, err
					}
					if ok {
						content = append(content, session.Block{Type: session.BlockImage, MimeType: a.MimeType, Data: base64.StdEncoding.EncodeToString(data)})
					}
				}
			default:
				content = append(content, b)
			}
		}
		msgs = append(msgs, llm.Message{Role: m.Role, Content: content})
	}
	if msgs != nil {
		req.Messages = msgs
	}
	return req, nil
}

// attachmentBlocks is what the model is given for one attachment (see
// resolveAttachments); ok is false when its bytes are missing.
func attachmentBlocks(p llm.Profile, a session.Attachment, data []byte, ok bool) []session.Block {
	line := a.Line()
	if !ok {
		return []session.Block{session.TextBlock(line + " (not shown: its bytes are missing from the database)")}
	}
	if why := p.AttachmentRefusal(a); why != "" {
		return []session.Block{session.TextBlock(line + " (not shown: " + why + ")")}
	}
	switch {
	case a.IsText():
		return []session.Block{session.TextBlock(line + "\n" + string(data))}
	case a.IsImage():
		return []session.Block{session.TextBlock(line), {Type: session.BlockImage, MimeType: a.MimeType, Data: base64.StdEncoding.EncodeToString(data)}}
	case a.IsPDF():
		return []session.Block{session.TextBlock(line), {Type: session.BlockAttachment, Attachment: &a, Data: base64.StdEncoding.EncodeToString(data)}}
	}
	return []session.Block{session.TextBlock(line + " (not shown: grove does not send this type)")}
}

func hasAttachments(blocks []session.Block) bool {
	for _, b := range blocks {
		if b.Type == session.BlockAttachment || (b.ToolResult != nil && len(b.ToolResult.Images) > 0) {
			return true
		}
	}
	return false
}

// toolImageTypes are the image types a tool's image is kept in and given
// to models as; others stay described in the result's text only.
var toolImageTypes = map[string]string{"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp"}

// keepImages stores the images a successful tool call returned, once by
// hash, and names them in its result (the result's text already describes
// them). An image that cannot be stored stays described only.
func (t *turnRun) keepImages(r *session.ToolResult, images []tools.Image) {
	if !r.Success {
		return
	}
	for i, img := range images {
		ext, ok := toolImageTypes[img.MimeType]
		if !ok {
			continue
		}
		name := fmt.Sprintf("%s-image-%d.%s", r.Name, i+1, ext)
		a, err := t.rt.store.PutAttachmentTyped(t.ctx, name, img.MimeType, img.Data)
		if err != nil {
			t.rt.opts.Log.Warn("keeping a tool's image", "tool", r.Name, "err", err)
			continue
		}
		r.Images = append(r.Images, a)
	}
}
