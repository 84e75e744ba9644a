package ui

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// longBranch imports one conversation of n realistic entries (markdown,
// code blocks, tool calls) and returns it with its whole path.
func longBranch(tb testing.TB, env *testEnv, n int) (session.Conversation, []session.Entry) {
	tb.Helper()
	ctx := context.Background()
	x := corpus.Conversation(11, n, 0, time.Now())
	x.Conversation.Agent = config.DefaultAgentName
	c, err := env.st.Import(ctx, x)
	if err != nil {
		tb.Fatal(err)
	}
	path, err := env.st.Path(ctx, c.ID, c.CurrentBranch)
	if err != nil {
		tb.Fatal(err)
	}
	return c, path
}

// pressCode presses a key and runs what it starts (pages read above the top).
func pressCode(m *Model, code rune) {
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: code}))
}

// rendered counts the items of a view holding rendered lines.
func rendered(cv *convView) int {
	n := 0
	for _, it := range cv.items {
		if it.out.ok || it.body.ok {
			n++
		}
	}
	return n
}

// TestScrollKeepsRendersNearScreen: scrolling up through 1,000 entries of
// a long branch (more than a view keeps above its screen and a page) and back down holds rendered lines only for the items
// near the screen, and every screen on the way down, the last one included,
// is line for line the screen shown there on the way up, though the items
// were rendered again.
func TestScrollKeepsRendersNearScreen(t *testing.T) {
	env := newEnv(t, false)
	c, path := longBranch(t, env, 1300)
	at := make(map[string]int, len(path))
	for i, e := range path {
		at[e.ID] = i
	}
	m := env.openModel(t, c.ID, 100, 60)
	cv := m.tl.views[c.ID]
	if cv == nil || !cv.loaded || !cv.more {
		t.Fatal("the end of the long branch is not open")
	}
	screen := func() string { return strings.Join(m.tl.frame, "\n") }
	var frames []string
	frames = append(frames, screen())
	// Items near the screen plus those on it (each item is at least two
	// lines: a blank one and its header).
	bound := 2*keepRendered + m.timelineHeight()/2 + 1
	for len(path)-at[cv.items[cv.firstVis].id] < 1000 {
		if len(frames) > 5000 {
			t.Fatalf("5,000 pages up reach only entry %d of %d", at[cv.items[cv.firstVis].id], len(path))
		}
		pressCode(m, tea.KeyPgUp)
		frames = append(frames, screen())
		if n := rendered(cv); n > bound {
			t.Fatalf("after %d pages up %d items hold rendered lines; want at most %d", len(frames)-1, n, bound)
		}
	}
	last := cv.items[len(cv.items)-1]
	if last.out.ok || last.body.ok {
		t.Fatal("the last item, 1,000 entries below the screen, still holds its rendered lines")
	}
	renders := m.tl.finishedRenders
	for i := len(frames) - 2; i >= 0; i-- {
		pressCode(m, tea.KeyPgDown)
		if got := screen(); got != frames[i] {
			t.Fatalf("%d pages up, the screen on the way down differs from the one on the way up:\n%s\n---- was ----\n%s", i, got, frames[i])
		}
		if n := rendered(cv); n > bound {
			t.Fatalf("on the way down %d items hold rendered lines; want at most %d", n, bound)
		}
	}
	pressCode(m, tea.KeyEnd)
	if got := screen(); got != frames[0] {
		t.Fatalf("the end of the branch after scrolling back differs:\n%s\n---- was ----\n%s", got, frames[0])
	}
	if m.tl.finishedRenders == renders {
		t.Fatal("nothing was rendered again on the way down")
	}
	// Back at the end, the entries far above the screen are let go of...
	if n := len(cv.items); n > keepAbove+pageEntries+m.timelineHeight() {
		t.Fatalf("back at the end the view holds %d items; want at most %d", n, keepAbove+pageEntries+m.timelineHeight())
	}
	top := at[cv.top]
	if top == 0 || !cv.more {
		t.Fatal("back at the end the view still holds the entries read on the way up")
	}
	// ...and read again as the screen nears them, to the same screens.
	for k := 1; at[cv.items[cv.firstVis].id] >= top; k++ {
		if k >= len(frames) {
			t.Fatal("paging up again does not reach the entries let go of")
		}
		pressCode(m, tea.KeyPgUp)
		if got := screen(); got != frames[k] {
			t.Fatalf("%d pages up again, the screen differs from the first time:\n%s\n---- was ----\n%s", k, got, frames[k])
		}
	}
}

// BenchmarkScrollLong opens the 10,000-entry branch, pages up through
// 1,500 entries and goes back to the end, as a person reads back through a
// day of conversation. MB/peak_heap is the largest heap in use seen on the
// way (sampled every ten pages), MB/end_heap the heap in use back at the
// end after a collection (MB/open_heap: the same right after opening),
// items/rendered_max the most items holding rendered lines at once and
// items/kept_end the items the view holds back at the end.
//
//	go test -run '^$' -bench '^BenchmarkScrollLong$' -benchtime 1x ./ui
func BenchmarkScrollLong(b *testing.B) {
	env := newEnv(b, false)
	c := seedLong(b, env, 10000)
	path, err := env.st.Path(context.Background(), c.ID, c.CurrentBranch)
	if err != nil {
		b.Fatal(err)
	}
	at := make(map[string]int, len(path))
	for i, e := range path {
		at[e.ID] = i
	}
	var open, peak, end, held, kept float64
	var mem runtime.MemStats
	for range b.N {
		runtime.GC()
		m := env.openModel(b, c.ID, 120, 40)
		cv := m.tl.views[c.ID]
		runtime.GC()
		runtime.ReadMemStats(&mem)
		open = max(open, float64(mem.HeapInuse)/(1<<20))
		sample := func() {
			runtime.ReadMemStats(&mem)
			peak = max(peak, float64(mem.HeapInuse)/(1<<20))
			held = max(held, float64(rendered(cv)))
		}
		for pages := 0; len(path)-at[cv.items[cv.firstVis].id] < 1500; pages++ {
			pressCode(m, tea.KeyPgUp)
			if pages%10 == 0 {
				sample()
			}
		}
		pressCode(m, tea.KeyEnd)
		sample()
		if !strings.Contains(strings.Join(m.tl.frame, "\n"), longMark(10000)) {
			b.Fatal("the end of the branch is not on screen after End")
		}
		runtime.GC()
		runtime.ReadMemStats(&mem)
		end = max(end, float64(mem.HeapInuse)/(1<<20))
		kept = max(kept, float64(len(cv.items)))
		runtime.KeepAlive(m)
	}
	b.ReportMetric(open, "MB/open_heap")
	b.ReportMetric(peak, "MB/peak_heap")
	b.ReportMetric(end, "MB/end_heap")
	b.ReportMetric(held, "items/rendered_max")
	b.ReportMetric(kept, "items/kept_end")
}
