package ui

import "grove/internal/startlog"

// markStart records the start's timeline when GROVE_TRACE_START is set:
// the first frame drawn, and the first full one — the conversation list
// and the open conversation's timeline on screen.
func (m *Model) markStart() {
	if !startlog.Enabled() || m.c.width <= 0 {
		return
	}
	startlog.Once("first frame")
	if !m.side.listed {
		return
	}
	if cv := m.cur(); cv == nil || cv.loaded {
		startlog.Once("first full frame")
	}
}
