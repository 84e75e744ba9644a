package backend

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Error classes of a failed run.
const (
	// ClassNotInstalled: the program is not on PATH.
	ClassNotInstalled = "not_installed"
	// ClassFailed: the CLI reported an error or exited with a failure.
	ClassFailed = "failed"
	// ClassCut: the output ended before the CLI's final event.
	ClassCut = "cut"
	// ClassCanceled: the run was cancelled (its process group signalled).
	ClassCanceled = "canceled"
)

// RunError is why a run failed.
type RunError struct {
	Class   string
	Message string
}

func (e *RunError) Error() string { return e.Message }

// Options tune Run.
type Options struct {
	// Getenv reads the credentials a CLI needs (Spec.Keys) from grove's key
	// store; nil passes none beyond the environment.
	Getenv func(string) string
	// KillAfter is how long a cancelled CLI has between SIGTERM and SIGKILL
	// (default 3s).
	KillAfter time.Duration
}

// maxLine bounds one output line (a tool result can be long).
const maxLine = 32 << 20

// Run starts the invocation's CLI and delivers its events to emit (on the
// calling goroutine) until it exits. A nil error means the CLI's final
// event was read and reported success. It is long because it is the whole
// life of one CLI process (start in its group, feed, read, and classify how
// it ended), and each step uses what the previous one set up.
func Run(ctx context.Context, inv Invocation, opts Options, emit func(Event)) error {
	spec, ok := specs[inv.Backend]
	if !ok {
		return &RunError{Class: ClassFailed, Message: fmt.Sprintf("unknown backend %q (want one of %s)", inv.Backend, strings.Join(Names(), ", "))}
	}
	path, err := exec.LookPath(spec.Program)
	if err != nil {
		nie := &NotInstalledError{Backend: spec.Name, Program: spec.Program, Install: spec.Install}
		return &RunError{Class: ClassNotInstalled, Message: nie.Error()}
	}
	argv := spec.Args(inv)
	if !spec.Stdin {
		argv = append(argv, joinPrompt(inv, spec))
	}
	cmd := exec.Command(path, argv...)
	cmd.Dir = inv.Dir
	cmd.Env = append(os.Environ(), inv.Env...)
	if opts.Getenv != nil {
		for _, k := range spec.Keys {
			if _, set := os.LookupEnv(k); !set {
				if v := opts.Getenv(k); v != "" {
					cmd.Env = append(cmd.Env, k+"="+v)
				}
			}
		}
	}
	// Its own process group, so a cancel reaches everything it started.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if spec.Stdin {
		cmd.Stdin = strings.NewReader(joinPrompt(inv, spec))
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return &RunError{Class: ClassFailed, Message: err.Error()}
	}
	var stderr tailBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return &RunError{Class: ClassFailed, Message: fmt.Sprintf("starting %s: %v", spec.Program, err)}
	}
	stop := make(chan struct{})
	var stopOnce sync.Once
	go func() {
		select {
		case <-ctx.Done():
		case <-stop:
			return
		}
		pgid := cmd.Process.Pid
		_ = syscall.Kill(-pgid, syscall.SIGTERM)
		wait := opts.KillAfter
		if wait <= 0 {
			wait = 3 * time.Second
		}
		select {
		case <-time.After(wait):
			_ = syscall.Kill(-pgid, syscall.SIGKILL)
		case <-stop:
		}
	}()
	defer stopOnce.Do(func() { close(stop) })

	if spec.model != nil {
		if m := spec.model(inv); m != "" {
			emit(Event{Kind: Session, Model: m})
		}
	}
	p := spec.newParser()
	done, fail := false, ""
	r := bufio.NewReaderSize(stdout, 64<<10)
	n := 0
	var readErr error
	for {
		line, err := readLine(r)
		if len(bytes.TrimSpace(line)) > 0 {
			n++
			var m map[string]json.RawMessage
			if jerr := json.Unmarshal(line, &m); jerr != nil || m == nil {
				if err == io.EOF && !bytes.HasSuffix(line, []byte("\n")) {
					// The last line stopped in the middle: the output was cut.
					readErr = fmt.Errorf("the last line stopped in the middle: %s", clip(string(line), 120))
				} else {
					msg := "not a JSON object"
					if jerr != nil {
						msg = jerr.Error()
					}
					emit(Event{Kind: Malformed, Text: clip(strings.TrimSpace(string(line)), 200), Error: msg, Line: n})
				}
			} else {
				d, f := p.parse(m, emit)
				if d {
					done, fail = true, f
				}
			}
		}
		if err != nil {
			if err != io.EOF {
				readErr = err
			}
			break
		}
	}
	waitErr := cmd.Wait()
	stopOnce.Do(func() { close(stop) })
	if ctx.Err() != nil {
		return &RunError{Class: ClassCanceled, Message: fmt.Sprintf("cancelled: %s was stopped", spec.Program)}
	}
	tail := strings.TrimSpace(stderr.String())
	switch {
	case done && fail != "":
		return &RunError{Class: ClassFailed, Message: fail}
	case done && waitErr == nil:
		return nil
	case waitErr != nil:
		msg := fmt.Sprintf("%s %s", spec.Program, describeExit(waitErr))
		if tail != "" {
			msg += ": " + clip(tail, 600)
		}
		if !done {
			msg += " (before its final event)"
			return &RunError{Class: ClassCut, Message: msg}
		}
		return &RunError{Class: ClassFailed, Message: msg}
	default:
		msg := fmt.Sprintf("the output of %s ended before its final event", spec.Program)
		if readErr != nil {
			msg += " (" + readErr.Error() + ")"
		}
		if tail != "" {
			msg += ": " + clip(tail, 600)
		}
		return &RunError{Class: ClassCut, Message: msg}
	}
}

func describeExit(err error) string {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return "was killed by " + ws.Signal().String()
		}
		return fmt.Sprintf("exited with status %d", ee.ExitCode())
	}
	return err.Error()
}

// readLine reads one line (with its newline when there is one), up to
// maxLine bytes; the rest of a longer line is dropped.
func readLine(r *bufio.Reader) ([]byte, error) {
	var out []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(out)+len(chunk) <= maxLine {
			out = append(out, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return out, err
	}
}

// joinPrompt is the text a CLI gets as its prompt: the message, with grove's
// context at its head for CLIs without an appended system prompt.
func joinPrompt(inv Invocation, spec Spec) string {
	if inv.System == "" || spec.Name == Claude {
		return inv.Prompt
	}
	return "<context from grove>\n" + inv.System + "\n</context from grove>\n\n" + inv.Prompt
}

// tailBuffer keeps the last 8 KB written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 8<<10 {
		t.buf = t.buf[len(t.buf)-8<<10:]
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}
