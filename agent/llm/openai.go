package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/shared"

	"github.com/grovechat/grove/session"
)

// OpenAIConfig configures an OpenAI-compatible chat completions endpoint
// (OpenAI, Ollama, llama.cpp, vLLM, OpenRouter, Groq...).
type OpenAIConfig struct {
	// Name is what Provider.Name reports; "" means "openai".
	Name string
	// BaseURL of the API, e.g. http://localhost:11434/v1; "" means OpenAI's.
	BaseURL string
	APIKey  string
	// APIKeyEnv names the variable the key came from, for error messages.
	APIKeyEnv string
	// KeySource is what an error says about the key when the server refuses
	// it (New says where the profile's key came from); "" says to check
	// $APIKeyEnv.
	KeySource string
	// Model, MaxTokens and Temperature fill in what a Request leaves unset.
	Model       string
	MaxTokens   int
	Temperature *float64
	// Headers are added to every request.
	Headers map[string]string
	// HTTPClient overrides the transport (tests); nil means the SDK's.
	HTTPClient *http.Client
}

// OpenAI streams chat completions from an OpenAI-compatible server.
type OpenAI struct {
	cfg    OpenAIConfig
	client openai.Client
}

// NewOpenAI builds a provider; it does no I/O.
func NewOpenAI(cfg OpenAIConfig) *OpenAI {
	if cfg.Name == "" {
		cfg.Name = "openai"
	}
	return &OpenAI{cfg: cfg, client: openAIClient(endpoint{
		BaseURL: cfg.BaseURL, APIKey: cfg.APIKey, Headers: cfg.Headers, HTTPClient: cfg.HTTPClient,
	})}
}

// Name implements Provider.
func (p *OpenAI) Name() string { return p.cfg.Name }

// openAIStream gathers a chat completions stream (the first choice), emitting
// the deltas as they come.
type openAIStream struct {
	emit           func(Event)
	resp           Response
	text, thinking strings.Builder
	calls          map[int64]*pendingCall // by the stream's tool call index
	finish         string                 // the finish_reason, once one came
}

// Stream implements Provider.
func (p *OpenAI) Stream(ctx context.Context, req Request, emit func(Event)) (Response, error) {
	if emit == nil {
		emit = func(Event) {}
	}
	start := time.Now()
	params := p.params(req)
	st := &openAIStream{emit: emit, calls: map[int64]*pendingCall{},
		resp: Response{Provider: p.cfg.Name, Model: string(params.Model)}}
	stream := p.client.Chat.Completions.NewStreaming(ctx, params)
	defer stream.Close()
	for stream.Next() {
		st.chunk(stream.Current())
	}
	err := stream.Err()
	if err == nil && st.finish == "" {
		// A body that just stops, without a finish_reason, is a dropped
		// connection, not an answer.
		err = errTruncated
	}
	resp := st.resp
	if st.thinking.Len() > 0 {
		resp.Content = append(resp.Content, session.Block{Type: session.BlockThinking, Thinking: st.thinking.String()})
	}
	if st.text.Len() > 0 {
		resp.Content = append(resp.Content, session.TextBlock(st.text.String()))
	}
	resp.Latency = time.Since(start)
	if err != nil {
		// Arguments of calls cut off mid-stream are incomplete by
		// definition; keeping them would run a tool on half an input.
		err = resp.streamFailed(ctx, err, p.cfg.Name, keyHint(p.cfg.KeySource, p.cfg.APIKeyEnv))
		return resp, err
	}
	st.addCalls(&resp)
	resp.StopReason = openAIStop(st.finish)
	if resp.StopReason == StopEndTurn && len(resp.ToolCalls())+len(resp.InvalidToolCalls) > 0 {
		// Some compatible servers say "stop" even when they called tools.
		resp.StopReason = StopToolUse
	}
	resp.streamDone(emit)
	return resp, nil
}

// chunk takes one streamed chunk.
func (s *openAIStream) chunk(chunk openai.ChatCompletionChunk) {
	if chunk.Model != "" {
		s.resp.Model = chunk.Model
	}
	if chunk.Usage.PromptTokens > 0 || chunk.Usage.CompletionTokens > 0 {
		s.resp.Usage = session.Usage{
			InputTokens:     chunk.Usage.PromptTokens,
			OutputTokens:    chunk.Usage.CompletionTokens,
			CacheReadTokens: chunk.Usage.PromptTokensDetails.CachedTokens,
			Calls:           1,
		}
	}
	for _, ch := range chunk.Choices {
		if ch.Index != 0 {
			continue
		}
		s.delta(ch.Delta)
		if ch.FinishReason != "" {
			s.finish = ch.FinishReason
		}
	}
}

