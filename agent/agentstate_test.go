package agent

import (
	"testing"
	"time"
)

// The waits before restarts: 1s, doubling, never more than 30s.
func TestRestartWaitsDoubleUpToTheCap(t *testing.T) {
	p := DefaultRestarts
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 16 * time.Second, 30 * time.Second, 30 * time.Second}
	for i, w := range want {
		if got := p.Wait(i + 1); got != w {
			t.Errorf("wait before restart %d = %s, want %s", i+1, got, w)
		}
	}
	if p.attempts() != 5 {
		t.Errorf("attempts %d", p.attempts())
	}
	short := Restarts{Base: 10 * time.Millisecond}
	if got := short.Wait(3); got != 40*time.Millisecond {
		t.Errorf("a shorter first wait doubles too: %s", got)
	}
}
