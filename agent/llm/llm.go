// Package llm talks to language models: a small streaming Provider interface over
// grove's provider-agnostic content blocks, with OpenAI-compatible, Anthropic and
// built-in offline implementations, error classes, retries and model profiles.
package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// Role says who authored a Message.
type Role string

const (
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	// RoleTool messages carry tool_result blocks; one message may answer
	// several tool calls of the preceding assistant message.
	RoleTool Role = "tool"
)

// Message is one turn of the conversation sent to a model.
type Message struct {
	Role    Role
	Content []session.Block
}

// ToolSpec describes a tool the model may call.
type ToolSpec struct {
	Name        string
	Description string
	// Schema is a JSON schema object for the tool's arguments.
	Schema json.RawMessage
}

// Request is one model call. Zero values mean "use the provider's default".
type Request struct {
	Model       string
	System      string
	Messages    []Message
	Tools       []ToolSpec
	MaxTokens   int
	Temperature *float64
	// ThinkingBudget > 0 asks for extended thinking with that many tokens
	// where the provider supports it; others ignore it.
	ThinkingBudget int
	// Continues is the text of a reply that was cut off (grove closed, or
	// the person cancelled it and then continued the turn): the messages
	// end with it and with ContinueNote, and the answer carries it on.
	Continues string
}

// ContinueNote asks a model to carry on its reply that was cut off rather
// than answer it: it follows that reply in the messages.
const ContinueNote = "[grove] Your reply above was cut off before it was finished. Continue it from exactly where it stopped: " +
	"do not repeat any of it, do not start over, and do not comment on the interruption."

// EventType names a streaming event.
type EventType int

const (
	// EventText carries a text delta in Text.
	EventText EventType = iota + 1
	// EventThinking carries a thinking delta in Text, or the block's
	// Signature once the provider sends it.
	EventThinking
	// EventToolStart announces a tool call whose arguments are still
	// streaming: ToolCall has ID and Name only.
	EventToolStart
	// EventToolCall carries a complete tool call with valid JSON arguments.
	EventToolCall
	// EventInvalidToolCall carries a call whose arguments did not parse.
	EventInvalidToolCall
	// EventUsage carries the call's token usage.
	EventUsage
	// EventStop carries the stop reason; it is the last event of a
	// successful stream.
	EventStop
)

func (t EventType) String() string {
	switch t {
	case EventText:
		return "text"
	case EventThinking:
		return "thinking"
	case EventToolStart:
		return "tool_start"
	case EventToolCall:
		return "tool_call"
	case EventInvalidToolCall:
		return "invalid_tool_call"
	case EventUsage:
		return "usage"
	case EventStop:
		return "stop"
	}
	return fmt.Sprintf("event(%d)", int(t))
}

// Event is one streamed piece of a response. Only the fields of its Type are set.
type Event struct {
	Type       EventType
	Text       string
	Signature  string
	ToolCall   *session.ToolCall
	Invalid    *InvalidToolCall
	Usage      session.Usage
	StopReason string
}

// Stop reasons, normalised across providers.
const (
	StopEndTurn   = "end_turn"
	StopToolUse   = "tool_use"
	StopMaxTokens = "max_tokens"
	StopSequence  = "stop_sequence"
	StopRefusal   = "refusal"
	// StopError and StopCanceled mark a partial Response returned with an error.
	StopError    = "error"
	StopCanceled = "canceled"
)

// InvalidToolCall is a tool call whose arguments were not a valid JSON
// object. It never appears in Response.Content, so stored content only ever
// holds parseable calls; the engine answers it with an INVALID_INPUT result.
type InvalidToolCall struct {
	ID        string
	Name      string
	Arguments string // raw, as the model produced it
	Error     string
}

// Response is the assembled result of one model call.
type Response struct {
	// Content holds thinking (with signature), text and tool_call blocks in
	// the order the model produced them.
	Content          []session.Block
	InvalidToolCalls []InvalidToolCall
	// Usage.InputTokens counts the whole prompt, cached parts included, for
	// every provider; CacheReadTokens and CacheWriteTokens are subsets of it.
	Usage      session.Usage
	StopReason string
	Provider   string
	Model      string
	Latency    time.Duration
}

// Text joins the response's text blocks.
func (r Response) Text() string { return session.Text(r.Content) }

// ToolCalls returns the response's valid tool calls in order.
func (r Response) ToolCalls() []session.ToolCall { return session.ToolCalls(r.Content) }

// Provider streams model responses.
type Provider interface {
	// Name is the provider kind: "openai", "anthropic", "ollama", "offline".
	Name() string
	// Stream runs req, calling emit for each delta as it arrives (emit runs
	// on the caller's goroutine and must not block long), and returns the
	// assembled Response. Every non-nil error is an *Error. After a failure
	// mid-stream Stream returns the partial Response (StopReason StopError
	// or StopCanceled) together with the error, so text already shown to a
	// person can be kept.
	Stream(ctx context.Context, req Request, emit func(Event)) (Response, error)
}

// parseToolArgs validates a tool call's raw arguments. An empty string means
// a call without arguments, which some models send for parameterless tools.
func parseToolArgs(raw string) (json.RawMessage, error) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return json.RawMessage("{}"), nil
	}
	if !json.Valid([]byte(s)) {
		var v any
		err := json.Unmarshal([]byte(s), &v)
		if err == nil {
			err = errors.New("invalid JSON")
		}
		return nil, fmt.Errorf("arguments are not valid JSON: %v", err)
	}
	if s[0] != '{' {
		return nil, errors.New("arguments must be a JSON object")
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, []byte(s)); err != nil {
		return nil, fmt.Errorf("arguments are not valid JSON: %v", err)
	}
	return json.RawMessage(buf.Bytes()), nil
}

// ToolResultText is the text a model sees for a tool result. Failures carry
// their code so the model can tell a bad input from a flaky tool.
func ToolResultText(r *session.ToolResult) string {
	if r == nil {
		return ""
	}
	if r.Success {
		return r.Result
	}
	if r.Error == nil {
		if r.Result != "" {
			return "error: " + r.Result
		}
		return "error: the tool failed without a message"
	}
	s := "error " + r.Error.Code + ": " + r.Error.Message
	if r.Error.Retriable {
		s += " (retriable)"
	}
	return s
}
