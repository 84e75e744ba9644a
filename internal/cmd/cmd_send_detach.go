package cmd

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/internal/errs"
)

// detachedEnv marks the runner of `grove send --no-wait`: a copy of the
// command in its own session that runs the turn to its end, background work
// included, after the command the person ran has returned.
const detachedEnv = "GROVE_SEND_RUNNER"

// runDetached starts the runner and relays its output until the reply is
// done (or the turn ended): then it returns the runner's verdict while the
// runner goes on with the background work. Ctrl+C before that point cancels
// the turn, as without --no-wait.
func runDetached(cmd *cobra.Command) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		return err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		return err
	}
	ctlR, ctlW, err := os.Pipe()
	if err != nil {
		return err
	}
	devNull, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer devNull.Close()
	runner := exec.Command(self, os.Args[1:]...)
	runner.Env = append(os.Environ(), detachedEnv+"=1")
	runner.Stdin = devNull
	if fi, err := os.Stdin.Stat(); err == nil && fi.Mode()&os.ModeCharDevice == 0 {
		runner.Stdin = os.Stdin // a message piped in is the runner's to read
	}
	runner.Stdout, runner.Stderr = devNull, devNull
	runner.ExtraFiles = []*os.File{outW, errW, ctlW} // fds 3, 4, 5
	runner.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := runner.Start(); err != nil {
		return err
	}
	outW.Close()
	errW.Close()
	ctlW.Close()
	go runner.Wait() //nolint:errcheck // the runner outlives this process; its status is read from ctl

	// A person's Ctrl+C (or a signal) goes to the runner, which cancels
	// the turn as a foreground send does.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		select {
		case s := <-sigs:
			runner.Process.Signal(s)
		case <-stop:
		}
	}()

	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); io.Copy(cmd.OutOrStdout(), outR) }()
	go func() { defer wg.Done(); io.Copy(cmd.ErrOrStderr(), errR) }()
	wg.Wait()
	line, _ := bufio.NewReader(ctlR).ReadString('\n')
	ctlR.Close()
	verdict, msg, _ := strings.Cut(strings.TrimSuffix(line, "\n"), " ")
	switch verdict {
	case "ok":
		return nil
	case "error":
		if u, err := strconv.Unquote(msg); err == nil {
			msg = u
		}
		return errors.New(msg)
	}
	return errors.New("the background runner of this send ended unexpectedly; see the log")
}

// runnerIO is the runner's side: output and errors go to the person's
// command through fds 3 and 4 until report, which hands over the verdict on
// fd 5 and closes all three.
type runnerIO struct {
	out, err, ctl *os.File
	once          sync.Once
}

func detachedRunner() *runnerIO {
	if os.Getenv(detachedEnv) == "" {
		return nil
	}
	// The pipes came through exec, so no child of the runner (an MCP
	// server, a background shell) may inherit them: the person's command
	// reads until every copy of them is closed.
	for fd := 3; fd <= 5; fd++ {
		syscall.CloseOnExec(fd)
	}
	return &runnerIO{out: os.NewFile(3, "out"), err: os.NewFile(4, "err"), ctl: os.NewFile(5, "ctl")}
}

// report hands the command's result to the person's command, once.
func (r *runnerIO) report(err error) {
	if r == nil {
		return
	}
	r.once.Do(func() {
		r.out.Close()
		r.err.Close()
		line := "ok\n"
		if err != nil {
			line = "error " + strconv.Quote(errs.UserMessage(err)) + "\n"
		}
		r.ctl.WriteString(line)
		r.ctl.Close()
	})
}
