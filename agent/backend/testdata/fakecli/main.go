// Command fakecli stands in for the agent CLIs grove runs as backends
// (claude, codex, cursor-agent) in tests: installed under one of those
// names, it prints that CLI's sample event stream from the testdata
// directory, and records how it was called.
//
// Environment:
//
//	FAKECLI_DIR   directory holding the samples (claude_stream.jsonl, …)
//	FAKECLI_LOG   file to append one JSON line per call to: args, cwd, prompt
//	FAKECLI_MODE  "" (the whole sample), "cut" (stop in the middle of the
//	              last line), "malformed" (a line that is not JSON after the
//	              second), "hang" (two lines, a child process in the same
//	              group, then wait to be killed; pids go to FAKECLI_LOG.pids;
//	              FAKECLI_LINES sets how many lines come first),
//	              "exit" (two lines, a message on stderr, status 3)
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	name := filepath.Base(os.Args[0])
	sample := map[string]string{"claude": "claude_stream.jsonl", "codex": "codex_exec.jsonl", "cursor-agent": "cursor_stream.jsonl"}[name]
	if sample == "" {
		fmt.Fprintf(os.Stderr, "fakecli: unknown name %q\n", name)
		os.Exit(2)
	}
	args := os.Args[1:]
	prompt := ""
	switch {
	case name == "cursor-agent":
		prompt = args[len(args)-1]
	default: // claude and codex read the prompt from stdin
		b, _ := io.ReadAll(os.Stdin)
		prompt = string(b)
	}
	if log := os.Getenv("FAKECLI_LOG"); log != "" {
		wd, _ := os.Getwd()
		rec, _ := json.Marshal(map[string]any{"name": name, "args": args, "cwd": wd, "prompt": prompt,
			"has_key": os.Getenv("ANTHROPIC_API_KEY") != "" || os.Getenv("OPENAI_API_KEY") != "" || os.Getenv("CURSOR_API_KEY") != ""})
		f, err := os.OpenFile(log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
		if err == nil {
			f.Write(append(rec, '\n'))
			f.Close()
		}
	}
	b, err := os.ReadFile(filepath.Join(os.Getenv("FAKECLI_DIR"), sample))
	if err != nil {
		fmt.Fprintln(os.Stderr, "fakecli:", err)
		os.Exit(2)
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	out := bufio.NewWriter(os.Stdout)
	print := func(ls []string) {
		for _, l := range ls {
			out.WriteString(l + "\n")
		}
		out.Flush()
	}
	switch os.Getenv("FAKECLI_MODE") {
	case "cut":
		print(lines[:len(lines)-2])
		last := lines[len(lines)-2]
		out.WriteString(last[:len(last)/2])
		out.Flush()
	case "malformed":
		print(lines[:2])
		print([]string{"this is not json {"})
		print(lines[2:])
	case "hang":
		n := 3
		if v, err := strconv.Atoi(os.Getenv("FAKECLI_LINES")); err == nil {
			n = v
		}
		print(lines[:n])
		sigs := make(chan os.Signal, 1)
		signal.Notify(sigs, syscall.SIGTERM)
		child := exec.Command("sleep", "300")
		child.Start()
		if log := os.Getenv("FAKECLI_LOG"); log != "" {
			os.WriteFile(log+".pids", fmt.Appendf(nil, "%d %d\n", os.Getpid(), child.Process.Pid), 0o600)
		}
		<-sigs
		time.Sleep(50 * time.Millisecond)
		os.Exit(143)
	case "exit":
		print(lines[:2])
		fmt.Fprintln(os.Stderr, "Error: invalid API key · Please run /login")
		os.Exit(3)
	default:
		print(lines)
	}
}
