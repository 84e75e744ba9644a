package llm

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strings"
	"sync"
	"time"

	"github.com/grovechat/grove/internal/lazyre"
	"github.com/grovechat/grove/session"
)

// DefaultWordsPerSecond paces the offline model like a real one, so the UI's
// streaming paths get exercised.
const DefaultWordsPerSecond = 30

// Offline is grove's built-in model: no network, deterministic (the same
// request gives the same output), and able to drive the whole engine. It
// calls the request's tools when the last user message asks for something
// they do, reports tool and async results, and otherwise writes a short
// markdown reply about the message.
type Offline struct {
	// WordsPerSecond paces the stream; 0 means as fast as possible.
	WordsPerSecond float64
}

// NewOffline returns an offline model streaming at DefaultWordsPerSecond.
func NewOffline() *Offline { return &Offline{WordsPerSecond: DefaultWordsPerSecond} }

// Name implements Provider.
func (o *Offline) Name() string { return "offline" }

// Stream implements Provider. The only error it returns is Canceled, with the
// text streamed so far.
func (o *Offline) Stream(ctx context.Context, req Request, emit func(Event)) (Response, error) {
	if emit == nil {
		emit = func(Event) {}
	}
	start := time.Now()
	text, calls := offlinePlan(req)
	resp := Response{Provider: "offline", Model: "offline"}
	if req.Model != "" {
		resp.Model = req.Model
	}
	resp.Usage = session.Usage{InputTokens: estimateTokens(req), Calls: 1}

	var out strings.Builder
	var interval time.Duration
	// Memory extraction runs in the background: nobody watches it stream.
	memoryRequest := strings.Contains(req.System, ExtractionMarker) || strings.Contains(req.System, ConsolidationMarker)
	if o.WordsPerSecond > 0 && !memoryRequest {
		interval = time.Duration(float64(time.Second) / o.WordsPerSecond)
	}
	var timer *time.Timer
	defer func() {
		if timer != nil {
			timer.Stop()
		}
	}()
	canceled := func(err error) (Response, error) {
		if out.Len() > 0 {
			resp.Content = []session.Block{session.TextBlock(out.String())}
		}
		resp.Usage.OutputTokens = int64(out.Len()+3) / 4
		resp.StopReason = StopCanceled
		resp.Latency = time.Since(start)
		return resp, &Error{Class: Canceled, Message: "cancelled", Err: err}
	}
	for i, w := range words(text) {
		if err := ctx.Err(); err != nil {
			return canceled(err)
		}
		// Pace against the start time, not the previous word, so timer
		// slack does not add up over a long reply.
		if d := time.Until(start.Add(time.Duration(i) * interval)); interval > 0 && d > 0 {
			if timer == nil {
				timer = time.NewTimer(d)
			} else {
				timer.Reset(d)
			}
			select {
			case <-ctx.Done():
				return canceled(ctx.Err())
			case <-timer.C:
			}
		}
		out.WriteString(w)
		emit(Event{Type: EventText, Text: w})
	}
	if err := ctx.Err(); err != nil {
		return canceled(err)
	}
	if out.Len() > 0 {
		resp.Content = append(resp.Content, session.TextBlock(out.String()))
	}
	outChars := out.Len()
	for _, c := range calls {
		call := c
		resp.Content = append(resp.Content, session.Block{Type: session.BlockToolCall, ToolCall: &call})
		emit(Event{Type: EventToolStart, ToolCall: &session.ToolCall{ID: call.ID, Name: call.Name}})
		emit(Event{Type: EventToolCall, ToolCall: &call})
		outChars += len(call.Name) + len(call.Arguments)
	}
	resp.Usage.OutputTokens = int64(outChars+3) / 4
	resp.StopReason = StopEndTurn
	if len(calls) > 0 {
		resp.StopReason = StopToolUse
	}
	resp.Latency = time.Since(start)
	emit(Event{Type: EventUsage, Usage: resp.Usage})
	emit(Event{Type: EventStop, StopReason: resp.StopReason})
	return resp, nil
}

// offlineContinue carries on a reply that was cut off: the offline model
// is deterministic, so the reply it would have given to the messages
// before the cut one, after the text already written, is its
// continuation. Tool calls the whole reply would make were never made, so
// they come with it.
func offlineContinue(req Request) (string, []session.ToolCall) {
	before := req
	before.Messages, before.Continues = req.Messages[:len(req.Messages)-2], ""
	whole, calls := offlinePlan(before)
	if rest, ok := strings.CutPrefix(whole, req.Continues); ok {
		return rest, calls
	}
	// The request changed since (another model, new tools): pick up after
	// the last whole word written.
	cut := strings.TrimRightFunc(req.Continues, func(r rune) bool { return r != ' ' && r != '\n' })
	if rest, ok := strings.CutPrefix(whole, cut); ok && cut != "" {
		return rest, calls
	}
	return whole, calls
}

