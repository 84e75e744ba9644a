package e2e

import (
	"context"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// BenchmarkStartLongSend runs the binary's first `grove send` into the
// 10,000-entry branch of startFixture (offline model, a fresh copy of the
// database each run, so each send finds the branch uncompacted):
//
//   - ms/send_long_first_byte: from starting it to the first byte of reply;
//   - ms/send_long_cpu: the whole command's CPU (user+system), the
//     background compaction it waits for before exiting included;
//   - MB/send_long_rss: its peak resident memory.
//
// Medians of 5 runs; scripts/bench-start.sh runs it beside BenchmarkStart.
func BenchmarkStartLongSend(b *testing.B) {
	bin := benchBinary(b, false)
	big := startFixture(b)
	conv := longConversation(b, big)
	for range b.N {
		var first, cpu []time.Duration
		var rss []int64
		for range 5 {
			f, c, r := sendLong(b, bin, big, conv)
			first, cpu, rss = append(first, f), append(cpu, c), append(rss, r)
		}
		b.ReportMetric(medianOf(first), "ms/send_long_first_byte")
		b.ReportMetric(medianOf(cpu), "ms/send_long_cpu")
		b.ReportMetric(medianMB(rss), "MB/send_long_rss")
	}
}

// longConversation is the id of the fixture's long conversation.
func longConversation(tb testing.TB, dir string) string {
	tb.Helper()
	ctx := context.Background()
	st := openHome(tb, dir)
	defer st.Close()
	cs, err := st.ListConversations(ctx, session.ListOptions{Limit: 5})
	if err != nil {
		tb.Fatal(err)
	}
	for _, c := range cs {
		if c.Title == "the long one" {
			return c.ID
		}
	}
	tb.Fatal("the fixture has no long conversation")
	return ""
}

// sendLong copies the fixture's database to a fresh home and sends one
// message into the long conversation.
func sendLong(tb testing.TB, bin, fixture, conv string) (first, cpu time.Duration, rssKB int64) {
	tb.Helper()
	var hwm func() int64
	first, ps := timeSend(tb, bin, copyFixture(tb, fixture), func(pid int) { hwm = watchHWM(pid) },
		"send", "--conversation", conv, config.DefaultAgentName, "what did we decide about the cache?")
	return first, ps.UserTime() + ps.SystemTime(), hwm()
}

// watchHWM follows a running process's peak resident memory (VmHWM of
// /proc/PID/status, which only grows) until it exits, and returns a
// function giving the last value read, in KB. The rusage of a child is no
// use here: a child started with vfork inherits its parent's high-water
// mark at exec, and the benchmark's own process is large.
func watchHWM(pid int) func() int64 {
	var mu sync.Mutex
	var last int64
	done := make(chan struct{})
	go func() {
		defer close(done)
		path := fmt.Sprintf("/proc/%d/status", pid)
		for {
			data, err := os.ReadFile(path)
			if err != nil {
				return
			}
			kb, ok := statusKB(data, "VmHWM")
			if !ok {
				return // a zombie: the process has exited
			}
			mu.Lock()
			last = max(last, kb)
			mu.Unlock()
			time.Sleep(time.Millisecond)
		}
	}()
	return func() int64 {
		<-done
		mu.Lock()
		defer mu.Unlock()
		return last
	}
}
