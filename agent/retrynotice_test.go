package agent

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// TestRetryNoticeLeadsWithTheWait: the notice of a retry says first that
// grove is retrying and when, then why; on a narrow status bar the end is
// what gets cut, and "retrying in 1s" is the part a person waits on.
func TestRetryNoticeLeadsWithTheWait(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Retry-After", "1")
		w.WriteHeader(http.StatusTooManyRequests)
		_, _ = w.Write([]byte(`{"error":{"message":"Rate limit reached for gpt-test in organization org-x on tokens per min","type":"requests"}}`))
	}))
	defer srv.Close()
	e := newEnv(t, openaiDef("limited", srv.URL+"/v1"))
	sub := e.rt.Subscribe()
	defer sub.Close()
	e.wait(e.send(e.conv("limited"), "hi"))
	var notices []string
	for _, ev := range sub.Drain() {
		if ev.Kind == EvNotice {
			notices = append(notices, ev.Text)
		}
	}
	if len(notices) == 0 {
		t.Fatal("no retry notice")
	}
	for _, n := range notices {
		if !strings.HasPrefix(n, "retrying in 1s") || !strings.Contains(n, "rate limiting") {
			t.Fatalf("notice = %q, want it to start with the wait and then say why", n)
		}
	}
}

// TestClosingMidReplySaysSo: a reply cut off because grove closed (quit,
// ctrl+q) is not labelled "cancelled" like one the person stopped with
// esc: the turn is still active and goes on at the next start.
func TestClosingMidReplySaysSo(t *testing.T) {
	e := newEnv(t, offlineDef("slow", 4))
	conv, turn := streamingTurn(t, e)
	e.rt.Close()
	cut := cutReplies(e, conv.ID, turn.ID)
	if len(cut) != 1 {
		t.Fatalf("cut replies: %+v, want one", cut)
	}
	if cut[0].Error == "cancelled" || !strings.Contains(cut[0].Error, "grove closed") || cut[0].Cut() != session.CutClosed {
		t.Fatalf("the cut reply records %+v (read as %q), want that grove closed", cut[0], cut[0].Cut())
	}
}

// TestCancelMidReplyIsCancelled: a reply the person stopped (esc) records
// that they cancelled it, not a failure and not grove closing, so the
// timeline can say "cancelled" in its header and its closing line alike.
func TestCancelMidReplyIsCancelled(t *testing.T) {
	e := newEnv(t, offlineDef("slow", 4))
	conv, turn := streamingTurn(t, e)
	if err := e.rt.Cancel(turn.ID); err != nil {
		t.Fatal(err)
	}
	if tu := e.wait(turn); tu.Status != session.TurnCancelled {
		t.Fatalf("turn %s, want cancelled", tu.Status)
	}
	cut := cutReplies(e, conv.ID, turn.ID)
	if len(cut) != 1 || cut[0].Cut() != session.CutCancelled {
		t.Fatalf("cut replies %+v, want one read as cancelled", cut)
	}
}

// streamingTurn sends the slow agent a message and returns once its reply
// is streaming.
func streamingTurn(t *testing.T, e *testEnv) (session.Conversation, session.Turn) {
	t.Helper()
	sub := e.rt.Subscribe()
	defer sub.Close()
	conv := e.conv("slow")
	turn := e.send(conv, "tell me about rivers and mountains and seas")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for !slices.ContainsFunc(sub.Next(ctx), func(ev Event) bool { return ev.Kind == EvDelta && ev.TurnID == turn.ID }) {
		if ctx.Err() != nil {
			t.Fatal("the turn never streamed")
		}
	}
	return conv, turn
}

// cutReplies are the metadata of the turn's replies that stopped early.
func cutReplies(e *testEnv, convID, turnID string) []session.EntryMeta {
	var cut []session.EntryMeta
	for _, en := range turnEntries(e.path(convID, "main"), turnID) {
		if en.Kind == session.EntryMessage && en.Role == session.RoleAssistant && en.Meta().Interrupted {
			cut = append(cut, en.Meta())
		}
	}
	return cut
}
