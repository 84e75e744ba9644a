package extract

import (
	"bytes"
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"

	"github.com/clipperhouse/uax29/v2/graphemes"
)

type env struct {
	db   *session.Store
	mem  *memory.Store
	x    *Extractor
	conv string
	def  config.Definition
	now  time.Time
}

func newEnv(t *testing.T, prov llm.Provider) *env {
	t.Helper()
	ctx := context.Background()
	e := &env{now: time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)}
	db, err := session.Open(ctx, filepath.Join(t.TempDir(), "grove.db"), session.WithClock(func() time.Time { return e.now }))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	e.db, e.mem = db, memory.New(db, nil)
	if prov == nil {
		prov = llm.NewOffline()
	}
	e.x = New(db, e.mem, func(llm.Profile) (llm.Provider, error) { return prov, nil },
		func(ref string) (llm.Profile, error) {
			return llm.Profile{Name: ref, Provider: "offline", Model: ref}, nil
		})
	c, err := db.CreateConversation(ctx, session.NewConversation{Agent: "maya"})
	if err != nil {
		t.Fatal(err)
	}
	e.conv = c.ID
	e.def = config.Definition{Name: "maya", Profile: llm.Profile{Name: "offline", Provider: "offline", Model: "offline"},
		Extraction: true, ExtractionModel: "offline-small"}
	return e
}

// turn records a finished turn: the user's input, a tool result and a reply.
func (e *env) turn(t *testing.T, input, reply string) session.Turn {
	t.Helper()
	ctx := context.Background()
	e.now = e.now.Add(time.Minute)
	in, tr, err := e.db.StartTurn(ctx, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleUser,
		Author: "user", Content: []session.Block{session.TextBlock(input)}},
		session.Turn{ConversationID: e.conv, Agent: "maya"})
	if err != nil {
		t.Fatal(err)
	}
	tr.InputEntryID = in.ID
	if _, err := e.db.Append(ctx, e.conv, session.DefaultBranch, session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant,
		Author: "maya", TurnID: tr.ID, Content: []session.Block{session.TextBlock(reply)}}); err != nil {
		t.Fatal(err)
	}
	return tr
}

