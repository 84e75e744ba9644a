package agent

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// BenchmarkPathReaders measures what each reader of a 10,000-entry branch
// of realistic messages costs, whole (the code before: the whole path
// decoded) and bounded (read whole only as far as it needs), each on a
// store opened afresh, as a process's first read finds it:
//
//   - backend: a CLI backend's first run at the head (no session yet, so
//     as far back as the context reaches), and resumed (its session 20
//     entries back);
//   - resume: whether a turn resumed after a restart had already answered;
//   - delegate: the delegate's answer at the head of its conversation;
//   - inputat: replay's context at the head.
//
// It reports CPU-seconds (user+system) per read, the peak of live heap
// above what was live before it (extra-MB) and allocations.
func BenchmarkPathReaders(b *testing.B) {
	dir := b.TempDir()
	file := filepath.Join(dir, "grove.db")
	e := newEnv(b, offlineDef("assistant", 0))
	e.store.Close()
	e.store = testkit.Open(b, file)
	c := e.conv("assistant")
	ctx := context.Background()
	testkit.AppendInBatches(b, e.store, c.ID, session.DefaultBranch, corpus.New(7).Entries(10000))
	in, tu, err := e.store.StartTurn(ctx, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Author: "user", Content: []session.Block{session.TextBlock("what did we decide about the cache?")}},
		session.Turn{ConversationID: c.ID, Agent: "assistant", Status: session.TurnActive})
	if err != nil {
		b.Fatal(err)
	}
	out, err := e.store.Append(ctx, c.ID, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant,
		Author: "assistant", TurnID: tu.ID, Content: []session.Block{session.TextBlock("We keep it warm.")}})
	if err != nil {
		b.Fatal(err)
	}
	reply := out[0].ID
	// A branch where the CLI agent ran 20 entries before the head.
	head := e.path(c.ID, session.DefaultBranch)
	if _, err := e.store.CreateBranch(ctx, c.ID, "resumed", head[len(head)-21].ID); err != nil {
		b.Fatal(err)
	}
	rec := session.Entry{Kind: session.EntryLLMCall, Role: session.RoleAssistant, Author: "assistant"}
	rec.SetMeta(session.EntryMeta{Provider: backend.Claude, Model: "m1", BackendSession: "s1"})
	if _, err := e.store.Append(ctx, c.ID, "resumed", append([]session.Entry{rec}, corpus.New(3).Entries(19)...)...); err != nil {
		b.Fatal(err)
	}
	rin, rtu, err := e.store.StartTurn(ctx, "resumed", session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Author: "user", Content: []session.Block{session.TextBlock("and the tests?")}},
		session.Turn{ConversationID: c.ID, Agent: "assistant", Status: session.TurnActive})
	if err != nil {
		b.Fatal(err)
	}
	e.store.Close()
	cli := cliDef("assistant", backend.Claude, dir)
	spec := InputSpec{Agent: cli, Conversation: c, TurnID: tu.ID, InputEntryID: in.ID}
	rspec := InputSpec{Agent: cli, Conversation: c, TurnID: rtu.ID, InputEntryID: rin.ID}
	must := func(err error) {
		if err != nil {
			b.Fatal(err)
		}
	}
	reads := []struct {
		name string
		read func(r *Runtime)
	}{
		{"backend/whole", func(r *Runtime) { _, _, err := backendInputWhole(ctx, r.store, spec, in.ID); must(err) }},
		{"backend/bounded", func(r *Runtime) { _, _, err := backendInput(ctx, r.store, spec, in.ID); must(err) }},
		{"backend-resumed/whole", func(r *Runtime) { _, _, err := backendInputWhole(ctx, r.store, rspec, rin.ID); must(err) }},
		{"backend-resumed/bounded", func(r *Runtime) { _, _, err := backendInput(ctx, r.store, rspec, rin.ID); must(err) }},
		{"resume/whole", func(r *Runtime) { answeredWhole(ctx, r.store, reply, tu.ID) }},
		{"resume/bounded", func(r *Runtime) { r.answeredAt(ctx, reply, tu.ID) }},
		{"delegate/whole", func(r *Runtime) { _, err := lastAnswerWhole(ctx, r.store, c.ID); must(err) }},
		{"delegate/bounded", func(r *Runtime) { _, err := r.lastAnswer(ctx, c.ID); must(err) }},
		{"inputat/whole", func(r *Runtime) { _, err := inputAtWhole(ctx, r, reply); must(err) }},
		{"inputat/bounded", func(r *Runtime) { _, err := r.InputAt(ctx, reply); must(err) }},
	}
	for _, rd := range reads {
		b.Run(rd.name, func(b *testing.B) {
			var env *testEnv
			testkit.Measure(b, func(int) {
				env = &testEnv{t: b, store: testkit.Open(b, file), defs: e.defs}
				env.rt = env.runtime(nil)
			}, func(int) { rd.read(env.rt) }, func(int) {
				env.rt.Close()
				env.store.Close()
			})
		})
	}
}