// delta takes the first choice's delta: reasoning, text and tool calls.
func (s *openAIStream) delta(d openai.ChatCompletionChunkChoiceDelta) {
	// Ollama and DeepSeek-style servers stream reasoning in a field the
	// OpenAI schema does not have.
	for _, k := range []string{"reasoning_content", "reasoning"} {
		if f, ok := d.JSON.ExtraFields[k]; ok && f.Valid() {
			var r string
			if json.Unmarshal([]byte(f.Raw()), &r) == nil && r != "" {
				s.thinking.WriteString(r)
				s.emit(Event{Type: EventThinking, Text: r})
			}
		}
	}
	for _, t := range []string{d.Content, d.Refusal} {
		if t != "" {
			s.text.WriteString(t)
			s.emit(Event{Type: EventText, Text: t})
		}
	}
	for _, tc := range d.ToolCalls {
		c := s.calls[tc.Index]
		if c == nil {
			c = &pendingCall{index: tc.Index}
			s.calls[tc.Index] = c
		}
		if tc.ID != "" {
			c.id = tc.ID
		}
		if c.name == "" {
			c.name = tc.Function.Name
		}
		c.args.WriteString(tc.Function.Arguments)
		if !c.started && c.id != "" && c.name != "" {
			c.started = true
			s.emit(Event{Type: EventToolStart, ToolCall: &session.ToolCall{ID: c.id, Name: c.name}})
		}
	}
}

// addCalls adds the streamed tool calls to resp in their index order.
func (s *openAIStream) addCalls(resp *Response) {
	order := make([]*pendingCall, 0, len(s.calls))
	for _, c := range s.calls {
		order = append(order, c)
	}
	sort.Slice(order, func(i, j int) bool { return order[i].index < order[j].index })
	for _, c := range order {
		if c.id == "" {
			c.id = fmt.Sprintf("call_%d", c.index)
		}
		resp.addCall(c.id, c.name, c.args.String(), s.emit)
	}
}

type pendingCall struct {
	index    int64
	id, name string
	args     strings.Builder
	started  bool
}

// streamFailed marks a response as ended by err and returns err as the
// provider's Error (stopped as cancelled when the caller cancelled).
func (r *Response) streamFailed(ctx context.Context, err error, provider, keyHint string) error {
	r.StopReason = StopError
	e := providerError(ctx, err, provider, keyHint, r.Model)
	if e.Class == Canceled {
		r.StopReason = StopCanceled
	}
	return e
}

// streamDone counts a finished response as one call at least and emits
// its usage and stop reason.
func (r *Response) streamDone(emit func(Event)) {
	if r.Usage.Calls == 0 {
		r.Usage.Calls = 1
	}
	emit(Event{Type: EventUsage, Usage: r.Usage})
	emit(Event{Type: EventStop, StopReason: r.StopReason})
}

// addCall appends a finished tool call to Content, or to InvalidToolCalls
// when its arguments are not a JSON object, and tells the caller.
func (r *Response) addCall(id, name, raw string, emit func(Event)) {
	args, err := parseToolArgs(raw)
	if err != nil {
		inv := InvalidToolCall{ID: id, Name: name, Arguments: raw, Error: err.Error()}
		r.InvalidToolCalls = append(r.InvalidToolCalls, inv)
		emit(Event{Type: EventInvalidToolCall, Invalid: &inv})
		return
	}
	call := &session.ToolCall{ID: id, Name: name, Arguments: args}
	r.Content = append(r.Content, session.Block{Type: session.BlockToolCall, ToolCall: call})
	emit(Event{Type: EventToolCall, ToolCall: call})
}

func openAIStop(reason string) string {
	switch reason {
	case "stop", "":
		return StopEndTurn
	case "tool_calls", "function_call":
		return StopToolUse
	case "length":
		return StopMaxTokens
	case "content_filter":
		return StopRefusal
	}
	return reason
}

func (p *OpenAI) params(req Request) openai.ChatCompletionNewParams {
	model := req.Model
	if model == "" {
		model = p.cfg.Model
	}
	params := openai.ChatCompletionNewParams{
		Model:         shared.ChatModel(model),
		Messages:      openAIMessages(req.System, req.Messages),
		StreamOptions: openai.ChatCompletionStreamOptionsParam{IncludeUsage: openai.Bool(true)},
	}
	maxTokens := req.MaxTokens
	if maxTokens == 0 {
		maxTokens = p.cfg.MaxTokens
	}
	if maxTokens > 0 {
		// OpenAI's reasoning models reject max_tokens; most other
		// compatible servers only know max_tokens.
		if p.cfg.BaseURL == "" || strings.Contains(p.cfg.BaseURL, "api.openai.com") {
			params.MaxCompletionTokens = openai.Int(int64(maxTokens))
		} else {
			params.MaxTokens = openai.Int(int64(maxTokens))
		}
	}
	temp := req.Temperature
	if temp == nil {
		temp = p.cfg.Temperature
	}
	if temp != nil {
		params.Temperature = openai.Float(*temp)
	}
	for _, t := range req.Tools {
		fn := shared.FunctionDefinitionParam{Name: t.Name, Parameters: schemaMap(t.Schema)}
		if t.Description != "" {
			fn.Description = openai.String(t.Description)
		}
		params.Tools = append(params.Tools, openai.ChatCompletionFunctionTool(fn))
	}
	return params
}

