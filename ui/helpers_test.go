package ui

import (
	"context"
	"regexp"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/internal/testkit"
	_ "github.com/grovechat/grove/memory" // the binary's store: memory's migrations and triggers
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

var fixedNow = time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)

// testEnv is a real store in a temp dir and a real runtime on the offline
// model, streaming as fast as it can.
type testEnv struct {
	st *session.Store
	rt *agent.Runtime
}

func newEnv(tb testing.TB, fixedClock bool) *testEnv {
	tb.Helper()
	var opts []session.Option
	if fixedClock {
		opts = append(opts, session.WithClock(func() time.Time { return fixedNow }))
	}
	st := testkit.OpenStore(tb, opts...)
	rt := agent.New(agent.Options{Store: st, Provider: func(llm.Profile) (llm.Provider, error) {
		return &llm.Offline{WordsPerSecond: 0}, nil
	}})
	tb.Cleanup(rt.Close)
	return &testEnv{st: st, rt: rt}
}

func (e *testEnv) model(tb testing.TB, ctx context.Context, theme string) *Model {
	tb.Helper()
	def, _ := e.rt.ResolveAgent(context.Background(), "")
	m, err := newModel(ctx, Options{Runtime: e.rt, Agents: []config.Definition{def}, Theme: theme, ConfigPath: "-"})
	if err != nil {
		tb.Fatal(err)
	}
	if theme == "mono" {
		// "mono" is the theme of a terminal without colours.
		m.c.noColor = true
		m.c.theme = themes.Mono()
		m.c.md.setTheme(m.c.theme)
		applyInputTheme(&m.in.ta, m.c.theme)
	}
	tb.Cleanup(m.sub.Close)
	// Tool durations are real run times: a fixed one keeps goldens stable.
	m.tl.toolTook = func(tv *toolView) time.Duration {
		if tv.result == nil || tv.result.Async && !tv.asyncDone {
			return 0
		}
		return 42 * time.Millisecond
	}
	return m
}

// startedModel is a dark-themed model of w×h cells whose start-up
// commands have run; its context ends with the test.
func (e *testEnv) startedModel(tb testing.TB, w, h int) *Model {
	tb.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	m := e.model(tb, ctx, "dark")
	tb.Cleanup(cancel)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	drive(m, initCmds(m)...)
	return m
}

// openModel is a startedModel which shows conversation convID.
func (e *testEnv) openModel(tb testing.TB, convID string, w, h int) *Model {
	tb.Helper()
	m := e.startedModel(tb, w, h)
	drive(m, m.open(convID))
	return m
}

// importLong imports n realistic messages (internal/corpus, seed seed)
// with sides side branches as a conversation of the default agent; edit,
// when not nil, changes the export first. It returns the conversation and
// the export imported.
func (e *testEnv) importLong(tb testing.TB, seed uint64, n, sides int, edit func(x *session.Export)) (session.Conversation, session.Export) {
	tb.Helper()
	x := corpus.Conversation(seed, n, sides, time.Now())
	x.Conversation.Agent = config.DefaultAgentName
	for i := range x.Entries {
		if x.Entries[i].Author == "assistant" {
			x.Entries[i].Author = config.DefaultAgentName
		}
	}
	if edit != nil {
		edit(&x)
	}
	c, err := e.st.Import(context.Background(), x)
	if err != nil {
		tb.Fatal(err)
	}
	return c, x
}

// endWith ends the text of the export's last message with a paragraph.
func endWith(x *session.Export, paragraph string) {
	last := &x.Entries[len(x.Entries)-1]
	last.Content = []session.Block{session.TextBlock(last.Content[0].Text + "\n\n" + paragraph)}
}

// showcaseModel is a model of w×h cells on a new env (fixed clock) showing
// the conversation seedShowcase makes.
func showcaseModel(tb testing.TB, w, h int) (*testEnv, session.Conversation, *Model) {
	tb.Helper()
	env := newEnv(tb, true)
	c := env.seedShowcase(tb)
	return env, c, env.openModel(tb, c.ID, w, h)
}

// statusText is the status bar as it shows, without styles.
func statusText(m *Model) string { return ansi.Strip(m.statusLine()) }

