package agent

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/backend/backendtest"
	"github.com/grovechat/grove/session"
)

// TestCLIBackendLostSessionStartsANewOneWithTheContext: when the CLI no
// longer has the session a message resumes (its store cleared), the message
// is answered in a new session given the conversation's context, as the
// agent's first message here is, with one notice saying so; the next
// message resumes the new session.
func TestCLIBackendLostSessionStartsANewOneWithTheContext(t *testing.T) {
	for _, b := range backend.CLIs() {
		t.Run(b, func(t *testing.T) {
			log := backendtest.Install(t, "")
			store := backendtest.Sessions(t)
			e := newEnv(t, cliDef("alice", b, t.TempDir()))
			conv := e.conv("alice")
			record := func(tu session.Turn) (rec session.EntryMeta, notices []string) {
				t.Helper()
				for _, en := range turnEntries(e.path(conv.ID, "main"), tu.ID) {
					switch en.Kind {
					case session.EntryLLMCall:
						rec = en.Meta()
					case session.EntryNotice:
						notices = append(notices, session.Text(en.Content))
					}
				}
				return rec, notices
			}
			send := func(text string) (session.Turn, session.EntryMeta, []string) {
				t.Helper()
				tu := e.wait(e.send(conv, text))
				if tu.Status != session.TurnCompleted {
					t.Fatalf("turn for %q %s: %s", text, tu.Status, tu.Error)
				}
				rec, notices := record(tu)
				return tu, rec, notices
			}
			_, first, _ := send("What files are here?")
			if first.BackendSession == "" {
				t.Fatal("no session recorded")
			}
			// The CLI's session store loses it.
			if err := os.Remove(filepath.Join(store, first.BackendSession)); err != nil {
				t.Fatal(err)
			}
			_, second, notices := send("And the second question?")
			if len(notices) != 1 || !strings.Contains(notices[0], "was gone") || !strings.Contains(notices[0], first.BackendSession) ||
				!strings.Contains(notices[0], "started a new one with this conversation's context") {
				t.Errorf("notices %q: want one saying the session was gone and a new one started", notices)
			}
			if second.BackendSession == "" || second.BackendSession == first.BackendSession || second.Error != "" {
				t.Fatalf("second llm_call %+v: want the new session, no error", second)
			}
			_, third, notices := send("And a third?")
			if len(notices) != 0 || third.BackendSession != second.BackendSession {
				t.Errorf("third message: notices %q, session %s; want the new session %s resumed in silence", notices, third.BackendSession, second.BackendSession)
			}
			cl := backendtest.Calls(t, log)
			if len(cl) != 4 {
				t.Fatalf("%d runs of the CLI, want 4 (first, the lost resume, the new session, the third)", len(cl))
			}
			args := func(i int) string { return strings.Join(cl[i].Args, " ") }
			if !strings.Contains(args(1), first.BackendSession) {
				t.Errorf("second run %q did not try the session", args(1))
			}
			if strings.Contains(args(2), "resume") {
				t.Errorf("the new session's run %q resumes", args(2))
			}
			p := cl[2].Prompt
			if !strings.Contains(p, "user: What files are here?") || !strings.Contains(p, "you: ") ||
				!strings.HasSuffix(p, "The message to answer now:\n\nAnd the second question?") {
				t.Errorf("the new session's prompt lacks the conversation:\n%s", p)
			}
			if b == backend.Claude && !strings.Contains(args(2), "--append-system-prompt") {
				t.Errorf("the new session's run %q lacks the agent's context", args(2))
			}
			if b != backend.Claude && !strings.Contains(p, "<context from grove>") {
				t.Errorf("the new session's prompt lacks the agent's context:\n%s", p)
			}
			if !strings.Contains(args(3), second.BackendSession) || strings.Contains(cl[3].Prompt, "What files are here?") {
				t.Errorf("third run %q prompt %q: want the new session resumed with only what is new", args(3), cl[3].Prompt)
			}
		})
	}
}

