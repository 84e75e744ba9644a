package ui

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

// TestCutReplySaysWhyOnce: a reply that stopped early says in its header
// and in its closing line the same thing, and the truth: cancelled when
// you cancelled it (also as grove recorded it before every cut had its
// class), interrupted when grove closed mid-reply, failed when the call
// failed; never "interrupted" over a body saying "cancelled".
func TestCutReplySaysWhyOnce(t *testing.T) {
	cases := []struct {
		name       string
		meta       session.EntryMeta
		mark, line string
		not        []string
	}{
		{"cancelled", session.EntryMeta{Interrupted: true, Error: "cancelled", ErrorClass: session.ErrorClassCanceled},
			"⊘ cancelled", "⊘ you cancelled this reply before it finished", []string{"interrupted", "failed"}},
		{"cancelled while tools ran, recorded without an error", session.EntryMeta{Interrupted: true},
			"⊘ cancelled", "⊘ you cancelled this reply before it finished", []string{"interrupted", "failed"}},
		{"cancelled agent CLI, recorded without a class", session.EntryMeta{Interrupted: true, Error: "cancelled before it finished"},
			"⊘ cancelled", "⊘ you cancelled this reply before it finished", []string{"interrupted", "failed"}},
		{"grove closed", session.EntryMeta{Interrupted: true, Error: session.ClosedMidReply, ErrorClass: session.ErrorClassClosed},
			"⚠ interrupted", "⚠ interrupted: grove closed; the turn goes on when grove starts again", []string{"cancel", "failed"}},
		{"grove closed, recorded under the cancelled class", session.EntryMeta{Interrupted: true, Error: session.ClosedMidReply, ErrorClass: session.ErrorClassCanceled},
			"⚠ interrupted", "⚠ interrupted: grove closed", []string{"cancel", "failed"}},
		{"failed", session.EntryMeta{Interrupted: true, Error: "connection to the model provider was cut off", ErrorClass: "transient"},
			"✗ failed", "✗ failed: connection to the model provider was cut off", []string{"interrupted", "cancel"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := newEnv(t, true)
			c := env.newConversation(t, "cut")
			user := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", TurnID: "T1",
				Content: []session.Block{session.TextBlock("tell me about rivers")}}
			reply := session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName, TurnID: "T1",
				Content: []session.Block{session.TextBlock("Rivers carve valleys and carry")}}
			reply.SetMeta(tc.meta)
			if _, err := env.st.Append(context.Background(), c.ID, session.DefaultBranch, user, reply); err != nil {
				t.Fatal(err)
			}
			m := env.openModel(t, c.ID, 100, 20)
			screen := plainScreen(m)
			rows := strings.Split(screen, "\n")
			at := slices.IndexFunc(rows, func(r string) bool { return strings.Contains(r, "Rivers carve valleys") })
			if at < 1 || at+1 >= len(rows) {
				t.Fatalf("the reply is not on screen:\n%s", screen)
			}
			header, line := rows[at-1], rows[at+1]
			if !strings.Contains(header, tc.mark) || !strings.Contains(line, tc.line) {
				t.Fatalf("header %q, closing line %q; want %q and %q:\n%s", header, line, tc.mark, tc.line, screen)
			}
			for _, n := range tc.not {
				if strings.Contains(header+line, n) {
					t.Fatalf("header %q and closing line %q say %q too:\n%s", header, line, n, screen)
				}
			}
		})
	}
}
