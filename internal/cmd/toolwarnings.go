package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/lazyre"
	"github.com/grovechat/grove/tools"
	"github.com/grovechat/grove/tools/mcp"
)

// brokenTool is a tool definition file that did not load: the tool names
// it appears to define, and the error (file:line: what is wrong).
type brokenTool struct {
	names []string
	err   string
}

var defName = lazyre.New(`(?m)^\s*-?\s*name:\s*["']?([a-zA-Z0-9_-]{1,64})`)

// brokenTools splits LoadDefinitions' error into one entry per file.
func brokenTools(err error) []brokenTool {
	if err == nil {
		return nil
	}
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	var out []brokenTool
	for _, e := range errs {
		b := brokenTool{err: e.Error()}
		var de *tools.DefinitionError
		if errors.As(e, &de) {
			if data, rerr := os.ReadFile(de.File); rerr == nil {
				for _, m := range defName.FindAllSubmatch(data, -1) {
					b.names = append(b.names, string(m[1]))
				}
			}
			if len(b.names) == 0 {
				b.names = []string{strings.TrimSuffix(filepath.Base(de.File), filepath.Ext(de.File))}
			}
		}
		out = append(out, b)
	}
	return out
}

// checkTools is what a headless command does with problems in files: a
// broken tool file that defines a tool the agent lists (or any, for an agent
// that gets every tool) is an error (with
// its file:line); the other problems are warnings on w, printed once.
func (a *app) checkTools(def config.Definition, w io.Writer) error {
	for _, b := range a.broken {
		if def.Tools == nil { // an agent without a tools list gets every tool
			return fmt.Errorf("agent %s gets every tool, and a tool definition does not load: %s", def.Name, b.err)
		}
		for _, n := range b.names {
			if slices.Contains(def.Tools, n) {
				return fmt.Errorf("agent %s needs tool %s, whose definition does not load: %s", def.Name, n, b.err)
			}
		}
	}
	a.printWarnings(w)
	return nil
}

// printWarnings prints the problems found at start (agent and tool files,
// MCP servers) on w, the first time it is called.
func (a *app) printWarnings(w io.Writer) {
	a.warnOnce.Do(func() {
		for _, msg := range a.warnings {
			fmt.Fprintln(w, "grove: warning:", msg)
		}
	})
}

// mcpReady waits until the configured MCP servers have connected or
// failed (each within its connect timeout; in the TUI, Start runs after
// the first frame): a turn's first request then offers their tools.
func (a *app) mcpReady(ctx context.Context) {
	if a.mcp != nil {
		_ = a.mcp.Ready(ctx) // only ctx ending stops it: the turn sees that itself
	}
}

// waitMCP is mcpReady for a headless command, saying on w which servers
// failed: the turn goes on without their tools.
func (a *app) waitMCP(ctx context.Context, w io.Writer) {
	if a.mcp == nil || a.mcp.Ready(ctx) != nil {
		return
	}
	for _, s := range a.mcp.Status() {
		if s.State == mcp.StateFailed {
			fmt.Fprintf(w, "grove: warning: MCP server %s did not start (%s); this turn goes on without its tools\n", s.Name, s.Error)
		}
	}
}
