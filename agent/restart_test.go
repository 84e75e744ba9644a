package agent

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

func TestMain(m *testing.M) {
	if mode := os.Getenv("GROVE_AGENT_CHILD"); mode != "" {
		os.Exit(runChild(mode))
	}
	os.Exit(m.Run())
}

// runChild starts a turn in a real runtime, says READY once the turn is
// mid-stream or waiting on background work, then waits to be killed.
func runChild(mode string) int {
	ctx := context.Background()
	st, err := session.Open(ctx, os.Getenv("GROVE_TEST_DB"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	if mode == "recover" {
		return recoverChild(st)
	}
	def := offlineDef("assistant", 8)
	prov := providerFor
	if mode == "async" {
		prov = func(llm.Profile) (llm.Provider, error) { return backgroundStarter{}, nil }
	}
	text := "tell me about trees, roots, leaves and the branches in between them all"
	var after func(context.Context, session.Turn, config.Definition) error
	if mode == "afterturn" {
		// Killed once the turn is saved complete, before its extraction.
		text = "My favourite colour is green."
		after = func(context.Context, session.Turn, config.Definition) error { fmt.Println("READY"); select {} }
	}
	rt := New(Options{Store: st, Provider: prov, Agent: func(context.Context, string) (config.Definition, error) { return def, nil },
		Tools: shellRegistry(filepath.Dir(os.Getenv("GROVE_TEST_DB"))), AfterTurn: after})
	sub := rt.Subscribe()
	asyncRunning := 0
	if mode == "async" {
		text = "start the background work"
	}
	t, err := rt.Send(ctx, SendRequest{ConversationID: os.Getenv("GROVE_TEST_CONV"), Text: text})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	fmt.Println(t.ID)
	for {
		for _, ev := range sub.Next(ctx) {
			if mode == "async" && ev.Kind == EvAsync && ev.AsyncOp.Status == session.AsyncRunning {
				asyncRunning++
			}
			if (mode == "stream" && ev.Kind == EvDelta) || (mode == "async" && asyncRunning == 2) {
				fmt.Println("READY")
				select {}
			}
		}
	}
}

// shellRegistry holds the built-ins and the shell tools working in dir.
func shellRegistry(dir string) *tools.Registry {
	ws, err := tools.NewSandbox(dir, filepath.Join(dir, "spill"))
	if err != nil {
		panic(err)
	}
	return tools.NewRegistry(append(tools.Builtins(), tools.ShellTools(ws)...)...)
}

// backgroundStarter answers the input by starting two background
// operations: an idempotent wait and a shell command (not idempotent), then
// says so; whatever comes after, it acknowledges.
type backgroundStarter struct{}

func (backgroundStarter) Name() string { return "script" }

func (backgroundStarter) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	last := req.Messages[len(req.Messages)-1]
	if last.Role == llm.RoleUser && session.Text(last.Content) == "start the background work" {
		return llm.Response{Content: []session.Block{
			session.TextBlock("Starting both."),
			{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "call_wait", Name: "wait", Arguments: json.RawMessage(`{"seconds":2}`)}},
			{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "call_sh", Name: "shell_background", Arguments: json.RawMessage(`{"command":"sleep 60"}`)}},
		}, StopReason: llm.StopToolUse}, nil
	}
	return llm.Response{Content: []session.Block{session.TextBlock("Noted.")}, StopReason: llm.StopEndTurn}, nil
}

