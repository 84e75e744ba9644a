package llm

import (
	"fmt"
	"strings"

	"github.com/grovechat/grove/internal/clip"
)

// attachmentLinePrefix begins the line an attachment is given to a model
// under (session.Attachment.Line).
const attachmentLinePrefix = "[attachment: "

// offlineAttachments is the offline model's answer to a message with
// attachments: what each one is (name, type, size) and, for a text file,
// how many lines it has and how it begins. ok is false when the message
// has none.
func offlineAttachments(text string) (string, bool) {
	type att struct {
		head string // "name, type, size"
		note string // "(not shown: …)"
		body []string
	}
	var atts []*att
	var cur *att
	for _, line := range strings.Split(text, "\n") {
		if rest, ok := strings.CutPrefix(line, attachmentLinePrefix); ok {
			if head, note, ok := strings.Cut(rest, "]"); ok {
				cur = &att{head: head, note: strings.TrimSpace(note)}
				atts = append(atts, cur)
				continue
			}
		}
		if cur != nil {
			cur.body = append(cur.body, line)
		}
	}
	if len(atts) == 0 {
		return "", false
	}
	var b strings.Builder
	if len(atts) == 1 {
		b.WriteString("You attached one file.")
	} else {
		fmt.Fprintf(&b, "You attached %d files.", len(atts))
	}
	for _, a := range atts {
		name, kind, _ := strings.Cut(a.head, ", ")
		fmt.Fprintf(&b, "\n\n- **%s** (%s)", name, kind)
		switch {
		case a.note != "":
			fmt.Fprintf(&b, " %s", a.note)
		case strings.HasPrefix(kind, "text/"):
			body := strings.TrimRight(strings.Join(a.body, "\n"), "\n")
			lines := strings.Count(body, "\n") + 1
			first := ""
			for _, l := range a.body {
				if strings.TrimSpace(l) != "" {
					first = strings.TrimSpace(l)
					break
				}
			}
			word := "lines"
			if lines == 1 {
				word = "line"
			}
			fmt.Fprintf(&b, ": %d %s; it begins “%s”", lines, word, clip.Line(first, 80))
		default:
			b.WriteString(": I am grove's offline model and cannot look inside it.")
		}
	}
	return b.String(), true
}
