package cmd

import (
	"context"
	"testing"
)

// TestDrawGate: work held by the TUI's gate runs once the first frame is
// drawn and never when the TUI quits first; without a gate it runs at once.
func TestDrawGate(t *testing.T) {
	ctx := context.Background()
	var none *drawGate
	ran := false
	none.after(ctx, func() { ran = true })
	if !ran || !none.wait(ctx) {
		t.Fatal("without a gate the work should run at once")
	}

	g := newDrawGate()
	started := make(chan struct{})
	g.after(ctx, func() { close(started) })
	waited := make(chan bool)
	go func() { waited <- g.wait(ctx) }()
	select {
	case <-started:
		t.Fatal("held work ran before the first frame")
	default:
	}
	g.open()
	g.open() // drawn frames after the first change nothing
	<-started
	if !<-waited {
		t.Fatal("wait should let the work run once the frame is drawn")
	}

	quit := newDrawGate()
	dropped := make(chan bool)
	go func() { dropped <- quit.wait(ctx) }()
	quit.abandon()
	if <-dropped {
		t.Fatal("work held when the TUI quit before its first frame should not run")
	}
	// The frame reported after the TUI quit lets nothing run.
	quit.open()
	ranLate := make(chan struct{})
	quit.after(ctx, func() { close(ranLate) })
	if quit.wait(ctx) {
		t.Fatal("a frame reported after the TUI quit let held work run")
	}
	select {
	case <-ranLate:
		t.Fatal("work held by a gate opened after the TUI quit ran")
	default:
	}
}
