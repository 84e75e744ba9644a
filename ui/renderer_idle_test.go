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

// The renderer of the Bubble Tea program grove runs (third_party/bubbletea)
// draws only when something changed and sleeps otherwise. These tests run
// the real program in a bubble of fake time: time moves only when every
// goroutine waits, so "drawn now" and "drawn after one frame" are exact.

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

// idleProgram starts a program showing "first" and waits, in fake time,
// until it is idle with its first frame drawn; stop ends it.
func idleProgram(t *testing.T) (p *tea.Program, out *frameOut, stop func()) {
	out = &frameOut{}
	p = tea.NewProgram(lineModel{line: "first"}, tea.WithInput(nil), tea.WithOutput(out),
		tea.WithWindowSize(80, 24), tea.WithoutSignalHandler())
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

// TestRendererIdleDrawsNothing: an hour without messages writes nothing,
// and a message after it is drawn at that instant, not at a later tick: the
// renderer was asleep, with no ticker running, or the message would have
// waited for the ticker's next tick.
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
		start := time.Now()
		p.Send(lineMsg("after the hour"))
		synctest.Wait()
		if s, _ := out.state(); !strings.Contains(s, "after the hour") || time.Since(start) != 0 {
			t.Fatalf("a message after idleness is not drawn at once (after %v): %q", time.Since(start), s)
		}
	})
}

// TestRendererBurstAfterIdle: messages arriving together after idleness
// are all drawn, the first at once and the rest one frame later at most;
// then the renderer sleeps again.
func TestRendererBurstAfterIdle(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		p, out, stop := idleProgram(t)
		defer stop()
		p.Send(lineMsg("one"))
		synctest.Wait()
		if s, _ := out.state(); !strings.Contains(s, "one") {
			t.Fatalf("the first message after idleness is not drawn at once: %q", s)
		}
		p.Send(lineMsg("two"))
		p.Send(lineMsg("three"))
		synctest.Wait()
		if s, _ := out.state(); strings.Contains(s, "three") {
			t.Fatalf("a second frame was drawn within one frame interval: %q", s)
		}
		time.Sleep(time.Second / 60)
		synctest.Wait()
		if s, _ := out.state(); !strings.Contains(s, "three") {
			t.Fatalf("the burst's last message is not drawn one frame later: %q", s)
		}
		_, before := out.state()
		time.Sleep(time.Minute)
		synctest.Wait()
		if _, after := out.state(); after != before {
			t.Fatalf("%d writes after the burst; want 0", after-before)
		}
		p.Send(lineMsg("later"))
		synctest.Wait()
		if s, _ := out.state(); !strings.Contains(s, "later") {
			t.Fatalf("a message after the burst is not drawn at once: %q", s)
		}
	})
}

// TestRendererStreaming: a message every 5 ms (streaming text) is drawn
// frame by frame, each frame at most one interval after its message, and
// the renderer never draws more often than once an interval.
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
		time.Sleep(time.Second / 60)
		synctest.Wait()
		s, w1 := out.state()
		if !strings.Contains(s, "#"+strconv.Itoa(n-1)) {
			t.Fatalf("the last streamed message is not drawn one frame after it")
		}
		if frames := w1 - w0; frames < 50 || frames > 62 {
			t.Fatalf("%d frames for a second of streaming; want about 60", frames)
		}
	})
}
