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

	"github.com/grovechat/grove/session"
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
	// Idempotent tools may run again with the same input without harm
	// (reads, waits, arithmetic). After a crash, recovery re-submits the
	// idempotent background operations that were running and fails the
	// others.
	Idempotent bool `json:"idempotent,omitempty"`
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
	mu      sync.RWMutex
	tools   map[string]Tool
	schemas map[string]*lazySchema
	gate    Gate
	// parent holds tools shared by several registries (an agent's own
	// registry adds its memory tools on top of the shared ones, including
	// MCP tools that appear later).
	parent *Registry
}

// NewChild returns a registry holding ts on top of parent: lookups fall back
// to the parent, and the parent's permission gate applies unless the child
// sets its own.
func NewChild(parent *Registry, ts ...Tool) *Registry {
	r := NewRegistry(ts...)
	r.parent = parent
	return r
}

// lookup finds a tool and its compiled schema here or in the parents.
func (r *Registry) lookup(name string) (Tool, schemaCheck, bool) {
	t, ls, ok := r.find(name)
	if !ok {
		return t, schemaCheck{}, false
	}
	return t, ls.get(), true
}

// find finds a tool and its (not yet compiled) schema here or in the
// parents.
func (r *Registry) find(name string) (Tool, *lazySchema, bool) {
	r.mu.RLock()
	t, ok := r.tools[name]
	ls := r.schemas[name]
	r.mu.RUnlock()
	if !ok && r.parent != nil {
		return r.parent.find(name)
	}
	return t, ls, ok
}

func (r *Registry) gateOf() Gate {
	r.mu.RLock()
	g := r.gate
	r.mu.RUnlock()
	if g == nil && r.parent != nil {
		return r.parent.gateOf()
	}
	return g
}

// NewRegistry returns a registry holding the given tools.
func NewRegistry(ts ...Tool) *Registry {
	r := &Registry{tools: map[string]Tool{}, schemas: map[string]*lazySchema{}}
	for _, t := range ts {
		r.Register(t)
	}
	return r
}

// Register adds or replaces a tool. Its input schema is compiled once, by
// the first call of the tool (so registering the tools at start compiles
// nothing); a schema that does not compile makes every call of the tool
// fail with EXECUTION_FAILED rather than run unchecked.
func (r *Registry) Register(t Tool) {
	spec := t.Spec()
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tools[spec.Name] = t
	r.schemas[spec.Name] = &lazySchema{raw: spec.Schema}
}

// Unregister removes a tool; it is a no-op for unknown names.
func (r *Registry) Unregister(name string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.tools, name)
	delete(r.schemas, name)
}

// SetGate installs the permission check every Call passes through before a
// tool runs (nil removes it). See Permissions.
func (r *Registry) SetGate(g Gate) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.gate = g
}

// Get returns a tool by name.
func (r *Registry) Get(name string) (Tool, bool) {
	t, _, ok := r.lookup(name)
	return t, ok
}

// Names lists the registered tools, sorted.
func (r *Registry) Names() []string {
	seen := map[string]bool{}
	for reg := r; reg != nil; reg = reg.parent {
		reg.mu.RLock()
		for n := range reg.tools {
			seen[n] = true
		}
		reg.mu.RUnlock()
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
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
	var out []Spec
	for _, n := range names {
		// Describing a tool does not compile its schema: that waits for
		// its first call.
		if t, _, ok := r.find(n); ok {
			out = append(out, t.Spec())
		}
	}
	return out
}

// Call runs a tool by name and turns every outcome into a tool result for
// the model. In order: unknown tools fail with UNKNOWN_TOOL; arguments that
// are not a JSON object (an empty string counts as {}) or do not match the
// tool's schema fail with INVALID_INPUT and the validator's message; the
// permission gate (if any) is asked with the CallInfo carried by ctx (see
// WithCallInfo); then the tool runs under its retry policy (see Retrying).
// Failures and panics become coded errors; Call never panics.
func (r *Registry) Call(ctx context.Context, call session.ToolCall) (res session.ToolResult) {
	res = session.ToolResult{ToolCallID: call.ID, Name: call.Name}
	out, err := r.call(ctx, call.ID, call.Name, call.Arguments)
	if err != nil {
		res.Error = toToolError(ctx, err)
		return res
	}
	res.Success = true
	res.Result = out
	return res
}

// CallFor is Call with the calling conversation named explicitly, for
// callers that do not carry a CallInfo in ctx.
func (r *Registry) CallFor(ctx context.Context, info CallInfo, call session.ToolCall) session.ToolResult {
	return r.Call(WithCallInfo(ctx, info), call)
}

// Check runs everything Call does before the tool itself: lookup, argument
// validation and the permission gate. The engine calls it before starting an
// async tool, so that a refusal is answered at once instead of later.
// It returns nil or a *session.ToolError.
func (r *Registry) Check(ctx context.Context, call session.ToolCall) *session.ToolError {
	t, args, err := r.prepare(call.Name, call.Arguments)
	if err == nil {
		err = r.authorize(ctx, t, call.ID, call.Name, args)
	}
	if err != nil {
		return toToolError(ctx, err)
	}
	return nil
}

type preAuthorizedKey struct{}

// PreAuthorized marks ctx so that Call skips the permission gate for the
// call with this id: the engine uses it after Check approved an async call.
func PreAuthorized(ctx context.Context, callID string) context.Context {
	return context.WithValue(ctx, preAuthorizedKey{}, callID)
}

func (r *Registry) prepare(name string, raw json.RawMessage) (Tool, json.RawMessage, error) {
	t, sc, ok := r.lookup(name)
	if !ok {
		return nil, nil, &session.ToolError{Code: CodeUnknownTool, Message: fmt.Sprintf("there is no tool named %q", name)}
	}
	args := raw
	if len(strings.TrimSpace(string(args))) == 0 {
		args = json.RawMessage("{}")
	}
	var obj map[string]any
	if err := json.Unmarshal(args, &obj); err != nil || obj == nil {
		msg := "arguments must be a JSON object"
		if err != nil {
			msg += ": " + err.Error()
		}
		return nil, nil, &session.ToolError{Code: CodeInvalidInput, Message: msg}
	}
	if err := sc.validate(obj); err != nil {
		return nil, nil, err
	}
	return t, args, nil
}

func (r *Registry) authorize(ctx context.Context, t Tool, callID, name string, args json.RawMessage) error {
	g := r.gateOf()
	if g == nil {
		return nil
	}
	if id, ok := ctx.Value(preAuthorizedKey{}).(string); ok && id != "" && id == callID {
		return nil
	}
	return g.Authorize(ctx, CallInfoFrom(ctx), t, session.ToolCall{ID: callID, Name: name, Arguments: args})
}

// call is the whole path of one call. Tools that wrap another tool (user
// definitions with a builtin or mcp target) come back through here, so the
// wrapped tool's schema, permission rules and retries apply to it too.
func (r *Registry) call(ctx context.Context, callID, name string, raw json.RawMessage) (string, error) {
	t, args, err := r.prepare(name, raw)
	if err != nil {
		return "", err
	}
	if err := r.authorize(ctx, t, callID, name, args); err != nil {
		return "", err
	}
	return runWithRetry(ctx, t, args)
}

// runOnce runs a tool once, turning a panic into EXECUTION_FAILED.
func runOnce(ctx context.Context, t Tool, args json.RawMessage) (out string, err error) {
	defer func() {
		if p := recover(); p != nil {
			out, err = "", &session.ToolError{Code: CodeExecutionFailed, Message: fmt.Sprintf("the tool crashed: %v", p)}
		}
	}()
	return t.Run(ctx, args)
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
