// File generated from our OpenAPI spec by Castiron. See CONTRIBUTING.md for details.

package openai

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"slices"

	"github.com/openai/openai-go/v3/internal/apiform"
	"github.com/openai/openai-go/v3/internal/apijson"
	"github.com/openai/openai-go/v3/internal/requestconfig"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/packages/respjson"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/shared/constant"
)

// Given a prompt and/or an input image, the model will generate a new image.
//
// ImageService contains methods and other services that help with interacting with
// the openai API.
//
// Note, unlike clients, this service does not read variables from the environment
// automatically. You should not instantiate this service directly, and instead use
// the [NewImageService] method instead.
type ImageService struct {
	Options []option.RequestOption
}

// NewImageService generates a new service that applies the given options to each
// request. These options are applied after the parent client's options (if there
// is one), and before any request-specific options.
func NewImageService(opts ...option.RequestOption) (r ImageService) {
	r = ImageService{}
	r.Options = requestconfig.InheritedOptions(opts...)
	return
}

// This endpoint is retired and no longer available. Use the image edits endpoint
// with a GPT Image model and a prompt to create a variation of an image. The
// request and response schemas below describe the legacy contract.
//
// Deprecated: deprecated
func (r *ImageService) NewVariation(ctx context.Context, body ImageNewVariationParams, opts ...option.RequestOption) (res *ImagesResponse, err error) {
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	path := "images/variations"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, requestconfig.MultipartBody(body), &res, opts...)
	return res, err
}

// Creates an edited or extended image given one or more source images and a
// prompt. This endpoint supports GPT Image models.
func (r *ImageService) Edit(ctx context.Context, body ImageEditParams, opts ...option.RequestOption) (res *ImagesResponse, err error) {
	if param.IsNull(body.SafetyIdentifier) {
		body.SafetyIdentifier = param.Opt[string]{}
	}
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	path := "images/edits"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, requestconfig.MultipartBody(body), &res, opts...)
	return res, err
}

// Creates an edited or extended image given one or more source images and a
// prompt. This endpoint supports GPT Image models.
func (r *ImageService) EditStreaming(ctx context.Context, body ImageEditParams, opts ...option.RequestOption) (stream *ssestream.Stream[ImageEditStreamEventUnion]) {
	if param.IsNull(body.SafetyIdentifier) {
		body.SafetyIdentifier = param.Opt[string]{}
	}
	var (
		raw *http.Response
		err error
	)
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	body.SetExtraFields(map[string]any{
		"stream": "true",
	})
	path := "images/edits"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, requestconfig.MultipartBody(body), &raw, opts...)
	return ssestream.NewStream[ImageEditStreamEventUnion](ssestream.NewDecoder(raw), err)
}

// Creates an image given a prompt using a GPT Image model.
// [Learn more](https://developers.openai.com/api/docs/guides/images-vision).
func (r *ImageService) Generate(ctx context.Context, body ImageGenerateParams, opts ...option.RequestOption) (res *ImagesResponse, err error) {
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	path := "images/generations"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, body, &res, opts...)
	return res, err
}

// Creates an image given a prompt using a GPT Image model.
// [Learn more](https://developers.openai.com/api/docs/guides/images-vision).
func (r *ImageService) GenerateStreaming(ctx context.Context, body ImageGenerateParams, opts ...option.RequestOption) (stream *ssestream.Stream[ImageGenStreamEventUnion]) {
	var (
		raw *http.Response
		err error
	)
	var preClientOpts = []option.RequestOption{requestconfig.WithBearerAuthSecurity()}
	opts = slices.Concat(preClientOpts, r.Options, opts)
	opts = append(opts, option.WithJSONSet("stream", true))
	path := "images/generations"
	err = requestconfig.ExecuteNewRequest(ctx, http.MethodPost, path, body, &raw, opts...)
	return ssestream.NewStream[ImageGenStreamEventUnion](ssestream.NewDecoder(raw), err)
}

// Represents the content or the URL of an image generated by the OpenAI API.
type Image struct {
	// The base64-encoded JSON of the generated image. Returned by default for GPT
	// image models, or when `response_format` is set to `b64_json` for models that
	// support that parameter.
	B64JSON string `json:"b64_json"`
	// The revised prompt used to generate the image, for models that support prompt
	// revision. Not returned by GPT image models.
	RevisedPrompt string `json:"revised_prompt"`
	// The URL of the generated image when `response_format` is set to `url` for models
	// that support that parameter. Unsupported for GPT image models.
	URL string `json:"url" format:"uri"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		B64JSON       respjson.Field
		RevisedPrompt respjson.Field
		URL           respjson.Field
		ExtraFields   map[string]respjson.Field
		raw           string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r Image) RawJSON() string { return r.JSON.raw }
func (r *Image) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when image editing has completed and the final image is available.
type ImageEditCompletedEvent struct {
	// Base64-encoded final edited image data, suitable for rendering as an image.
	B64JSON string `json:"b64_json" api:"required"`
	// The background setting for the edited image.
	//
	// Any of "transparent", "opaque", "auto".
	Background ImageEditCompletedEventBackground `json:"background" api:"required"`
	// The Unix timestamp when the event was created.
	CreatedAt int64 `json:"created_at" api:"required" format:"unixtime"`
	// The output format for the edited image.
	//
	// Any of "png", "webp", "jpeg".
	OutputFormat ImageEditCompletedEventOutputFormat `json:"output_format" api:"required"`
	// The quality setting for the edited image.
	//
	// Any of "low", "medium", "high", "xhigh", "max", "auto".
	Quality ImageEditCompletedEventQuality `json:"quality" api:"required"`
	// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
	Size ImageEditCompletedEventSize `json:"size" api:"required"`
	// The type of the event. Always `image_edit.completed`.
	Type constant.ImageEditCompleted `json:"type" default:"image_edit.completed"`
	// For the GPT image models only, the token usage information for the image
	// generation.
	Usage ImageEditCompletedEventUsage `json:"usage" api:"required"`
	// The effective safety identifier used for safety monitoring and abuse detection.
	// This is the non-empty `safety_identifier` from the request, or the deprecated
	// `user` value when `safety_identifier` is omitted, null, or empty.
	SafetyIdentifier string `json:"safety_identifier" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		B64JSON          respjson.Field
		Background       respjson.Field
		CreatedAt        respjson.Field
		OutputFormat     respjson.Field
		Quality          respjson.Field
		Size             respjson.Field
		Type             respjson.Field
		Usage            respjson.Field
		SafetyIdentifier respjson.Field
		ExtraFields      map[string]respjson.Field
		raw              string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImageEditCompletedEvent) RawJSON() string { return r.JSON.raw }
