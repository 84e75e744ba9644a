// Package backend runs other agent runtimes as the engine of a grove agent:
// Claude Code (`claude -p --output-format stream-json`), Codex
// (`codex exec --json`) and Cursor (`cursor-agent -p --output-format
// stream-json`). Each CLI runs its own agent loop with its own tools; this
// package starts it in a working directory, reads its JSON event lines and
// turns them into grove's provider-agnostic events: text, thinking, tool
// calls, tool results, usage and cost, and the CLI's own session id (so the
// next message resumes the same session).
//
// A cancelled run's whole process group gets SIGTERM, then SIGKILL. A line
// that is not JSON is reported (Event Malformed) and reading goes on; output
// that ends before the CLI's final event is an error of class Cut, after
// every event read so far has been delivered.
package backend

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// Backend names, as an agent definition's `backend:` spells them.
const (
	SDK    = "sdk"    // grove's own engine (the default)
	Mock   = "mock"   // grove's engine on the built-in offline model
	Claude = "claude" // Claude Code
	Codex  = "codex"  // OpenAI Codex CLI
	Cursor = "cursor" // Cursor's agent CLI
)

// Names lists every backend.
func Names() []string { return []string{SDK, Mock, Claude, Codex, Cursor} }

// IsCLI reports whether name is a backend run by an external program.
func IsCLI(name string) bool { _, ok := specs[name]; return ok }

// Spec describes one CLI: its program, how to install it, the keys it may
// need from grove's key store, and how to read its output.
type Spec struct {
	Name    string
	Program string
	// Title is how the CLI is called in messages ("Claude Code").
	Title   string
	Install string
	// Keys are environment variables the CLI reads its credentials from;
	// grove holds provider keys out of its own environment and passes these
	// to the CLI only.
	Keys []string
	// Args builds the command line (without the program).
	Args func(inv Invocation) []string
	// Stdin reports whether the prompt goes to the program's stdin (else it
	// is the last argument).
	Stdin bool
	// parser reads one decoded event line.
	newParser func() parser
	// model is the model a run uses when the CLI's events do not say
	// (nil: they do, or it cannot be known).
	model func(inv Invocation) string
	// gone are what the CLI's error says, lower-cased, when the session a
	// run resumed no longer exists (see SessionGone).
	gone []string
}

var specs = map[string]Spec{
	Claude: {
		Name: Claude, Program: "claude", Title: "Claude Code", Install: "npm install -g @anthropic-ai/claude-code (https://docs.claude.com/en/docs/claude-code)",
		Keys: []string{"ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN"}, Stdin: true, Args: claudeArgs, newParser: newClaudeParser,
		gone: []string{"no conversation found with session id"},
	},
	Codex: {
		Name: Codex, Program: "codex", Title: "Codex", Install: "npm install -g @openai/codex (https://github.com/openai/codex)",
		Keys: []string{"OPENAI_API_KEY", "CODEX_API_KEY"}, Stdin: true, Args: codexArgs, newParser: newCodexParser, model: codexModel,
		gone: []string{"no rollout found for thread id"},
	},
	Cursor: {
		Name: Cursor, Program: "cursor-agent", Title: "Cursor", Install: "curl https://cursor.com/install -fsS | bash (https://cursor.com/docs/cli)",
		Keys: []string{"CURSOR_API_KEY"}, Args: cursorArgs, newParser: stateless(parseCursor),
		gone: []string{"chat not found", "no chat found", "session not found", "conversation not found"},
	},
}

// Lookup returns the spec of a CLI backend.
func Lookup(name string) (Spec, bool) {
	s, ok := specs[name]
	return s, ok
}

// CLIs lists the CLI backends, sorted.
func CLIs() []string {
	return slices.Sorted(maps.Keys(specs))
}

// Invocation is one run of a CLI: one message of a grove turn.
type Invocation struct {
	Backend string
	// Dir is the working directory the CLI runs in.
	Dir string
	// Model is passed to the CLI as its --model ("" = the CLI's default).
	Model string
	// System is grove's context for the agent (system prompt, soul,
	// memories); Claude Code gets it as an appended system prompt, the
	// others at the head of the prompt.
	System string
	Prompt string
	// Resume is the CLI's session id to continue ("" = a new session).
	Resume string
	// Args are extra arguments from the agent definition, before the prompt.
	Args []string
	// Env holds extra KEY=VALUE variables for the CLI.
	Env []string
}

func claudeArgs(inv Invocation) []string {
	// Partial messages: the reply's text and thinking as they stream
	// (stream_event lines) before each whole message.
	a := []string{"-p", "--output-format", "stream-json", "--verbose", "--include-partial-messages"}
	if inv.Model != "" {
		a = append(a, "--model", inv.Model)
	}
	if inv.System != "" {
		a = append(a, "--append-system-prompt", inv.System)
	}
	if inv.Resume != "" {
		a = append(a, "--resume", inv.Resume)
	}
	return append(a, inv.Args...)
}

func codexArgs(inv Invocation) []string {
	a := []string{"exec", "--json", "--skip-git-repo-check"}
	if inv.Model != "" {
		a = append(a, "--model", inv.Model)
	}
	a = append(a, inv.Args...)
	if inv.Resume != "" {
		a = append(a, "resume", inv.Resume)
	}
	return append(a, "-") // the prompt comes on stdin
}

func cursorArgs(inv Invocation) []string {
	a := []string{"-p", "--output-format", "stream-json"}
	if inv.Model != "" {
		a = append(a, "--model", inv.Model)
	}
	if inv.Resume != "" {
		a = append(a, "--resume", inv.Resume)
	}
	return append(a, inv.Args...)
}

// Kind names an Event.
type Kind int

