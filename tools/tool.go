// Package tools holds what agents can do besides talking: the tool
// registry, argument checking, and the built-in tools. A tool is sync (the
// step waits for it) or async (it runs in the background and its outcome
// arrives later as a new message on the turn that started it).
package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"grove/session"
)

// Error codes returned to the model in tool results.
const (
	CodeInvalidInput     = "INVALID_INPUT"
	CodeUnknownTool      = "UNKNOWN_TOOL"
	CodeExecutionFailed  = "EXECUTION_FAILED"
	CodeTimeout          = "TIMEOUT"
	CodePermissionDenied = "PERMISSION_DENIED"
	CodeCancelled        = "CANCELLED"
	CodeInterrupted      = "INTERRUPTED"
)

// Spec describes a tool to the model and to the engine.
type Spec struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Schema      json.RawMessage `json:"input_schema"`
	// Async tools run in the background: the model is told the work
	// started, and the outcome arrives later as a new message.
	Async bool `json:"async,omitempty"`
}

// Tool is something an agent can call.
type Tool interface {
	Spec() Spec
	// Run executes the tool with arguments already checked to be a JSON
	// object. A returned *session.ToolError goes back to the model with its
	// code; any other error becomes EXECUTION_FAILED. Run must honour ctx.
	Run(ctx context.Context, args json.RawMessage) (string, error)
}

// Registry holds the tools grove knows, by name. It is safe for concurrent use.
type Registry struct {
	mu    sync.RWMutex
	tools map[string]Tool
}

// NewRegistry returns a registry holding the given tools.
func NewRegistry(ts ...Tool) *Registry {
	r := &Registry{tools: map[string]Tool{}}
	for _, t := range ts {
		r.Register(t)
	}
	return r
}

// Register adds or replaces a tool.
func (r *Registry) Register(t Tool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tools[t.Spec().Name] = t
}

// Get returns a tool by name.
func (r *Registry) Get(name string) (Tool, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	t, ok := r.tools[name]
	return t, ok
}

// Names lists the registered tools, sorted.
func (r *Registry) Names() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]string, 0, len(r.tools))
	for n := range r.tools {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Specs returns the specs of the named tools that exist, in the given order.
// A nil list means every tool.
func (r *Registry) Specs(names []string) []Spec {
	if names == nil {
		names = r.Names()
	}
	r.mu.RLock()
	defer r.mu.RUnlock()
	var out []Spec
	for _, n := range names {
		if t, ok := r.tools[n]; ok {
			out = append(out, t.Spec())
		}
	}
	return out
}

// Call runs a tool by name and turns every outcome into a tool result for
// the model: unknown tools, arguments that are not a JSON object (an empty
// string counts as {}), failures and panics become coded errors.
func (r *Registry) Call(ctx context.Context, call session.ToolCall) (res session.ToolResult) {
	res = session.ToolResult{ToolCallID: call.ID, Name: call.Name}
	t, ok := r.Get(call.Name)
	if !ok {
		res.Error = &session.ToolError{Code: CodeUnknownTool, Message: fmt.Sprintf("there is no tool named %q", call.Name)}
		return res
	}
	args := call.Arguments
	if len(strings.TrimSpace(string(args))) == 0 {
		args = json.RawMessage("{}")
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(args, &obj); err != nil {
		res.Error = &session.ToolError{Code: CodeInvalidInput, Message: "arguments must be a JSON object: " + err.Error()}
		return res
	}
	defer func() {
		if p := recover(); p != nil {
			res.Success = false
			res.Result = ""
			res.Error = &session.ToolError{Code: CodeExecutionFailed, Message: fmt.Sprintf("the tool crashed: %v", p)}
		}
	}()
	out, err := t.Run(ctx, args)
	if err != nil {
		res.Error = toToolError(ctx, err)
		return res
	}
	res.Success = true
	res.Result = out
	return res
}

func toToolError(ctx context.Context, err error) *session.ToolError {
	var te *session.ToolError
	switch {
	case errors.As(err, &te):
		return te
	case errors.Is(err, context.DeadlineExceeded):
		return &session.ToolError{Code: CodeTimeout, Message: "the tool took too long", Retriable: true}
	case ctx.Err() != nil || errors.Is(err, context.Canceled):
		return &session.ToolError{Code: CodeCancelled, Message: "the tool was cancelled"}
	}
	return &session.ToolError{Code: CodeExecutionFailed, Message: err.Error()}
}

// InvalidInput returns an INVALID_INPUT tool error.
func InvalidInput(format string, args ...any) error {
	return &session.ToolError{Code: CodeInvalidInput, Message: fmt.Sprintf(format, args...)}
}
