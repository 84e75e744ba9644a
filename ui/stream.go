package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/session"
)

// stream is the live, not yet saved output of one running turn. Several
// streams of one conversation show at once, each in its own block.
type stream struct {
	seq      int
	convID   string
	turnID   string
	branch   string
	agent    string
	text     string
	thinking string
	tools    []session.ToolCall // sync tools running now
	// live is the live text of a turn another process runs, as last read
	// (elsewhere.go): text and thinking are its.
	live session.LiveText

	// text and thinking grow in these builders: appending a delta costs
	// the delta, not the text so far.
	textB, thinkingB strings.Builder

	// The stable prefix of text (complete paragraphs) is rendered with
	// markdown once, chunk by chunk, and kept with its gutter; only the
	// tail is re-wrapped per frame, so a frame costs the new text, not the
	// reply so far.
	doneLen  int
	done     []string // rendered lines of text[:doneLen], gutter included
	doneKey  renderKey
	tailText string
	tail     []string
	tailKey  renderKey
	frame    []string // the block's lines, reused from frame to frame
	// held are entries the turn saved while an older block above still
	// ran, drawn in this block from heldView until they join the saved
	// messages (holdback.go).
	held     []session.Entry
	heldView *convView
}

// add appends a delta.
func (s *stream) add(text, thinking string) {
	if text != "" {
		s.textB.WriteString(text)
		s.text = s.textB.String()
	}
	if thinking != "" {
		s.thinkingB.WriteString(thinking)
		s.thinking = s.thinkingB.String()
	}
}

// set makes the stream show the whole text so far: what continues the
// text it has is added as a delta (its rendered prefix is kept), anything
// else replaces it.
func (s *stream) set(text, thinking string) {
	if !strings.HasPrefix(text, s.text) || !strings.HasPrefix(thinking, s.thinking) {
		s.reset()
	}
	s.add(text[len(s.text):], thinking[len(s.thinking):])
}

// reset forgets the streamed text once it was saved as an entry.
func (s *stream) reset() {
	s.textB.Reset()
	s.thinkingB.Reset()
	s.text, s.thinking, s.doneLen, s.done, s.tailText, s.tail = "", "", 0, nil, "", nil
}

func (s *stream) visible() bool {
	return s.text != "" || s.thinking != "" || len(s.tools) > 0 || len(s.held) > 0
}

