// File generated from our OpenAPI spec by Castiron. See CONTRIBUTING.md for details.

package openai

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"slices"

	"github.com/openai/openai-go/v3/internal/apijson"
	"github.com/openai/openai-go/v3/internal/apiquery"
	"github.com/openai/openai-go/v3/internal/requestconfig"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/pagination"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/packages/ssestream"
)

// BetaAgentSessionService contains methods and other services that help with
// interacting with the openai API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaAgentSessionService] method instead.
type BetaAgentSessionService struct {
	Options   []option.RequestOption
	Subagents BetaAgentSessionSubagentService
	Artifacts BetaAgentSessionArtifactService
	Items     BetaAgentSessionItemService
	Events    BetaAgentSessionEventService
	Traces    BetaAgentSessionTraceService
	Turns     BetaAgentSessionTurnService
}

// NewBetaAgentSessionService generates a new service that applies the given
// options to each request. These options are applied after the parent client's
// options (if there is one), and before any request-specific options.
func NewBetaAgentSessionService(opts ...option.RequestOption) (r BetaAgentSessionService) {
	r = BetaAgentSessionService{}
	r.Options = requestconfig.InheritedOptions(opts...)
	r.Subagents = NewBetaAgentSessionSubagentService(opts...)
	r.Artifacts = NewBetaAgentSessionArtifactService(opts...)
	r.Items = NewBetaAgentSessionItemService(opts...)
	r.Events = NewBetaAgentSessionEventService(opts...)
	r.Traces = NewBetaAgentSessionTraceService(opts...)
	r.Turns = NewBetaAgentSessionTurnService(opts...)
	return
}

// Creates a managed agent session, optionally submits initial input, and returns
// the session or streams its events when stream is true. See
// [running sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions).
func (r *BetaAgentSessionService) New(ctx context.Context, body BetaAgentSessionNewParams, opts ...option.RequestOption) (res *AgentSession, err error) {
	if len(body.ToolHandlers) != 0 {
		return nil, errors.New("ToolHandlers requires NewStreaming")
	}
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("OpenAI-Beta", "agents=v1")}, opts...)
	path := "agents/sessions"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, body, &res, opts...)
	return res, err
}

// Creates a managed agent session, optionally submits initial input, and returns
// the session or streams its events when stream is true. See
// [running sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions).
func (r *BetaAgentSessionService) NewStreaming(ctx context.Context, body BetaAgentSessionNewParams, opts ...option.RequestOption) (stream *ssestream.Stream[AgentSessionEventUnion]) {
	toolOpts := opts
	var cancel context.CancelFunc
	if len(body.ToolHandlers) != 0 {
		ctx, cancel = context.WithCancel(ctx)
	}
	var (
		raw *http.Response
		err error
	)
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	if cancel != nil {
		capture, require := agentStreamResponseGuard[http.Response]()
		preClientOpts = append(preClientOpts, capture)
		opts = append(slices.Clone(opts), require)
	}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("OpenAI-Beta", "agents=v1")}, opts...)
	opts = append(opts, option.WithJSONSet("stream", true))
	path := "agents/sessions"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, body, &raw, opts...)
	stream = ssestream.NewStreamWithBetaAccumulator[AgentSessionEventUnion](ssestream.NewDecoder(raw), err, &betaAgentTurnCollector{})
	if cancel != nil {
		return betaAgentCreationStream(ctx, cancel, r, stream, body.ToolHandlers, toolOpts)
	}
	return stream
}

// Retrieves the current state of a managed agent session. See
// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
func (r *BetaAgentSessionService) Get(ctx context.Context, sessionID string, opts ...option.RequestOption) (res *AgentSession, err error) {
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("OpenAI-Beta", "agents=v1")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := requestconfig.FormatPath("agents/sessions/%s", sessionID)
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodGet, path, nil, &res, opts...)
	return res, err
}

// Updates session tools, metadata, model, reasoning effort, or service tier. Model
// settings apply to subsequent turns. Omitted fields are unchanged. See
// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
func (r *BetaAgentSessionService) Update(ctx context.Context, sessionID string, body BetaAgentSessionUpdateParams, opts ...option.RequestOption) (res *AgentSession, err error) {
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("OpenAI-Beta", "agents=v1")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := requestconfig.FormatPath("agents/sessions/%s", sessionID)
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, body, &res, opts...)
	return res, err
}

