package team

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// TestResumeWorkspace: a stopped workspace keeps its channel; resumed, the
// same channel takes posts again and its agents answer there, including
// one whose loop had given up.
func TestResumeWorkspace(t *testing.T) {
	te := newTeamEnv(t, "alice", "bob")
	ctx := context.Background()
	crash := true
	te.team.Sleep = func(context.Context, time.Duration) error { return nil }
	te.team.BeforeDeliver = func(in session.Instruction) {
		if in.Agent == "alice" && crash {
			panic("boom")
		}
	}
	ws := te.start(t, testWorkflow) // alice's loop gives up: the error state
	before := len(channel(t, te.store, ws))
	if err := te.team.Stop(ctx, ws); err != nil {
		t.Fatal(err)
	}
	if _, _, err := te.team.Post(ctx, ws, "user", "@bob anyone?", 0, te.team.Owner()); err == nil {
		t.Fatal("posted to a stopped workspace")
	}
	crash = false
	got, err := te.team.Resume(ctx, ws)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != ws.ID || got.ChannelID != ws.ChannelID || got.Status != session.WorkspaceRunning {
		t.Fatalf("resumed %+v", got)
	}
	_, ins, err := te.team.Post(ctx, got, "user", "@alice @bob back to work", 0, te.team.Owner())
	if err != nil {
		t.Fatal(err)
	}
	te.team.Deliver(ctx, ins...)
	te.idle(t)
	ch := channel(t, te.store, ws)
	authors := map[string]bool{}
	for _, e := range ch[before:] {
		authors[e.Author] = true
	}
	if !authors["alice"] || !authors["bob"] {
		var lines []string
		for _, e := range ch {
			lines = append(lines, e.Author+": "+session.Text(e.Content))
		}
		t.Fatalf("after resume, answers from %v in the same channel:\n%s", authors, strings.Join(lines, "\n"))
	}
	ms, _ := te.team.Members(ctx, got)
	for _, m := range ms {
		if m.State == "error" || m.State == "stopped" {
			t.Fatalf("%s is %s after resume", m.Name, m.State)
		}
	}
}
