package mcp

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// TestImageContentReachesTheImageSink: an MCP tool's image is described in
// the result's text and handed, bytes and type, to whoever runs the tool.
func TestImageContentReachesTheImageSink(t *testing.T) {
	png, _ := base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")
	srv := sdk.NewServer(&sdk.Implementation{Name: "pics", Version: "1"}, nil)
	sdk.AddTool(srv, &sdk.Tool{Name: "tiny", Description: "A tiny image."}, func(ctx context.Context, _ *sdk.CallToolRequest, _ struct{}) (*sdk.CallToolResult, any, error) {
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "here it is"}, &sdk.ImageContent{Data: png, MIMEType: "image/png"}}}, nil, nil
	})
	ts := httptest.NewServer(sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return srv }, nil))
	t.Cleanup(ts.Close)
	r, _ := start(t, ServerConfig{Name: "pics", URL: ts.URL, CallTimeout: 5 * time.Second})
	ctx, sink := tools.WithImageSink(context.Background(), 0)
	res := r.Call(ctx, session.ToolCall{ID: "c1", Name: "pics__tiny", Arguments: json.RawMessage(`{}`)})
	if !res.Success || res.Result != "here it is\n[image, image/png, 70 bytes]" {
		t.Fatalf("result: %+v", res)
	}
	imgs := sink.Images()
	if len(imgs) != 1 || imgs[0].MimeType != "image/png" || string(imgs[0].Data) != string(png) {
		t.Fatalf("images = %+v", imgs)
	}
}
