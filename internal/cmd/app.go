package cmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/adrg/xdg"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/assemble"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/extract"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/agent/memtools"
	"github.com/grovechat/grove/agent/team"
	"github.com/grovechat/grove/internal/errs"
	"github.com/grovechat/grove/internal/startlog"
	"github.com/grovechat/grove/keyring"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
	"github.com/grovechat/grove/tools/mcp"
)

// app is the wiring every runtime-using command shares.
type app struct {
	// cfg is the config as it was at start (commands); catalog holds the
	// config and agent definitions as the files say now.
	cfg     config.Config
	catalog *config.Catalog
	// extra are agents of a workflow's own project (loadWorkflow).
	extra   map[string]config.Definition
	extraMu sync.Mutex
	store   *session.Store
	mem     *memory.Store
	rt      *agent.Runtime
	perms   *tools.Permissions
	mcp     *mcp.Manager
	runner  *agentRunner
	log     *slog.Logger
	logF    *os.File
	team    *team.Team // workspaces: channels, instructions, workspace tools
	events  *agent.Recorder
	// retention, when set, is applied to the event log as the app closes
	// (short-lived commands).
	retention time.Duration
	// stopIndex stops the history indexer of long-running commands.
	stopIndex func()
	// warnings are problems worth showing (bad agent and tool files), not
	// fatal; broken are the tool files among them, for checkTools;
	// unwatched those the catalog does not read again (tool files, MCP
	// servers), which the TUI keeps on screen beside the catalog's.
	warnings  []string
	broken    []brokenTool
	unwatched []string
	warnOnce  sync.Once
	// housekeeping is the start-up work that runs beside the command
	// (event retention, recovery of turns); Close waits for it.
	housekeeping sync.WaitGroup
	// beforeStoreClose runs in Close once nothing writes any more but the
	// store is still open (erasing an ephemeral conversation).
	beforeStoreClose []func()
}

func configDir() string { return filepath.Join(xdg.ConfigHome, "grove") }

func configPath() string {
	if p := os.Getenv("GROVE_CONFIG"); p != "" {
		return p
	}
	return filepath.Join(configDir(), "config.yaml")
}

// agentDirs are where agent files live; the project's win.
func agentDirs() []string {
	return []string{".agents", filepath.Join(configDir(), "agents")}
}

// brokenAgent returns the error of the file that defines name, when one
// exists and does not parse: a command needing that agent fails with it
// (file:line: field: problem) rather than saying the agent does not exist.
func brokenAgent(cfg config.Config, name string) error {
	for _, dir := range agentDirs() {
		for _, ext := range []string{".yaml", ".yml"} {
			path := filepath.Join(dir, name+ext)
			if _, err := os.Stat(path); err != nil {
				continue
			}
			if _, err := config.ParseAgentFile(path, cfg); err != nil {
				return err
			}
			return nil
		}
	}
	return nil
}

// defaultAgent makes the built-in assistant (when no file defines one) on
// GROVE_MODEL, else the config's default model, else the detected one
// (detect is called at most once, and never when something names the model).
func defaultAgent(detect func() llm.Profile) func(config.Config) (config.Definition, error) {
	var once sync.Once
	var detected llm.Profile
	return func(cfg config.Config) (config.Definition, error) {
		if m := os.Getenv("GROVE_MODEL"); m != "" {
			p, err := cfg.ResolveModel(m)
			if err != nil {
				return config.Definition{}, fmt.Errorf("GROVE_MODEL: %w", err)
			}
			return config.DefaultAssistant(p), nil
		}
		var p llm.Profile
		if cfg.DefaultModel != "" {
			var err error
			if p, err = cfg.ResolveModel(cfg.DefaultModel); err != nil {
				return config.Definition{}, fmt.Errorf("%s: default_model: %w", cfg.Path, err)
			}
		} else {
			once.Do(func() { detected = detect() })
			p = detected
		}
		return config.DefaultAssistant(p), nil
	}
}

// openShortLived is openApp for a headless command that does one job and
// exits (send, new, start): it answers permission questions without a
// person and adopts no turns of other processes.
func (g *globals) openShortLived(ctx context.Context) (*app, error) {
	g.headless, g.shortLived = true, true
	return g.openApp(ctx)
}

