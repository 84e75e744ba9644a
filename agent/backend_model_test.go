package agent

import (
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/backend/backendtest"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// TestModelOfAMessageToACLIAgentIsTheCLIs: a message naming a model for an
// agent run by an agent CLI runs that CLI with it as its --model, as the
// agent file's model: does; for grove's own engine the name must be one the
// config resolves.
func TestModelOfAMessageToACLIAgentIsTheCLIs(t *testing.T) {
	log := backendtest.Install(t, "")
	e := newEnv(t, cliDef("alice", backend.Claude, t.TempDir()), offlineDef("bob", 0))
	e.rt = e.runtime(func(o *Options) {
		o.ResolveModel = func(ref string) (llm.Profile, error) { return config.Config{}.ResolveModel(ref) }
	})
	t.Cleanup(e.rt.Close)
	conv := e.conv("alice")
	for _, ref := range []string{"claude-haiku-4-5", "claude/claude-opus-4-1"} {
		tu, err := e.rt.Send(context.Background(), SendRequest{ConversationID: conv.ID, Text: "hi", Model: ref})
		if err != nil {
			t.Fatalf("--model %s refused: %v", ref, err)
		}
		if tu = e.wait(tu); tu.Status != session.TurnCompleted {
			t.Fatalf("turn %s: %s", tu.Status, tu.Error)
		}
	}
	cl := backendtest.Calls(t, log)
	if len(cl) != 2 || !strings.Contains(strings.Join(cl[0].Args, " "), "--model claude-haiku-4-5") ||
		!strings.Contains(strings.Join(cl[1].Args, " "), "--model claude-opus-4-1") {
		t.Fatalf("runs %+v: want --model claude-haiku-4-5, then claude-opus-4-1", cl)
	}
	if _, err := e.rt.Send(context.Background(), SendRequest{ConversationID: e.conv("bob").ID, Text: "hi", Model: "claude-haiku-4-5"}); err == nil ||
		!strings.Contains(err.Error(), `unknown model "claude-haiku-4-5"`) {
		t.Errorf("an sdk agent took a model the config does not know: %v", err)
	}
	if _, err := e.rt.Send(context.Background(), SendRequest{ConversationID: conv.ID, Text: "hi", Model: "claude/"}); err == nil {
		t.Error("an empty CLI model name was taken")
	}
}
