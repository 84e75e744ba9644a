package agent

import (
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// TestVariantsAnswerOneInputWithEachModel: one message, two models at
// once: two turns, two replies that are alternatives of the one input,
// each recorded with its model; an unknown model refuses the whole send
// before anything is written.
func TestVariantsAnswerOneInputWithEachModel(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0))
	profiles := map[string]llm.Profile{
		// The first runs at 30 words a second: the second reads its context
		// while the first still runs beside it.
		"fast":  {Name: "fast", Provider: llm.KindOffline, Model: "offline-fast", ContextWindow: 32768, BaseURL: "wps:30s"},
		"smart": {Name: "smart", Provider: llm.KindOffline, Model: "offline-smart", ContextWindow: 32768},
	}
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) {
		o.ResolveModel = func(ref string) (llm.Profile, error) {
			if p, ok := profiles[ref]; ok {
				return p, nil
			}
			return llm.Profile{}, session.Errorf(session.EINVALID, "no model %q", ref)
		}
	})
	t.Cleanup(e.rt.Close)
	ctx := context.Background()
	c := e.conv("assistant")
	if _, err := e.rt.Variants(ctx, SendRequest{ConversationID: c.ID, Text: "hello"}, []string{"fast", "nope"}); err == nil {
		t.Fatal("an unknown model was accepted")
	}
	if p := e.path(c.ID, session.DefaultBranch); len(p) != 0 {
		t.Fatalf("a refused send wrote %d entries", len(p))
	}
	turns, err := e.rt.Variants(ctx, SendRequest{ConversationID: c.ID, Text: "tell me about rivers"}, []string{"fast", "smart"})
	if err != nil || len(turns) != 2 {
		t.Fatalf("variants: %v %d", err, len(turns))
	}
	models := map[string]bool{}
	for _, tu := range turns {
		done := e.wait(tu)
		if done.Status != session.TurnCompleted || done.InputEntryID != turns[0].InputEntryID {
			t.Fatalf("variant turn: %+v", done)
		}
		for _, en := range e.path(c.ID, done.Branch) {
			if en.TurnID == done.ID && en.Kind == session.EntryMessage && en.Role == session.RoleAssistant {
				if en.ParentID != turns[0].InputEntryID {
					t.Fatalf("the reply of %s is not an alternative of the input", done.Branch)
				}
				models[en.Meta().Model] = true
				if !strings.Contains(session.Text(en.Content), "rivers") {
					t.Fatalf("the reply of %s does not answer the message: %q", done.Branch, session.Text(en.Content))
				}
			}
		}
	}
	if !models["offline-fast"] || !models["offline-smart"] {
		t.Fatalf("replies by models %v", models)
	}
}
