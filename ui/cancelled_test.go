package ui

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// TestCancelledBackgroundGolden: a turn cancelled while it waited for a
// background wait shows the call and its result cancelled, nothing
// running, at 40×12, 80×24 and 140×45 in two themes and without colours.
func TestCancelledBackgroundGolden(t *testing.T) {
	env := newEnv(t, true)
	ctx := context.Background()
	c := env.newConversation(t, "wait")
	user := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", TurnID: "T1", Content: []session.Block{session.TextBlock("wait 20 seconds")}}
	call := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName, TurnID: "T1",
		Content: []session.Block{session.TextBlock("Waiting in the background."),
			{Type: session.BlockToolCall, ToolCall: &session.ToolCall{ID: "c1", Name: "wait", Arguments: json.RawMessage(`{"seconds":20}`)}}}}
	res := session.Entry{Kind: session.EntryToolResult, TurnID: "T1", Content: []session.Block{{Type: session.BlockToolResult,
		ToolResult: &session.ToolResult{ToolCallID: "c1", Name: "wait", Success: true, Async: true, AsyncOp: "OP1", Result: "started"}}}}
	why := "cancelled: the turn was cancelled before it finished"
	// Written as grove wrote async results before they were blocks: the
	// text form, which must still display.
	async := session.Entry{Kind: session.EntryAsyncResult, Author: "tool:wait", TurnID: "T1", Content: []session.Block{session.TextBlock("[async result tool=wait op=OP1 status=failed]\n" + why)}}
	saved, err := env.st.Append(ctx, c.ID, session.DefaultBranch, user, call, res)
	if err != nil {
		t.Fatal(err)
	}
	async.SetMeta(session.EntryMeta{AsyncOp: "OP1", ReplyTo: saved[1].ID, Error: why, Interrupted: true})
	if _, err := env.st.Append(ctx, c.ID, session.DefaultBranch, async); err != nil {
		t.Fatal(err)
	}
	for _, theme := range []string{"dark", "light", "mono"} {
		for _, sz := range [][2]int{{40, 12}, {80, 24}, {140, 45}} {
			t.Run(fmt.Sprintf("%s_%dx%d", theme, sz[0], sz[1]), func(t *testing.T) {
				out := runCodeScreen(t, env, theme, sz[0], sz[1], "before it finished")
				screen := ansi.Strip(out)
				if !strings.Contains(screen, "⊘ cancelled") || strings.Contains(screen, "running") || strings.Contains(screen, "↻") {
					t.Fatalf("not shown cancelled:\n%s", screen)
				}
				golden.RequireEqual(t, out)
			})
		}
	}
}
