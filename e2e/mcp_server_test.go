package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// mcpServerEnv makes the test binary a stdio MCP server (see TestMain):
// the real process grove starts for a configured server.
const mcpServerEnv = "GROVE_E2E_MCP_SERVER"

// serveMCP runs the MCP server on stdin and stdout: `echo` answers with
// its text, `hang` touches $HANG_MARKER (when set) and answers only when
// its call is cancelled. START_DELAY holds the server back before it
// answers anything (a server slow to start); MANY_TOOLS adds tools.
func serveMCP() int {
	if d, err := time.ParseDuration(os.Getenv("START_DELAY")); err == nil {
		time.Sleep(d)
	}
	s := sdk.NewServer(&sdk.Implementation{Name: "probe", Version: "1"}, nil)
	type echoIn struct {
		Text string `json:"text"`
	}
	sdk.AddTool(s, &sdk.Tool{Name: "echo", Description: "Echo text."}, func(ctx context.Context, _ *sdk.CallToolRequest, in echoIn) (*sdk.CallToolResult, any, error) {
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "echo: " + in.Text}}}, nil, nil
	})
	sdk.AddTool(s, &sdk.Tool{Name: "hang", Description: "Never finish."}, func(ctx context.Context, _ *sdk.CallToolRequest, _ struct{}) (*sdk.CallToolResult, any, error) {
		if m := os.Getenv("HANG_MARKER"); m != "" {
			os.WriteFile(m, nil, 0o644)
		}
		<-ctx.Done()
		return nil, nil, ctx.Err()
	})
	// MANY_TOOLS adds that many more tools with long names (a server
	// whose tool list is long).
	if n, err := strconv.Atoi(os.Getenv("MANY_TOOLS")); err == nil {
		for i := range n {
			sdk.AddTool(s, &sdk.Tool{Name: fmt.Sprintf("inspect_repository_part_%02d", i), Description: "Inspect."},
				func(ctx context.Context, _ *sdk.CallToolRequest, _ struct{}) (*sdk.CallToolResult, any, error) {
					return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "ok"}}}, nil, nil
				})
		}
	}
	if err := s.Run(context.Background(), &sdk.StdioTransport{}); err != nil {
		return 1
	}
	return 0
}

// mcpConfig is config.yaml text configuring the test binary as the stdio
// MCP server named name, its environment extra (KEY=VALUE), after the
// config text before.
func mcpConfig(t *testing.T, before, name string, extra ...string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString(before)
	b.WriteString("mcp:\n  " + name + ":\n    command: " + jsonString(exe) + "\n    env:\n      " + mcpServerEnv + ": \"1\"\n")
	for _, kv := range extra {
		k, v, _ := strings.Cut(kv, "=")
		b.WriteString("      " + k + ": " + jsonString(v) + "\n")
	}
	return b.String()
}

// writeConfig writes config.yaml of the home dir (headlessEnv's layout).
func writeConfig(t *testing.T, dir, cfg string) {
	t.Helper()
	p := filepath.Join(dir, "config", "grove", "config.yaml")
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
}
