package agent

import (
	"fmt"
	"strings"
	"testing"

	"github.com/grovechat/grove/session"
)

// overlapping is a path where two turns ran at once: "one" and "two" sent
// together, two's reply saved first, one's after it, then "three" answered
// in turn.
func overlapping() []session.Entry {
	var path []session.Entry
	add := func(role, turn, text string) {
		kind := session.EntryMessage
		path = append(path, session.Entry{ID: fmt.Sprintf("e%d", len(path)), Kind: kind, Role: role, TurnID: turn,
			Content: []session.Block{session.TextBlock(text)}})
	}
	add(session.RoleUser, "t1", "one")
	add(session.RoleUser, "t2", "two")
	add(session.RoleAssistant, "t2", "the reply to two")
	add(session.RoleAssistant, "t1", "the reply to one")
	add(session.RoleUser, "t3", "three")
	add(session.RoleAssistant, "t3", "the reply to three")
	return path
}

// The written summary (a compaction by the offline model) pairs each input
// with its own turn's reply when turns overlapped, where it gave the first
// input no answer and both replies to the second; each answer is a nested
// list item, so markdown shows it on a line of its own under its input
// and plain text reads the same.
func TestWrittenSummaryPairsOverlappingTurnsAndNestsAnswers(t *testing.T) {
	got := ExtractSummary(overlapping(), 10000)
	want := "- user: one\n  - answer: the reply to one\n" +
		"- user: two\n  - answer: the reply to two\n" +
		"- user: three\n  - answer: the reply to three"
	if got != want {
		t.Fatalf("summary\n%s\nwant\n%s", got, want)
	}
	// Cut to its newest exchanges, it still pairs them by turn.
	got = ExtractSummary(overlapping(), len("- user: two\n  - answer: the reply to two\n- user: three\n  - answer: the reply to three")+len("(older parts omitted)\n")+1)
	if !strings.HasPrefix(got, "(older parts omitted)\n- user: two\n  - answer: the reply to two\n") || strings.Contains(got, "reply to one") {
		t.Fatalf("cut summary\n%s", got)
	}
}

// The summary of a branch set aside (an edit or a regeneration with a
// summary) nests each answer under what was asked, in the same way.
func TestBranchSummaryNestsAnswersUnderInputs(t *testing.T) {
	got := SummarizeBranch("main", overlapping())
	for _, want := range []string{"- asked: one\n  - answered: the reply to one\n", "- asked: two\n  - answered: the reply to two\n",
		"- asked: three\n  - answered: the reply to three"} {
		if !strings.Contains(got, want) {
			t.Fatalf("summary lacks %q:\n%s", want, got)
		}
	}
}
