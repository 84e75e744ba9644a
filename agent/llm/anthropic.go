package llm

import (
	"context"
	"encoding/json"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/option"

	"github.com/grovechat/grove/session"
)

// AnthropicConfig configures the Anthropic Messages API.
type AnthropicConfig struct {
	// BaseURL overrides https://api.anthropic.com (tests, proxies).
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
	HTTPClient  *http.Client
}

// Anthropic streams from the Anthropic Messages API.
type Anthropic struct {
	cfg    AnthropicConfig
	client anthropic.Client
}

// defaultAnthropicMaxTokens applies because the API requires max_tokens.
const defaultAnthropicMaxTokens = 8192

// NewAnthropic builds a provider; it does no I/O.
func NewAnthropic(cfg AnthropicConfig) *Anthropic {
	opts := []option.RequestOption{
		// grove resolves the key itself; the SDK's autoload would also
		// read profile files from disk.
		option.WithoutEnvironmentDefaults(),
		option.WithAPIKey(cfg.APIKey),
		option.WithMaxRetries(0),
	}
	if cfg.BaseURL != "" {
		opts = append(opts, option.WithBaseURL(cfg.BaseURL))
	}
	if cfg.HTTPClient != nil {
		opts = append(opts, option.WithHTTPClient(cfg.HTTPClient))
	}
	return &Anthropic{cfg: cfg, client: anthropic.NewClient(opts...)}
}

// Name implements Provider.
func (p *Anthropic) Name() string { return "anthropic" }

type anthropicBlock struct {
	kind                 string // text, thinking, redacted_thinking, tool_use
	sig, redacted        string
	id, name             string
	textBuf, thinkingBuf strings.Builder
	args                 strings.Builder
	toolCall             *session.ToolCall
	invalid              *InvalidToolCall
}

// anthropicStream gathers a Messages stream into a Response, emitting the
// deltas as they come.
type anthropicStream struct {
	emit    func(Event)
	resp    Response
	blocks  map[int64]*anthropicBlock // by the stream's block index
	stopped bool                      // message_stop came
}

// Stream implements Provider.
func (p *Anthropic) Stream(ctx context.Context, req Request, emit func(Event)) (Response, error) {
	if emit == nil {
		emit = func(Event) {}
	}
	start := time.Now()
	params := p.params(req)
	as := &anthropicStream{emit: emit, blocks: map[int64]*anthropicBlock{},
		resp: Response{Provider: "anthropic", Model: string(params.Model)}}

	stream := p.client.Messages.NewStreaming(ctx, params)
	defer stream.Close()
	for stream.Next() {
		as.event(stream.Current())
	}
	err := stream.Err()
	if err == nil && !as.stopped {
		// A body that ends before message_stop is a dropped connection.
		err = errTruncated
	}
	resp := as.response()
	resp.Latency = time.Since(start)
	if err != nil {
		err = resp.streamFailed(ctx, err, "anthropic", keyHint(p.cfg.KeySource, p.cfg.APIKeyEnv))
		return resp, err
	}
	switch resp.StopReason {
	case "", "end_turn", "pause_turn":
		resp.StopReason = StopEndTurn
	case "tool_use":
		resp.StopReason = StopToolUse
	}
	resp.streamDone(emit)
	return resp, nil
}

// event takes one stream event.
func (s *anthropicStream) event(ev anthropic.MessageStreamEventUnion) {
	switch ev.Type {
	case "message_start":
		u := ev.Message.Usage
		if ev.Message.Model != "" {
			s.resp.Model = string(ev.Message.Model)
		}
		s.resp.Usage = session.Usage{
			InputTokens:      u.InputTokens + u.CacheReadInputTokens + u.CacheCreationInputTokens,
			OutputTokens:     u.OutputTokens,
			CacheReadTokens:  u.CacheReadInputTokens,
			CacheWriteTokens: u.CacheCreationInputTokens,
			Calls:            1,
		}
	case "content_block_start":
		cb := ev.ContentBlock
		b := &anthropicBlock{kind: cb.Type, id: cb.ID, name: cb.Name, redacted: cb.Data}
		b.textBuf.WriteString(cb.Text)
		b.thinkingBuf.WriteString(cb.Thinking)
		b.sig = cb.Signature
		s.blocks[ev.Index] = b
		if cb.Type == "tool_use" {
			s.emit(Event{Type: EventToolStart, ToolCall: &session.ToolCall{ID: cb.ID, Name: cb.Name}})
		}
	case "content_block_delta":
		if b := s.blocks[ev.Index]; b != nil {
			s.delta(b, ev.Delta)
		}
	case "content_block_stop":
		if b := s.blocks[ev.Index]; b != nil && b.kind == "tool_use" {
			s.toolCallDone(b)
		}
	case "message_stop":
		s.stopped = true
	case "message_delta":
		if ev.Delta.StopReason != "" {
			s.resp.StopReason = string(ev.Delta.StopReason)
		}
		// message_delta usage is cumulative.
		u := ev.Usage
		if u.OutputTokens > 0 {
			s.resp.Usage.OutputTokens = u.OutputTokens
		}
		if u.InputTokens > 0 || u.CacheReadInputTokens > 0 || u.CacheCreationInputTokens > 0 {
			s.resp.Usage.InputTokens = u.InputTokens + u.CacheReadInputTokens + u.CacheCreationInputTokens
			s.resp.Usage.CacheReadTokens = u.CacheReadInputTokens
			s.resp.Usage.CacheWriteTokens = u.CacheCreationInputTokens
		}
	}
}

