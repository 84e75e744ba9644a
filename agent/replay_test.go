package agent

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

func requestText(req llm.Request) string {
	var b strings.Builder
	for _, m := range req.Messages {
		for _, bl := range m.Content {
			b.WriteString(bl.Text)
			if bl.ToolCall != nil {
				b.WriteString(bl.ToolCall.Name + string(bl.ToolCall.Arguments))
			}
			if bl.ToolResult != nil {
				b.WriteString(bl.ToolResult.Result)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

func TestContextAt(t *testing.T) {
	e, c := offlineConv(t)
	tr := e.wait(e.send(c, "what is 27*453?"))
	if tr.Status != session.TurnCompleted {
		t.Fatalf("status %s (%s)", tr.Status, tr.Error)
	}
	e.wait(e.send(c, "thanks, and what about lakes"))
	p := turnEntries(e.path(c.ID, "main"), tr.ID)
	var kinds []string
	for _, en := range p {
		kinds = append(kinds, en.Kind)
	}
	if got := strings.Join(kinds, ","); got != "message,message,tool_result,llm_call,message,llm_call" {
		t.Fatalf("entries of the turn: %s", got)
	}
	final := p[4]
	ctx := context.Background()
	req, err := e.rt.ContextAt(ctx, final.ID)
	if err != nil {
		t.Fatal(err)
	}
	text := requestText(req)
	if !strings.Contains(text, "what is 27*453?") || !strings.Contains(text, "12231") {
		t.Fatalf("the final reply's context lacks the input or the tool result:\n%s", text)
	}
	if strings.Contains(text, session.Text(final.Content)) || strings.Contains(text, "lakes") {
		t.Fatalf("the context holds entries that came later:\n%s", text)
	}
	roles := make([]string, len(req.Messages))
	for i, m := range req.Messages {
		roles[i] = string(m.Role)
	}
	if got := strings.Join(roles, ","); got != "user,assistant,tool" {
		t.Fatalf("roles %s", got)
	}
	def := e.defs["assistant"].WithDefaults()
	if req.Model != def.Profile.Model || req.System == "" {
		t.Fatalf("model %q, system %q", req.Model, req.System)
	}
	var names []string
	for _, s := range req.Tools {
		names = append(names, s.Name)
	}
	if !strings.Contains(strings.Join(names, ","), "calculate") {
		t.Fatalf("tools offered: %v", names)
	}

	// The llm_call record of a step shows the request of that step.
	again, err := e.rt.ContextAt(ctx, p[5].ID)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again, req) {
		t.Fatalf("llm_call context differs from its reply's:\n%s", requestText(again))
	}
	// The tool results belong to the first step: input only.
	first, err := e.rt.ContextAt(ctx, p[2].ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Messages) != 1 || first.Messages[0].Role != llm.RoleUser {
		t.Fatalf("first step's context: %s", requestText(first))
	}
	// A user message: what came before it, not the message itself.
	in, err := e.rt.ContextAt(ctx, p[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(in.Messages) != 0 {
		t.Fatalf("context before the first message: %s", requestText(in))
	}
	if _, err := e.rt.ContextAt(ctx, "nope"); session.ErrorCode(err) != session.ENOTFOUND {
		t.Fatalf("unknown entry: %v", err)
	}
}

func TestContextAtModelOverride(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0))
	rt := e.runtime(func(o *Options) {
		o.ResolveModel = func(ref string) (llm.Profile, error) {
			p := llm.OfflineProfile()
			p.Name, p.Model = ref, "offline-"+ref
			return p, nil
		}
	})
	defer rt.Close()
	c := e.conv("assistant")
	tr, err := rt.Send(context.Background(), SendRequest{ConversationID: c.ID, Text: "hello", Model: "alt"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rt.WaitTurn(context.Background(), tr.ID); err != nil {
		t.Fatal(err)
	}
	p := turnEntries(e.path(c.ID, "main"), tr.ID)
	req, err := rt.ContextAt(context.Background(), p[1].ID)
	if err != nil {
		t.Fatal(err)
	}
	if req.Model != "offline-alt" || len(req.Messages) != 1 {
		t.Fatalf("model %q, %d messages", req.Model, len(req.Messages))
	}
}