func live(t *testing.T, e *env) []memory.Memory {
	t.Helper()
	ms, err := e.mem.List(context.Background(), "maya", memory.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

func find(ms []memory.Memory, typ, content string) *memory.Memory {
	for i := range ms {
		if ms[i].Type == typ && ms[i].Content == content {
			return &ms[i]
		}
	}
	return nil
}

// TestExtractedMemoriesKeepTurnTime: memories extracted from a turn are
// dated by the turn, even when extraction runs hours later.
func TestExtractedMemoriesKeepTurnTime(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, nil)
	tr := e.turn(t, "My favourite colour is green.", "Noted.")
	e.now = e.now.Add(5 * time.Hour)
	if err := e.x.AfterTurn(ctx, tr, e.def); err != nil {
		t.Fatal(err)
	}
	ms := live(t, e)
	if len(ms) == 0 {
		t.Fatal("nothing extracted")
	}
	for _, m := range ms {
		if !m.CreatedAt.Equal(tr.CreatedAt.UTC().Truncate(time.Millisecond)) {
			t.Errorf("%q created at %s, want the turn's %s", m.Content, m.CreatedAt, tr.CreatedAt)
		}
	}
}

// TestOfflineEndToEnd: the offline model extracts facts and preferences,
// and a correction supersedes the old fact, which a new search no longer
// finds but which is kept.
func TestOfflineEndToEnd(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, nil)
	tr := e.turn(t, "Hi! My favourite colour is blue. I prefer tea over coffee. Remember that the wifi password is hunter2.", "Noted.")
	if err := e.x.AfterTurn(ctx, tr, e.def); err != nil {
		t.Fatal(err)
	}
	ms := live(t, e)
	blue := find(ms, "fact", "The user's favourite colour is blue.")
	if blue == nil || find(ms, "preference", "The user prefers tea over coffee.") == nil ||
		find(ms, "fact", "The wifi password is hunter2.") == nil {
		t.Fatalf("extracted: %+v", ms)
	}
	if !strings.Contains(string(blue.Metadata), tr.ID) || blue.Significance != 0.6 {
		t.Fatalf("metadata/significance: %+v", blue)
	}
	var episodes int
	for _, m := range ms {
		if m.Type == "episode" {
			episodes++
		}
	}
	if episodes != 1 {
		t.Fatalf("%d episodes", episodes)
	}
	// The same turn again adds no duplicate facts.
	tr2 := e.turn(t, "Actually, my favourite colour is green.", "Got it, green.")
	if err := e.x.AfterTurn(ctx, tr2, e.def); err != nil {
		t.Fatal(err)
	}
	old, err := e.mem.Get(ctx, "maya", blue.ID)
	if err != nil {
		t.Fatal(err)
	}
	green := find(live(t, e), "fact", "The user's favourite colour is green.")
	if green == nil || old.SupersededBy != green.ID {
		t.Fatalf("old %+v, new %+v", old, green)
	}
	rs, err := e.mem.Search(ctx, "maya", memory.Query{Text: "favourite colour", K: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if r.ID == blue.ID {
			t.Fatal("superseded fact still found by search")
		}
	}
	if len(rs) == 0 || rs[0].ID != green.ID {
		t.Fatalf("search: %+v", rs)
	}
	// Extraction off: nothing happens.
	n, _ := e.mem.Count(ctx, "maya")
	off := e.def
	off.Extraction = false
	if err := e.x.AfterTurn(ctx, e.turn(t, "My dog is Rex.", "Nice."), off); err != nil {
		t.Fatal(err)
	}
	if m, _ := e.mem.Count(ctx, "maya"); m != n {
		t.Fatal("extraction ran while off")
	}
}

// TestOfflineExtractionDeterministic: the same transcript gives the same
// operations.
func TestOfflineExtractionDeterministic(t *testing.T) {
	req := llm.Request{System: Prompt, Messages: []llm.Message{{Role: llm.RoleUser, Content: []session.Block{session.TextBlock(
		llm.MemoriesHeader + "\n- [m1] (fact) The user's city is Paris.\n\n" + llm.TranscriptHeader + "\nUSER: My city is Lyon now. I love jazz.\nASSISTANT: ok\n")}}}}
	var out []string
	for range 2 {
		resp, err := (&llm.Offline{}).Stream(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, resp.Text())
	}
	if out[0] != out[1] {
		t.Fatalf("not deterministic:\n%s\n%s", out[0], out[1])
	}
	ops, err := ParseOperations(out[0])
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) != 3 || ops[0].New.Content != "The user's city is Lyon now." && ops[0].New.Content != "The user's city is Lyon." ||
		len(ops[0].Supersedes) != 1 || ops[0].Supersedes[0] != "m1" || ops[1].New.Type != "preference" || ops[2].New.Type != "episode" {
		t.Fatalf("ops %s → %+v", out[0], ops)
	}
}

type fakeProvider struct {
	text  string
	err   error
	calls int
	last  llm.Request
}

func (f *fakeProvider) Name() string { return "fake" }
func (f *fakeProvider) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	f.calls++
	f.last = req
	if f.err != nil {
		return llm.Response{}, f.err
	}
	return llm.Response{Content: []session.Block{session.TextBlock(f.text)}}, nil
}