const (
	// Session carries the CLI's session id (and Model when it says).
	Session Kind = iota + 1
	// Text is a piece of the agent's reply.
	Text
	// Thinking is reasoning the CLI shows.
	Thinking
	// ToolCall is a tool the CLI's agent called (the CLI runs it).
	ToolCall
	// ToolResult is the outcome of an earlier ToolCall.
	ToolResult
	// Usage carries token usage and, when the CLI reports it, the cost.
	Usage
	// Notice is something the CLI reported that is not part of the reply
	// (a non-fatal error item).
	Notice
	// Malformed is an output line that is not a JSON event; Text holds it
	// (clipped) and Error why.
	Malformed
)

// Event is one thing a CLI reported, in grove's terms.
type Event struct {
	Kind      Kind
	SessionID string
	Model     string
	Text      string
	// Delta says a Text or Thinking event is a piece of a block still
	// streaming; the whole block follows as one event with Streamed set,
	// whose text was already delivered piece by piece.
	Delta, Streamed bool
	Call            *session.ToolCall
	Result          *session.ToolResult
	Usage           session.Usage
	// Costed reports whether Usage.Cost came from the CLI.
	Costed bool
	// Totals says Usage is the session's running totals (all its runs so
	// far, this one included), not this run's own usage.
	Totals bool
	Error  string
	Line   int
}

// parser turns decoded lines into events. done reports that the CLI's final
// event was read; fail is the error that final event reported.
type parser interface {
	parse(line map[string]json.RawMessage, emit func(Event)) (done bool, fail string)
}

// parseFunc is a parser that keeps no state between lines.
type parseFunc func(line map[string]json.RawMessage, emit func(Event)) (done bool, fail string)

func (f parseFunc) parse(line map[string]json.RawMessage, emit func(Event)) (bool, string) {
	return f(line, emit)
}

// stateless makes the newParser of a parser without state.
func stateless(f parseFunc) func() parser { return func() parser { return f } }

// sessionEvent is the session a CLI's init line names: its id (which
// resuming takes) and model.
func sessionEvent(m map[string]json.RawMessage) Event {
	return Event{Kind: Session, SessionID: str(m, "session_id"), Model: str(m, "model")}
}

// toolResult is the event of a tool call's result; a failed one carries a
// tool error with the same text.
func toolResult(id string, ok bool, text string) Event {
	r := session.ToolResult{ToolCallID: id, Success: ok, Result: text}
	if !ok {
		r.Error = &session.ToolError{Code: tools.CodeExecutionFailed, Message: text}
	}
	return Event{Kind: ToolResult, Result: &r}
}

// cachedUsage reads the usage object of a final event whose input count
// leaves out the tokens read from and written to the cache; the names are
// its fields for input, output, cache read and cache write tokens.
func cachedUsage(raw json.RawMessage, input, output, cacheRead, cacheWrite string) session.Usage {
	u := obj(raw)
	n := func(name string) int64 {
		var v int64
		_ = json.Unmarshal(u[name], &v)
		return v
	}
	in, out, read, write := n(input), n(output), n(cacheRead), n(cacheWrite)
	return session.Usage{InputTokens: in + read + write, OutputTokens: out,
		CacheReadTokens: read, CacheWriteTokens: write}
}

// finish ends a run at the CLI's final event: fail is "" when the event
// says the run succeeded, else it names the CLI and says why (the event's
// result text, else the first of why that says something).
func finish(m map[string]json.RawMessage, cli string, why ...func() string) (done bool, fail string) {
	if !failed(m) {
		return true, ""
	}
	msg := str(m, "result")
	for _, f := range why {
		if msg != "" {
			break
		}
		msg = f()
	}
	return true, cli + " reported an error: " + msg
}

// failed reports whether a final result event says the run failed: is_error
// set, or a subtype other than success.
func failed(m map[string]json.RawMessage) bool {
	var isErr bool
	_ = json.Unmarshal(m["is_error"], &isErr)
	sub := str(m, "subtype")
	return isErr || (sub != "" && sub != "success")
}

// str decodes a JSON string field ("" when absent or not a string).
func str(m map[string]json.RawMessage, key string) string {
	var s string
	if raw, ok := m[key]; ok {
		_ = json.Unmarshal(raw, &s)
	}
	return s
}

func obj(raw json.RawMessage) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	_ = json.Unmarshal(raw, &m)
	return m
}

// args makes a tool call's arguments a JSON object: an object stays as it
// is, anything else is wrapped as {"input": …}.
func args(raw json.RawMessage) json.RawMessage {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return json.RawMessage("{}")
	}
	if strings.HasPrefix(s, "{") && json.Valid([]byte(s)) {
		return json.RawMessage(s)
	}
	b, _ := json.Marshal(map[string]json.RawMessage{"input": json.RawMessage(s)})
	if !json.Valid(b) {
		b, _ = json.Marshal(map[string]string{"input": s})
	}
	return b
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		return json.RawMessage("{}")
	}
	return b
}

// resultText flattens a tool result's content: a string, or a list of
// {type: text, text} blocks, or any other JSON as it is.
func resultText(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var blocks []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &blocks) == nil {
		var b strings.Builder
		for _, bl := range blocks {
			if bl.Text != "" {
				if b.Len() > 0 {
					b.WriteByte('\n')
				}
				b.WriteString(bl.Text)
			}
		}
		if b.Len() > 0 {
			return b.String()
		}
	}
	return string(raw)
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// NotInstalledError says a backend's program is missing and how to get it.
type NotInstalledError struct {
	Backend, Program, Install string
}

func (e *NotInstalledError) Error() string {
	return fmt.Sprintf("the %s backend needs the program %q, which is not installed (not found on PATH); install it with: %s",
		e.Backend, e.Program, e.Install)
}