func (r *ImageEditCompletedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The background setting for the edited image.
type ImageEditCompletedEventBackground string

const (
	ImageEditCompletedEventBackgroundTransparent ImageEditCompletedEventBackground = "transparent"
	ImageEditCompletedEventBackgroundOpaque      ImageEditCompletedEventBackground = "opaque"
	ImageEditCompletedEventBackgroundAuto        ImageEditCompletedEventBackground = "auto"
)

// The output format for the edited image.
type ImageEditCompletedEventOutputFormat string

const (
	ImageEditCompletedEventOutputFormatPNG  ImageEditCompletedEventOutputFormat = "png"
	ImageEditCompletedEventOutputFormatWebP ImageEditCompletedEventOutputFormat = "webp"
	ImageEditCompletedEventOutputFormatJPEG ImageEditCompletedEventOutputFormat = "jpeg"
)

// The quality setting for the edited image.
type ImageEditCompletedEventQuality string

const (
	ImageEditCompletedEventQualityLow    ImageEditCompletedEventQuality = "low"
	ImageEditCompletedEventQualityMedium ImageEditCompletedEventQuality = "medium"
	ImageEditCompletedEventQualityHigh   ImageEditCompletedEventQuality = "high"
	ImageEditCompletedEventQualityXhigh  ImageEditCompletedEventQuality = "xhigh"
	ImageEditCompletedEventQualityMax    ImageEditCompletedEventQuality = "max"
	ImageEditCompletedEventQualityAuto   ImageEditCompletedEventQuality = "auto"
)

// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
type ImageEditCompletedEventSize string

const (
	ImageEditCompletedEventSize1024x1024 ImageEditCompletedEventSize = "1024x1024"
	ImageEditCompletedEventSize1024x1536 ImageEditCompletedEventSize = "1024x1536"
	ImageEditCompletedEventSize1536x1024 ImageEditCompletedEventSize = "1536x1024"
	ImageEditCompletedEventSizeAuto      ImageEditCompletedEventSize = "auto"
)

// For the GPT image models only, the token usage information for the image
// generation.
type ImageEditCompletedEventUsage struct {
	// The number of tokens (images and text) in the input prompt.
	InputTokens int64 `json:"input_tokens" api:"required"`
	// The input tokens detailed information for the image generation.
	InputTokensDetails ImageEditCompletedEventUsageInputTokensDetails `json:"input_tokens_details" api:"required"`
	// The number of image tokens in the output image.
	OutputTokens int64 `json:"output_tokens" api:"required"`
	// The total number of tokens (images and text) used for the image generation.
	TotalTokens int64 `json:"total_tokens" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		InputTokens        respjson.Field
		InputTokensDetails respjson.Field
		OutputTokens       respjson.Field
		TotalTokens        respjson.Field
		ExtraFields        map[string]respjson.Field
		raw                string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImageEditCompletedEventUsage) RawJSON() string { return r.JSON.raw }
func (r *ImageEditCompletedEventUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The input tokens detailed information for the image generation.
type ImageEditCompletedEventUsageInputTokensDetails struct {
	// The number of image tokens in the input prompt.
	ImageTokens int64 `json:"image_tokens" api:"required"`
	// The number of text tokens in the input prompt.
	TextTokens int64 `json:"text_tokens" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ImageTokens respjson.Field
		TextTokens  respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImageEditCompletedEventUsageInputTokensDetails) RawJSON() string { return r.JSON.raw }
func (r *ImageEditCompletedEventUsageInputTokensDetails) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when a partial image is available during image editing streaming.
type ImageEditPartialImageEvent struct {
	// Base64-encoded partial image data, suitable for rendering as an image.
	B64JSON string `json:"b64_json" api:"required"`
	// The background setting for the requested edited image.
	//
	// Any of "transparent", "opaque", "auto".
	Background ImageEditPartialImageEventBackground `json:"background" api:"required"`
	// The Unix timestamp when the event was created.
	CreatedAt int64 `json:"created_at" api:"required" format:"unixtime"`
	// The output format for the requested edited image.
	//
	// Any of "png", "webp", "jpeg".
	OutputFormat ImageEditPartialImageEventOutputFormat `json:"output_format" api:"required"`
	// 0-based index for the partial image (streaming).
	PartialImageIndex int64 `json:"partial_image_index" api:"required"`
	// The quality setting for the requested edited image.
	//
	// Any of "low", "medium", "high", "xhigh", "max", "auto".
	Quality ImageEditPartialImageEventQuality `json:"quality" api:"required"`
	// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
	Size ImageEditPartialImageEventSize `json:"size" api:"required"`
	// The type of the event. Always `image_edit.partial_image`.
	Type constant.ImageEditPartialImage `json:"type" default:"image_edit.partial_image"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		B64JSON           respjson.Field
		Background        respjson.Field
		CreatedAt         respjson.Field
		OutputFormat      respjson.Field
		PartialImageIndex respjson.Field
		Quality           respjson.Field
		Size              respjson.Field
		Type              respjson.Field
		ExtraFields       map[string]respjson.Field
		raw               string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImageEditPartialImageEvent) RawJSON() string { return r.JSON.raw }
func (r *ImageEditPartialImageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The background setting for the requested edited image.
type ImageEditPartialImageEventBackground string

const (
	ImageEditPartialImageEventBackgroundTransparent ImageEditPartialImageEventBackground = "transparent"
	ImageEditPartialImageEventBackgroundOpaque      ImageEditPartialImageEventBackground = "opaque"
	ImageEditPartialImageEventBackgroundAuto        ImageEditPartialImageEventBackground = "auto"
)

// The output format for the requested edited image.
type ImageEditPartialImageEventOutputFormat string

const (
	ImageEditPartialImageEventOutputFormatPNG  ImageEditPartialImageEventOutputFormat = "png"
	ImageEditPartialImageEventOutputFormatWebP ImageEditPartialImageEventOutputFormat = "webp"
	ImageEditPartialImageEventOutputFormatJPEG ImageEditPartialImageEventOutputFormat = "jpeg"
)

// The quality setting for the requested edited image.
type ImageEditPartialImageEventQuality string

const (
	ImageEditPartialImageEventQualityLow    ImageEditPartialImageEventQuality = "low"
	ImageEditPartialImageEventQualityMedium ImageEditPartialImageEventQuality = "medium"
	ImageEditPartialImageEventQualityHigh   ImageEditPartialImageEventQuality = "high"
	ImageEditPartialImageEventQualityXhigh  ImageEditPartialImageEventQuality = "xhigh"
	ImageEditPartialImageEventQualityMax    ImageEditPartialImageEventQuality = "max"
	ImageEditPartialImageEventQualityAuto   ImageEditPartialImageEventQuality = "auto"
)

// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
type ImageEditPartialImageEventSize string

const (
	ImageEditPartialImageEventSize1024x1024 ImageEditPartialImageEventSize = "1024x1024"
	ImageEditPartialImageEventSize1024x1536 ImageEditPartialImageEventSize = "1024x1536"
	ImageEditPartialImageEventSize1536x1024 ImageEditPartialImageEventSize = "1536x1024"
	ImageEditPartialImageEventSizeAuto      ImageEditPartialImageEventSize = "auto"
)

// ImageEditStreamEventUnion contains all possible properties and values from
// [ImageEditPartialImageEvent], [ImageEditCompletedEvent].
//
// Use the [ImageEditStreamEventUnion.AsAny] method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type ImageEditStreamEventUnion struct {
	B64JSON      string `json:"b64_json"`
	Background   string `json:"background"`
	CreatedAt    int64  `json:"created_at"`
	OutputFormat string `json:"output_format"`
	// This field is from variant [ImageEditPartialImageEvent].
	PartialImageIndex int64  `json:"partial_image_index"`
	Quality           string `json:"quality"`
	Size              string `json:"size"`
	// Any of "image_edit.partial_image", "image_edit.completed".
	Type string `json:"type"`
	// This field is from variant [ImageEditCompletedEvent].
	Usage ImageEditCompletedEventUsage `json:"usage"`
	// This field is from variant [ImageEditCompletedEvent].
	SafetyIdentifier string `json:"safety_identifier"`
	JSON             struct {
		B64JSON           respjson.Field
		Background        respjson.Field
		CreatedAt         respjson.Field
		OutputFormat      respjson.Field
		PartialImageIndex respjson.Field
		Quality           respjson.Field
		Size              respjson.Field
		Type              respjson.Field
		Usage             respjson.Field
		SafetyIdentifier  respjson.Field
		raw               string
	} `json:"-"`
}

// anyImageEditStreamEvent is implemented by each variant of
// [ImageEditStreamEventUnion] to add type safety for the return type of
// [ImageEditStreamEventUnion.AsAny]
type anyImageEditStreamEvent interface {
	implImageEditStreamEventUnion()
}

func (ImageEditPartialImageEvent) implImageEditStreamEventUnion() {}
func (ImageEditCompletedEvent) implImageEditStreamEventUnion()    {}

// Use the following switch statement to find the correct variant
//
//	switch variant := ImageEditStreamEventUnion.AsAny().(type) {
//	case openai.ImageEditPartialImageEvent:
//	case openai.ImageEditCompletedEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u ImageEditStreamEventUnion) AsAny() anyImageEditStreamEvent {
	switch u.Type {
	case "image_edit.partial_image":
		return u.AsImageEditPartialImage()
	case "image_edit.completed":
		return u.AsImageEditCompleted()
	}
	return nil
}

func (u ImageEditStreamEventUnion) AsImageEditPartialImage() (v ImageEditPartialImageEvent) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u ImageEditStreamEventUnion) AsImageEditCompleted() (v ImageEditCompletedEvent) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u ImageEditStreamEventUnion) RawJSON() string { return u.JSON.raw }

func (r *ImageEditStreamEventUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when image generation has completed and the final image is available.
type ImageGenCompletedEvent struct {
	// Base64-encoded image data, suitable for rendering as an image.
	B64JSON string `json:"b64_json" api:"required"`
	// The background setting for the generated image.
	//
	// Any of "transparent", "opaque", "auto".
	Background ImageGenCompletedEventBackground `json:"background" api:"required"`
	// The Unix timestamp when the event was created.
	CreatedAt int64 `json:"created_at" api:"required" format:"unixtime"`
	// The output format for the generated image.
	//
	// Any of "png", "webp", "jpeg".
	OutputFormat ImageGenCompletedEventOutputFormat `json:"output_format" api:"required"`
	// The quality setting for the generated image.
	//
	// Any of "low", "medium", "high", "xhigh", "max", "auto".
	Quality ImageGenCompletedEventQuality `json:"quality" api:"required"`
	// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
	Size ImageGenCompletedEventSize `json:"size" api:"required"`
	// The type of the event. Always `image_generation.completed`.
	Type constant.ImageGenerationCompleted `json:"type" default:"image_generation.completed"`
	// For the GPT image models only, the token usage information for the image
	// generation.
	Usage ImageGenCompletedEventUsage `json:"usage" api:"required"`
	// The effective safety identifier used for safety monitoring and abuse detection.
	// This is the non-empty `safety_identifier` from the request, or the deprecated
	// `user` value when `safety_identifier` is omitted, null, or empty.
	SafetyIdentifier string `json:"safety_identifier" api:"nullable"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		B64JSON          respjson.Field
		Background       respjson.Field
		CreatedAt        respjson.Field
		OutputFormat     respjson.Field
		Quality          respjson.Field
		Size             respjson.Field
		Type             respjson.Field
		Usage            respjson.Field
		SafetyIdentifier respjson.Field
		ExtraFields      map[string]respjson.Field
		raw              string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImageGenCompletedEvent) RawJSON() string { return r.JSON.raw }
func (r *ImageGenCompletedEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The background setting for the generated image.
type ImageGenCompletedEventBackground string

const (
	ImageGenCompletedEventBackgroundTransparent ImageGenCompletedEventBackground = "transparent"
	ImageGenCompletedEventBackgroundOpaque      ImageGenCompletedEventBackground = "opaque"
	ImageGenCompletedEventBackgroundAuto        ImageGenCompletedEventBackground = "auto"
)

// The output format for the generated image.
type ImageGenCompletedEventOutputFormat string

const (
	ImageGenCompletedEventOutputFormatPNG  ImageGenCompletedEventOutputFormat = "png"
	ImageGenCompletedEventOutputFormatWebP ImageGenCompletedEventOutputFormat = "webp"
	ImageGenCompletedEventOutputFormatJPEG ImageGenCompletedEventOutputFormat = "jpeg"
)

// The quality setting for the generated image.
type ImageGenCompletedEventQuality string

const (
	ImageGenCompletedEventQualityLow    ImageGenCompletedEventQuality = "low"
	ImageGenCompletedEventQualityMedium ImageGenCompletedEventQuality = "medium"
	ImageGenCompletedEventQualityHigh   ImageGenCompletedEventQuality = "high"
	ImageGenCompletedEventQualityXhigh  ImageGenCompletedEventQuality = "xhigh"
	ImageGenCompletedEventQualityMax    ImageGenCompletedEventQuality = "max"
	ImageGenCompletedEventQualityAuto   ImageGenCompletedEventQuality = "auto"
)

// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
type ImageGenCompletedEventSize string

const (
	ImageGenCompletedEventSize1024x1024 ImageGenCompletedEventSize = "1024x1024"
	ImageGenCompletedEventSize1024x1536 ImageGenCompletedEventSize = "1024x1536"
	ImageGenCompletedEventSize1536x1024 ImageGenCompletedEventSize = "1536x1024"
	ImageGenCompletedEventSizeAuto      ImageGenCompletedEventSize = "auto"
)

// For the GPT image models only, the token usage information for the image
// generation.
type ImageGenCompletedEventUsage struct {
	// The number of tokens (images and text) in the input prompt.
	InputTokens int64 `json:"input_tokens" api:"required"`
	// The input tokens detailed information for the image generation.
	InputTokensDetails ImageGenCompletedEventUsageInputTokensDetails `json:"input_tokens_details" api:"required"`
	// The number of image tokens in the output image.
	OutputTokens int64 `json:"output_tokens" api:"required"`
	// The total number of tokens (images and text) used for the image generation.
	TotalTokens int64 `json:"total_tokens" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		InputTokens        respjson.Field
		InputTokensDetails respjson.Field
		OutputTokens       respjson.Field
		TotalTokens        respjson.Field
		ExtraFields        map[string]respjson.Field
		raw                string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImageGenCompletedEventUsage) RawJSON() string { return r.JSON.raw }
func (r *ImageGenCompletedEventUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The input tokens detailed information for the image generation.
type ImageGenCompletedEventUsageInputTokensDetails struct {
	// The number of image tokens in the input prompt.
	ImageTokens int64 `json:"image_tokens" api:"required"`
	// The number of text tokens in the input prompt.
	TextTokens int64 `json:"text_tokens" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ImageTokens respjson.Field
		TextTokens  respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImageGenCompletedEventUsageInputTokensDetails) RawJSON() string { return r.JSON.raw }
func (r *ImageGenCompletedEventUsageInputTokensDetails) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Emitted when a partial image is available during image generation streaming.
type ImageGenPartialImageEvent struct {
	// Base64-encoded partial image data, suitable for rendering as an image.
	B64JSON string `json:"b64_json" api:"required"`
	// The background setting for the requested image.
	//
	// Any of "transparent", "opaque", "auto".
	Background ImageGenPartialImageEventBackground `json:"background" api:"required"`
	// The Unix timestamp when the event was created.
	CreatedAt int64 `json:"created_at" api:"required" format:"unixtime"`
	// The output format for the requested image.
	//
	// Any of "png", "webp", "jpeg".
	OutputFormat ImageGenPartialImageEventOutputFormat `json:"output_format" api:"required"`
	// 0-based index for the partial image (streaming).
	PartialImageIndex int64 `json:"partial_image_index" api:"required"`
	// The quality setting for the requested image.
	//
	// Any of "low", "medium", "high", "xhigh", "max", "auto".
	Quality ImageGenPartialImageEventQuality `json:"quality" api:"required"`
	// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
	Size ImageGenPartialImageEventSize `json:"size" api:"required"`
	// The type of the event. Always `image_generation.partial_image`.
	Type constant.ImageGenerationPartialImage `json:"type" default:"image_generation.partial_image"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		B64JSON           respjson.Field
		Background        respjson.Field
		CreatedAt         respjson.Field
		OutputFormat      respjson.Field
		PartialImageIndex respjson.Field
		Quality           respjson.Field
		Size              respjson.Field
		Type              respjson.Field
		ExtraFields       map[string]respjson.Field
		raw               string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImageGenPartialImageEvent) RawJSON() string { return r.JSON.raw }
func (r *ImageGenPartialImageEvent) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The background setting for the requested image.
type ImageGenPartialImageEventBackground string

const (
	ImageGenPartialImageEventBackgroundTransparent ImageGenPartialImageEventBackground = "transparent"
	ImageGenPartialImageEventBackgroundOpaque      ImageGenPartialImageEventBackground = "opaque"
	ImageGenPartialImageEventBackgroundAuto        ImageGenPartialImageEventBackground = "auto"
)

// The output format for the requested image.
type ImageGenPartialImageEventOutputFormat string

const (
	ImageGenPartialImageEventOutputFormatPNG  ImageGenPartialImageEventOutputFormat = "png"
	ImageGenPartialImageEventOutputFormatWebP ImageGenPartialImageEventOutputFormat = "webp"
	ImageGenPartialImageEventOutputFormatJPEG ImageGenPartialImageEventOutputFormat = "jpeg"
)

// The quality setting for the requested image.
type ImageGenPartialImageEventQuality string

const (
	ImageGenPartialImageEventQualityLow    ImageGenPartialImageEventQuality = "low"
	ImageGenPartialImageEventQualityMedium ImageGenPartialImageEventQuality = "medium"
	ImageGenPartialImageEventQualityHigh   ImageGenPartialImageEventQuality = "high"
	ImageGenPartialImageEventQualityXhigh  ImageGenPartialImageEventQuality = "xhigh"
	ImageGenPartialImageEventQualityMax    ImageGenPartialImageEventQuality = "max"
	ImageGenPartialImageEventQualityAuto   ImageGenPartialImageEventQuality = "auto"
)

// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
type ImageGenPartialImageEventSize string

const (
	ImageGenPartialImageEventSize1024x1024 ImageGenPartialImageEventSize = "1024x1024"
	ImageGenPartialImageEventSize1024x1536 ImageGenPartialImageEventSize = "1024x1536"
	ImageGenPartialImageEventSize1536x1024 ImageGenPartialImageEventSize = "1536x1024"
	ImageGenPartialImageEventSizeAuto      ImageGenPartialImageEventSize = "auto"
)

// ImageGenStreamEventUnion contains all possible properties and values from
// [ImageGenPartialImageEvent], [ImageGenCompletedEvent].
//
// Use the [ImageGenStreamEventUnion.AsAny] method to switch on the variant.
//
// Use the methods beginning with 'As' to cast the union to one of its variants.
type ImageGenStreamEventUnion struct {
	B64JSON      string `json:"b64_json"`
	Background   string `json:"background"`
	CreatedAt    int64  `json:"created_at"`
	OutputFormat string `json:"output_format"`
	// This field is from variant [ImageGenPartialImageEvent].
	PartialImageIndex int64  `json:"partial_image_index"`
	Quality           string `json:"quality"`
	Size              string `json:"size"`
	// Any of "image_generation.partial_image", "image_generation.completed".
	Type string `json:"type"`
	// This field is from variant [ImageGenCompletedEvent].
	Usage ImageGenCompletedEventUsage `json:"usage"`
	// This field is from variant [ImageGenCompletedEvent].
	SafetyIdentifier string `json:"safety_identifier"`
	JSON             struct {
		B64JSON           respjson.Field
		Background        respjson.Field
		CreatedAt         respjson.Field
		OutputFormat      respjson.Field
		PartialImageIndex respjson.Field
		Quality           respjson.Field
		Size              respjson.Field
		Type              respjson.Field
		Usage             respjson.Field
		SafetyIdentifier  respjson.Field
		raw               string
	} `json:"-"`
}

// anyImageGenStreamEvent is implemented by each variant of
// [ImageGenStreamEventUnion] to add type safety for the return type of
// [ImageGenStreamEventUnion.AsAny]
type anyImageGenStreamEvent interface {
	implImageGenStreamEventUnion()
}

func (ImageGenPartialImageEvent) implImageGenStreamEventUnion() {}
func (ImageGenCompletedEvent) implImageGenStreamEventUnion()    {}

// Use the following switch statement to find the correct variant
//
//	switch variant := ImageGenStreamEventUnion.AsAny().(type) {
//	case openai.ImageGenPartialImageEvent:
//	case openai.ImageGenCompletedEvent:
//	default:
//	  fmt.Errorf("no variant present")
//	}
func (u ImageGenStreamEventUnion) AsAny() anyImageGenStreamEvent {
	switch u.Type {
	case "image_generation.partial_image":
		return u.AsImageGenerationPartialImage()
	case "image_generation.completed":
		return u.AsImageGenerationCompleted()
	}
	return nil
}

func (u ImageGenStreamEventUnion) AsImageGenerationPartialImage() (v ImageGenPartialImageEvent) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

func (u ImageGenStreamEventUnion) AsImageGenerationCompleted() (v ImageGenCompletedEvent) {
	_ = apijson.UnmarshalRoot(json.RawMessage(u.JSON.raw), &v)
	return
}

// Returns the unmodified JSON received from the API
func (u ImageGenStreamEventUnion) RawJSON() string { return u.JSON.raw }

func (r *ImageGenStreamEventUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type ImageModel = string

const (
	ImageModelGPTImage1_5                   ImageModel = "gpt-image-1.5"
	ImageModelGPTImage2                     ImageModel = "gpt-image-2"
	ImageModelGPTImage2_2026_04_21          ImageModel = "gpt-image-2-2026-04-21"
	ImageModelGPTImage2_5Sunburst           ImageModel = "gpt-image-2.5-sunburst"
	ImageModelGPTImage2_5Sunburst2026_09_08 ImageModel = "gpt-image-2.5-sunburst-2026-09-08"
	ImageModelGPTImage2_5Flare              ImageModel = "gpt-image-2.5-flare"
	ImageModelGPTImage2_5Flare2026_09_08    ImageModel = "gpt-image-2.5-flare-2026-09-08"
	ImageModelGPTImage2_6Sunburst           ImageModel = "gpt-image-2.6-sunburst"
	ImageModelGPTImage2_6Flare              ImageModel = "gpt-image-2.6-flare"
	// Deprecated: GPT Image 1 was shut down on October 23, 2026. Use
	// gpt-image-2.5-sunburst or gpt-image-2.5-flare instead.
	ImageModelGPTImage1          ImageModel = "gpt-image-1"
	ImageModelGPTImage1Mini      ImageModel = "gpt-image-1-mini"
	ImageModelChatgptImageLatest ImageModel = "chatgpt-image-latest"
	// Deprecated: This model was retired on May 12, 2026. Use a GPT image model
	// instead.
	ImageModelDallE2 ImageModel = "dall-e-2"
	// Deprecated: This model was retired on May 12, 2026. Use a GPT image model
	// instead.
	ImageModelDallE3 ImageModel = "dall-e-3"
)

// The response from the image generation endpoint.
type ImagesResponse struct {
	// The Unix timestamp (in seconds) of when the image was created.
	Created int64 `json:"created" api:"required" format:"unixtime"`
	// The background parameter used for the image generation. Either `transparent` or
	// `opaque`.
	//
	// Any of "transparent", "opaque".
	Background ImagesResponseBackground `json:"background"`
	// The list of generated images.
	Data []Image `json:"data"`
	// The output format of the generated image.
	//
	// Any of "png", "webp", "jpeg", "gif", "svg".
	OutputFormat ImagesResponseOutputFormat `json:"output_format"`
	// The quality of the image generated. One of `low`, `medium`, `high`, `xhigh`, or
	// `max`.
	//
	// Any of "low", "medium", "high", "xhigh", "max".
	Quality ImagesResponseQuality `json:"quality"`
	// The effective safety identifier used for safety monitoring and abuse detection.
	// This is the non-empty `safety_identifier` from the request, or the deprecated
	// `user` value when `safety_identifier` is omitted, null, or empty.
	SafetyIdentifier string `json:"safety_identifier" api:"nullable"`
	// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
	Size ImagesResponseSize `json:"size"`
	// Token usage for the model that authored the SVG, separate from image rendering
	// usage.
	SvgUsage ImagesResponseSvgUsage `json:"svg_usage"`
	// For `gpt-image-1` only, the token usage information for the image generation.
	Usage ImagesResponseUsage `json:"usage"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		Created          respjson.Field
		Background       respjson.Field
		Data             respjson.Field
		OutputFormat     respjson.Field
		Quality          respjson.Field
		SafetyIdentifier respjson.Field
		Size             respjson.Field
		SvgUsage         respjson.Field
		Usage            respjson.Field
		ExtraFields      map[string]respjson.Field
		raw              string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImagesResponse) RawJSON() string { return r.JSON.raw }
func (r *ImagesResponse) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The background parameter used for the image generation. Either `transparent` or
// `opaque`.
type ImagesResponseBackground string

const (
	ImagesResponseBackgroundTransparent ImagesResponseBackground = "transparent"
	ImagesResponseBackgroundOpaque      ImagesResponseBackground = "opaque"
)

// The output format of the generated image.
type ImagesResponseOutputFormat string

const (
	ImagesResponseOutputFormatPNG  ImagesResponseOutputFormat = "png"
	ImagesResponseOutputFormatWebP ImagesResponseOutputFormat = "webp"
	ImagesResponseOutputFormatJPEG ImagesResponseOutputFormat = "jpeg"
	ImagesResponseOutputFormatGIF  ImagesResponseOutputFormat = "gif"
	ImagesResponseOutputFormatSvg  ImagesResponseOutputFormat = "svg"
)

// The quality of the image generated. One of `low`, `medium`, `high`, `xhigh`, or
// `max`.
type ImagesResponseQuality string

const (
	ImagesResponseQualityLow    ImagesResponseQuality = "low"
	ImagesResponseQualityMedium ImagesResponseQuality = "medium"
	ImagesResponseQualityHigh   ImagesResponseQuality = "high"
	ImagesResponseQualityXhigh  ImagesResponseQuality = "xhigh"
	ImagesResponseQualityMax    ImagesResponseQuality = "max"
)

// The image dimensions as a `WIDTHxHEIGHT` string, for example `1536x864`.
type ImagesResponseSize string

const (
	ImagesResponseSize1024x1024 ImagesResponseSize = "1024x1024"
	ImagesResponseSize1024x1536 ImagesResponseSize = "1024x1536"
	ImagesResponseSize1536x1024 ImagesResponseSize = "1536x1024"
)

// Token usage for the model that authored the SVG, separate from image rendering
// usage.
type ImagesResponseSvgUsage struct {
	InputTokens     int64  `json:"input_tokens" api:"required"`
	Model           string `json:"model" api:"required"`
	OutputTokens    int64  `json:"output_tokens" api:"required"`
	ReasoningTokens int64  `json:"reasoning_tokens" api:"required"`
	TotalTokens     int64  `json:"total_tokens" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		InputTokens     respjson.Field
		Model           respjson.Field
		OutputTokens    respjson.Field
		ReasoningTokens respjson.Field
		TotalTokens     respjson.Field
		ExtraFields     map[string]respjson.Field
		raw             string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImagesResponseSvgUsage) RawJSON() string { return r.JSON.raw }
func (r *ImagesResponseSvgUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// For `gpt-image-1` only, the token usage information for the image generation.
type ImagesResponseUsage struct {
	// The number of tokens (images and text) in the input prompt.
	InputTokens int64 `json:"input_tokens" api:"required"`
	// The input tokens detailed information for the image generation.
	InputTokensDetails ImagesResponseUsageInputTokensDetails `json:"input_tokens_details" api:"required"`
	// The number of output tokens generated by the model.
	OutputTokens int64 `json:"output_tokens" api:"required"`
	// The total number of tokens (images and text) used for the image generation.
	TotalTokens int64 `json:"total_tokens" api:"required"`
	// The output token details for the image generation.
	OutputTokensDetails ImagesResponseUsageOutputTokensDetails `json:"output_tokens_details"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		InputTokens         respjson.Field
		InputTokensDetails  respjson.Field
		OutputTokens        respjson.Field
		TotalTokens         respjson.Field
		OutputTokensDetails respjson.Field
		ExtraFields         map[string]respjson.Field
		raw                 string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImagesResponseUsage) RawJSON() string { return r.JSON.raw }
func (r *ImagesResponseUsage) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The input tokens detailed information for the image generation.
type ImagesResponseUsageInputTokensDetails struct {
	// The number of image tokens in the input prompt.
	ImageTokens int64 `json:"image_tokens" api:"required"`
	// The number of text tokens in the input prompt.
	TextTokens int64 `json:"text_tokens" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ImageTokens respjson.Field
		TextTokens  respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImagesResponseUsageInputTokensDetails) RawJSON() string { return r.JSON.raw }
func (r *ImagesResponseUsageInputTokensDetails) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// The output token details for the image generation.
type ImagesResponseUsageOutputTokensDetails struct {
	// The number of image output tokens generated by the model.
	ImageTokens int64 `json:"image_tokens" api:"required"`
	// The number of text output tokens generated by the model.
	TextTokens int64 `json:"text_tokens" api:"required"`
	// JSON contains metadata for fields, check presence with [respjson.Field.Valid].
	JSON struct {
		ImageTokens respjson.Field
		TextTokens  respjson.Field
		ExtraFields map[string]respjson.Field
		raw         string
	} `json:"-"`
}

// Returns the unmodified JSON received from the API
func (r ImagesResponseUsageOutputTokensDetails) RawJSON() string { return r.JSON.raw }
func (r *ImagesResponseUsageOutputTokensDetails) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

type ImageNewVariationParams struct {
	// The image to use as the basis for the variation(s). Must be a valid PNG file,
	// less than 4MB, and square.
	Image io.Reader `json:"image,omitzero" api:"required" format:"binary"`
	// The number of images to generate. Must be between 1 and 10.
	N param.Opt[int64] `json:"n,omitzero"`
	// A unique identifier representing your end-user, which can help OpenAI to monitor
	// and detect abuse.
	// [Learn more](https://developers.openai.com/api/docs/guides/safety-best-practices#implement-safety-identifiers).
	User param.Opt[string] `json:"user,omitzero"`
	// The legacy model used by the retired image variations endpoint. This endpoint no
	// longer accepts requests.
	Model ImageModel `json:"model,omitzero"`
	// The format in which the generated images are returned. Must be one of `url` or
	// `b64_json`. URLs are only valid for 60 minutes after the image has been
	// generated.
	//
	// Any of "url", "b64_json".
	ResponseFormat ImageNewVariationParamsResponseFormat `json:"response_format,omitzero"`
	// The size of the generated images. Must be one of `256x256`, `512x512`, or
	// `1024x1024`.
	//
	// Any of "256x256", "512x512", "1024x1024".
	Size ImageNewVariationParamsSize `json:"size,omitzero"`
	paramObj
}

func (r ImageNewVariationParams) MarshalMultipart() (data []byte, contentType string, err error) {
	buf := bytes.NewBuffer(nil)
	writer := multipart.NewWriter(buf)
	err = apiform.MarshalRoot(r, writer)
	if err == nil {
		err = apiform.WriteExtras(writer, r.ExtraFields())
	}
	if err != nil {
		_ = writer.Close()
		return nil, "", err
	}
	err = writer.Close()
	if err != nil {
		return nil, "", err
	}
	return buf.Bytes(), writer.FormDataContentType(), nil
}

// MarshalMultipartTo writes multipart fields without buffering file contents.
// The caller owns writer and must close it to finish the multipart body.
func (r ImageNewVariationParams) MarshalMultipartTo(writer *multipart.Writer) error {
	if err := apiform.MarshalRoot(r, writer); err != nil {
		return err
	}
	return apiform.WriteExtras(writer, r.ExtraFields())
}

// The format in which the generated images are returned. Must be one of `url` or
// `b64_json`. URLs are only valid for 60 minutes after the image has been
// generated.
type ImageNewVariationParamsResponseFormat string

const (
	ImageNewVariationParamsResponseFormatURL     ImageNewVariationParamsResponseFormat = "url"
	ImageNewVariationParamsResponseFormatB64JSON ImageNewVariationParamsResponseFormat = "b64_json"
)

// The size of the generated images. Must be one of `256x256`, `512x512`, or
// `1024x1024`.
type ImageNewVariationParamsSize string

const (
	ImageNewVariationParamsSize256x256   ImageNewVariationParamsSize = "256x256"
	ImageNewVariationParamsSize512x512   ImageNewVariationParamsSize = "512x512"
	ImageNewVariationParamsSize1024x1024 ImageNewVariationParamsSize = "1024x1024"
)

type ImageEditParams struct {
	// The image(s) to edit. Must be a supported image file or an array of images.
	//
	// For the GPT image models (`gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`,
	// `gpt-image-2-2026-04-21`, `gpt-image-2.5-sunburst`,
	// `gpt-image-2.5-sunburst-2026-09-08`, `gpt-image-2.5-flare`, and
	// `gpt-image-2.5-flare-2026-09-08`), each image should be a `png`, `webp`, or
	// `jpg` file less than 50MB. You can provide up to 16 images.
	// `chatgpt-image-latest` follows the same input constraints as GPT image models.
	Image ImageEditParamsImageUnion `json:"image,omitzero" api:"required" format:"binary"`
	// A text description of the desired image(s). The maximum length is 32000
	// characters for the GPT image models.
	Prompt string `json:"prompt" api:"required"`
	// Number of frames for GIF output. Accepts integers from 2 through 16. Defaults to
	// 9 when omitted. Only supported with output_format=gif. The requested size must
	// satisfy the selected model's GIF size limits. GIF output does not support
	// streaming, partial images, masks, or custom output compression. Requires access
	// to the GIF preview for the selected model.
	FrameCount param.Opt[int64] `json:"frame_count,omitzero"`
	// Requested delay per GIF frame, in milliseconds. Defaults to 200 when omitted.
	// GIF output rounds to the nearest 10 ms and caps the encoded delay at 655,350 ms
	// per frame. Only supported with output_format=gif.
	FrameDurationMs param.Opt[int64] `json:"frame_duration_ms,omitzero"`
	// The number of images to generate. Must be between 1 and 10.
	N param.Opt[int64] `json:"n,omitzero"`
	// The compression level (0-100%) for the generated images. This parameter is only
	// supported for the GPT image models with the `webp` or `jpeg` output formats, and
	// defaults to 100.
	OutputCompression param.Opt[int64] `json:"output_compression,omitzero"`
	// The number of partial images to generate. This parameter is used for streaming
	// responses that return partial images. Value must be between 0 and 3. When set to
	// 0, the response will be a single image sent in one streaming event.
	//
	// Note that the final image may be sent before the full number of partial images
	// are generated if the full image is generated more quickly.
	PartialImages param.Opt[int64] `json:"partial_images,omitzero"`
	// A stable identifier for an end user in your organization, used for safety
	// monitoring and abuse detection. Hash a username or email address to avoid
	// sending identifying information. A non-empty value takes precedence over the
	// deprecated `user` parameter. If omitted, null, or empty, the API uses `user`
	// when available.
	// [Learn more](https://developers.openai.com/api/docs/guides/safety-best-practices#implement-safety-identifiers).
	SafetyIdentifier param.Opt[string] `json:"safety_identifier,omitzero"`
	// Deprecated: use `safety_identifier` instead. This parameter remains accepted for
	// backward compatibility and is used when `safety_identifier` is omitted, null, or
	// empty.
	// [Learn more](https://developers.openai.com/api/docs/guides/safety-best-practices#implement-safety-identifiers).
	User param.Opt[string] `json:"user,omitzero"`
	// Allows to set transparency for the background of the generated image(s). Must be
	// one of `transparent`, `opaque`, or `auto` (default value). When `auto` is used,
	// the model will automatically determine the best background for the image.
	//
	// `gpt-image-2.5-sunburst` and `gpt-image-2.5-flare`, including their `2026-09-08`
	// snapshots, support `opaque` and `transparent` backgrounds. Transparent
	// backgrounds are available for supported GPT Image models. For `gpt-image-2` and
	// `gpt-image-2-2026-04-21`, this support is in preview. When using `transparent`,
	// set the output format to `png` or `webp`.
	//
	// Any of "transparent", "opaque", "auto".
	Background ImageEditParamsBackground `json:"background,omitzero"`
	// Computation spent planning the image, independently of rendering quality. Uses
	// the image model's configured default when omitted. For SVG output, controls the
	// reference image, independently of the SVG author's reasoning.
	//
	// Any of "low", "medium", "high".
	Complexity ImageEditParamsComplexity `json:"complexity,omitzero"`
	// Control how much effort the model will exert to match the style and features,
	// especially facial features, of input images. Supports `high` and `low` on
	// `gpt-image-1.5`; `gpt-image-1-mini` supports only `low`. For `gpt-image-2`, omit
	// this parameter. Defaults to `low` on supported models.
	//
	// Any of "high", "low".
	InputFidelity ImageEditParamsInputFidelity `json:"input_fidelity,omitzero"`
	// The GPT image model to use for image editing (`gpt-image-1-mini`,
	// `gpt-image-1.5`, `gpt-image-2`, `gpt-image-2-2026-04-21`,
	// `gpt-image-2.5-sunburst`, `gpt-image-2.5-sunburst-2026-09-08`,
	// `gpt-image-2.5-flare`, `gpt-image-2.5-flare-2026-09-08`,
	// `gpt-image-2.6-sunburst`, `gpt-image-2.6-flare`, or `chatgpt-image-latest`).
	//
	// `gpt-image-1` was shut down on October 23, 2026. Use `gpt-image-2.5-sunburst` or
	// `gpt-image-2.5-flare` instead.
	Model ImageModel `json:"model,omitzero"`
	// The format in which the generated images are returned. This parameter is only
	// supported for the GPT image models. The default value is `png`.
	//
	// Any of "png", "jpeg", "webp", "gif".
	OutputFormat ImageEditParamsOutputFormat `json:"output_format,omitzero"`
	// The quality of the image that will be generated for GPT image models. The GPT
	// image models support `low`, `medium`, and `high`. `gpt-image-2.5-sunburst` and
	// `gpt-image-2.5-flare`, including their `2026-09-08` snapshots, also support
	// `xhigh` and `max`. Defaults to `auto`.
	//
	// Any of "low", "medium", "high", "xhigh", "max", "auto", "standard".
	Quality ImageEditParamsQuality `json:"quality,omitzero"`
	// Legacy response format parameter for retired image models. Unsupported for GPT
	// image models, which always return base64-encoded images.
	//
	// Any of "url", "b64_json".
	ResponseFormat ImageEditParamsResponseFormat `json:"response_format,omitzero"`
	// The size of the generated images. Defaults to `auto`. For `gpt-image-2`,
	// `gpt-image-2-2026-04-21`, `gpt-image-2.5-sunburst`,
	// `gpt-image-2.5-sunburst-2026-09-08`, `gpt-image-2.5-flare`, and
	// `gpt-image-2.5-flare-2026-09-08`, arbitrary resolutions are supported as
	// `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be
	// divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1.
	// Resolutions above `2560x1440` are experimental, and the maximum supported
	// resolution is `3840x2160`. The requested size must also satisfy the model's
	// current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and
	// `1024x1536` are supported by the GPT image models; `auto` is supported for
	// models that allow automatic sizing.
	Size ImageEditParamsSize `json:"size,omitzero"`
	// A transparent PNG overlaid on the first image to guide the edit. Must match that
	// image's dimensions after orientation and contain transparent pixels. Supports
	// GPT Image 2.5 and 2.6. Cannot be combined with mask.
	Markup io.Reader `json:"markup,omitzero" format:"binary"`
	// An additional image whose fully transparent areas (e.g. where alpha is zero)
	// indicate where `image` should be edited. If there are multiple images provided,
	// the mask will be applied on the first image. Must be a valid PNG file, less than
	// 4MB, and have the same dimensions as `image`.
	Mask io.Reader `json:"mask,omitzero" format:"binary"`
	paramObj
}

func (r ImageEditParams) MarshalMultipart() (data []byte, contentType string, err error) {
	buf := bytes.NewBuffer(nil)
	writer := multipart.NewWriter(buf)
	err = apiform.MarshalRoot(r, writer)
	if err == nil {
		err = apiform.WriteExtras(writer, r.ExtraFields())
	}
	if err != nil {
		_ = writer.Close()
		return nil, "", err
	}
	err = writer.Close()
	if err != nil {
		return nil, "", err
	}
	return buf.Bytes(), writer.FormDataContentType(), nil
}

// MarshalMultipartTo writes multipart fields without buffering file contents.
// The caller owns writer and must close it to finish the multipart body.
func (r ImageEditParams) MarshalMultipartTo(writer *multipart.Writer) error {
	if err := apiform.MarshalRoot(r, writer); err != nil {
		return err
	}
	return apiform.WriteExtras(writer, r.ExtraFields())
}

// Only one field can be non-zero.
//
// Use [param.IsOmitted] to confirm if a field is set.
type ImageEditParamsImageUnion struct {
	OfFile      io.Reader   `json:",omitzero,inline"`
	OfFileArray []io.Reader `json:",omitzero,inline"`
	paramUnion
}

func (u ImageEditParamsImageUnion) MarshalJSON() ([]byte, error) {
	return param.MarshalUnion(u, u.OfFile, u.OfFileArray)
}
func (u *ImageEditParamsImageUnion) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, u)
}

