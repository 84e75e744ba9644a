package anthropic

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"

	"github.com/anthropics/anthropic-sdk-go/internal/apijson"
	"github.com/anthropics/anthropic-sdk-go/internal/apiquery"
	"github.com/anthropics/anthropic-sdk-go/internal/requestconfig"
	"github.com/anthropics/anthropic-sdk-go/option"
	"github.com/anthropics/anthropic-sdk-go/packages/pagination"
	"github.com/anthropics/anthropic-sdk-go/packages/param"
	"github.com/anthropics/anthropic-sdk-go/packages/respjson"
	"github.com/anthropics/anthropic-sdk-go/shared/constant"
)

// BetaOrganizationWorkspaceRateLimitService contains methods and other services
// that help with interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaOrganizationWorkspaceRateLimitService] method instead.
type BetaOrganizationWorkspaceRateLimitService struct {
	Options []option.RequestOption
}

// NewBetaOrganizationWorkspaceRateLimitService generates a new service that
// applies the given options to each request. These options are applied after the
// parent client's options (if there is one), and before any request-specific
// options.
func NewBetaOrganizationWorkspaceRateLimitService(opts ...option.RequestOption) (r BetaOrganizationWorkspaceRateLimitService) {
	r = BetaOrganizationWorkspaceRateLimitService{}
	r.Options = opts
	return
}

// Set or clear rate-limit overrides for one rate-limit group in a workspace.
//
// Only the limiter types named in `limits` change: an integer `value` sets that
// type's override and `null` clears it. Types not named keep their current value.
// A value above the organization's own limit is stored, but the organization limit
// still applies, so the lower of the two is enforced.
//
// Returns the targeted group's entry with this request applied, in the shape
// `GET /v1/organizations/workspaces/{workspace_id}/rate_limits` returns. Changes
// take effect within about an hour.
func (r *BetaOrganizationWorkspaceRateLimitService) Update(ctx context.Context, rateLimitID string, params BetaOrganizationWorkspaceRateLimitUpdateParams, opts ...option.RequestOption) (res *BetaWorkspaceRateLimit, err error) {
	opts = slices.Concat(r.Options, opts)
	if params.WorkspaceID == "" {
		err = errors.New("missing required workspace_id parameter")
		return nil, err
	}
	if rateLimitID == "" {
		err = errors.New("missing required rate_limit_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/organizations/workspaces/%s/rate_limits/%s?beta=true", url.PathEscape(params.WorkspaceID), url.PathEscape(rateLimitID))
	opts = append(opts, requestconfig.WithSpan("anthropic.organization.workspaces.rate_limits.update", "/v1/organizations/workspaces/{workspace_id}/rate_limits/{rate_limit_id}"), requestconfig.WithSpanAttribute("anthropic.organization.workspace.id", params.WorkspaceID), requestconfig.WithSpanAttribute("anthropic.organization.workspace.rate_limit.id", rateLimitID))
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, params, &res, opts...)
	return res, err
}

