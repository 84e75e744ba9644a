package session

import (
	"encoding/json"
	"fmt"
	"strings"
)

// BlockType names a provider-agnostic content block. Entries store a list
// of blocks; conversion to a provider's wire format happens in agent/llm.
type BlockType string

const (
	BlockText       BlockType = "text"
	BlockThinking   BlockType = "thinking"
	BlockImage      BlockType = "image"
	BlockToolCall   BlockType = "tool_call"
	BlockToolResult BlockType = "tool_result"
	// BlockAsyncResult is the outcome of a background tool call: the
	// content of an async_result entry.
	BlockAsyncResult BlockType = "async_result"
)

// Block is one piece of an entry's content. Only the fields of its Type are
// set; the JSON form omits the rest so stored content stays small.
type Block struct {
	Type BlockType `json:"type"`

	// text
	Text string `json:"text,omitempty"`

	// thinking: Signature is opaque and must be sent back unchanged.
	Thinking  string `json:"thinking,omitempty"`
	Signature string `json:"signature,omitempty"`
	// Redacted holds provider-encrypted thinking that has no readable text.
	Redacted string `json:"redacted,omitempty"`

	// image
	MimeType string `json:"mime_type,omitempty"`
	Data     string `json:"data,omitempty"` // base64

	// tool_call
	ToolCall *ToolCall `json:"tool_call,omitempty"`

	// tool_result
	ToolResult *ToolResult `json:"tool_result,omitempty"`

	// async_result
	AsyncResult *AsyncResult `json:"async_result,omitempty"`

	// attachment: the bytes are stored once by hash (attachments.go)
	Attachment *Attachment `json:"attachment,omitempty"`
}

// ToolCall is a request by the model to run a tool. Arguments is the parsed,
// valid JSON object the model produced (never a malformed string).
type ToolCall struct {
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
	// Invalid holds the model's malformed arguments and why they were
	// refused. Such a call is never executed: Arguments is {} and the
	// model is answered with an INVALID_INPUT result.
	Invalid string `json:"invalid,omitempty"`
}

// ToolResult answers one ToolCall.
type ToolResult struct {
	ToolCallID string     `json:"tool_call_id"`
	Name       string     `json:"name,omitempty"`
	Success    bool       `json:"success"`
	Result     string     `json:"result,omitempty"`
	Error      *ToolError `json:"error,omitempty"`
	// Async is set on the immediate answer to an async tool call: the work
	// continues in the background and its outcome arrives as an async_result
	// entry later.
	Async   bool   `json:"async,omitempty"`
	AsyncOp string `json:"async_op,omitempty"`
	// DurationMs is how long the tool ran (for an async call: until it
	// was started).
	DurationMs int64 `json:"duration_ms,omitempty"`
	// Images are the images the tool returned, stored once by hash
	// (attachments.go); Result describes them in words.
	Images []Attachment `json:"images,omitempty"`
}

// ToolError carries one of the tool error codes (INVALID_INPUT,
// EXECUTION_FAILED, TIMEOUT, PERMISSION_DENIED, ...) and whether a retry may help.
type ToolError struct {
	Code      string `json:"code"`
	Message   string `json:"message"`
	Retriable bool   `json:"retriable,omitempty"`
}

func (e *ToolError) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// ErrorCode returns the tool error code.
func (e *ToolError) ErrorCode() string { return e.Code }

// UserMessage returns the error as the tool views show it: code and message.
func (e *ToolError) UserMessage() string { return e.Error() }

// TextBlock is a convenience constructor.
func TextBlock(s string) Block { return Block{Type: BlockText, Text: s} }

// TextSeparator goes between two non-empty text blocks joined into one
// string, so that two texts never run into each other.
const TextSeparator = "\n\n"

// Text joins the non-empty text blocks of a content list, separated by
// TextSeparator. An async result block counts as its text form
// (AsyncResult.Text), so an async result reads the same whether it was
// stored as a block or, by older versions, as text.
func Text(blocks []Block) string {
	var n, texts int
	last := ""
	for _, b := range blocks {
		if t := textOf(b); t != "" {
			n += len(t) + len(TextSeparator)
			texts++
			last = t
		}
	}
	if texts <= 1 { // nothing to join: no copy
		return last
	}
	out := make([]byte, 0, n)
	for _, b := range blocks {
		if t := textOf(b); t != "" {
			if len(out) > 0 {
				out = append(out, TextSeparator...)
			}
			out = append(out, t...)
		}
	}
	return string(out)
}

// textOf is what a block gives Text: a text block's text, an async result's
// text form, nothing for other blocks.
func textOf(b Block) string {
	switch {
	case b.Type == BlockText:
		return b.Text
	case b.Type == BlockAsyncResult && b.AsyncResult != nil:
		return b.AsyncResult.Text()
	}
	return ""
}

// ToolCalls returns the tool calls in a content list, in order.
func ToolCalls(blocks []Block) []ToolCall {
	var calls []ToolCall
	for _, b := range blocks {
		if b.Type == BlockToolCall && b.ToolCall != nil {
			calls = append(calls, *b.ToolCall)
		}
	}
	return calls
}

// Usage counts tokens and cost of one or more LLM calls.
type Usage struct {
	InputTokens      int64   `json:"input_tokens"`
	OutputTokens     int64   `json:"output_tokens"`
	CacheReadTokens  int64   `json:"cache_read_tokens,omitempty"`
	CacheWriteTokens int64   `json:"cache_write_tokens,omitempty"`
	Cost             float64 `json:"cost,omitempty"`
	Calls            int64   `json:"calls,omitempty"`
}

// Add accumulates o into u.
func (u *Usage) Add(o Usage) {
	u.InputTokens += o.InputTokens
	u.OutputTokens += o.OutputTokens
	u.CacheReadTokens += o.CacheReadTokens
	u.CacheWriteTokens += o.CacheWriteTokens
	u.Cost += o.Cost
	u.Calls += o.Calls
}

// UsageByModel keys usage by "provider/model"; the calls of memory
// extraction after a turn are keyed ExtractionKey("provider/model").
type UsageByModel map[string]Usage

// extractionMark ends the usage key of extraction calls.
const extractionMark = " (extraction)"

// ExtractionKey is the usage key of memory extraction calls on model
// ("provider/model").
func ExtractionKey(model string) string { return model + extractionMark }

// IsExtractionKey reports whether a usage key counts extraction calls.
func IsExtractionKey(key string) bool { return strings.HasSuffix(key, extractionMark) }

// Add accumulates usage for one model.
func (m UsageByModel) Add(model string, u Usage) {
	cur := m[model]
	cur.Add(u)
	m[model] = cur
}

// Total sums all models.
func (m UsageByModel) Total() Usage {
	var t Usage
	for _, u := range m {
		t.Add(u)
	}
	return t
}
