package llm

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

var _ Provider = (*Offline)(nil)
var _ Provider = (*OpenAI)(nil)
var _ Provider = (*Anthropic)(nil)
var _ Provider = (*Retry)(nil)

func allTools() []ToolSpec {
	var ts []ToolSpec
	for _, n := range []string{"calculate", "wait", "memory_write", "memory_search", "shell", "read_file"} {
		ts = append(ts, ToolSpec{Name: n, Schema: json.RawMessage(`{"type":"object"}`)})
	}
	return ts
}

func fastOffline() *Offline { return &Offline{} }

func TestOfflineDeterministic(t *testing.T) {
	for _, msg := range []string{
		"Tell me about branching conversations in grove",
		"calculate 27*453 and remember that I like oak trees",
		"hello",
		"",
	} {
		req := Request{Messages: []Message{userText(msg)}, Tools: allTools()}
		var c1, c2 collect
		r1, err1 := fastOffline().Stream(context.Background(), req, c1.emit)
		r2, err2 := fastOffline().Stream(context.Background(), req, c2.emit)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		r1.Latency, r2.Latency = 0, 0
		if !reflect.DeepEqual(r1, r2) || !reflect.DeepEqual(c1.events, c2.events) {
			t.Errorf("%q: two runs differ:\n%+v\n%+v", msg, r1, r2)
		}
		if len(r1.Content) == 0 || r1.Usage.InputTokens <= 0 && msg != "" || r1.Usage.OutputTokens <= 0 || r1.Usage.Cost != 0 {
			t.Errorf("%q: response = %+v", msg, r1)
		}
		if r1.Provider != "offline" || r1.Model != "offline" {
			t.Errorf("provider/model = %s/%s", r1.Provider, r1.Model)
		}
	}
	// Different inputs should not all read the same.
	a, _ := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText("explain gardens")}}, nil)
	b, _ := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText("explain compilers")}}, nil)
	if a.Text() == b.Text() {
		t.Error("replies ignore the message")
	}
	if !strings.Contains(a.Text(), "gardens") {
		t.Errorf("reply %q does not mention the topic", a.Text())
	}
}

func TestOfflineToolIntents(t *testing.T) {
	type call struct{ name, args string }
	cases := []struct {
		msg  string
		want []call
	}{
		{"calculate 27*453", []call{{"calculate", `{"expression":"27*453"}`}}},
		{"what is 2+3*4?", []call{{"calculate", `{"expression":"2+3*4"}`}}},
		{"What's 27 x 453", []call{{"calculate", `{"expression":"27*453"}`}}},
		{"wait 3 seconds", []call{{"wait", `{"seconds":3}`}}},
		{"in the background wait 2s", []call{{"wait", `{"seconds":2}`}}},
		{"please wait for 1 minute", []call{{"wait", `{"seconds":60}`}}},
		{"remember that my cat is called Tom and she is 3", []call{{"memory_write", `{"content":"my cat is called Tom and she is 3"}`}}},
		{"What do you remember about my cat?", []call{{"memory_search", `{"query":"my cat"}`}}},
		{"search memory for auth patterns", []call{{"memory_search", `{"query":"auth patterns"}`}}},
		{"run `ls -la`", []call{{"shell", `{"command":"ls -la"}`}}},
		{"run the command git status", []call{{"shell", `{"command":"git status"}`}}},
		{"run `echo wait 3 seconds and calculate 1+1`", []call{{"shell", `{"command":"echo wait 3 seconds and calculate 1+1"}`}}},
		{"read file notes/todo.md", []call{{"read_file", `{"path":"notes/todo.md"}`}}},
		{"please read the file `README.md`.", []call{{"read_file", `{"path":"README.md"}`}}},
		{"calculate 27*453 and wait 3 seconds, then remember that tea is good", []call{
			{"calculate", `{"expression":"27*453"}`},
			{"wait", `{"seconds":3}`},
			{"memory_write", `{"content":"tea is good"}`},
		}},
		{"remember that I read the file a.txt yesterday", []call{{"memory_write", `{"content":"I read the file a.txt yesterday"}`}}},
		{"what is the capital of France", nil},
		{"I can't wait to see it", nil},
		{"run the tests", nil},
		{"open the door", nil},
	}
	for _, tc := range cases {
		t.Run(tc.msg, func(t *testing.T) {
			var c collect
			resp, err := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText(tc.msg)}, Tools: allTools()}, c.emit)
			if err != nil {
				t.Fatal(err)
			}
			calls := resp.ToolCalls()
			if len(calls) != len(tc.want) {
				t.Fatalf("calls = %+v, want %v", calls, tc.want)
			}
			for i, w := range tc.want {
				if calls[i].Name != w.name {
					t.Errorf("call %d = %s, want %s", i, calls[i].Name, w.name)
				}
				jsonEqual(t, calls[i].Arguments, w.args)
				if calls[i].ID == "" {
					t.Error("empty call id")
				}
			}
			wantStop := StopEndTurn
			if len(tc.want) > 0 {
				wantStop = StopToolUse
			}
			if resp.StopReason != wantStop {
				t.Errorf("stop = %q, want %q", resp.StopReason, wantStop)
			}
			if len(tc.want) > 1 && calls[0].ID == calls[1].ID {
				t.Error("parallel calls share an id")
			}
		})
	}
}

