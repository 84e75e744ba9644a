package agent

import (
	"time"

	"github.com/grovechat/grove/agent/llm"
)

// LogLLMRetry is the event log's record of a provider call grove is about
// to try again: the attempt that failed, the wait before the next, and the
// error's class, HTTP status and message.
const LogLLMRetry = "llm.retry"

// logRetry records a retry of the step's provider call.
func (t *turnRun) logRetry(p llm.Profile, attempt int, e *llm.Error, wait time.Duration) {
	data := map[string]any{
		"attempt":  attempt,
		"delay_ms": wait.Milliseconds(),
		"class":    e.Class.String(),
		"error":    e.Message,
		"model":    p.Model,
		"profile":  p.Name,
	}
	if e.Status != 0 {
		data["status"] = e.Status
	}
	t.rt.logEvent(LogLLMRetry, t.turn.ConversationID, t.turn.ID, t.turn.Agent, -1, data)
}
