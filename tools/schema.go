package tools

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/grovechat/grove/session"
)

// schemaCheck is a tool's compiled input schema. A tool without a schema
// accepts any object; a schema that did not compile refuses every call.
type schemaCheck struct {
	resolved *jsonschema.Resolved
	err      error
}

// lazySchema is a tool's input schema, compiled by the first call.
type lazySchema struct {
	raw  json.RawMessage
	once sync.Once
	sc   schemaCheck
}

func (l *lazySchema) get() schemaCheck {
	l.once.Do(func() { l.sc = compileSchema(l.raw) })
	return l.sc
}

func compileSchema(raw json.RawMessage) schemaCheck {
	if len(raw) == 0 || string(raw) == "null" {
		return schemaCheck{}
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(raw, &s); err != nil {
		return schemaCheck{err: fmt.Errorf("reading the input schema: %w", err)}
	}
	rs, err := s.Resolve(nil)
	if err != nil {
		return schemaCheck{err: fmt.Errorf("resolving the input schema: %w", err)}
	}
	return schemaCheck{resolved: rs}
}

// validate checks a decoded argument object. It returns an INVALID_INPUT
// tool error carrying the validator's own message.
func (c schemaCheck) validate(obj map[string]any) error {
	if c.err != nil {
		return &session.ToolError{Code: CodeExecutionFailed, Message: "the tool is misconfigured: " + c.err.Error()}
	}
	if c.resolved == nil {
		return nil
	}
	if err := c.resolved.Validate(obj); err != nil {
		return &session.ToolError{Code: CodeInvalidInput, Message: "arguments do not match the tool's input schema: " + err.Error()}
	}
	return nil
}

// ValidateSchema reports whether raw is a JSON schema grove can validate
// against; definition loading uses it to fail early with the file's name.
func ValidateSchema(raw json.RawMessage) error { return compileSchema(raw).err }
