package llm

import (
	"fmt"
	"strings"

	"github.com/grovechat/grove/session"
)

// SeesImages reports whether the profile's model takes images: the
// profile's vision setting, else its provider's default (OpenAI and
// Anthropic: yes; Ollama: no, as most local models are text-only — set
// vision: true for one that sees). The offline model never does.
func (p Profile) SeesImages() bool {
	if p.Provider == KindOffline {
		return false
	}
	if p.Vision != nil {
		return *p.Vision
	}
	return p.Provider == KindOpenAI || p.Provider == KindAnthropic
}

// ReadsPDFs reports whether the profile's model takes PDF documents: the
// profile's pdf setting, else its provider's default (Anthropic: document
// blocks; OpenAI itself: file parts, which other OpenAI-compatible servers
// at a base_url of their own seldom take; Ollama: no). The offline model
// never does.
func (p Profile) ReadsPDFs() bool {
	if p.Provider == KindOffline {
		return false
	}
	if p.PDF != nil {
		return *p.PDF
	}
	switch p.Provider {
	case KindAnthropic:
		return true
	case KindOpenAI:
		return p.BaseURL == "" || strings.Contains(p.BaseURL, "api.openai.com")
	}
	return false
}

// AttachmentRefusal says why the profile's model cannot take a, or ""
// when it can. Text files go to every model.
func (p Profile) AttachmentRefusal(a session.Attachment) string {
	model := p.Name
	if model == "" {
		model = p.Provider + "/" + p.Model
	}
	api := p.Provider == KindOpenAI || p.Provider == KindAnthropic || p.Provider == KindOllama
	switch {
	case !api && p.Provider != KindOffline && (a.IsImage() || a.IsPDF()):
		// An agent CLI (backend:) is given its prompt as text.
		return fmt.Sprintf("%s is not a text file and %s runs as an agent CLI, which grove gives text only", a.Name, model)
	case a.IsImage() && !p.SeesImages():
		if p.Provider == KindOffline {
			return fmt.Sprintf("%s is an image and the offline model cannot see images", a.Name)
		}
		return fmt.Sprintf("%s is an image and model %s does not take images (set vision: true in its profile if it does)", a.Name, model)
	case a.IsPDF() && !p.ReadsPDFs():
		if p.Provider == KindOffline {
			return fmt.Sprintf("%s is a PDF and the offline model cannot read PDFs", a.Name)
		}
		return fmt.Sprintf("%s is a PDF and model %s does not take PDF documents (set pdf: true in its profile if it does)", a.Name, model)
	}
	return ""
}

// ToolImagesNote introduces, in a user message of their own, the images
// tool results returned to a provider whose tool messages cannot hold
// images (OpenAI chat completions).
const ToolImagesNote = "[grove] The images the tool results above returned:"

// ImageTokens is what one image is counted as in the prompt's token
// budget before a call: about what a provider charges for an image of
// a megapixel or so.
const ImageTokens = 1600

// PDFTokensPer100KB is what a PDF is counted as in the prompt's token
// budget: this many tokens for each started 100 KB of the file.
const PDFTokensPer100KB = 2000

// attachmentChars is what a block the budget cannot count by its text
// weighs, in characters (4 to a token, as the estimate counts): an image
// ImageTokens, a PDF PDFTokensPer100KB per started 100 KB, a text file
// its size; other blocks nothing. (A request carries a tool's images as
// image blocks, so a tool result's Images are not counted here.)
func attachmentChars(b session.Block) int {
	switch {
	case b.Type == session.BlockImage:
		return 4 * ImageTokens
	case b.Type == session.BlockAttachment && b.Attachment != nil:
		return AttachmentChars(*b.Attachment)
	}
	return 0
}

// AttachmentChars is what an attachment weighs in the prompt's budget, in
// characters (see attachmentChars).
func AttachmentChars(a session.Attachment) int {
	switch {
	case a.IsImage():
		return 4 * ImageTokens
	case a.IsPDF():
		return 4 * PDFTokensPer100KB * int((a.Size+99_999)/100_000)
	}
	return int(a.Size)
}

// AttachmentTokens is what a block's attachments weigh in the prompt's
// token budget: an image block or an attachment as attachmentChars counts
// it, and each image a tool result returned at ImageTokens.
func AttachmentTokens(b session.Block) int {
	n := attachmentChars(b) / 4
	if b.ToolResult != nil {
		n += ImageTokens * len(b.ToolResult.Images)
	}
	return n
}
