package ui

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// failingProvider streams said, then fails with a permanent error once
// released.
type failingProvider struct {
	said    string
	release chan struct{}
}

func (p *failingProvider) Name() string { return "failing" }
func (p *failingProvider) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	emit(llm.Event{Type: llm.EventText, Text: p.said})
	select {
	case <-p.release:
	case <-ctx.Done():
		return llm.Response{Content: []session.Block{session.TextBlock(p.said)}}, ctx.Err()
	}
	return llm.Response{Content: []session.Block{session.TextBlock(p.said)}},
		&llm.Error{Class: llm.Permanent, Status: 400, Message: "the provider refused the request"}
}

// feedUntil runs the TUI's change feed until ok holds, failing the test
// at a generous deadline; a feed that waits for a change that never comes
// fails it too, rather than hang.
func feedUntil(t *testing.T, m *Model, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !ok() {
		cmd := m.feedCmd(false)
		got := make(chan any, 1)
		go func() { got <- cmd() }()
		select {
		case msg := <-got:
			_, next := m.Update(msg)
			driveAll(m, next)
		case <-time.After(time.Until(deadline)):
			t.Fatalf("%s: the feed never woke:\n%s", what, ansi.Strip(m.render()))
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never happened:\n%s", what, ansi.Strip(m.render()))
		}
	}
}

// sendElsewhere starts a TUI (its feed running) on a new conversation in
// which another process — its own store and runtime on the same file,
// answering with prov — has been sent "tell me a story"; it returns that
// process's store and runtime, the TUI and the turn.
func sendElsewhere(t *testing.T, ctx context.Context, prov llm.Provider) (*session.Store, *agent.Runtime, *Model, session.Turn) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "grove.db")
	other := testkit.Open(t, path)
	rt := agent.New(agent.Options{Store: other, Provider: func(llm.Profile) (llm.Provider, error) { return prov, nil }})
	t.Cleanup(rt.Close)
	c := testkit.NewConversation(t, other, session.NewConversation{Agent: config.DefaultAgentName})
	st, m := watching(t, ctx, path, c.ID)
	_, next := m.Update(runToEnd(startFeed(ctx, st)))
	driveAll(m, next)
	turn, err := rt.Send(ctx, agent.SendRequest{ConversationID: c.ID, Text: "tell me a story"})
	if err != nil {
		t.Fatal(err)
	}
	return other, rt, m, turn
}

// nothingStreams: no turn is running in the TUI and no block streams.
func nothingStreams(m *Model) bool { return len(m.turns.active) == 0 && len(m.tl.streams) == 0 }

// TestTurnEndingElsewhereLeavesNoStaleWords: a reply another process
// streams shows its words in the TUI; whichever way the turn ends — the
// person cancels it there, or its provider fails — the TUI stops streaming
// it, and the words said show once, as the saved cut reply.
func TestTurnEndingElsewhereLeavesNoStaleWords(t *testing.T) {
	for _, end := range []string{"cancelled", "failed"} {
		t.Run(end, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			said := "Once upon a time there was"
			prov := &failingProvider{said: said, release: make(chan struct{})}
			_, rtB, m, turn := sendElsewhere(t, ctx, prov)
			feedUntil(t, m, "the words streaming elsewhere", func() bool {
				s := m.tl.streams[turn.ID]
				return s != nil && s.text == said
			})
			if end != "cancelled" {
				close(prov.release)
			} else if err := rtB.Cancel(turn.ID); err != nil {
				t.Fatal(err)
			}
			tr, err := rtB.WaitTurn(ctx, turn.ID)
			if err != nil || tr.Status != end {
				t.Fatalf("the turn ended %s (%v), want %s", tr.Status, err, end)
			}
			feedUntil(t, m, "the turn's end", func() bool { return nothingStreams(m) })
			feedUntil(t, m, "the cut reply", func() bool { return strings.Contains(ansi.Strip(m.render()), said) })
			if screen := ansi.Strip(m.render()); strings.Count(screen, said) != 1 {
				t.Fatalf("the words show %d times after the turn %s:\n%s", strings.Count(screen, said), end, screen)
			}
		})
	}
}

// TestWriterKilledMidStreamLeavesNoStaleWords: the process streaming a
// reply is killed (kill -9): it writes nothing more, yet the TUI showing
// its words stops streaming them once it sees the process is gone, without
// waiting for another write to the database.
func TestWriterKilledMidStreamLeavesNoStaleWords(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	writer := testkit.Open(t, path)
	defer writer.Close()
	c := testkit.NewConversation(t, writer, session.NewConversation{Agent: config.DefaultAgentName})
	st, m := watching(t, ctx, path, c.ID)
	_, next := m.Update(runToEnd(startFeed(ctx, st)))
	driveAll(m, next)

	// The writing process: one of its own, whose id owns the turn.
	proc := exec.Command("sleep", "300")
	if err := proc.Start(); err != nil {
		t.Fatal(err)
	}
	defer proc.Process.Kill()
	host, _ := os.Hostname()
	owner := fmt.Sprintf("%s/%d/rt-writer", host, proc.Process.Pid)
	_, tr, err := writer.StartTurn(ctx, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Content: []session.Block{session.TextBlock("tell me a story")}}, session.Turn{ConversationID: c.ID, Agent: config.DefaultAgentName, Owner: owner})
	if err != nil {
		t.Fatal(err)
	}
	said := "Once upon a time there was"
	if err := writer.SetLiveText(ctx, session.LiveText{TurnID: tr.ID, Step: 1, Text: said}); err != nil {
		t.Fatal(err)
	}
	feedUntil(t, m, "the words streaming elsewhere", func() bool {
		s := m.tl.streams[tr.ID]
		return s != nil && s.text == said
	})

	proc.Process.Kill() // SIGKILL
	proc.Wait()
	feedUntil(t, m, "the killed writer's words to go", func() bool { return nothingStreams(m) })
	if screen := ansi.Strip(m.render()); strings.Contains(screen, said) {
		t.Fatalf("the killed writer's words still show:\n%s", screen)
	}
}
