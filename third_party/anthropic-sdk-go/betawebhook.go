package anthropic

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"time"

	"github.com/anthropics/anthropic-sdk-go/internal/apijson"
	"github.com/anthropics/anthropic-sdk-go/internal/requestconfig"
	"github.com/anthropics/anthropic-sdk-go/option"
	"github.com/anthropics/anthropic-sdk-go/packages/respjson"
	"github.com/anthropics/anthropic-sdk-go/shared/constant"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// BetaWebhookService contains methods and other services that help with
// interacting with the anthropic API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewBetaWebhookService] method instead.
type BetaWebhookService struct {
	Options []option.RequestOption
}

// NewBetaWebhookService generates a new service that applies the given options to
// each request. These options are applied after the parent client's options (if
// there is one), and before any request-specific options.
func NewBetaWebhookService(opts ...option.RequestOption) (r BetaWebhookService) {
	r = BetaWebhookService{}
	r.Options = opts
	return
}

// Parses a webhook payload into an event without verifying its signature. Prefer
// `unwrap()` unless you have already verified the signature yourself.
func (r *BetaWebhookService) ParseUnverified(payload []byte, opts ...option.RequestOption) (*UnwrapWebhookEvent, error) {
	res := &UnwrapWebhookEvent{}
	err := res.UnmarshalJSON(payload)
	if err != nil {
		return res, err
	}
	return res, nil
}

// Verifies the webhook signature from the `webhook-id`, `webhook-timestamp` and
// `webhook-signature` headers using your webhook signing key, then parses the
// payload into an event. Fails if the signature is missing or invalid.
func (r *BetaWebhookService) Unwrap(payload []byte, headers http.Header, opts ...option.RequestOption) (*UnwrapWebhookEvent, error) {
	opts = slices.Concat(r.Options, opts)
	cfg, err := requestconfig.PreRequestOptions(opts...)
	if err != nil {
		return nil, err
	}
	key := cfg.WebhookKey
	if key == "" {
		return nil, errors.New("The WebhookKey option must be set in order to verify webhook headers")
	}
	wh, err := standardwebhooks.NewWebhook(key)
	if err != nil {
		return nil, err
	}
	err = wh.Verify(payload, headers)
	if err != nil {
		return nil, err
	}
	res := &UnwrapWebhookEvent{}
	err = res.UnmarshalJSON(payload)
	if err != nil {
		return res, err
	}
	return res, nil
}

