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
//
// As the real Codex does, the fake codex reports in turn.completed the
// thread's running totals: a run resuming a thread adds the sample's usage
// to what the thread's earlier runs reported (kept in FAKECLI_LOG.codex).
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
	if name == "codex" {
		codexTotals(args, lines)
	}
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

// codexUsage is the usage of Codex's turn.completed.
type codexUsage struct {
	Input  int64 `json:"input_tokens"`
	Cached int64 `json:"cached_input_tokens"`
	Output int64 `json:"output_tokens"`
}

// codexTotals rewrites the sample's turn.completed line to the thread's
// running totals: the sample's usage plus, for a resumed thread (`resume
// ID`), the totals its previous run reported. A new run starts the thread
// again (the sample's thread id is always the same).
func codexTotals(args, lines []string) {
	state := os.Getenv("FAKECLI_LOG")
	if state == "" {
		return
	}
	state += ".codex"
	var prev codexUsage
	for i, a := range args {
		if a == "resume" && i+1 < len(args) {
			if b, err := os.ReadFile(state); err == nil {
				json.Unmarshal(b, &prev)
			}
		}
	}
	for i, l := range lines {
		var ev struct {
			Type  string     `json:"type"`
			Usage codexUsage `json:"usage"`
		}
		if json.Unmarshal([]byte(l), &ev) != nil || ev.Type != "turn.completed" {
			continue
		}
		u := codexUsage{ev.Usage.Input + prev.Input, ev.Usage.Cached + prev.Cached, ev.Usage.Output + prev.Output}
		rec, _ := json.Marshal(map[string]any{"type": "turn.completed", "usage": u})
		lines[i] = string(rec)
		b, _ := json.Marshal(u)
		os.WriteFile(state, b, 0o600)
	}
}