// Lists managed agent sessions using ID-based pagination and the requested sort
// order. See
// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
func (r *BetaAgentSessionService) List(ctx context.Context, query BetaAgentSessionListParams, opts ...option.RequestOption) (res *pagination.CursorPage[AgentSession], err error) {
	var raw *http.Response
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("OpenAI-Beta", "agents=v1"), option.WithResponseInto(&raw)}, opts...)
	path := "agents/sessions"
	cfg, err := requestconfig.NewRequestConfig(ctx, http.MethodGet, path, query, &res, opts...)
	if err != nil {
		return nil, err
	}
	err = cfg.Execute()
	if err != nil {
		return nil, err
	}
	res.SetPageConfig(cfg, raw)
	return res, nil
}

// Lists managed agent sessions using ID-based pagination and the requested sort
// order. See
// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
func (r *BetaAgentSessionService) ListAutoPaging(ctx context.Context, query BetaAgentSessionListParams, opts ...option.RequestOption) *pagination.CursorPageAutoPager[AgentSession] {
	return pagination.NewCursorPageAutoPager(r.List(ctx, query, opts...))
}

// Removes a managed agent session from the public API and returns a deletion
// confirmation. If backend execution has ended, deletion can cancel a still-open
// public turn and abandon unpublished outputs. Running execution must be cancelled
// first. Physical cleanup may continue asynchronously. See
// [managing sessions](https://developers.openai.com/api/docs/guides/agents-api/sessions/manage).
func (r *BetaAgentSessionService) Delete(ctx context.Context, sessionID string, opts ...option.RequestOption) (res *AgentSessionDeleted, err error) {
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	opts = append([]option.RequestOption{option.WithHeader("OpenAI-Beta", "agents=v1")}, opts...)
	if sessionID == "" {
		err = errors.New("missing required session_id parameter")
		return nil, err
	}
	path := requestconfig.FormatPath("agents/sessions/%s", sessionID)
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodDelete, path, nil, &res, opts...)
	return res, err
}

type BetaAgentSessionNewParams struct {
	// ToolHandlers runs local functions during NewStreaming iteration. This beta
	// helper option is never sent to the API. Use NewStreaming, not New, with handlers.
	ToolHandlers map[string]AgentToolHandler `json:"-"`

	// An inline execution environment or a reference to an environment template.
	Environment EnvironmentParamUnion `json:"environment,omitzero" api:"required"`
	// The ID of a saved reusable agent. Omit `agent` to use its configuration
	// unchanged.
	AgentID param.Opt[string] `json:"agent_id,omitzero"`
	// Initial input to submit when the session is created. A string is shorthand for a
	// single user message. Required when `environment.type` is `none`, or when
	// `stream` is `true` for an environment that is not `self_hosted`; optional for
	// self-hosted and non-streaming execution environments.
	Input BetaAgentSessionNewParamsInputUnion `json:"input,omitzero"`
	// Up to 16 string key-value pairs, with keys up to 64 and values up to 512
	// characters. Omission or null defaults to an empty map.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Optional spending limit in USD cents. Omission or null creates an unlimited
	// session.
	SpendControl BetaAgentSessionNewParamsSpendControl `json:"spend_control,omitzero"`
	// The IDs of vaults made available to the session.
	VaultIDs []string `json:"vault_ids,omitzero"`
	// Agent configuration. With `agent_id`, supplied fields override the saved agent
	// for this session. Without `agent_id`, `model` is required.
	Agent BetaAgentSessionNewParamsAgent `json:"agent,omitzero"`
	// Action review mode. Omit to use none.
	//
	// Any of "none", "auto_review".
	Review BetaAgentSessionNewParamsReview `json:"review,omitzero"`
	paramObj
}