func TestMalformedAnswerFails(t *testing.T) {
	ctx := context.Background()
	for _, text := range []string{
		"Sure! I will remember that.",
		`{"operations": "write everything"}`,
		`{"ops": []}`,
		`{"operations": [{"op": "write"}]}`,
		`{"operations": [{"op": "frobnicate", "content": "x"}]}`,
		`{"operations": [{"op": "update", "content": "x"}]}`,
		`{"operations": [{"op": "write", "content": "x", "supersedes": 7}]}`,
	} {
		prov := &fakeProvider{text: text}
		e := newEnv(t, prov)
		err := e.x.AfterTurn(ctx, e.turn(t, "My dog is Rex.", "ok"), e.def)
		if err == nil || session.ErrorCode(err) != EMALFORMED {
			t.Errorf("%q: err %v", text, err)
		}
		if n, _ := e.mem.Count(ctx, "maya"); n != 0 {
			t.Errorf("%q: %d memories written", text, n)
		}
	}
	// A provider error is an error too (the runtime retries).
	e := newEnv(t, &fakeProvider{err: &llm.Error{Class: llm.Transient, Message: "overloaded"}})
	if err := e.x.AfterTurn(ctx, e.turn(t, "My dog is Rex.", "ok"), e.def); err == nil {
		t.Fatal("provider error swallowed")
	}
	// Fenced JSON and a single supersedes id are accepted.
	ops, err := ParseOperations("Here:\n```json\n{\"operations\":[{\"op\":\"write\",\"content\":\"a\",\"supersedes\":\"m1\"},{\"op\":\"delete\",\"id\":\"m2\"}]}\n```")
	if err != nil || len(ops) != 2 || ops[0].Supersedes[0] != "m1" || ops[1].Kind != memory.OpDelete {
		t.Fatalf("fenced: %+v %v", ops, err)
	}
}

// TestOperationsAtomic: an operation that fails (an unknown id) leaves
// nothing of the batch behind, through the model path and Store.Apply.
func TestOperationsAtomic(t *testing.T) {
	ctx := context.Background()
	prov := &fakeProvider{text: `{"operations": [
		{"op": "write", "type": "fact", "content": "The user's dog is Rex.", "significance": 0.6},
		{"op": "write", "type": "fact", "content": "The user lives in Lyon.", "supersedes": ["does-not-exist"]}]}`}
	e := newEnv(t, prov)
	keep, err := e.mem.Add(ctx, "maya", memory.NewMemory{Content: "The user's cat is Tom."})
	if err != nil {
		t.Fatal(err)
	}
	err = e.x.AfterTurn(ctx, e.turn(t, "x", "y"), e.def)
	if !session.IsNotFound(err) {
		t.Fatalf("err %v", err)
	}
	if n, _ := e.mem.Count(ctx, "maya"); n != 1 {
		t.Fatalf("%d memories after a failed batch", n)
	}
	// Store.Apply directly: write + update + delete of a missing id.
	_, err = e.mem.Apply(ctx, "maya", []memory.Op{
		{Kind: memory.OpWrite, New: memory.NewMemory{Content: "new"}},
		{Kind: memory.OpUpdate, ID: keep.ID, Patch: memory.Patch{Content: memory.Str("The user's cat is Felix.")}},
		{Kind: memory.OpDelete, ID: "nope"},
	})
	if !session.IsNotFound(err) {
		t.Fatalf("err %v", err)
	}
	got, _ := e.mem.Get(ctx, "maya", keep.ID)
	if n, _ := e.mem.Count(ctx, "maya"); n != 1 || got.Content != "The user's cat is Tom." {
		t.Fatalf("partial apply: %d memories, %+v", n, got)
	}
	rs, _ := e.mem.Search(ctx, "maya", memory.Query{Text: "Felix"})
	if len(rs) != 0 && rs[0].Content != "The user's cat is Tom." {
		t.Fatalf("index changed: %+v", rs)
	}
	// And a good batch applies in full.
	res, err := e.mem.Apply(ctx, "maya", []memory.Op{
		{Kind: memory.OpWrite, New: memory.NewMemory{Content: "The user's cat is Felix."}, Supersedes: []string{keep.ID}},
		{Kind: memory.OpWrite, New: memory.NewMemory{Content: "x", Type: "episode"}},
	})
	if err != nil || len(res.Written) != 2 || len(res.Superseded) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	if got, _ := e.mem.Get(ctx, "maya", keep.ID); got.SupersededBy != res.Written[0].ID {
		t.Fatalf("not superseded: %+v", got)
	}
	if _, err := e.mem.Apply(ctx, "maya", []memory.Op{{Kind: "merge"}}); session.ErrorCode(err) != session.EINVALID {
		t.Fatalf("unknown kind: %v", err)
	}
}

