package tools

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

func newSandbox(t *testing.T) *Sandbox {
	t.Helper()
	w, err := NewSandbox(t.TempDir(), filepath.Join(t.TempDir(), "spill"))
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func call(r *Registry, ctx context.Context, name, args string) session.ToolResult {
	return r.Call(ctx, session.ToolCall{ID: "c1", Name: name, Arguments: json.RawMessage(args)})
}

func wantCode(t *testing.T, res session.ToolResult, code string) {
	t.Helper()
	if res.Success || res.Error == nil || res.Error.Code != code {
		t.Fatalf("want %s, got %+v", code, res)
	}
}

func TestSchemaValidation(t *testing.T) {
	w := newSandbox(t)
	r := NewRegistry(append(Builtins(), FileTools(w)...)...)
	ctx := context.Background()
	cases := []struct{ name, tool, args, inMsg string }{
		{"missing required", "read_file", `{}`, "path"},
		{"empty string is {}", "read_file", ``, "path"},
		{"wrong type", "read_file", `{"path":3}`, "path"},
		{"extra property", "read_file", `{"path":"a","mode":"x"}`, "mode"},
		{"below minimum", "read_file", `{"path":"a","offset":0}`, "offset"},
		{"not an object", "calculate", `"2+2"`, "object"},
		{"wait too long", "wait", `{"seconds":99999}`, "maximum"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := call(r, ctx, c.tool, c.args)
			wantCode(t, res, CodeInvalidInput)
			if !strings.Contains(res.Error.Message, c.inMsg) {
				t.Fatalf("message %q does not mention %q", res.Error.Message, c.inMsg)
			}
		})
	}
}

// flaky fails with a given error a number of times, then succeeds.
type flaky struct {
	fails  int32
	err    error
	calls  atomic.Int32
	policy RetryPolicy
	sleep  time.Duration
}