// List a workspace's rate limits.
//
// By default, returns only the groups and limiter types that have a
// workspace-level override. With `include_inherited=true`, returns every group
// with organization-level limits the workspace can see, listing for each the
// values it inherits from the organization as well as its own overrides. Each
// value's `source` says which it is.
//
// When `limit` is omitted, every matching entry is returned in a single page; when
// `limit` truncates the result, follow `next_page` to fetch the remaining entries.
func (r *BetaOrganizationWorkspaceRateLimitService) List(ctx context.Context, workspaceID string, query BetaOrganizationWorkspaceRateLimitListParams, opts ...option.RequestOption) (res *pagination.PageCursor[BetaWorkspaceRateLimit], err error) {
	var raw *http.Response
	opts = slices.Concat(r.Options, opts)
	opts = append([]option.RequestOption{option.WithResponseInto(&raw)}, opts...)
	if workspaceID == "" {
		err = errors.New("missing required workspace_id parameter")
		return nil, err
	}
	path := fmt.Sprintf("v1/organizations/workspaces/%s/rate_limits?beta=true", url.PathEscape(workspaceID))
	opts = append(opts, requestconfig.WithSpan("anthropic.organization.workspaces.rate_limits.list", "/v1/organizations/workspaces/{workspace_id}/rate_limits", "group_type", "include_inherited", "limit", "page"), requestconfig.WithSpanAttribute("anthropic.organization.workspace.id", workspaceID))
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

// List a workspace's rate limits.
//
// By default, returns only the groups and limiter types that have a
// workspace-level override. With `include_inherited=true`, returns every group
// with organization-level limits the workspace can see, listing for each the
// values it inherits from the organization as well as its own overrides. Each
// value's `source` says which it is.
//
// When `limit` is omitted, every matching entry is returned in a single page; when
// `limit` truncates the result, follow `next_page` to fetch the remaining entries.
func (r *BetaOrganizationWorkspaceRateLimitService) ListAutoPaging(ctx context.Context, workspaceID string, query BetaOrganizationWorkspaceRateLimitListParams, opts ...option.RequestOption) *pagination.PageCursorAutoPager[BetaWorkspaceRateLimit] {
	return pagination.NewPageCursorAutoPager(r.List(ctx, workspaceID, query, opts...))
}

type BetaWorkspaceRateLimit struct {
	// The rate-limit group this entry's limits apply to. Its `type` equals
	// `group_type`.
	Group BetaWorkspaceRateLimitGroupUnion `json:"group" api:"required"`
	// Deprecated: use `group.type` instead. The kind of rate-limit group this entry
	// represents. `model_group` entries apply to a family of models (listed in
	// `models`); other values apply to an API-surface category and have `models` set
	// to `null`. Always equal to `group.type`.
	//
	// Any of "batch", "files", "model_group", "skills", "token_count", "web_search".
	//
	// Deprecated: Use `group.type` instead. `group_type` is still returned and always
	// equals `group.type`.
	GroupType BetaWorkspaceRateLimitGroupType `json:"group_type" api:"required"`
	// The workspace's limiter values for this group. By default only the limiter types
	// with a workspace-level override are listed. With `include_inherited` set to
	// `true`, the limiter types the workspace inherits from the organization are
	// listed too, each marked by `source`.
	Limits []BetaWorkspaceRateLimitValue `json:"limits" api:"required"`
	// Model names this entry's limits apply to, including aliases. `null` when
	// `group_type` is not `"model_group"`.
	Models []string `json:"models" api:"required"`
	// The `id` of the organization's RateLimit entry this entry applies to.
	RateLimitID string `json:"rate_limit_id" api:"required"`
	// Object type. Always `workspace_rate_limit` for workspace rate-limit entries.
	Type constant.WorkspaceRateLimit `json:"type" default:"workspace_rate_limit"`
	// ID of the Workspace this entry applies to.
	WorkspaceID string `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Group       respjson.Field
		GroupType   respjson.Field
		Limits      respjson.Field
		Models      respjson.Field
		RateLimitID respjson.Field
		Type        respjson.Field
		WorkspaceID respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWorkspaceRateLimit) RawJSON() string { return r.JSON.raw }
func (r *BetaWorkspaceRateLimit) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaWorkspaceRateLimitGroupUnion contains all possible properties and values
// from [BetaOrganizationRateLimitModelGroup],
// [BetaOrganizationRateLimitBatchGroup],
// [BetaOrganizationRateLimitTokenCountGroup],
// [BetaOrganizationRateLimitFilesGroup], [BetaOrganizationRateLimitSkillsGroup],
// [BetaOrganizationRateLimitWebSearchGroup].
//
// Use the [BetaWorkspaceRateLimitGroupUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaWorkspaceRateLimitGroupUnion struct {
	ID string `json:"id"`
	// This field is from variant [BetaOrganizationRateLimitModelGroup].
	DisplayName string `json:"display_name"`
	// Any of "model_group", "batch", "token_count", "files", "skills", "web_search".
	Type string `json:"type"`
	JSON struct {
		ID          respjson.Field
		DisplayName respjson.Field
		Type        respjson.Field
		raw         string
	} `json:"-"`
}

// anyBetaWorkspaceRateLimitGroup is implemented by each variant of
// [BetaWorkspaceRateLimitGroupUnion] to add type safety for the return type of
// [BetaWorkspaceRateLimitGroupUnion.AsAny]
type anyBetaWorkspaceRateLimitGroup interface {
	implBetaWorkspaceRateLimitGroupUnion()
}

func (BetaOrganizationRateLimitModelGroup) implBetaWorkspaceRateLimitGroupUnion()      {}
func (BetaOrganizationRateLimitBatchGroup) implBetaWorkspaceRateLimitGroupUnion()      {}
func (BetaOrganizationRateLimitTokenCountGroup) implBetaWorkspaceRateLimitGroupUnion() {}
func (BetaOrganizationRateLimitFilesGroup) implBetaWorkspaceRateLimitGroupUnion()      {}
func (BetaOrganizationRateLimitSkillsGroup) implBetaWorkspaceRateLimitGroupUnion()     {}
func (BetaOrganizationRateLimitWebSearchGroup) implBetaWorkspaceRateLimitGroupUnion()  {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaWorkspaceRateLimitGroupUnion.AsAny().(type) {
//	case anthropic.BetaOrganizationRateLimitModelGroup:
//	case anthropic.BetaOrganizationRateLimitBatchGroup:
//	case anthropic.BetaOrganizationRateLimitTokenCountGroup:
//	case anthropic.BetaOrganizationRateLimitFilesGroup:
//	case anthropic.BetaOrganizationRateLimitSkillsGroup:
//	case anthropic.BetaOrganizationRateLimitWebSearchGroup:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaWorkspaceRateLimitGroupUnion) AsAny() anyBetaWorkspaceRateLimitGroup {
	switch u.Type {
	case "model_group":
		return u.AsModelGroup()
	case "batch":
		return u.AsBatch()
	case "token_count":
		return u.AsTokenCount()
	case "files":
		return u.AsFiles()
	case "skills":
		return u.AsSkills()
	case "web_search":
		return u.AsWebSearch()
	}
	return nil
}

func (u BetaWorkspaceRateLimitGroupUnion) AsModelGroup() (v BetaOrganizationRateLimitModelGroup) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWorkspaceRateLimitGroupUnion) AsBatch() (v BetaOrganizationRateLimitBatchGroup) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWorkspaceRateLimitGroupUnion) AsTokenCount() (v BetaOrganizationRateLimitTokenCountGroup) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWorkspaceRateLimitGroupUnion) AsFiles() (v BetaOrganizationRateLimitFilesGroup) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWorkspaceRateLimitGroupUnion) AsSkills() (v BetaOrganizationRateLimitSkillsGroup) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWorkspaceRateLimitGroupUnion) AsWebSearch() (v BetaOrganizationRateLimitWebSearchGroup) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaWorkspaceRateLimitGroupUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaWorkspaceRateLimitGroupUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Deprecated: use `group.type` instead. The kind of rate-limit group this entry
// represents. `model_group` entries apply to a family of models (listed in
// `models`); other values apply to an API-surface category and have `models` set
// to `null`. Always equal to `group.type`.
type BetaWorkspaceRateLimitGroupType string

const (
	BetaWorkspaceRateLimitGroupTypeBatch      BetaWorkspaceRateLimitGroupType = "batch"
	BetaWorkspaceRateLimitGroupTypeFiles      BetaWorkspaceRateLimitGroupType = "files"
	BetaWorkspaceRateLimitGroupTypeModelGroup BetaWorkspaceRateLimitGroupType = "model_group"
	BetaWorkspaceRateLimitGroupTypeSkills     BetaWorkspaceRateLimitGroupType = "skills"
	BetaWorkspaceRateLimitGroupTypeTokenCount BetaWorkspaceRateLimitGroupType = "token_count"
	BetaWorkspaceRateLimitGroupTypeWebSearch  BetaWorkspaceRateLimitGroupType = "web_search"
)

type BetaWorkspaceRateLimitOrganizationSource struct {
	// Always `organization`: no workspace-level override is stored, so the
	// organization's value applies.
	Type constant.Organization `json:"type" default:"organization"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWorkspaceRateLimitOrganizationSource) RawJSON() string { return r.JSON.raw }
func (r *BetaWorkspaceRateLimitOrganizationSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Rate limiter type.
type BetaWorkspaceRateLimitType string

const (
	BetaWorkspaceRateLimitTypeFastItpmca                     BetaWorkspaceRateLimitType = "fast_itpmca"
	BetaWorkspaceRateLimitTypeFastOtpm                       BetaWorkspaceRateLimitType = "fast_otpm"
	BetaWorkspaceRateLimitTypeInputTokensPerMinute           BetaWorkspaceRateLimitType = "input_tokens_per_minute"
	BetaWorkspaceRateLimitTypeInputTokensPerMinuteCacheAware BetaWorkspaceRateLimitType = "input_tokens_per_minute_cache_aware"
	BetaWorkspaceRateLimitTypeOutputTokensPerMinute          BetaWorkspaceRateLimitType = "output_tokens_per_minute"
	BetaWorkspaceRateLimitTypeRequestsPerMinute              BetaWorkspaceRateLimitType = "requests_per_minute"
	BetaWorkspaceRateLimitTypeTokensPerDay                   BetaWorkspaceRateLimitType = "tokens_per_day"
	BetaWorkspaceRateLimitTypeTokensPerMinute                BetaWorkspaceRateLimitType = "tokens_per_minute"
	BetaWorkspaceRateLimitTypeToolUsesPerSecond              BetaWorkspaceRateLimitType = "tool_uses_per_second"
)

// The properties Type, Value are required.
type BetaWorkspaceRateLimitUpdateValueParam struct {
	// New limit value. Set to null to clear the workspace override and fall back to
	// the organization limit.
	Value param.Opt[int64] `json:"value,omitzero" api:"required"`
	// Rate limiter type.
	//
	// Any of "fast_itpmca", "fast_otpm", "input_tokens_per_minute",
	// "input_tokens_per_minute_cache_aware", "output_tokens_per_minute",
	// "requests_per_minute", "tokens_per_day", "tokens_per_minute",
	// "tool_uses_per_second".
	Type BetaWorkspaceRateLimitType `json:"type,omitzero" api:"required"`
	paramObj
}

func (r BetaWorkspaceRateLimitUpdateValueParam) MarshalJSON() (data []byte, err error) {
	type shadow BetaWorkspaceRateLimitUpdateValueParam
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaWorkspaceRateLimitUpdateValueParam) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWorkspaceRateLimitValue struct {
	// The organization-level value for the same limiter type, for reference. `null`
	// when the organization has no limit configured for this limiter type.
	OrgLimit int64 `json:"org_limit" api:"required"`
	// Where `value` comes from. `organization` values are listed only when
	// `include_inherited` is `true`, and then `value` equals `org_limit`.
	Source BetaWorkspaceRateLimitValueSourceUnion `json:"source" api:"required"`
	// The limiter type (for example, `requests_per_minute` or
	// `input_tokens_per_minute`).
	Type string `json:"type" api:"required"`
	// The workspace's value for this limiter type: the workspace-level override when
	// `source.type` is `workspace`, otherwise the organization's value.
	Value int64 `json:"value" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		OrgLimit    respjson.Field
		Source      respjson.Field
		Type        respjson.Field
		Value       respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWorkspaceRateLimitValue) RawJSON() string { return r.JSON.raw }
func (r *BetaWorkspaceRateLimitValue) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaWorkspaceRateLimitValueSourceUnion contains all possible properties and
// values from [BetaWorkspaceRateLimitWorkspaceSource],
// [BetaWorkspaceRateLimitOrganizationSource].
//
// Use the [BetaWorkspaceRateLimitValueSourceUnion.AsAny] method to switch on the
// variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaWorkspaceRateLimitValueSourceUnion struct {
	// Any of "workspace", "organization".
	Type string `json:"type"`
	JSON struct {
		Type respjson.Field
		raw  string
	} `json:"-"`
}

// anyBetaWorkspaceRateLimitValueSource is implemented by each variant of
// [BetaWorkspaceRateLimitValueSourceUnion] to add type safety for the return type
// of [BetaWorkspaceRateLimitValueSourceUnion.AsAny]
type anyBetaWorkspaceRateLimitValueSource interface {
	implBetaWorkspaceRateLimitValueSourceUnion()
}

func (BetaWorkspaceRateLimitWorkspaceSource) implBetaWorkspaceRateLimitValueSourceUnion()    {}
func (BetaWorkspaceRateLimitOrganizationSource) implBetaWorkspaceRateLimitValueSourceUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaWorkspaceRateLimitValueSourceUnion.AsAny().(type) {
//	case anthropic.BetaWorkspaceRateLimitWorkspaceSource:
//	case anthropic.BetaWorkspaceRateLimitOrganizationSource:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaWorkspaceRateLimitValueSourceUnion) AsAny() anyBetaWorkspaceRateLimitValueSource {
	switch u.Type {
	case "workspace":
		return u.AsWorkspace()
	case "organization":
		return u.AsOrganization()
	}
	return nil
}

func (u BetaWorkspaceRateLimitValueSourceUnion) AsWorkspace() (v BetaWorkspaceRateLimitWorkspaceSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWorkspaceRateLimitValueSourceUnion) AsOrganization() (v BetaWorkspaceRateLimitOrganizationSource) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaWorkspaceRateLimitValueSourceUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaWorkspaceRateLimitValueSourceUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWorkspaceRateLimitWorkspaceSource struct {
	// Always `workspace`: a workspace-level override is stored.
	Type constant.Workspace `json:"type" default:"workspace"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWorkspaceRateLimitWorkspaceSource) RawJSON() string { return r.JSON.raw }
func (r *BetaWorkspaceRateLimitWorkspaceSource) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaOrganizationWorkspaceRateLimitUpdateParams struct {
	// The ID of the workspace.
	WorkspaceID string `path:"workspace_id" api:"required" json:"-"`
	// Limits to set or clear. Unspecified limit types are unchanged.
	Limits []BetaWorkspaceRateLimitUpdateValueParam `json:"limits,omitzero" api:"required"`
	paramObj
}

func (r BetaOrganizationWorkspaceRateLimitUpdateParams) MarshalJSON() (data []byte, err error) {
	type shadow BetaOrganizationWorkspaceRateLimitUpdateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *BetaOrganizationWorkspaceRateLimitUpdateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaOrganizationWorkspaceRateLimitListParams struct {
	// Maximum number of items to return per page. Ranges from `1` to `1000`.
	//
	// When omitted, every remaining entry is returned in a single page and `next_page`
	// is `null`.
	Limit param.Opt[int64] `query:"limit,omitzero" json:"-"`
	// Opaque cursor from a previous response's `next_page`.
	Page param.Opt[string] `query:"page,omitzero" json:"-"`
	// Also list the limiter values the workspace inherits from the organization,
	// including groups with no workspace-level override.
	IncludeInherited param.Opt[bool] `query:"include_inherited,omitzero" json:"-"`
	// Filter by group type.
	//
	// Any of "batch", "files", "model_group", "skills", "token_count", "web_search".
	GroupType BetaOrganizationWorkspaceRateLimitListParamsGroupType `query:"group_type,omitzero" json:"-"`
	paramObj
}

// URLQuery serializes [BetaOrganizationWorkspaceRateLimitListParams]'s query
// parameters as `url.Values`.
func (r BetaOrganizationWorkspaceRateLimitListParams) URLQuery() (v url.Values, err error) {
	return apiquery.MarshalWithSettings(r, apiquery.QuerySettings{
		ArrayFormat:  apiquery.ArrayQueryFormatBrackets,
		NestedFormat: apiquery.NestedQueryFormatBrackets,
	})
}

// Filter by group type.
type BetaOrganizationWorkspaceRateLimitListParamsGroupType string

const (
	BetaOrganizationWorkspaceRateLimitListParamsGroupTypeBatch      BetaOrganizationWorkspaceRateLimitListParamsGroupType = "batch"
	BetaOrganizationWorkspaceRateLimitListParamsGroupTypeFiles      BetaOrganizationWorkspaceRateLimitListParamsGroupType = "files"
	BetaOrganizationWorkspaceRateLimitListParamsGroupTypeModelGroup BetaOrganizationWorkspaceRateLimitListParamsGroupType = "model_group"
	BetaOrganizationWorkspaceRateLimitListParamsGroupTypeSkills     BetaOrganizationWorkspaceRateLimitListParamsGroupType = "skills"
	BetaOrganizationWorkspaceRateLimitListParamsGroupTypeTokenCount BetaOrganizationWorkspaceRateLimitListParamsGroupType = "token_count"
	BetaOrganizationWorkspaceRateLimitListParamsGroupTypeWebSearch  BetaOrganizationWorkspaceRateLimitListParamsGroupType = "web_search"
)