// TestClaudeTextStreamsAsItIsWrittenAndOnce: Claude Code's text reaches
// subscribers piece by piece as its partial messages stream, before the
// whole message is written, and the whole messages that follow add nothing
// to it: the deltas of a turn are its reply exactly once.
func TestClaudeTextStreamsAsItIsWrittenAndOnce(t *testing.T) {
	// deltas reads the turn's streamed text until it holds at least n
	// bytes or the turn ends.
	deltas := func(sub *Subscription, turnID string, n int) string {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		got := ""
		for evs := sub.Next(ctx); evs != nil; evs = sub.Next(ctx) {
			for _, ev := range evs {
				if ev.TurnID != turnID {
					continue
				}
				got += ev.Text
				if ev.Kind == EvTurn && ev.Turn.Status != session.TurnActive || n > 0 && len(got) >= n {
					return got
				}
			}
		}
		t.Fatalf("the turn's text so far %q; it never went on", got)
		return ""
	}

	backendtest.Install(t, "hang")
	t.Setenv("FAKECLI_LINES", "5") // up to the first piece of its text, then it waits
	e := newEnv(t, cliDef("alice", backend.Claude, t.TempDir()))
	sub := e.rt.Subscribe()
	defer sub.Close()
	tu := e.send(e.conv("alice"), "What files are here?")
	if got := deltas(sub, tu.ID, 1); got != "I'll look" {
		t.Errorf("streamed %q while Claude Code was writing; want its first piece \"I'll look\"", got)
	}
	if err := e.rt.Cancel(tu.ID); err != nil {
		t.Fatal(err)
	}
	e.wait(tu)

	backendtest.Install(t, "")
	conv := e.conv("alice")
	tu = e.send(conv, "What files are here?")
	got := deltas(sub, tu.ID, 0)
	if want := "I'll look at the files first.There are two files: README.md and main.go."; got != want {
		t.Errorf("streamed %q, want the reply once: %q", got, want)
	}
	var said []string
	for _, en := range turnEntries(e.path(conv.ID, "main"), e.wait(tu).ID) {
		if en.Kind == session.EntryMessage && en.Role == session.RoleAssistant {
			said = append(said, session.Text(en.Content))
		}
	}
	if strings.Join(said, "|") != "I'll look at the files first.|There are two files: README.md and main.go." {
		t.Errorf("saved messages %q", said)
	}
}

// TestCLIBackendRecordsTheModelCallsAndModelTheCLIReports: a Claude Code
// turn's usage counts the model calls its result reported (num_turns), and
// a Codex turn with no model from grove is labelled with the model Codex is
// configured with.
func TestCLIBackendRecordsTheModelCallsAndModelTheCLIReports(t *testing.T) {
	backendtest.Install(t, "")
	home := t.TempDir()
	if err := os.WriteFile(filepath.Join(home, "config.toml"), []byte("model = \"gpt-5-local\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("CODEX_HOME", home)
	claude, codex := cliDef("alice", backend.Claude, t.TempDir()), cliDef("bob", backend.Codex, t.TempDir())
	codex.Profile.Model = ""
	e := newEnv(t, claude, codex)
	for _, c := range []struct {
		agent, model string
		calls        int64
	}{{"alice", "claude-sonnet-4-5-20250929", 2}, {"bob", "gpt-5-local", 1}} {
		conv := e.conv(c.agent)
		tu := e.wait(e.send(conv, "What files are here?"))
		if tu.Status != session.TurnCompleted {
			t.Fatalf("%s's turn %s: %s", c.agent, tu.Status, tu.Error)
		}
		var rec session.EntryMeta
		for _, en := range turnEntries(e.path(conv.ID, "main"), tu.ID) {
			if en.Kind == session.EntryLLMCall {
				rec = en.Meta()
			}
		}
		if rec.Model != c.model || rec.Usage == nil || rec.Usage.Calls != c.calls {
			t.Errorf("%s's llm_call: model %q usage %+v; want model %q, %d calls", c.agent, rec.Model, rec.Usage, c.model, c.calls)
		}
		if got := tu.Usage.Total().Calls; got != c.calls {
			t.Errorf("%s's turn counts %d calls, want %d", c.agent, got, c.calls)
		}
	}
}
