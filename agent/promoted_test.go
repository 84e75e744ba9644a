package agent

import (
	"context"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// A promoted agent reads the temporary agent's replies as its own, not as
// another agent's attributed words.
func TestOwnWordsAttributesThePromotedFromReplies(t *testing.T) {
	def := config.DefaultAssistant(llm.OfflineProfile())
	def.Name, def.PromotedFrom = "ada", "temp.1"
	path := []session.Entry{
		{ID: "1", Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("my editor is helix")}},
		{ID: "2", Kind: session.EntryMessage, Role: session.RoleAssistant, Author: "temp.1", Content: []session.Block{session.TextBlock("noted: helix")}},
		{ID: "3", Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock("and now?")}},
	}
	req, err := OwnWords(SimpleContext{}).Build(context.Background(), ContextInput{Agent: def, Path: path, InputEntryID: "3"})
	if err != nil {
		t.Fatal(err)
	}
	if len(req.Messages) != 3 || req.Messages[1].Role != llm.RoleAssistant || session.Text(req.Messages[1].Content) != "noted: helix" {
		t.Fatalf("messages %+v: want the reply as the agent's own", req.Messages)
	}
	// Without it, the reply reads as another agent's words.
	req, err = SimpleContext{}.Build(context.Background(), ContextInput{Agent: def, Path: path, InputEntryID: "3"})
	if err != nil {
		t.Fatal(err)
	}
	if len(req.Messages) != 1 || !strings.Contains(session.Text(req.Messages[0].Content), "[temp.1]: noted: helix") {
		t.Fatalf("the check is void: messages %+v", req.Messages)
	}
	if path[1].Author != "temp.1" {
		t.Error("the stored entry's author changed")
	}
}
