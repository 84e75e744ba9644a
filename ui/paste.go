package ui

import (
	"fmt"
	"strings"
)

// pasteFoldLines: a paste longer than this stands in the input as one
// "[pasted N lines #k]" label (the box stays quick to edit and to read);
// the message sent, the editor (ctrl+o) and the history carry the text.
const pasteFoldLines = 100

// pastes holds the text behind the paste labels of this session, and the
// tabs of short pastes: the input shows a tab as four spaces, and the text
// sent gets the tabs back where the pasted text is still there unchanged.
type pastes struct {
	n       int
	byLabel map[string]string
	tabbed  map[string]string // as shown → as pasted
}

// fold returns what to insert for a paste: the text itself, or a label
// standing for it when it is long.
func (p *pastes) fold(text string) string {
	// Terminals paste line ends as CR (tmux, for one) or CR LF.
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	lines := strings.Count(text, "\n") + 1
	if strings.HasSuffix(text, "\n") {
		lines-- // the last line's end, not a line
	}
	if p.byLabel == nil {
		p.byLabel, p.tabbed = map[string]string{}, map[string]string{}
	}
	if lines <= pasteFoldLines {
		if strings.Contains(text, "\t") {
			p.tabbed[strings.ReplaceAll(text, "\t", "    ")] = text
		}
		return text
	}
	p.n++
	label := fmt.Sprintf("[pasted %d lines #%d]", lines, p.n)
	p.byLabel[label] = text
	return label
}

// expand replaces every paste label in text by the text it stands for.
func (p *pastes) expand(text string) string {
	for shown, pasted := range p.tabbed {
		text = strings.ReplaceAll(text, shown, pasted)
	}
	if len(p.byLabel) == 0 || !strings.Contains(text, "[pasted ") {
		return text
	}
	for label, body := range p.byLabel {
		text = strings.ReplaceAll(text, label, body)
	}
	return text
}
