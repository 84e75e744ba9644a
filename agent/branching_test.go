package agent

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

func TestEditRegenerateRerunCompact(t *testing.T) {
	e := newEnv(t, offlineDef("assistant", 0), offlineDef("other", 0))
	ctx := context.Background()
	c := e.conv("assistant")
	t1 := e.wait(e.send(c, "hello there"))
	e.wait(e.send(c, "tell me about rivers"))
	main := e.path(c.ID, "main")
	first := main[0]

	// Edit the first message (a root): a sibling root on a new branch.
	tu, b, err := e.rt.EditAndResend(ctx, EditRequest{ConversationID: c.ID, EntryID: first.ID, Text: "hi again", Summarize: true})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted || tu.Branch != b.Name {
		t.Fatalf("edit turn: %+v", tu)
	}
	tree, err := e.store.Tree(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	ep := e.path(c.ID, b.Name)
	if ep[0].Kind != session.EntryBranchSummary || !strings.Contains(session.Text(ep[0].Content), "rivers") {
		t.Fatalf("no branch summary first on the edit branch: %+v", ep[0])
	}
	if ep[1].Kind != session.EntryMessage || session.Text(ep[1].Content) != "hi again" {
		t.Fatalf("edited message: %+v", ep[1])
	}
	i, _ := tree.Index(ep[1].ID)
	alts, pos := tree.Alternatives(i)
	if len(alts) != 2 || pos != 1 {
		t.Fatalf("alternatives of the edit: %v %d", alts, pos)
	}
	if ob, ok := tree.Owner(alts[0]); !ok || ob.Name != "main" {
		t.Fatalf("owner of the original: %+v", ob)
	}

	// Regenerate the first reply on main with another agent.
	var reply session.Entry
	for _, en := range main {
		if en.TurnID == t1.ID && en.Kind == session.EntryMessage && en.Role == session.RoleAssistant {
			reply = en
		}
	}
	rt, rb, err := e.rt.Regenerate(ctx, RegenerateRequest{ConversationID: c.ID, EntryID: reply.ID, Agent: "other"})
	if err != nil {
		t.Fatal(err)
	}
	if rt = e.wait(rt); rt.Status != session.TurnCompleted || rt.Agent != "other" {
		t.Fatalf("regenerate turn: %+v", rt)
	}
	rp := e.path(c.ID, rb.Name)
	last := rp[len(rp)-2] // reply, then its llm_call
	if last.ParentID != reply.ParentID || last.Role != session.RoleAssistant || last.Author != "other" {
		t.Fatalf("regenerated reply is not a sibling: %+v (want parent %s)", last, reply.ParentID)
	}

	// Re-run main's inputs with the other agent, then compare.
	nb, done, err := e.rt.Rerun(ctx, RerunRequest{ConversationID: c.ID, Source: "main", Agent: "other", Into: "rerun"})
	if err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("rerun did not finish")
	}
	rows := session.Compare(e.path(c.ID, "main"), e.path(c.ID, nb.Name))
	if len(rows) != 2 || rows[0].Left == nil || rows[0].Right == nil || rows[1].Right == nil || rows[0].Left.Shared {
		t.Fatalf("compare rows: %+v", rows)
	}

	// Compact main: the context starts at the summary.
	ce, err := e.rt.Compact(ctx, CompactRequest{ConversationID: c.ID, Branch: "main"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(session.Text(ce.Content), "rivers") {
		t.Fatalf("compaction misses content: %s", session.Text(ce.Content))
	}
	e.wait(e.send(c, "and lakes?"))
	p := e.path(c.ID, "main")
	req, err := SimpleContext{}.Build(ctx, ContextInput{Agent: e.defs["assistant"], Path: p})
	if err != nil {
		t.Fatal(err)
	}
	// The summary is in the system prompt, never a message of the user.
	if !strings.Contains(req.System, "## Earlier in this conversation") || !strings.Contains(req.System, "rivers") {
		t.Fatalf("the system prompt lacks the summary: %q", req.System)
	}
	for _, m := range req.Messages {
		if strings.Contains(session.Text(m.Content), "Conversation summary") {
			t.Fatalf("the summary is sent as a %s message", m.Role)
		}
	}
	for _, m := range req.Messages {
		if session.Text(m.Content) == "hello there" {
			t.Fatal("a compacted message is still in the context")
		}
	}
	if fs, err := e.store.Check(ctx); err != nil || len(fs) > 0 {
		t.Fatalf("check: %v %v", fs, err)
	}
}

// TestTreeProperty runs random sequences of edit, regenerate, fork, switch,
// compact and sends (some starting background work) against the offline
// model and checks after each step: the store's invariants hold, no entry
// is lost, every branch reads, and every async result sits on its own
// turn's branch.
func TestTreeProperty(t *testing.T) {
	seeds := []int64{1, 2, 3}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			e := newEnv(t, offlineDef("assistant", 0), offlineDef("other", 0))
			ctx := context.Background()
			rng := rand.New(rand.NewSource(seed))
			c := e.conv("assistant")
			e.wait(e.send(c, "hello"))
			var turns []session.Turn
			seen := map[string]bool{}
			texts := []string{"tell me about rivers", "what is 6*7?", "in the background wait 1 second", "and lakes?", "calculate 2+2"}
			for step := 0; step < 25; step++ {
				conv, err := e.store.Conversation(ctx, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				path := e.path(c.ID, conv.CurrentBranch)
				pick := func(role string) (session.Entry, bool) {
					var cands []session.Entry
					for _, en := range path {
						if en.Kind == session.EntryMessage && en.Role == role {
							cands = append(cands, en)
						}
					}
					if len(cands) == 0 {
						return session.Entry{}, false
					}
					return cands[rng.Intn(len(cands))], true
				}
				var op string
				switch k := rng.Intn(10); {
				case k < 3:
					op = "send"
					tu, err := e.rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: texts[rng.Intn(len(texts))]})
					if err != nil {
						t.Fatal(err)
					}
					turns = append(turns, tu)
				case k < 5:
					op = "edit"
					if en, ok := pick(session.RoleUser); ok {
						tu, b, err := e.rt.EditAndResend(ctx, EditRequest{ConversationID: c.ID, EntryID: en.ID, Text: texts[rng.Intn(len(texts))], Summarize: rng.Intn(2) == 0})
						if err != nil {
							t.Fatalf("edit: %v", err)
						}
						turns = append(turns, tu)
						if err := e.store.SwitchBranch(ctx, c.ID, b.Name); err != nil {
							t.Fatal(err)
						}
					}
				case k < 7:
					op = "regenerate"
					if en, ok := pick(session.RoleAssistant); ok {
						tu, b, err := e.rt.Regenerate(ctx, RegenerateRequest{ConversationID: c.ID, EntryID: en.ID, Agent: []string{"", "other"}[rng.Intn(2)]})
						if err != nil {
							t.Fatalf("regenerate: %v", err)
						}
						turns = append(turns, tu)
						if rng.Intn(2) == 0 {
							if err := e.store.SwitchBranch(ctx, c.ID, b.Name); err != nil {
								t.Fatal(err)
							}
						}
					}
				case k < 8:
					op = "fork"
					if len(path) > 0 {
						at := path[rng.Intn(len(path))]
						fc, err := e.store.Fork(ctx, c.ID, at.ID, "")
						if err != nil {
							t.Fatalf("fork: %v", err)
						}
						if fc.ForkedFrom == nil || fc.ForkedFrom.ConversationID != c.ID {
							t.Fatalf("fork link: %+v", fc.ForkedFrom)
						}
					}
				case k < 9:
					op = "switch"
					bs, err := e.store.Branches(ctx, c.ID)
					if err != nil {
						t.Fatal(err)
					}
					if err := e.store.SwitchBranch(ctx, c.ID, bs[rng.Intn(len(bs))].Name); err != nil {
						t.Fatal(err)
					}
				default:
					op = "compact"
					if _, err := e.rt.Compact(ctx, CompactRequest{ConversationID: c.ID}); err != nil && session.ErrorCode(err) != session.EINVALID {
						t.Fatalf("compact: %v", err)
					}
				}
				if rng.Intn(3) == 0 {
					for _, tu := range turns {
						e.wait(tu)
					}
				}
				// Invariants.
				all, err := e.store.Entries(ctx, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				now := map[string]bool{}
				for _, en := range all {
					now[en.ID] = true
				}
				for id := range seen {
					if !now[id] {
						t.Fatalf("step %d (%s): entry %s was lost", step, op, id)
					}
				}
				seen = now
				bs, err := e.store.Branches(ctx, c.ID)
				if err != nil {
					t.Fatal(err)
				}
				for _, b := range bs {
					if _, err := e.store.Path(ctx, c.ID, b.Name); err != nil {
						t.Fatalf("step %d (%s): branch %s: %v", step, op, b.Name, err)
					}
				}
			}
			for _, tu := range turns {
				e.wait(tu)
			}
			if fs, err := e.store.Check(ctx); err != nil || len(fs) > 0 {
				t.Fatalf("check: %v %v", fs, err)
			}
			// Async results are on the branch of the turn that started them.
			all, _ := e.store.Entries(ctx, c.ID)
			tree, err := e.store.Tree(ctx, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			asyncs := 0
			for _, en := range all {
				if en.Kind != session.EntryAsyncResult {
					continue
				}
				asyncs++
				tu, err := e.store.Turn(ctx, en.TurnID)
				if err != nil {
					t.Fatal(err)
				}
				i, _ := tree.Index(en.ID)
				if !tree.OnBranch(i, tu.Branch) {
					t.Fatalf("async result %s is not on its turn's branch %s", en.ID, tu.Branch)
				}
			}
			t.Logf("seed %d: %d entries, %d branches, %d async results", seed, len(all), len(tree.Branches), asyncs)
		})
	}
}

