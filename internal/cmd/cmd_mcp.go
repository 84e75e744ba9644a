package cmd

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/adrg/xdg"
	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/tools"
	"github.com/grovechat/grove/tools/mcp"
)

func newMCPCmd() *cobra.Command {
	cmd := verbGroup(&cobra.Command{Use: "mcp", Short: "Look at the MCP servers of the config"})
	var wait time.Duration
	list := &cobra.Command{
		Use:   "list",
		Short: "Connect to the configured MCP servers and show their state and tools",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := configFor(config.SectionMCP)
			if err != nil {
				return err
			}
			servers, err := cfg.MCPServers()
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if len(servers) == 0 {
				fmt.Fprintf(out, "No MCP servers configured. Add them to %s under mcp:, e.g.\n\nmcp:\n  files:\n    command: my-mcp-server\n    args: [--root, .]\n  docs:\n    url: https://example.com/mcp\n", configPath())
				return nil
			}
			reg := tools.NewRegistry()
			m, err := mcp.NewManager(reg, servers, mcp.Options{SpillDir: filepath.Join(xdg.StateHome, "grove", "spill")})
			if err != nil {
				return err
			}
			defer m.Close()
			m.Start()
			ctx, cancel := context.WithTimeout(cmd.Context(), wait)
			defer cancel()
			// Wait ends with ctx's error at the deadline; the table below
			// shows each server's own state and error.
			_ = m.Wait(ctx)
			return printMCPList(out, m.Status(), mcpListWidth())
		},
	}
	list.Flags().DurationVar(&wait, "wait", 15*time.Second, "how long to wait for servers to connect")
	cmd.AddCommand(list)
	return cmd
}
