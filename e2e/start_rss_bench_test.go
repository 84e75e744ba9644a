package e2e

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkStartTUIRSS reports the TUI's memory with the 10,000-entry
// branch of startFixture open, as a person leaves it on screen:
//
//   - MB/tui_long_rss: peak resident memory (VmHWM) 8 s after start, in a
//     140×45 tmux pane, median of rssRuns starts;
//   - MB/tui_long_anon: the anonymous part of it at that moment (RssAnon:
//     heap, SQLite's caches), the part grove's code decides; the rest is
//     pages of the binary file.
//
// It runs an installed copy of the binary, copied file to file as `go
// install` copies it: the file the linker writes (or one written in a
// single write) has about 25 MB more of its pages mapped once touched, on
// this machine, whatever grove does — the page cache holds such a file in
// larger pieces and a fault maps a whole piece. The database is a copy of the
// fixture opened once before the measured starts, so its history index
// has caught up as in a database in use.
//
//	go test -run '^$' -bench '^BenchmarkStartTUIRSS$' -benchtime 1x ./e2e
func BenchmarkStartTUIRSS(b *testing.B) {
	bin := installedCopy(b, benchBinary(b, true))
	dir := copyFixture(b, startFixture(b))
	tuiMemory(b, bin, dir) // the history index catches up
	for range b.N {
		var hwm, anon []int64
		for range rssRuns {
			h, a := tuiMemory(b, bin, dir)
			hwm, anon = append(hwm, h), append(anon, a)
		}
		b.ReportMetric(medianMB(hwm), "MB/tui_long_rss")
		b.ReportMetric(medianMB(anon), "MB/tui_long_anon")
	}
}

// rssRuns is how many starts the memory figures are the median of.
const rssRuns = 3

// installedCopy copies the binary at bin into a new file, file to file.
func installedCopy(tb testing.TB, bin string) string {
	tb.Helper()
	from, err := os.Open(bin)
	if err != nil {
		tb.Fatal(err)
	}
	defer from.Close()
	to := filepath.Join(tb.TempDir(), "grove")
	f, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_EXCL, 0o755)
	if err != nil {
		tb.Fatal(err)
	}
	_, err = io.Copy(f, from)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		tb.Fatal(err)
	}
	return to
}

// tuiMemory starts the TUI on dir's database in a 140×45 tmux pane, waits
// for the last screen of the long conversation, and returns VmHWM and
// RssAnon (KB) 8 s after the start.
func tuiMemory(tb testing.TB, bin, dir string) (hwm, anon int64) {
	tb.Helper()
	tm := benchTmux(tb, "rss")
	defer tm.kill()
	t0 := time.Now()
	tm.newPane(140, 45, "", "exec "+tuiCommand(bin, dir))
	out := tm.run("display", "-p", "-t", tm.name, "#{pane_pid}")
	pid, err := strconv.Atoi(strings.TrimSpace(out))
	if err != nil {
		tb.Fatalf("tmux pane pid %q: %v", out, err)
	}
	tm.await("the long conversation", time.Second, 10*time.Millisecond, nil, longLastWords)
	time.Sleep(time.Until(t0.Add(8 * time.Second)))
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		tb.Fatal(err)
	}
	field := func(name string) int64 {
		kb, ok := statusKB(data, name)
		if !ok {
			tb.Fatalf("no %s in /proc/%d/status", name, pid)
		}
		return kb
	}
	hwm, anon = field("VmHWM"), field("RssAnon")
	tm.run("send-keys", "-t", tm.name, "C-q")
	for i := 0; i < 200; i++ {
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", pid)); err != nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	return hwm, anon
}