// Allows to set transparency for the background of the generated image(s). Must be
// one of `transparent`, `opaque`, or `auto` (default value). When `auto` is used,
// the model will automatically determine the best background for the image.
//
// `gpt-image-2.5-sunburst` and `gpt-image-2.5-flare`, including their `2026-09-08`
// snapshots, support `opaque` and `transparent` backgrounds. Transparent
// backgrounds are available for supported GPT Image models. For `gpt-image-2` and
// `gpt-image-2-2026-04-21`, this support is in preview. When using `transparent`,
// set the output format to `png` or `webp`.
type ImageEditParamsBackground string

const (
	ImageEditParamsBackgroundTransparent ImageEditParamsBackground = "transparent"
	ImageEditParamsBackgroundOpaque      ImageEditParamsBackground = "opaque"
	ImageEditParamsBackgroundAuto        ImageEditParamsBackground = "auto"
)

// Computation spent planning the image, independently of rendering quality. Uses
// the image model's configured default when omitted. For SVG output, controls the
// reference image, independently of the SVG author's reasoning.
type ImageEditParamsComplexity string

const (
	ImageEditParamsComplexityLow    ImageEditParamsComplexity = "low"
	ImageEditParamsComplexityMedium ImageEditParamsComplexity = "medium"
	ImageEditParamsComplexityHigh   ImageEditParamsComplexity = "high"
)

