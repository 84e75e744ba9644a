package ui

import (
	"context"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// run executes a command chain synchronously, feeding results back into the
// model, skipping the ones that wait (events, ticks).
func drive(m *Model, cmds ...tea.Cmd) {
	for len(cmds) > 0 {
		c := cmds[0]
		cmds = cmds[1:]
		if c == nil {
			continue
		}
		msg := c()
		switch msg := msg.(type) {
		case nil:
		case tea.BatchMsg:
			cmds = append(cmds, msg...)
		case convsMsg, convLoadMsg, activeMsg, sentMsg, createdMsg, olderMsg:
			_, next := m.Update(msg)
			cmds = append(cmds, next)
		}
	}
}

// initCmds are Init's commands without the event wait.
func initCmds(m *Model) []tea.Cmd {
	return []tea.Cmd{loadConvs(m.c.ctx, m.c.store), activeTurns(m.c.rt)}
}

func seedConversations(b *testing.B, env *testEnv, n int) {
	ctx := context.Background()
	g := corpus.New(21)
	for i := 0; i < n; i++ {
		c, err := env.st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName, Title: g.Topic()})
		if err != nil {
			b.Fatal(err)
		}
		es := g.Entries(2)
		es[1].Content = []session.Block{session.TextBlock(es[1].Content[0].Text + "\n\nThis is **reply** number " + fmt.Sprint(i))}
		if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, es...); err != nil {
			b.Fatal(err)
		}
	}
}

// longMark ends the last message of a seedLong conversation.
func longMark(n int) string { return fmt.Sprintf("END-OF-LONG-%d", n) }

// seedLong makes one conversation with n realistic messages on its branch
// (internal/corpus: 50–400 words of markdown, code blocks), the last one
// ending with longMark(n), and 31 side branches.
func seedLong(b *testing.B, env *testEnv, n int) session.Conversation {
	c, _ := env.importLong(b, 22, n, 31, func(x *session.Export) { endWith(x, longMark(n)) })
	return c
}

func p99(ds []time.Duration) time.Duration {
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return ds[len(ds)*99/100]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// BenchmarkFirstFrame: start with 1,000 conversations in the database until
// the first full frame (list and newest conversation shown).
func BenchmarkFirstFrame(b *testing.B) {
	env := newEnv(b, false)
	seedConversations(b, env, 1000)
	ctx := context.Background()
	b.ResetTimer()
	var total time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		m := env.model(b, ctx, "dark")
		m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		drive(m, initCmds(m)...)
		v := m.View()
		total += time.Since(t0)
		if !strings.Contains(ansi.Strip(v.Content), "reply number") {
			b.Fatal("conversation not on the first frame")
		}
		m.sub.Close()
	}
	b.ReportMetric(ms(total)/float64(b.N), "ms/first_frame")
}

// BenchmarkOpenLong: open a conversation whose branch has 10,000 realistic
// messages, until its last screen is drawn (the end of the branch is read
// first); rest_ms is until its turns and tree (in outline) are read as
// well. The entries above the end stay unread until scrolled to.
func BenchmarkOpenLong(b *testing.B) {
	env := newEnv(b, false)
	c := seedLong(b, env, 10000)
	ctx := context.Background()
	var total, first, rest time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := env.model(b, ctx, "dark")
		m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
		t0 := time.Now()
		var after tea.Cmd
		if cmd := m.open(c.ID); cmd != nil {
			_, after = m.Update(cmd())
		}
		m.prepare()
		v := m.View()
		d := time.Since(t0)
		drive(m, after)
		rest += time.Since(t0)
		if i == 0 {
			first = d
		}
		total += d
		if !strings.Contains(ansi.Strip(v.Content), longMark(10000)) {
			b.Fatal("last message not on screen")
		}
		cv := m.tl.views[c.ID]
		if cv == nil || cv.partial || cv.loading || cv.tree == nil || len(cv.tree.Branches) == 0 {
			b.Fatal("the tree of the branch was not read")
		}
		if !cv.more || len(cv.items) >= 10000 {
			b.Fatalf("%d entries read of 10,000 (more above: %v): an open reads the end of the branch only", len(cv.items), cv.more)
		}
		m.sub.Close()
	}
	b.ReportMetric(ms(total)/float64(b.N), "ms/open")
	b.ReportMetric(ms(first), "ms/open_cold")
	b.ReportMetric(ms(rest)/float64(b.N), "rest_ms/open")
}

// streamText returns about words words of a realistic reply (several
// corpus messages one after another), cut into words with their spacing.
func streamText(words int) []string {
	g := corpus.New(23)
	var out []string
	for len(out) < words {
		msg := g.Message(session.RoleAssistant) + "\n\n"
		for len(msg) > 0 && len(out) < words {
			i := strings.IndexAny(msg, " \n")
			for i >= 0 && i+1 < len(msg) && (msg[i+1] == ' ' || msg[i+1] == '\n') {
				i++
			}
			if i < 0 {
				i = len(msg) - 1
			}
			out = append(out, msg[:i+1])
			msg = msg[i+1:]
		}
	}
	return out
}

