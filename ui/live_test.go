package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"grove/agent"
	"grove/agent/config"
	"grove/agent/llm"
	"grove/internal/testkit"
	"grove/session"
)

// saidThenHeld streams its first words at once, then holds the rest of
// the reply until released: its turn is streaming meanwhile.
type saidThenHeld struct {
	said, reply string
	release     chan struct{}
}

func (p *saidThenHeld) Name() string { return "held" }
func (p *saidThenHeld) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	emit(llm.Event{Type: llm.EventText, Text: p.said})
	select {
	case <-p.release:
	case <-ctx.Done():
		return llm.Response{}, ctx.Err()
	}
	return llm.Response{Content: []session.Block{session.TextBlock(p.reply)}}, nil
}

// TestReplyStreamingElsewhereShowsItsWords: while another process (its own
// store and runtime on the same file) streams a reply in the conversation
// on screen, the TUI shows the words said so far in the turn's block, as
// that process's own TUI does, before the reply is saved; once it is
// saved the reply shows once and nothing streams.
func TestReplyStreamingElsewhereShowsItsWords(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	other := testkit.Open(t, path)
	held := &saidThenHeld{said: "Once upon a time there was", reply: "Once upon a time there was a quiet grove.", release: make(chan struct{})}
	rtB := agent.New(agent.Options{Store: other, Provider: func(llm.Profile) (llm.Provider, error) { return held, nil }})
	t.Cleanup(rtB.Close)
	c := testkit.NewConversation(t, other, session.NewConversation{Agent: config.DefaultAgentName})

	st := testkit.Open(t, path)
	rt := agent.New(agent.Options{Store: st, Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil }})
	t.Cleanup(rt.Close)
	m := startedOn(t, ctx, Options{Runtime: rt})
	driveAll(m, m.open(c.ID))
	_, next := m.Update(runToEnd(startFeed(ctx, st)))
	driveAll(m, next)

	turn, err := rtB.Send(ctx, agent.SendRequest{ConversationID: c.ID, Text: "tell me a story"})
	if err != nil {
		t.Fatal(err)
	}
	// The feed wakes on each commit of the other process; only a hang
	// reaches the deadline.
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(ansi.Strip(m.render()), held.said) {
		if time.Now().After(deadline) {
			t.Fatalf("the words streaming elsewhere never showed:\n%s", ansi.Strip(m.render()))
		}
		_, next := m.Update(runToEnd(m.feedCmd(false)))
		driveAll(m, next)
	}
	if tr, err := other.Turn(ctx, turn.ID); err != nil || tr.Status != session.TurnActive {
		t.Fatalf("the words showed once the turn had ended (%v): not live", tr.Status)
	}
	if s := m.tl.streams[turn.ID]; s == nil || s.text != held.said {
		t.Fatalf("the turn's block does not stream the words: %+v", s)
	}

	close(held.release)
	if _, err := rtB.WaitTurn(ctx, turn.ID); err != nil {
		t.Fatal(err)
	}
	for len(m.turns.active) > 0 || !strings.Contains(ansi.Strip(m.render()), "a quiet grove.") {
		if time.Now().After(deadline) {
			t.Fatalf("the saved reply never showed:\n%s", ansi.Strip(m.render()))
		}
		_, next := m.Update(runToEnd(m.feedCmd(false)))
		driveAll(m, next)
	}
	if screen := ansi.Strip(m.render()); strings.Count(screen, "Once upon a time") != 1 || len(m.tl.streams) != 0 {
		t.Fatalf("after the save the reply shows %d times, streams %v:\n%s", strings.Count(screen, "Once upon a time"), m.tl.streams, screen)
	}
}
