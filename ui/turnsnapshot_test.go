package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// A conversation's turns read while one of them still ran, arriving after
// the event that said it ended (the turn a cap stopped at once, in a
// conversation the message itself created), do not make it run again:
// /continue goes on with it instead of answering that it is still running.
func TestAStaleReadDoesNotRestartAnEndedTurn(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	ended := env.converse(t, c.ID, "hello")
	m := env.openModel(t, c.ID, 100, 30)
	cv := m.tl.views[c.ID]
	if got := cv.turns[ended.ID].Status; got != session.TurnCompleted {
		t.Fatalf("the turn reads %q after opening, want completed", got)
	}
	stale := ended
	stale.Status = session.TurnActive
	stale.UpdatedAt = ended.UpdatedAt.Add(-time.Millisecond)
	stale.FinishedAt = time.Time{}
	for _, msg := range []convLoadMsg{
		{id: c.ID, conv: cv.conv, rest: true, tree: cv.tree, turns: []session.Turn{stale}},
		{id: c.ID, conv: cv.conv, path: nil, turns: []session.Turn{stale}, tree: cv.tree},
	} {
		m.Update(msg)
		cv = m.tl.views[c.ID]
		if got := cv.turns[ended.ID].Status; got != session.TurnCompleted {
			t.Fatalf("a read older than the turn's end made it %q (rest %v)", got, msg.rest)
		}
	}
	typeText(m, "/continue")
	press(m, "enter")
	if line := noticeText(m); strings.Contains(line, "still running") {
		t.Errorf("/continue answers %q for a turn that ended", line)
	}
}
