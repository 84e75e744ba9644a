package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// heldProvider answers with text once released; until then its turn runs,
// having streamed said (when not "").
type heldProvider struct {
	release chan struct{}
	said    string
	text    string
}

func (p *heldProvider) Name() string { return "held" }
func (p *heldProvider) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	if p.said != "" {
		emit(llm.Event{Type: llm.EventText, Text: p.said})
	}
	select {
	case <-p.release:
	case <-ctx.Done():
		return llm.Response{}, ctx.Err()
	}
	return llm.Response{Content: []session.Block{session.TextBlock(p.text)}, Usage: session.Usage{InputTokens: 40, OutputTokens: 5}}, nil
}

// watching is a TUI of its own process (its store and runtime) on the
// database at path, showing conversation convID.
func watching(t *testing.T, ctx context.Context, path, convID string) (*session.Store, *Model) {
	t.Helper()
	st := testkit.Open(t, path)
	rt := agent.New(agent.Options{Store: st, Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil }})
	t.Cleanup(rt.Close)
	m := startedOn(t, ctx, Options{Runtime: rt})
	driveAll(m, m.open(convID))
	return st, m
}

// TestTurnOfAnotherProcessShows: a TUI started while another process (its
// own store and runtime on the same file, as `grove send` beside it) runs a
// turn counts it as active, in the conversation and in the bar, and gives
// it a block in the timeline; when it ends, the reply shows and nothing is
// left running.
func TestTurnOfAnotherProcessShows(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	held := &heldProvider{release: make(chan struct{}), text: "the-reply-from-elsewhere"}
	other := testkit.Open(t, path)
	rtB := agent.New(agent.Options{Store: other, Provider: func(llm.Profile) (llm.Provider, error) { return held, nil }})
	t.Cleanup(rtB.Close)
	c := testkit.NewConversation(t, other, session.NewConversation{Agent: config.DefaultAgentName})
	turn, err := rtB.Send(ctx, agent.SendRequest{ConversationID: c.ID, Text: "hello"})
	if err != nil {
		t.Fatal(err)
	}

	st, m := watching(t, ctx, path, c.ID)
	// The change feed starts by reading what other processes run.
	_, next := m.Update(runToEnd(startFeed(ctx, st)))
	_, next = m.Update(runToEnd(next))
	driveAll(m, next)
	if s := statusText(m); !strings.Contains(s, "1 active (1 here)") {
		t.Fatalf("the bar does not count the turn running elsewhere: %q", s)
	}
	if m.activeIn(c.ID) != 1 || m.tl.streams[turn.ID] == nil {
		t.Fatalf("no running turn in the conversation: %d, streams %v", m.activeIn(c.ID), m.tl.streams)
	}
	if screen := ansi.Strip(m.render()); !strings.Contains(screen, "assistant · turn 1") {
		t.Fatalf("no block for the running turn:\n%s", screen)
	}
	// Esc cannot cancel it from here and says so; ctrl+c still quits.
	press(m, "esc")
	if !strings.Contains(m.bar.notice, "another grove process") {
		t.Fatalf("esc on the turn running elsewhere: %q", m.bar.notice)
	}
	ctrlC := tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	pressKey(m, ctrlC)
	if cmd := pressKey(m, ctrlC); cmd == nil || fmt.Sprint(cmd()) != fmt.Sprint(tea.Quit()) {
		t.Fatal("ctrl+c twice does not quit while another process runs a turn here")
	}
	close(held.release)
	if _, err := rtB.WaitTurn(ctx, turn.ID); err != nil {
		t.Fatal(err)
	}
	// Only a hang reaches runToEnd's deadline: the feed wakes on each commit.
	for len(m.turns.active) > 0 || !strings.Contains(ansi.Strip(m.render()), "the-reply-from-elsewhere") {
		_, next := m.Update(runToEnd(m.feedCmd(false)))
		driveAll(m, next)
	}
	if s := statusText(m); strings.Contains(s, "active") || len(m.tl.streams) != 0 {
		t.Fatalf("the turn still runs after it ended: %q %v", s, m.tl.streams)
	}
	// What it used counts in the bar, as the turn's own process counts it.
	if s := statusText(m); strings.Contains(s, " 0 tok") {
		t.Fatalf("the bar does not count the ended turn's tokens: %q", s)
	}
}

