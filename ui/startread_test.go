package ui

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// orderStore records, beside the Drawn callback, when whole branches and
// trees are read.
type orderStore struct {
	Store
	mu  *sync.Mutex
	log *[]string
}

func (s orderStore) Path(ctx context.Context, convID, branch string) ([]session.Entry, error) {
	s.mu.Lock()
	*s.log = append(*s.log, "whole branch read")
	s.mu.Unlock()
	return s.Store.Path(ctx, convID, branch)
}

func (s orderStore) Tree(ctx context.Context, convID string) (*session.Tree, error) {
	s.mu.Lock()
	*s.log = append(*s.log, "tree read")
	s.mu.Unlock()
	return s.Store.Tree(ctx, convID)
}

// TestStartDrawsBeforeTheRest: at start the conversation list and the end
// of the newest conversation's long branch are read together, so the first
// full frame (list and last screen) comes from one message; Options.Drawn
// is called once, at that frame; the tree is read only after it, and the
// whole branch never: scrolling up reads the page above.
func TestStartDrawsBeforeTheRest(t *testing.T) {
	env := newEnv(t, false)
	ctx := context.Background()
	for i := range 3 {
		c, err := env.st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName, Title: "older " + string(rune('a'+i))})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, corpus.New(uint64(i)).Entries(2)...); err != nil {
			t.Fatal(err)
		}
	}
	x := corpus.Conversation(41, 600, 2, time.Now().Add(time.Hour))
	x.Conversation.Agent = config.DefaultAgentName
	last := &x.Entries[len(x.Entries)-1]
	last.Content = []session.Block{session.TextBlock(last.Content[0].Text + "\n\nLAST-OF-LONG")}
	long, err := env.st.Import(ctx, x)
	if err != nil {
		t.Fatal(err)
	}

	var mu sync.Mutex
	var log []string
	def, _ := env.rt.ResolveAgent(ctx, "")
	m, err := newModel(ctx, Options{Runtime: env.rt, Agents: []config.Definition{def}, ConfigPath: "-", Drawn: func() {
		mu.Lock()
		log = append(log, "drawn")
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.sub.Close()
	m.c.store = orderStore{Store: m.c.store, mu: &mu, log: &log}
	m.side.first = startRead(ctx, m.c.store)
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if s := screenOf(m.View()); strings.Contains(s, "LAST-OF-LONG") {
		t.Fatalf("the last screen before anything was read:\n%s", s)
	}

	msg, ok := m.side.first().(convsMsg)
	if !ok || msg.first == nil || msg.first.id != long.ID || !msg.first.partial || len(msg.first.path) >= 600 {
		t.Fatalf("the start read: %T, first %+v; want the list and the end of the long branch", msg, msg.first != nil)
	}
	_, rest := m.Update(msg)
	if rest == nil {
		t.Fatal("no command to read the rest of the branch")
	}
	done := make(chan tea.Msg)
	go func() { done <- rest() }()

	screen := screenOf(m.View())
	if !strings.Contains(screen, "LAST-OF-LONG") || !strings.Contains(screen, "CONVERSATIONS 4") || strings.Contains(screen, "loading…") {
		t.Fatalf("the first full frame should hold the list and the last screen:\n%s", screen)
	}
	m.View() // a second frame calls Drawn no more
	// Scrolled to the top of the end read so far: the screen says the rest
	// is coming.
	m.scroll(-1 << 20)
	if s := plainScreen(m); !strings.Contains(s, "earlier messages are still loading") {
		t.Fatalf("at the top of the branch's end while the rest loads:\n%s", s)
	}
	_, page := m.Update(<-done)
	if page == nil {
		t.Fatal("at the top of the branch's end, no page above is read")
	}
	driveAll(m, page)
	if s := plainScreen(m); strings.Contains(s, "still loading") {
		t.Fatalf("the page above is read, the screen still says loading:\n%s", s)
	}
	mu.Lock()
	got := strings.Join(log, ", ")
	mu.Unlock()
	if got != "drawn, tree read" {
		t.Fatalf("events: %s; want the frame drawn (once) before the tree is read, and no whole branch", got)
	}
	if cv := m.tl.views[long.ID]; cv.partial || len(cv.items) <= tailEntries || !cv.more {
		t.Fatalf("after the rest and a page: partial %v, %d items, more %v", cv.partial, len(cv.items), cv.more)
	}
}

func screenOf(v tea.View) string { return ansi.Strip(v.Content) }
