package team

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
)

// The wake-up plan follows the agents as they change: a new scheduled
// agent first wakes one interval after it appears, a changed interval
// starts again, a removed agent is dropped.
func TestWakeupPlanFollowsAgents(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	alice := config.Definition{Name: "alice"}
	alice.Schedule.Every = time.Minute
	w := wakeups{}
	if due := w.plan(nil, t0); len(due) != 0 || len(w) != 0 {
		t.Fatalf("nothing scheduled: %v %v", due, w)
	}
	if due := w.plan([]config.Definition{alice}, t0.Add(10*time.Second)); len(due) != 0 {
		t.Fatalf("a new agent woke at once: %v", due)
	}
	if due := w.plan([]config.Definition{alice}, t0.Add(70*time.Second)); len(due) != 1 || due[0].Name != "alice" {
		t.Fatalf("alice not due one interval after she appeared: %v", due)
	}
	if due := w.plan([]config.Definition{alice}, t0.Add(100*time.Second)); len(due) != 0 {
		t.Fatalf("woke twice in one interval: %v", due)
	}
	alice.Schedule.Every = time.Hour
	if due := w.plan([]config.Definition{alice}, t0.Add(200*time.Second)); len(due) != 0 || !w["alice"].at.Equal(t0.Add(200*time.Second+time.Hour)) {
		t.Fatalf("a changed interval is not planned again: %v %v", due, w["alice"])
	}
	if w.plan(nil, t0.Add(2*time.Hour)); len(w) != 0 {
		t.Fatalf("a removed agent stays scheduled: %v", w)
	}
}

// An agent that appears while Serve runs (created in another shell) is
// woken on its schedule without a restart.
func TestServeWakesAgentsCreatedWhileRunning(t *testing.T) {
	te := newTeamEnv(t, "alice")
	var mu sync.Mutex
	now := time.Now()
	var agents []config.Definition
	te.team.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- te.team.Serve(ctx, func() []config.Definition { mu.Lock(); defer mu.Unlock(); return agents })
	}()
	defer func() { cancel(); <-done }()

	d := te.defs["alice"]
	d.Schedule = config.Schedule{Prompt: "Look at the inbox", Every: time.Minute}
	mu.Lock()
	agents = []config.Definition{d}
	mu.Unlock()
	// Serve plans alice on one of its rounds (a second apart at most), then
	// the clock moves past her interval.
	deadline := time.Now().Add(30 * time.Second)
	for {
		mu.Lock()
		now = now.Add(2 * time.Minute)
		mu.Unlock()
		ins, err := te.store.Instructions(context.Background(), "")
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range ins {
			if in.Agent == "alice" && in.Source == "schedule" && in.Text == "Look at the inbox" {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("alice, added while serving, was never woken: %+v", ins)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
