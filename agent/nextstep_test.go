package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// spacedCalls passes a provider's replies on with the arguments of their
// tool calls indented, as some providers send them (the store keeps them
// compact), and keeps the requests it was given. before, when set, runs at
// the start of each call.
type spacedCalls struct {
	llm.Provider
	before func(call int)
	mu     sync.Mutex
	reqs   []llm.Request
}

func (s *spacedCalls) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	s.mu.Lock()
	s.reqs = append(s.reqs, req)
	n := len(s.reqs)
	s.mu.Unlock()
	if s.before != nil {
		s.before(n)
	}
	resp, err := s.Provider.Stream(ctx, req, emit)
	for i, b := range resp.Content {
		if b.ToolCall != nil {
			tc := *b.ToolCall
			var buf bytes.Buffer
			if json.Indent(&buf, tc.Arguments, "", "  ") == nil {
				tc.Arguments = buf.Bytes()
			}
			resp.Content[i].ToolCall = &tc
		}
	}
	return resp, err
}

// A turn's next step carries on the entries its last step saved instead of
// reading them again, and is given what the store holds all the same: its
// request is the one built again from the store (ContextAt), though the
// model's tool call was stored normalized, and also when another writer
// appended to the branch while the step ran (the step then reads).
func TestNextStepIsGivenWhatTheStoreHolds(t *testing.T) {
	for _, interleaved := range []bool{false, true} {
		e := newEnv(t, offlineDef("assistant", 0))
		c := e.conv("assistant")
		prov := &spacedCalls{Provider: &llm.Offline{}}
		ctx := context.Background()
		rt := e.runtime(func(o *Options) {
			o.Provider = func(llm.Profile) (llm.Provider, error) { return prov, nil }
		})
		t.Cleanup(rt.Close)
		if interleaved {
			prov.before = func(call int) {
				if call != 1 {
					return
				}
				note := session.Entry{Kind: session.EntryNotice, Role: session.RoleSystem, Content: []session.Block{session.TextBlock("written by another")}}
				if _, err := rt.Append(ctx, c.ID, session.DefaultBranch, note); err != nil {
					t.Error(err)
				}
			}
		}
		tr, err := rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: "what is 27*453?"})
		if err != nil {
			t.Fatal(err)
		}
		if tr, err = rt.WaitTurn(ctx, tr.ID); err != nil || tr.Status != session.TurnCompleted || tr.Steps != 2 {
			t.Fatalf("interleaved %v: turn %s after %d steps (%v)", interleaved, tr.Status, tr.Steps, err)
		}
		p := turnEntries(e.path(c.ID, session.DefaultBranch), tr.ID)
		if len(p) != 6 || len(session.ToolCalls(p[1].Content)) != 1 {
			t.Fatalf("interleaved %v: %d entries of the turn", interleaved, len(p))
		}
		if args := string(session.ToolCalls(p[1].Content)[0].Arguments); bytes.ContainsAny([]byte(args), " \n") {
			t.Fatalf("the call's arguments are stored as sent: %q", args)
		}
		want, err := rt.ContextAt(ctx, p[4].ID) // the reply of the second step
		if err != nil {
			t.Fatal(err)
		}
		prov.mu.Lock()
		got := prov.reqs[1]
		prov.mu.Unlock()
		if !reflect.DeepEqual(got.Messages, want.Messages) {
			t.Fatalf("interleaved %v: the second step was given\n%s\nthe store holds\n%s", interleaved, requestText(got), requestText(want))
		}
	}
}

// Appends to one conversation from many goroutines at once are saved one
// after the other and their events leave in the order they were committed:
// each entry's event comes right after its parent's, as the branch holds
// them.
func TestAppendsLeaveInCommitOrder(t *testing.T) {
	e, c := offlineConv(t)
	other := e.conv("assistant")
	sub := e.rt.Subscribe()
	defer sub.Close()
	ctx := context.Background()
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 10 {
				conv := c
				if i%3 == 0 {
					conv = other
				}
				note := session.Entry{Kind: session.EntryNotice, Role: session.RoleSystem, Content: []session.Block{session.TextBlock(fmt.Sprintf("%d.%d", g, i))}}
				if _, err := e.rt.Append(ctx, conv.ID, session.DefaultBranch, note); err != nil {
					t.Error(err)
				}
			}
		}()
	}
	wg.Wait()
	var got []string
	parent := ""
	for _, ev := range sub.Drain() {
		if ev.Kind != EvEntry || ev.ConversationID != c.ID {
			continue
		}
		if ev.Entry.ParentID != parent {
			t.Fatalf("entry %d (%s) published after %s, its parent is %s", len(got), ev.Entry.ID, parent, ev.Entry.ParentID)
		}
		parent = ev.Entry.ID
		got = append(got, ev.Entry.ID)
	}
	var want []string
	for _, en := range e.path(c.ID, session.DefaultBranch) {
		want = append(want, en.ID)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("published %d entries in the order %v, the branch holds %v", len(got), got, want)
	}
}
