package ui

import (
	"fmt"
	"strings"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

// entryLabel is a one-line description of an entry.
func entryLabel(e *session.Entry) string {
	text := clip.Line(plainInline(session.Text(e.Content)), 200)
	switch {
	case e.Kind == session.EntryMessage && e.Role == session.RoleUser:
		if e.Author != "" && e.Author != "user" {
			return e.Author + ": " + text
		}
		return "you: " + text
	case e.Kind == session.EntryMessage:
		if text == "" && len(session.ToolCalls(e.Content)) > 0 {
			text = "⚙ " + session.ToolCalls(e.Content)[0].Name
		}
		return orStr(e.Author, "agent") + ": " + text
	case e.Kind == session.EntryAsyncResult:
		return "↩ " + text
	case e.Kind == session.EntryBranchSummary:
		return "≡ branch summary"
	case e.Kind == session.EntryCompaction:
		return "≡ compaction"
	case e.Kind == session.EntryInjection:
		return "✎ your note: " + text
	case e.Kind == session.EntryNotice:
		return "ⓘ " + text
	case e.Kind == session.EntryLLMCall:
		if mod := e.Meta().Model; mod != "" {
			return "· model call (" + mod + ")"
		}
		return "· model call"
	case e.Kind == session.EntryToolResult:
		var names []string
		for _, b := range e.Content {
			if b.ToolResult != nil {
				names = append(names, b.ToolResult.Name)
			}
		}
		return "⚙ result of " + orStr(strings.Join(names, ", "), "a tool call")
	}
	return spawnLabel(e)
}

// excludedTag marks a tree row's label with what the shown branch leaves
// out of its context: the row's own entry (out: first, so that a cut
// label keeps it), and how many others of its run.
func excludedTag(row treeRow, out bool, label string) string {
	switch n := row.excluded - btoi(out); {
	case out && n > 0:
		return fmt.Sprintf("⊘ excluded (+%d more) %s", n, label)
	case out:
		return "⊘ excluded " + label
	case n > 0:
		return fmt.Sprintf("%s (⊘ %d excluded)", label, n)
	}
	return label
}
