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
//	FAKECLI_SESSIONS  a directory the fake keeps its sessions in, as the
//	              real CLIs keep theirs: a run that starts a session gets a
//	              new id (a file of that name here) in place of the sample's;
//	              a resumed one keeps its id, and resuming an id without its
//	              file fails with the error the real CLI prints
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
	"slices"
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
	if name == "claude" && !slices.Contains(args, "--include-partial-messages") {
		// Without the flag Claude Code prints whole messages only.
		lines = slices.DeleteFunc(lines, func(l string) bool {
			return strings.HasPrefix(l, `{"type":"stream_event"`) || strings.HasPrefix(l, `{"type":"system","subtype":"status"`)
		})
	}
	if dir := os.Getenv("FAKECLI_SESSIONS"); dir != "" {
		lines = sessions(dir, name, args, lines)
	}
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

// sessions gives a run the session of the store in dir: a new session a new
// id, a resumed one its own; resuming a session the store does not have
// fails as the real CLI does (and exits).
func sessions(dir, name string, args, lines []string) []string {
	resume := ""
	for i, a := range args {
		if (a == "--resume" || (name == "codex" && a == "resume")) && i+1 < len(args) {
			resume = args[i+1]
		}
	}
	sample := map[string]string{"claude": "5f3c2a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f",
		"codex": "0199a213-81c0-7800-8aa1-bbab2a035a53", "cursor-agent": "c6b62c6f-7ead-4fd6-9922-e952131177ff"}[name]
	id := resume
	if resume != "" {
		if _, err := os.Stat(filepath.Join(dir, resume)); err != nil {
			sessionGone(name, resume)
		}
	} else {
		// Numbered by a count of the sessions ever made, so a lost
		// session's id is never given again.
		count := filepath.Join(dir, ".count")
		b, _ := os.ReadFile(count)
		n, _ := strconv.Atoi(string(b))
		n++
		os.WriteFile(count, []byte(strconv.Itoa(n)), 0o600)
		id = fmt.Sprintf("%s%012x", sample[:len(sample)-12], n)
		os.WriteFile(filepath.Join(dir, id), nil, 0o600)
	}
	for i, l := range lines {
		lines[i] = strings.ReplaceAll(l, sample, id)
	}
	return lines
}

// sessionGone answers the resume of a session the CLI does not have with
// what the real CLI prints, and exits.
func sessionGone(name, id string) {
	switch name {
	case "claude": // Claude Code 2.1.197: a result line, the message on stderr, status 1
		fmt.Printf(claudeGone+"\n", id)
		fmt.Fprintln(os.Stderr, "No conversation found with session ID: "+id)
	case "codex": // Codex 0.171.0: nothing on stdout, the error on stderr, status 1
		fmt.Fprintf(os.Stderr, "Error: thread/resume: thread/resume failed: no rollout found for thread id %s (code -32600)\n", id)
	default: // cursor-agent (its text not seen here: it installs only from its website)
		rec, _ := json.Marshal(map[string]any{"type": "result", "subtype": "error", "is_error": true, "result": "Chat not found: " + id, "session_id": id})
		fmt.Println(string(rec))
	}
	os.Exit(1)
}

// claudeGone is the line Claude Code 2.1.197 printed for `claude -p --output-format
// stream-json --verbose --resume ID` of a session it does not have (%[1]s: the id).
const claudeGone = `{"type":"result","subtype":"error_during_execution","duration_ms":0,"duration_api_ms":0,"is_error":true,"num_turns":0,"stop_reason":null,"session_id":"%[1]s","total_cost_usd":0,"usage":{"input_tokens":0,"cache_creation_input_tokens":0,"cache_read_input_tokens":0,"output_tokens":0,"server_tool_use":{"web_search_requests":0,"web_fetch_requests":0},"service_tier":"standard","cache_creation":{"ephemeral_1h_input_tokens":0,"ephemeral_5m_input_tokens":0},"inference_geo":"","iterations":[],"speed":"standard"},"modelUsage":{},"permission_denials":[],"uuid":"59e823aa-7fd0-4c22-b145-dcb2c7d6f755","errors":["No conversation found with session ID: %[1]s"]}`
