package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// Shell timeouts.
const (
	DefaultShellTimeout      = 2 * time.Minute
	MaxShellTimeout          = 10 * time.Minute
	MaxBackgroundTimeout     = 2 * time.Hour
	defaultBackgroundTimeout = 30 * time.Minute
)

// knownSecretEnv lists provider variables that do not follow the
// *_API_KEY / *_TOKEN naming.
var knownSecretEnv = map[string]bool{
	"AWS_SECRET_ACCESS_KEY": true, "AWS_ACCESS_KEY_ID": true, "AWS_SESSION_TOKEN": true,
	"GOOGLE_APPLICATION_CREDENTIALS": true, "AZURE_OPENAI_KEY": true, "AZURE_CLIENT_SECRET": true,
	"ANTHROPIC_AUTH_TOKEN": true,
}

// secretSuffixes mark variables that hold credentials.
var secretSuffixes = []string{"_API_KEY", "_APIKEY", "_TOKEN", "_SECRET", "_SECRET_KEY", "_ACCESS_KEY", "_PASSWORD", "_CREDENTIALS"}

// IsSecretEnv reports whether an environment variable name looks like a
// credential grove must not hand to commands it runs for the model.
func IsSecretEnv(name string) bool {
	u := strings.ToUpper(name)
	if knownSecretEnv[u] {
		return true
	}
	for _, s := range secretSuffixes {
		if strings.HasSuffix(u, s) || u == strings.TrimPrefix(s, "_") {
			return true
		}
	}
	return false
}

// SafeEnv returns env (KEY=VALUE pairs) without credential variables and
// without the names in extra (for example the env var names the provider
// config reads keys from).
func SafeEnv(env []string, extra ...string) []string {
	drop := map[string]bool{}
	for _, e := range extra {
		drop[strings.ToUpper(e)] = true
	}
	out := make([]string, 0, len(env))
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		if IsSecretEnv(k) || drop[strings.ToUpper(k)] {
			continue
		}
		out = append(out, kv)
	}
	return out
}

// Shell runs a command line with /bin/sh in the sandbox root. With
// Background set it is the async variant, shell_background: the model gets
// an answer at once and the command's result arrives later as a message.
type Shell struct {
	Dir        *Sandbox
	Background bool
	// SecretEnv names more variables to strip (provider key variables).
	SecretEnv []string
}

// ShellTools returns shell and shell_background.
func ShellTools(w *Sandbox, secretEnv ...string) []Tool {
	return []Tool{&Shell{Dir: w, SecretEnv: secretEnv}, &Shell{Dir: w, Background: true, SecretEnv: secretEnv}}
}

func (s *Shell) Spec() Spec {
	if s.Background {
		return Spec{
			Name:        "shell_background",
			Description: "Run a slow shell command in the background (builds, test suites, downloads). You get an answer at once; the command's exit status and output arrive later as a new message. Same rules as shell.",
			Schema:      json.RawMessage(fmt.Sprintf(shellSchema, int(MaxBackgroundTimeout.Seconds()))),
			Async:       true,
		}
	}
	return Spec{
		Name:        "shell",
		Description: "Run a command line with /bin/sh in the sandbox root and return its exit status and output (stdout and stderr, long output shortened to head and tail). No terminal, no stdin. Use shell_background for commands that take minutes.",
		Schema:      json.RawMessage(fmt.Sprintf(shellSchema, int(MaxShellTimeout.Seconds()))),
	}
}

const shellSchema = `{"type":"object","properties":{
"command":{"type":"string","minLength":1},
"timeout_seconds":{"type":"integer","minimum":1,"maximum":%d}},
"required":["command"],"additionalProperties":false}`

func (s *Shell) DefaultMode() Mode { return ModeAsk }

func (s *Shell) Subject(args json.RawMessage) Subject {
	var in struct {
		Command string `json:"command"`
	}
	// The permission gate asks only after schema validation passed.
	_ = json.Unmarshal(args, &in)
	return Subject{Value: strings.TrimSpace(in.Command), Command: true}
}

func (s *Shell) Run(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Command string `json:"command"`
		Timeout int    `json:"timeout_seconds"`
	}
	if err := decode(args, &in); err != nil {
		return "", err
	}
	timeout := DefaultShellTimeout
	if s.Background {
		timeout = defaultBackgroundTimeout
	}
	if in.Timeout > 0 {
		timeout = time.Duration(in.Timeout) * time.Second
	}
	cmd := exec.Command("/bin/sh", "-c", in.Command)
	cmd.Env = SafeEnv(os.Environ(), s.SecretEnv...)
	return RunCommand(ctx, cmd, s.Dir, timeout, nil)
}

// RunCommand runs cmd in the sandbox root with a timeout, stdin from
// stdin (or nothing), stdout and stderr captured together with head/tail
// limits and a spill file. The whole process group is killed on timeout or
// cancellation. A command that ran and exited non-zero is a successful call
// whose result says so (the exit status is data for the model); failing to
// start is a retriable EXECUTION_FAILED; the timeout is a retriable TIMEOUT
// and the caller's cancel a CANCELLED, each with the partial output in its
// message.
func RunCommand(ctx context.Context, cmd *exec.Cmd, w *Sandbox, timeout time.Duration, stdin io.Reader) (string, error) {
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd.Dir = w.Root()
	cmd.Stdin = stdin
	capture := NewCapture(w.SpillDir, "shell", 0, 0)
	defer capture.Close()
	cmd.Stdout = capture
	cmd.Stderr = capture
	setProcessGroup(cmd)
	if err := cmd.Start(); err != nil {
		return "", &session.ToolError{Code: CodeExecutionFailed, Message: "could not start the command: " + err.Error(), Retriable: true}
	}
	done := make(chan struct{})
	go func() {
		select {
		case <-cctx.Done():
			killProcessGroup(cmd)
		case <-done:
		}
	}()
	start := time.Now()
	err := cmd.Wait()
	close(done)
	capture.Close()
	elapsed := time.Since(start).Round(time.Millisecond)
	out := capture.String()
	switch {
	case errors.Is(ctx.Err(), context.Canceled):
		if out == "" {
			out = "(no output)"
		}
		return "", &session.ToolError{Code: CodeCancelled, Message: "the command was cancelled; output so far:\n" + out}
	case ctx.Err() != nil:
		return "", ctx.Err()
	case cctx.Err() != nil:
		return "", &session.ToolError{Code: CodeTimeout, Retriable: true,
			Message: fmt.Sprintf("the command was killed after %s; output so far:\n%s", timeout, out)}
	}
	var exit *exec.ExitError
	code := 0
	if errors.As(err, &exit) {
		code = exit.ExitCode()
	} else if err != nil {
		return "", &session.ToolError{Code: CodeExecutionFailed, Message: "running the command: " + err.Error(), Retriable: true}
	}
	if out == "" {
		out = "(no output)"
	}
	return fmt.Sprintf("exit status %d (%s)\n%s", code, elapsed, out), nil
}
