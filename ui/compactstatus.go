package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/themes"
)

// Background compaction on screen: while the runtime summarizes a branch
// (compaction.started … compaction.done or compaction.stopped on the bus),
// the status bar says so for the branch on screen; the summary itself then
// arrives in the timeline as a compaction entry, folded.

func compactingKey(convID, branch string) string { return convID + "\x00" + branch }

// noteCompaction folds a compaction record into the set of branches being
// compacted.
func (m *Model) noteCompaction(ev *agent.Event) {
	branch, _ := ev.Data["branch"].(string)
	k := compactingKey(ev.ConversationID, branch)
	switch ev.Name {
	case agent.LogCompactionStarted:
		if m.turns.compacting == nil {
			m.turns.compacting = map[string]bool{}
		}
		m.turns.compacting[k] = true
	case agent.LogCompactionDone, agent.LogCompactionStopped:
		delete(m.turns.compacting, k)
	}
}

// compactionPart is the status bar's part for a compaction of the branch
// on screen ("" when none runs).
func (m *Model) compactionPart() string {
	cv := m.cur()
	if cv == nil || !m.turns.compacting[compactingKey(cv.conv.ID, cv.branch)] {
		return ""
	}
	return m.c.theme.StatusKey.Render("⟳ compacting")
}

// summaryFold is how many lines of a summary show while it is folded.
const summaryFold = 3

// summaryParts splits a summary into the line that only says what it is
// ("[Conversation summary] …", "" when there is none) and the summary.
func summaryParts(text string) (head, rest string) {
	if first, rest, ok := strings.Cut(text, "\n"); ok && strings.HasPrefix(first, "[Conversation summary]") {
		return first, rest
	}
	return "", text
}

// summaryLines lays out a compaction or branch summary whose markdown
// rendered as body: folded to its first lines and how many more there are
// (ctrl+x, o opens it), so a summary written after a reply does not push
// the reply off the screen. Opened, the line saying what it is leads.
func summaryLines(th *themes.Theme, text string, body []string, w int, open bool) []string {
	if open || len(body) <= summaryFold+1 {
		var out []string
		if head, _ := summaryParts(text); open && head != "" {
			for _, l := range plainLines(head, w) {
				out = append(out, th.Muted.Render(l))
			}
		}
		return append(out, body...)
	}
	return append(body[:summaryFold:summaryFold], moreLines(th, len(body)-summaryFold, w))
}

func moreLines(th *themes.Theme, n, w int) string {
	return th.Muted.Render(ansi.Truncate(fmt.Sprintf("▸ %d more lines (ctrl+x, o opens them)", n), w, "…"))
}

// userFold is how many lines of a long message of yours show while it is
// folded: a paste of two thousand lines would otherwise stand between
// every screen above it and the reply below it.
const userFold = 10

// foldUser folds the body of a long message of yours (more than userFold
// and two lines) to its first lines, unless it is opened (ctrl+x, o).
func foldUser(th *themes.Theme, it *item, body []string, w int, open bool) []string {
	if it.kind != kindUser || open || !longUser(body) {
		return body
	}
	return append(body[:userFold:userFold], moreLines(th, len(body)-userFold, w))
}

// longUser reports whether a message of yours with these lines folds.
func longUser(body []string) bool { return len(body) > userFold+2 }