// Control how much effort the model will exert to match the style and features,
// especially facial features, of input images. Supports `high` and `low` on
// `gpt-image-1.5`; `gpt-image-1-mini` supports only `low`. For `gpt-image-2`, omit
// this parameter. Defaults to `low` on supported models.
type ImageEditParamsInputFidelity string

const (
	ImageEditParamsInputFidelityHigh ImageEditParamsInputFidelity = "high"
	ImageEditParamsInputFidelityLow  ImageEditParamsInputFidelity = "low"
)

// The format in which the generated images are returned. This parameter is only
// supported for the GPT image models. The default value is `png`.
type ImageEditParamsOutputFormat string

const (
	ImageEditParamsOutputFormatPNG  ImageEditParamsOutputFormat = "png"
	ImageEditParamsOutputFormatJPEG ImageEditParamsOutputFormat = "jpeg"
	ImageEditParamsOutputFormatWebP ImageEditParamsOutputFormat = "webp"
	ImageEditParamsOutputFormatGIF  ImageEditParamsOutputFormat = "gif"
)

// The quality of the image that will be generated for GPT image models. The GPT
// image models support `low`, `medium`, and `high`. `gpt-image-2.5-sunburst` and
// `gpt-image-2.5-flare`, including their `2026-09-08` snapshots, also support
// `xhigh` and `max`. Defaults to `auto`.
type ImageEditParamsQuality string