func (f *flaky) Spec() Spec {
	return Spec{Name: "flaky", Schema: json.RawMessage(`{"type":"object"}`)}
}
func (f *flaky) RetryPolicy() RetryPolicy { return f.policy }
func (f *flaky) Run(ctx context.Context, _ json.RawMessage) (string, error) {
	n := f.calls.Add(1)
	if f.sleep > 0 && n <= f.fails {
		select {
		case <-time.After(f.sleep):
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	if n <= f.fails {
		return "", f.err
	}
	return "ok", nil
}

func TestRetriesOnlyInfrastructureErrors(t *testing.T) {
	pol := RetryPolicy{Attempts: 3, Backoff: time.Millisecond}
	infra := &session.ToolError{Code: CodeExecutionFailed, Message: "connection reset", Retriable: true}
	cases := []struct {
		name      string
		f         *flaky
		wantCalls int32
		wantCode  string
	}{
		{"infrastructure error retried to success", &flaky{fails: 2, err: infra, policy: pol}, 3, ""},
		{"infrastructure error gives up", &flaky{fails: 5, err: infra, policy: pol}, 3, CodeExecutionFailed},
		{"timeout retried", &flaky{fails: 1, sleep: time.Second, policy: RetryPolicy{Attempts: 2, Backoff: time.Millisecond, Timeout: 30 * time.Millisecond}}, 2, ""},
		{"invalid input not retried", &flaky{fails: 5, err: InvalidInput("bad"), policy: pol}, 1, CodeInvalidInput},
		{"permission denied not retried", &flaky{fails: 5, err: &session.ToolError{Code: CodePermissionDenied, Message: "no", Retriable: true}, policy: pol}, 1, CodePermissionDenied},
		{"business failure not retried", &flaky{fails: 5, err: errors.New("the command said no"), policy: pol}, 1, CodeExecutionFailed},
		{"no policy means one attempt", &flaky{fails: 5, err: infra}, 1, CodeExecutionFailed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := NewRegistry(c.f)
			res := call(r, context.Background(), "flaky", `{}`)
			if c.wantCode == "" && !res.Success {
				t.Fatalf("want success, got %+v", res)
			}
			if c.wantCode != "" {
				wantCode(t, res, c.wantCode)
			}
			if got := c.f.calls.Load(); got != c.wantCalls {
				t.Fatalf("calls = %d, want %d", got, c.wantCalls)
			}
		})
	}
}

func TestPathEscapesRefused(t *testing.T) {
	w := newSandbox(t)
	outsideDir := t.TempDir()
	secret := filepath.Join(outsideDir, "secret.txt")
	os.WriteFile(secret, []byte("top secret"), 0o600)
	os.Symlink(outsideDir, filepath.Join(w.Root(), "link"))
	os.Symlink(secret, filepath.Join(w.Root(), "secret-link"))
	os.WriteFile(filepath.Join(w.Root(), "ok.txt"), []byte("fine\n"), 0o644)
	r := NewRegistry(FileTools(w)...)
	ctx := context.Background()
	cases := []struct{ name, tool, args string }{
		{"dotdot read", "read_file", `{"path":"../secret.txt"}`},
		{"dotdot deep", "read_file", `{"path":"a/../../../etc/passwd"}`},
		{"absolute outside", "read_file", `{"path":"` + secret + `"}`},
		{"etc passwd", "read_file", `{"path":"/etc/passwd"}`},
		{"symlinked dir", "read_file", `{"path":"link/secret.txt"}`},
		{"symlinked file", "read_file", `{"path":"secret-link"}`},
		{"write through symlink", "write_file", `{"path":"link/new.txt","content":"x"}`},
		{"write outside", "write_file", `{"path":"../evil.txt","content":"x"}`},
		{"edit outside", "edit_file", `{"path":"` + secret + `","old_string":"top","new_string":"no"}`},
		{"list outside", "list", `{"path":".."}`},
		{"grep via symlink", "grep", `{"pattern":"secret","path":"link"}`},
		{"glob outside", "glob", `{"pattern":"*","path":"/"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantCode(t, call(r, ctx, c.tool, c.args), CodePermissionDenied)
		})
	}
	if b, _ := os.ReadFile(secret); string(b) != "top secret" {
		t.Fatal("the outside file changed")
	}
	if _, err := os.Stat(filepath.Join(outsideDir, "new.txt")); err == nil {
		t.Fatal("a file was written outside the sandbox")
	}
	// Inside paths still work, including absolute ones and harmless "..".
	for _, args := range []string{`{"path":"ok.txt"}`, `{"path":"sub/../ok.txt"}`, `{"path":"` + filepath.Join(w.Root(), "ok.txt") + `"}`} {
		if res := call(r, ctx, "read_file", args); !res.Success || !strings.Contains(res.Result, "fine") {
			t.Fatalf("%s: %+v", args, res)
		}
	}
	// grep over the root skips the symlinks instead of following them out.
	if res := call(r, ctx, "grep", `{"pattern":"top secret"}`); !res.Success || res.Result != "no matches" {
		t.Fatalf("grep followed a symlink out: %+v", res)
	}
}

func TestFileTools(t *testing.T) {
	w := newSandbox(t)
	r := NewRegistry(FileTools(w)...)
	ctx := context.Background()
	if res := call(r, ctx, "write_file", `{"path":"docs/a.txt","content":"one\ntwo\nthree\nfour\n"}`); !res.Success || !strings.Contains(res.Result, "created docs/a.txt") {
		t.Fatalf("write: %+v", res)
	}
	res := call(r, ctx, "edit_file", `{"path":"docs/a.txt","old_string":"two\n","new_string":"TWO\n2\n"}`)
	want := "--- a/docs/a.txt\n+++ b/docs/a.txt\n@@ -1,4 +1,5 @@\n one\n-two\n+TWO\n+2\n three\n four\n"
	if !res.Success || res.Result != want {
		t.Fatalf("edit diff:\n%s\nwant:\n%s (%+v)", res.Result, want, res.Error)
	}
	call(r, ctx, "write_file", `{"path":"docs/b.txt","content":"x\nx\n"}`)
	if res := call(r, ctx, "edit_file", `{"path":"docs/b.txt","old_string":"x","new_string":"y"}`); res.Success || !strings.Contains(res.Error.Message, "2 times") {
		t.Fatalf("ambiguous edit: %+v", res)
	}
	if res := call(r, ctx, "edit_file", `{"path":"docs/b.txt","old_string":"zzz","new_string":"y"}`); res.Success || !strings.Contains(res.Error.Message, "not found") {
		t.Fatalf("missing edit: %+v", res)
	}
	if res := call(r, ctx, "read_file", `{"path":"docs/a.txt","offset":2,"limit":2}`); !res.Success || res.Result != "     2\tTWO\n     3\t2\n[... file continues after line 3 (21 bytes in all); read on with offset=4]\n" {
		t.Fatalf("read range: %q", res.Result)
	}
	if res := call(r, ctx, "glob", `{"pattern":"**/*.txt"}`); res.Result != "docs/a.txt\ndocs/b.txt" {
		t.Fatalf("glob: %+v", res)
	}
	if res := call(r, ctx, "grep", `{"pattern":"^TW","glob":"**/*.txt"}`); res.Result != "docs/a.txt:2:TWO\n" {
		t.Fatalf("grep: %+v", res)
	}
	if res := call(r, ctx, "list", `{"path":"docs"}`); res.Result != "a.txt\t21\nb.txt\t4\n" {
		t.Fatalf("list: %q", res.Result)
	}
	os.WriteFile(filepath.Join(w.Root(), "bin.dat"), []byte{0x7f, 'E', 'L', 'F', 0, 0, 1}, 0o644)
	if res := call(r, ctx, "read_file", `{"path":"bin.dat"}`); res.Success || !strings.Contains(res.Error.Message, "binary") {
		t.Fatalf("binary read: %+v", res)
	}
}

func TestShellEnvHasNoSecrets(t *testing.T) {
	w := newSandbox(t)
	for k, v := range map[string]string{
		"OPENAI_API_KEY": "sk-1", "ANTHROPIC_API_KEY": "sk-2", "GITHUB_TOKEN": "gh", "AWS_SECRET_ACCESS_KEY": "aws",
		"MY_PROVIDER_KEY": "custom", "GROVE_HARMLESS": "visible",
	} {
		t.Setenv(k, v)
	}
	r := NewRegistry(ShellTools(w, "MY_PROVIDER_KEY")...)
	res := call(r, context.Background(), "shell", `{"command":"env; pwd"}`)
	if !res.Success || !strings.HasPrefix(res.Result, "exit status 0") {
		t.Fatalf("shell: %+v", res)
	}
	for _, s := range []string{"sk-1", "sk-2", "OPENAI_API_KEY", "GITHUB_TOKEN", "aws", "custom"} {
		if strings.Contains(res.Result, s) {
			t.Errorf("the shell saw %s", s)
		}
	}
	if !strings.Contains(res.Result, "GROVE_HARMLESS=visible") || !strings.Contains(res.Result, "\n"+w.Root()+"\n") {
		t.Errorf("env or working dir wrong:\n%s", res.Result)
	}
	if res := call(r, context.Background(), "shell", `{"command":"exit 3"}`); !res.Success || !strings.HasPrefix(res.Result, "exit status 3") {
		t.Fatalf("exit status: %+v", res)
	}
}

func TestShellTimeoutKillsGroup(t *testing.T) {
	w := newSandbox(t)
	r := NewRegistry(ShellTools(w)...)
	t0 := time.Now()
	res := call(r, context.Background(), "shell", `{"command":"echo started; sleep 30 & sleep 30","timeout_seconds":1}`)
	wantCode(t, res, CodeTimeout)
	if !strings.Contains(res.Error.Message, "started") || time.Since(t0) > 10*time.Second {
		t.Fatalf("timeout: %+v after %v", res, time.Since(t0))
	}
	if (&Shell{Dir: w}).Spec().Async || !(&Shell{Dir: w, Background: true}).Spec().Async {
		t.Fatal("shell must be sync and shell_background async")
	}
}

func TestLargeAndBinaryOutputCapped(t *testing.T) {
	w := newSandbox(t)
	r := NewRegistry(ShellTools(w)...)
	ctx := context.Background()
	// 10 MB of numbered lines: the model gets head and tail, the spill file all of it.
	res := call(r, ctx, "shell", `{"command":"seq 1 1500000"}`)
	if !res.Success {
		t.Fatalf("seq: %+v", res)
	}
	if len(res.Result) > DefaultHeadBytes+DefaultTailBytes+500 {
		t.Fatalf("result is %d bytes", len(res.Result))
	}
	if !strings.Contains(res.Result, "\n1\n2\n3\n") || !strings.HasSuffix(res.Result, "1499999\n1500000\n") {
		t.Fatalf("head or tail missing: %q ... %q", res.Result[:80], res.Result[len(res.Result)-80:])
	}
	spill := spillPath(t, res.Result)
	data, err := os.ReadFile(spill)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 10_000_000 || !strings.HasPrefix(string(data), "1\n2\n") || !strings.HasSuffix(string(data), "\n1500000\n") || strings.Count(string(data), "\n") != 1500000 {
		t.Fatalf("spill file incomplete: %d bytes", len(data))
	}
	// 10 MB of binary: no bytes of it reach the model, the spill file keeps it.
	res = call(r, ctx, "shell", `{"command":"head -c 10485760 /dev/urandom"}`)
	if !res.Success || !strings.Contains(res.Result, "[binary output, 10485760 bytes") || len(res.Result) > 1000 {
		t.Fatalf("binary: %.300q", res.Result)
	}
	if st, err := os.Stat(spillPath(t, res.Result)); err != nil || st.Size() != 10485760 {
		t.Fatalf("binary spill: %v %v", st, err)
	}
}

func spillPath(t *testing.T, s string) string {
	t.Helper()
	_, after, ok := strings.Cut(s, "output is in ")
	if !ok {
		_, after, ok = strings.Cut(s, "the full output is in ")
	}
	if !ok {
		t.Fatalf("no spill path in %.200q", s)
	}
	end := strings.IndexAny(after, " ]\n")
	return after[:end]
}

func TestCaptureBoundsMemory(t *testing.T) {
	c := NewCapture("", "x", 10, 10)
	for range 1000 {
		c.Write([]byte("0123456789abcdef"))
	}
	if len(c.tailBuf) > 40 || len(c.buf) > 10 {
		t.Fatalf("capture holds %d+%d bytes", len(c.buf), len(c.tailBuf))
	}
	if s := c.String(); !strings.HasPrefix(s, "0123456789\n[... 15980 bytes omitted of 16000; it was not kept ...]\n") || !strings.HasSuffix(s, "6789abcdef") {
		t.Fatalf("%q", s)
	}
}

func TestChildRegistryFallsBackToParent(t *testing.T) {
	parent := NewRegistry(Builtins()...)
	child := NewChild(parent, childTool{"mine"})
	if _, ok := child.Get("calculate"); !ok {
		t.Fatal("child does not see the parent's tools")
	}
	if _, ok := parent.Get("mine"); ok {
		t.Fatal("parent sees the child's tools")
	}
	parent.Register(childTool{"late"})
	if got := child.Names(); strings.Join(got, ",") != "calculate,late,mine,wait" {
		t.Fatalf("names %v", got)
	}
	parent.SetGate(denyAll{})
	res := child.Call(context.Background(), session.ToolCall{ID: "1", Name: "mine", Arguments: json.RawMessage(`{}`)})
	if res.Error == nil || res.Error.Code != CodePermissionDenied {
		t.Fatalf("the parent's gate does not apply: %+v", res)
	}
}

type childTool struct{ name string }

func (n childTool) Spec() Spec {
	return Spec{Name: n.name, Schema: json.RawMessage(`{"type":"object"}`)}
}
func (n childTool) Run(context.Context, json.RawMessage) (string, error) { return n.name, nil }

type denyAll struct{}

func (denyAll) Authorize(context.Context, CallInfo, Tool, session.ToolCall) error {
	return &session.ToolError{Code: CodePermissionDenied, Message: "no"}
}
