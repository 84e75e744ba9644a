package ui

import (
	"strings"

	"github.com/grovechat/grove/session"
)

// What a person's message and its replies say of each other: how a turn
// ended before its reply began, and quotes of messages on one line.

// unanswered says how the turn a person's message started ended when it
// ended before any entry of its own: session.TurnCancelled, or "failed:
// why"; "" while it runs and once it answered.
func (cv *convView) unanswered(it *item) string {
	t, ok := cv.turns[it.turnID]
	if !ok || t.InputEntryID != it.id || cv.answered[t.ID] {
		return ""
	}
	switch t.Status {
	case session.TurnCancelled:
		return session.TurnCancelled
	case session.TurnFailed:
		return "failed: " + orStr(t.Error, "no reply")
	}
	return ""
}

// plainInline is markdown text quoted on one line: whitespace folded,
// and the marks of code, emphasis, headings and quotes left out, as the
// text reads once drawn.
func plainInline(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	s = strings.NewReplacer("`", "", "**", "", "__", "").Replace(s)
	return strings.TrimLeft(s, "#> ")
}