const (
	ImageEditParamsQualityLow    ImageEditParamsQuality = "low"
	ImageEditParamsQualityMedium ImageEditParamsQuality = "medium"
	ImageEditParamsQualityHigh   ImageEditParamsQuality = "high"
	ImageEditParamsQualityXhigh  ImageEditParamsQuality = "xhigh"
	ImageEditParamsQualityMax    ImageEditParamsQuality = "max"
	ImageEditParamsQualityAuto   ImageEditParamsQuality = "auto"
	// Deprecated: This quality was only supported by retired DALL·E models. Use a GPT
	// image quality instead.
	ImageEditParamsQualityStandard ImageEditParamsQuality = "standard"
)

// Legacy response format parameter for retired image models. Unsupported for GPT
// image models, which always return base64-encoded images.
type ImageEditParamsResponseFormat string

const (
	ImageEditParamsResponseFormatURL     ImageEditParamsResponseFormat = "url"
	ImageEditParamsResponseFormatB64JSON ImageEditParamsResponseFormat = "b64_json"
)

// The size of the generated images. Defaults to `auto`. For `gpt-image-2`,
// `gpt-image-2-2026-04-21`, `gpt-image-2.5-sunburst`,
// `gpt-image-2.5-sunburst-2026-09-08`, `gpt-image-2.5-flare`, and
// `gpt-image-2.5-flare-2026-09-08`, arbitrary resolutions are supported as
// `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be
// divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1.
// Resolutions above `2560x1440` are experimental, and the maximum supported
// resolution is `3840x2160`. The requested size must also satisfy the model's
// current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and
// `1024x1536` are supported by the GPT image models; `auto` is supported for
// models that allow automatic sizing.
type ImageEditParamsSize string