func (r BetaAgentSessionNewParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionNewParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionNewParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Agent configuration. With `agent_id`, supplied fields override the saved agent
// for this session. Without `agent_id`, `model` is required.
type BetaAgentSessionNewParamsAgent struct {
	// Additional instructions appended to the agent's default base instructions. Omit
	// to leave unchanged.
	Instructions param.Opt[string] `json:"instructions,omitzero"`
	// The model to use for the agent. The requested model name is preserved.
	Model param.Opt[string] `json:"model,omitzero"`
	// Context compaction settings. Omit to keep the current settings. A supplied
	// object replaces the settings; null or an empty object enables background
	// compaction.
	Compaction BetaAgentSessionNewParamsAgentCompaction `json:"compaction,omitzero"`
	// The service tier used for model requests.
	//
	// Any of "auto", "default", "flex", "priority", "fast", "ultrafast".
	ServiceTier string `json:"service_tier,omitzero"`
	// Tools available to the agent. Omit to inherit, or pass null to clear them. The
	// resolved tool list must fit within 3 MiB (3,145,728 bytes) of compact UTF-8
	// JSON.
	Tools []AgentToolParamUnion `json:"tools,omitzero"`
	// Experimental settings to merge by key. Omitted settings keep their current
	// values.
	Experimental BetaAgentSessionNewParamsAgentExperimental `json:"experimental,omitzero"`
	// Configuration for creating and coordinating subagents.
	MultiAgent MultiAgentConfigParam `json:"multi_agent,omitzero"`
	// Configuration for model reasoning. Omit to keep the current settings; pass
	// `null` to reset to the model's default effort.
	Reasoning AgentReasoningParam `json:"reasoning,omitzero"`
	// Configuration for text generated by the agent.
	Text AgentTextParam `json:"text,omitzero"`
	paramObj
}

func (r BetaAgentSessionNewParamsAgent) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionNewParamsAgent
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionNewParamsAgent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func init() {
	apijson.RegisterFieldValidator[BetaAgentSessionNewParamsAgent](
		"service_tier", "auto", "default", "flex", "priority", "fast", "ultrafast",
	)
}

// Context compaction settings. Omit to keep the current settings. A supplied
// object replaces the settings; null or an empty object enables background
// compaction.
type BetaAgentSessionNewParamsAgentCompaction struct {
	// Whether to compact context in the background. Omission or null defaults to true.
	// Set to false to use blocking compaction. Background compaction may increase
	// token usage.
	Async param.Opt[bool] `json:"async,omitzero"`
	paramObj
}

func (r BetaAgentSessionNewParamsAgentCompaction) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionNewParamsAgentCompaction
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionNewParamsAgentCompaction) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Experimental settings to merge by key. Omitted settings keep their current
// values.
type BetaAgentSessionNewParamsAgentExperimental struct {
	// Whether to give the model periodic current-time reminders. Omit to keep the
	// current setting.
	TimeAwareness param.Opt[bool] `json:"time_awareness,omitzero"`
	paramObj
}

func (r BetaAgentSessionNewParamsAgentExperimental) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionNewParamsAgentExperimental
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionNewParamsAgentExperimental) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type BetaAgentSessionNewParamsInputUnion struct {
	OfString               param.Opt[string]               `json:",omitzero,inline"`
	OfArrayOfInputMessages []AgentSessionInputMessageParam `json:",omitzero,inline"`
	paramUnion
}

func (u BetaAgentSessionNewParamsInputUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfString, u.OfArrayOfInputMessages)
}
func (u *BetaAgentSessionNewParamsInputUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

// Action review mode. Omit to use none.
type BetaAgentSessionNewParamsReview string

const (
	BetaAgentSessionNewParamsReviewNone       BetaAgentSessionNewParamsReview = "none"
	BetaAgentSessionNewParamsReviewAutoReview BetaAgentSessionNewParamsReview = "auto_review"
)

// Optional spending limit in USD cents. Omission or null creates an unlimited
// session.
//
// The property Limit is required.
type BetaAgentSessionNewParamsSpendControl struct {
	// Positive USD cents, or null to remove the limit.
	Limit param.Opt[int64] `json:"limit,omitzero" api:"required"`
	paramObj
}

func (r BetaAgentSessionNewParamsSpendControl) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionNewParamsSpendControl
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionNewParamsSpendControl) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaAgentSessionUpdateParams struct {
	// Replaces all metadata. Omit to leave unchanged, or pass null or {} to clear it.
	// Up to 16 string key-value pairs, with keys up to 64 and values up to 512
	// characters.
	Metadata map[string]string `json:"metadata,omitzero"`
	// Omit to retain the limit; null or a null limit removes it without resetting
	// spend.
	SpendControl BetaAgentSessionUpdateParamsSpendControl `json:"spend_control,omitzero"`
	// Agent settings to update on this session. Omitted fields stay unchanged.
	Agent BetaAgentSessionUpdateParamsAgent `json:"agent,omitzero"`
	// Default action review for new root turns. Existing turns and their subagents
	// keep their review mode.
	//
	// Any of "none", "auto_review".
	Review BetaAgentSessionUpdateParamsReview `json:"review,omitzero"`
	paramObj
}