type BetaWebhookAgentArchivedEventData struct {
	// ID of the agent that triggered the event.
	ID             string                 `json:"id" api:"required"`
	OrganizationID string                 `json:"organization_id" api:"required"`
	Type           constant.AgentArchived `json:"type" default:"agent.archived"`
	WorkspaceID    string                 `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookAgentArchivedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookAgentArchivedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookAgentCreatedEventData struct {
	// ID of the agent that triggered the event.
	ID             string                `json:"id" api:"required"`
	OrganizationID string                `json:"organization_id" api:"required"`
	Type           constant.AgentCreated `json:"type" default:"agent.created"`
	WorkspaceID    string                `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookAgentCreatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookAgentCreatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookAgentDeletedEventData struct {
	// ID of the agent that triggered the event.
	ID             string                `json:"id" api:"required"`
	OrganizationID string                `json:"organization_id" api:"required"`
	Type           constant.AgentDeleted `json:"type" default:"agent.deleted"`
	WorkspaceID    string                `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookAgentDeletedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookAgentDeletedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookAgentUpdatedEventData struct {
	// ID of the agent that triggered the event.
	ID             string                `json:"id" api:"required"`
	OrganizationID string                `json:"organization_id" api:"required"`
	Type           constant.AgentUpdated `json:"type" default:"agent.updated"`
	WorkspaceID    string                `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookAgentUpdatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookAgentUpdatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentArchivedEventData struct {
	// ID of the deployment that triggered the event.
	ID             string                      `json:"id" api:"required"`
	OrganizationID string                      `json:"organization_id" api:"required"`
	Type           constant.DeploymentArchived `json:"type" default:"deployment.archived"`
	WorkspaceID    string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentArchivedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentArchivedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentCreatedEventData struct {
	// ID of the deployment that triggered the event.
	ID             string                     `json:"id" api:"required"`
	OrganizationID string                     `json:"organization_id" api:"required"`
	Type           constant.DeploymentCreated `json:"type" default:"deployment.created"`
	WorkspaceID    string                     `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentCreatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentCreatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentDeletedEventData struct {
	// ID of the deployment that triggered the event.
	ID             string                     `json:"id" api:"required"`
	OrganizationID string                     `json:"organization_id" api:"required"`
	Type           constant.DeploymentDeleted `json:"type" default:"deployment.deleted"`
	WorkspaceID    string                     `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentDeletedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentDeletedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentPausedEventData struct {
	// ID of the deployment that triggered the event.
	ID             string                    `json:"id" api:"required"`
	OrganizationID string                    `json:"organization_id" api:"required"`
	Type           constant.DeploymentPaused `json:"type" default:"deployment.paused"`
	WorkspaceID    string                    `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentPausedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentPausedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentRunFailedEventData struct {
	// ID of the deployment run that triggered the event.
	ID             string                       `json:"id" api:"required"`
	OrganizationID string                       `json:"organization_id" api:"required"`
	Type           constant.DeploymentRunFailed `json:"type" default:"deployment_run.failed"`
	WorkspaceID    string                       `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentRunFailedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentRunFailedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentRunStartedEventData struct {
	// ID of the deployment run that triggered the event.
	ID             string                        `json:"id" api:"required"`
	OrganizationID string                        `json:"organization_id" api:"required"`
	Type           constant.DeploymentRunStarted `json:"type" default:"deployment_run.started"`
	WorkspaceID    string                        `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentRunStartedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentRunStartedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentRunSucceededEventData struct {
	// ID of the deployment run that triggered the event.
	ID             string                          `json:"id" api:"required"`
	OrganizationID string                          `json:"organization_id" api:"required"`
	Type           constant.DeploymentRunSucceeded `json:"type" default:"deployment_run.succeeded"`
	WorkspaceID    string                          `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentRunSucceededEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentRunSucceededEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentUnpausedEventData struct {
	// ID of the deployment that triggered the event.
	ID             string                      `json:"id" api:"required"`
	OrganizationID string                      `json:"organization_id" api:"required"`
	Type           constant.DeploymentUnpaused `json:"type" default:"deployment.unpaused"`
	WorkspaceID    string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentUnpausedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentUnpausedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookDeploymentUpdatedEventData struct {
	// ID of the deployment that triggered the event.
	ID             string                     `json:"id" api:"required"`
	OrganizationID string                     `json:"organization_id" api:"required"`
	Type           constant.DeploymentUpdated `json:"type" default:"deployment.updated"`
	WorkspaceID    string                     `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookDeploymentUpdatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookDeploymentUpdatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookEnvironmentArchivedEventData struct {
	// ID of the environment that triggered the event.
	ID             string                       `json:"id" api:"required"`
	OrganizationID string                       `json:"organization_id" api:"required"`
	Type           constant.EnvironmentArchived `json:"type" default:"environment.archived"`
	WorkspaceID    string                       `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookEnvironmentArchivedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookEnvironmentArchivedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookEnvironmentCreatedEventData struct {
	// ID of the environment that triggered the event.
	ID             string                      `json:"id" api:"required"`
	OrganizationID string                      `json:"organization_id" api:"required"`
	Type           constant.EnvironmentCreated `json:"type" default:"environment.created"`
	WorkspaceID    string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookEnvironmentCreatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookEnvironmentCreatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookEnvironmentDeletedEventData struct {
	// ID of the environment that triggered the event.
	ID             string                      `json:"id" api:"required"`
	OrganizationID string                      `json:"organization_id" api:"required"`
	Type           constant.EnvironmentDeleted `json:"type" default:"environment.deleted"`
	WorkspaceID    string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookEnvironmentDeletedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookEnvironmentDeletedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookEnvironmentUpdatedEventData struct {
	// ID of the environment that triggered the event.
	ID             string                      `json:"id" api:"required"`
	OrganizationID string                      `json:"organization_id" api:"required"`
	Type           constant.EnvironmentUpdated `json:"type" default:"environment.updated"`
	WorkspaceID    string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookEnvironmentUpdatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookEnvironmentUpdatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type UnwrapWebhookEvent struct {
	// Unique event identifier for idempotency.
	ID string `json:"id" api:"required"`
	// RFC 3339 timestamp when the event occurred.
	CreatedAt time.Time                 `json:"created_at" api:"required" format:"date-time"`
	Data      BetaWebhookEventDataUnion `json:"data" api:"required"`
	// Object type. Always `event` for webhook payloads.
	Type constant.Event `json:"type" default:"event"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID          respjson.Field
		CreatedAt   respjson.Field
		Data        respjson.Field
		Type        respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r UnwrapWebhookEvent) RawJSON() string { return r.JSON.raw }
func (r *UnwrapWebhookEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// BetaWebhookEventDataUnion contains all possible properties and values from
// [BetaWebhookSessionCreatedEventData], [BetaWebhookSessionPendingEventData],
// [BetaWebhookSessionRunningEventData], [BetaWebhookSessionIdledEventData],
// [BetaWebhookSessionRequiresActionEventData],
// [BetaWebhookSessionArchivedEventData], [BetaWebhookSessionDeletedEventData],
// [BetaWebhookSessionStatusRescheduledEventData],
// [BetaWebhookSessionStatusRunStartedEventData],
// [BetaWebhookSessionStatusIdledEventData],
// [BetaWebhookSessionStatusTerminatedEventData],
// [BetaWebhookSessionThreadCreatedEventData],
// [BetaWebhookSessionThreadIdledEventData],
// [BetaWebhookSessionThreadTerminatedEventData],
// [BetaWebhookSessionOutcomeEvaluationEndedEventData],
// [BetaWebhookVaultCreatedEventData], [BetaWebhookVaultArchivedEventData],
// [BetaWebhookVaultDeletedEventData],
// [BetaWebhookVaultCredentialCreatedEventData],
// [BetaWebhookVaultCredentialArchivedEventData],
// [BetaWebhookVaultCredentialDeletedEventData],
// [BetaWebhookVaultCredentialRefreshFailedEventData],
// [BetaWebhookSessionUpdatedEventData], [BetaWebhookAgentCreatedEventData],
// [BetaWebhookAgentArchivedEventData], [BetaWebhookAgentDeletedEventData],
// [BetaWebhookDeploymentPausedEventData],
// [BetaWebhookDeploymentRunFailedEventData],
// [BetaWebhookDeploymentCreatedEventData],
// [BetaWebhookDeploymentUpdatedEventData],
// [BetaWebhookDeploymentUnpausedEventData], [BetaWebhookAgentUpdatedEventData],
// [BetaWebhookDeploymentArchivedEventData],
// [BetaWebhookDeploymentRunStartedEventData],
// [BetaWebhookDeploymentDeletedEventData],
// [BetaWebhookDeploymentRunSucceededEventData],
// [BetaWebhookEnvironmentCreatedEventData],
// [BetaWebhookEnvironmentUpdatedEventData],
// [BetaWebhookEnvironmentArchivedEventData],
// [BetaWebhookEnvironmentDeletedEventData],
// [BetaWebhookMemoryStoreCreatedEventData],
// [BetaWebhookMemoryStoreArchivedEventData],
// [BetaWebhookMemoryStoreDeletedEventData],
// [BetaWebhookSessionBudgetReachedEventData],
// [BetaWebhookUserProfileEnforcementActionOpenedEventData],
// [BetaWebhookUserProfileEnforcementActionResolvedEventData].
//
// Use the [BetaWebhookEventDataUnion.AsAny] method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type BetaWebhookEventDataUnion struct {
	ID             string `json:"id"`
	OrganizationID string `json:"organization_id"`
	// Any of "session.created", "session.pending", "session.running", "session.idled",
	// "session.requires_action", "session.archived", "session.deleted",
	// "session.status_rescheduled", "session.status_run_started",
	// "session.status_idled", "session.status_terminated", "session.thread_created",
	// "session.thread_idled", "session.thread_terminated",
	// "session.outcome_evaluation_ended", "vault.created", "vault.archived",
	// "vault.deleted", "vault_credential.created", "vault_credential.archived",
	// "vault_credential.deleted", "vault_credential.refresh_failed",
	// "session.updated", "agent.created", "agent.archived", "agent.deleted",
	// "deployment.paused", "deployment_run.failed", "deployment.created",
	// "deployment.updated", "deployment.unpaused", "agent.updated",
	// "deployment.archived", "deployment_run.started", "deployment.deleted",
	// "deployment_run.succeeded", "environment.created", "environment.updated",
	// "environment.archived", "environment.deleted", "memory_store.created",
	// "memory_store.archived", "memory_store.deleted", "session.budget_reached",
	// "user_profile.enforcement_action_opened",
	// "user_profile.enforcement_action_resolved".
	Type                string `json:"type"`
	WorkspaceID         string `json:"workspace_id"`
	SessionThreadID     string `json:"session_thread_id"`
	VaultID             string `json:"vault_id"`
	EnforcementActionID string `json:"enforcement_action_id"`
	JSON                struct {
		ID                  respjson.Field
		OrganizationID      respjson.Field
		Type                respjson.Field
		WorkspaceID         respjson.Field
		SessionThreadID     respjson.Field
		VaultID             respjson.Field
		EnforcementActionID respjson.Field
		raw                 string
	} `json:"-"`
}

// anyBetaWebhookEventData is implemented by each variant of
// [BetaWebhookEventDataUnion] to add type safety for the return type of
// [BetaWebhookEventDataUnion.AsAny]
type anyBetaWebhookEventData interface {
	implBetaWebhookEventDataUnion()
}

func (BetaWebhookSessionCreatedEventData) implBetaWebhookEventDataUnion()                       {}
func (BetaWebhookSessionPendingEventData) implBetaWebhookEventDataUnion()                       {}
func (BetaWebhookSessionRunningEventData) implBetaWebhookEventDataUnion()                       {}
func (BetaWebhookSessionIdledEventData) implBetaWebhookEventDataUnion()                         {}
func (BetaWebhookSessionRequiresActionEventData) implBetaWebhookEventDataUnion()                {}
func (BetaWebhookSessionArchivedEventData) implBetaWebhookEventDataUnion()                      {}
func (BetaWebhookSessionDeletedEventData) implBetaWebhookEventDataUnion()                       {}
func (BetaWebhookSessionStatusRescheduledEventData) implBetaWebhookEventDataUnion()             {}
func (BetaWebhookSessionStatusRunStartedEventData) implBetaWebhookEventDataUnion()              {}
func (BetaWebhookSessionStatusIdledEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookSessionStatusTerminatedEventData) implBetaWebhookEventDataUnion()              {}
func (BetaWebhookSessionThreadCreatedEventData) implBetaWebhookEventDataUnion()                 {}
func (BetaWebhookSessionThreadIdledEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookSessionThreadTerminatedEventData) implBetaWebhookEventDataUnion()              {}
func (BetaWebhookSessionOutcomeEvaluationEndedEventData) implBetaWebhookEventDataUnion()        {}
func (BetaWebhookVaultCreatedEventData) implBetaWebhookEventDataUnion()                         {}
func (BetaWebhookVaultArchivedEventData) implBetaWebhookEventDataUnion()                        {}
func (BetaWebhookVaultDeletedEventData) implBetaWebhookEventDataUnion()                         {}
func (BetaWebhookVaultCredentialCreatedEventData) implBetaWebhookEventDataUnion()               {}
func (BetaWebhookVaultCredentialArchivedEventData) implBetaWebhookEventDataUnion()              {}
func (BetaWebhookVaultCredentialDeletedEventData) implBetaWebhookEventDataUnion()               {}
func (BetaWebhookVaultCredentialRefreshFailedEventData) implBetaWebhookEventDataUnion()         {}
func (BetaWebhookSessionUpdatedEventData) implBetaWebhookEventDataUnion()                       {}
func (BetaWebhookAgentCreatedEventData) implBetaWebhookEventDataUnion()                         {}
func (BetaWebhookAgentArchivedEventData) implBetaWebhookEventDataUnion()                        {}
func (BetaWebhookAgentDeletedEventData) implBetaWebhookEventDataUnion()                         {}
func (BetaWebhookDeploymentPausedEventData) implBetaWebhookEventDataUnion()                     {}
func (BetaWebhookDeploymentRunFailedEventData) implBetaWebhookEventDataUnion()                  {}
func (BetaWebhookDeploymentCreatedEventData) implBetaWebhookEventDataUnion()                    {}
func (BetaWebhookDeploymentUpdatedEventData) implBetaWebhookEventDataUnion()                    {}
func (BetaWebhookDeploymentUnpausedEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookAgentUpdatedEventData) implBetaWebhookEventDataUnion()                         {}
func (BetaWebhookDeploymentArchivedEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookDeploymentRunStartedEventData) implBetaWebhookEventDataUnion()                 {}
func (BetaWebhookDeploymentDeletedEventData) implBetaWebhookEventDataUnion()                    {}
func (BetaWebhookDeploymentRunSucceededEventData) implBetaWebhookEventDataUnion()               {}
func (BetaWebhookEnvironmentCreatedEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookEnvironmentUpdatedEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookEnvironmentArchivedEventData) implBetaWebhookEventDataUnion()                  {}
func (BetaWebhookEnvironmentDeletedEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookMemoryStoreCreatedEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookMemoryStoreArchivedEventData) implBetaWebhookEventDataUnion()                  {}
func (BetaWebhookMemoryStoreDeletedEventData) implBetaWebhookEventDataUnion()                   {}
func (BetaWebhookSessionBudgetReachedEventData) implBetaWebhookEventDataUnion()                 {}
func (BetaWebhookUserProfileEnforcementActionOpenedEventData) implBetaWebhookEventDataUnion()   {}
func (BetaWebhookUserProfileEnforcementActionResolvedEventData) implBetaWebhookEventDataUnion() {}

// Use the following switch statement to find the correct variant
//
//	switch variant := BetaWebhookEventDataUnion.AsAny().(type) {
//	case anthropic.BetaWebhookSessionCreatedEventData:
//	case anthropic.BetaWebhookSessionPendingEventData:
//	case anthropic.BetaWebhookSessionRunningEventData:
//	case anthropic.BetaWebhookSessionIdledEventData:
//	case anthropic.BetaWebhookSessionRequiresActionEventData:
//	case anthropic.BetaWebhookSessionArchivedEventData:
//	case anthropic.BetaWebhookSessionDeletedEventData:
//	case anthropic.BetaWebhookSessionStatusRescheduledEventData:
//	case anthropic.BetaWebhookSessionStatusRunStartedEventData:
//	case anthropic.BetaWebhookSessionStatusIdledEventData:
//	case anthropic.BetaWebhookSessionStatusTerminatedEventData:
//	case anthropic.BetaWebhookSessionThreadCreatedEventData:
//	case anthropic.BetaWebhookSessionThreadIdledEventData:
//	case anthropic.BetaWebhookSessionThreadTerminatedEventData:
//	case anthropic.BetaWebhookSessionOutcomeEvaluationEndedEventData:
//	case anthropic.BetaWebhookVaultCreatedEventData:
//	case anthropic.BetaWebhookVaultArchivedEventData:
//	case anthropic.BetaWebhookVaultDeletedEventData:
//	case anthropic.BetaWebhookVaultCredentialCreatedEventData:
//	case anthropic.BetaWebhookVaultCredentialArchivedEventData:
//	case anthropic.BetaWebhookVaultCredentialDeletedEventData:
//	case anthropic.BetaWebhookVaultCredentialRefreshFailedEventData:
//	case anthropic.BetaWebhookSessionUpdatedEventData:
//	case anthropic.BetaWebhookAgentCreatedEventData:
//	case anthropic.BetaWebhookAgentArchivedEventData:
//	case anthropic.BetaWebhookAgentDeletedEventData:
//	case anthropic.BetaWebhookDeploymentPausedEventData:
//	case anthropic.BetaWebhookDeploymentRunFailedEventData:
//	case anthropic.BetaWebhookDeploymentCreatedEventData:
//	case anthropic.BetaWebhookDeploymentUpdatedEventData:
//	case anthropic.BetaWebhookDeploymentUnpausedEventData:
//	case anthropic.BetaWebhookAgentUpdatedEventData:
//	case anthropic.BetaWebhookDeploymentArchivedEventData:
//	case anthropic.BetaWebhookDeploymentRunStartedEventData:
//	case anthropic.BetaWebhookDeploymentDeletedEventData:
//	case anthropic.BetaWebhookDeploymentRunSucceededEventData:
//	case anthropic.BetaWebhookEnvironmentCreatedEventData:
//	case anthropic.BetaWebhookEnvironmentUpdatedEventData:
//	case anthropic.BetaWebhookEnvironmentArchivedEventData:
//	case anthropic.BetaWebhookEnvironmentDeletedEventData:
//	case anthropic.BetaWebhookMemoryStoreCreatedEventData:
//	case anthropic.BetaWebhookMemoryStoreArchivedEventData:
//	case anthropic.BetaWebhookMemoryStoreDeletedEventData:
//	case anthropic.BetaWebhookSessionBudgetReachedEventData:
//	case anthropic.BetaWebhookUserProfileEnforcementActionOpenedEventData:
//	case anthropic.BetaWebhookUserProfileEnforcementActionResolvedEventData:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u BetaWebhookEventDataUnion) AsAny() anyBetaWebhookEventData {
	switch u.Type {
	case "session.created":
		return u.AsSessionCreated()
	case "session.pending":
		return u.AsSessionPending()
	case "session.running":
		return u.AsSessionRunning()
	case "session.idled":
		return u.AsSessionIdled()
	case "session.requires_action":
		return u.AsSessionRequiresAction()
	case "session.archived":
		return u.AsSessionArchived()
	case "session.deleted":
		return u.AsSessionDeleted()
	case "session.status_rescheduled":
		return u.AsSessionStatusRescheduled()
	case "session.status_run_started":
		return u.AsSessionStatusRunStarted()
	case "session.status_idled":
		return u.AsSessionStatusIdled()
	case "session.status_terminated":
		return u.AsSessionStatusTerminated()
	case "session.thread_created":
		return u.AsSessionThreadCreated()
	case "session.thread_idled":
		return u.AsSessionThreadIdled()
	case "session.thread_terminated":
		return u.AsSessionThreadTerminated()
	case "session.outcome_evaluation_ended":
		return u.AsSessionOutcomeEvaluationEnded()
	case "vault.created":
		return u.AsVaultCreated()
	case "vault.archived":
		return u.AsVaultArchived()
	case "vault.deleted":
		return u.AsVaultDeleted()
	case "vault_credential.created":
		return u.AsVaultCredentialCreated()
	case "vault_credential.archived":
		return u.AsVaultCredentialArchived()
	case "vault_credential.deleted":
		return u.AsVaultCredentialDeleted()
	case "vault_credential.refresh_failed":
		return u.AsVaultCredentialRefreshFailed()
	case "session.updated":
		return u.AsSessionUpdated()
	case "agent.created":
		return u.AsAgentCreated()
	case "agent.archived":
		return u.AsAgentArchived()
	case "agent.deleted":
		return u.AsAgentDeleted()
	case "deployment.paused":
		return u.AsDeploymentPaused()
	case "deployment_run.failed":
		return u.AsDeploymentRunFailed()
	case "deployment.created":
		return u.AsDeploymentCreated()
	case "deployment.updated":
		return u.AsDeploymentUpdated()
	case "deployment.unpaused":
		return u.AsDeploymentUnpaused()
	case "agent.updated":
		return u.AsAgentUpdated()
	case "deployment.archived":
		return u.AsDeploymentArchived()
	case "deployment_run.started":
		return u.AsDeploymentRunStarted()
	case "deployment.deleted":
		return u.AsDeploymentDeleted()
	case "deployment_run.succeeded":
		return u.AsDeploymentRunSucceeded()
	case "environment.created":
		return u.AsEnvironmentCreated()
	case "environment.updated":
		return u.AsEnvironmentUpdated()
	case "environment.archived":
		return u.AsEnvironmentArchived()
	case "environment.deleted":
		return u.AsEnvironmentDeleted()
	case "memory_store.created":
		return u.AsMemoryStoreCreated()
	case "memory_store.archived":
		return u.AsMemoryStoreArchived()
	case "memory_store.deleted":
		return u.AsMemoryStoreDeleted()
	case "session.budget_reached":
		return u.AsSessionBudgetReached()
	case "user_profile.enforcement_action_opened":
		return u.AsUserProfileEnforcementActionOpened()
	case "user_profile.enforcement_action_resolved":
		return u.AsUserProfileEnforcementActionResolved()
	}
	return nil
}

func (u BetaWebhookEventDataUnion) AsSessionCreated() (v BetaWebhookSessionCreatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionPending() (v BetaWebhookSessionPendingEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionRunning() (v BetaWebhookSessionRunningEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionIdled() (v BetaWebhookSessionIdledEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionRequiresAction() (v BetaWebhookSessionRequiresActionEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionArchived() (v BetaWebhookSessionArchivedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionDeleted() (v BetaWebhookSessionDeletedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionStatusRescheduled() (v BetaWebhookSessionStatusRescheduledEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionStatusRunStarted() (v BetaWebhookSessionStatusRunStartedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionStatusIdled() (v BetaWebhookSessionStatusIdledEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionStatusTerminated() (v BetaWebhookSessionStatusTerminatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionThreadCreated() (v BetaWebhookSessionThreadCreatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionThreadIdled() (v BetaWebhookSessionThreadIdledEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionThreadTerminated() (v BetaWebhookSessionThreadTerminatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionOutcomeEvaluationEnded() (v BetaWebhookSessionOutcomeEvaluationEndedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsVaultCreated() (v BetaWebhookVaultCreatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsVaultArchived() (v BetaWebhookVaultArchivedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsVaultDeleted() (v BetaWebhookVaultDeletedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsVaultCredentialCreated() (v BetaWebhookVaultCredentialCreatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsVaultCredentialArchived() (v BetaWebhookVaultCredentialArchivedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsVaultCredentialDeleted() (v BetaWebhookVaultCredentialDeletedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsVaultCredentialRefreshFailed() (v BetaWebhookVaultCredentialRefreshFailedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionUpdated() (v BetaWebhookSessionUpdatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsAgentCreated() (v BetaWebhookAgentCreatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsAgentArchived() (v BetaWebhookAgentArchivedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsAgentDeleted() (v BetaWebhookAgentDeletedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentPaused() (v BetaWebhookDeploymentPausedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentRunFailed() (v BetaWebhookDeploymentRunFailedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentCreated() (v BetaWebhookDeploymentCreatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentUpdated() (v BetaWebhookDeploymentUpdatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentUnpaused() (v BetaWebhookDeploymentUnpausedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsAgentUpdated() (v BetaWebhookAgentUpdatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentArchived() (v BetaWebhookDeploymentArchivedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentRunStarted() (v BetaWebhookDeploymentRunStartedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentDeleted() (v BetaWebhookDeploymentDeletedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsDeploymentRunSucceeded() (v BetaWebhookDeploymentRunSucceededEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsEnvironmentCreated() (v BetaWebhookEnvironmentCreatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsEnvironmentUpdated() (v BetaWebhookEnvironmentUpdatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsEnvironmentArchived() (v BetaWebhookEnvironmentArchivedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsEnvironmentDeleted() (v BetaWebhookEnvironmentDeletedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsMemoryStoreCreated() (v BetaWebhookMemoryStoreCreatedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsMemoryStoreArchived() (v BetaWebhookMemoryStoreArchivedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsMemoryStoreDeleted() (v BetaWebhookMemoryStoreDeletedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsSessionBudgetReached() (v BetaWebhookSessionBudgetReachedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsUserProfileEnforcementActionOpened() (v BetaWebhookUserProfileEnforcementActionOpenedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u BetaWebhookEventDataUnion) AsUserProfileEnforcementActionResolved() (v BetaWebhookUserProfileEnforcementActionResolvedEventData) {
	apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u BetaWebhookEventDataUnion) RawJSON() string { return u.JSON.raw }

func (r *BetaWebhookEventDataUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookMemoryStoreArchivedEventData struct {
	// ID of the memory store that triggered the event.
	ID             string                       `json:"id" api:"required"`
	OrganizationID string                       `json:"organization_id" api:"required"`
	Type           constant.MemoryStoreArchived `json:"type" default:"memory_store.archived"`
	WorkspaceID    string                       `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookMemoryStoreArchivedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookMemoryStoreArchivedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookMemoryStoreCreatedEventData struct {
	// ID of the memory store that triggered the event.
	ID             string                      `json:"id" api:"required"`
	OrganizationID string                      `json:"organization_id" api:"required"`
	Type           constant.MemoryStoreCreated `json:"type" default:"memory_store.created"`
	WorkspaceID    string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookMemoryStoreCreatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookMemoryStoreCreatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookMemoryStoreDeletedEventData struct {
	// ID of the memory store that triggered the event.
	ID             string                      `json:"id" api:"required"`
	OrganizationID string                      `json:"organization_id" api:"required"`
	Type           constant.MemoryStoreDeleted `json:"type" default:"memory_store.deleted"`
	WorkspaceID    string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookMemoryStoreDeletedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookMemoryStoreDeletedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionArchivedEventData struct {
	// ID of the session that triggered the event.
	ID             string                   `json:"id" api:"required"`
	OrganizationID string                   `json:"organization_id" api:"required"`
	Type           constant.SessionArchived `json:"type" default:"session.archived"`
	WorkspaceID    string                   `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionArchivedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionArchivedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionBudgetReachedEventData struct {
	// ID of the session that triggered the event.
	ID             string                        `json:"id" api:"required"`
	OrganizationID string                        `json:"organization_id" api:"required"`
	Type           constant.SessionBudgetReached `json:"type" default:"session.budget_reached"`
	WorkspaceID    string                        `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionBudgetReachedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionBudgetReachedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionCreatedEventData struct {
	// ID of the session that triggered the event.
	ID             string                  `json:"id" api:"required"`
	OrganizationID string                  `json:"organization_id" api:"required"`
	Type           constant.SessionCreated `json:"type" default:"session.created"`
	WorkspaceID    string                  `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionCreatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionCreatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionDeletedEventData struct {
	// ID of the session that triggered the event.
	ID             string                  `json:"id" api:"required"`
	OrganizationID string                  `json:"organization_id" api:"required"`
	Type           constant.SessionDeleted `json:"type" default:"session.deleted"`
	WorkspaceID    string                  `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionDeletedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionDeletedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionIdledEventData struct {
	// ID of the session that triggered the event.
	ID             string                `json:"id" api:"required"`
	OrganizationID string                `json:"organization_id" api:"required"`
	Type           constant.SessionIdled `json:"type" default:"session.idled"`
	WorkspaceID    string                `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionIdledEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionIdledEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionOutcomeEvaluationEndedEventData struct {
	// ID of the session that triggered the event.
	ID             string                                 `json:"id" api:"required"`
	OrganizationID string                                 `json:"organization_id" api:"required"`
	Type           constant.SessionOutcomeEvaluationEnded `json:"type" default:"session.outcome_evaluation_ended"`
	WorkspaceID    string                                 `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionOutcomeEvaluationEndedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionOutcomeEvaluationEndedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionPendingEventData struct {
	// ID of the session that triggered the event.
	ID             string                  `json:"id" api:"required"`
	OrganizationID string                  `json:"organization_id" api:"required"`
	Type           constant.SessionPending `json:"type" default:"session.pending"`
	WorkspaceID    string                  `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionPendingEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionPendingEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionRequiresActionEventData struct {
	// ID of the session that triggered the event.
	ID             string                         `json:"id" api:"required"`
	OrganizationID string                         `json:"organization_id" api:"required"`
	Type           constant.SessionRequiresAction `json:"type" default:"session.requires_action"`
	WorkspaceID    string                         `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionRequiresActionEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionRequiresActionEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionRunningEventData struct {
	// ID of the session that triggered the event.
	ID             string                  `json:"id" api:"required"`
	OrganizationID string                  `json:"organization_id" api:"required"`
	Type           constant.SessionRunning `json:"type" default:"session.running"`
	WorkspaceID    string                  `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionRunningEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionRunningEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionStatusIdledEventData struct {
	// ID of the session that triggered the event.
	ID             string                      `json:"id" api:"required"`
	OrganizationID string                      `json:"organization_id" api:"required"`
	Type           constant.SessionStatusIdled `json:"type" default:"session.status_idled"`
	WorkspaceID    string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionStatusIdledEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionStatusIdledEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionStatusRescheduledEventData struct {
	// ID of the session that triggered the event.
	ID             string                            `json:"id" api:"required"`
	OrganizationID string                            `json:"organization_id" api:"required"`
	Type           constant.SessionStatusRescheduled `json:"type" default:"session.status_rescheduled"`
	WorkspaceID    string                            `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionStatusRescheduledEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionStatusRescheduledEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionStatusRunStartedEventData struct {
	// ID of the session that triggered the event.
	ID             string                           `json:"id" api:"required"`
	OrganizationID string                           `json:"organization_id" api:"required"`
	Type           constant.SessionStatusRunStarted `json:"type" default:"session.status_run_started"`
	WorkspaceID    string                           `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionStatusRunStartedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionStatusRunStartedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionStatusTerminatedEventData struct {
	// ID of the session that triggered the event.
	ID             string                           `json:"id" api:"required"`
	OrganizationID string                           `json:"organization_id" api:"required"`
	Type           constant.SessionStatusTerminated `json:"type" default:"session.status_terminated"`
	WorkspaceID    string                           `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionStatusTerminatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionStatusTerminatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionThreadCreatedEventData struct {
	// ID of the session that triggered the event.
	ID             string `json:"id" api:"required"`
	OrganizationID string `json:"organization_id" api:"required"`
	// ID of the session thread this event refers to.
	SessionThreadID string                        `json:"session_thread_id" api:"required"`
	Type            constant.SessionThreadCreated `json:"type" default:"session.thread_created"`
	WorkspaceID     string                        `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		OrganizationID  respjson.Field
		SessionThreadID respjson.Field
		Type            respjson.Field
		WorkspaceID     respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionThreadCreatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionThreadCreatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionThreadIdledEventData struct {
	// ID of the session that triggered the event.
	ID             string `json:"id" api:"required"`
	OrganizationID string `json:"organization_id" api:"required"`
	// ID of the session thread this event refers to.
	SessionThreadID string                      `json:"session_thread_id" api:"required"`
	Type            constant.SessionThreadIdled `json:"type" default:"session.thread_idled"`
	WorkspaceID     string                      `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		OrganizationID  respjson.Field
		SessionThreadID respjson.Field
		Type            respjson.Field
		WorkspaceID     respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionThreadIdledEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionThreadIdledEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionThreadTerminatedEventData struct {
	// ID of the session that triggered the event.
	ID             string `json:"id" api:"required"`
	OrganizationID string `json:"organization_id" api:"required"`
	// ID of the session thread this event refers to.
	SessionThreadID string                           `json:"session_thread_id" api:"required"`
	Type            constant.SessionThreadTerminated `json:"type" default:"session.thread_terminated"`
	WorkspaceID     string                           `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID              respjson.Field
		OrganizationID  respjson.Field
		SessionThreadID respjson.Field
		Type            respjson.Field
		WorkspaceID     respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionThreadTerminatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionThreadTerminatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookSessionUpdatedEventData struct {
	// ID of the session that triggered the event.
	ID             string                  `json:"id" api:"required"`
	OrganizationID string                  `json:"organization_id" api:"required"`
	Type           constant.SessionUpdated `json:"type" default:"session.updated"`
	WorkspaceID    string                  `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookSessionUpdatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookSessionUpdatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookUserProfileEnforcementActionOpenedEventData struct {
	// ID of the user profile the enforcement action is on.
	ID string `json:"id" api:"required"`
	// ID (`enac_...`) of the enforcement action that was opened or resolved.
	EnforcementActionID string                                      `json:"enforcement_action_id" api:"required"`
	OrganizationID      string                                      `json:"organization_id" api:"required"`
	Type                constant.UserProfileEnforcementActionOpened `json:"type" default:"user_profile.enforcement_action_opened"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                  respjson.Field
		EnforcementActionID respjson.Field
		OrganizationID      respjson.Field
		Type                respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookUserProfileEnforcementActionOpenedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookUserProfileEnforcementActionOpenedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookUserProfileEnforcementActionResolvedEventData struct {
	// ID of the user profile the enforcement action is on.
	ID string `json:"id" api:"required"`
	// ID (`enac_...`) of the enforcement action that was opened or resolved.
	EnforcementActionID string                                        `json:"enforcement_action_id" api:"required"`
	OrganizationID      string                                        `json:"organization_id" api:"required"`
	Type                constant.UserProfileEnforcementActionResolved `json:"type" default:"user_profile.enforcement_action_resolved"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID                  respjson.Field
		EnforcementActionID respjson.Field
		OrganizationID      respjson.Field
		Type                respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookUserProfileEnforcementActionResolvedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookUserProfileEnforcementActionResolvedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookVaultArchivedEventData struct {
	// ID of the vault that triggered the event.
	ID             string                 `json:"id" api:"required"`
	OrganizationID string                 `json:"organization_id" api:"required"`
	Type           constant.VaultArchived `json:"type" default:"vault.archived"`
	WorkspaceID    string                 `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookVaultArchivedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookVaultArchivedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookVaultCreatedEventData struct {
	// ID of the vault that triggered the event.
	ID             string                `json:"id" api:"required"`
	OrganizationID string                `json:"organization_id" api:"required"`
	Type           constant.VaultCreated `json:"type" default:"vault.created"`
	WorkspaceID    string                `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookVaultCreatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookVaultCreatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookVaultCredentialArchivedEventData struct {
	// ID of the vault credential that triggered the event.
	ID             string                           `json:"id" api:"required"`
	OrganizationID string                           `json:"organization_id" api:"required"`
	Type           constant.VaultCredentialArchived `json:"type" default:"vault_credential.archived"`
	// ID of the vault that owns this credential.
	VaultID     string `json:"vault_id" api:"required"`
	WorkspaceID string `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		VaultID        respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookVaultCredentialArchivedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookVaultCredentialArchivedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookVaultCredentialCreatedEventData struct {
	// ID of the vault credential that triggered the event.
	ID             string                          `json:"id" api:"required"`
	OrganizationID string                          `json:"organization_id" api:"required"`
	Type           constant.VaultCredentialCreated `json:"type" default:"vault_credential.created"`
	// ID of the vault that owns this credential.
	VaultID     string `json:"vault_id" api:"required"`
	WorkspaceID string `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		VaultID        respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookVaultCredentialCreatedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookVaultCredentialCreatedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookVaultCredentialDeletedEventData struct {
	// ID of the vault credential that triggered the event.
	ID             string                          `json:"id" api:"required"`
	OrganizationID string                          `json:"organization_id" api:"required"`
	Type           constant.VaultCredentialDeleted `json:"type" default:"vault_credential.deleted"`
	// ID of the vault that owns this credential.
	VaultID     string `json:"vault_id" api:"required"`
	WorkspaceID string `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		VaultID        respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookVaultCredentialDeletedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookVaultCredentialDeletedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookVaultCredentialRefreshFailedEventData struct {
	// ID of the vault credential that triggered the event.
	ID             string                                `json:"id" api:"required"`
	OrganizationID string                                `json:"organization_id" api:"required"`
	Type           constant.VaultCredentialRefreshFailed `json:"type" default:"vault_credential.refresh_failed"`
	// ID of the vault that owns this credential.
	VaultID     string `json:"vault_id" api:"required"`
	WorkspaceID string `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		VaultID        respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookVaultCredentialRefreshFailedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookVaultCredentialRefreshFailedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type BetaWebhookVaultDeletedEventData struct {
	// ID of the vault that triggered the event.
	ID             string                `json:"id" api:"required"`
	OrganizationID string                `json:"organization_id" api:"required"`
	Type           constant.VaultDeleted `json:"type" default:"vault.deleted"`
	WorkspaceID    string                `json:"workspace_id" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ID             respjson.Field
		OrganizationID respjson.Field
		Type           respjson.Field
		WorkspaceID    respjson.Field
		ExtraFields    map[string]respjson.Field
		raw            string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r BetaWebhookVaultDeletedEventData) RawJSON() string { return r.JSON.raw }
func (r *BetaWebhookVaultDeletedEventData) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}
