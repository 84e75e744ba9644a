package tools

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

func TestCalculate(t *testing.T) {
	r := NewRegistry(Builtins()...)
	cases := []struct{ expr, want, code string }{
		{"27*453", "12231", ""},
		{"2+3*4", "14", ""},
		{"(2+3)*4", "20", ""},
		{"2^10 - 24", "1000", ""},
		{"-3 + 1.5", "-1.5", ""},
		{"1,000 * 3", "3000", ""},
		{"1/0", "", CodeInvalidInput},
		{"2 +", "", CodeInvalidInput},
		{"rm -rf /", "", CodeInvalidInput},
	}
	for _, c := range cases {
		args, _ := json.Marshal(map[string]string{"expression": c.expr})
		res := r.Call(context.Background(), session.ToolCall{ID: "1", Name: "calculate", Arguments: args})
		if c.code != "" {
			if res.Success || res.Error == nil || res.Error.Code != c.code {
				t.Errorf("%s: want %s, got %+v", c.expr, c.code, res)
			}
			continue
		}
		if !res.Success || res.Result != c.want {
			t.Errorf("%s = %+v, want %s", c.expr, res, c.want)
		}
	}
}

func TestCallErrors(t *testing.T) {
	r := NewRegistry(Builtins()...)
	ctx := context.Background()
	if res := r.Call(ctx, session.ToolCall{Name: "nope"}); res.Error == nil || res.Error.Code != CodeUnknownTool {
		t.Fatalf("unknown tool: %+v", res)
	}
	if res := r.Call(ctx, session.ToolCall{Name: "calculate", Arguments: json.RawMessage(`[1,2]`)}); res.Error == nil || res.Error.Code != CodeInvalidInput {
		t.Fatalf("non-object args: %+v", res)
	}
	// An empty argument string counts as {} and reaches the tool's own check.
	if res := r.Call(ctx, session.ToolCall{Name: "calculate"}); res.Error == nil || res.Error.Code != CodeInvalidInput || res.Error.Message == "" {
		t.Fatalf("empty args: %+v", res)
	}
}

func TestWaitHonoursCancel(t *testing.T) {
	r := NewRegistry(Builtins()...)
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(20 * time.Millisecond); cancel() }()
	t0 := time.Now()
	res := r.Call(ctx, session.ToolCall{Name: "wait", Arguments: json.RawMessage(`{"seconds":30}`)})
	if res.Success || res.Error.Code != CodeCancelled || time.Since(t0) > 5*time.Second {
		t.Fatalf("cancelled wait: %+v after %v", res, time.Since(t0))
	}
	res = r.Call(context.Background(), session.ToolCall{Name: "wait", Arguments: json.RawMessage(`{"seconds":0.01}`)})
	if !res.Success {
		t.Fatalf("short wait: %+v", res)
	}
	if !(Wait{}).Spec().Async || (Calculate{}).Spec().Async {
		t.Fatal("wait must be async and calculate sync")
	}
}

// TestSpecsDoNotCompileSchemas: describing the tools to the model (every
// turn's first request) leaves their input schemas uncompiled; a tool's
// first call compiles its own, and only its own.
func TestSpecsDoNotCompileSchemas(t *testing.T) {
	parent := NewRegistry(Builtins()...)
	r := NewChild(parent)
	specs := r.Specs(nil)
	if len(specs) == 0 {
		t.Fatal("no specs")
	}
	compiled := func(name string) bool {
		_, ls, ok := r.find(name)
		if !ok {
			t.Fatalf("no tool %s", name)
		}
		return ls.sc.resolved != nil || ls.sc.err != nil
	}
	for _, s := range specs {
		if len(s.Schema) > 0 && compiled(s.Name) {
			t.Errorf("%s: schema compiled by Specs", s.Name)
		}
	}
	res := r.Call(context.Background(), session.ToolCall{ID: "1", Name: "calculate", Arguments: json.RawMessage(`{"expression":"1+1"}`)})
	if !res.Success || !compiled("calculate") {
		t.Fatalf("the first call compiles its schema: %+v", res)
	}
	for _, s := range specs {
		if s.Name != "calculate" && len(s.Schema) > 0 && compiled(s.Name) {
			t.Errorf("%s: compiled by another tool's call", s.Name)
		}
	}
}