// BenchmarkStreamFrame: frame time while one turn streams 3,000 tokens/s
// (≈50 tokens per 16 ms frame) into a long conversation.
func BenchmarkStreamFrame(b *testing.B) {
	env := newEnv(b, false)
	c := seedLong(b, env, 2000)
	m := env.openModel(b, c.ID, 120, 40)
	m.View()
	turn := startTurn(m, c.ID)
	words := streamText(50 * (b.N + 1))
	before := m.tl.finishedRenders
	ds := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		delta := strings.Join(words[i*50:(i+1)*50], "")
		t0 := time.Now()
		m.Update(eventsMsg{{Kind: agent.EvDelta, ConversationID: c.ID, TurnID: turn.ID, Branch: session.DefaultBranch, Text: delta}})
		m.View()
		ds = append(ds, time.Since(t0))
	}
	b.StopTimer()
	b.ReportMetric(ms(p99(ds)), "p99_ms/frame")
	b.ReportMetric(float64(m.tl.finishedRenders-before), "finished_rerenders")
}

// BenchmarkKeypressStreaming: keypress-to-frame while 8 turns stream at
// 500 tokens/s each (≈8 tokens per turn per frame).
func BenchmarkKeypressStreaming(b *testing.B) {
	env := newEnv(b, false)
	c := seedLong(b, env, 2000)
	m := env.openModel(b, c.ID, 120, 40)
	var turns []session.Turn
	for i := 0; i < 8; i++ {
		t := session.Turn{ID: session.NewID(), ConversationID: c.ID, Branch: session.DefaultBranch, Agent: "assistant", Status: session.TurnActive}
		turns = append(turns, t)
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: t.ID, Turn: &t}})
	}
	words := streamText(8 * (b.N + 1))
	ds := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		evs := make(eventsMsg, 0, 8)
		for _, t := range turns {
			evs = append(evs, agent.Event{Kind: agent.EvDelta, ConversationID: c.ID, TurnID: t.ID, Branch: session.DefaultBranch, Text: strings.Join(words[i*8:(i+1)*8], "")})
		}
		t0 := time.Now()
		// The key waits behind one event batch, then its own frame.
		m.Update(evs)
		m.Update(tea.KeyPressMsg{Code: 'a', Text: "a"})
		m.View()
		ds = append(ds, time.Since(t0))
		if i%200 == 199 {
			m.in.ta.Reset()
		}
	}
	b.StopTimer()
	b.ReportMetric(ms(p99(ds)), "p99_ms/keypress")
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// idleSecond runs the real program, lets it settle, and counts frames and
// CPU time over one idle second.
func idleSecond(tb testing.TB) (views int64, cpu time.Duration) {
	env := newEnv(tb, true)
	env.seedShowcase(tb)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(tb, ctx, "dark")
	tm := teatest.NewTestModel(tb, m, teatest.WithInitialTermSize(120, 40),
		teatest.WithProgramOptions(tea.WithFPS(frameRate))) // the renderer's ticks, as grove runs it
	teatest.WaitFor(tb, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "cancelled") },
		teatest.WithDuration(10*time.Second))
	time.Sleep(300 * time.Millisecond)
	v0, c0 := m.viewCalls.Load(), cpuTime()
	time.Sleep(time.Second)
	views, cpu = m.viewCalls.Load()-v0, cpuTime()-c0
	tm.Quit()
	tm.WaitFinished(tb, teatest.WithFinalTimeout(5*time.Second))
	return views, cpu
}

// TestIdleNoRedraws: with nothing happening the program draws nothing.
func TestIdleNoRedraws(t *testing.T) {
	views, _ := idleSecond(t)
	if views > 0 {
		t.Fatalf("%d frames during an idle second; want 0", views)
	}
}

// BenchmarkIdle reports frames and CPU time of an idle second.
func BenchmarkIdle(b *testing.B) {
	var views int64
	var cpu time.Duration
	for i := 0; i < b.N; i++ {
		v, c := idleSecond(b)
		views += v
		cpu += c
	}
	b.ReportMetric(float64(views)/float64(b.N), "frames/idle_s")
	b.ReportMetric(ms(cpu)/float64(b.N), "cpu_ms/idle_s")
}