// words splits text into streaming pieces that concatenate back to it.
func words(text string) []string {
	var out []string
	i := 0
	for i < len(text) {
		j := i
		for j < len(text) && isSpace(text[j]) {
			j++
		}
		for j < len(text) && !isSpace(text[j]) {
			j++
		}
		for j < len(text) && text[j] == ' ' {
			j++
		}
		out = append(out, text[i:j])
		i = j
	}
	return out
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

func estimateTokens(req Request) int64 {
	n := len(req.System)
	for _, m := range req.Messages {
		for _, b := range m.Content {
			n += len(b.Text) + len(b.Thinking) + attachmentChars(b)
			if b.ToolCall != nil {
				n += len(b.ToolCall.Name) + len(b.ToolCall.Arguments)
			}
			if b.ToolResult != nil {
				n += len(ToolResultText(b.ToolResult))
			}
		}
	}
	for _, t := range req.Tools {
		n += len(t.Name) + len(t.Description) + len(t.Schema)
	}
	return int64(n+3) / 4
}

// offlinePlan decides the whole reply up front: what to say and which tools
// to call. It is a pure function of the request.
func offlinePlan(req Request) (string, []session.ToolCall) {
	switch {
	case strings.Contains(req.System, ConsolidationMarker):
		return offlineConsolidate(req), nil
	case strings.Contains(req.System, ExtractionMarker):
		return offlineExtract(req), nil
	}
	if req.Continues != "" && len(req.Messages) >= 2 {
		return offlineContinue(req)
	}
	seed := requestHash(req)
	if len(req.Messages) == 0 {
		return "Hello! I'm grove's offline model. Say something and I'll answer.", nil
	}
	last := req.Messages[len(req.Messages)-1]
	if results := toolResults(last); len(results) > 0 {
		return answerResults(req.Messages, results), nil
	}
	text := strings.TrimSpace(session.Text(last.Content))
	if ar, ok := session.ParseAsyncResultText(text); ok {
		return answerAsync(ar), nil
	}
	if answer, ok := offlineAttachments(text); ok {
		return answer, nil
	}
	tools := make(map[string]bool, len(req.Tools))
	for _, t := range req.Tools {
		tools[t.Name] = true
	}
	planned, missing := planCalls(text, tools)
	if len(planned) == 0 {
		if answer, ok := recallAnswer(text, req.System); ok {
			return answer, nil
		}
		if answer, ok := proposalResultAnswer(text); ok {
			return answer, nil
		}
		return prose(text, seed, missing, len(req.Tools) > 0), nil
	}
	var (
		calls []session.ToolCall
		say   []string
	)
	for i, p := range planned {
		args, _ := json.Marshal(p.args)
		calls = append(calls, session.ToolCall{
			ID:        fmt.Sprintf("call_%016x", mix(seed, uint64(i))),
			Name:      p.intent.tool,
			Arguments: args,
		})
		say = append(say, p.intent.announce(p.args))
	}
	lead := "Let me " + joinAnd(say) + "."
	if len(missing) > 0 {
		lead += " " + missingNote(missing)
	}
	return lead, calls
}

func toolResults(m Message) []*session.ToolResult {
	var rs []*session.ToolResult
	for _, b := range m.Content {
		if b.Type == session.BlockToolResult && b.ToolResult != nil {
			rs = append(rs, b.ToolResult)
		}
	}
	return rs
}

func answerResults(msgs []Message, results []*session.ToolResult) string {
	calls := map[string]*session.ToolCall{}
	for _, m := range msgs {
		for _, b := range m.Content {
			if b.Type == session.BlockToolCall && b.ToolCall != nil {
				calls[b.ToolCall.ID] = b.ToolCall
			}
		}
	}
	parts := make([]string, 0, len(results))
	for _, r := range results {
		parts = append(parts, reportResult(calls[r.ToolCallID], r))
	}
	return strings.Join(parts, "\n\n")
}

func answerAsync(ar session.AsyncResult) string {
	what := fmt.Sprintf("The background `%s` operation", ar.Tool)
	body := strings.TrimSpace(ar.Result)
	verb := "finished"
	if !ar.Success() {
		verb = "failed"
	}
	switch {
	case body == "":
		return what + " " + verb + "."
	case strings.Contains(body, "\n") || len(body) > 120:
		return what + " " + verb + ":\n\n" + blockQuote(body)
	}
	return what + " " + verb + ": " + inlineQuote(body) + "."
}

func missingNote(missing []plannedCall) string {
	var names []string
	seen := map[string]bool{}
	for _, m := range missing {
		if !seen[m.intent.tool] {
			seen[m.intent.tool] = true
			names = append(names, "`"+m.intent.tool+"`")
		}
	}
	return fmt.Sprintf("I can't do everything you asked: I don't have the %s tool here.", joinAnd(names))
}

func joinAnd(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

var (
	greetingRe = lazyre.New(`(?i)^\s*(?:hi|hello|hey|howdy|good (?:morning|afternoon|evening)|greetings)\b`)
	thanksRe   = lazyre.New(`(?i)\b(?:thanks|thank you|cheers|ty)\b`)
	wordRe     = lazyre.New(`[\p{L}\p{N}][\p{L}\p{N}_'-]*`)
)

// stopwords are the words a topic is never made of; the table is built on
// first use, not at start.
var stopwords = sync.OnceValue(func() map[string]bool {
	stopwords := map[string]bool{}
	for _, w := range strings.Fields(`a an the and or but if then so of to in on at by for with about from into
		is are was were be been being am do does did have has had can could would should will shall may might must
		i me my we our you your he she it its they them their this that these those what which who whom how why when
		where there here not no yes please just really very also some any all more most much many tell explain
		give let lets make know think want like need get got help thing things something what's who's where's
		when's how's it's i'm i've i'd don't doesn't can't that's there's let's`) {
		stopwords[w] = true
	}
	return stopwords
})

// topic picks the message's first few meaningful words.
func topic(text string) []string {
	var out []string
	for _, w := range wordRe.FindAllString(text, -1) {
		lw := strings.ToLower(w)
		if len(lw) < 3 || stopwords()[lw] {
			continue
		}
		out = append(out, w)
		if len(out) == 4 {
			break
		}
	}
	return out
}

var (
	openings = []string{
		"You asked about **%s**.",
		"Let's think about **%s** together.",
		"Good question about **%s**.",
		"Here's my take on **%s**.",
		"**%s** — an interesting thing to dig into.",
	}
	middles = []string{
		"I'm grove's offline model, so this is a sketch rather than real knowledge: start from what you already know, name the one thing you're unsure of, and test that first.",
		"I run entirely on this machine without a real language model, so I can't reason deeply, but I can keep the conversation moving and exercise every part of grove.",
		"Since I'm the built-in offline model, my answers are deterministic: ask the same thing again and you'll read the same words. That makes me handy for trying branches and replays.",
		"I don't have access to the network or a large model, so treat this as a placeholder answer. Switch to a real model profile when you need depth.",
	}
)

// prose writes the deterministic reply for a message that asked for no tool.
func prose(text string, seed uint64, missing []plannedCall, haveTools bool) string {
	var b strings.Builder
	switch {
	case text == "":
		b.WriteString("I didn't catch any text there. What would you like to talk about?")
	case greetingRe.MatchString(text):
		b.WriteString("Hello! I'm grove's built-in **offline** model. I need no network, so I can't look things up, but I can drive the whole engine.")
		if haveTools {
			b.WriteString(" Try one of these:\n\n- `calculate 27*453`\n- `remember that my favourite tree is the oak`\n- `in the background wait 3 seconds`")
		}
	case thanksRe.MatchString(text) && len(text) < 40:
		b.WriteString("You're welcome! Anything else?")
	default:
		ws := topic(text)
		subject := strings.Join(ws, " ")
		if subject == "" {
			subject = "that"
		}
		fmt.Fprintf(&b, openings[seed%uint64(len(openings))], subject)
		b.WriteString(" ")
		b.WriteString(middles[(seed>>8)%uint64(len(middles))])
		switch (seed >> 16) % 3 {
		case 0:
			b.WriteString("\n\nA few angles worth considering:\n\n")
			first := "it"
			if len(ws) > 0 {
				first = ws[0]
			}
			fmt.Fprintf(&b, "- what you already know about *%s*\n", first)
			b.WriteString("- what would change if you looked at it from the other side\n")
			b.WriteString("- the smallest next step you could try today")
		case 1:
			b.WriteString("\n\nIf it helps, here is the question as a plan:\n")
			for i, w := range ws {
				fmt.Fprintf(&b, "\n%d. look into %s", i+1, strings.ToLower(w))
			}
			if len(ws) == 0 {
				b.WriteString("\n1. say a little more")
			}
		}
	}
	if len(missing) > 0 {
		b.WriteString("\n\n")
		b.WriteString(missingNote(missing))
	}
	return b.String()
}

// requestHash fingerprints everything that shapes the reply, so identical
// requests get identical output and tool call IDs.
func requestHash(req Request) uint64 {
	h := fnv.New64a()
	write := func(s string) {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	write(req.System)
	for _, m := range req.Messages {
		write(string(m.Role))
		for _, b := range m.Content {
			write(string(b.Type))
			write(b.Text)
			if b.ToolCall != nil {
				write(b.ToolCall.ID)
				write(string(b.ToolCall.Arguments))
			}
			if b.ToolResult != nil {
				write(b.ToolResult.ToolCallID)
				write(ToolResultText(b.ToolResult))
			}
		}
	}
	for _, t := range req.Tools {
		write(t.Name)
	}
	return h.Sum64()
}

func mix(seed, i uint64) uint64 {
	h := fnv.New64a()
	var buf [16]byte
	binary.LittleEndian.PutUint64(buf[:8], seed)
	binary.LittleEndian.PutUint64(buf[8:], i)
	h.Write(buf[:])
	return h.Sum64()
}
