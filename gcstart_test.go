package main

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestNamesSubcommand: the first collection is moved for verbs and help,
// not for the TUI, whose root flags take values that are not verbs.
func TestNamesSubcommand(t *testing.T) {
	for _, c := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"--db", "list"}, false},
		{[]string{"--theme", "dark", "--db=x.db"}, false},
		{[]string{"list"}, true},
		{[]string{"--db", "x.db", "send", "assistant", "hi"}, true},
		{[]string{"--help"}, true},
		{[]string{"-h"}, true},
	} {
		if got := namesSubcommand(c.args); got != c.want {
			t.Errorf("namesSubcommand(%q) = %v, want %v", c.args, got, c.want)
		}
	}
}

// TestFirstCollectionWaitsForStartHeapGoal: after deferFirstGC a command
// allocates well past Go's default first goal (4 MiB) without a
// collection; once the first collection has run, the collector is back at
// the percentage it had.
func TestFirstCollectionWaitsForStartHeapGoal(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	runtime.GC() // the test binary's own start-up garbage is gone
	if deferFirstGC([]string{"--db", "x"}, noEnv) {
		t.Fatal("the TUI's first collection was moved")
	}
	if deferFirstGC([]string{"list"}, func(k string) (string, bool) { return "100", k == "GOGC" }) {
		t.Fatal("a GOGC the person set was overridden")
	}
	if !deferFirstGC([]string{"list"}, noEnv) {
		t.Fatal("list's first collection was not moved")
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	keep := make([][]byte, 0, 1024)
	for range 12 << 10 { // 12 MiB kept alive, three times the default goal
		keep = append(keep, make([]byte, 1024))
	}
	runtime.ReadMemStats(&after)
	if after.NumGC != before.NumGC {
		t.Fatalf("%d collections while the heap grew by 12 MiB", after.NumGC-before.NumGC)
	}
	runtime.KeepAlive(keep)
	runtime.GC()
	deadline := time.Now().Add(30 * time.Second)
	for !gcRestored.Load() {
		if time.Now().After(deadline) {
			t.Fatal("the collector's percentage was not restored after the first collection")
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if p := debug.SetGCPercent(100); p != 100 {
		t.Fatalf("GOGC after the first collection = %d, want 100", p)
	}
}

func noEnv(string) (string, bool) { return "", false }
