package agent

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// A provider call that is retried leaves llm.retry in the event log, one
// per retry: the attempt that failed, the wait, the error's class and
// status. The turn then completes on the attempt that succeeds.
func TestEventLogRecordsProviderRetries(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) <= 2 {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(`{"error":{"message":"overloaded, try later","type":"server_error"}}`))
			return
		}
		testkit.WriteSSE(w, testkit.OpenAIStream("fine now"))
	}))
	defer srv.Close()
	e := newEnv(t, openaiDef("flaky", srv.URL+"/v1"))
	rec := StartRecorder(e.rt, nil)
	c := e.conv("flaky")
	tu := e.wait(e.send(c, "hi"))
	e.rt.Close()
	rec.Close()
	if tu.Status != session.TurnCompleted {
		t.Fatalf("turn %s (%s), want completed after the retries", tu.Status, tu.Error)
	}
	evs, err := e.store.Events(context.Background(), session.EventQuery{ConversationID: c.ID})
	if err != nil {
		t.Fatal(err)
	}
	var retries []map[string]any
	for _, ev := range evs {
		if ev.Kind != LogLLMRetry {
			continue
		}
		if ev.TurnID != tu.ID {
			t.Errorf("llm.retry of turn %q, want %q", ev.TurnID, tu.ID)
		}
		var d map[string]any
		if err := json.Unmarshal(ev.Data, &d); err != nil {
			t.Fatal(err)
		}
		retries = append(retries, d)
	}
	if len(retries) != 2 {
		t.Fatalf("llm.retry events %v, want 2 (the server failed twice)", retries)
	}
	for i, d := range retries {
		if d["attempt"] != float64(i+1) || d["class"] != "transient" || d["status"] != float64(503) || d["agent"] != "flaky" ||
			d["model"] != "gpt-test" || d["error"] == "" {
			t.Fatalf("retry %d recorded %v", i+1, d)
		}
		if _, ok := d["delay_ms"].(float64); !ok {
			t.Fatalf("retry %d has no delay: %v", i+1, d)
		}
	}
}

// A delegate's conversation starts when the tool runs and ends when its
// answer is returned: the log says so, with the reason.
func TestEventLogRecordsADelegatesConversation(t *testing.T) {
	e := newEnv(t, offlineDef("manager", 0), offlineDef("architect", 0))
	rec := StartRecorder(e.rt, nil)
	ctx := context.Background()
	c := e.conv("manager")
	def := tools.Definition{Name: "ask_architect", Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: "delegate"}}
	if _, err := e.rt.RunAgentTool(tools.WithCallInfo(ctx, tools.CallInfo{ConversationID: c.ID, Agent: "manager"}), def,
		json.RawMessage(`{"task":"what is 6*7?"}`)); err != nil {
		t.Fatal(err)
	}
	e.rt.Close()
	rec.Close()
	convs, _ := e.store.ListConversations(ctx, session.ListOptions{Agent: "architect"})
	if len(convs) != 1 {
		t.Fatalf("delegate conversations %+v", convs)
	}
	evs, err := e.store.Events(ctx, session.EventQuery{ConversationID: convs[0].ID})
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, ev := range evs {
		switch ev.Kind {
		case session.EventConversationStarted:
			kinds = append(kinds, ev.Kind)
		case session.EventConversationEnded:
			var d map[string]any
			_ = json.Unmarshal(ev.Data, &d)
			kinds = append(kinds, ev.Kind+":"+d["reason"].(string))
		}
	}
	if len(kinds) != 2 || kinds[0] != session.EventConversationStarted || kinds[1] != "conversation.ended:delegate_answered" {
		t.Fatalf("the delegate's conversation events: %v", kinds)
	}
}
