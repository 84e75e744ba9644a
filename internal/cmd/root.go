// Package cmd is grove's command line: the cobra command tree and the
// wiring of the store, runtime, tools and UI behind each command. The work
// itself lives in the session, memory, tools, agent, ui and themes packages.
package cmd

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"charm.land/lipgloss/v2"
	"github.com/adrg/xdg"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/fang"
	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/errs"
	"github.com/grovechat/grove/internal/startlog"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/ui"
)

// catalogPoll is how often the TUI looks at the agent files and the config
// for changes other processes made.
const catalogPoll = 500 * time.Millisecond

// globals are the flags every command shares.
type globals struct {
	dbPath string
	theme  string
	// headless commands answer permission questions without a person:
	// refused unless yes (--yes) is set.
	headless bool
	yes      bool
	// shortLived commands (send, start) do not adopt the turns of processes
	// that are gone: they would exit before finishing them. The TUI, serve
	// and run are the owners that resume such turns.
	shortLived bool
	// gate, set by the TUI, holds start-up work back until its first frame.
	gate *drawGate
}

// Main runs grove with the process's arguments and exits with its status.
func Main() {
	startlog.Begin()
	if printVersion(os.Args[1:], os.Stdout) {
		return
	}
	deferFirstGC(os.LookupEnv)
	if !asksForHelpOnly(os.Args[1:]) {
		protectKeys()
	}
	startlog.Mark("keys protected")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	root := newRootCmd()
	root.SetArgs(canonicalArgs(root, os.Args[1:]))
	if err := fang.Execute(ctx, root, fang.WithVersion(Version()), fang.WithoutManpage(), fang.WithColorSchemeFunc(helpColors), fang.WithErrorHandler(printError)); err != nil {
		os.Exit(1)
	}
}

// printVersion answers `grove --version` (or -v) alone before anything
// else: the line and exit status are cobra's for the root command, without
// building the command tree, loading the config or moving the keys.
func printVersion(args []string, out io.Writer) bool {
	if len(args) != 1 || (args[0] != "--version" && args[0] != "-v") {
		return false
	}
	fmt.Fprintf(out, "grove version %s\n", Version())
	return true
}

// asksForHelpOnly is true for `grove --help` (or -h) alone: it runs no
// tool and needs no key, so the keys are not moved (which loads the config
// and may re-execute grove) before the help is printed.
func asksForHelpOnly(args []string) bool {
	return len(args) == 1 && (args[0] == "--help" || args[0] == "-h")
}

// helpColors are fang's colours where they show. Where the help's writer
// drops colours anyway (a pipe, a file, TERM=dumb, NO_COLOR) every colour is
// none: the text is the same, without converting and then stripping colours.
func helpColors(c lipgloss.LightDarkFunc) fang.ColorScheme {
	if colorprofile.Detect(os.Stdout, os.Environ()) > colorprofile.Ascii {
		return fang.DefaultColorScheme(c)
	}
	none := lipgloss.NoColor{}
	return fang.ColorScheme{Base: none, Title: none, Description: none, Codeblock: none, Program: none,
		DimmedArgument: none, Comment: none, Flag: none, FlagDefault: none, Command: none,
		QuotedString: none, Argument: none, Help: none, Dash: none,
		ErrorHeader: [2]color.Color{none, none}, ErrorDetails: none}
}

func newRootCmd() *cobra.Command {
	g := &globals{}
	root := &cobra.Command{
		Use:           "grove",
		Short:         "Talk to persistent LLM agents in your terminal",
		Long:          "grove keeps conversations with persistent agents in one local SQLite file: branch any conversation, run several turns at once, let slow tools work in the background.",
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRun: func(cmd *cobra.Command, _ []string) {
			checkConfig(cmd, cmd.ErrOrStderr())
		},
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return unknownVerb(cmd, args[0])
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runTUI(cmd.Context(), g)
		},
	}
	root.Flags().StringVar(&g.theme, "theme", "", "colour theme (dark, light, high-contrast, …)")
	root.PersistentFlags().StringVar(&g.dbPath, "db", "", "database file (default $GROVE_DB, else $XDG_DATA_HOME/grove/grove.db)")
	root.AddCommand(
		newListCmd(g),
		newLsCmd(g),
		newExportCmd(g),
		newImportCmd(g),
		newDoctorCmd(g),
		newSendCmd(g),
		newAskCmd(g),
		newNewCmd(g),
		newMCPCmd(),
		newAgentCmd(g),
		newStatsCmd(g),
		newEventsCmd(g),
		newSearchCmd(g),
		newBranchCmd(g),
		newContinueCmd(g),
		newProposalCmd(g),
	)
	root.AddCommand(workspaceCmds(g)...)
	return root
}