// openApp opens the store and builds everything a command runs on. It is
// long because it wires the components in the order they depend on each
// other (store, catalog, memory, tools, team, runtime), each step a few
// lines; split, the order would be harder to see.
func (g *globals) openApp(ctx context.Context) (*app, error) {
	cfg, err := configFor(config.TurnSections...)
	if err != nil {
		return nil, err
	}
	keyring.Take(keyNames(cfg)...)
	startlog.Mark("config loaded")
	// The default model is detected (a local Ollama probed for at most
	// 300 ms) while the store opens, so start-up does not wait for it.
	// Only when GROVE_MODEL and the config name no model: otherwise nothing
	// waits for it.
	// (A config edited later to name none probes then.)
	probe := func() llm.Profile {
		dctx, cancel := context.WithTimeout(ctx, 400*time.Millisecond)
		defer cancel()
		return llm.DetectDefault(dctx, keyring.Getenv, llm.DefaultOllamaURL)
	}
	detected := make(chan llm.Profile, 1)
	early := os.Getenv("GROVE_MODEL") == "" && cfg.DefaultModel == ""
	if early {
		go func() { detected <- probe() }()
	}
	var opts []session.Option
	if g.shortLived {
		// A send reads one conversation (no warm read pool) and trusts a
		// sound verdict instead of reading the whole file before it writes.
		opts = append(opts, session.ColdReaders(), session.TrustSoundVerdict())
	}
	st, err := g.openStore(ctx, opts...)
	if err != nil {
		return nil, err
	}
	startlog.Mark("store open")
	a := &app{store: st, cfg: cfg, extra: map[string]config.Definition{}}
	a.log, a.logF = openLog()
	startlog.SetLog(a.log)
	a.catalog, err = config.NewCatalog(config.CatalogOptions{ConfigPath: configPath(), Dirs: agentDirs(),
		Default: defaultAgent(func() llm.Profile {
			if early {
				return <-detected
			}
			return probe()
		})})
	if err != nil {
		st.Close()
		return nil, err
	}
	a.cfg = a.catalog.Config()
	for _, e := range a.catalog.Problems() {
		if notConfigKey(a.cfg, e) {
			a.warnings = append(a.warnings, e.Error())
		}
	}
	startlog.Mark("agents loaded")
	pace := offlinePace(cfg)
	provider := func(p llm.Profile) (llm.Provider, error) {
		if p.Provider == llm.KindOffline {
			return &llm.Offline{WordsPerSecond: pace}, nil
		}
		return llm.New(p)
	}
	a.mem = memory.New(st, nil)
	// The TUI flashes the store's notices (a fallback to the offline
	// embedder, memories waiting to be re-embedded) as it does a retry's;
	// a headless command prints them as warnings.
	notify := func(msg string) {
		a.log.Warn("embeddings", "msg", msg)
		if a.rt != nil {
			a.rt.Bus().Publish(agent.Event{Kind: agent.EvNotice, Text: msg})
		}
	}
	if g.headless {
		warn := warnTo(os.Stderr)
		notify = func(msg string) { a.log.Warn("embeddings", "msg", msg); warn(msg) }
	}
	useEmbedders(a.mem, a.catalog.Config, a.catalog.Agent, notify)
	shared, err := a.sharedTools(g)
	if err != nil {
		st.Close()
		return nil, err
	}
	for _, w := range a.warnings {
		a.log.Warn("agent or tool file", "err", w)
	}
	startlog.Mark("tools ready")
	var regMu sync.Mutex
	regs := map[string]*tools.Registry{}
	a.team = team.NewTeam(st, a.resolve, a.log)
	for _, t := range a.team.Tools() {
		shared.Register(t)
	}
	extractor := extract.New(st, a.mem, provider, a.resolveModel)
	extractor.Log = a.log
	a.rt = agent.New(agent.Options{
		Store:        st,
		Tools:        shared,
		Agent:        a.team.Resolve,
		Context:      agent.OwnWords(a.team.Context(assemble.New(a.mem))),
		Scheduler:    agent.NewScheduler(agent.SchedulerOptions{Cap: agentCap()}),
		ResolveModel: a.resolveModel,
		// An image read_file shows a model is capped like an attachment.
		AttachmentMax: cfg.AttachmentMax(),
		// Memory tools are bound to their agent: each agent gets its own
		// registry on top of the shared one, built once.
		ToolsFor: func(d config.Definition) *tools.Registry {
			if d.Temporary {
				return shared // no memory until it is promoted
			}
			regMu.Lock()
			defer regMu.Unlock()
			if regs[d.Name] == nil {
				regs[d.Name] = tools.NewChild(shared, memtools.New(a.mem, d.Name)...)
			}
			return regs[d.Name]
		},
		Provider: provider,
		// Memory extraction after each completed turn, but for the turns
		// of ephemeral conversations (grove ask), which leave nothing.
		AfterTurn: func(ctx context.Context, t session.Turn, d config.Definition) error {
			if eph, err := st.IsEphemeral(ctx, t.ConversationID); err != nil || eph {
				return err
			}
			return extractor.AfterTurn(ctx, t, d)
		},
		Log: a.log,
		// Agent CLIs get the provider keys grove holds, and only those
		// their backend reads.
		BackendEnv: keyring.Getenv,
		ToolsReady: a.mcpReady,
		Restarts:   restartPolicy(),
	})
	a.runner.rt = a.rt
	if st.ReadOnly() == "" {
		// The event log: lifecycle records written in the background.
		a.events = agent.StartRecorder(a.rt, a.log)
	}
	a.team.Bind(a.rt)
	startlog.Mark("runtime ready")
	if a.mcp != nil {
		g.gate.after(ctx, a.mcp.Start)
	}
	if st.ReadOnly() != "" {
		a.warnings = append(a.warnings, fmt.Sprintf("database %s is open read-only (%s): conversations can be read, nothing can be saved", st.File(), st.ReadOnly()))
	} else if !g.shortLived {
		// The owners of turns (the TUI, serve, run) delete event rows older
		// than the retention and resume the turns of processes that are
		// gone. Both write, so they wait for the store's quick check: they
		// run in the background, in the TUI after its first frame.
		a.housekeeping.Add(1)
		go func() {
			defer a.housekeeping.Done()
			if !g.gate.wait(ctx) {
				return
			}
			if _, err := st.DeleteEventsBefore(ctx, time.Now().Add(-cfg.EventRetention())); err != nil {
				a.log.Warn("event log retention", "err", err)
			}
			if _, err := a.rt.Recover(ctx); err != nil {
				a.log.Warn("recovering turns", "err", err)
			}
			startlog.Mark("turns recovered")
		}()
		// The history index catches up with what was imported or appended
		// without it, in the background.
		a.stopIndex = a.mem.IndexHistoryInBackground(a.log)
	} else {
		// A short-lived command (grove send) applies the retention as it
		// closes, after its reply: it never waits for it before.
		a.retention = cfg.EventRetention()
	}
	return a, nil
}

