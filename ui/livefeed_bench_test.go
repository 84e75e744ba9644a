package ui

import (
	"context"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// BenchmarkLiveWriteElsewhere: what a TUI spends on each live-text write
// of a turn another process streams (its store on the same file), with a
// long conversation open and 1,000 conversations in the list: the change
// feed's wake and reads, the update and the frame. The writes themselves
// (the other process's) are outside the measure.
func BenchmarkLiveWriteElsewhere(b *testing.B) {
	env := newEnv(b, false)
	seedConversations(b, env, 1000)
	c := seedLong(b, env, 2000)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	m := env.model(b, ctx, "dark")
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	drive(m, initCmds(m)...)
	drive(m, m.open(c.ID))
	_, next := m.Update(runToEnd(startFeed(ctx, env.st)))
	driveAll(m, next)

	writer := testkit.Open(b, env.st.File())
	defer writer.Close()
	owner := agent.NewOwner("rt-writer-")
	_, tr, err := writer.StartTurn(ctx, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Content: []session.Block{session.TextBlock("tell me more")}}, session.Turn{ConversationID: c.ID, Agent: config.DefaultAgentName, Owner: owner})
	if err != nil {
		b.Fatal(err)
	}
	words := streamText(b.N + 1)
	var said strings.Builder
	// step reads until the model shows what the writer wrote last.
	step := func() {
		for m.tl.streams[tr.ID] == nil || m.tl.streams[tr.ID].live.Text != said.String() {
			msg := runToEnd(m.feedCmd(false))
			m.Update(msg)
			m.prepare()
			m.View()
		}
	}
	write := func(i int) {
		said.WriteString(words[i])
		if err := writer.SetLiveText(ctx, session.LiveText{TurnID: tr.ID, Step: 1, Text: said.String()}); err != nil {
			b.Fatal(err)
		}
	}
	write(0)
	step() // the turn elsewhere is known, its block shown
	var cpu time.Duration
	beat := time.Now()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if time.Since(beat) > time.Second { // the writer is alive
			writer.Heartbeat(ctx, owner)
			beat = time.Now()
		}
		write(i + 1)
		b.StartTimer()
		c0 := cpuTime()
		step()
		cpu += cpuTime() - c0
	}
	b.StopTimer()
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu_us/live_write")
	if !strings.Contains(m.tl.streams[tr.ID].text, strings.TrimSpace(words[b.N])) {
		b.Fatalf("the block shows %q, not the last word written", m.tl.streams[tr.ID].text)
	}
}
