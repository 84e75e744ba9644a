// Package ui is grove's terminal interface (Bubble Tea v2). It subscribes to
// the runtime's events, renders what is on screen, and sends what the user
// wants to the runtime. It holds no business rules.
package ui

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"os"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/internal/startlog"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/tools"
)

// Options configure Run.
type Options struct {
	Runtime *agent.Runtime
	// Agents the user can talk to; the first is the default for new conversations.
	Agents []config.Definition
	Theme  string // theme name; "" = the saved or default theme
	Log    *slog.Logger
	// Keys overrides key bindings: action name (see ActionNames) → keys;
	// an empty list disables the action.
	Keys map[string][]string
	// ConfigPath is the config file the chosen theme is saved to; "" means
	// $XDG_CONFIG_HOME/grove/config.yaml and "-" disables saving.
	ConfigPath string
	// NoColor draws without colours; Run also honours $NO_COLOR.
	NoColor bool
	// Permissions is the tool permission gate: Run installs the dialog as
	// its Asker (and removes it on exit), and tool blocks show its modes.
	// nil: no dialog, tool blocks show only denials.
	Permissions *tools.Permissions
	// Models are the model profile names /model completes.
	Models []string
	// Team runs workspaces: posting to channels, /start and /stop, agent
	// states. nil: workspaces are shown (from the store) but not driven.
	Team *team.Team
	// Config resolves models of workflow files /start reads.
	Config config.Config
	// Catalog, when set, brings agents and model profiles that other
	// processes write while the UI runs (Config and Agents are then its
	// state at start).
	Catalog *config.Catalog
	// ReadOnly says why the database is open read-only ("" when it is
	// writable); the status bar shows it for as long as grove runs.
	ReadOnly string
	// Warnings are the problems found at start that the catalog does not
	// watch (tool definition files, MCP servers): they stay on screen,
	// with the broken agent files, until dismissed.
	Warnings []string
	// Drawn, when set, is called once the first full frame is on screen
	// (the conversation list and the open conversation's last screen): the
	// caller starts the work it held back so as not to delay that frame.
	Drawn func()
	// Memory is the agents' memory store (the agents' embedders), which
	// /memory, /notes and /todo show; nil: one over the session store.
	Memory *memory.Store
}

// frameRate is the most frames a second Bubble Tea draws. Its renderer
// wakes at this rate for the program's whole life to compare the view with
// the frame last drawn, and those wake-ups are nearly all the CPU time an
// idle grove takes: at 45 rather than Bubble Tea's 60 an idle grove takes
// about a quarter less (some 9 ms of CPU an idle second rather than 11),
// and a frame waits at most 22 ms for its tick instead of 17.
const frameRate = 45

// programOptions are the options of the Bubble Tea program Run starts,
// drawing on out.
func programOptions(ctx context.Context, out io.Writer) []tea.ProgramOption {
	return []tea.ProgramOption{tea.WithContext(ctx), tea.WithoutSignalHandler(), tea.WithOutput(out), tea.WithFPS(frameRate)}
}

// Run shows the terminal UI until the user quits or ctx ends.
func Run(ctx context.Context, opts Options) error {
	if os.Getenv("NO_COLOR") != "" {
		opts.NoColor = true
	}
	first := startRead(ctx, opts.Runtime.Store())
	m, err := newModel(ctx, opts)
	if err != nil {
		return err
	}
	m.side.first = first
	startlog.Mark("ui model ready")
	defer m.sub.Close()
	if opts.Permissions != nil {
		opts.Permissions.SetAsker(m.perm.asker)
		defer opts.Permissions.SetAsker(nil)
	}
	defer m.perm.asker.close()
	// grove handles SIGINT, SIGTERM and SIGHUP itself (they end ctx, so the
	// store is closed and checkpointed); Bubble Tea's own handler can block
	// its shutdown when a signal and the end of ctx arrive together.
	m.c.screen = &screenOutput{File: os.Stdout}
	p := tea.NewProgram(m, programOptions(ctx, m.c.screen)...)
	_, err = p.Run()
	if err != nil && (errors.Is(err, tea.ErrProgramKilled) || ctx.Err() != nil) {
		return nil
	}
	return err
}