func TestOfflineOnlyUsesOfferedTools(t *testing.T) {
	req := Request{
		Messages: []Message{userText("run `rm -rf /tmp/x` and calculate 1+2")},
		Tools:    []ToolSpec{{Name: "calculate"}},
	}
	resp, err := fastOffline().Stream(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	calls := resp.ToolCalls()
	if len(calls) != 1 || calls[0].Name != "calculate" {
		t.Fatalf("calls = %+v, want only calculate", calls)
	}
	if !strings.Contains(resp.Text(), "`shell`") {
		t.Errorf("text %q does not say the shell tool is missing", resp.Text())
	}
	none, _ := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText("calculate 1+2")}}, nil)
	if len(none.ToolCalls()) != 0 {
		t.Errorf("called a tool that was not offered: %+v", none.ToolCalls())
	}
}

// converse runs the offline model on a user message, answers its tool
// calls with results, and returns the reply to those results.
func converse(t *testing.T, msg string, answer func(session.ToolCall) *session.ToolResult) (first, second Response) {
	t.Helper()
	req := Request{Messages: []Message{userText(msg)}, Tools: allTools()}
	first, err := fastOffline().Stream(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	var results []session.Block
	for _, c := range first.ToolCalls() {
		results = append(results, session.Block{Type: session.BlockToolResult, ToolResult: answer(c)})
	}
	req.Messages = append(req.Messages,
		Message{Role: RoleAssistant, Content: first.Content},
		Message{Role: RoleTool, Content: results})
	second, err = fastOffline().Stream(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(second.ToolCalls()) != 0 {
		t.Errorf("answer to tool results called tools again: %+v", second.ToolCalls())
	}
	return first, second
}

func TestOfflineAnswersFromToolResults(t *testing.T) {
	_, r := converse(t, "calculate 27*453", func(c session.ToolCall) *session.ToolResult {
		return &session.ToolResult{ToolCallID: c.ID, Name: c.Name, Success: true, Result: "12231"}
	})
	if !strings.Contains(r.Text(), "12231") || !strings.Contains(r.Text(), "27*453") {
		t.Errorf("reply %q does not quote the result", r.Text())
	}

	_, r = converse(t, "run `ls` and search memory for cats", func(c session.ToolCall) *session.ToolResult {
		if c.Name == "shell" {
			return &session.ToolResult{ToolCallID: c.ID, Success: true, Result: "a.txt\nb.txt\n"}
		}
		return &session.ToolResult{ToolCallID: c.ID, Error: &session.ToolError{Code: "EXECUTION_FAILED", Message: "index offline", Retriable: true}}
	})
	for _, want := range []string{"`ls`", "a.txt\nb.txt", "`memory_search`", "EXECUTION_FAILED", "index offline"} {
		if !strings.Contains(r.Text(), want) {
			t.Errorf("reply %q lacks %q", r.Text(), want)
		}
	}

	_, r = converse(t, "what do you remember about my garden?", func(c session.ToolCall) *session.ToolResult {
		return &session.ToolResult{ToolCallID: c.ID, Success: true, Result: `{"results":[{"id":"m1","content":"The oak is\nin the garden.","score":0.4}]}`}
	})
	if !strings.Contains(r.Text(), "- The oak is in the garden.") || strings.Contains(r.Text(), `"results"`) {
		t.Errorf("memory report = %q", r.Text())
	}

	_, r = converse(t, "in the background wait 2s", func(c session.ToolCall) *session.ToolResult {
		return &session.ToolResult{ToolCallID: c.ID, Success: true, Async: true, AsyncOp: "op_42", Result: "started wait (op_42)"}
	})
	if !strings.Contains(r.Text(), "started `wait`") || strings.Contains(r.Text(), "op_42") || !strings.Contains(r.Text(), "report back") {
		t.Errorf("async start reply = %q", r.Text())
	}
}

func TestOfflineReportsAsyncResult(t *testing.T) {
	for _, ok := range []bool{true, false} {
		status := session.AsyncCompleted
		if !ok {
			status = session.AsyncFailed
		}
		msg := session.AsyncResult{OpID: "op_42", Tool: "wait", Status: status, Result: "waited 2 seconds"}.Text()
		resp, err := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText(msg)}, Tools: allTools()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := "finished"
		if !ok {
			want = "failed"
		}
		txt := resp.Text()
		if !strings.Contains(txt, "`wait`") || strings.Contains(txt, "op_42") || !strings.Contains(txt, want) || !strings.Contains(txt, "waited 2 seconds") {
			t.Errorf("reply = %q", txt)
		}
		if len(resp.ToolCalls()) != 0 {
			t.Errorf("async report called tools: %+v (the body mentions 'wait')", resp.ToolCalls())
		}
	}
}

func TestOfflineCancelMidStream(t *testing.T) {
	o := &Offline{WordsPerSecond: 200}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var n int
	emit := func(e Event) {
		if e.Type == EventText {
			n++
			if n == 3 {
				cancel()
			}
		}
	}
	resp, err := o.Stream(ctx, Request{Messages: []Message{userText("Tell me a long story about branching timelines and gardens")}}, emit)
	if e := asError(t, err); e.Class != Canceled {
		t.Fatalf("class = %v", e.Class)
	}
	if n != 3 || resp.StopReason != StopCanceled {
		t.Errorf("words after cancel = %d, stop %q", n, resp.StopReason)
	}
	if words := strings.Fields(resp.Text()); len(words) != 3 {
		t.Errorf("partial text = %q, want the 3 streamed words", resp.Text())
	}
}

func TestOfflinePacing(t *testing.T) {
	req := Request{Messages: []Message{userText("Tell me about pacing of streamed replies")}}
	full, _ := fastOffline().Stream(context.Background(), req, nil)
	n := len(words(full.Text()))
	if n < 10 {
		t.Fatalf("reply too short to measure: %d words", n)
	}
	const rate = 400.0
	start := time.Now()
	var stamps []time.Duration
	_, err := (&Offline{WordsPerSecond: rate}).Stream(context.Background(), req, func(e Event) {
		if e.Type == EventText {
			stamps = append(stamps, time.Since(start))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	want := time.Duration(float64(n-1) / rate * float64(time.Second))
	if got := stamps[len(stamps)-1]; got < want {
		t.Errorf("%d words at %v/s took %v, want at least %v", n, rate, got, want)
	}
	// Words must be spread out, not emitted in one burst at the end.
	if mid := stamps[len(stamps)/2]; mid < want/3 {
		t.Errorf("half the words were out after %v of %v", mid, want)
	}
	if NewOffline().WordsPerSecond != DefaultWordsPerSecond {
		t.Error("NewOffline does not use the default rate")
	}
}

func TestWordsRoundTrip(t *testing.T) {
	for _, s := range []string{"", "a", "  lead and  double\n\nnew lines ", "```go\nx := 1\n```"} {
		if got := strings.Join(words(s), ""); got != s {
			t.Errorf("words(%q) joins to %q", s, got)
		}
	}
}

func BenchmarkOfflineStep(b *testing.B) {
	o := fastOffline()
	req := Request{
		System:   "You are a helpful agent.",
		Messages: []Message{userText("Tell me about branching conversations"), {Role: RoleAssistant, Content: []session.Block{session.TextBlock("Sure.")}}, userText("calculate 27*453 and remember that I like oak trees")},
		Tools:    allTools(),
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := o.Stream(ctx, req, func(Event) {}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestOfflinePlanIsAList: the offline model's plan of a question is a
// numbered list in markdown, not a code block.
func TestOfflinePlanIsAList(t *testing.T) {
	seen := 0
	for _, topic := range []string{"volcanoes", "apples", "bananas", "cherries", "gardens", "compilers", "rivers", "tides", "moss", "owls", "glaciers", "kites"} {
		r, err := fastOffline().Stream(context.Background(), Request{Messages: []Message{userText("tell me about " + topic + " in detail")}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		text := r.Text()
		if !strings.Contains(text, "as a plan") {
			continue
		}
		seen++
		if strings.Contains(text, "```") || !strings.Contains(text, "plan:\n\n1. look into") {
			t.Fatalf("the plan is not a markdown list:\n%s", text)
		}
	}
	if seen == 0 {
		t.Fatal("no reply held a plan")
	}
}
