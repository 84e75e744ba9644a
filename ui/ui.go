// Package ui is grove's terminal interface (Bubble Tea v2). It subscribes to
// the runtime's events, renders what is on screen, and sends what the user
// wants to the runtime. It holds no business rules.
package ui

import (
	"context"
	"log/slog"

	"grove/agent"
)

// Options configure Run.
type Options struct {
	Runtime *agent.Runtime
	// Agents the user can talk to; the first is the default for new conversations.
	Agents []agent.Definition
	Theme  string // theme name; "" = the saved or default theme
	Log    *slog.Logger
}

// Run shows the terminal UI until the user quits or ctx ends.
func Run(ctx context.Context, opts Options) error {
	_ = ctx
	_ = opts
	return nil
}
