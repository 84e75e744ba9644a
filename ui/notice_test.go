package ui

import (
	"context"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// TestNoticeExpiresWithItsMoment: "cancelling the turn…" goes when the
// turn ended, a notice about a branch goes when you move away from it.
func TestNoticeExpiresWithItsMoment(t *testing.T) {
	_, c, m := showcaseModel(t, 120, 30)

	turn := startTurn(m, c.ID)
	m.Update(infoMsg{text: "cancelling the turn…", turn: turn.ID})
	if !strings.Contains(noticeText(m), "cancelling the turn") {
		t.Fatalf("no notice while the turn runs: %s", noticeText(m))
	}
	done := turn
	done.Status = session.TurnCancelled
	m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: turn.ID, Turn: &done}})
	if s := noticeText(m); strings.Contains(s, "cancelling") {
		t.Fatalf("the notice outlived the turn: %s", s)
	}

	// A notice about a branch holds while the branch is on screen.
	m.Update(branchedMsg{convID: c.ID, branch: "branch-1", what: "regenerating on new branch branch-1"})
	if !strings.Contains(noticeText(m), "regenerating on new branch") {
		t.Fatal("no notice for the new branch")
	}
	m.Update(tea.KeyPressMsg{Code: 'a', Text: "a"})
	if !strings.Contains(noticeText(m), "regenerating on new branch") {
		t.Fatal("the notice went while its branch is on screen")
	}
	drive(m, m.switchBranch(m.cur(), session.DefaultBranch, ""))
	m.Update(tea.KeyPressMsg{Code: 'b', Text: "b"})
	if s := noticeText(m); strings.Contains(s, "regenerating") {
		t.Fatalf("the notice outlived its branch: %s", s)
	}
}

// TestStatusBarNoticeFits: a notice at 40 columns is read whole above the
// input, not run into another label, and the bar keeps the agent and model.
func TestStatusBarNoticeFits(t *testing.T) {
	env := newEnv(t, true)
	m := env.model(t, context.Background(), "dark")
	for _, w := range []int{40, 80, 140} {
		m.Update(tea.WindowSizeMsg{Width: w, Height: 24})
		drive(m, initCmds(m)...)
		m.flash("press ctrl+c again to quit", false)
		s := noticeText(m)
		if ansi.StringWidth(s) != m.mainWidth() {
			t.Fatalf("%d: the notice line is %d wide: %q", w, ansi.StringWidth(s), s)
		}
		if bar := statusText(m); !strings.HasPrefix(bar, " assistant · offline model") {
			t.Fatalf("%d: with a notice the bar is %q", w, bar)
		}
		if strings.Count(s, "offline model") > 1 {
			t.Fatalf("%d: offline model twice: %q", w, s)
		}
		if !strings.Contains(s, "press ctrl+c again to quit") {
			t.Fatalf("%d: the notice is cut: %q", w, s)
		}
		if strings.Contains(s, "quitoffline") || strings.Contains(s, "quit offline") {
			t.Fatalf("%d: the notice runs into a label: %q", w, s)
		}
	}
}

// TestHintNotCutMidWord: the select-mode hint drops whole items and says
// so, at every width.
func TestHintNotCutMidWord(t *testing.T) {
	env := newEnv(t, true)
	c := env.seedShowcase(t)
	m := env.model(t, context.Background(), "dark")
	for _, w := range []int{40, 80, 140} {
		m.Update(tea.WindowSizeMsg{Width: w, Height: 24})
		drive(m, initCmds(m)...)
		drive(m, m.open(c.ID))
		m.stack.push(&selectOverlay{c: m.c, h: m})
		h := strings.TrimSpace(ansi.Strip(m.hintLine(m.mainWidth())))
		m.stack.drop(layerSelect)
		if ansi.StringWidth(h) > m.mainWidth() {
			t.Fatalf("%d: hint wider than the column: %q", w, h)
		}
		if !strings.HasSuffix(h, "esc") && !strings.HasSuffix(h, "· …") {
			t.Fatalf("%d: hint cut mid-word: %q", w, h)
		}
	}
}

// TestRetryNoticeGoesWithItsTurn: the provider's "retrying in 3.7s" notice
// shows at 80 columns while its turn runs; once the turn has ended (failed
// after its last retry, or answered) the line above the input no longer
// says it.
func TestRetryNoticeGoesWithItsTurn(t *testing.T) {
	env := newEnv(t, true)
	c := env.newConversation(t, "")
	m := env.openModel(t, c.ID, 80, 24)
	for _, end := range []string{session.TurnFailed, session.TurnCompleted} {
		turn := startTurn(m, c.ID)
		m.Update(eventsMsg{{Kind: agent.EvNotice, ConversationID: c.ID, TurnID: turn.ID,
			Text: "retrying in 3.7s (attempt 4): openai had a server error (500): internal boom"}})
		during := noticeText(m)
		turn.Status = end
		m.Update(eventsMsg{{Kind: agent.EvTurn, ConversationID: c.ID, TurnID: turn.ID, Turn: &turn}})
		if after := noticeText(m); !strings.Contains(during, "retrying in 3.7s") || strings.Contains(after, "retrying") {
			t.Fatalf("%s: while running %q, after %q", end, during, after)
		}
	}
}
