package session

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/clipperhouse/uax29/v2/graphemes"
)

func buildRichConversation(t *testing.T, s *Store) Conversation {
	ctx := context.Background()
	c := mustCreate(t, s)
	e := mustAppend(t, s, c.ID, DefaultBranch, userMsg("héllo 🌳 \"quoted\" <b>"), agentMsg("hi"))
	g := mustAppend(t, s, c.ID, DefaultBranch, toolGroup("tools", 2)...)
	think := agentMsg("answer")
	think.Content = append([]Block{{Type: BlockThinking, Thinking: "hmm", Signature: "sig=="}}, think.Content...)
	think.SetMeta(EntryMeta{Provider: "anthropic", Model: "claude", Usage: &Usage{InputTokens: 3, OutputTokens: 4}, StopReason: "end_turn"})
	mustAppend(t, s, c.ID, DefaultBranch, think)
	if _, err := s.CreateBranch(ctx, c.ID, "alt", e[1].ID); err != nil {
		t.Fatal(err)
	}
	mustAppend(t, s, c.ID, "alt", userMsg("another way"))
	s.LabelBranch(ctx, c.ID, "alt", "tried another way")
	tr, _ := s.CreateTurn(ctx, Turn{ConversationID: c.ID, Agent: "assistant", InputEntryID: e[0].ID})
	op, _ := s.CreateAsyncOp(ctx, AsyncOp{TurnID: tr.ID, ConversationID: c.ID, ToolCallID: "x", CallEntryID: g[0].ID, Tool: "wait", Input: []byte(`{"seconds":2}`)})
	s.FinishAsyncOp(ctx, op.ID, AsyncCompleted, "done", "", "")
	u := UsageByModel{"anthropic/claude": {InputTokens: 3, OutputTokens: 4, Cost: 0.001, Calls: 1}}
	s.UpdateTurn(ctx, tr.ID, TurnUpdate{Status: TurnCompleted, Usage: &u})
	return c
}