// delta adds a content block delta to its block.
func (s *anthropicStream) delta(b *anthropicBlock, d anthropic.MessageStreamEventUnionDelta) {
	switch d.Type {
	case "text_delta":
		b.textBuf.WriteString(d.Text)
		s.emit(Event{Type: EventText, Text: d.Text})
	case "thinking_delta":
		b.thinkingBuf.WriteString(d.Thinking)
		s.emit(Event{Type: EventThinking, Text: d.Thinking})
	case "signature_delta":
		b.sig += d.Signature
		s.emit(Event{Type: EventThinking, Signature: b.sig})
	case "input_json_delta":
		b.args.WriteString(d.PartialJSON)
	}
}

// toolCallDone parses a finished tool_use block's arguments: a tool call,
// or an invalid one the agent is told about.
func (s *anthropicStream) toolCallDone(b *anthropicBlock) {
	raw := b.args.String()
	args, err := parseToolArgs(raw)
	if err != nil {
		b.invalid = &InvalidToolCall{ID: b.id, Name: b.name, Arguments: raw, Error: err.Error()}
		s.emit(Event{Type: EventInvalidToolCall, Invalid: b.invalid})
		return
	}
	b.toolCall = &session.ToolCall{ID: b.id, Name: b.name, Arguments: args}
	s.emit(Event{Type: EventToolCall, ToolCall: b.toolCall})
}

// response is the Response with the blocks' content in stream order.
func (s *anthropicStream) response() Response {
	resp := s.resp
	idx := make([]int64, 0, len(s.blocks))
	for i := range s.blocks {
		idx = append(idx, i)
	}
	sort.Slice(idx, func(i, j int) bool { return idx[i] < idx[j] })
	for _, i := range idx {
		b := s.blocks[i]
		switch b.kind {
		case "text":
			if b.textBuf.Len() > 0 {
				resp.Content = append(resp.Content, session.TextBlock(b.textBuf.String()))
			}
		case "thinking":
			resp.Content = append(resp.Content, session.Block{Type: session.BlockThinking, Thinking: b.thinkingBuf.String(), Signature: b.sig})
		case "redacted_thinking":
			resp.Content = append(resp.Content, session.Block{Type: session.BlockThinking, Redacted: b.redacted})
		case "tool_use":
			if b.toolCall != nil {
				resp.Content = append(resp.Content, session.Block{Type: session.BlockToolCall, ToolCall: b.toolCall})
			} else if b.invalid != nil {
				resp.InvalidToolCalls = append(resp.InvalidToolCalls, *b.invalid)
			}
		}
	}
	return resp
}

// adaptiveThinkingModels reject budget-based thinking with a warning the SDK
// prints to stderr, which would tear a terminal UI.
var adaptiveThinkingModels = map[string]bool{"claude-opus-4-6": true, "claude-mythos-preview": true}