// agentRunner lets user-defined tools target agents and workflows; the
// runtime is made after the tools, so it is filled in afterwards.
type agentRunner struct {
	rt *agent.Runtime
	a  *app
}

// RunWorkflowTool runs a workflow-targeted tool (tools.WorkflowRunner):
// the workflow file found as `grove start` finds it, the input's fields as
// its inputs, in a workspace of its own in this process.
func (r *agentRunner) RunWorkflowTool(ctx context.Context, def tools.Definition, input json.RawMessage) (string, error) {
	if r.rt == nil || r.a.team == nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: "workflows are not running yet"}
	}
	wf, err := r.a.loadWorkflow(def.Target.Workflow)
	if err != nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
	}
	vars, err := team.WorkflowInputs(wf, input)
	if err != nil {
		return "", err
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error()}
	}
	return r.a.team.RunWorkflow(ctx, wf, vars, wd)
}

func (r *agentRunner) RunAgentTool(ctx context.Context, def tools.Definition, input json.RawMessage) (string, error) {
	if r.rt == nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: "agents are not running yet"}
	}
	return r.rt.RunAgentTool(ctx, def, input)
}

// sharedTools builds the registry every agent shares: the built-ins (files
// and shell confined to the working directory), user-defined tools and MCP
// tools, behind the permission rules of the config.
func (a *app) sharedTools(g *globals) (*tools.Registry, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	box, err := tools.NewSandbox(wd, filepath.Join(xdg.StateHome, "grove", "spill"))
	if err != nil {
		return nil, err
	}
	if err := spillLimitsFromEnv(); err != nil {
		return nil, err
	}
	var secrets []string
	for _, m := range a.cfg.Models {
		if m.APIKeyEnv != "" {
			secrets = append(secrets, m.APIKeyEnv)
		}
	}
	rules, err := a.cfg.PermissionRules()
	if err != nil {
		return nil, err
	}
	var asker tools.Asker
	if g.headless {
		asker = tools.HeadlessAsker{Yes: g.yes}
	}
	a.perms = tools.NewPermissions(append(tools.DefaultRules(), rules...), asker,
		tools.RuleSaverFunc(func(r tools.Rule) error { return config.SavePermission(configPath(), r) }))
	shared := tools.NewRegistry(tools.Standard(box, secrets...)...)
	shared.SetGate(a.perms)
	defs, err := tools.LoadDefinitions(tools.DefinitionDirs(wd, xdg.ConfigHome)...)
	for _, b := range brokenTools(err) {
		a.warnings = append(a.warnings, b.err)
		a.unwatched = append(a.unwatched, b.err)
		a.broken = append(a.broken, b)
	}
	a.runner = &agentRunner{a: a}
	for _, t := range tools.Build(defs, tools.BuildOptions{Registry: shared, Sandbox: box, Agents: a.runner, Workflows: a.runner, SecretEnv: secrets}) {
		shared.Register(t)
	}
	servers, err := a.cfg.MCPServers()
	if err != nil {
		return nil, err
	}
	if len(servers) > 0 {
		m, err := mcp.NewManager(shared, servers, mcp.Options{SecretEnv: secrets, SpillDir: filepath.Join(xdg.StateHome, "grove", "spill")})
		if err != nil {
			a.warnings = append(a.warnings, errs.UserMessage(err))
			a.unwatched = append(a.unwatched, errs.UserMessage(err))
		}
		a.mcp = m
	}
	return shared, nil
}

