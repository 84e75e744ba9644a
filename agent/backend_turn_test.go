package agent

import (
	"context"
	"database/sql"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/backend/backendtest"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

func cliDef(name, b, dir string) config.Definition {
	d := config.DefaultAssistant(config.CLIProfile(b, "m1"))
	d.Name, d.Backend, d.WorkDir, d.Extraction = name, b, dir, false
	return d
}

// TestCLIBackendTurnRecordsEntriesAndResumes runs two messages through each
// CLI backend: its text, tool calls and results become the turn's entries,
// the llm_call record carries usage, cost and the CLI's session id, and
// the second message resumes that session with only what is new.
func TestCLIBackendTurnRecordsEntriesAndResumes(t *testing.T) {
	sessions := map[string]string{backend.Claude: "5f3c2a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f",
		backend.Codex: "0199a213-81c0-7800-8aa1-bbab2a035a53", backend.Cursor: "c6b62c6f-7ead-4fd6-9922-e952131177ff"}
	for _, b := range backend.CLIs() {
		t.Run(b, func(t *testing.T) {
			log := backendtest.Install(t, "")
			dir := t.TempDir()
			e := newEnv(t, cliDef("alice", b, dir))
			conv := e.conv("alice")
			sub := e.rt.Subscribe()
			defer sub.Close()
			tu := e.wait(e.send(conv, "What files are here?"))
			if tu.Status != session.TurnCompleted {
				t.Fatalf("turn %s: %s", tu.Status, tu.Error)
			}
			es := turnEntries(e.path(conv.ID, "main"), tu.ID)
			var calls, results int
			var text []string
			var rec session.EntryMeta
			for _, en := range es {
				switch en.Kind {
				case session.EntryMessage:
					if en.Role == session.RoleAssistant {
						text = append(text, session.Text(en.Content))
						calls += len(session.ToolCalls(en.Content))
					}
				case session.EntryToolResult:
					for _, bl := range en.Content {
						if bl.ToolResult != nil && bl.ToolResult.Success && bl.ToolResult.Name != "" {
							results++
						}
					}
				case session.EntryLLMCall:
					rec = en.Meta()
				}
			}
			if calls == 0 || calls != results {
				t.Errorf("%d tool calls, %d answered results", calls, results)
			}
			if len(text) == 0 || strings.TrimSpace(text[len(text)-1]) == "" {
				t.Errorf("no reply text: %q", text)
			}
			if rec.BackendSession != sessions[b] || rec.Provider != b || rec.Usage == nil {
				t.Fatalf("llm_call record %+v", rec)
			}
			if b == backend.Claude && (rec.Usage.Cost != 0.0123 || rec.Usage.OutputTokens != 74) {
				t.Errorf("claude usage %+v, want its reported cost and tokens", rec.Usage)
			}
			// Claude Code reports its model calls (num_turns: 2).
			if calls := map[string]int64{backend.Claude: 2}[b]; tu.Usage.Total().Calls != max(calls, 1) {
				t.Errorf("turn usage %+v", tu.Usage)
			}
			// The reply streamed to subscribers before it was saved.
			deltas := ""
			for evs := sub.Next(context.Background()); evs != nil; evs = sub.Next(context.Background()) {
				done := false
				for _, ev := range evs {
					if ev.Kind == EvDelta && ev.TurnID == tu.ID {
						deltas += ev.Text
					}
					if ev.Kind == EvTurn && ev.TurnID == tu.ID && ev.Turn.Status != session.TurnActive {
						done = true
					}
				}
				if done {
					break
				}
			}
			if !strings.Contains(deltas, text[len(text)-1]) {
				t.Errorf("streamed %q, missing the reply %q", deltas, text[len(text)-1])
			}

			tu2 := e.wait(e.send(conv, "And the second question?"))
			if tu2.Status != session.TurnCompleted {
				t.Fatalf("second turn %s: %s", tu2.Status, tu2.Error)
			}
			cl := backendtest.Calls(t, log)
			if len(cl) != 2 {
				t.Fatalf("%d runs of the CLI", len(cl))
			}
			if cl[0].Cwd != dir || cl[1].Cwd != dir {
				t.Errorf("ran in %s and %s, want %s", cl[0].Cwd, cl[1].Cwd, dir)
			}
			first, second := strings.Join(cl[0].Args, " "), strings.Join(cl[1].Args, " ")
			if strings.Contains(first, "resume") || !strings.Contains(second, sessions[b]) || !strings.Contains(second, "resume") {
				t.Errorf("first run %q, second %q: want a new session, then the first one resumed", first, second)
			}
			if !strings.Contains(cl[1].Prompt, "And the second question?") || strings.Contains(cl[1].Prompt, "What files are here?") {
				t.Errorf("second prompt %q: want only what the CLI has not seen", cl[1].Prompt)
			}
		})
	}
}

func TestCLIBackendCutOutputFailsTheTurnKeepingWhatWasSaid(t *testing.T) {
	backendtest.Install(t, "cut")
	e := newEnv(t, cliDef("alice", backend.Cursor, t.TempDir()))
	conv := e.conv("alice")
	tu := e.wait(e.send(conv, "What files are here?"))
	if tu.Status != session.TurnFailed || !strings.Contains(tu.Error, "ended before its final event") {
		t.Fatalf("turn %s: %q", tu.Status, tu.Error)
	}
	es := turnEntries(e.path(conv.ID, "main"), tu.ID)
	var said string
	var notice bool
	var rec session.EntryMeta
	for _, en := range es {
		switch en.Kind {
		case session.EntryMessage:
			said += session.Text(en.Content)
		case session.EntryNotice:
			notice = strings.Contains(session.Text(en.Content), "ended before its final event")
		case session.EntryLLMCall:
			rec = en.Meta()
		}
	}
	// The cut came in the middle of the last assistant message: the tool
	// step before it is kept whole.
	if !strings.Contains(said, "I'll read the README first.") || !notice {
		t.Errorf("said %q, notice %v", said, notice)
	}
	if rec.ErrorClass != backend.ClassCut || rec.BackendSession == "" {
		t.Errorf("llm_call %+v: want the cut recorded with the session kept", rec)
	}
}

func TestCLIBackendCancelAnswersTheRunningCallAsInterrupted(t *testing.T) {
	backendtest.Install(t, "hang")
	t.Setenv("FAKECLI_LINES", "4") // Codex's fourth line starts a command
	e := newEnv(t, cliDef("alice", backend.Codex, t.TempDir()))
	conv := e.conv("alice")
	tu := e.send(conv, "list")
	// Cancel once the command is running.
	deadline := time.Now().Add(60 * time.Second)
	for {
		if b, err := os.ReadFile(os.Getenv("FAKECLI_LOG") + ".pids"); err == nil && strings.HasSuffix(string(b), "\n") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the CLI never started")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := e.rt.Cancel(tu.ID); err != nil {
		t.Fatal(err)
	}
	tu = e.wait(tu)
	if tu.Status != session.TurnCancelled {
		t.Fatalf("turn %s, want cancelled", tu.Status)
	}
	var calls, failed int
	for _, en := range turnEntries(e.path(conv.ID, "main"), tu.ID) {
		calls += len(session.ToolCalls(en.Content))
		for _, bl := range en.Content {
			if r := bl.ToolResult; r != nil && !r.Success && strings.Contains(r.Error.Message, "stopped before reporting a result") {
				failed++
			}
		}
	}
	if calls != 1 || failed != 1 {
		t.Errorf("%d calls, %d failed results: want the running command answered as interrupted", calls, failed)
	}
	if cut := cutReplies(e, conv.ID, tu.ID); len(cut) != 1 || cut[0].Cut() != session.CutCancelled {
		t.Errorf("cut replies %+v, want the one the person cancelled read as cancelled", cut)
	}
}

func TestCLIBackendMalformedLineIsAnIssueNotAFailure(t *testing.T) {
	backendtest.Install(t, "malformed")
	e := newEnv(t, cliDef("alice", backend.Claude, t.TempDir()))
	conv := e.conv("alice")
	tu := e.wait(e.send(conv, "hi"))
	if tu.Status != session.TurnCompleted {
		t.Fatalf("turn %s: %s", tu.Status, tu.Error)
	}
	if !strings.Contains(strings.Join(tu.Issues, ","), "malformedBackendOutput") {
		t.Errorf("issues %v", tu.Issues)
	}
	found := false
	for _, en := range turnEntries(e.path(conv.ID, "main"), tu.ID) {
		if en.Kind == session.EntryNotice && strings.Contains(session.Text(en.Content), "line 3") && strings.Contains(session.Text(en.Content), "this is not json") {
			found = true
		}
	}
	if !found {
		t.Error("no notice naming the skipped line")
	}
}

func TestCLIBackendNotInstalledIsAClearFailure(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	e := newEnv(t, cliDef("alice", backend.Codex, t.TempDir()))
	conv := e.conv("alice")
	tu := e.wait(e.send(conv, "hi"))
	if tu.Status != session.TurnFailed || !strings.Contains(tu.Error, `"codex"`) || !strings.Contains(tu.Error, "npm install -g @openai/codex") {
		t.Fatalf("turn %s: %q", tu.Status, tu.Error)
	}
}

// TestCLIBackendFirstRunGetsTheThinThread: the first run of a CLI in a
// conversation that already has messages gets them (the thin thread) with
// the new message last.
func TestCLIBackendFirstRunGetsTheThinThread(t *testing.T) {
	log := backendtest.Install(t, "")
	e := newEnv(t, offlineDef("bob", 0), cliDef("alice", backend.Claude, t.TempDir()))
	conv := e.conv("bob")
	if tu := e.wait(e.send(conv, "The staging database is called heron.")); tu.Status != session.TurnCompleted {
		t.Fatalf("bob's turn %s", tu.Status)
	}
	tu, err := e.rt.Send(context.Background(), SendRequest{ConversationID: conv.ID, Agent: "alice", Text: "Which database is staging?"})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("alice's turn %s: %s", tu.Status, tu.Error)
	}
	p := backendtest.Calls(t, log)[0].Prompt
	if !strings.Contains(p, "user: The staging database is called heron.") || !strings.Contains(p, "[bob]:") ||
		!strings.HasSuffix(p, "The message to answer now:\n\nWhich database is staging?") {
		t.Errorf("prompt:\n%s", p)
	}
}

