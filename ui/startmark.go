package ui

import (
	"os"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/internal/startlog"
)

// markStart notes, as View draws, the start's first frame and its first
// full one — the conversation list and the open conversation's last screen
// (or why they could not be read). Once the full one is on the terminal
// (m.c.screen says when; at once when nothing watches the terminal) it
// closes common.drawn and calls Options.Drawn: the work held back so as
// not to delay that frame may start (without Options.Drawn nothing is held
// back), and the code highlighter's lexer list is loaded
// (warmHighlighting). With GROVE_TRACE_START set both frames go to the
// start timeline.
func (m *Model) markStart() {
	startlog.Once("first frame")
	if m.c.fullDrawn {
		return
	}
	if !m.side.listed && m.convsErr == nil {
		return
	}
	if cv := m.cur(); cv != nil && !cv.loaded && cv.err == nil {
		return
	}
	startlog.Once("first full frame")
	m.c.fullDrawn = true
	select {
	case <-m.c.drawn:
		return // nothing was held back
	default:
	}
	shown := func() {
		m.c.onDrawn()
		close(m.c.drawn)
		go warmHighlighting()
	}
	if m.c.screen == nil {
		shown()
		return
	}
	m.c.screen.await(shown)
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

// screenOutput is the terminal Bubble Tea writes to, watched for the
// first full frame: await's function runs at the first write of a frame
// after it is called (the renderer writes the frame drawn last at its next
// tick, up to a sixtieth of a second later), so the work it lets go does
// not compete with the encoding and writing of that frame; or after
// screenWait when no frame is written (the frame was on screen already).
// Writes of a few bytes (terminal queries, the cursor) are not frames.
type screenOutput struct {
	*os.File
	mu      sync.Mutex
	pending func()
}

// screenWait is how long await waits for a frame to be written.
const screenWait = 100 * time.Millisecond

func (o *screenOutput) Write(b []byte) (int, error) {
	n, err := o.File.Write(b)
	if len(b) > 100 && o.fire() {
		startlog.Once("full frame on screen")
	}
	return n, err
}

// await runs shown once the next frame is written, or after screenWait.
func (o *screenOutput) await(shown func()) {
	o.mu.Lock()
	o.pending = shown
	o.mu.Unlock()
	time.AfterFunc(screenWait, func() { o.fire() })
}

// fire runs the awaited function, if any: it reports whether there was one.
func (o *screenOutput) fire() bool {
	o.mu.Lock()
	f := o.pending
	o.pending = nil
	o.mu.Unlock()
	if f == nil {
		return false
	}
	f()
	return true
}