func (a *app) resolve(name string) (config.Definition, error) {
	if name == "" {
		name = config.DefaultAgentName
	}
	if d, ok := a.catalog.Agent(name); ok {
		return d, nil
	}
	a.extraMu.Lock()
	d, ok := a.extra[name]
	a.extraMu.Unlock()
	if ok {
		return d, nil
	}
	if config.IsTemporaryName(name) {
		return a.temporary(name)
	}
	if err := brokenAgent(a.catalog.Config(), name); err != nil {
		return config.Definition{}, err
	}
	return config.Definition{}, fmt.Errorf("no agent named %q (available: %s)", name, strings.Join(a.catalog.Names(), ", "))
}

// resolveModel resolves a model reference under the config as it is now.
func (a *app) resolveModel(ref string) (llm.Profile, error) {
	return a.catalog.Config().ResolveModel(ref)
}

// modelNames are the config's model profiles, for /model completion.
func (a *app) modelNames() []string {
	cfg := a.catalog.Config()
	out := make([]string, 0, len(cfg.Models))
	for n := range cfg.Models {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// agentList is the agents sorted by name, the default one first, then the
// agents of workflows' own projects.
func (a *app) agentList() []config.Definition {
	out := a.catalog.Agents()
	a.extraMu.Lock()
	defer a.extraMu.Unlock()
	names := make([]string, 0, len(a.extra))
	for n := range a.extra {
		if _, ok := a.catalog.Agent(n); !ok {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		out = append(out, a.extra[n])
	}
	return out
}

// knownAgents maps every agent grove knows now by name.
func (a *app) knownAgents() map[string]config.Definition {
	out := map[string]config.Definition{}
	for _, d := range a.agentList() {
		out[d.Name] = d
	}
	return out
}

func (a *app) Close() {
	a.housekeeping.Wait()
	if a.retention > 0 {
		if _, err := a.store.DeleteEventsBefore(context.Background(), time.Now().Add(-a.retention)); err != nil {
			a.log.Warn("event log retention", "err", err)
		}
	}
	if a.stopIndex != nil {
		a.stopIndex()
	}
	a.team.Close()
	a.rt.Close()
	if a.events != nil {
		a.events.Close()
	}
	if a.mcp != nil {
		a.mcp.Close()
	}
	for _, f := range a.beforeStoreClose {
		f()
	}
	a.store.Close()
	if a.logF != nil {
		a.logF.Close()
	}
}

// offlinePace is the offline model's words per second: GROVE_OFFLINE_WPS,
// else the config, else the default (0 means as fast as possible).
func offlinePace(cfg config.Config) float64 {
	if v := os.Getenv("GROVE_OFFLINE_WPS"); v != "" {
		var f float64
		if _, err := fmt.Sscan(v, &f); err == nil && f >= 0 {
			return f
		}
	}
	if cfg.Offline.WordsPerSecond != nil && *cfg.Offline.WordsPerSecond >= 0 {
		return *cfg.Offline.WordsPerSecond
	}
	return llm.DefaultWordsPerSecond
}

// openLog writes logs to $XDG_STATE_HOME/grove/grove.log, never the terminal.
func openLog() (*slog.Logger, *os.File) {
	dir := filepath.Join(xdg.StateHome, "grove")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return slog.New(slog.DiscardHandler), nil
	}
	f, err := os.OpenFile(filepath.Join(dir, "grove.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return slog.New(slog.DiscardHandler), nil
	}
	return slog.New(slog.NewTextHandler(f, &slog.HandlerOptions{Level: slog.LevelInfo})), f
}

var errAborted = errors.New("aborted")
