package session

import (
	"fmt"
	"strings"
)

// AsyncResult is the outcome of a background (async) tool call, stored as
// the BlockAsyncResult content of an async_result entry.
type AsyncResult struct {
	// OpID is the async operation (async_ops.id).
	OpID string `json:"op_id"`
	Tool string `json:"tool"`
	// Status is AsyncCompleted, AsyncFailed or AsyncCancelled.
	Status string `json:"status"`
	// Result is the tool's output, or what went wrong.
	Result string `json:"result"`
	// Images are the images the tool returned, stored once by hash (as a
	// tool result's).
	Images []Attachment `json:"images,omitempty"`
}

// Success reports whether the call completed.
func (r AsyncResult) Success() bool { return r.Status == AsyncCompleted }

// AsyncResultBlock returns the content block of an async result.
func AsyncResultBlock(r AsyncResult) Block { return Block{Type: BlockAsyncResult, AsyncResult: &r} }

// asyncResultPrefix starts the text form of an async result.
const asyncResultPrefix = "[async result"

// Text is the async result as the model reads it (and as grove stored it
// before async results were blocks): a header naming the tool, the
// operation and success or failure, then the result on the next lines.
func (r AsyncResult) Text() string {
	status := "success"
	if !r.Success() {
		status = "failed"
	}
	return fmt.Sprintf("%s tool=%s op=%s status=%s]\n%s", asyncResultPrefix, r.Tool, r.OpID, status, r.Result)
}

// ParseAsyncResultText reads the text form (AsyncResult.Text). A failed
// call reads as AsyncFailed: the text does not tell a cancel from a failure.
func ParseAsyncResultText(text string) (AsyncResult, bool) {
	if !strings.HasPrefix(text, asyncResultPrefix) {
		return AsyncResult{}, false
	}
	header, body, _ := strings.Cut(text, "\n")
	header = strings.TrimSuffix(strings.TrimPrefix(header, asyncResultPrefix), "]")
	r := AsyncResult{Status: AsyncFailed, Result: body}
	for _, f := range strings.Fields(header) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			continue
		}
		switch k {
		case "tool":
			r.Tool = v
		case "op":
			r.OpID = v
		case "status":
			if v == "success" {
				r.Status = AsyncCompleted
			}
		}
	}
	return r, r.Tool != ""
}

// AsyncResultOf reads the async result of an async_result entry's content:
// its block, or, for entries written before async results were blocks, its
// text form. A cancel recorded in the entry's metadata (Interrupted) is the
// caller's to read; the old text form says only "failed".
func AsyncResultOf(content []Block) (AsyncResult, bool) {
	for _, b := range content {
		if b.Type == BlockAsyncResult && b.AsyncResult != nil {
			return *b.AsyncResult, true
		}
	}
	return ParseAsyncResultText(Text(content))
}
