package memory

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
)

// TestKeyedMemories: a memory set under a key supersedes the live one
// under the same key (kept, marked), ByKey reads the live one, search finds
// keyed memories like any other, keys are per agent, and an export
// imported again keeps the keys and which value is live.
func TestKeyedMemories(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	first, sup, err := s.Set(ctx, "ada", "deploy-target", NewMemory{Content: "Deploys go to the staging cluster in Frankfurt."})
	if err != nil || len(sup) != 0 || first.Key != "deploy-target" {
		t.Fatalf("first set: %+v %v %v", first, sup, err)
	}
	mustAdd(t, s, "ada", NewMemory{Content: "The staging cluster runs Postgres 16."})
	second, sup, err := s.Set(ctx, "ada", " deploy-target ", NewMemory{Content: "Deploys go to the production cluster in Dublin."})
	if err != nil || len(sup) != 1 || sup[0] != first.ID {
		t.Fatalf("second set: %v %v", sup, err)
	}
	live, err := s.ByKey(ctx, "ada", "deploy-target")
	if err != nil || live.ID != second.ID || !strings.Contains(live.Content, "Dublin") {
		t.Fatalf("by key: %+v %v", live, err)
	}
	old, err := s.Get(ctx, "ada", first.ID)
	if err != nil || old.SupersededBy != second.ID || old.Key != "deploy-target" {
		t.Fatalf("the first value: %+v %v", old, err)
	}
	res, err := s.Search(ctx, "ada", Query{Text: "where do deploys go", K: 5})
	if err != nil || len(res) == 0 || res[0].Memory.ID != second.ID {
		t.Fatalf("search: %+v %v", res, err)
	}
	for _, r := range res {
		if r.Memory.ID == first.ID {
			t.Fatal("search found the superseded value")
		}
	}
	if _, err := s.ByKey(ctx, "bob", "deploy-target"); !session.IsNotFound(err) {
		t.Fatalf("bob's key: %v", err)
	}
	if _, _, err := s.Set(ctx, "ada", "  ", NewMemory{Content: "x"}); session.ErrorCode(err) != session.EINVALID {
		t.Fatalf("empty key: %v", err)
	}
	if _, _, err := s.Set(ctx, "ada", "a\nb", NewMemory{Content: "x"}); session.ErrorCode(err) != session.EINVALID {
		t.Fatalf("control character: %v", err)
	}
	// A write through Apply with a key supersedes too, and so does Add.
	res2, err := s.Apply(ctx, "ada", []Op{{Kind: OpWrite, New: NewMemory{Content: "Deploys go to Oslo.", Key: "deploy-target"}}})
	if err != nil || len(res2.Superseded) != 1 || res2.Superseded[0] != second.ID {
		t.Fatalf("apply: %+v %v", res2, err)
	}
	third := mustAdd(t, s, "ada", NewMemory{Content: "Deploys go to Lisbon.", Key: "deploy-target"})
	if live, _ := s.ByKey(ctx, "ada", "deploy-target"); live.ID != third.ID {
		t.Fatalf("after add: %+v", live)
	}

	var buf bytes.Buffer
	if err := s.Export(ctx, "ada", &buf); err != nil {
		t.Fatal(err)
	}
	if n, err := s.Import(ctx, "cy", &buf); err != nil || n != 5 {
		t.Fatalf("import: %d %v", n, err)
	}
	live, err = s.ByKey(ctx, "cy", "deploy-target")
	if err != nil || !strings.Contains(live.Content, "Lisbon") {
		t.Fatalf("imported key: %+v %v", live, err)
	}
	all, _ := s.List(ctx, "cy", ListOptions{IncludeSuperseded: true})
	superseded := 0
	for _, m := range all {
		if m.SupersededBy != "" {
			superseded++
		}
	}
	if superseded != 3 {
		t.Fatalf("imported: %d superseded, want 3", superseded)
	}
}