const (
	ImageEditParamsSize1024x1024 ImageEditParamsSize = "1024x1024"
	ImageEditParamsSize1536x1024 ImageEditParamsSize = "1536x1024"
	ImageEditParamsSize1024x1536 ImageEditParamsSize = "1024x1536"
	ImageEditParamsSizeAuto      ImageEditParamsSize = "auto"
	// Deprecated: This legacy size suggestion is retained for SDK compatibility. Check
	// the selected GPT image model's supported sizes.
	ImageEditParamsSize256x256 ImageEditParamsSize = "256x256"
	// Deprecated: This legacy size suggestion is retained for SDK compatibility. Check
	// the selected GPT image model's supported sizes.
	ImageEditParamsSize512x512 ImageEditParamsSize = "512x512"
)

type ImageGenerateParams struct {
	// A text description of the desired image(s). The maximum length is 32000
	// characters.
	Prompt string `json:"prompt" api:"required"`
	// Number of frames for GIF output. Accepts integers from 2 through 16. Defaults to
	// 9 when omitted. Only supported with output_format=gif. The requested size must
	// satisfy the selected model's GIF size limits. GIF output does not support
	// streaming, partial images, masks, or custom output compression. Requires access
	// to the GIF preview for the selected model.
	FrameCount param.Opt[int64] `json:"frame_count,omitzero"`
	// Requested delay per GIF frame, in milliseconds. Defaults to 200 when omitted.
	// GIF output rounds to the nearest 10 ms and caps the encoded delay at 655,350 ms
	// per frame. Only supported with output_format=gif.
	FrameDurationMs param.Opt[int64] `json:"frame_duration_ms,omitzero"`
	// The number of images to generate. Must be between 1 and 10.
	N param.Opt[int64] `json:"n,omitzero"`
	// The compression level (0-100%) for the generated images. This parameter is only
	// supported for the GPT image models with the `webp` or `jpeg` output formats, and
	// defaults to 100.
	OutputCompression param.Opt[int64] `json:"output_compression,omitzero"`
	// The number of partial images to generate. This parameter is used for streaming
	// responses that return partial images. Value must be between 0 and 3. When set to
	// 0, the response will be a single image sent in one streaming event.
	//
	// Note that the final image may be sent before the full number of partial images
	// are generated if the full image is generated more quickly.
	PartialImages param.Opt[int64] `json:"partial_images,omitzero"`
	// A stable identifier for an end user in your organization, used for safety
	// monitoring and abuse detection. Hash a username or email address to avoid
	// sending identifying information. A non-empty value takes precedence over the
	// deprecated `user` parameter. If omitted, null, or empty, the API uses `user`
	// when available.
	// [Learn more](https://developers.openai.com/api/docs/guides/safety-best-practices#implement-safety-identifiers).
	SafetyIdentifier param.Opt[string] `json:"safety_identifier,omitzero"`
	// Deprecated: use `safety_identifier` instead. This parameter remains accepted for
	// backward compatibility and is used when `safety_identifier` is omitted, null, or
	// empty.
	// [Learn more](https://developers.openai.com/api/docs/guides/safety-best-practices#implement-safety-identifiers).
	User param.Opt[string] `json:"user,omitzero"`
	// Allows to set transparency for the background of the generated image(s). Must be
	// one of `transparent`, `opaque`, or `auto` (default value). When `auto` is used,
	// the model will automatically determine the best background for the image.
	//
	// `gpt-image-2.5-sunburst` and `gpt-image-2.5-flare`, including their `2026-09-08`
	// snapshots, support `opaque` and `transparent` backgrounds. Transparent
	// backgrounds are available for supported GPT Image models. For `gpt-image-2` and
	// `gpt-image-2-2026-04-21`, this support is in preview. When using `transparent`,
	// set the output format to `png` or `webp`.
	//
	// Any of "transparent", "opaque", "auto".
	Background ImageGenerateParamsBackground `json:"background,omitzero"`
	// Computation spent planning the image, independently of rendering quality. Uses
	// the image model's configured default when omitted. For SVG output, controls the
	// reference image, independently of the SVG author's reasoning.
	//
	// Any of "low", "medium", "high".
	Complexity ImageGenerateParamsComplexity `json:"complexity,omitzero"`
	// The GPT image model to use for image generation. Specify a model explicitly.
	// Supported models include `gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`,
	// `gpt-image-2-2026-04-21`, `gpt-image-2.5-sunburst`,
	// `gpt-image-2.5-sunburst-2026-09-08`, `gpt-image-2.5-flare`,
	// `gpt-image-2.5-flare-2026-09-08`, `gpt-image-2.6-sunburst`,
	// `gpt-image-2.6-flare`, and `chatgpt-image-latest`.
	//
	// `gpt-image-1` was shut down on October 23, 2026. Use `gpt-image-2.5-sunburst` or
	// `gpt-image-2.5-flare` instead.
	Model ImageModel `json:"model,omitzero"`
	// Control the content-moderation level for images generated by the GPT image
	// models. Must be either `low` for less restrictive filtering or `auto` (default
	// value).
	//
	// Any of "low", "auto".
	Moderation ImageGenerateParamsModeration `json:"moderation,omitzero"`
	// The format in which the generated images are returned. This parameter is only
	// supported for the GPT image models.
	//
	// Any of "png", "jpeg", "webp", "gif", "svg".
	OutputFormat ImageGenerateParamsOutputFormat `json:"output_format,omitzero"`
	// The quality of the image that will be generated.
	//
	//   - `auto` (default value) will automatically select the best quality for the
	//     given model.
	//   - `high`, `medium` and `low` are supported for the GPT image models.
	//   - `gpt-image-2.5-sunburst` and `gpt-image-2.5-flare`, including their
	//     `2026-09-08` snapshots, also support `xhigh` and `max`.
	//
	// Any of "low", "medium", "high", "xhigh", "max", "auto", "standard", "hd".
	Quality ImageGenerateParamsQuality `json:"quality,omitzero"`
	// Legacy response format parameter for retired image models. Unsupported for GPT
	// image models, which always return base64-encoded images.
	//
	// Any of "url", "b64_json".
	ResponseFormat ImageGenerateParamsResponseFormat `json:"response_format,omitzero"`
	// The size of the generated images. For `gpt-image-2`, `gpt-image-2-2026-04-21`,
	// `gpt-image-2.5-sunburst`, `gpt-image-2.5-sunburst-2026-09-08`,
	// `gpt-image-2.5-flare`, and `gpt-image-2.5-flare-2026-09-08`, arbitrary
	// resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`.
	// Width and height must both be divisible by 16 and the requested aspect ratio
	// must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and
	// the maximum supported resolution is `3840x2160`. The requested size must also
	// satisfy the model's current pixel and edge limits. The standard sizes
	// `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models;
	// `auto` is supported for models that allow automatic sizing.
	Size ImageGenerateParamsSize `json:"size,omitzero"`
	// Legacy style parameter for retired image models. Unsupported for GPT image
	// models; describe the desired style in the prompt instead.
	//
	// Any of "vivid", "natural".
	Style ImageGenerateParamsStyle `json:"style,omitzero"`
	// Selects the model and reasoning effort used to author SVG output. Requires
	// output_format=svg and access to SVG model selection. When model selection is
	// enabled, supply svg.model. When model selection is disabled, omit this object.
	// The top-level model selects the image model that creates the reference image.
	// SVG generation requires n=1 and does not support streaming, partial images,
	// prompt_rewriter, or output_compression. SVG edits are not supported.
	Svg ImageGenerateParamsSvg `json:"svg,omitzero"`
	paramObj
}