func TestExportImportRoundTrip(t *testing.T) {
	ctx := context.Background()
	a := newTestStore(t)
	c := buildRichConversation(t, a)
	first := exportJSON(t, a, c.ID)

	b, err := Open(ctx, filepath.Join(t.TempDir(), "b.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	rx := importJSON(t, b, first.Bytes())
	x2 := MustExport(t, b, c.ID)
	var second bytes.Buffer
	x2.WriteJSON(&second)
	if !bytes.Equal(first.Bytes(), second.Bytes()) {
		t.Fatalf("re-export differs:\n%s\n---\n%s", first.String(), second.String())
	}
	if _, err := b.Import(ctx, rx); ErrorCode(err) != ECONFLICT {
		t.Fatalf("importing twice: %v", err)
	}
	if f, _ := b.Check(ctx); len(f) != 0 {
		t.Fatalf("imported tree: %v", f)
	}
}

func TestImportRejectsBadFiles(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := buildRichConversation(t, s)
	x, _ := s.ExportConversation(ctx, c.ID)
	other := newTestStore(t)

	for name, in := range map[string]string{
		"not json":     "{{{",
		"other format": `{"format":"something","version":1}`,
		"newer":        `{"format":"grove.conversation","version":99}`,
	} {
		if _, err := ReadExport(strings.NewReader(in)); ErrorCode(err) != EINVALID {
			t.Errorf("%s: %v", name, err)
		}
	}
	bad := x
	bad.Entries = append([]Entry{}, x.Entries...)
	bad.Entries[0], bad.Entries[1] = bad.Entries[1], bad.Entries[0]
	if _, err := other.Import(ctx, bad); ErrorCode(err) != EINVALID {
		t.Fatalf("child before parent: %v", err)
	}
	bad = x
	bad.Branches = []Branch{{Name: "main", HeadID: "nope"}}
	if _, err := other.Import(ctx, bad); ErrorCode(err) != EINVALID {
		t.Fatalf("unknown head: %v", err)
	}
	bad = x
	bad.Entries = append([]Entry{}, x.Entries...)
	bad.Entries[0].Role = "wizard"
	if _, err := other.Import(ctx, bad); ErrorCode(err) != EINVALID || !strings.Contains(err.Error(), "wizard") {
		t.Fatalf("unknown role: %v", err)
	}
	var file bytes.Buffer
	if err := bad.WriteJSON(&file); err != nil {
		t.Fatal(err)
	}
	if _, err := other.ImportFrom(ctx, &file); ErrorCode(err) != EINVALID || !strings.Contains(err.Error(), "wizard") {
		t.Fatalf("unknown role in a file: %v", err)
	}
	if list, _ := other.ListConversations(ctx, ListOptions{IncludeArchived: true}); len(list) != 0 {
		t.Fatal("a failed import left data behind")
	}
}

func TestMarkdownTranscript(t *testing.T) {
	ctx := context.Background()
	s := newTestStore(t)
	c := buildRichConversation(t, s)
	p, _ := s.Path(ctx, c.ID, DefaultBranch)
	var buf bytes.Buffer
	WriteMarkdown(&buf, c, DefaultBranch, p)
	out := buf.String()
	for _, want := range []string{"# test", "héllo 🌳", "tool call `calculate`", "result of `calculate`", "assistant (claude)", "answer"} {
		if !strings.Contains(out, want) {
			t.Errorf("markdown lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "another way") {
		t.Error("markdown includes another branch")
	}
}

// TestMarkdownSaysWhyAReplyStopped: a cut reply's transcript says what the
// timeline says: cancelled, interrupted because grove closed, or failed.
func TestMarkdownSaysWhyAReplyStopped(t *testing.T) {
	for _, tc := range []struct {
		meta EntryMeta
		want string
	}{
		{EntryMeta{Interrupted: true, Error: "cancelled", ErrorClass: ErrorClassCanceled}, "_(reply cancelled)_"},
		{EntryMeta{Interrupted: true, Error: ClosedMidReply, ErrorClass: ErrorClassClosed}, "_(reply interrupted: grove closed)_"},
		{EntryMeta{Interrupted: true, Error: "rate limited", ErrorClass: "transient"}, "_(reply failed: rate limited)_"},
		{EntryMeta{}, ""},
	} {
		e := Entry{Kind: EntryMessage, Role: RoleAssistant, Author: "a", Content: []Block{TextBlock("Rivers carve")}}
		e.SetMeta(tc.meta)
		var buf bytes.Buffer
		WriteMarkdown(&buf, Conversation{Title: "t"}, DefaultBranch, []Entry{e})
		out := buf.String()
		if tc.want != "" && !strings.Contains(out, tc.want) || tc.want == "" && strings.Contains(out, "_(reply") {
			t.Errorf("%+v: transcript\n%s\nwant %q", tc.meta, out, tc.want)
		}
	}
}

// A long tool result is cut in the transcript between characters, never
// inside one, wherever the 2000-byte limit falls: emoji sequences, CJK,
// letters with combining marks.
func TestMarkdownClipsResultsBetweenCharacters(t *testing.T) {
	unit := "👨‍👩‍👧‍👦家e\u0301\u0323🇫🇷한"
	for pad := 0; pad < len(unit); pad++ {
		src := strings.Repeat("x", pad) + strings.Repeat(unit, 2100/len(unit)+1)
		path := []Entry{{Kind: EntryToolResult, Role: RoleTool, Content: []Block{
			{Type: BlockToolResult, ToolResult: &ToolResult{ToolCallID: "c", Name: "read_file", Success: true, Result: src}}}}}
		var buf bytes.Buffer
		if err := WriteMarkdown(&buf, Conversation{Title: "t"}, DefaultBranch, path); err != nil {
			t.Fatal(err)
		}
		_, body, _ := strings.Cut(buf.String(), "```\n")
		kept, _, ok := strings.Cut(body, "\n… (")
		if !ok {
			t.Fatalf("pad %d: the long result was not clipped:\n%s", pad, buf.String())
		}
		if len(kept) > 2000 || !strings.HasPrefix(src, kept) || !clusterBoundary(src, len(kept)) {
			t.Fatalf("pad %d: cut inside a character at byte %d: %q", pad, len(kept), kept[max(0, len(kept)-12):])
		}
		if want := fmt.Sprintf("(%d more bytes)", len(src)-len(kept)); !strings.Contains(body, want) {
			t.Fatalf("pad %d: the transcript does not say %s", pad, want)
		}
	}
}

// clusterBoundary reports whether byte i of s falls between two grapheme
// clusters.
func clusterBoundary(s string, i int) bool {
	if i == 0 {
		return true
	}
	it := graphemes.FromString(s)
	for it.Next() {
		if it.End() == i {
			return true
		}
	}
	return false
}

// An async result block survives export and import as a block, and an old
// entry holding the text form comes back as text that still reads as the
// same async result.
func TestExportImportKeepsAsyncResults(t *testing.T) {
	ctx := context.Background()
	a := newTestStore(t)
	c := mustCreate(t, a)
	block := AsyncResult{OpID: "op1", Tool: "wait", Status: AsyncCancelled, Result: "cancelled: the turn was cancelled"}
	oldText := "[async result tool=shell op=op2 status=success]\nexit 0"
	mustAppend(t, a, c.ID, DefaultBranch, userMsg("go"),
		Entry{Kind: EntryAsyncResult, Role: RoleUser, Author: "tool:wait", Content: []Block{AsyncResultBlock(block)}},
		Entry{Kind: EntryAsyncResult, Role: RoleUser, Author: "tool:shell", Content: []Block{TextBlock(oldText)}})
	b := newTestStore(t)
	importJSON(t, b, exportJSON(t, a, c.ID).Bytes())
	path, err := b.Path(ctx, c.ID, DefaultBranch)
	if err != nil || len(path) != 3 {
		t.Fatalf("path %d, %v", len(path), err)
	}
	got, ok := AsyncResultOf(path[1].Content)
	if !ok || !reflect.DeepEqual(got, block) || path[1].Content[0].Type != BlockAsyncResult {
		t.Fatalf("block came back as %+v (%v)", path[1].Content, ok)
	}
	old, ok := AsyncResultOf(path[2].Content)
	if want := (AsyncResult{OpID: "op2", Tool: "shell", Status: AsyncCompleted, Result: "exit 0"}); !ok || !reflect.DeepEqual(old, want) {
		t.Fatalf("old text form read as %+v (%v)", old, ok)
	}
	// Text consumers (transcripts, recall, the model) read both as before.
	if Text(path[1].Content) != "[async result tool=wait op=op1 status=failed]\ncancelled: the turn was cancelled" || Text(path[2].Content) != oldText {
		t.Fatalf("text forms: %q / %q", Text(path[1].Content), Text(path[2].Content))
	}
}

// exportJSON exports a conversation of s as the JSON file grove writes.
func exportJSON(t *testing.T, s *Store, convID string) *bytes.Buffer {
	t.Helper()
	x := MustExport(t, s, convID)
	var buf bytes.Buffer
	if err := x.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	return &buf
}

// importJSON reads an exported file and imports it into s.
func importJSON(t *testing.T, s *Store, data []byte) Export {
	t.Helper()
	rx, err := ReadExport(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Import(context.Background(), rx); err != nil {
		t.Fatal(err)
	}
	return rx
}

// TestMarkdownKeepsThePersonsWordsAndSaysWhatEachReplyAnswers: a person's
// message is fenced as typed (a pasted "# line" is not a heading, the
// first line keeps its indentation, backticks inside cannot close the
// fence), and a reply whose input is not the message right above it says
// which message it answers.
func TestMarkdownKeepsThePersonsWordsAndSaysWhatEachReplyAnswers(t *testing.T) {
	msg := func(role, turn, text string) Entry {
		return Entry{Kind: EntryMessage, Role: role, Author: map[string]string{RoleUser: "user", RoleAssistant: "assistant"}[role],
			TurnID: turn, Content: []Block{TextBlock(text)}}
	}
	pasted := "    indented first line\n# not a heading\n```go\nx := 1\n```"
	path := []Entry{
		msg(RoleUser, "T1", pasted), msg(RoleAssistant, "T1", "done"),
		msg(RoleUser, "T2", "tell me about apples"), msg(RoleUser, "T3", "tell me about bananas"),
		msg(RoleAssistant, "T3", "Bananas are yellow."), msg(RoleAssistant, "T2", "Apples are red."),
	}
	var buf bytes.Buffer
	if err := WriteMarkdown(&buf, Conversation{Title: "t"}, DefaultBranch, path); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if !strings.Contains(out, "````\n"+pasted+"\n````") {
		t.Fatalf("the person's message is not fenced as typed:\n%s", out)
	}
	if strings.Contains(out, "\n# not a heading") && !strings.Contains(out, "````\n    indented") {
		t.Fatalf("a pasted line became a heading:\n%s", out)
	}
	if !strings.Contains(out, "_↳ re: “tell me about apples”_\n\nApples are red.") {
		t.Fatalf("the reply to apples does not say so:\n%s", out)
	}
	if strings.Contains(out, "re: “tell me about bananas”") || strings.Contains(out, "re: “    indented") {
		t.Fatalf("a reply right after its message is labelled:\n%s", out)
	}
}
