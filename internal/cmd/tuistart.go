package cmd

import (
	"context"
	"sync"
)

// drawGate holds the start-up work nobody asked for (the store's quick
// check, event retention, recovery of turns, MCP servers, workspace
// serving) until the TUI's first full frame is on screen, so that it does
// not compete with that frame for the CPU. A nil gate (every other
// command) holds nothing back.
type drawGate struct {
	drawn, gone         chan struct{}
	drawnOnce, goneOnce sync.Once
}

func newDrawGate() *drawGate {
	return &drawGate{drawn: make(chan struct{}), gone: make(chan struct{})}
}

// open lets the held work go: the first frame is drawn.
func (d *drawGate) open() { d.drawnOnce.Do(func() { close(d.drawn) }) }

// abandon drops the work still held: the TUI quit before its first frame.
func (d *drawGate) abandon() { d.goneOnce.Do(func() { close(d.gone) }) }

// wait reports whether held work may run: true once the frame is drawn (at
// once for a nil gate), false when the TUI quit first or ctx ended. A frame
// reported after the TUI quit (the frame on the terminal is awaited for up
// to 100 ms) lets nothing run.
func (d *drawGate) wait(ctx context.Context) bool {
	if d == nil {
		return true
	}
	select {
	case <-d.drawn:
		select {
		case <-d.gone:
			return false
		default:
			return true
		}
	case <-d.gone:
	case <-ctx.Done():
	}
	return false
}

// after runs f once the frame is drawn: at once for a nil gate, else in a
// goroutine of its own.
func (d *drawGate) after(ctx context.Context, f func()) {
	if d == nil {
		f()
		return
	}
	go func() {
		if d.wait(ctx) {
			f()
		}
	}()
}