// BenchmarkPasteLarge: paste 2,000 lines into the input, then type: the
// paste's own frame and the keypress-to-frame time with it in the box.
func BenchmarkPasteLarge(b *testing.B) {
	env := newEnv(b, false)
	m := env.model(b, context.Background(), "dark")
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	drive(m, initCmds(m)...)
	paste := goFunc(2000)
	t0 := time.Now()
	m.Update(tea.PasteMsg{Content: paste})
	v := m.View()
	pasteTook := time.Since(t0)
	if !strings.Contains(ansi.Strip(v.Content), "[pasted 2000 lines #1]") || m.in.pastes.expand(m.in.ta.Value()) != paste {
		b.Fatalf("the paste is not in the input: %q", m.in.ta.Value())
	}
	ds := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := tea.KeyPressMsg{Code: 'a', Text: "a"}
		if i%50 == 49 {
			k = tea.KeyPressMsg{Code: tea.KeyUp}
		}
		t0 := time.Now()
		m.Update(k)
		m.View()
		ds = append(ds, time.Since(t0))
	}
	b.StopTimer()
	b.ReportMetric(ms(p99(ds)), "p99_ms/keypress")
	b.ReportMetric(ms(pasteTook), "ms/paste")
}

// BenchmarkStreamLong streams a 10,000-word reply at 1,000 words/s (16
// words per 16 ms frame) into a long conversation and reports the mean
// cost of a frame (event and view) over its first and its last 50 frames,
// and the allocations of a frame at both ends: flat when a frame costs the
// new text, not the reply so far.
func BenchmarkStreamLong(b *testing.B) {
	env := newEnv(b, false)
	c := seedLong(b, env, 2000)
	m := env.openModel(b, c.ID, 120, 40)
	m.View()
	words := streamText(10000)
	const per, edge = 16, 50
	frames := (len(words) + per - 1) / per
	var first, last time.Duration
	var firstAllocs, lastAllocs uint64
	var ms0, ms1 runtime.MemStats
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		turn := startTurn(m, c.ID)
		for f := 0; f < frames; f++ {
			delta := strings.Join(words[f*per:min((f+1)*per, len(words))], "")
			if f == 0 || f == frames-edge {
				runtime.ReadMemStats(&ms0)
			}
			if f == edge {
				runtime.ReadMemStats(&ms1)
				firstAllocs += ms1.Mallocs - ms0.Mallocs
			}
			t0 := time.Now()
			m.Update(eventsMsg{{Kind: agent.EvDelta, ConversationID: c.ID, TurnID: turn.ID, Branch: session.DefaultBranch, Text: delta}})
			m.View()
			d := time.Since(t0)
			switch {
			case f < edge:
				first += d
			case f >= frames-edge:
				last += d
			}
		}
		runtime.ReadMemStats(&ms1)
		lastAllocs += ms1.Mallocs - ms0.Mallocs
		done := turn
		done.Status = session.TurnCompleted
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: turn.ID, Turn: &done}})
	}
	b.StopTimer()
	nf := float64(b.N * edge)
	b.ReportMetric(ms(first)/nf, "first_ms/frame")
	b.ReportMetric(ms(last)/nf, "last_ms/frame")
	b.ReportMetric(float64(firstAllocs)/nf, "first_allocs/frame")
	b.ReportMetric(float64(lastAllocs)/nf, "last_allocs/frame")
}

// BenchmarkCompareLong opens the compare view of a 10,000-entry branch of
// realistic messages and a re-run of its last 20 entries, on the store it
// was read from before (the paths cached, as in the TUI): CPU-seconds
// (user+system) to load the view (both paths read and aligned), the peak
// of live heap above what was live before (extra-MB), allocations, and the
// CPU of drawing it at 120×40 (ms/frame).
func BenchmarkCompareLong(b *testing.B) {
	env := newEnv(b, false)
	ctx := context.Background()
	c, _ := env.importLong(b, 22, 10000, 31, nil)
	path, err := env.st.Path(ctx, c.ID, c.CurrentBranch)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := env.st.CreateBranch(ctx, c.ID, "rerun", path[len(path)-21].ID); err != nil {
		b.Fatal(err)
	}
	if _, err := env.st.Append(ctx, c.ID, "rerun", corpus.New(4).Entries(20)...); err != nil {
		b.Fatal(err)
	}
	m := env.startedModel(b, 120, 40)
	var frames time.Duration
	rows := 0
	var msg compareLoadMsg
	testkit.Measure(b, func(int) {}, func(int) {
		msg = compareBranches(ctx, env.st, c.ID, c.CurrentBranch, "rerun")().(compareLoadMsg)
	}, func(int) {
		if msg.err != nil {
			b.Fatal(msg.err)
		}
		rows = len(msg.rows)
		ov := &compareOverlay{c: m.c, convID: c.ID, left: msg.left, right: msg.right, rows: msg.rows}
		f0 := cpuTime()
		ov.View(120, 40)
		frames += cpuTime() - f0
	})
	b.ReportMetric(float64(frames.Microseconds())/1000/float64(b.N), "ms/frame")
	b.ReportMetric(float64(rows), "rows")
}
