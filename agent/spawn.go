package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// A delegation's record (agent_spawn and agent_result entries) cannot go
// on the parent's branch while the tool runs: the call's group (the
// assistant entry with its calls and their results) is appended whole
// once every call is answered, and nothing may come between. So the
// delegation leaves its two entries with the call that ran it (a
// spawnSink in the call's context), and the step appends them right after
// the group, in the same transaction; a background call's come right after
// its async_result.

// spawnSink collects the record entries of one tool call.
type spawnSink struct {
	callID, tool string
	mu           sync.Mutex
	entries      []session.Entry
}

type spawnSinkKey struct{}

func withSpawnSink(ctx context.Context, s *spawnSink) context.Context {
	return context.WithValue(ctx, spawnSinkKey{}, s)
}

func spawnSinkFrom(ctx context.Context) *spawnSink {
	s, _ := ctx.Value(spawnSinkKey{}).(*spawnSink)
	return s
}

func (s *spawnSink) add(e session.Entry) {
	s.mu.Lock()
	s.entries = append(s.entries, e)
	s.mu.Unlock()
}

func (s *spawnSink) take() []session.Entry {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.entries
	s.entries = nil
	return out
}

// delegateContext chooses what of the caller's conversation the child is
// given: the call's context argument, else the calling agent's
// delegate_context, else none. A bad argument is the model's mistake and
// is answered as one.
func (r *Runtime) delegateContext(ctx context.Context, input json.RawMessage, caller string) (tools.DelegateContext, int, error) {
	var m map[string]any
	arg := ""
	if json.Unmarshal(input, &m) == nil {
		if s, ok := m[tools.DelegateContextArg].(string); ok {
			arg = s
		}
	}
	thin := 0
	if caller != "" {
		if def, err := r.opts.Agent(ctx, caller); err == nil {
			if arg == "" {
				arg = def.DelegateContext
			}
			thin = def.WithDefaults().ThinThread
		}
	}
	if thin <= 0 {
		thin = 10
	}
	c, err := tools.ParseDelegateContext(arg)
	if err != nil {
		return c, 0, tools.InvalidInput("%v", err)
	}
	switch c.Mode {
	case "last":
		return c, c.Last, nil
	case "thread":
		return c, thin, nil
	}
	return c, 0, nil
}

// contextEntries are the newest n messages of a branch (the person's and
// agents' words and notes, text only, the excluded ones left out), oldest
// first, read up from the head only as far as they reach.
func (r *Runtime) contextEntries(ctx context.Context, convID, branch string, n int) ([]session.ContextEntry, error) {
	if n <= 0 || convID == "" {
		return nil, nil
	}
	excluded, err := r.store.Excluded(ctx, convID, branch)
	if err != nil {
		return nil, err
	}
	var out []session.ContextEntry
	page, more, err := r.store.PathTail(ctx, convID, branch, 32)
	for size := 64; err == nil; size *= 2 {
		for i := len(page) - 1; i >= 0 && len(out) < n; i-- {
			e := page[i]
			if excluded[e.ID] {
				continue
			}
			switch e.Kind {
			case session.EntryMessage, session.EntryInjection:
			default:
				continue
			}
			text := strings.TrimSpace(session.Text(e.Content))
			if text == "" {
				continue
			}
			out = append(out, session.ContextEntry{ID: e.ID, Role: e.Role, Author: e.Author, Text: text})
		}
		if len(out) >= n || !more || len(page) == 0 {
			break
		}
		page, more, err = r.store.PathBefore(ctx, page[0].ID, size)
	}
	if err != nil {
		return nil, err
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}

// withContext is the text a child receives: the context it was given,
// each entry attributed, then the input.
func withContext(caller string, ctxs []session.ContextEntry, input string) string {
	if len(ctxs) == 0 {
		return input
	}
	var b strings.Builder
	fmt.Fprintf(&b, "[Context from %s's conversation: its newest %d messages, oldest first]\n\n", orDefault(caller, "the caller"), len(ctxs))
	for _, c := range ctxs {
		who := c.Author
		if c.Role == session.RoleUser {
			who = "user"
		}
		fmt.Fprintf(&b, "[%s]: %s\n\n", who, c.Text)
	}
	b.WriteString("[Your task]\n")
	b.WriteString(input)
	return b.String()
}

// recordDelegation keeps a record entry of a delegation in the parent:
// with the tool call that runs it when there is one (the step appends it
// after the call's group), else straight on the parent's branch.
func (r *Runtime) recordDelegation(ctx context.Context, convID, branch string, e session.Entry) {
	if s := spawnSinkFrom(ctx); s != nil {
		s.add(e)
		return
	}
	if convID == "" {
		return
	}
	if _, err := r.Append(context.WithoutCancel(ctx), convID, branch, e); err != nil {
		r.opts.Log.Error("recording a delegation", "conversation", convID, "err", err)
	}
}

// childUsage is what a child conversation spent: its turns' usage and its
// own children's.
func (r *Runtime) childUsage(ctx context.Context, convID string) session.Usage {
	var u session.Usage
	if turns, err := r.store.Turns(ctx, convID); err == nil {
		for _, t := range turns {
			u.Add(t.Usage.Total())
		}
	}
	if cs, err := r.store.ChildCosts(ctx, convID); err == nil {
		for _, c := range cs {
			u.Add(c.Usage)
		}
	}
	return u
}

// keepRecords holds the records a background delegation left when its
// turn ended before it did: cancelOp appends them after the operation's
// cancelled result.
func (t *turnRun) keepRecords(opID string, es []session.Entry) {
	if len(es) == 0 {
		return
	}
	t.mu.Lock()
	if t.kept == nil {
		t.kept = map[string][]session.Entry{}
	}
	t.kept[opID] = es
	t.mu.Unlock()
}

func (t *turnRun) takeRecords(opID string) []session.Entry {
	t.mu.Lock()
	defer t.mu.Unlock()
	es := t.kept[opID]
	delete(t.kept, opID)
	return es
}

// saveKeptRecords appends what background delegations left when grove
// closes under a turn that stays active (their spawns: each child resumes
// with the next start, and Recover records its end).
func (t *turnRun) saveKeptRecords() {
	t.mu.Lock()
	var es []session.Entry
	for _, rs := range t.kept {
		es = append(es, rs...)
	}
	t.kept = nil
	t.mu.Unlock()
	if len(es) == 0 {
		return
	}
	if _, err := t.rt.Append(context.WithoutCancel(t.ctx), t.turn.ConversationID, t.turn.Branch, es...); err != nil {
		t.rt.opts.Log.Error("recording delegations at close", "turn", t.turn.ID, "err", err)
	}
}
