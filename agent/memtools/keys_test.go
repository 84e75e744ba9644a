package memtools

import (
	"context"
	"testing"

	"github.com/grovechat/grove/tools"
)

// TestMemoryWriteUnderAKey: memory_write with a key replaces what was
// under it (the old memory kept, superseded), search finds the new value
// with its key, and a bad key is the model's error to fix.
func TestMemoryWriteUnderAKey(t *testing.T) {
	s := newStore(t)
	reg := tools.NewRegistry(New(s, "ada")...)
	w1 := ok(t, call(t, reg, "memory_write", `{"content":"The release branch is release/4.1.","key":"release-branch"}`))
	if w1["key"] != "release-branch" || w1["superseded"] != nil {
		t.Fatalf("first write: %v", w1)
	}
	w2 := ok(t, call(t, reg, "memory_write", `{"content":"The release branch is release/4.2.","key":"release-branch"}`))
	if w2["superseded"] != w1["written"] {
		t.Fatalf("second write superseded %v, want %v", w2["superseded"], w1["written"])
	}
	live, err := s.ByKey(context.Background(), "ada", "release-branch")
	if err != nil || live.ID != w2["written"] {
		t.Fatalf("live value: %+v %v", live, err)
	}
	rs := ok(t, call(t, reg, "memory_search", `{"query":"which release branch"}`))["results"].([]any)
	if len(rs) != 1 || rs[0].(map[string]any)["id"] != w2["written"] || rs[0].(map[string]any)["key"] != "release-branch" {
		t.Fatalf("search: %v", rs)
	}
	if r := call(t, reg, "memory_write", `{"content":"x","key":"two\nlines"}`); r.Success || r.Error.Code != tools.CodeInvalidInput {
		t.Fatalf("bad key: %+v", r)
	}
}
