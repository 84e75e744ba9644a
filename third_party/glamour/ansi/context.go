package ansi

import (
	"html"
	"strings"
)

// RenderContext holds the current rendering options and state.
type RenderContext struct {
	options Options

	blockStack *BlockStack
	table      *TableElement
}

// NewRenderContext returns a new RenderContext.
func NewRenderContext(options Options) RenderContext {
	return RenderContext{
		options:    options,
		blockStack: &BlockStack{},
		table:      &TableElement{},
	}
}

// SanitizeHTML sanitizes HTML content: it keeps the text and drops every
// tag, comment and declaration, and the content of script and style
// elements, then unescapes entities.
func (ctx RenderContext) SanitizeHTML(s string, trimSpaces bool) string {
	s = stripTags(s)
	if trimSpaces {
		s = strings.TrimSpace(s)
	}

	return html.UnescapeString(s)
}

// stripTags removes markup from s. A "<" that does not start a tag (a
// letter, "/", "!" or "?" after it) is text; an unterminated tag runs to
// the end of s.
func stripTags(s string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '<')
		if i < 0 || i+1 >= len(s) {
			b.WriteString(s)
			return b.String()
		}
		c := s[i+1]
		if !(c == '/' || c == '!' || c == '?' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')) {
			b.WriteString(s[:i+1])
			s = s[i+1:]
			continue
		}
		b.WriteString(s[:i])
		s = s[i:]
		if strings.HasPrefix(s, "<!--") {
			end := strings.Index(s[4:], "-->")
			if end < 0 {
				return b.String()
			}
			s = s[4+end+3:]
			continue
		}
		end := strings.IndexByte(s, '>')
		if end < 0 {
			return b.String()
		}
		tag := strings.ToLower(s[1:end])
		s = s[end+1:]
		for _, raw := range []string{"script", "style"} {
			if tag == raw || strings.HasPrefix(tag, raw+" ") {
				close := strings.Index(strings.ToLower(s), "</"+raw)
				if close < 0 {
					return b.String()
				}
				s = s[close:]
			}
		}
	}
}
