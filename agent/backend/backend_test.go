package backend_test

import (
	"context"
	"errors"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/backend/backendtest"
)

func run(t *testing.T, ctx context.Context, inv backend.Invocation, opts backend.Options) ([]backend.Event, error) {
	t.Helper()
	var evs []backend.Event
	err := backend.Run(ctx, inv, opts, func(e backend.Event) { evs = append(evs, e) })
	return evs, err
}

func kinds(evs []backend.Event, k backend.Kind) []backend.Event {
	var out []backend.Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

func TestEachCLIStreamBecomesGroveEvents(t *testing.T) {
	cases := []struct {
		backend, session string
		texts            []string
		calls            []string // name:arguments
		results          []string
		usage            [2]int64 // input, output
		cost             float64
		costed           bool
	}{
		{backend.Claude, "5f3c2a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f",
			[]string{"I'll look at the files first.", "There are two files: README.md and main.go."},
			[]string{`Bash:{"command":"ls","description":"List files"}`}, []string{"README.md\nmain.go"}, [2]int64{2490, 74}, 0.0123, true},
		{backend.Codex, "0199a213-81c0-7800-8aa1-bbab2a035a53",
			[]string{"There are two files, and I added NOTES.md."},
			[]string{`shell:{"command":"bash -lc ls"}`, `file_change:{"changes":[{"path":"NOTES.md","kind":"add"}]}`},
			[]string{"README.md\nmain.go\n", "add NOTES.md"}, [2]int64{24763, 122}, 0, false},
		{backend.Cursor, "c6b62c6f-7ead-4fd6-9922-e952131177ff",
			[]string{"I'll read the README first.", "The project is a small Go program."},
			[]string{`read:{"path":"README.md"}`}, []string{"# project\nA small Go program.\n"}, [2]int64{0, 0}, 0, false},
	}
	for _, c := range cases {
		t.Run(c.backend, func(t *testing.T) {
			log := backendtest.Install(t, "")
			dir := t.TempDir()
			evs, err := run(t, context.Background(), backend.Invocation{Backend: c.backend, Dir: dir, Model: "m1", System: "You are alice.", Prompt: "What files are here?"}, backend.Options{})
			if err != nil {
				t.Fatalf("run: %v", err)
			}
			if s := kinds(evs, backend.Session); len(s) == 0 || s[0].SessionID != c.session {
				t.Fatalf("session events %+v, want id %s", s, c.session)
			}
			var texts []string
			deltas := ""
			for _, e := range kinds(evs, backend.Text) {
				if e.Delta {
					deltas += e.Text
					continue
				}
				texts = append(texts, e.Text)
			}
			if strings.Join(texts, "|") != strings.Join(c.texts, "|") {
				t.Errorf("texts %q, want %q", texts, c.texts)
			}
			// Claude Code's text streams first (partial messages).
			if c.backend == backend.Claude && deltas != strings.Join(c.texts, "") {
				t.Errorf("deltas %q, want the texts as they streamed", deltas)
			}
			var got []string
			ids := map[string]bool{}
			for _, e := range kinds(evs, backend.ToolCall) {
				got = append(got, e.Call.Name+":"+string(e.Call.Arguments))
				ids[e.Call.ID] = true
			}
			if strings.Join(got, "|") != strings.Join(c.calls, "|") {
				t.Errorf("calls %q, want %q", got, c.calls)
			}
			var results []string
			for _, e := range kinds(evs, backend.ToolResult) {
				if !ids[e.Result.ToolCallID] || !e.Result.Success {
					t.Errorf("result %+v answers no call of %v or failed", e.Result, ids)
				}
				results = append(results, e.Result.Result)
			}
			if strings.Join(results, "|") != strings.Join(c.results, "|") {
				t.Errorf("results %q, want %q", results, c.results)
			}
			var in, out int64
			var cost float64
			costed := false
			for _, e := range kinds(evs, backend.Usage) {
				in, out, cost, costed = in+e.Usage.InputTokens, out+e.Usage.OutputTokens, cost+e.Usage.Cost, costed || e.Costed
			}
			if in != c.usage[0] || out != c.usage[1] || cost != c.cost || costed != c.costed {
				t.Errorf("usage in=%d out=%d cost=%v costed=%v, want %v cost %v costed %v", in, out, cost, costed, c.usage, c.cost, c.costed)
			}
			cl := backendtest.Calls(t, log)
			if len(cl) != 1 {
				t.Fatalf("%d calls of the CLI, want 1", len(cl))
			}
			if cl[0].Cwd != dir {
				t.Errorf("ran in %s, want the agent's directory %s", cl[0].Cwd, dir)
			}
			if !strings.Contains(cl[0].Prompt, "What files are here?") {
				t.Errorf("prompt %q lacks the message", cl[0].Prompt)
			}
			args := strings.Join(cl[0].Args, " ")
			if !strings.Contains(args, "--model m1") {
				t.Errorf("args %q lack the model", args)
			}
			switch c.backend {
			case backend.Claude:
				if !strings.Contains(args, "-p --output-format stream-json --verbose --include-partial-messages") || !strings.Contains(args, "--append-system-prompt You are alice.") {
					t.Errorf("claude args %q", args)
				}
			case backend.Codex:
				if !strings.HasPrefix(args, "exec --json") || !strings.Contains(cl[0].Prompt, "You are alice.") {
					t.Errorf("codex args %q prompt %q", args, cl[0].Prompt)
				}
			case backend.Cursor:
				if !strings.HasPrefix(args, "-p --output-format stream-json") || !strings.Contains(cl[0].Prompt, "You are alice.") {
					t.Errorf("cursor args %q prompt %q", args, cl[0].Prompt)
				}
			}
		})
	}
}

func TestResumePassesTheSessionID(t *testing.T) {
	want := map[string]string{
		backend.Claude: "--resume sess-1",
		backend.Codex:  "resume sess-1 -",
		backend.Cursor: "--resume sess-1",
	}
	for b, w := range want {
		t.Run(b, func(t *testing.T) {
			log := backendtest.Install(t, "")
			if _, err := run(t, context.Background(), backend.Invocation{Backend: b, Dir: t.TempDir(), Prompt: "again", Resume: "sess-1"}, backend.Options{}); err != nil {
				t.Fatal(err)
			}
			if args := strings.Join(backendtest.Calls(t, log)[0].Args, " "); !strings.Contains(args, w) {
				t.Errorf("args %q lack %q", args, w)
			}
		})
	}
}

func TestMalformedLineIsReportedAndReadingGoesOn(t *testing.T) {
	for _, b := range backend.CLIs() {
		t.Run(b, func(t *testing.T) {
			backendtest.Install(t, "malformed")
			evs, err := run(t, context.Background(), backend.Invocation{Backend: b, Dir: t.TempDir(), Prompt: "hi"}, backend.Options{})
			if err != nil {
				t.Fatalf("a malformed line failed the run: %v", err)
			}
			bad := kinds(evs, backend.Malformed)
			if len(bad) != 1 || bad[0].Line != 3 || !strings.Contains(bad[0].Text, "this is not json") || bad[0].Error == "" {
				t.Fatalf("malformed events %+v", bad)
			}
			if len(kinds(evs, backend.Text)) == 0 {
				t.Error("the events after the malformed line were lost")
			}
		})
	}
}

func TestCutOutputIsAnErrorAfterEverythingRead(t *testing.T) {
	for _, b := range backend.CLIs() {
		t.Run(b, func(t *testing.T) {
			backendtest.Install(t, "cut")
			evs, err := run(t, context.Background(), backend.Invocation{Backend: b, Dir: t.TempDir(), Prompt: "hi"}, backend.Options{})
			var re *backend.RunError
			if !errors.As(err, &re) || re.Class != backend.ClassCut {
				t.Fatalf("err %v, want a cut error", err)
			}
			if !strings.Contains(re.Message, "ended before its final event") || !strings.Contains(re.Message, "stopped in the middle") {
				t.Errorf("message %q does not say the output was cut", re.Message)
			}
			if len(kinds(evs, backend.Session)) == 0 || len(kinds(evs, backend.ToolCall)) == 0 {
				t.Errorf("events before the cut were lost: %+v", evs)
			}
			if len(kinds(evs, backend.Malformed)) != 0 {
				t.Errorf("the cut line was reported as malformed too")
			}
		})
	}
}

func TestExitStatusAndStderrAreTheError(t *testing.T) {
	backendtest.Install(t, "exit")
	_, err := run(t, context.Background(), backend.Invocation{Backend: backend.Claude, Dir: t.TempDir(), Prompt: "hi"}, backend.Options{})
	if err == nil || !strings.Contains(err.Error(), "claude exited with status 3") || !strings.Contains(err.Error(), "invalid API key") {
		t.Fatalf("err %v", err)
	}
}

func TestNotInstalledNamesTheProgramAndHowToInstall(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	for _, b := range backend.CLIs() {
		spec, _ := backend.Lookup(b)
		_, err := run(t, context.Background(), backend.Invocation{Backend: b, Dir: t.TempDir(), Prompt: "hi"}, backend.Options{})
		var re *backend.RunError
		if !errors.As(err, &re) || re.Class != backend.ClassNotInstalled {
			t.Fatalf("%s: err %v", b, err)
		}
		if !strings.Contains(re.Message, `"`+spec.Program+`"`) || !strings.Contains(re.Message, "install it with: ") || !strings.Contains(re.Message, spec.Install) {
			t.Errorf("%s: message %q", b, re.Message)
		}
	}
}

func TestCancelSignalsTheWholeProcessGroup(t *testing.T) {
	log := backendtest.Install(t, "hang")
	t.Setenv("FAKECLI_LINES", "5") // Claude Code's fifth line is the first piece of text
	ctx, cancel := context.WithCancel(context.Background())
	got := make(chan backend.Event, 64)
	errc := make(chan error, 1)
	go func() {
		errc <- backend.Run(ctx, backend.Invocation{Backend: backend.Claude, Dir: t.TempDir(), Prompt: "hi"}, backend.Options{}, func(e backend.Event) { got <- e })
	}()
	// Wait until the CLI has started its child and printed its first text.
	deadline := time.After(30 * time.Second)
	for seen := false; !seen; {
		select {
		case e := <-got:
			seen = e.Kind == backend.Text
		case <-deadline:
			t.Fatal("no text from the CLI")
		}
	}
	var pids []int
	for len(pids) < 2 {
		pids = backendtest.PIDs(log)
		select {
		case <-deadline:
			t.Fatal("the CLI never started its child")
		case <-time.After(10 * time.Millisecond):
		}
	}
	cancel()
	var err error
	select {
	case err = <-errc:
	case <-time.After(30 * time.Second):
		t.Fatal("Run did not return after cancel")
	}
	var re *backend.RunError
	if !errors.As(err, &re) || re.Class != backend.ClassCanceled {
		t.Fatalf("err %v, want cancelled", err)
	}
	for _, pid := range pids {
		for syscall.Kill(pid, 0) == nil {
			// A zombie child of the reaped CLI is reparented and reaped by
			// init; wait for it with a deadline only a hang reaches.
			select {
			case <-deadline:
				t.Fatalf("process %d of the group survived the cancel", pid)
			case <-time.After(10 * time.Millisecond):
			}
		}
	}
}