// TestAutoCompaction: when a branch outgrows the model's window it is
// compacted in the background; the turn answers its own input, the context
// is then the summary plus the newest entries (this turn's input among
// them), and every entry stays in the tree.
func TestAutoCompaction(t *testing.T) {
	d := offlineDef("assistant", 0)
	d.Profile.ContextWindow = 600
	e := newEnv(t, d)
	c := e.conv("assistant")
	for i := 0; i < 6; i++ {
		e.wait(e.send(c, fmt.Sprintf("message %d: tell me about the history of oak trees, the forests of Europe, and how acorns spread", i)))
	}
	before := len(e.path(c.ID, "main"))
	last := e.wait(e.send(c, "what is 6*7?"))
	if last.Status != session.TurnCompleted {
		t.Fatalf("turn %s %s", last.Status, last.Error)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := e.rt.WaitCompactions(ctx); err != nil {
		t.Fatal(err)
	}
	path := e.path(c.ID, "main")
	var compactions int
	for _, en := range path {
		if en.Kind == session.EntryCompaction {
			compactions++
		}
	}
	if compactions == 0 {
		t.Fatal("no compaction")
	}
	if len(path) <= before {
		t.Fatal("entries were lost")
	}
	ctxPath := AfterCompaction(path)
	if ctxPath[0].Kind != session.EntryCompaction {
		t.Fatalf("context after compaction starts %s", ctxPath[0].Kind)
	}
	kept := false
	for _, en := range ctxPath[1:] {
		kept = kept || strings.Contains(session.Text(en.Content), "6*7")
	}
	if !kept {
		t.Fatal("the context after compaction lost the newest input")
	}
	var answered bool
	for _, en := range turnEntries(path, last.ID) {
		answered = answered || strings.Contains(session.Text(en.Content), "42")
	}
	if !answered {
		for _, en := range turnEntries(path, last.ID) {
			t.Logf("%s %s %q", en.Kind, en.Role, session.Text(en.Content))
		}
		t.Fatal("the turn did not answer its own input after compaction")
	}
}

// With a real model, the summary of a branch left behind by an edit is
// written by the agent's model, asked within a bound, as a branch summary
// entry that names the model; the new turn then runs on the new branch.
func TestBranchSummaryByTheModel(t *testing.T) {
	w := newWireStreams(t, testkit.OpenAIStream("Rivers flow to the sea."),
		testkit.OpenAIStream("Asked about rivers; told they flow to the sea. Do not repeat that."),
		testkit.OpenAIStream("Lakes are still."))
	e := newEnv(t, openaiDef("assistant", w.URL))
	ctx := context.Background()
	c := e.conv("assistant")
	e.wait(e.send(c, "tell me about rivers"))
	first := e.path(c.ID, "main")[0]
	tu, b, err := e.rt.EditAndResend(ctx, EditRequest{ConversationID: c.ID, EntryID: first.ID, Text: "tell me about lakes", Summarize: true})
	if err != nil {
		t.Fatal(err)
	}
	if tu = e.wait(tu); tu.Status != session.TurnCompleted {
		t.Fatalf("edit turn: %+v", tu)
	}
	ep := e.path(c.ID, b.Name)
	sum := ep[0]
	if sum.Kind != session.EntryBranchSummary || !strings.Contains(session.Text(sum.Content), "told they flow to the sea") ||
		!strings.Contains(session.Text(sum.Content), sum.Meta().Model+" summarized it") || sum.Meta().Usage == nil {
		t.Fatalf("the branch summary: %q %+v", session.Text(sum.Content), sum.Meta())
	}
	req := w.request(t, 1)
	if mt, _ := req["max_tokens"].(float64); mt == 0 {
		if mt, _ = req["max_completion_tokens"].(float64); mt == 0 || mt > branchSummaryTokens {
			t.Fatalf("the summary call is not bounded: %v", req)
		}
	}
	if body := string(w.bodies[1]); !strings.Contains(body, "Rivers flow to the sea.") || !strings.Contains(body, "setting this attempt aside") {
		t.Fatalf("the summary call did not get the path left behind: %s", body)
	}
}
