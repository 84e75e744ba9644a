package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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
//	go test -run '^$' -bench '^BenchmarkStartTUIRSS$' -benchtime 1x .
func BenchmarkStartTUIRSS(b *testing.B) {
	if testing.Short() {
		b.Skip("builds the binary")
	}
	if exec.Command("tmux", "-V").Run() != nil {
		b.Skip("tmux is not installed")
	}
	bin := installedCopy(b, groveBinary(b))
	dir := copyFixture(b, startFixture(b))
	tuiMemory(b, bin, dir) // the history index catches up
	for range b.N {
		var hwm, anon []int64
		for range rssRuns {
			h, a := tuiMemory(b, bin, dir)
			hwm, anon = append(hwm, h), append(anon, a)
		}
		slices.Sort(hwm)
		slices.Sort(anon)
		b.ReportMetric(float64(hwm[len(hwm)/2])/1024, "MB/tui_long_rss")
		b.ReportMetric(float64(anon[len(anon)/2])/1024, "MB/tui_long_anon")
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
	frames++
	socket := fmt.Sprintf("grove-rssbench-%d-%d", os.Getpid(), frames)
	tmux := func(args ...string) (string, error) {
		out, err := exec.Command("tmux", append([]string{"-L", socket}, args...)...).CombinedOutput()
		return string(out), err
	}
	defer tmux("kill-server")
	var env strings.Builder
	env.WriteString("exec env -i")
	for _, kv := range startEnv(dir) {
		if k, _, _ := strings.Cut(kv, "="); k == "PATH" || k == "HOME" || strings.HasPrefix(k, "GROVE_") || strings.HasPrefix(k, "XDG_") {
			env.WriteString(" '" + kv + "'")
		}
	}
	env.WriteString(" TERM=xterm-256color ")
	t0 := time.Now()
	if out, err := tmux("new-session", "-d", "-s", "grove", "-x", "140", "-y", "45", env.String()+bin); err != nil {
		tb.Fatalf("tmux: %v\n%s", err, out)
	}
	out, err := tmux("display", "-p", "-t", "grove", "#{pane_pid}")
	if err != nil {
		tb.Fatalf("tmux: %v\n%s", err, out)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(out))
	if err != nil {
		tb.Fatalf("tmux pane pid %q: %v", out, err)
	}
	deadline := hangDeadline(time.Second)
	for {
		screen, _ := tmux("capture-pane", "-p", "-t", "grove")
		if strings.Contains(screen, longLastWords) {
			break
		}
		if time.Now().After(deadline) {
			tb.Fatalf("the long conversation is not on screen:\n%s", screen)
		}
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(time.Until(t0.Add(8 * time.Second)))
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		tb.Fatal(err)
	}
	field := func(name string) int64 {
		_, rest, ok := strings.Cut(string(data), name+":")
		if !ok {
			tb.Fatalf("no %s in /proc/%d/status", name, pid)
		}
		var kb int64
		fmt.Sscan(rest, &kb)
		return kb
	}
	hwm, anon = field("VmHWM"), field("RssAnon")
	tmux("send-keys", "-t", "grove", "C-q")
	for i := 0; i < 200; i++ {
		if _, err := os.Stat(fmt.Sprintf("/proc/%d", pid)); err != nil {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	return hwm, anon
}