func TestRestartRecoversTurns(t *testing.T) {
	for _, mode := range []string{"stream", "async"} {
		t.Run(mode, func(t *testing.T) {
			ctx := context.Background()
			path := filepath.Join(t.TempDir(), "grove.db")
			st := testkit.Open(t, path)
			defer st.Close()
			conv, _ := st.CreateConversation(ctx, session.NewConversation{Agent: "assistant"})

			child := exec.Command(os.Args[0], "-test.run=^$")
			child.Env = append(os.Environ(), "GROVE_AGENT_CHILD="+mode, "GROVE_TEST_DB="+path, "GROVE_TEST_CONV="+conv.ID)
			child.Stderr = os.Stderr
			out, _ := child.StdoutPipe()
			if err := child.Start(); err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(out)
			var turnID string
			ready := make(chan bool, 1)
			go func() {
				for sc.Scan() {
					if l := sc.Text(); l == "READY" {
						ready <- true
						return
					} else if turnID == "" {
						turnID = l
					}
				}
				ready <- false
			}()
			select {
			case ok := <-ready:
				if !ok {
					t.Fatal("child ended before the turn got going")
				}
			case <-time.After(30 * time.Second):
				t.Fatal("child never got going")
			}
			child.Process.Signal(syscall.SIGKILL)
			child.Wait()

			before, _ := st.Turn(ctx, turnID)
			if before.Status != session.TurnActive {
				t.Fatalf("killed turn is %s", before.Status)
			}
			env := &testEnv{t: t, store: st, defs: map[string]config.Definition{"assistant": offlineDef("assistant", 0)}}
			rt := env.runtime(func(o *Options) { o.Tools = shellRegistry(filepath.Dir(path)) })
			env.rt = rt
			defer rt.Close()
			resumed, err := rt.Recover(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(resumed) != 1 || resumed[0].ID != turnID {
				t.Fatalf("resumed %v, want turn %s", resumed, turnID)
			}
			got := env.wait(before)
			if got.Status != session.TurnCompleted {
				t.Fatalf("recovered turn: %s %s", got.Status, got.Error)
			}
			p := turnEntries(env.path(conv.ID, "main"), turnID)
			users := 0
			for _, e := range p {
				if e.Kind == session.EntryMessage && e.Role == session.RoleUser {
					users++
				}
			}
			if users != 1 {
				t.Fatalf("the input appears %d times after recovery", users)
			}
			last := p[len(p)-2]
			if last.Kind != session.EntryMessage || last.Role != session.RoleAssistant || session.Text(last.Content) == "" {
				t.Fatalf("no reply after recovery: %+v", last)
			}
			if mode == "async" {
				// The idempotent wait ran again and delivered its result;
				// the shell command, which may have had effects, failed.
				ops, _ := st.AsyncOps(ctx, conv.ID, turnID, "")
				byTool := map[string]session.AsyncOp{}
				for _, op := range ops {
					byTool[op.Tool] = op
				}
				if len(ops) != 2 || byTool["wait"].Status != session.AsyncCompleted || byTool["shell_background"].Status != session.AsyncFailed ||
					!strings.Contains(byTool["shell_background"].Error, "interrupted by restart") {
					t.Fatalf("async ops after restart: %+v", ops)
				}
				var told, waited bool
				for _, e := range p {
					if e.Kind == session.EntryAsyncResult && strings.Contains(session.Text(e.Content), "interrupted by restart") {
						told = true
					}
					if e.Kind == session.EntryAsyncResult && e.Meta().AsyncOp == byTool["wait"].ID && strings.Contains(session.Text(e.Content), "waited") {
						waited = true
					}
				}
				if !told {
					t.Fatal("the agent was not told its shell command was interrupted")
				}
				if !waited {
					t.Fatal("the re-submitted wait did not deliver its result")
				}
			}
			// A second recovery finds nothing to do.
			if again, _ := rt.Recover(ctx); len(again) != 0 {
				t.Fatalf("recovered twice: %v", again)
			}
			if f, _ := st.Check(ctx); len(f) != 0 {
				t.Fatalf("tree: %v", f)
			}
		})
	}
}

// killedChild starts a child runtime on path with a slow turn, waits until
// it streams, kills it (kill -9) and returns the turn's id.
func killedChild(t *testing.T, mode, path, convID string) string {
	t.Helper()
	child := exec.Command(os.Args[0], "-test.run=^$")
	child.Env = append(os.Environ(), "GROVE_AGENT_CHILD="+mode, "GROVE_TEST_DB="+path, "GROVE_TEST_CONV="+convID)
	child.Stderr = os.Stderr
	out, _ := child.StdoutPipe()
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	var turnID string
	ready := make(chan bool, 1)
	go func() {
		for sc.Scan() {
			if l := sc.Text(); l == "READY" {
				ready <- true
				return
			} else if turnID == "" {
				turnID = l
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatal("child ended before the turn got going")
		}
	case <-time.After(60 * time.Second):
		t.Fatal("child never got going")
	}
	child.Process.Signal(syscall.SIGKILL)
	child.Wait()
	return turnID
}

// crashedChild is a new database (its file and store) with a conversation
// whose turn a child process of mode ran until it was killed (killedChild).
func crashedChild(t *testing.T, mode string) (string, *session.Store, session.Conversation, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "grove.db")
	st := testkit.Open(t, path)
	t.Cleanup(func() { st.Close() })
	conv, _ := st.CreateConversation(context.Background(), session.NewConversation{Agent: "assistant"})
	return path, st, conv, killedChild(t, mode, path, conv.ID)
}

// A process that adopted a turn and closes before finishing it leaves the
// turn active (its cut reply marked interrupted), never completed; the next
// owner finishes it.
func TestAdoptedTurnStaysActiveWhenOwnerCloses(t *testing.T) {
	ctx := context.Background()
	_, st, conv, turnID := crashedChild(t, "stream")

	// The second owner is slow: it is closed while it streams the reply.
	env := &testEnv{t: t, store: st, defs: map[string]config.Definition{"assistant": offlineDef("assistant", 4)}}
	second := env.runtime(nil)
	sub := second.Subscribe()
	if got, err := second.Recover(ctx); err != nil || len(got) != 1 {
		t.Fatalf("recover: %v %v", got, err)
	}
	deadline := time.After(60 * time.Second)
	for streaming := false; !streaming; {
		select {
		case <-sub.Ready():
			for _, ev := range sub.Drain() {
				streaming = streaming || (ev.Kind == EvDelta && ev.TurnID == turnID)
			}
		case <-deadline:
			t.Fatal("the adopted turn never streamed")
		}
	}
	sub.Close()
	second.Close()
	tu, err := st.Turn(ctx, turnID)
	if err != nil {
		t.Fatal(err)
	}
	if tu.Status != session.TurnActive {
		t.Fatalf("an adopted turn cut off by its owner closing is %s (%s), want active", tu.Status, tu.Error)
	}
	for _, e := range turnEntries(env.path(conv.ID, "main"), turnID) {
		if e.Kind == session.EntryMessage && e.Role == session.RoleAssistant && !e.Meta().Interrupted {
			t.Fatalf("a cut reply is not marked interrupted: %q", session.Text(e.Content))
		}
	}

	// The next owner finishes it.
	env.defs["assistant"] = offlineDef("assistant", 0)
	third := env.runtime(nil)
	env.rt = third
	defer third.Close()
	if got, err := third.Recover(ctx); err != nil || len(got) != 1 {
		t.Fatalf("second recovery: %v %v", got, err)
	}
	if got := env.wait(tu); got.Status != session.TurnCompleted {
		t.Fatalf("finished turn: %s %s", got.Status, got.Error)
	}
	p := turnEntries(env.path(conv.ID, "main"), turnID)
	var last session.Entry
	for _, e := range p {
		if e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
			last = e
		}
	}
	if last.ID == "" || last.Meta().Interrupted {
		t.Fatalf("the completed turn ends with %+v", last)
	}
}