// streamLines renders the stream block. The slice is the stream's own and
// is overwritten by the next call.
func (r renderer) streamLines(cv *convView, s *stream, spin string, waiting int) []string {
	th := &r.c.theme
	bw := r.bodyWidth()
	g := th.Assistant.Render("▌") + " "
	var held []string
	if hv := s.heldView; hv != nil {
		for _, it := range hv.items {
			held = append(held, r.itemLines(hv, it)...)
		}
		if !r.h.turnActive(s.turnID) {
			s.frame = append(s.frame[:0], held...)
			return s.frame
		}
	}
	turn := ""
	if n := cv.turnNo[s.turnID]; n > 0 {
		turn = th.Muted.Render(fmt.Sprintf(" · turn %d", n))
	}
	state := "writing"
	asking := r.h.asking(s.turnID)
	switch {
	case asking:
		state = "waiting for your permission"
	case len(s.tools) > 0:
		state = "running tools"
	case s.text == "" && s.thinking != "":
		state = "thinking"
	case s.text == "" && waiting > 0:
		state = "waiting for background work"
	case s.text == "":
		state = "thinking"
	}
	if waitingRows := len(r.tl.streamsOf(cv)); waitingRows > 1 && r.h.focusedTurn() == s.turnID {
		// Several turns run here: the one esc cancels says so.
		state += " · esc cancels this"
	}
	head := g + th.Assistant.Render(orStr(s.agent, "assistant")) + turn + " " + th.Spinner.Render(spin)
	if room := r.width - ansi.StringWidth(head) - 1; room < ansi.StringWidth(state) && turn != "" {
		head = g + th.Assistant.Render(orStr(s.agent, "assistant")) + " " + th.Spinner.Render(spin) // narrow: the state first
	}
	lines := append(append(s.frame[:0], held...), "", head+th.Muted.Render(" "+fitWords(state, max(r.width-ansi.StringWidth(head)-1, 1))))
	if in, ok := cv.inputs[s.turnID]; ok && len(held) == 0 && !r.tl.followsInput(cv, s) {
		lines = append(lines, g+th.Muted.Render(ansi.Truncate("↳ re: “"+plainInline(in)+"”", bw, "…")))
	}
	if s.thinking != "" {
		if r.flags&flagThinking != 0 {
			for _, l := range plainLines(s.thinking, bw) {
				lines = append(lines, g+th.Thinking.Render(l))
			}
		} else {
			lines = append(lines, g+th.Thinking.Render(fmt.Sprintf("▸ thinking · %d words", len(strings.Fields(s.thinking)))))
		}
	}
	lines = s.textLines(lines, r.c.md, renderKey{width: bw, theme: th.Name}, g)
	for _, c := range s.tools {
		lines = append(lines, ansi.Truncate(g+th.Tool.Render("⚙ "+c.Name)+" "+th.Muted.Render(argsSummary(c.Arguments))+th.Muted.Render(" → ")+th.Spinner.Render(spin)+th.Muted.Render(" running"), bw+2, "…"))
		if l := r.subAgentLine(c.ID, bw); l != "" {
			lines = append(lines, g+l)
		}
	}
	s.frame = lines
	return lines
}

// followsInput reports whether a stream's block comes right below the
// message its turn answers (then it needs no "re:").
func (tl *timeline) followsInput(cv *convView, s *stream) bool {
	streams := tl.streamsOf(cv)
	if len(streams) == 0 || streams[0] != s || len(cv.items) == 0 {
		return false
	}
	last := cv.items[len(cv.items)-1]
	return last.turnID == s.turnID
}

// textLines appends the stream's text to lines, each line after the
// gutter g: the stable prefix rendered as the finished reply, once, chunk
// by chunk; the tail drawn anew when it changed.
func (s *stream) textLines(lines []string, md *markdown, k renderKey, g string) []string {
	if s.doneKey != k {
		s.doneLen, s.done, s.doneKey = 0, nil, k
	}
	// Only the text after the stable prefix is scanned: the prefix ends
	// outside any fence.
	if cut := s.doneLen + stableSplit(s.text[s.doneLen:]); cut > s.doneLen {
		chunk := md.render(s.text[s.doneLen:cut], k.width)
		if len(s.done) > 0 && len(chunk) > 0 {
			s.done = append(s.done, g)
		}
		for _, l := range chunk {
			s.done = append(s.done, g+l)
		}
		s.doneLen = cut
	}
	lines = append(lines, s.done...)
	tail := strings.TrimLeft(s.text[s.doneLen:], "\n")
	if tail != s.tailText || s.tailKey != k {
		s.tailText, s.tailKey = tail, k
		s.tail = nil
		if strings.TrimSpace(tail) != "" {
			s.tail = md.streamTail(tail, tailWidth(tail, k.width))
		}
	}
	if len(s.done) > 0 && len(s.tail) > 0 {
		lines = append(lines, g)
	}
	for _, l := range s.tail {
		lines = append(lines, g+l)
	}
	return lines
}

// tailWidth is the width the streaming tail is drawn at: the reading width
// while it is prose, as the finished paragraph will be, the whole width
// once it holds a code fence or a table row, which use it.
func tailWidth(tail string, width int) int {
	if strings.Contains(tail, "```") || strings.Contains(tail, "~~~") {
		return width
	}
	for line := range strings.SplitSeq(tail, "\n") {
		if strings.HasPrefix(line, "|") {
			return width
		}
	}
	return proseWidth(width)
}