func (r ImageGenerateParams) MarshalJSON() (data []byte, err error) {
	type shadow ImageGenerateParams
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ImageGenerateParams) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Allows to set transparency for the background of the generated image(s). Must be
// one of `transparent`, `opaque`, or `auto` (default value). When `auto` is used,
// the model will automatically determine the best background for the image.
//
// `gpt-image-2.5-sunburst` and `gpt-image-2.5-flare`, including their `2026-09-08`
// snapshots, support `opaque` and `transparent` backgrounds. Transparent
// backgrounds are available for supported GPT Image models. For `gpt-image-2` and
// `gpt-image-2-2026-04-21`, this support is in preview. When using `transparent`,
// set the output format to `png` or `webp`.
type ImageGenerateParamsBackground string

const (
	ImageGenerateParamsBackgroundTransparent ImageGenerateParamsBackground = "transparent"
	ImageGenerateParamsBackgroundOpaque      ImageGenerateParamsBackground = "opaque"
	ImageGenerateParamsBackgroundAuto        ImageGenerateParamsBackground = "auto"
)

// Computation spent planning the image, independently of rendering quality. Uses
// the image model's configured default when omitted. For SVG output, controls the
// reference image, independently of the SVG author's reasoning.
type ImageGenerateParamsComplexity string

