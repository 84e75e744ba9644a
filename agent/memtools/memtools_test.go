package memtools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

func newStore(t *testing.T) *memory.Store {
	t.Helper()
	return memory.New(testkit.OpenStore(t), nil)
}

// call runs a tool through the registry as the runtime would.
func call(t *testing.T, r *tools.Registry, name, args string) session.ToolResult {
	t.Helper()
	return r.Call(context.Background(), session.ToolCall{ID: "c1", Name: name, Arguments: json.RawMessage(args)})
}

func ok(t *testing.T, res session.ToolResult) map[string]any {
	t.Helper()
	if !res.Success {
		t.Fatalf("%s failed: %+v", res.Name, res.Error)
	}
	var out map[string]any
	if err := json.Unmarshal([]byte(res.Result), &out); err != nil {
		t.Fatalf("%s returned non-JSON %q", res.Name, res.Result)
	}
	return out
}

func TestSpecs(t *testing.T) {
	ts := New(newStore(t), "ada")
	want := []string{"memory_search", "memory_read", "memory_write", "history_search", "history_read", "note_write", "note_read", "todo_add", "todo_done", "todo_list"}
	if len(ts) != len(want) {
		t.Fatalf("%d tools", len(ts))
	}
	for i, tl := range ts {
		sp := tl.Spec()
		if sp.Name != want[i] || sp.Description == "" || sp.Async {
			t.Errorf("spec %+v", sp)
		}
		var schema map[string]any
		if err := json.Unmarshal(sp.Schema, &schema); err != nil || schema["type"] != "object" {
			t.Errorf("%s schema: %v", sp.Name, err)
		}
	}
}

func TestMemoryToolsRoundTrip(t *testing.T) {
	s := newStore(t)
	// two conversations of ada get separate tool sets over the same store
	conv1 := tools.NewRegistry(New(s, "ada")...)
	conv2 := tools.NewRegistry(New(s, "ada")...)
	bob := tools.NewRegistry(New(s, "bob")...)

	w := ok(t, call(t, conv1, "memory_write", `{"content":"The user's cat is named Pixel.","type":"fact","significance":0.7,"metadata":{"topic":"pets"}}`))
	id := w["written"].(string)

	res := ok(t, call(t, conv2, "memory_search", `{"query":"what is my kitten called?"}`))
	rs := res["results"].([]any)
	if len(rs) == 0 || rs[0].(map[string]any)["id"] != id {
		t.Fatalf("other conversation did not recall the fact: %v", res)
	}
	if rs := ok(t, call(t, bob, "memory_search", `{"query":"cat Pixel"}`))["results"].([]any); len(rs) != 0 {
		t.Fatalf("bob sees ada's memory: %v", rs)
	}
	if r := call(t, bob, "memory_read", `{"ids":["`+id+`"]}`); r.Success || r.Error.Code != tools.CodeInvalidInput {
		t.Fatalf("bob read ada's memory: %+v", r)
	}
	rd := ok(t, call(t, conv2, "memory_read", `{"ids":["`+id+`","nope"]}`))
	if len(rd["memories"].([]any)) != 1 || rd["not_found"] == nil {
		t.Fatalf("read: %v", rd)
	}
	if m, _ := s.Get(context.Background(), "ada", id); m.AccessedAt.IsZero() {
		t.Fatal("read did not record access")
	}

	up := ok(t, call(t, conv1, "memory_write", `{"operation":"update","id":"`+id+`","significance":0.9}`))
	if up["updated"].(map[string]any)["significance"] != 0.9 {
		t.Fatalf("update: %v", up)
	}
	nw := ok(t, call(t, conv1, "memory_write", `{"content":"The user's cat is now named Byte.","supersedes":"`+id+`"}`))
	rs = ok(t, call(t, conv2, "memory_search", `{"query":"cat named"}`))["results"].([]any)
	if len(rs) != 1 || rs[0].(map[string]any)["id"] != nw["written"] {
		t.Fatalf("superseded memory still found: %v", rs)
	}
	ok(t, call(t, conv1, "memory_write", `{"operation":"delete","id":"`+id+`"}`))
	if r := call(t, conv1, "memory_write", `{"operation":"delete","id":"`+id+`"}`); r.Success || r.Error.Code != tools.CodeInvalidInput {
		t.Fatalf("second delete: %+v", r)
	}
}

// TestToolInputErrors checks that bad arguments come back as INVALID_INPUT
// naming the problem, whether the registry's schema check or the tool
// itself catches them.
func TestToolInputErrors(t *testing.T) {
	r := tools.NewRegistry(New(newStore(t), "ada")...)
	for _, tc := range []struct{ tool, args, want string }{
		{"memory_search", `{}`, "query"},
		{"memory_search", `{"query":"x","k":500}`, "k"},
		{"memory_search", `{"query":"x","since":"last week"}`, "RFC 3339"},
		{"memory_search", `{"query":"x","colour":"red"}`, "colour"},
		{"memory_write", `{}`, "content is required"},
		{"memory_write", `{"content":"x","significance":3}`, "significance"},
		{"memory_write", `{"operation":"update"}`, "id is required"},
		{"memory_write", `{"operation":"update","id":"x"}`, "at least one"},
		{"memory_write", `{"operation":"merge"}`, "operation"},
		{"memory_write", `{"content":"x","supersedes":"nope"}`, "no memory"},
		{"memory_read", `{"ids":[]}`, "ids"},
		{"note_write", `{"title":"x"}`, "body"},
		{"note_read", `{"title":"missing"}`, "no note"},
		{"todo_add", `{"text":""}`, "needs text"},
		{"todo_done", `{"id":99}`, "no todo"},
	} {
		t.Run(tc.tool+tc.args, func(t *testing.T) {
			res := call(t, r, tc.tool, tc.args)
			if res.Success || res.Error.Code != tools.CodeInvalidInput || !strings.Contains(res.Error.Message, tc.want) {
				t.Fatalf("got %+v, want INVALID_INPUT with %q", res.Error, tc.want)
			}
		})
	}
}

func TestNoteAndTodoTools(t *testing.T) {
	r := tools.NewRegistry(New(newStore(t), "ada")...)
	ok(t, call(t, r, "note_write", `{"title":"plan","body":"1. tests\n2. ship"}`))
	if got := ok(t, call(t, r, "note_read", `{"title":"plan"}`)); got["body"] != "1. tests\n2. ship" {
		t.Fatalf("note: %v", got)
	}
	if idx := ok(t, call(t, r, "note_read", `{}`))["notes"].([]any); len(idx) != 1 {
		t.Fatalf("index: %v", idx)
	}
	ok(t, call(t, r, "note_write", `{"title":"plan","body":""}`))
	if idx := ok(t, call(t, r, "note_read", `{}`))["notes"].([]any); len(idx) != 0 {
		t.Fatalf("empty body did not delete: %v", idx)
	}
	a := ok(t, call(t, r, "todo_add", `{"text":"write tests"}`))
	ok(t, call(t, r, "todo_add", `{"text":"ship"}`))
	ok(t, call(t, r, "todo_done", `{"id":`+jsonNum(a["added"])+`}`))
	open := ok(t, call(t, r, "todo_list", `{}`))["todos"].([]any)
	all := ok(t, call(t, r, "todo_list", `{"all":true}`))["todos"].([]any)
	if len(open) != 1 || len(all) != 2 || open[0].(map[string]any)["text"] != "ship" {
		t.Fatalf("open %v all %v", open, all)
	}
}

func jsonNum(v any) string { b, _ := json.Marshal(v); return string(b) }
