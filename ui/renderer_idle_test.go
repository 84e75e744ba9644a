package ui

import (
	"bytes"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	tea "charm.land/bubbletea/v2"
)

// Bubble Tea's renderer wakes frameRate times a second for the program's
// whole life and draws a frame only when the view changed. These tests run
// the real program with grove's options in a bubble of fake time: time
// moves only when every goroutine waits, so "drawn within one frame" is
// exact.

// frameOut records what the program writes to the terminal.
type frameOut struct {
	mu     sync.Mutex
	buf    bytes.Buffer
	writes int
}

func (o *frameOut) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.writes++
	return o.buf.Write(p)
}

func (o *frameOut) state() (string, int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.String(), o.writes
}

// lineModel shows the last line it was sent.
type lineModel struct{ line string }

type lineMsg string

func (m lineModel) Init() tea.Cmd { return nil }

func (m lineModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if l, ok := msg.(lineMsg); ok {
		m.line = string(l)
	}
	return m, nil
}

func (m lineModel) View() tea.View { return tea.NewView("line: " + m.line) }

// frame is the renderer's tick at grove's frame rate.
const frame = time.Second / frameRate

// idleProgram starts a program with grove's options showing "first" and
// waits, in fake time, until it is idle with its first frame drawn; stop
// ends it.
func idleProgram(t *testing.T) (p *tea.Program, out *frameOut, stop func()) {
	out = &frameOut{}
	opts := append(programOptions(t.Context(), out), tea.WithInput(nil), tea.WithWindowSize(80, 24))
	p = tea.NewProgram(lineModel{line: "first"}, opts...)
	done := make(chan error, 1)
	go func() { _, err := p.Run(); done <- err }()
	stop = func() {
		p.Quit()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
	time.Sleep(time.Second)
	synctest.Wait()
	if s, _ := out.state(); !strings.Contains(s, "line: first") {
		stop()
		t.Fatalf("first frame not drawn: %q", s)
	}
	return p, out, stop
}

// TestRendererIdleDrawsNothing: an hour without messages writes nothing
// to the terminal, and a message after it is drawn within one frame.
func TestRendererIdleDrawsNothing(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		p, out, stop := idleProgram(t)
		defer stop()
		_, before := out.state()
		time.Sleep(time.Hour)
		synctest.Wait()
		if _, after := out.state(); after != before {
			t.Fatalf("%d writes during an idle hour; want 0", after-before)
		}
		p.Send(lineMsg("after the hour"))
		time.Sleep(frame)
		synctest.Wait()
		if s, _ := out.state(); !strings.Contains(s, "after the hour") {
			t.Fatalf("a message after idleness is not drawn within one frame: %q", s)
		}
	})
}

// TestRendererBurstAfterIdle: messages arriving together make one frame,
// of the last of them, within one frame; then nothing is written again.
func TestRendererBurstAfterIdle(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		p, out, stop := idleProgram(t)
		defer stop()
		_, w0 := out.state()
		p.Send(lineMsg("one"))
		p.Send(lineMsg("two"))
		p.Send(lineMsg("three"))
		time.Sleep(frame)
		synctest.Wait()
		s, w1 := out.state()
		if !strings.Contains(s, "three") || strings.Contains(s, "line: one") || strings.Contains(s, "line: two") {
			t.Fatalf("the burst is not one frame of its last message: %q", s)
		}
		if w1-w0 != 1 {
			t.Fatalf("%d writes for the burst; want 1", w1-w0)
		}
		time.Sleep(time.Minute)
		synctest.Wait()
		if _, w2 := out.state(); w2 != w1 {
			t.Fatalf("%d writes after the burst; want 0", w2-w1)
		}
	})
}

// TestRendererStreaming: a message every 5 ms (streaming text) is drawn
// frame by frame, the last one within one frame, at grove's frame rate and
// never faster.
func TestRendererStreaming(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		p, out, stop := idleProgram(t)
		defer stop()
		_, w0 := out.state()
		const n = 200 // one second of messages
		for i := range n {
			p.Send(lineMsg("word" + strings.Repeat("x", i%7) + "#" + strconv.Itoa(i)))
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(frame)
		synctest.Wait()
		s, w1 := out.state()
		if !strings.Contains(s, "#"+strconv.Itoa(n-1)) {
			t.Fatalf("the last streamed message is not drawn one frame after it")
		}
		if frames := w1 - w0; frames < frameRate-2 || frames > frameRate+1 {
			t.Fatalf("%d frames for a second of streaming; want %d", frames, frameRate)
		}
	})
}