func (r BetaAgentSessionUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Agent settings to update on this session. Omitted fields stay unchanged.
type BetaAgentSessionUpdateParamsAgent struct {
	// The model for subsequent turns. Omit to keep the current model.
	Model param.Opt[string] `json:"model,omitzero"`
	// Omit to keep the current tier. Null resets it to auto.
	//
	// Any of "auto", "default", "flex", "priority", "fast", "ultrafast".
	ServiceTier param.Opt[string] `json:"service_tier,omitzero"`
	// Replaces the session tools. Functions and MCP servers change on the next model
	// call. Built-in tools change by the next turn. Omit to keep the current tools, or
	// pass null or an empty array to clear them.
	Tools *[]AgentToolParamUnion `json:"tools,omitzero"`
	// Reasoning settings to update. Omit to keep the current effort.
	Reasoning BetaAgentSessionUpdateParamsAgentReasoning `json:"reasoning,omitzero"`
	paramObj
}

func (r BetaAgentSessionUpdateParamsAgent) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionUpdateParamsAgent
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionUpdateParamsAgent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Reasoning settings to update. Omit to keep the current effort.
type BetaAgentSessionUpdateParamsAgentReasoning struct {
	// Omit to keep the current effort. Null selects the model's default effort.
	//
	// Any of "none", "minimal", "low", "medium", "high", "xhigh", "max".
	Effort param.Opt[string] `json:"effort,omitzero"`
	paramObj
}

func (r BetaAgentSessionUpdateParamsAgentReasoning) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionUpdateParamsAgentReasoning
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionUpdateParamsAgentReasoning) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Default action review for new root turns. Existing turns and their subagents
// keep their review mode.
type BetaAgentSessionUpdateParamsReview string

const (
	BetaAgentSessionUpdateParamsReviewNone       BetaAgentSessionUpdateParamsReview = "none"
	BetaAgentSessionUpdateParamsReviewAutoReview BetaAgentSessionUpdateParamsReview = "auto_review"
)

// Omit to retain the limit; null or a null limit removes it without resetting
// spend.
//
// The property Limit is required.
type BetaAgentSessionUpdateParamsSpendControl struct {
	// Positive USD cents, or null to remove the limit.
	Limit param.Opt[int64] `json:"limit,omitzero" api:"required"`
	paramObj
}

func (r BetaAgentSessionUpdateParamsSpendControl) MarshalJSON() (data []byte, err error) {
	type shadow BetaAgentSessionUpdateParamsSpendControl
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaAgentSessionUpdateParamsSpendControl) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaAgentSessionListParams struct {
	// Return resources after this resource ID in the selected order.
	After param.Opt[string] `query:"after,omitzero" json:"-"`
	// Only return sessions whose root agent has this ID. Omit to return sessions for
	// all agents.
	AgentID param.Opt[string] `query:"agent_id,omitzero" json:"-"`
	// The maximum number of resources to return, between 1 and 100. Defaults to 20.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Exact string matches supplied as `metadata[key]=value`. All supplied pairs must
	// match. Up to 16 pairs, with keys from 1 to 64 characters and values up to 512
	// characters. New sessions and metadata updates may take time to appear in
	// filtered results.
	Metadata *map[string]string `query:"metadata,omitzero" json:"-"`
	// The order in which resources are returned. Defaults to `desc`.
	//
	// Any of "asc", "desc".
	Order BetaAgentSessionListParamsOrder `query:"order,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaAgentSessionListParams]'s query parameters as
// `url.Values`.
func (r BetaAgentSessionListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

// The order in which resources are returned. Defaults to `desc`.
type BetaAgentSessionListParamsOrder string

const (
	BetaAgentSessionListParamsOrderAsc  BetaAgentSessionListParamsOrder = "asc"
	BetaAgentSessionListParamsOrderDesc BetaAgentSessionListParamsOrder = "desc"
)