// noticeText is the line above the input as it shows, without styles:
// where notices are read.
func noticeText(m *Model) string { return ansi.Strip(m.hintLine(m.mainWidth())) }

// newConversation creates an empty conversation with the default agent.
func (e *testEnv) newConversation(tb testing.TB, title string) session.Conversation {
	tb.Helper()
	return testkit.NewConversation(tb, e.st, session.NewConversation{Agent: config.DefaultAgentName, Title: title})
}

// startTurn tells m that a turn of the default agent began on convID's
// main branch, as the runtime's event does.
func startTurn(m *Model, convID string) session.Turn {
	turn := session.Turn{ID: session.NewID(), ConversationID: convID, Branch: session.DefaultBranch, Agent: "assistant", Status: session.TurnActive}
	m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: convID, TurnID: turn.ID, Turn: &turn}})
	return turn
}

// converse sends a message and waits for its turn to finish.
func (e *testEnv) converse(tb testing.TB, convID, text string) session.Turn {
	tb.Helper()
	ctx := context.Background()
	t, err := e.rt.Send(ctx, agent.SendRequest{ConversationID: convID, Text: text})
	if err != nil {
		tb.Fatal(err)
	}
	t, err = e.rt.WaitTurn(ctx, t.ID)
	if err != nil {
		tb.Fatal(err)
	}
	return t
}

// seedShowcase makes a conversation with tool calls, an async result and a
// reply you cancelled.
func (e *testEnv) seedShowcase(tb testing.TB) session.Conversation {
	tb.Helper()
	ctx := context.Background()
	c := e.newConversation(tb, "")
	e.converse(tb, c.ID, "what is 27*453? also wait 200ms")
	// A reply you cancelled, as grove records a cancelled stream.
	turn := session.NewID()
	user := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", TurnID: turn,
		Content: []session.Block{session.TextBlock("Explain **rivers** in three points.")}}
	reply := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName, TurnID: turn,
		Content: []session.Block{
			{Type: session.BlockThinking, Thinking: "The user wants three short points about rivers."},
			session.TextBlock("1. Rivers carve valleys over time.\n2. They carry sediment to"),
		}}
	reply.SetMeta(session.EntryMeta{Provider: "offline", Model: "offline", Interrupted: true, Error: "cancelled", ErrorClass: session.ErrorClassCanceled})
	if _, err := e.st.Append(ctx, c.ID, session.DefaultBranch, user, reply); err != nil {
		tb.Fatal(err)
	}
	return c
}

var ulidRe = regexp.MustCompile(`[0-9A-HJKMNP-TV-Z]{26}`)

// stable replaces ids (random even under a fixed clock) by a placeholder of
// the same width so layout is unchanged.
func stable(s string) string { return ulidRe.ReplaceAllString(s, "01HXXXXXXXXXXXXXXXXXXXXXXX") }

// The open overlays, for tests (nil when not open).
func (m *Model) treeOv() *treeOverlay       { return find[*treeOverlay](&m.stack) }
func (m *Model) replayOv() *replayOverlay   { return find[*replayOverlay](&m.stack) }
func (m *Model) compareOv() *compareOverlay { return find[*compareOverlay](&m.stack) }
func (m *Model) jobsOv() *jobsOverlay       { return find[*jobsOverlay](&m.stack) }
func (m *Model) permOv() *permOverlay       { return find[*permOverlay](&m.stack) }
func (m *Model) helpOpen() bool             { return find[*helpOverlay](&m.stack) != nil }

// pendingAsks are the questions the permission dialog holds.
func (m *Model) pendingAsks() []*permRequest {
	if p := m.permOv(); p != nil {
		return p.asks
	}
	return nil
}

// findMsg runs cmd and the commands of the batches it returns until one
// gives a T (commands that wait, ticks among them, are run too).
func findMsg[T any](cmd tea.Cmd) (T, bool) {
	cmds := []tea.Cmd{cmd}
	for len(cmds) > 0 {
		c := cmds[0]
		cmds = cmds[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case T:
			return msg, true
		case tea.BatchMsg:
			cmds = append(cmds, msg...)
		}
	}
	var zero T
	return zero, false
}
