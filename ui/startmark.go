package ui

import (
	"os"

	tea "charm.land/bubbletea/v2"

	"grove/internal/startlog"
)

// markStart notes, as View draws, the start's first frame and its first
// full one — the conversation list and the open conversation's last screen
// (or why they could not be read). At the full one it closes common.drawn
// and calls Options.Drawn: the work held back so as not to delay that frame
// may start (without Options.Drawn nothing is held back), and the code
// highlighter's lexer list is loaded (warmHighlighting). With
// GROVE_TRACE_START set both go to the start timeline.
func (m *Model) markStart() {
	startlog.Once("first frame")
	select {
	case <-m.c.drawn:
		if !startlog.Enabled() {
			return
		}
	default:
	}
	if !m.side.listed && m.convsErr == nil {
		return
	}
	if cv := m.cur(); cv != nil && !cv.loaded && cv.err == nil {
		return
	}
	startlog.Once("first full frame")
	select {
	case <-m.c.drawn:
		return
	default:
	}
	m.c.onDrawn()
	close(m.c.drawn)
	go warmHighlighting()
}

// afterDrawn runs cmd once the first full frame is on screen: reads the
// screen does not need wait so that they do not delay it.
func (m *Model) afterDrawn(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	drawn, ctx := m.c.drawn, m.c.ctx
	return func() tea.Msg {
		select {
		case <-drawn:
			return cmd()
		case <-ctx.Done():
			return nil
		}
	}
}

// markedOutput is the terminal Bubble Tea writes to when the start is
// traced: the first frame written after the first full one was drawn is
// marked "full frame on screen" — it was built at "first full frame", and
// the renderer writes it at its next tick. Writes of a few bytes (terminal
// queries, the cursor) are not frames.
type markedOutput struct {
	*os.File
	drawn <-chan struct{}
}

func (o markedOutput) Write(b []byte) (int, error) {
	n, err := o.File.Write(b)
	if len(b) > 100 {
		select {
		case <-o.drawn:
			startlog.Once("full frame on screen")
		default:
		}
	}
	return n, err
}