const (
	ImageGenerateParamsComplexityLow    ImageGenerateParamsComplexity = "low"
	ImageGenerateParamsComplexityMedium ImageGenerateParamsComplexity = "medium"
	ImageGenerateParamsComplexityHigh   ImageGenerateParamsComplexity = "high"
)

// Control the content-moderation level for images generated by the GPT image
// models. Must be either `low` for less restrictive filtering or `auto` (default
// value).
type ImageGenerateParamsModeration string

const (
	ImageGenerateParamsModerationLow  ImageGenerateParamsModeration = "low"
	ImageGenerateParamsModerationAuto ImageGenerateParamsModeration = "auto"
)

// The format in which the generated images are returned. This parameter is only
// supported for the GPT image models.
type ImageGenerateParamsOutputFormat string

const (
	ImageGenerateParamsOutputFormatPNG  ImageGenerateParamsOutputFormat = "png"
	ImageGenerateParamsOutputFormatJPEG ImageGenerateParamsOutputFormat = "jpeg"
	ImageGenerateParamsOutputFormatWebP ImageGenerateParamsOutputFormat = "webp"
	ImageGenerateParamsOutputFormatGIF  ImageGenerateParamsOutputFormat = "gif"
	ImageGenerateParamsOutputFormatSvg  ImageGenerateParamsOutputFormat = "svg"
)

// The quality of the image that will be generated.
//
//   - `auto` (default value) will automatically select the best quality for the
//     given model.
//   - `high`, `medium` and `low` are supported for the GPT image models.
//   - `gpt-image-2.5-sunburst` and `gpt-image-2.5-flare`, including their
//     `2026-09-08` snapshots, also support `xhigh` and `max`.
type ImageGenerateParamsQuality string

const (
	ImageGenerateParamsQualityLow    ImageGenerateParamsQuality = "low"
	ImageGenerateParamsQualityMedium ImageGenerateParamsQuality = "medium"
	ImageGenerateParamsQualityHigh   ImageGenerateParamsQuality = "high"
	ImageGenerateParamsQualityXhigh  ImageGenerateParamsQuality = "xhigh"
	ImageGenerateParamsQualityMax    ImageGenerateParamsQuality = "max"
	ImageGenerateParamsQualityAuto   ImageGenerateParamsQuality = "auto"
	// Deprecated: This quality was only supported by retired DALL·E models. Use a GPT
	// image quality instead.
	ImageGenerateParamsQualityStandard ImageGenerateParamsQuality = "standard"
	// Deprecated: This quality was only supported by retired DALL·E models. Use a GPT
	// image quality instead.
	ImageGenerateParamsQualityHD ImageGenerateParamsQuality = "hd"
)

// Legacy response format parameter for retired image models. Unsupported for GPT
// image models, which always return base64-encoded images.
type ImageGenerateParamsResponseFormat string

const (
	ImageGenerateParamsResponseFormatURL     ImageGenerateParamsResponseFormat = "url"
	ImageGenerateParamsResponseFormatB64JSON ImageGenerateParamsResponseFormat = "b64_json"
)

// The size of the generated images. For `gpt-image-2`, `gpt-image-2-2026-04-21`,
// `gpt-image-2.5-sunburst`, `gpt-image-2.5-sunburst-2026-09-08`,
// `gpt-image-2.5-flare`, and `gpt-image-2.5-flare-2026-09-08`, arbitrary
// resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`.
// Width and height must both be divisible by 16 and the requested aspect ratio
// must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and
// the maximum supported resolution is `3840x2160`. The requested size must also
// satisfy the model's current pixel and edge limits. The standard sizes
// `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models;
// `auto` is supported for models that allow automatic sizing.
type ImageGenerateParamsSize string

const (
	ImageGenerateParamsSizeAuto      ImageGenerateParamsSize = "auto"
	ImageGenerateParamsSize1024x1024 ImageGenerateParamsSize = "1024x1024"
	ImageGenerateParamsSize1536x1024 ImageGenerateParamsSize = "1536x1024"
	ImageGenerateParamsSize1024x1536 ImageGenerateParamsSize = "1024x1536"
	// Deprecated: This legacy size suggestion is retained for SDK compatibility. Check
	// the selected GPT image model's supported sizes.
	ImageGenerateParamsSize256x256 ImageGenerateParamsSize = "256x256"
	// Deprecated: This legacy size suggestion is retained for SDK compatibility. Check
	// the selected GPT image model's supported sizes.
	ImageGenerateParamsSize512x512 ImageGenerateParamsSize = "512x512"
	// Deprecated: This legacy size suggestion is retained for SDK compatibility. Check
	// the selected GPT image model's supported sizes.
	ImageGenerateParamsSize1792x1024 ImageGenerateParamsSize = "1792x1024"
	// Deprecated: This legacy size suggestion is retained for SDK compatibility. Check
	// the selected GPT image model's supported sizes.
	ImageGenerateParamsSize1024x1792 ImageGenerateParamsSize = "1024x1792"
)

// Legacy style parameter for retired image models. Unsupported for GPT image
// models; describe the desired style in the prompt instead.
type ImageGenerateParamsStyle string

const (
	ImageGenerateParamsStyleVivid   ImageGenerateParamsStyle = "vivid"
	ImageGenerateParamsStyleNatural ImageGenerateParamsStyle = "natural"
)

// Selects the model and reasoning effort used to author SVG output. Requires
// output_format=svg and access to SVG model selection. When model selection is
// enabled, supply svg.model. When model selection is disabled, omit this object.
// The top-level model selects the image model that creates the reference image.
// SVG generation requires n=1 and does not support streaming, partial images,
// prompt_rewriter, or output_compression. SVG edits are not supported.
//
// The property Model is required.
type ImageGenerateParamsSvg struct {
	// Model used to author the SVG. Required when SVG model selection is enabled.
	Model string `json:"model" api:"required"`
	// Reasoning settings for the SVG author, independent of image complexity. Omitted
	// or null effort uses the author model's default. Supported efforts depend on the
	// selected author model.
	Reasoning ImageGenerateParamsSvgReasoning `json:"reasoning,omitzero"`
	paramObj
}

func (r ImageGenerateParamsSvg) MarshalJSON() (data []byte, err error) {
	type shadow ImageGenerateParamsSvg
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ImageGenerateParamsSvg) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

// Reasoning settings for the SVG author, independent of image complexity. Omitted
// or null effort uses the author model's default. Supported efforts depend on the
// selected author model.
type ImageGenerateParamsSvgReasoning struct {
	// Controls how much effort the SVG author spends on reasoning. Uses the author
	// model's default when omitted or null.
	//
	// Any of "none", "minimal", "low", "medium", "high", "xhigh", "max".
	Effort string `json:"effort,omitzero"`
	paramObj
}

func (r ImageGenerateParamsSvgReasoning) MarshalJSON() (data []byte, err error) {
	type shadow ImageGenerateParamsSvgReasoning
	return param.MarshalObject(r, (*shadow)(&r))
}
func (r *ImageGenerateParamsSvgReasoning) UnmarshalJSON(data []byte) error {
	return apijson.UnmarshalRoot(data, r)
}

func init() {
	apijson.RegisterFieldValidator[ImageGenerateParamsSvgReasoning](
		"effort", "none", "minimal", "low", "medium", "high", "xhigh", "max",
	)
}