func TestConsolidation(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, nil)
	e.x.ConsolidateAt, e.x.ConsolidateBatch = 5, 4
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var eps []memory.Memory
	for i, txt := range []string{"we planned the garden", "we booked Lisbon", "we fixed the bike", "we read Dune", "we baked bread", "we tried yoga"} {
		m, err := e.mem.Add(ctx, "maya", memory.NewMemory{Type: "episode", Content: "The user said: " + txt, CreatedAt: start.Add(time.Duration(i) * 24 * time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		eps = append(eps, m)
	}
	fact, _ := e.mem.Add(ctx, "maya", memory.NewMemory{Type: "fact", Content: "The user's dog is Rex."})
	prov := llm.NewOffline()
	if err := e.x.Consolidate(ctx, prov, e.def.Profile, "maya"); err != nil {
		t.Fatal(err)
	}
	sums, _ := e.mem.List(ctx, "maya", memory.ListOptions{Types: []string{"summary"}})
	if len(sums) != 1 {
		t.Fatalf("summaries %+v", sums)
	}
	sum := sums[0]
	if sum.Content != "Summary of 4 earlier episodes: we planned the garden; we booked Lisbon; we fixed the bike; we read Dune" {
		t.Fatalf("summary %q", sum.Content)
	}
	for i, ep := range eps {
		got, _ := e.mem.Get(ctx, "maya", ep.ID)
		if (i < 4) != (got.SupersededBy == sum.ID) {
			t.Fatalf("episode %d superseded_by %q", i, got.SupersededBy)
		}
	}
	if got, _ := e.mem.Get(ctx, "maya", fact.ID); got.SupersededBy != "" {
		t.Fatal("a fact was consolidated")
	}
	// Two live episodes left: below the threshold, nothing more happens.
	if err := e.x.Consolidate(ctx, prov, e.def.Profile, "maya"); err != nil {
		t.Fatal(err)
	}
	if sums, _ := e.mem.List(ctx, "maya", memory.ListOptions{Types: []string{"summary"}}); len(sums) != 1 {
		t.Fatal("consolidated below the threshold")
	}
	// A consolidation answer without a summary fails and writes nothing.
	for range 4 {
		e.mem.Add(ctx, "maya", memory.NewMemory{Type: "episode", Content: "more"})
	}
	err := e.x.Consolidate(ctx, &fakeProvider{text: `{"sum": 1}`}, e.def.Profile, "maya")
	if session.ErrorCode(err) != EMALFORMED {
		t.Fatalf("err %v", err)
	}
	if sums, _ := e.mem.List(ctx, "maya", memory.ListOptions{Types: []string{"summary"}}); len(sums) != 1 {
		t.Fatal("summary written from a bad answer")
	}
}

// TestRecallAcrossConversations: a fact extracted in one conversation is
// found when the agent searches from another.
func TestRecallAcrossConversations(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, nil)
	if err := e.x.AfterTurn(ctx, e.turn(t, "My sister's name is Ines.", "Lovely name."), e.def); err != nil {
		t.Fatal(err)
	}
	c2, err := e.db.CreateConversation(ctx, session.NewConversation{Agent: "maya"})
	if err != nil {
		t.Fatal(err)
	}
	e.conv = c2.ID
	rs, err := e.mem.Search(ctx, "maya", memory.Query{Text: "what is my sister called", K: 3})
	if err != nil || len(rs) == 0 || rs[0].Content != "The user's sister's name is Ines." {
		t.Fatalf("%+v %v", rs, err)
	}
}

// The transcript sent to the extraction model clips long messages between
// characters: wherever the limit falls in emoji sequences, CJK or letters
// with combining marks, every clipped line is whole characters of the
// message followed by the mark.
func TestExtractionPromptKeepsCharactersWhole(t *testing.T) {
	ctx := context.Background()
	unit := "👨‍👩‍👧‍👦家e\u0301\u0323🇫🇷한"
	prov := &fakeProvider{text: `{"operations": []}`}
	e := newEnv(t, prov)
	tr := e.turn(t, "hello", "ok")
	for pad := 0; pad < len(unit); pad++ {
		text := strings.Repeat("x", pad) + strings.Repeat(unit, maxMessageChars/len(unit)+2)
		if _, err := e.x.Extract(ctx, prov, e.def.Profile, "maya", tr, []Message{{Who: "TOOL RESULT (read_file)", Text: text}}); err != nil {
			t.Fatal(err)
		}
		var prompt string
		for _, m := range prov.last.Messages {
			prompt += session.Text(m.Content)
		}
		if !utf8.ValidString(prompt) {
			t.Fatalf("pad %d: the prompt is not valid UTF-8", pad)
		}
		_, line, ok := strings.Cut(prompt, "TOOL RESULT (read_file): ")
		line, _, _ = strings.Cut(line, "\n")
		kept, cut := strings.CutSuffix(line, clip.Ellipsis)
		if !ok || !cut || len(line) > maxMessageChars || !strings.HasPrefix(text, kept) {
			t.Fatalf("pad %d: line of %d bytes is not a clipped prefix of the message", pad, len(line))
		}
		if !boundary(text, len(kept)) {
			t.Fatalf("pad %d: cut inside a character at byte %d: %q", pad, len(kept), kept[len(kept)-12:])
		}
	}
}

// boundary reports whether byte i of s falls between two grapheme clusters.
func boundary(s string, i int) bool {
	it := graphemes.FromString(s)
	for it.Next() {
		if it.End() == i {
			return true
		}
	}
	return i == 0
}

// The extraction transcript includes the turn's async results, stored as
// blocks or, by older versions, as text.
func TestTranscriptReadsAsyncResults(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, nil)
	tr := e.turn(t, "look it up in the background", "started")
	async := func(c session.Block) session.Entry {
		return session.Entry{Kind: session.EntryAsyncResult, Role: session.RoleUser, Author: "tool:research", TurnID: tr.ID, Content: []session.Block{c}}
	}
	if _, err := e.db.Append(ctx, e.conv, session.DefaultBranch,
		async(session.AsyncResultBlock(session.AsyncResult{OpID: "op1", Tool: "research", Status: session.AsyncCompleted, Result: "Rex is a beagle"})),
		async(session.TextBlock("[async result tool=shell op=op2 status=failed]\nexit 1"))); err != nil {
		t.Fatal(err)
	}
	msgs, err := e.x.transcript(ctx, tr)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range msgs {
		got = append(got, m.Who+": "+m.Text)
	}
	want := []string{"USER: look it up in the background", "ASSISTANT: started", "TOOL RESULT (research): Rex is a beagle", "TOOL RESULT (shell): exit 1"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("transcript:\n%s", strings.Join(got, "\n"))
	}
}