func (p *Anthropic) params(req Request) anthropic.MessageNewParams {
	model := req.Model
	if model == "" {
		model = p.cfg.Model
	}
	maxTokens := req.MaxTokens
	if maxTokens == 0 {
		maxTokens = p.cfg.MaxTokens
	}
	if maxTokens == 0 {
		maxTokens = defaultAnthropicMaxTokens
	}
	params := anthropic.MessageNewParams{
		Model:    anthropic.Model(model),
		Messages: anthropicMessages(req.Messages),
	}
	if req.System != "" {
		params.System = []anthropic.TextBlockParam{{Text: req.System}}
	}
	if req.ThinkingBudget > 0 {
		if adaptiveThinkingModels[model] {
			params.Thinking = anthropic.ThinkingConfigParamUnion{OfAdaptive: &anthropic.ThinkingConfigAdaptiveParam{}}
		} else {
			params.Thinking = anthropic.ThinkingConfigParamOfEnabled(int64(req.ThinkingBudget))
			// The budget is part of max_tokens and must leave room to answer.
			if maxTokens <= req.ThinkingBudget {
				maxTokens = req.ThinkingBudget + defaultAnthropicMaxTokens
			}
		}
	} else {
		// The API refuses a temperature together with thinking.
		temp := req.Temperature
		if temp == nil {
			temp = p.cfg.Temperature
		}
		if temp != nil {
			params.Temperature = anthropic.Float(*temp)
		}
	}
	params.MaxTokens = int64(maxTokens)
	for _, t := range req.Tools {
		s := schemaMap(t.Schema)
		schema := anthropic.ToolInputSchemaParam{Properties: s["properties"]}
		if r, ok := s["required"].([]any); ok {
			for _, v := range r {
				if name, ok := v.(string); ok {
					schema.Required = append(schema.Required, name)
				}
			}
		}
		extra := map[string]any{}
		for k, v := range s {
			if k != "type" && k != "properties" && k != "required" {
				extra[k] = v
			}
		}
		if len(extra) > 0 {
			schema.ExtraFields = extra
		}
		tool := anthropic.ToolParam{Name: t.Name, InputSchema: schema}
		if t.Description != "" {
			tool.Description = anthropic.String(t.Description)
		}
		params.Tools = append(params.Tools, anthropic.ToolUnionParam{OfTool: &tool})
	}
	return params
}

// anthropicMessages converts grove messages. Tool results travel as user
// messages; consecutive messages of one role are merged because the API
// wants tool_result blocks in the user turn right after the tool_use turn.
// Thinking goes back only when Anthropic signed it; tool call ids are made
// portable first (see portableToolIDs).
func anthropicMessages(msgs []Message) []anthropic.MessageParam {
	var out []anthropic.MessageParam
	for _, m := range portableToolIDs(msgs) {
		role := anthropic.MessageParamRoleUser
		if m.Role == RoleAssistant {
			role = anthropic.MessageParamRoleAssistant
		}
		var results, blocks []anthropic.ContentBlockParamUnion
		for _, b := range m.Content {
			switch b.Type {
			case session.BlockText:
				if b.Text != "" { // the API rejects empty text blocks
					blocks = append(blocks, anthropic.NewTextBlock(b.Text))
				}
			case session.BlockImage:
				if n := len(results); m.Role == RoleTool && n > 0 {
					// An image a tool returned goes inside its result.
					r := results[n-1].OfToolResult
					r.Content = append(r.Content, anthropic.ToolResultBlockParamContentUnion{OfImage: anthropic.NewImageBlockBase64(b.MimeType, b.Data).OfImage})
					continue
				}
				blocks = append(blocks, anthropic.NewImageBlockBase64(b.MimeType, b.Data))
			case session.BlockAttachment:
				if b.Attachment != nil && b.Attachment.IsPDF() && b.Data != "" {
					blocks = append(blocks, anthropic.NewDocumentBlock(anthropic.Base64PDFSourceParam{Data: b.Data}))
				}
			case session.BlockThinking:
				if role != anthropic.MessageParamRoleAssistant {
					continue
				}
				switch {
				case b.Redacted != "":
					blocks = append(blocks, anthropic.NewRedactedThinkingBlock(b.Redacted))
				case b.Signature != "":
					// Sent back byte for byte: the signature covers it.
					blocks = append(blocks, anthropic.NewThinkingBlock(b.Signature, b.Thinking))
				}
				// Unsigned thinking (another provider's) cannot be sent.
			case session.BlockToolCall:
				if b.ToolCall == nil {
					continue
				}
				args := b.ToolCall.Arguments
				if len(args) == 0 {
					args = json.RawMessage("{}")
				}
				blocks = append(blocks, anthropic.NewToolUseBlock(b.ToolCall.ID, args, b.ToolCall.Name))
			case session.BlockToolResult:
				if b.ToolResult == nil {
					continue
				}
				results = append(results, anthropic.NewToolResultBlock(b.ToolResult.ToolCallID, ToolResultText(b.ToolResult), !b.ToolResult.Success))
			}
		}
		content := append(results, blocks...)
		if len(content) == 0 {
			continue
		}
		if n := len(out); n > 0 && out[n-1].Role == role {
			// Keep every tool_result ahead of other blocks in a merged turn.
			var prevResults, prevOther []anthropic.ContentBlockParamUnion
			for _, c := range out[n-1].Content {
				if c.OfToolResult != nil {
					prevResults = append(prevResults, c)
				} else {
					prevOther = append(prevOther, c)
				}
			}
			merged := make([]anthropic.ContentBlockParamUnion, 0, len(out[n-1].Content)+len(content))
			merged = append(merged, prevResults...)
			merged = append(merged, results...)
			merged = append(merged, prevOther...)
			merged = append(merged, blocks...)
			out[n-1].Content = merged
			continue
		}
		out = append(out, anthropic.MessageParam{Role: role, Content: content})
	}
	return out
}