// TestTitleChangedElsewhereShows: a conversation renamed by another process
// (grove conv rename beside the TUI: no entry is written) shows its new
// title in the list as soon as the change feed wakes, not at the
// conversation's next entry.
func TestTitleChangedElsewhereShows(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	other := testkit.Open(t, path)
	c := testkit.NewConversation(t, other, session.NewConversation{Agent: config.DefaultAgentName, Title: "the old title"})
	if _, err := other.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Author: "user", Content: []session.Block{session.TextBlock("hello")}}); err != nil {
		t.Fatal(err)
	}
	st := testkit.Open(t, path)
	rt := agent.New(agent.Options{Store: st, Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil }})
	t.Cleanup(rt.Close)
	m := startedOn(t, ctx, Options{Runtime: rt})
	m.Update(runToEnd(startFeed(ctx, st))) // the feed's waits are driven below
	if screen := ansi.Strip(m.render()); !strings.Contains(screen, "the old title") {
		t.Fatalf("the list does not show the conversation:\n%s", screen)
	}
	if err := other.RenameConversation(ctx, c.ID, "renamed elsewhere"); err != nil {
		t.Fatal(err)
	}
	// The feed's wait returns once it saw the rename; before, it swallowed
	// it and waited on for an entry that never comes.
	got := make(chan tea.Msg, 1)
	go func() { got <- m.feedCmd(false)() }()
	select {
	case msg := <-got:
		_, next := m.Update(msg)
		driveAll(m, next)
	case <-time.After(30 * time.Second):
		t.Fatal("the change feed never told of the rename")
	}
	if screen := ansi.Strip(m.render()); !strings.Contains(screen, "renamed elsewhere") {
		t.Fatalf("the list does not show the new title:\n%s", screen)
	}
}

// TestReplyStreamingElsewhereShowsItsWords: while another process (its own
// store and runtime on the same file) streams a reply in the conversation
// on screen, the TUI shows the words said so far in the turn's block, as
// that process's own TUI does, before the reply is saved; once it is
// saved the reply shows once and nothing streams.
func TestReplyStreamingElsewhereShowsItsWords(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	held := &heldProvider{said: "Once upon a time there was", text: "Once upon a time there was a quiet grove.", release: make(chan struct{})}
	other, rtB, m, turn := sendElsewhere(t, ctx, held)
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

// TestBackgroundWaitElsewhereSaysSo: a turn another process runs that waits
// for its background work says "waiting for background work" in its block,
// as the same turn does in its own process, not "thinking".
func TestBackgroundWaitElsewhereSaysSo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "grove.db")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	other := testkit.Open(t, path)
	rtB := agent.New(agent.Options{Store: other, Provider: func(llm.Profile) (llm.Provider, error) { return &llm.Offline{}, nil }})
	t.Cleanup(rtB.Close)
	c := testkit.NewConversation(t, other, session.NewConversation{Agent: config.DefaultAgentName})
	st, m := watching(t, ctx, path, c.ID)
	_, next := m.Update(runToEnd(startFeed(ctx, st)))
	driveAll(m, next)
	if _, err := rtB.Send(ctx, agent.SendRequest{ConversationID: c.ID, Text: "in the background wait 600 seconds"}); err != nil {
		t.Fatal(err)
	}
	// Only a hang reaches runToEnd's deadline: the feed wakes on each commit.
	for !strings.Contains(ansi.Strip(m.render()), "report back") {
		_, next := m.Update(runToEnd(m.feedCmd(false)))
		driveAll(m, next)
	}
	screen := ansi.Strip(m.render())
	if !strings.Contains(screen, "waiting for background work") || strings.Contains(screen, "thinking") {
		t.Fatalf("the turn waiting elsewhere:\n%s", screen)
	}
}