// TestExtractionCallsCount: the extraction call of a turn (the offline
// model here) is added to the turn's usage under its own key, marked as
// extraction, with its cost from the extraction model's prices; stats by
// model list it on its own row.
func TestExtractionCallsCount(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, nil)
	e.x.Resolve = func(ref string) (llm.Profile, error) {
		return llm.Profile{Name: ref, Provider: "offline", Model: ref, Prices: llm.Prices{InputPerMTok: 1, OutputPerMTok: 2}}, nil
	}
	tr := e.turn(t, "My favourite colour is green.", "Noted.")
	if err := e.x.AfterTurn(ctx, tr, e.def); err != nil {
		t.Fatal(err)
	}
	got, err := e.db.Turn(ctx, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	u, ok := got.Usage[session.ExtractionKey("offline/offline-small")]
	if !ok || u.Calls != 1 || u.InputTokens == 0 || u.Cost <= 0 {
		t.Fatalf("turn usage %+v", got.Usage)
	}
	rows, err := e.db.UsageBy(ctx, session.ByModel, "")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range rows {
		found = found || r.Key == "offline/offline-small (extraction)" && r.Usage.Calls == 1 && r.Turns == 1
	}
	if !found {
		t.Fatalf("stats by model: %+v", rows)
	}
}

// deletingProvider answers like the offline model, with usage, after the
// conversation being extracted was deleted meanwhile (as a person may do
// the moment a reply ends).
type deletingProvider struct {
	e *env
}