// TestCLIBackendTurnStreamsLiveTextToOtherProcesses: while a CLI backend's
// turn runs, another process on the same database (a store of its own on
// the file) reads what the CLI said so far as the turn's live text, its
// reasoning as thinking, so that process's TUI shows the words rather than
// "thinking" until the turn is saved; the cancel's save deletes it.
func TestCLIBackendTurnStreamsLiveTextToOtherProcesses(t *testing.T) {
	cases := []struct{ backend, lines, text, thinking string }{
		// Claude Code's fifth line is the first piece of its text.
		{backend.Claude, "5", "I'll look", ""},
		{backend.Codex, "3", "", "**Listing the files** I should run ls to see what is here."},
		{backend.Cursor, "3", "I'll read the README first.", ""},
	}
	for _, c := range cases {
		t.Run(c.backend, func(t *testing.T) {
			backendtest.Install(t, "hang")
			t.Setenv("FAKECLI_LINES", c.lines)
			e := newEnv(t, cliDef("alice", c.backend, t.TempDir()))
			other := testkit.Open(t, e.store.File())
			defer other.Close()
			ctx := context.Background()
			tu := e.send(e.conv("alice"), "What files are here?")
			deadline := time.Now().Add(60 * time.Second)
			var got []session.LiveText
			for {
				var err error
				if got, err = other.LiveTexts(ctx); err != nil {
					t.Fatal(err)
				}
				if len(got) > 0 {
					break
				}
				if time.Now().After(deadline) {
					t.Fatal("the other process never read the turn's live text")
				}
				time.Sleep(10 * time.Millisecond)
			}
			if lt := got[0]; len(got) != 1 || lt.TurnID != tu.ID || lt.Step != 1 || lt.Text != c.text || lt.Thinking != c.thinking {
				t.Fatalf("the other process reads %+v; want step 1 saying %q, thinking %q", got, c.text, c.thinking)
			}
			if err := e.rt.Cancel(tu.ID); err != nil {
				t.Fatal(err)
			}
			if tu = e.wait(tu); tu.Status != session.TurnCancelled {
				t.Fatalf("turn %s, want cancelled", tu.Status)
			}
			var rows int
			if err := other.ReadTx(ctx, func(tx *sql.Tx) error {
				return tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM live_text`).Scan(&rows)
			}); err != nil || rows != 0 {
				t.Fatalf("%d live rows left after the cancelled turn's save (%v)", rows, err)
			}
		})
	}
}

// TestCodexResumedRunRecordsItsOwnUsage: Codex reports a resumed thread's
// running totals; each llm_call record and each turn's usage hold the run's
// own tokens, the difference from the totals the previous run reported.
func TestCodexResumedRunRecordsItsOwnUsage(t *testing.T) {
	backendtest.Install(t, "")
	e := newEnv(t, cliDef("alice", backend.Codex, t.TempDir()))
	conv := e.conv("alice")
	// The sample's turn.completed: what one run of the thread costs.
	want := session.Usage{InputTokens: 24763, CacheReadTokens: 24448, OutputTokens: 122, Calls: 1}
	for i, msg := range []string{"What files are here?", "And the second question?", "And a third?"} {
		tu := e.wait(e.send(conv, msg))
		if tu.Status != session.TurnCompleted {
			t.Fatalf("turn %d %s: %s", i+1, tu.Status, tu.Error)
		}
		var rec session.EntryMeta
		for _, en := range turnEntries(e.path(conv.ID, "main"), tu.ID) {
			if en.Kind == session.EntryLLMCall {
				rec = en.Meta()
			}
		}
		if rec.Usage == nil {
			t.Fatalf("turn %d: no usage recorded", i+1)
		}
		got := *rec.Usage
		got.Cost = 0
		if got != want {
			t.Errorf("turn %d llm_call usage %+v, want the run's own %+v", i+1, got, want)
		}
		if tot := tu.Usage.Total(); tot.InputTokens != want.InputTokens || tot.OutputTokens != want.OutputTokens {
			t.Errorf("turn %d usage %+v, want the run's own tokens", i+1, tot)
		}
	}
}
