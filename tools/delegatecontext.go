package tools

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// DelegateContextArg is the argument of a delegate tool (an agent target
// in delegate mode) that chooses what of the calling conversation the
// delegated agent is given; grove adds it to the tool's input schema.
const DelegateContextArg = "context"

// DelegateContext is what of the calling conversation's branch a
// delegated agent is given with its input.
type DelegateContext struct {
	// Mode is "none" (only the input), "last" (the newest Last messages)
	// or "thread" (the calling agent's thin thread).
	Mode string
	Last int
}

// String is the context as written: none, last:N or thread.
func (c DelegateContext) String() string {
	if c.Mode == "last" {
		return fmt.Sprintf("last:%d", c.Last)
	}
	if c.Mode == "" {
		return "none"
	}
	return c.Mode
}

// ParseDelegateContext reads none, thread or last:N (N from 1 to 200).
func ParseDelegateContext(s string) (DelegateContext, error) {
	s = strings.TrimSpace(strings.ToLower(s))
	switch s {
	case "", "none":
		return DelegateContext{Mode: "none"}, nil
	case "thread":
		return DelegateContext{Mode: "thread"}, nil
	}
	if n, ok := strings.CutPrefix(s, "last:"); ok {
		v, err := strconv.Atoi(strings.TrimSpace(n))
		if err == nil && v >= 1 && v <= 200 {
			return DelegateContext{Mode: "last", Last: v}, nil
		}
	}
	return DelegateContext{}, fmt.Errorf("%q is not a delegate context (none, thread, or last:N with N from 1 to 200)", s)
}

// withContextArg adds the context argument to a delegate tool's input
// schema, when the schema is an object that does not name it already.
func withContextArg(schema json.RawMessage) json.RawMessage {
	var m map[string]any
	if len(schema) == 0 {
		m = map[string]any{"type": "object"}
	} else if json.Unmarshal(schema, &m) != nil || m["type"] != "object" {
		return schema
	}
	props, _ := m["properties"].(map[string]any)
	if props == nil {
		props = map[string]any{}
	}
	if _, ok := props[DelegateContextArg]; ok {
		return schema
	}
	props[DelegateContextArg] = map[string]any{"type": "string",
		"description": "What of this conversation the agent is given besides your input: none, thread (the recent thread) or last:N (the newest N messages). Leave it out for the default."}
	m["properties"] = props
	b, err := json.Marshal(m)
	if err != nil {
		return schema
	}
	return b
}

// keepContextArg carries a delegate call's context argument over to the
// target's input when an input mapping left it out.
func keepContextArg(args, input json.RawMessage) json.RawMessage {
	var a, in map[string]any
	if json.Unmarshal(args, &a) != nil || json.Unmarshal(input, &in) != nil || in == nil {
		return input
	}
	v, ok := a[DelegateContextArg]
	if _, has := in[DelegateContextArg]; !ok || has {
		return input
	}
	in[DelegateContextArg] = v
	b, err := json.Marshal(in)
	if err != nil {
		return input
	}
	return b
}