func (d *deletingProvider) Name() string { return "deleting" }
func (d *deletingProvider) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	if err := d.e.db.DeleteConversation(ctx, d.e.conv); err != nil {
		return llm.Response{}, err
	}
	return llm.Response{Content: []session.Block{session.TextBlock(`{"operations": []}`)},
		Usage: session.Usage{InputTokens: 120, OutputTokens: 8}}, nil
}

// TestUncountedExtractionIsLogged: when the extraction call's usage cannot
// be added to its turn (here the turn is gone), extraction still succeeds,
// and the log says what was not counted, with the store's error code.
func TestUncountedExtractionIsLogged(t *testing.T) {
	ctx := context.Background()
	d := &deletingProvider{}
	e := newEnv(t, d)
	d.e = e
	var buf bytes.Buffer
	e.x.Log = slog.New(slog.NewTextHandler(&buf, nil))
	tr := e.turn(t, "My favourite colour is green.", "Noted.")
	if err := e.x.AfterTurn(ctx, tr, e.def); err != nil {
		t.Fatalf("extraction failed over its usage: %v", err)
	}
	log := buf.String()
	for _, want := range []string{"not counted", tr.ID, "code=" + session.ENOTFOUND, "tokens=128"} {
		if !strings.Contains(log, want) {
			t.Fatalf("the log lacks %q: %q", want, log)
		}
	}
}

// A fact the agent's memory tool wrote during the turn is not written
// again by the extraction that follows in other punctuation or case: the
// agent keeps one memory of it, not two that crowd its searches.
func TestExtractionSkipsWhatTheTurnWrote(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, nil)
	said := "remember that the Go project's contribution guide says issues go to the Go issue tracker and questions to the golang-nuts mailing list"
	tool, err := e.mem.Add(ctx, "maya", memory.NewMemory{Type: "fact",
		Content: "the Go project's contribution guide says issues go to the Go issue tracker and questions to the golang-nuts mailing list"})
	if err != nil {
		t.Fatal(err)
	}
	tr := e.turn(t, said, "Saved to memory.")
	if err := e.x.AfterTurn(ctx, tr, e.def); err != nil {
		t.Fatal(err)
	}
	var facts []string
	for _, m := range live(t, e) {
		if m.Type == "fact" {
			facts = append(facts, m.Content)
		}
	}
	if len(facts) != 1 || facts[0] != tool.Content {
		t.Fatalf("facts after extraction: %q", facts)
	}
	// A new fact in the same turn is still kept.
	tr = e.turn(t, "Remember that the release freeze starts in May.", "Noted.")
	if err := e.x.AfterTurn(ctx, tr, e.def); err != nil {
		t.Fatal(err)
	}
	if find(live(t, e), "fact", "The release freeze starts in May.") == nil {
		t.Fatalf("new fact not extracted: %+v", live(t, e))
	}
	// The same words said on another turn are another episode.
	tr = e.turn(t, "Remember that the release freeze starts in May.", "Noted.")
	if err := e.x.AfterTurn(ctx, tr, e.def); err != nil {
		t.Fatal(err)
	}
	episodes := 0
	for _, m := range live(t, e) {
		if m.Type == "episode" && strings.Contains(m.Content, "release freeze") {
			episodes++
		}
	}
	if episodes != 2 {
		t.Fatalf("%d episodes of the two turns that said the same", episodes)
	}
}