// schemaMap decodes a tool schema; a missing or broken one becomes an empty
// object schema so one bad tool definition does not break every call.
func schemaMap(schema json.RawMessage) map[string]any {
	m := map[string]any{}
	if len(schema) > 0 {
		_ = json.Unmarshal(schema, &m)
	}
	if _, ok := m["type"]; !ok {
		m["type"] = "object"
	}
	if _, ok := m["properties"]; !ok {
		m["properties"] = map[string]any{}
	}
	return m
}

// openAIMessages converts grove messages to chat completions messages.
// Thinking blocks are dropped: OpenAI cannot take them back (an Anthropic
// signature means nothing to it). Each tool result becomes a tool message
// right after the assistant message that called it; tool call ids are made
// portable first (see portableToolIDs).
func openAIMessages(system string, msgs []Message) []openai.ChatCompletionMessageParamUnion {
	var out []openai.ChatCompletionMessageParamUnion
	if system != "" {
		out = append(out, openai.SystemMessage(system))
	}
	for _, m := range portableToolIDs(msgs) {
		var (
			parts   []openai.ChatCompletionContentPartUnionParam
			text    strings.Builder
			calls   []openai.ChatCompletionMessageToolCallUnionParam
			results []openai.ChatCompletionMessageParamUnion
			images  bool
			// toolImages are the images tool results returned.
			toolImages []openai.ChatCompletionContentPartUnionParam
		)
		for _, b := range m.Content {
			switch b.Type {
			case session.BlockText:
				if b.Text != "" && text.Len() > 0 {
					text.WriteString(session.TextSeparator)
				}
				text.WriteString(b.Text)
				parts = append(parts, openai.TextContentPart(b.Text))
			case session.BlockImage:
				part := openai.ImageContentPart(openai.ChatCompletionContentPartImageImageURLParam{
					URL: "data:" + b.MimeType + ";base64," + b.Data,
				})
				if m.Role == RoleTool {
					// A tool message cannot hold an image: it follows the
					// tool messages in a user message of its own.
					toolImages = append(toolImages, part)
					continue
				}
				images = true
				parts = append(parts, part)
			case session.BlockAttachment:
				if b.Attachment != nil && b.Attachment.IsPDF() && b.Data != "" {
					images = true // parts, not a plain string
					parts = append(parts, openai.FileContentPart(openai.ChatCompletionContentPartFileFileParam{
						Filename: openai.String(b.Attachment.Name),
						FileData: openai.String("data:application/pdf;base64," + b.Data),
					}))
				}
			case session.BlockToolCall:
				if b.ToolCall == nil {
					continue
				}
				args := string(b.ToolCall.Arguments)
				if args == "" {
					args = "{}"
				}
				calls = append(calls, openai.ChatCompletionMessageToolCallUnionParam{
					OfFunction: &openai.ChatCompletionMessageFunctionToolCallParam{
						ID:       b.ToolCall.ID,
						Function: openai.ChatCompletionMessageFunctionToolCallFunctionParam{Name: b.ToolCall.Name, Arguments: args},
					},
				})
			case session.BlockToolResult:
				if b.ToolResult == nil {
					continue
				}
				results = append(results, openai.ToolMessage(ToolResultText(b.ToolResult), b.ToolResult.ToolCallID))
			}
		}
		switch m.Role {
		case RoleAssistant:
			if text.Len() == 0 && len(calls) == 0 {
				continue
			}
			a := openai.ChatCompletionAssistantMessageParam{ToolCalls: calls}
			if text.Len() > 0 {
				a.Content.OfString = openai.String(text.String())
			}
			out = append(out, openai.ChatCompletionMessageParamUnion{OfAssistant: &a})
		default:
			// Tool results must directly follow the assistant message
			// that called them, before any user text.
			out = append(out, results...)
			if len(toolImages) > 0 {
				out = append(out, openai.UserMessage(append([]openai.ChatCompletionContentPartUnionParam{
					openai.TextContentPart(ToolImagesNote)}, toolImages...)))
			}
			switch {
			case images:
				out = append(out, openai.UserMessage(parts))
			case text.Len() > 0:
				out = append(out, openai.UserMessage(text.String()))
			}
		}
	}
	return out
}
