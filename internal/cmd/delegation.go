package cmd

import "github.com/grovechat/grove/session"

// delegationLine is a delegation's record as grove send prints it ("" for
// any other entry): who was started with what, then how it ended.
func delegationLine(e session.Entry) string {
	if sp, ok := e.Spawn(); ok {
		return "↳ " + sp.Summary() + " (conversation " + sp.Conversation + ")"
	}
	if r, ok := e.AgentResult(); ok {
		return "↩ " + r.Summary(session.Text(e.Content))
	}
	return ""
}
