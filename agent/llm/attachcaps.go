package llm

import (
	"fmt"

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
// blocks; OpenAI: file parts; Ollama: no). The offline model never does.
func (p Profile) ReadsPDFs() bool {
	if p.Provider == KindOffline {
		return false
	}
	if p.PDF != nil {
		return *p.PDF
	}
	return p.Provider == KindOpenAI || p.Provider == KindAnthropic
}

// AttachmentRefusal says why the profile's model cannot take a, or ""
// when it can. Text files go to every model.
func (p Profile) AttachmentRefusal(a session.Attachment) string {
	model := p.Name
	if model == "" {
		model = p.Provider + "/" + p.Model
	}
	switch {
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