// databasePath resolves --db, then GROVE_DB, then the XDG data dir.
func (g *globals) databasePath() string {
	if g.dbPath != "" {
		return g.dbPath
	}
	if p := os.Getenv("GROVE_DB"); p != "" {
		return p
	}
	return filepath.Join(xdg.DataHome, "grove", "grove.db")
}

// openStore opens (creating and migrating on first use) the database. Its
// errors are already one line a person can act on. A file grove cannot
// write is opened read-only: it can be read, and every write says why it
// was refused.
func (g *globals) openStore(ctx context.Context, opts ...session.Option) (*session.Store, error) {
	return g.openStoreFor(ctx, false, opts...)
}

// damagedFile is why a damaged database is open read-only.
const damagedFile = "the file is damaged; run grove doctor"

// openStoreFor opens the database; read commands (reading) also open a
// damaged file read-only, to show what is left of it.
func (g *globals) openStoreFor(ctx context.Context, reading bool, opts ...session.Option) (*session.Store, error) {
	path := g.databasePath()
	if g.gate != nil {
		opts = append(opts, session.DeferCheck())
	}
	st, err := session.Open(ctx, path, opts...)
	switch session.ErrorCode(err) {
	case session.EREADONLY:
		st, err = session.OpenReadOnly(ctx, path, "the file is not writable")
	case session.ECORRUPT:
		if reading {
			if ro, rerr := session.OpenReadOnly(ctx, path, damagedFile); rerr == nil {
				return ro, nil
			}
		}
	}
	if err != nil {
		return nil, err
	}
	return st, nil
}

// withStore makes the body of a command that reads (list, export, doctor,
// stats) run with the store open; a file it cannot write or a damaged one
// is opened read-only. They do not pay for what only writers and the TUI
// need: the quick check waits for a first write, and the read pool is not
// warmed.
func (g *globals) withStore(run func(cmd *cobra.Command, args []string, st *session.Store) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		st, err := g.openStoreFor(cmd.Context(), true, session.CheckAtFirstWrite(), session.ColdReaders())
		if err != nil {
			return err
		}
		defer st.Close()
		return run(cmd, args, st)
	}
}

// printError prints an error as one plain line on stderr (errs.UserMessage),
// leaving paths and names exactly as they are.
func printError(w io.Writer, _ fang.Styles, err error) {
	fmt.Fprintf(w, "grove: %s\n", errs.UserMessage(err))
}

func runTUI(ctx context.Context, g *globals) error {
	// What the first frame builds lazily is built on the other core while
	// the store opens.
	ui.Warm()
	holdGCForFrame()
	g.gate = newDrawGate()
	a, err := g.openApp(ctx)
	if err != nil {
		return err
	}
	defer a.Close()
	defer g.gate.abandon()
	g.gate.after(ctx, a.store.StartCheck)
	theme := g.theme
	if theme == "" {
		theme = a.cfg.Theme
	}
	// The TUI shows the problems of files itself (stderr is hidden by its
	// screen): the catalog's as they stand, and the others it is given.
	// While the TUI runs it also serves workspaces: instructions to agents
	// and their scheduled wake-ups.
	sctx, stop := context.WithCancel(ctx)
	defer stop()
	g.gate.after(sctx, func() { a.team.Serve(sctx, a.agentList) })
	g.gate.after(sctx, func() { collectAttachments(sctx, a.store, a.log) })
	// Agent files and the config written meanwhile (grove agent create in
	// another shell, an editor) are read again and shown live.
	a.catalog.Watch(sctx, catalogPoll, func(ch config.CatalogChange) {
		for _, p := range ch.Problems {
			a.log.Warn("agent or config file", "err", p)
		}
	})
	startlog.Mark("ui starting")
	return ui.Run(ctx, ui.Options{Runtime: a.rt, ReadOnly: a.store.ReadOnly(), Warnings: a.unwatched, Agents: a.agentList(), Theme: theme, Log: a.log,
		Keys: a.cfg.Keys, ConfigPath: configPath(), Permissions: a.perms, Models: a.modelNames(),
		Team: a.team, Config: a.catalog.Config(), Catalog: a.catalog, Memory: a.mem, Drawn: func() {
			restoreGC()
			g.gate.open()
		}})
}
