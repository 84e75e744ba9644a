package llm

import (
	"testing"

	"github.com/grovechat/grove/session"
)

func TestAttachmentsCountInTheTokenEstimate(t *testing.T) {
	text := Request{Messages: []Message{{Role: RoleUser, Content: []session.Block{session.TextBlock("look at this")}}}}
	base := EstimateTokens(text)
	withImage := text
	withImage.Messages = []Message{{Role: RoleUser, Content: []session.Block{session.TextBlock("look at this"),
		{Type: session.BlockImage, MimeType: "image/png", Data: "iVBORw0KGgo="}}}}
	if got := EstimateTokens(withImage) - base; got != ImageTokens {
		t.Errorf("an image adds %d tokens, want %d", got, ImageTokens)
	}
	pdf := session.Attachment{Name: "paper.pdf", MimeType: "application/pdf", Size: 250_000}
	withPDF := text
	withPDF.Messages = []Message{{Role: RoleUser, Content: []session.Block{session.TextBlock("look at this"),
		{Type: session.BlockAttachment, Attachment: &pdf, Data: "JVBERi0x"}}}}
	if got := EstimateTokens(withPDF) - base; got != 3*PDFTokensPer100KB {
		t.Errorf("a 250 KB PDF adds %d tokens, want %d", got, 3*PDFTokensPer100KB)
	}
	txt := session.Attachment{Name: "notes.txt", MimeType: "text/plain", Size: 4000}
	if got := AttachmentTokens(session.AttachmentBlock(txt)); got != 1000 {
		t.Errorf("a 4,000-byte text file is %d tokens, want 1000 (characters ÷ 4)", got)
	}
	res := session.Block{Type: session.BlockToolResult, ToolResult: &session.ToolResult{Images: []session.Attachment{{MimeType: "image/png"}, {MimeType: "image/png"}}}}
	if got := AttachmentTokens(res); got != 2*ImageTokens {
		t.Errorf("a tool result with two images is %d tokens, want %d", got, 2*ImageTokens)
	}
}

func TestAttachmentRefusalPerProvider(t *testing.T) {
	img := session.Attachment{Name: "dot.png", MimeType: "image/png"}
	pdf := session.Attachment{Name: "paper.pdf", MimeType: "application/pdf"}
	txt := session.Attachment{Name: "notes.txt", MimeType: "text/plain"}
	yes, no := true, false
	for _, c := range []struct {
		p            Profile
		image, pdfOK bool
	}{
		{Profile{Provider: KindOpenAI}, true, true},
		{Profile{Provider: KindOpenAI, BaseURL: "https://api.openai.com/v1"}, true, true},
		{Profile{Provider: KindOpenAI, BaseURL: "http://localhost:8000/v1"}, true, false},
		{Profile{Provider: KindOpenAI, BaseURL: "http://localhost:8000/v1", PDF: &yes}, true, true},
		{Profile{Provider: KindAnthropic}, true, true},
		{Profile{Provider: KindOllama}, false, false},
		{Profile{Provider: KindOllama, Vision: &yes}, true, false},
		{Profile{Provider: KindOpenAI, Vision: &no, PDF: &no}, false, false},
		{Profile{Provider: KindOffline, Vision: &yes, PDF: &yes}, false, false},
	} {
		if got := c.p.AttachmentRefusal(img) == ""; got != c.image {
			t.Errorf("%s vision=%v: image accepted %v, want %v", c.p.Provider, c.p.Vision, got, c.image)
		}
		if got := c.p.AttachmentRefusal(pdf) == ""; got != c.pdfOK {
			t.Errorf("%s pdf=%v: PDF accepted %v, want %v", c.p.Provider, c.p.PDF, got, c.pdfOK)
		}
		if why := c.p.AttachmentRefusal(txt); why != "" {
			t.Errorf("%s refuses a text file: %s", c.p.Provider, why)
		}
	}
}
